import { I18N } from "../../config";
import { trackerView, type TrackerView } from "./view";
import type { CardActivationKind, CardActivationState } from "./types";

/**
 * The tracker panel's view model (pure; the live panel and the gallery both render it through
 * `shell/card-activation.hbs`), and the rule that only a GM's press moves cards.
 */

export interface PanelInput {
  /** What the Combat's flags hold (already read), or null before the first turn. */
  readonly state: CardActivationState | null;
  /** The active ruleset's kind: a stored turn of another kind counts as none. */
  readonly kind: CardActivationKind;
  readonly isGM: boolean;
  /** Why the stored state could not be read (shown to the GM, who can start afresh). */
  readonly problem?: string | null;
}

export interface PanelButton {
  readonly action: "draw" | "newTurn";
  readonly label: string;
  readonly icon: string;
}

export interface PanelView {
  readonly isGM: boolean;
  readonly view: TrackerView | null;
  /** The GM's one button: draw (or deal, or pass to the next card), or start a new turn. */
  readonly button: PanelButton | null;
  /** A line for whoever cannot act on the panel: nothing drawn yet, the turn is over… */
  readonly note: string | null;
  readonly problem: string | null;
}

export function panelView(input: PanelInput): PanelView {
  const state = input.state && input.state.kind === input.kind ? input.state : null;
  const view = state ? trackerView(state) : null;
  const problem = input.isGM ? (input.problem ?? null) : null;
  let button: PanelButton | null = null;
  if (input.isGM) {
    if (!view || view.turnOver)
      button = {
        action: "newTurn",
        label: !view
          ? `${I18N}.Activation.StartTurn`
          : view.day?.over
            ? `${I18N}.Activation.NewDay`
            : `${I18N}.Activation.NewTurn`,
        icon: "fa-solid fa-shuffle",
      };
    else if (view.mode !== "drawn" && view.drawCount === 0)
      button = {
        action: "draw",
        label: view.mode === "colour" ? `${I18N}.Activation.NextSide` : `${I18N}.Activation.Next`,
        icon: "fa-solid fa-forward-step",
      };
    else
      button = {
        action: "draw",
        label: view.mode === "dealt" ? `${I18N}.Activation.Deal` : `${I18N}.Activation.Draw`,
        icon: "fa-solid fa-clone",
      };
  }
  let note: string | null = null;
  if (!view) note = input.isGM ? `${I18N}.Activation.NoTurnGM` : `${I18N}.Activation.NoTurn`;
  else if (view.turnOver) note = view.overKey;
  else if (!view.current) note = input.isGM ? `${I18N}.Activation.ReadyGM` : `${I18N}.Activation.Ready`;
  return { isGM: input.isGM, view, button, note, problem };
}

/** Whether this user's press may move cards: only a GM's client draws and writes the Combat. */
export function pressAllowed(
  user: { isGM: boolean } | null | undefined,
): { ok: true } | { ok: false; why: string } {
  return user?.isGM === true ? { ok: true } : { ok: false, why: `${I18N}.Activation.GMOnly` };
}
