import { I18N, SYSTEM_ID } from "../config";
import type { DiceSource } from "../rules/core";
import { PROFESSIONS, type Profession } from "../rules/blaze-of-glory/ids";
import { OUTFIT_SIZE, planFigure, planOutfit, type FigurePlan } from "./figure";

/**
 * Foundry glue for the figure generators (thin: the rolling is `./figure.ts`). Adds "New figure"
 * and "New outfit" buttons to the Actors directory and `game.sixGunSound.newFigure()` /
 * `newOutfit()` for macros (the Macros pack ships one of each).
 */

interface Created {
  uuid: string;
  id: string;
  name: string;
}
interface Globals {
  game: {
    i18n: { localize(key: string): string; format(key: string, data: Record<string, unknown>): string };
    user: { can(permission: string): boolean } | null;
    sixGunSound?: Record<string, unknown>;
  };
  CONFIG: { Dice: { randomUniform(): number } };
  Hooks: {
    on(name: string, fn: (...args: never[]) => unknown): number;
    once(name: string, fn: () => void): number;
  };
  Actor: { create(data: Record<string, unknown>): Promise<Created | undefined> };
  ui: { notifications?: { info(message: string): void; error(message: string): void } };
  foundry: {
    applications: {
      api: {
        DialogV2: {
          wait(config: Record<string, unknown>): Promise<unknown>;
        };
      };
      ux: { FormDataExtended: new (form: HTMLFormElement) => { object: Record<string, unknown> } };
    };
  };
}

const g = () => globalThis as unknown as Globals;
const t = (key: string) => g().game.i18n.localize(`${I18N}.Generator.${key}`);

/** Foundry's uniform random numbers as a rules-core dice source. */
const foundryDice: DiceSource = {
  roll: (faces: number) => Math.min(faces, Math.floor(g().CONFIG.Dice.randomUniform() * faces) + 1),
};

async function createFigure(plan: FigurePlan): Promise<Created | undefined> {
  const actor = await g().Actor.create({ ...plan.actor });
  if (actor && plan.mount)
    await g().Actor.create({
      ...plan.mount.actor,
      system: { ...plan.mount.actor.system, rider: actor.uuid },
    });
  return actor;
}

function professionOptions(withRandom: boolean): string {
  const options = PROFESSIONS.map(
    (p) => `<option value="${p}">${g().game.i18n.localize(`${I18N}.Profession.${p}`)}</option>`,
  );
  if (withRandom) options.unshift(`<option value="">${t("Random")}</option>`);
  return options.join("");
}

async function ask(title: string, content: string): Promise<Record<string, unknown> | null> {
  const { DialogV2 } = g().foundry.applications.api;
  const { FormDataExtended } = g().foundry.applications.ux;
  const result = await DialogV2.wait({
    window: { title },
    content,
    buttons: [
      {
        action: "ok",
        label: t("Create"),
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) =>
          new FormDataExtended(button.form as HTMLFormElement).object,
      },
      { action: "cancel", label: t("Cancel") },
    ],
    rejectClose: false,
  });
  return result && typeof result === "object" ? (result as Record<string, unknown>) : null;
}

/** Rolls and creates one figure (and its horse); opens a dialog unless options are given. */
export async function newFigure(options?: { profession?: Profession; star?: boolean; mounted?: boolean }) {
  let opts = options;
  if (!opts) {
    const data = await ask(
      t("NewFigure"),
      `<div class="form-group"><label>${t("Profession")}</label><select name="profession">${professionOptions(true)}</select></div>
       <div class="form-group"><label>${t("Star")}</label><input type="checkbox" name="star"></div>
       <div class="form-group"><label>${t("Mounted")}</label><input type="checkbox" name="mounted" checked></div>`,
    );
    if (!data) return null;
    opts = {
      profession: (data.profession || undefined) as Profession | undefined,
      star: Boolean(data.star),
      mounted: Boolean(data.mounted),
    };
  }
  try {
    const actor = await createFigure(planFigure(foundryDice, opts));
    if (actor)
      g().ui.notifications?.info(g().game.i18n.format(`${I18N}.Generator.Created`, { name: actor.name }));
    return actor ?? null;
  } catch (error) {
    g().ui.notifications?.error(String((error as Error).message ?? error));
    return null;
  }
}

/** Rolls n figures of a profession, creates them and an outfit led by the best of them. */
export async function newOutfit(options?: { profession?: Profession; size: number; mounted?: boolean }) {
  let opts = options;
  if (!opts) {
    const data = await ask(
      t("NewOutfit"),
      `<div class="form-group"><label>${t("Profession")}</label><select name="profession">${professionOptions(true)}</select></div>
       <div class="form-group"><label>${t("Size")}</label><input type="number" name="size" value="4" min="${OUTFIT_SIZE.min}" max="${OUTFIT_SIZE.max}" step="1"></div>
       <div class="form-group"><label>${t("Mounted")}</label><input type="checkbox" name="mounted" checked></div>`,
    );
    if (!data) return null;
    opts = {
      profession: (data.profession || undefined) as Profession | undefined,
      size: Number(data.size),
      mounted: Boolean(data.mounted),
    };
  }
  try {
    const plan = planOutfit(foundryDice, opts);
    const members: Created[] = [];
    for (const member of plan.members) {
      const actor = await createFigure(member);
      if (actor) members.push(actor);
    }
    const leader = members[plan.leader]?.uuid ?? null;
    const outfit = await g().Actor.create({
      name: plan.name,
      type: "outfit",
      img: `systems/${SYSTEM_ID}/assets/icons/documents/outfit.svg`,
      system: {
        leader,
        members: members.map((m) => ({ uuid: m.uuid, group: "" })),
        groups: [],
      },
    });
    if (outfit)
      g().ui.notifications?.info(g().game.i18n.format(`${I18N}.Generator.Created`, { name: outfit.name }));
    return outfit ?? null;
  } catch (error) {
    g().ui.notifications?.error(String((error as Error).message ?? error));
    return null;
  }
}

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
  Hooks.once("ready", () => {
    const game = g().game;
    game.sixGunSound = { ...(game.sixGunSound ?? {}), newFigure, newOutfit };
  });
}
