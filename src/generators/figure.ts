import { type DiceSource, pickOne } from "../rules/core";
import { WARRIOR_REGIONS, type Profession, type WarriorRegion } from "../rules/blaze-of-glory/ids";
import { generateFigure, type GeneratedFigure, type NpcScore } from "../rules/blaze-of-glory/npc";
import { generateMountQuality, type QualityRoll } from "../rules/blaze-of-glory/mounts";
import { SCHEMA_VERSIONS } from "../migrations/steps";
import {
  NO_ENCOUNTER,
  NO_WOUNDS_SOURCE,
  type AttributeSource,
  type CharacterSource,
  type MountSource,
  type WeaponSource,
} from "../data/source-types";
import {
  ATTRIBUTE_NAMES,
  ICONS,
  PROFESSION_NAMES,
  SKILLS,
  WEAPON_NAMES,
  npcLoadout,
  weaponImg,
} from "./names";

/**
 * The "New figure" and "Outfit" generators, pure: roll a complete figure with the rules core
 * (profession, row, veteran, a Hand's attribute card, weapons, a mount of rolled Quality) and return
 * the actor data to create. `src/generators/register.ts` only supplies dice and creates documents.
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
    system: CharacterSource;
    items: ItemData<WeaponSource | AttributeSource>[];
    prototypeToken: Record<string, unknown>;
  };
  /** The figure's mount, when asked for one. */
  mount: {
    roll: QualityRoll;
    actor: { name: string; type: "mount"; img: string; system: MountSource };
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

const FIGURE_IMG = "icons/svg/mystery-man.svg";
const QUALITY_NAMES: Readonly<Record<number, string>> = { 3: "Nag", 4: "Pretty Fair", 5: "Good" };

function describe(figure: GeneratedFigure): string {
  const parts = [
    `Rolled on the ${PROFESSION_NAMES[figure.tableProfession]} NPC table, row ${figure.score}.`,
    figure.veteran ? "A veteran." : "",
    figure.pendingAttributeChoices > 0
      ? `${figure.pendingAttributeChoices} attribute choice(s) still to make (a Joker or a Star's pick).`
      : "",
  ];
  return parts
    .filter(Boolean)
    .map((p) => `<p>${p}</p>`)
    .join("");
}

/** Rolls one complete figure and the documents that represent it. */
export function planFigure(dice: DiceSource, options: FigureOptions = {}): FigurePlan {
  const region =
    options.profession === "warrior" ? (options.region ?? pickOne(dice, WARRIOR_REGIONS)) : options.region;
  const figure = generateFigure(dice, {
    profession: options.profession,
    row: options.row,
    star: options.star ?? false,
    region,
  });
  const weapons: ItemData<WeaponSource>[] = npcLoadout({
    weapons: figure.weapons,
    inTown: figure.inTownWeapons,
  }).map(({ weapon, carried }) => ({
    name: carried === "town" ? `${WEAPON_NAMES[weapon]} (in town)` : WEAPON_NAMES[weapon],
    type: "weapon",
    img: weaponImg(weapon),
    system: {
      schemaVersion: SCHEMA_VERSIONS.weapon,
      weapon,
      ammo: "loaded",
      capAndBall: figure.capAndBall && weapon === "pistol",
      notes: "",
    },
    flags: { "six-gun-sound": { carried } },
  }));
  const attributes: ItemData<AttributeSource>[] = figure.attributes.map((attribute) => ({
    name: ATTRIBUTE_NAMES[attribute],
    type: "attribute",
    img: `${ICONS}/attribute.svg`,
    system: {
      schemaVersion: SCHEMA_VERSIONS.attribute,
      attribute,
      kind: SKILLS.includes(attribute) ? "skill" : "attribute",
      familiarWeapon: "",
      notes: "",
    },
  }));
  const name = options.name ?? `${PROFESSION_NAMES[figure.profession]} (${figure.score})`;
  const system: CharacterSource = {
    schemaVersion: SCHEMA_VERSIONS.character,
    star: figure.star,
    profession: figure.profession,
    warriorRegion: figure.region ?? "",
    veteran: figure.veteran,
    rep: figure.rep,
    toughness: figure.toughness,
    sand: figure.sand,
    prosperity: figure.star ? figure.prosperity : null,
    lostLeg: false,
    stagecoachDriver: false,
    gunArm: "right",
    familiarWeapons: [...new Set([...figure.weapons, ...(figure.inTownWeapons ?? [])])],
    wounds: { ...NO_WOUNDS_SOURCE },
    encounter: { ...NO_ENCOUNTER },
    notes: describe(figure),
  };
  let mount: FigurePlan["mount"] = null;
  if (options.mounted ?? true) {
    const roll = generateMountQuality(dice, {
      owner: figure.profession,
      prosperity: figure.prosperity ?? figure.rep,
    });
    const mountName = `${name}'s Horse`;
    mount = {
      roll,
      actor: {
        name: mountName,
        type: "mount",
        img: `${ICONS}/horse.svg`,
        system: {
          schemaVersion: SCHEMA_VERSIONS.mount,
          mountType: "horse",
          quality: roll.quality,
          state: "tied",
          status: "unhurt",
          rider: null,
          notes: `<p>Quality ${roll.quality} (${QUALITY_NAMES[roll.quality]}): rolled ${roll.die}${roll.modifier ? `, modifier ${roll.modifier > 0 ? "+" : ""}${roll.modifier}` : ""}.</p>`,
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
        width: 1,
        height: 1,
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

export const OUTFIT_SIZE = { min: 1, max: 20 } as const;

/** Rolls `size` figures of one profession (or each rolled when none is given) and picks a leader. */
export function planOutfit(
  dice: DiceSource,
  options: { profession?: Profession; size: number; mounted?: boolean; name?: string },
): OutfitPlan {
  const size = Math.trunc(options.size);
  if (!(size >= OUTFIT_SIZE.min && size <= OUTFIT_SIZE.max)) {
    throw new RangeError(`outfit size must be ${OUTFIT_SIZE.min}–${OUTFIT_SIZE.max}, got ${options.size}`);
  }
  const members: FigurePlan[] = [];
  for (let i = 0; i < size; i++) {
    members.push(planFigure(dice, { profession: options.profession, mounted: options.mounted }));
  }
  let leader = 0;
  members.forEach((m, i) => {
    if (m.figure.rep > members[leader]!.figure.rep) leader = i;
  });
  const label = options.profession ? PROFESSION_NAMES[options.profession] : "Mixed";
  return { name: options.name ?? `${label} Outfit`, members, leader };
}
