import { I18N } from "../../../config";
import { REACTION_TESTS, type ReactionTest } from "../../../rules/blaze-of-glory/reactions";
import { localize, type FActor } from "../../../shell/foundry";
import { quickActions, type QuickAction } from "./quick-actions";

/**
 * Token HUD buttons, owners only: one opens a palette of the table's actions (shoot, reload, the
 * Draw, Fightin', an exchange of fire, move fast, start a fire), one a palette of the reaction tests
 * of the figure's own sheet. A click starts one (Shift-click skips its dialog). Both are plain
 * buttons, so the keyboard reaches them; Escape closes an open palette.
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

/** The figure's column for our buttons, or null when the HUD is not for a figure this user owns. */
function ownColumn(hud: HudLike, html: HTMLElement): { actor: FActor; column: Element } | null {
  const actor = hudActor(hud);
  if (!actor || actor.type !== "character" || !actor.isOwner) return null;
  const column = html.querySelector(".col.right");
  return column ? { actor, column } : null;
}

interface PaletteEntry {
  label: string;
  icon?: string;
  run: (event: MouseEvent) => void;
}

/**
 * A HUD control that opens a palette of labelled buttons: `wrapClass` marks it (added once however
 * often the HUD renders), `icon` and `label` are the control's.
 */
function addPalette(
  column: Element,
  options: { wrapClass: string; icon: string; label: string; entries: PaletteEntry[] },
): void {
  const palette = document.createElement("div");
  palette.className = "sgs-hud-palette";
  palette.hidden = true;
  palette.setAttribute("role", "group");
  palette.setAttribute("aria-label", options.label);
  const button = hudButton(() => toggle(palette.hidden));
  const toggle = (open: boolean) => {
    palette.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    if (open) palette.querySelector<HTMLButtonElement>("button")?.focus?.();
  };
  for (const entry of options.entries) {
    const b = hudButton((event) => {
      toggle(false);
      entry.run(event);
    });
    b.textContent = entry.label;
    if (entry.icon) {
      const i = document.createElement("i");
      i.className = entry.icon;
      i.setAttribute("inert", "");
      b.prepend(i);
    }
    palette.append(b);
  }
  palette.addEventListener("keydown", (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    toggle(false);
    button.focus?.();
  });
  button.className = "control-icon";
  button.dataset.tooltip = options.label;
  button.setAttribute("aria-label", options.label);
  button.setAttribute("aria-haspopup", "true");
  button.setAttribute("aria-expanded", "false");
  button.innerHTML = `<i class="${options.icon}" inert></i>`;
  const wrap = document.createElement("div");
  wrap.className = `${options.wrapClass} sgs-hud-menu`;
  wrap.append(button, palette);
  column.append(wrap);
}

/** `renderTokenHUD`: adds the reaction tests' button to the right-hand column for a figure the user owns. */
export function addReactionHud(hud: HudLike, html: HTMLElement, roll: Roll): void {
  try {
    const own = ownColumn(hud, html);
    if (!own) return;
    const { actor, column } = own;
    const tests = hudTests(actor.system);
    if (tests.length === 0 || column.querySelector(".sgs-hud-reaction")) return;
    addPalette(column, {
      wrapClass: "sgs-hud-reaction",
      icon: "fa-solid fa-dice",
      label: localize(`${I18N}.Table.RollReaction`),
      entries: tests.map((t) => ({
        label: localize(t.label),
        run: (event) => void roll(actor, t.test, event),
      })),
    });
  } catch (error) {
    console.error("six-gun-sound | token HUD", error);
  }
}

type Act = (actor: FActor, action: QuickAction, event: MouseEvent) => unknown;

/** `renderTokenHUD`: adds the actions' button (shoot, the Draw, Fightin'...) for a figure the user owns. */
export function addActionHud(hud: HudLike, html: HTMLElement, act: Act): void {
  try {
    const own = ownColumn(hud, html);
    if (!own || own.column.querySelector(".sgs-hud-actions")) return;
    const { actor, column } = own;
    addPalette(column, {
      wrapClass: "sgs-hud-actions",
      icon: "fa-solid fa-gun",
      label: localize(`${I18N}.Act.Palette`),
      entries: quickActions().map((a) => ({
        label: localize(a.label),
        icon: a.icon,
        run: (event) => void act(actor, a.id, event),
      })),
    });
  } catch (error) {
    console.error("six-gun-sound | token HUD", error);
  }
}

/**
 * `renderTokenHUD`, GM only: a toggle that marks the figure as run by the system (it takes its own
 * reaction tests). A figure a player owns cannot be marked: the toggle is disabled and says why.
 */
export function addSystemRunHud(
  hud: HudLike,
  html: HTMLElement,
  options: {
    isGM: boolean;
    isRun: (actor: FActor) => boolean;
    playerOwned: (actor: FActor) => boolean;
    set: (actor: FActor, on: boolean) => unknown;
  },
): void {
  try {
    const actor = hudActor(hud);
    if (!options.isGM || !actor || actor.type !== "character") return;
    const column = html.querySelector(".col.left") ?? html.querySelector(".col.right");
    if (!column || column.querySelector(".sgs-hud-system-run")) return;
    const owned = options.playerOwned(actor);
    const on = !owned && options.isRun(actor);
    const label = localize(
      owned
        ? `${I18N}.Opposition.Toggle.PlayerOwned`
        : on
          ? `${I18N}.Opposition.Toggle.On`
          : `${I18N}.Opposition.Toggle.Off`,
    );
    const button = hudButton(() => {
      if (!owned) void options.set(actor, !on);
    });
    button.className = `control-icon sgs-hud-system-run${on ? " active" : ""}`;
    button.dataset.tooltip = label;
    button.setAttribute("aria-label", label);
    button.setAttribute("aria-pressed", String(on));
    if (owned) button.setAttribute("aria-disabled", "true");
    button.innerHTML = `<i class="fa-solid fa-robot" inert></i>`;
    column.append(button);
  } catch (error) {
    console.error("six-gun-sound | token HUD", error);
  }
}
