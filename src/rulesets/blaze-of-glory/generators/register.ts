import { I18N } from "../../../config";
import { loadRuntime } from "../load";
import type { newFigure as NewFigure, newOutfit as NewOutfit } from "./create";

/**
 * "New figure" and "New outfit" buttons in the Actors directory, and `game.sixGunSound.newFigure()`
 * / `newOutfit()` for macros (the Macros pack ships one of each). The generators themselves
 * (`./create.ts`) load with Blaze of Glory's runtime on the first click.
 */

interface Globals {
  game: {
    i18n: { localize(key: string): string };
    user: { can(permission: string): boolean } | null;
  };
  Hooks: {
    on(name: string, fn: (...args: never[]) => unknown): number;
    once(name: string, fn: () => void): number;
  };
}

const g = () => globalThis as unknown as Globals;
const t = (key: string) => g().game.i18n.localize(`${I18N}.Generator.${key}`);

export const newFigure = async (...args: Parameters<typeof NewFigure>) =>
  (await loadRuntime()).newFigure(...args);
export const newOutfit = async (...args: Parameters<typeof NewOutfit>) =>
  (await loadRuntime()).newOutfit(...args);

function addDirectoryButtons(html: HTMLElement): void {
  if (!g().game.user?.can("ACTOR_CREATE")) return;
  const actions = html.querySelector(".header-actions");
  if (!actions || actions.querySelector("[data-sixgun-generator]")) return;
  const button = (key: string, icon: string, run: () => unknown) => {
    const el = document.createElement("button");
    el.type = "button";
    el.dataset.sixgunGenerator = key;
    el.innerHTML = `<i class="fa-solid ${icon}" inert></i> <span>${t(key)}</span>`;
    el.addEventListener("click", () => void run());
    actions.append(el);
  };
  button("NewFigure", "fa-dice", () => newFigure());
  button("NewOutfit", "fa-users", () => newOutfit());
}

export function registerGenerators(): void {
  const { Hooks } = g();
  Hooks.on("renderActorDirectory", ((_app: unknown, html: HTMLElement) =>
    addDirectoryButtons(html)) as never);
}
