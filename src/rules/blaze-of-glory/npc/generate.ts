import {
  RulesError,
  assertBoolean,
  assertInteger,
  assertOneOf,
  checkFace,
  type DiceSource,
} from "../../core";
import { readOptions } from "../../core/checks";
import { drawAttribute, type DrawnCard } from "../attributes/draw";
import { attributeSlots, type AttributeSlotOptions } from "../attributes/slots";
import type { Figure } from "../figure";
import {
  PROFESSIONS,
  WARRIOR_REGIONS,
  type AttributeId,
  type Profession,
  type WarriorRegion,
  type WeaponId,
} from "../ids";
import {
  JUST_PASSING_THROUGH,
  MAX_REROLLS,
  RANDOM_NPC_SELECTION,
  lookupRandomStarProfession,
  lookupRedWhite,
  type RedWhiteEntry,
} from "./random-tables";
import {
  NPC_TABLES,
  type NpcRow,
  type NpcScore,
  type NpcStatsRow,
  type RandomProfessionTable,
} from "./tables";

/**
 * Rolling up a complete figure from the NPC tables (L3005–3007, L4000, L6653–6843): profession (if
 * not given), table row, veteran chance, weapons for the field and for town, and the attribute card
 * of a Hand. Every die is recorded with its purpose so the Foundry layer can show the rolls.
 */

/** Where a row sends the roll when it says "roll on ... table" and that roll itself asks for another table. */
export const NESTED_REDIRECT = ["hostRowSix", "follow"] as const;
export type NestedRedirect = (typeof NESTED_REDIRECT)[number];

/** Which profession a redirected figure ends up with. */
export const REDIRECT_PROFESSION = ["selected", "host"] as const;
export type RedirectProfession = (typeof REDIRECT_PROFESSION)[number];

export const STAR_PROSPERITY = ["rep", "unset"] as const;
export type StarProsperity = (typeof STAR_PROSPERITY)[number];

export const HAND_PROFESSION_TABLES = ["randomNpcSelection", "justPassingThrough"] as const;

export interface GenerateFigureOptions {
  /** Given profession; otherwise rolled (Stars: RANDOM STAR PROFESSION; Hands: `handProfessionTable`). */
  profession?: Profession;
  /** Force the score on the (first) NPC table instead of rolling it. */
  row?: NpcScore;
  /** A Star (player character) rather than a Hand. Default false. */
  star?: boolean;
  /** A Hand draws his attribute card (L3049). Default true; Stars choose theirs and never draw. */
  attributeDraw?: boolean;
  /** Required for Warriors: the region picks their reaction sheet (guide §3.2). */
  region?: WarriorRegion;
  /** Force veteran status instead of rolling for it. */
  veteran?: boolean;
  /** L955 option: NPCs with two pistols carry cap-and-ball revolvers (no reload in an encounter). Default false. */
  capAndBall?: boolean;
  /** Table used to roll a Hand's profession when none is given. Default `"randomNpcSelection"`. */
  handProfessionTable?: (typeof HAND_PROFESSION_TABLES)[number];
  /**
   * OPEN (the book is silent): the profession picked by Homesteader 1 / Townsfolk 1 can land on a
   * row that sends the roll to a random table again (Homesteader 1 or Townsfolk 1). `"hostRowSix"`
   * (default) reads that as the "any reroll" of the first row and uses the host's row 6;
   * `"follow"` follows the chain (the nested row's own reroll rule then applies).
   */
  nestedRedirect?: NestedRedirect;
  /**
   * OPEN: after Homesteader 1 / Townsfolk 1 the figure is someone "just passing through". Default
   * `"selected"`: he has the profession rolled (and its reaction sheet); `"host"` keeps the host's
   * profession with the rolled stats and weapons.
   */
  redirectProfession?: RedirectProfession;
  /** OPEN (guide §2.2): a Star's prosperity. Default `"rep"` (as for NPCs); `"unset"` returns null. */
  starProsperity?: StarProsperity;
  /** Passed to `attributeSlots` for Stars. */
  slots?: AttributeSlotOptions;
}

export type DiePurpose =
  | "starProfession"
  | "professionRed"
  | "professionWhite"
  | "row"
  | "redirectRed"
  | "redirectWhite"
  | "veteran"
  | "attributeCard";

export interface GenerationDie {
  purpose: DiePurpose;
  /** 6 for a d6; 54 for the card drawn. */
  faces: number;
  value: number;
}

/** One table looked up during generation, in order. */
export interface TableRead {
  table: "npc" | RandomProfessionTable;
  /** For `"npc"`: whose table was read. */
  profession: Profession | null;
  dice: number[];
  /** For `"npc"`: `"stats"` or `"redirect"`; otherwise the profession picked, `"reroll"` or `"hostRowSix"`. */
  result: Profession | "reroll" | "stats" | "redirect" | "hostRowSix";
  source: string;
}

export interface GeneratedFigure extends Figure {
  attributes: AttributeId[];
  /** Field weapons; a brace of pistols is `pistol` twice. */
  weapons: WeaponId[];
  /** Weapons in town; `null` for Warriors (no in-town loadout). */
  inTownWeapons: WeaponId[] | null;
  /** True only when the option is on and the figure carries two pistols (field or town). */
  capAndBall: boolean;
  region: WarriorRegion | null;
  /** The veteran die (veteran when at or under the table's range); null when none was rolled. */
  veteranDie: number | null;
  /** Equals Rep for NPCs (L2035); for Stars see `starProsperity`. */
  prosperity: number | null;
  /** Attribute picks still to be made by the player (a Star's free choices, a Hand's Joker). */
  pendingAttributeChoices: number;
  attributeCards: DrawnCard[];
  /** The profession whose NPC table gave the stats (differs from `profession` only with `redirectProfession: "host"`). */
  tableProfession: Profession;
  /** The profession the generation started from, before any Homesteader 1 / Townsfolk 1 redirect. */
  hostProfession: Profession;
  score: NpcScore;
  /** Seed line of the row used. */
  source: string;
  reads: TableRead[];
  dice: GenerationDie[];
}

interface Roller {
  source: DiceSource;
  dice: GenerationDie[];
}

function d6(r: Roller, purpose: DiePurpose): number {
  const value = checkFace(r.source.roll(6), 6, `dice[${r.dice.length}]`);
  r.dice.push({ purpose, faces: 6, value });
  return value;
}

/** Rolls red then white on RANDOM NPC SELECTION or JUST PASSING THROUGH and records the read. */
function rollRedWhiteOn(
  r: Roller,
  reads: TableRead[],
  table: (typeof HAND_PROFESSION_TABLES)[number],
  red: DiePurpose,
  white: DiePurpose,
): RedWhiteEntry {
  const rd = d6(r, red);
  const wd = d6(r, white);
  const entry = lookupRedWhite(
    table === "justPassingThrough" ? JUST_PASSING_THROUGH : RANDOM_NPC_SELECTION,
    rd,
    wd,
  );
  reads.push({ table, profession: null, dice: [rd, wd], result: entry.result, source: entry.source });
  return entry;
}

function rollProfession(
  r: Roller,
  reads: TableRead[],
  star: boolean,
  handTable: (typeof HAND_PROFESSION_TABLES)[number],
): Profession {
  if (star) {
    const die = d6(r, "starProfession");
    const entry = lookupRandomStarProfession(die);
    reads.push({
      table: "randomStarProfession",
      profession: null,
      dice: [die],
      result: entry.result,
      source: entry.source,
    });
    return entry.result;
  }
  for (let i = 0; i < MAX_REROLLS; i++) {
    const entry = rollRedWhiteOn(r, reads, handTable, "professionRed", "professionWhite");
    if (entry.result !== "reroll") return entry.result;
  }
  throw new RulesError("dice", r.dice, "RANDOM NPC SELECTION kept rolling red 6");
}

function readRow(
  r: Roller,
  reads: TableRead[],
  profession: Profession,
  forced: NpcScore | undefined,
): NpcRow {
  const score = forced ?? (d6(r, "row") as NpcScore);
  const row = NPC_TABLES[profession].rows[score - 1]!;
  reads.push({
    table: "npc",
    profession,
    dice: forced === undefined ? [score] : [],
    result: row.kind,
    source: row.source,
  });
  return row;
}

/**
 * Resolves a redirect row (Homesteader 1 → RANDOM NPC SELECTION, Townsfolk 1 → JUST PASSING
 * THROUGH) down to the stats row that finally applies and the table it came from.
 */
function resolveRedirect(
  r: Roller,
  reads: TableRead[],
  host: Profession,
  nested: NestedRedirect,
): { profession: Profession; row: NpcStatsRow } {
  let current = host;
  for (let depth = 0; depth < MAX_REROLLS; depth++) {
    const redirect = NPC_TABLES[current].rows[0]!;
    if (redirect.kind !== "redirect") break;
    const entry = rollRedWhiteOn(r, reads, redirect.table, "redirectRed", "redirectWhite");
    const rerollRow = NPC_TABLES[current].rows[redirect.rerollScore - 1] as NpcStatsRow;
    if (entry.result === "reroll") return { profession: current, row: rerollRow };
    const row = readRow(r, reads, entry.result, undefined);
    if (row.kind === "stats") return { profession: entry.result, row };
    if (nested === "hostRowSix") {
      const hostRow = NPC_TABLES[host].rows[redirect.rerollScore - 1] as NpcStatsRow;
      reads.push({ table: "npc", profession: host, dice: [], result: "hostRowSix", source: hostRow.source });
      return { profession: host, row: hostRow };
    }
    current = entry.result;
  }
  throw new RulesError("dice", r.dice, "the redirect chain never reached a stats row");
}

function countPistols(weapons: readonly WeaponId[] | null): number {
  let n = 0;
  if (weapons) for (const w of weapons) if (w === "pistol") n++;
  return n;
}

/** The options with a default, in the order they are checked. */
const GENERATE_DEFAULTS = {
  star: false,
  attributeDraw: true,
  capAndBall: false,
  nestedRedirect: "hostRowSix" as NestedRedirect,
  redirectProfession: "selected" as RedirectProfession,
  starProsperity: "rep" as StarProsperity,
  handProfessionTable: "randomNpcSelection" as (typeof HAND_PROFESSION_TABLES)[number],
};

export function generateFigure(source: DiceSource, options: GenerateFigureOptions = {}): GeneratedFigure {
  const {
    star,
    attributeDraw,
    capAndBall: capAndBallOption,
    nestedRedirect: nested,
    redirectProfession,
    starProsperity,
    handProfessionTable: handTable,
  } = readOptions(options, "options", GENERATE_DEFAULTS, {
    nestedRedirect: NESTED_REDIRECT,
    redirectProfession: REDIRECT_PROFESSION,
    starProsperity: STAR_PROSPERITY,
    handProfessionTable: HAND_PROFESSION_TABLES,
  });
  const forcedRow =
    options.row === undefined ? undefined : (assertInteger("options.row", options.row, 1, 6) as NpcScore);
  const forcedVeteran =
    options.veteran === undefined ? undefined : assertBoolean("options.veteran", options.veteran);
  const given =
    options.profession === undefined
      ? undefined
      : assertOneOf("options.profession", options.profession, PROFESSIONS);
  const regionIn =
    options.region === undefined ? undefined : assertOneOf("options.region", options.region, WARRIOR_REGIONS);

  const r: Roller = { source, dice: [] };
  const reads: TableRead[] = [];
  const host = given ?? rollProfession(r, reads, star, handTable);
  if (host === "warrior" && regionIn === undefined) {
    throw new RulesError(
      "options.region",
      options.region,
      "a Warrior needs his region (southWestern, northWestern or plains)",
    );
  }

  const first = readRow(r, reads, host, forcedRow);
  const { profession: tableProfession, row } =
    first.kind === "stats" ? { profession: host, row: first } : resolveRedirect(r, reads, host, nested);
  const profession = redirectProfession === "host" ? host : tableProfession;

  const table = NPC_TABLES[tableProfession];
  // No die is thrown when the veteran status is forced or the table prints no veteran chance.
  const veteranDie = forcedVeteran === undefined && table.veteranOn > 0 ? d6(r, "veteran") : null;
  const veteran = forcedVeteran ?? (veteranDie !== null && veteranDie <= table.veteranOn);

  const weapons = [...row.weapons];
  const inTownWeapons = row.inTown ? [...row.inTown] : null;
  const capAndBall = capAndBallOption && (countPistols(weapons) >= 2 || countPistols(inTownWeapons) >= 2);

  const attributes: AttributeId[] = [];
  const attributeCards: DrawnCard[] = [];
  let pendingAttributeChoices = 0;
  if (star) {
    pendingAttributeChoices = attributeSlots(row.rep, true, options.slots);
  } else if (attributeDraw) {
    const card = drawAttribute(r.source);
    r.dice.push({ purpose: "attributeCard", faces: 54, value: card.index });
    attributeCards.push(card);
    if (card.result === "playersChoice") pendingAttributeChoices = 1;
    else attributes.push(card.result);
  }

  return {
    profession,
    rep: row.rep,
    toughness: row.toughness,
    sand: row.sand,
    veteran,
    veteranDie,
    star,
    attributes,
    weapons,
    inTownWeapons,
    capAndBall,
    region: host === "warrior" ? (regionIn ?? null) : null,
    prosperity: star && starProsperity === "unset" ? null : row.rep,
    pendingAttributeChoices,
    attributeCards,
    tableProfession,
    hostProfession: host,
    score: row.score,
    source: row.source,
    reads,
    dice: r.dice,
  };
}
