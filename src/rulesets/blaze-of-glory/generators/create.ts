import { I18N, SYSTEM_ID } from "../../../config";
import { formDialog } from "../../../shell/dialogs";
import { foundryDice } from "../../../shell/dice/foundry-dice";
import { PROFESSIONS, type Profession } from "../../../rules/blaze-of-glory/ids";
import { OUTFIT_SIZE, planFigure, planOutfit, type FigurePlan, type Localize } from "./figure";

/**
 * The figure generators in Foundry (thin: the rolling is `./figure.ts`): the dialog, the rolls and
 * the actors they create. Loaded on demand with Blaze of Glory's runtime (`./register.ts` wires the
 * buttons and `game.sixGunSound.newFigure()` / `newOutfit()` for macros).
 */

interface Created {
  uuid: string;
  id: string;
  name: string;
}
interface Globals {
  game: {
    i18n: {
      localize(key: string): string;
      format(key: string, data: Record<string, unknown>): string;
      lang?: string;
    };
    user: { can(permission: string): boolean } | null;
    sixGunSound?: Record<string, unknown>;
  };
  Hooks: {
    on(name: string, fn: (...args: never[]) => unknown): number;
    once(name: string, fn: () => void): number;
  };
  Actor: { create(data: Record<string, unknown>): Promise<Created | undefined> };
  ui: { notifications?: { info(message: string): void; error(message: string): void } };
}

const g = () => globalThis as unknown as Globals;
const t = (key: string) => g().game.i18n.localize(`${I18N}.Generator.${key}`);
/** Documents are named and described in the world's language, from the same lang file as the sheets. */
const localize: Localize = (key, data) =>
  data ? g().game.i18n.format(key, data) : g().game.i18n.localize(key);
// The language is read when a figure is described (plural forms), not when this module loads.
Object.defineProperty(localize, "lang", { get: () => g().game.i18n.lang });

/** Creates a planned figure and its horse (the horse's rider set to him). */
export async function createFigure(plan: FigurePlan): Promise<Created | undefined> {
  const actor = await g().Actor.create({ ...plan.actor });
  if (actor && plan.mount)
    await g().Actor.create({
      ...plan.mount.actor,
      system: { ...plan.mount.actor.system, rider: actor.uuid },
    });
  return actor;
}

/** What the generator dialog asks: a Star for a figure, a size for an outfit. */
interface Asked {
  profession?: Profession;
  star: boolean;
  size: number;
  mounted: boolean;
}

/** What the generator dialog's template shows: the size limits only for an outfit. */
export function generatorDialogContext(outfit: boolean) {
  return { professions: PROFESSIONS, size: outfit ? OUTFIT_SIZE : null };
}

/** The generator dialog (templates/generators/generator-dialog.hbs), or null when closed. */
async function ask(outfit: boolean): Promise<Asked | null> {
  const form = await formDialog(
    "generators/generator-dialog.hbs",
    generatorDialogContext(outfit),
    t(outfit ? "NewOutfit" : "NewFigure"),
    { width: 360, confirm: `${I18N}.Generator.Create` },
  );
  if (!form) return null;
  return {
    profession: (form.profession || undefined) as Profession | undefined,
    star: form.star === true,
    // A cleared box (the browser sends "" for anything not a number) keeps the starting size.
    size: Number(form.size || OUTFIT_SIZE.start),
    mounted: form.mounted === true,
  };
}

/** Runs a generator, telling the user what it created or why it could not. */
async function announce(create: () => Promise<Created | undefined>): Promise<Created | null> {
  try {
    const created = await create();
    if (created)
      g().ui.notifications?.info(g().game.i18n.format(`${I18N}.Generator.Created`, { name: created.name }));
    return created ?? null;
  } catch (error) {
    g().ui.notifications?.error(String((error as Error).message ?? error));
    return null;
  }
}

/** Rolls and creates one figure (and its horse); opens a dialog unless options are given. */
export async function newFigure(options?: { profession?: Profession; star?: boolean; mounted?: boolean }) {
  const opts = options ?? (await ask(false));
  return opts && announce(() => createFigure(planFigure(foundryDice(), localize, opts)));
}

/** Rolls n figures of a profession, creates them and an outfit led by the best of them. */
export async function newOutfit(options?: { profession?: Profession; size: number; mounted?: boolean }) {
  const opts = options ?? (await ask(true));
  return (
    opts &&
    announce(async () => {
      const plan = planOutfit(foundryDice(), localize, opts);
      const members: Created[] = [];
      for (const member of plan.members) {
        const actor = await createFigure(member);
        if (actor) members.push(actor);
      }
      return g().Actor.create({
        name: plan.name,
        type: "outfit",
        img: `systems/${SYSTEM_ID}/assets/icons/documents/outfit.svg`,
        system: {
          leader: members[plan.leader]?.uuid ?? null,
          members: members.map((m) => ({ uuid: m.uuid, group: "" })),
          groups: [],
        },
      });
    })
  );
}
