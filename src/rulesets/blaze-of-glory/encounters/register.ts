import { I18N } from "../../../config";
import { loadRuntime } from "../load";
import type { openEncounterWizard } from "./wizard";

/**
 * The encounter wizard's way in at start-up, kept tiny: an "Encounter" button in the Actors
 * directory (GM only, beside "New figure" and "New outfit") and `game.sixGunSound.encounter()` for
 * macros. The wizard itself loads with Blaze of Glory's runtime on the first click.
 */

interface Globals {
  game: {
    i18n: { localize(key: string): string };
    user: { isGM: boolean } | null;
  };
  Hooks: { on(name: string, fn: (...args: never[]) => unknown): number };
}

const g = () => globalThis as unknown as Globals;

/** Opens the encounter wizard (GM only; a player is told so). */
export const encounter = async (...args: Parameters<typeof openEncounterWizard>) =>
  (await loadRuntime()).openEncounterWizard(...args);

export function addEncounterButton(html: HTMLElement): void {
  if (!g().game.user?.isGM) return;
  const actions = html.querySelector(".header-actions");
  if (!actions || actions.querySelector("[data-sixgun-encounter]")) return;
  const el = document.createElement("button");
  el.type = "button";
  el.dataset.sixgunEncounter = "";
  el.innerHTML = `<i class="fa-solid fa-hat-cowboy" inert></i> <span></span>`;
  el.querySelector("span")!.textContent = g().game.i18n.localize(`${I18N}.Encounter.Wizard.Open`);
  el.addEventListener("click", () => {
    encounter().catch((error: unknown) => console.error("six-gun-sound | encounter wizard", error));
  });
  actions.append(el);
}

export function registerEncounters(): void {
  g().Hooks.on("renderActorDirectory", ((_app: unknown, html: HTMLElement) => {
    try {
      addEncounterButton(html);
    } catch (error) {
      console.error("six-gun-sound | encounter button", error);
    }
  }) as never);
}
