import { I18N } from "../../../config";
import { REACTION_TESTS, type ReactionTest } from "../../../rules/blaze-of-glory/reactions";
import { localize, type FActor } from "../../../shell/foundry";

/**
 * A token HUD button for reaction tests: it opens a small palette with the tests of the figure's
 * own sheet; a click rolls one (Shift-click skips the dialog). Owners only.
 */

export interface HudTest {
  test: ReactionTest;
  label: string;
}

/** The tests the palette offers: the figure's reaction sheet, as the rules core derived it. */
export function hudTests(system: unknown): HudTest[] {
  const derived = (system as { derived?: { reactionTests?: unknown } } | null)?.derived;
  const tests = Array.isArray(derived?.reactionTests) ? (derived.reactionTests as unknown[]) : [];
  return tests
    .filter((t): t is ReactionTest => (REACTION_TESTS as readonly unknown[]).includes(t))
    .map((test) => ({ test, label: `${I18N}.Reaction.Test.${test}` }));
}

type Roll = (actor: FActor, test: ReactionTest, event: MouseEvent) => unknown;

/** A HUD button: its click is handled here and goes no further (the HUD would act on it too). */
function hudButton(onClick: (event: MouseEvent) => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.addEventListener("click", (event) => {
    event.preventDefault();
    event.stopPropagation();
    onClick(event);
  });
  return b;
}

/** What the hook passes: V13's TokenHUD, whose `document` is the TokenDocument it shows. */
export interface HudLike {
  document?: { actor?: FActor | null } | null;
  actor?: FActor | null;
}

/** The HUD's figure: its token document's actor, as V13 systems read it (`hud.actor` as a fallback). */
export function hudActor(hud: HudLike | null | undefined): FActor | null {
  return hud?.document?.actor ?? hud?.actor ?? null;
}

/** `renderTokenHUD`: adds the button to the right-hand column for a figure the user owns. */
export function addReactionHud(hud: HudLike, html: HTMLElement, roll: Roll): void {
  try {
    const actor = hudActor(hud);
    if (!actor || actor.type !== "character" || !actor.isOwner) return;
    const tests = hudTests(actor.system);
    const column = html.querySelector(".col.right");
    if (!column || tests.length === 0 || column.querySelector(".sgs-hud-reaction")) return;
    const palette = document.createElement("div");
    palette.className = "sgs-hud-palette";
    palette.hidden = true;
    for (const t of tests) {
      const b = hudButton((event) => {
        palette.hidden = true;
        void roll(actor, t.test, event);
      });
      b.textContent = localize(t.label);
      palette.append(b);
    }
    const button = hudButton(() => (palette.hidden = !palette.hidden));
    const label = localize(`${I18N}.Table.RollReaction`);
    button.className = "control-icon";
    button.dataset.tooltip = label;
    button.setAttribute("aria-label", label);
    button.innerHTML = `<i class="fa-solid fa-dice" inert></i>`;
    const wrap = document.createElement("div");
    wrap.className = "sgs-hud-reaction";
    wrap.append(button, palette);
    column.append(wrap);
  } catch (error) {
    console.error("six-gun-sound | token HUD", error);
  }
}
