import {
  ZERO,
  add,
  assertOneOf,
  checkFace,
  fraction,
  mul,
  sub,
  type DiceSource,
  type Fraction,
  ONE,
  RulesError,
} from "../../core";
import { PROFESSIONS, type Profession } from "../ids";
import {
  JUST_PASSING_THROUGH,
  RANDOM_NPC_SELECTION,
  RANDOM_STAR_PROFESSION,
  type RedWhiteEntry,
} from "./random-tables";
import { NPC_TABLES, type NpcScore } from "./tables";

/** Veteran chances and the exact odds of the random profession tables and of generation. */

/** Chance the profession's own veteran roll succeeds (0 where the table prints none). */
export function veteranChance(profession: Profession): Fraction {
  return fraction(NPC_TABLES[assertOneOf("profession", profession, PROFESSIONS)].veteranOn, 6);
}

/** The veteran roll on its own (L860): `die` is null when the table prints no chance. */
export function rollVeteran(
  source: DiceSource,
  profession: Profession,
): { die: number | null; veteran: boolean; source: string } {
  const table = NPC_TABLES[assertOneOf("profession", profession, PROFESSIONS)];
  if (table.veteranOn === 0) return { die: null, veteran: false, source: table.source };
  const die = checkFace(source.roll(6), 6, "die");
  return { die, veteran: die <= table.veteranOn, source: table.source };
}

function entryChance(entry: RedWhiteEntry): Fraction {
  return fraction((entry.red[1] - entry.red[0] + 1) * (entry.white[1] - entry.white[0] + 1), 36);
}

/** Chance of each result of one red/white throw ("reroll" included). */
export function redWhiteDistribution(table: readonly RedWhiteEntry[]): Map<Profession | "reroll", Fraction> {
  if (!Array.isArray(table) || table.length === 0)
    throw new RulesError("table", table, "must list red/white entries");
  const out = new Map<Profession | "reroll", Fraction>();
  for (const entry of table) out.set(entry.result, add(out.get(entry.result) ?? ZERO, entryChance(entry)));
  return out;
}

/** RANDOM NPC SELECTION rolled until it gives a profession: red 6 removed and the rest rescaled. */
export function randomNpcSelectionDistribution(): Map<Profession, Fraction> {
  const raw = redWhiteDistribution(RANDOM_NPC_SELECTION);
  const keep = sub(ONE, raw.get("reroll") ?? ZERO);
  const out = new Map<Profession, Fraction>();
  for (const [result, p] of raw)
    if (result !== "reroll") out.set(result, fraction(p.num * keep.den, p.den * keep.num));
  return out;
}

export function justPassingThroughDistribution(): Map<Profession, Fraction> {
  return redWhiteDistribution(JUST_PASSING_THROUGH) as Map<Profession, Fraction>;
}

export function randomStarProfessionDistribution(): Map<Profession, Fraction> {
  const out = new Map<Profession, Fraction>();
  for (const entry of RANDOM_STAR_PROFESSION)
    out.set(entry.result, add(out.get(entry.result) ?? ZERO, fraction(1, 6)));
  return out;
}

export interface StatsRowChance {
  /** Whose table gave the stats. */
  profession: Profession;
  score: NpcScore;
  p: Fraction;
}

/**
 * Exact chance of each stats row `generateFigure` ends on for a given profession, under the default
 * `nestedRedirect: "hostRowSix"` (with `"follow"` the chain has no closed form worth keeping).
 */
export function statsRowDistribution(host: Profession): StatsRowChance[] {
  assertOneOf("profession", host, PROFESSIONS);
  const acc = new Map<string, StatsRowChance>();
  const put = (profession: Profession, score: NpcScore, p: Fraction): void => {
    const key = `${profession}:${score}`;
    const prev = acc.get(key);
    acc.set(key, { profession, score, p: prev ? add(prev.p, p) : p });
  };
  const sixth = fraction(1, 6);
  for (const row of NPC_TABLES[host].rows) {
    if (row.kind === "stats") {
      put(host, row.score, sixth);
      continue;
    }
    const table = row.table === "justPassingThrough" ? JUST_PASSING_THROUGH : RANDOM_NPC_SELECTION;
    for (const entry of table) {
      const pEntry = mul(sixth, entryChance(entry));
      if (entry.result === "reroll") {
        put(host, row.rerollScore, pEntry);
        continue;
      }
      for (const inner of NPC_TABLES[entry.result].rows) {
        const p = mul(pEntry, sixth);
        if (inner.kind === "stats") put(entry.result, inner.score, p);
        else put(host, row.rerollScore, p);
      }
    }
  }
  return [...acc.values()];
}

/** Chance a figure generated for `profession` is a veteran (redirects included, default options). */
export function generatedVeteranChance(profession: Profession): Fraction {
  let p = ZERO;
  for (const row of statsRowDistribution(profession)) p = add(p, mul(row.p, veteranChance(row.profession)));
  return p;
}
