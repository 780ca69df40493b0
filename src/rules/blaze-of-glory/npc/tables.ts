import { assertOneOf, checkFace } from "../../core";
import { PROFESSIONS, type Profession, type WeaponId } from "../ids";

/**
 * The NPC TABLES at the back of the book (seed L6653–6797): one 1d6 table per profession giving
 * Rep, Toughness, Sand, the weapons carried in the field and the weapons carried in town, plus the
 * profession's chance of being a veteran. The ATTRIBUTES column is blank for every profession, so it
 * is not modelled.
 */

export type NpcScore = 1 | 2 | 3 | 4 | 5 | 6;

/** The two random tables a row can send the roll to instead of giving stats. */
export type RandomProfessionTable = "randomNpcSelection" | "justPassingThrough" | "randomStarProfession";

/** A row that gives a figure outright. */
export interface NpcStatsRow {
  readonly kind: "stats";
  readonly score: NpcScore;
  readonly rep: number;
  readonly toughness: number;
  readonly sand: number;
  /** Weapons carried in the field; a pistol listed twice is a brace of pistols. */
  readonly weapons: readonly WeaponId[];
  /** Weapons carried in town; `null` where the table prints "na" (Warriors). */
  readonly inTown: readonly WeaponId[] | null;
  readonly source: string;
}

/**
 * A row that sends the roll to a random profession table (Homesteader 1, Townsfolk 1). A "reroll"
 * produced while following it is read as `rerollScore` on this profession's own table.
 */
export interface NpcRedirectRow {
  readonly kind: "redirect";
  readonly score: NpcScore;
  readonly table: "randomNpcSelection" | "justPassingThrough";
  readonly rerollScore: NpcScore;
  readonly source: string;
}

export type NpcRow = NpcStatsRow | NpcRedirectRow;

export interface NpcTable {
  readonly profession: Profession;
  /** Veteran when a d6 shows this or less; 0 = the table prints no veteran chance (no roll). */
  readonly veteranOn: 0 | 1 | 2;
  readonly rows: readonly [NpcRow, NpcRow, NpcRow, NpcRow, NpcRow, NpcRow];
  /** Line of the table's heading (which also carries the veteran chance). */
  readonly source: string;
}

function s(
  score: NpcScore,
  rep: number,
  toughness: number,
  sand: number,
  weapons: readonly WeaponId[],
  inTown: readonly WeaponId[] | null,
  line: number,
): NpcStatsRow {
  return { kind: "stats", score, rep, toughness, sand, weapons, inTown, source: `L${line}` };
}

const P: WeaponId = "pistol";
const RC: WeaponId = "repeatingCarbine";
const TC: WeaponId = "trapdoorCarbine";
const TR: WeaponId = "trapdoorRifle";
const MLR: WeaponId = "mlRifle";
const BG: WeaponId = "buffaloGun";
const MLBG: WeaponId = "mlBuffaloGun";
const SG: WeaponId = "shotgun";
const SCG: WeaponId = "scattergun";
const DER: WeaponId = "derringer";

export const NPC_TABLES: { readonly [P in Profession]: NpcTable } = {
  bountyHunter: {
    profession: "bountyHunter",
    veteranOn: 2,
    source: "L6655",
    rows: [
      s(1, 4, 3, 4, [P], [P], 6657),
      s(2, 4, 4, 4, [P, RC], [P], 6658),
      s(3, 4, 4, 4, [P, RC], [P], 6659),
      s(4, 4, 4, 4, [P, RC], [P], 6660),
      s(5, 5, 5, 5, [P, TR], [P], 6661),
      s(6, 5, 5, 5, [P, BG], [P], 6662),
    ],
  },
  buffaloHunter: {
    profession: "buffaloHunter",
    veteranOn: 2,
    source: "L6664",
    rows: [
      s(1, 4, 3, 4, [MLBG], [MLBG], 6666),
      s(2, 4, 4, 4, [TR], [TR], 6667),
      s(3, 4, 4, 4, [BG], [BG], 6668),
      s(4, 4, 4, 4, [P, TR], [P], 6669),
      s(5, 5, 5, 5, [P, BG], [P], 6670),
      s(6, 5, 5, 5, [P, BG], [P], 6671),
    ],
  },
  cowboy: {
    profession: "cowboy",
    veteranOn: 1,
    source: "L6673",
    rows: [
      s(1, 3, 3, 3, [P], [P], 6675),
      s(2, 4, 4, 3, [P], [P], 6676),
      s(3, 4, 4, 4, [P, TC], [P], 6677),
      s(4, 4, 4, 4, [P, TC], [P], 6678),
      s(5, 4, 4, 4, [P, RC], [P], 6679),
      s(6, 5, 5, 5, [P, RC], [P], 6680),
    ],
  },
  deputy: {
    profession: "deputy",
    veteranOn: 2,
    source: "L6682",
    rows: [
      s(1, 3, 3, 3, [TC], [P], 6684),
      s(2, 4, 4, 4, [TC], [P], 6685),
      s(3, 4, 4, 4, [RC], [RC], 6686),
      s(4, 4, 4, 4, [RC], [RC], 6687),
      s(5, 5, 4, 4, [RC], [SCG], 6688),
      s(6, 5, 5, 5, [RC], [P], 6689),
    ],
  },
  gambler: {
    profession: "gambler",
    veteranOn: 0,
    source: "L6691",
    rows: [
      s(1, 3, 3, 3, [DER, SG], [DER], 6693),
      s(2, 3, 3, 3, [DER, SG], [DER], 6694),
      s(3, 4, 4, 3, [P], [P], 6695),
      s(4, 4, 4, 4, [P], [P], 6696),
      s(5, 4, 4, 4, [P], [P], 6697),
      s(6, 5, 5, 5, [P, SG], [P], 6698),
    ],
  },
  greenhorn: {
    profession: "greenhorn",
    veteranOn: 0,
    source: "L6700",
    rows: [
      s(1, 2, 2, 2, [P], [P], 6702),
      s(2, 2, 3, 2, [P], [P], 6703),
      s(3, 2, 3, 2, [RC], [RC], 6704),
      s(4, 3, 3, 3, [RC], [RC], 6705),
      s(5, 3, 4, 3, [P, RC], [P], 6706),
      s(6, 4, 4, 4, [P, RC], [P], 6707),
    ],
  },
  gunfighter: {
    profession: "gunfighter",
    veteranOn: 2,
    source: "L6709",
    rows: [
      s(1, 4, 3, 4, [P], [P], 6711),
      s(2, 4, 4, 4, [P], [P], 6712),
      s(3, 5, 4, 4, [P], [P], 6713),
      s(4, 5, 4, 5, [P, RC], [P], 6714),
      s(5, 5, 5, 5, [P, RC], [P], 6715),
      s(6, 5, 5, 5, [P, P, RC], [P, P], 6716),
    ],
  },
  homesteader: {
    profession: "homesteader",
    veteranOn: 1,
    source: "L6718",
    rows: [
      { kind: "redirect", score: 1, table: "randomNpcSelection", rerollScore: 6, source: "L6720" },
      s(2, 3, 4, 2, [MLR], [MLR], 6721),
      s(3, 3, 4, 2, [SG], [SG], 6722),
      s(4, 3, 4, 3, [TC], [TC], 6723),
      s(5, 4, 5, 3, [TR], [TR], 6724),
      s(6, 4, 5, 4, [RC], [RC], 6725),
    ],
  },
  marshal: {
    profession: "marshal",
    veteranOn: 2,
    source: "L6727",
    rows: [
      s(1, 4, 3, 4, [P, SG], [P], 6729),
      s(2, 4, 4, 4, [P, SG], [P], 6730),
      s(3, 5, 4, 5, [P, TC], [P, SG], 6731),
      s(4, 5, 5, 5, [P, RC], [RC], 6732),
      s(5, 5, 5, 5, [P, RC], [SCG], 6733),
      s(6, 5, 5, 5, [P, P, RC], [P, P], 6734),
    ],
  },
  mountainMan: {
    profession: "mountainMan",
    veteranOn: 2,
    source: "L6736",
    rows: [
      s(1, 4, 3, 4, [MLR], [MLR], 6738),
      s(2, 4, 4, 4, [MLBG], [MLBG], 6739),
      s(3, 4, 4, 4, [BG], [BG], 6740),
      s(4, 4, 4, 4, [MLR], [P], 6741),
      s(5, 5, 5, 5, [P, MLBG], [P], 6742),
      s(6, 5, 5, 5, [P, BG], [P], 6743),
    ],
  },
  outlaw: {
    profession: "outlaw",
    veteranOn: 2,
    source: "L6745",
    rows: [
      s(1, 3, 3, 3, [P], [P], 6747),
      s(2, 4, 4, 4, [P], [P], 6748),
      s(3, 4, 4, 4, [P, TC], [P], 6749),
      s(4, 4, 4, 4, [P, TC], [P], 6750),
      s(5, 4, 4, 5, [P, RC], [P], 6751),
      s(6, 5, 5, 5, [P, RC], [P], 6752),
    ],
  },
  prospector: {
    profession: "prospector",
    veteranOn: 1,
    source: "L6754",
    rows: [
      s(1, 2, 2, 3, [SG], [SG], 6756),
      s(2, 2, 3, 3, [SG], [SG], 6757),
      s(3, 2, 3, 4, [SG], [SG], 6758),
      s(4, 3, 3, 4, [MLR], [MLR], 6759),
      s(5, 3, 4, 4, [MLR], [MLR], 6760),
      s(6, 4, 4, 5, [MLR], [MLR], 6761),
    ],
  },
  ranger: {
    profession: "ranger",
    veteranOn: 2,
    source: "L6763",
    rows: [
      s(1, 4, 3, 4, [P], [P], 6765),
      s(2, 4, 4, 4, [P], [P], 6766),
      s(3, 5, 4, 5, [P, TC], [P], 6767),
      s(4, 5, 5, 5, [P, TC], [P], 6768),
      s(5, 5, 5, 5, [P, RC], [P], 6769),
      s(6, 5, 5, 5, [P, RC], [P], 6770),
    ],
  },
  sheriff: {
    profession: "sheriff",
    veteranOn: 1,
    source: "L6772",
    rows: [
      s(1, 3, 3, 4, [TC], [P], 6774),
      s(2, 4, 4, 4, [TC], [P], 6775),
      s(3, 4, 4, 4, [RC], [RC], 6776),
      s(4, 4, 4, 4, [RC], [RC], 6777),
      s(5, 5, 4, 5, [RC], [SCG], 6778),
      s(6, 5, 5, 5, [RC], [SCG], 6779),
    ],
  },
  townsfolk: {
    profession: "townsfolk",
    veteranOn: 1,
    source: "L6781",
    rows: [
      { kind: "redirect", score: 1, table: "justPassingThrough", rerollScore: 6, source: "L6783" },
      s(2, 3, 4, 2, [MLR], [DER], 6784),
      s(3, 3, 4, 2, [SG], [SG], 6785),
      s(4, 3, 4, 3, [SCG], [SCG], 6786),
      s(5, 4, 4, 3, [TR], [TR], 6787),
      s(6, 4, 5, 4, [BG], [P], 6788),
    ],
  },
  warrior: {
    profession: "warrior",
    veteranOn: 0,
    source: "L6790",
    rows: [
      s(1, 4, 3, 4, ["lance"], null, 6792),
      s(2, 4, 4, 4, ["bow"], null, 6793),
      s(3, 4, 4, 4, ["smoothboreCarbine"], null, 6794),
      s(4, 4, 4, 4, ["trapdoorCarbine"], null, 6795),
      s(5, 5, 5, 5, ["pistol"], null, 6796),
      s(6, 5, 5, 5, ["repeatingCarbine"], null, 6797),
    ],
  },
};

/** The row for a score on a profession's table. */
export function npcRow(profession: Profession, score: NpcScore): NpcRow {
  const p = assertOneOf("profession", profession, PROFESSIONS);
  return NPC_TABLES[p].rows[checkFace(score, 6, "score") - 1]!;
}
