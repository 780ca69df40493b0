import { type DiceSource, pickOne } from "../../../rules/core";
import { WARRIOR_REGIONS, type Profession, type WarriorRegion } from "../../../rules/blaze-of-glory/ids";
import { generateFigure, type GeneratedFigure, type NpcScore } from "../../../rules/blaze-of-glory/npc";
import { generateMountQuality, type QualityRoll } from "../../../rules/blaze-of-glory/mounts";
import type { AttributeSource, CharacterSource, MountSource, WeaponSource } from "../data/source-types";
import { I18N } from "../../../config";
import { ICONS, SKILLS, npcLoadout, weaponImg } from "./names";
import { pluralKey } from "../../../shell/plural";

/**
 * The "New figure" and "Outfit" generators, pure: roll a complete figure with the rules core
 * (profession, row, veteran, a Hand's attribute card, weapons, a mount of rolled Quality) and return
 * the actor data to create. `src/rulesets/blaze-of-glory/generators/create.ts` only supplies dice and creates documents.
 *
 * The `system` data holds only what the rolls decide. Every other field is left to its data model's
 * initial value, which is what a fresh figure has anyway: current schema version, unhurt, loaded,
 * no encounter flags, tied, no rider, right gun arm.
 */

export interface ItemData<S> {
  name: string;
  type: "weapon" | "attribute";
  img: string;
  system: S;
  flags?: Record<string, Record<string, unknown>>;
}

export interface FigurePlan {
  figure: GeneratedFigure;
  actor: {
    name: string;
    type: "character";
    img: string;
    system: Partial<CharacterSource>;
    items: ItemData<Partial<WeaponSource | AttributeSource>>[];
    prototypeToken: Record<string, unknown>;
  };
  /** The figure's mount, when asked for one. */
  mount: {
    roll: QualityRoll;
    actor: { name: string; type: "mount"; img: string; system: Partial<MountSource> };
  } | null;
}

export interface FigureOptions {
  profession?: Profession;
  row?: NpcScore;
  star?: boolean;
  region?: WarriorRegion;
  /** Roll a horse for the figure (default true). */
  mounted?: boolean;
  /** Name to give; default "<Profession> (<row>)". */
  name?: string;
}

/**
 * The world's language: a lang key (with its `{placeholders}` filled from `data`) to text. In
 * Foundry it is `game.i18n`; the generated names and notes are written in it.
 */
export interface Localize {
  (key: string, data?: Record<string, string | number>): string;
  /** The language's tag, for plural forms (`game.i18n.lang`); English when not given. */
  lang?: string;
}

const FIGURE_IMG = "icons/svg/mystery-man.svg";
const QUALITY_KEYS: Readonly<Record<number, string>> = { 3: "nag", 4: "prettyFair", 5: "good" };
const G = `${I18N}.Generator`;

function describe(figure: GeneratedFigure, t: Localize): string {
  const profession = t(`${I18N}.Profession.${figure.tableProfession}`);
  const parts = [
    t(`${G}.RolledOn`, { profession, row: figure.score }),
    figure.veteran ? t(`${G}.Veteran`) : "",
    figure.pendingAttributeChoices > 0
      ? t(pluralKey(`${G}.ChoicesLeft`, figure.pendingAttributeChoices, t.lang), {
          count: figure.pendingAttributeChoices,
        })
      : "",
  ];
  return parts
    .filter(Boolean)
    .map((p) => `<p>${p}</p>`)
    .join("");
}

/** Rolls one complete figure and the documents that represent it, named and described by `t`. */
export function planFigure(dice: DiceSource, t: Localize, options: FigureOptions = {}): FigurePlan {
  const region =
    options.profession === "warrior" ? (options.region ?? pickOne(dice, WARRIOR_REGIONS)) : options.region;
  const figure = generateFigure(dice, {
    profession: options.profession,
    row: options.row,
    star: options.star ?? false,
    region,
  });
  const weapons: ItemData<Partial<WeaponSource>>[] = npcLoadout({
    weapons: figure.weapons,
    inTown: figure.inTownWeapons,
  }).map(({ weapon, carried }) => ({
    name:
      carried === "town"
        ? t(`${G}.InTown`, { weapon: t(`${I18N}.Weapon.${weapon}`) })
        : t(`${I18N}.Weapon.${weapon}`),
    type: "weapon",
    img: weaponImg(weapon),
    system: { weapon, capAndBall: figure.capAndBall && weapon === "pistol", notes: "" },
    flags: { "six-gun-sound": { carried } },
  }));
  const attributes: ItemData<Partial<AttributeSource>>[] = figure.attributes.map((attribute) => ({
    name: t(`${I18N}.Attribute.${attribute}`),
    type: "attribute",
    img: `${ICONS}/attribute.svg`,
    system: { attribute, kind: SKILLS.includes(attribute) ? "skill" : "attribute", notes: "" },
  }));
  const name =
    options.name ??
    t(`${G}.FigureName`, { profession: t(`${I18N}.Profession.${figure.profession}`), row: figure.score });
  const system: Partial<CharacterSource> = {
    star: figure.star,
    profession: figure.profession,
    warriorRegion: figure.region ?? "",
    veteran: figure.veteran,
    rep: figure.rep,
    toughness: figure.toughness,
    sand: figure.sand,
    prosperity: figure.star ? figure.prosperity : null,
    familiarWeapons: [...new Set([...figure.weapons, ...(figure.inTownWeapons ?? [])])],
    notes: describe(figure, t),
  };
  let mount: FigurePlan["mount"] = null;
  if (options.mounted ?? true) {
    const roll = generateMountQuality(dice, {
      owner: figure.profession,
      prosperity: figure.prosperity ?? figure.rep,
    });
    const mountName = t(`${G}.HorseName`, { name });
    mount = {
      roll,
      actor: {
        name: mountName,
        type: "mount",
        img: `${ICONS}/horse.svg`,
        system: {
          mountType: "horse",
          quality: roll.quality,
          notes: `<p>${t(roll.modifier ? `${G}.HorseRolledModified` : `${G}.HorseRolled`, {
            quality: roll.quality,
            label: t(`${I18N}.Quality.${QUALITY_KEYS[roll.quality]}`),
            die: roll.die,
            modifier: `${roll.modifier > 0 ? "+" : ""}${roll.modifier}`,
          })}</p>`,
        },
      },
    };
  }
  return {
    figure,
    actor: {
      name,
      type: "character",
      img: FIGURE_IMG,
      system,
      items: [...weapons, ...attributes],
      prototypeToken: {
        name,
        actorLink: figure.star,
        disposition: figure.star ? 1 : 0,
        texture: { src: FIGURE_IMG },
      },
    },
    mount,
  };
}

export interface OutfitPlan {
  name: string;
  members: FigurePlan[];
  /** Index in `members` of the leader: the highest Rep, the first on a tie. */
  leader: number;
}

/** The sizes an outfit may have, and the one the dialog starts on. */
export const OUTFIT_SIZE = { min: 1, max: 20, start: 4 } as const;

/** Rolls `size` figures of one profession (or each rolled when none is given) and picks a leader. */
export function planOutfit(
  dice: DiceSource,
  t: Localize,
  options: { profession?: Profession; size: number; mounted?: boolean; name?: string },
): OutfitPlan {
  const size = Math.trunc(options.size);
  if (!(size >= OUTFIT_SIZE.min && size <= OUTFIT_SIZE.max)) {
    throw new RangeError(`outfit size must be ${OUTFIT_SIZE.min}–${OUTFIT_SIZE.max}, got ${options.size}`);
  }
  const members: FigurePlan[] = [];
  for (let i = 0; i < size; i++) {
    members.push(planFigure(dice, t, { profession: options.profession, mounted: options.mounted }));
  }
  let leader = 0;
  members.forEach((m, i) => {
    if (m.figure.rep > members[leader]!.figure.rep) leader = i;
  });
  const label = t(options.profession ? `${I18N}.Profession.${options.profession}` : `${G}.Mixed`);
  return { name: options.name ?? t(`${G}.OutfitName`, { label }), members, leader };
}
