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
  source: string,
): NpcStatsRow {
  return { kind: "stats", score, rep, toughness, sand, weapons, inTown, source };
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
      s(1, 4, 3, 4, [P], [P], "L6657"),
      s(2, 4, 4, 4, [P, RC], [P], "L6658"),
      s(3, 4, 4, 4, [P, RC], [P], "L6659"),
      s(4, 4, 4, 4, [P, RC], [P], "L6660"),
      s(5, 5, 5, 5, [P, TR], [P], "L6661"),
      s(6, 5, 5, 5, [P, BG], [P], "L6662"),
    ],
  },
  buffaloHunter: {
    profession: "buffaloHunter",
    veteranOn: 2,
    source: "L6664",
    rows: [
      s(1, 4, 3, 4, [MLBG], [MLBG], "L6666"),
      s(2, 4, 4, 4, [TR], [TR], "L6667"),
      s(3, 4, 4, 4, [BG], [BG], "L6668"),
      s(4, 4, 4, 4, [P, TR], [P], "L6669"),
      s(5, 5, 5, 5, [P, BG], [P], "L6670"),
      s(6, 5, 5, 5, [P, BG], [P], "L6671"),
    ],
  },
  cowboy: {
    profession: "cowboy",
    veteranOn: 1,
    source: "L6673",
    rows: [
      s(1, 3, 3, 3, [P], [P], "L6675"),
      s(2, 4, 4, 3, [P], [P], "L6676"),
      s(3, 4, 4, 4, [P, TC], [P], "L6677"),
      s(4, 4, 4, 4, [P, TC], [P], "L6678"),
      s(5, 4, 4, 4, [P, RC], [P], "L6679"),
      s(6, 5, 5, 5, [P, RC], [P], "L6680"),
    ],
  },
  deputy: {
    profession: "deputy",
    veteranOn: 2,
    source: "L6682",
    rows: [
      s(1, 3, 3, 3, [TC], [P], "L6684"),
      s(2, 4, 4, 4, [TC], [P], "L6685"),
      s(3, 4, 4, 4, [RC], [RC], "L6686"),
      s(4, 4, 4, 4, [RC], [RC], "L6687"),
      s(5, 5, 4, 4, [RC], [SCG], "L6688"),
      s(6, 5, 5, 5, [RC], [P], "L6689"),
    ],
  },
  gambler: {
    profession: "gambler",
    veteranOn: 0,
    source: "L6691",
    rows: [
      s(1, 3, 3, 3, [DER, SG], [DER], "L6693"),
      s(2, 3, 3, 3, [DER, SG], [DER], "L6694"),
      s(3, 4, 4, 3, [P], [P], "L6695"),
      s(4, 4, 4, 4, [P], [P], "L6696"),
      s(5, 4, 4, 4, [P], [P], "L6697"),
      s(6, 5, 5, 5, [P, SG], [P], "L6698"),
    ],
  },
  greenhorn: {
    profession: "greenhorn",
    veteranOn: 0,
    source: "L6700",
    rows: [
      s(1, 2, 2, 2, [P], [P], "L6702"),
      s(2, 2, 3, 2, [P], [P], "L6703"),
      s(3, 2, 3, 2, [RC], [RC], "L6704"),
      s(4, 3, 3, 3, [RC], [RC], "L6705"),
      s(5, 3, 4, 3, [P, RC], [P], "L6706"),
      s(6, 4, 4, 4, [P, RC], [P], "L6707"),
    ],
  },
  gunfighter: {
    profession: "gunfighter",
    veteranOn: 2,
    source: "L6709",
    rows: [
      s(1, 4, 3, 4, [P], [P], "L6711"),
      s(2, 4, 4, 4, [P], [P], "L6712"),
      s(3, 5, 4, 4, [P], [P], "L6713"),
      s(4, 5, 4, 5, [P, RC], [P], "L6714"),
      s(5, 5, 5, 5, [P, RC], [P], "L6715"),
      s(6, 5, 5, 5, [P, P, RC], [P, P], "L6716"),
    ],
  },
  homesteader: {
    profession: "homesteader",
    veteranOn: 1,
    source: "L6718",
    rows: [
      { kind: "redirect", score: 1, table: "randomNpcSelection", rerollScore: 6, source: "L6720" },
      s(2, 3, 4, 2, [MLR], [MLR], "L6721"),
      s(3, 3, 4, 2, [SG], [SG], "L6722"),
      s(4, 3, 4, 3, [TC], [TC], "L6723"),
      s(5, 4, 5, 3, [TR], [TR], "L6724"),
      s(6, 4, 5, 4, [RC], [RC], "L6725"),
    ],
  },
  marshal: {
    profession: "marshal",
    veteranOn: 2,
    source: "L6727",
    rows: [
      s(1, 4, 3, 4, [P, SG], [P], "L6729"),
      s(2, 4, 4, 4, [P, SG], [P], "L6730"),
      s(3, 5, 4, 5, [P, TC], [P, SG], "L6731"),
      s(4, 5, 5, 5, [P, RC], [RC], "L6732"),
      s(5, 5, 5, 5, [P, RC], [SCG], "L6733"),
      s(6, 5, 5, 5, [P, P, RC], [P, P], "L6734"),
    ],
  },
  mountainMan: {
    profession: "mountainMan",
    veteranOn: 2,
    source: "L6736",
    rows: [
      s(1, 4, 3, 4, [MLR], [MLR], "L6738"),
      s(2, 4, 4, 4, [MLBG], [MLBG], "L6739"),
      s(3, 4, 4, 4, [BG], [BG], "L6740"),
      s(4, 4, 4, 4, [MLR], [P], "L6741"),
      s(5, 5, 5, 5, [P, MLBG], [P], "L6742"),
      s(6, 5, 5, 5, [P, BG], [P], "L6743"),
    ],
  },
  outlaw: {
    profession: "outlaw",
    veteranOn: 2,
    source: "L6745",
    rows: [
      s(1, 3, 3, 3, [P], [P], "L6747"),
      s(2, 4, 4, 4, [P], [P], "L6748"),
      s(3, 4, 4, 4, [P, TC], [P], "L6749"),
      s(4, 4, 4, 4, [P, TC], [P], "L6750"),
      s(5, 4, 4, 5, [P, RC], [P], "L6751"),
      s(6, 5, 5, 5, [P, RC], [P], "L6752"),
    ],
  },
  prospector: {
    profession: "prospector",
    veteranOn: 1,
    source: "L6754",
    rows: [
      s(1, 2, 2, 3, [SG], [SG], "L6756"),
      s(2, 2, 3, 3, [SG], [SG], "L6757"),
      s(3, 2, 3, 4, [SG], [SG], "L6758"),
      s(4, 3, 3, 4, [MLR], [MLR], "L6759"),
      s(5, 3, 4, 4, [MLR], [MLR], "L6760"),
      s(6, 4, 4, 5, [MLR], [MLR], "L6761"),
    ],
  },
  ranger: {
    profession: "ranger",
    veteranOn: 2,
    source: "L6763",
    rows: [
      s(1, 4, 3, 4, [P], [P], "L6765"),
      s(2, 4, 4, 4, [P], [P], "L6766"),
      s(3, 5, 4, 5, [P, TC], [P], "L6767"),
      s(4, 5, 5, 5, [P, TC], [P], "L6768"),
      s(5, 5, 5, 5, [P, RC], [P], "L6769"),
      s(6, 5, 5, 5, [P, RC], [P], "L6770"),
    ],
  },
  sheriff: {
    profession: "sheriff",
    veteranOn: 1,
    source: "L6772",
    rows: [
      s(1, 3, 3, 4, [TC], [P], "L6774"),
      s(2, 4, 4, 4, [TC], [P], "L6775"),
      s(3, 4, 4, 4, [RC], [RC], "L6776"),
      s(4, 4, 4, 4, [RC], [RC], "L6777"),
      s(5, 5, 4, 5, [RC], [SCG], "L6778"),
      s(6, 5, 5, 5, [RC], [SCG], "L6779"),
    ],
  },
  townsfolk: {
    profession: "townsfolk",
    veteranOn: 1,
    source: "L6781",
    rows: [
      { kind: "redirect", score: 1, table: "justPassingThrough", rerollScore: 6, source: "L6783" },
      s(2, 3, 4, 2, [MLR], [DER], "L6784"),
      s(3, 3, 4, 2, [SG], [SG], "L6785"),
      s(4, 3, 4, 3, [SCG], [SCG], "L6786"),
      s(5, 4, 4, 3, [TR], [TR], "L6787"),
      s(6, 4, 5, 4, [BG], [P], "L6788"),
    ],
  },
  warrior: {
    profession: "warrior",
    veteranOn: 0,
    source: "L6790",
    rows: [
      s(1, 4, 3, 4, ["lance"], null, "L6792"),
      s(2, 4, 4, 4, ["bow"], null, "L6793"),
      s(3, 4, 4, 4, ["smoothboreCarbine"], null, "L6794"),
      s(4, 4, 4, 4, ["trapdoorCarbine"], null, "L6795"),
      s(5, 5, 5, 5, ["pistol"], null, "L6796"),
      s(6, 5, 5, 5, ["repeatingCarbine"], null, "L6797"),
    ],
  },
};

/** The row for a score on a profession's table. */
export function npcRow(profession: Profession, score: NpcScore): NpcRow {
  const p = assertOneOf("profession", profession, PROFESSIONS);
  return NPC_TABLES[p].rows[checkFace(score, 6, "score") - 1]!;
}
