import { type DiceSource, type Fraction, ZERO, add, rollD6 } from "../../core";
import { assertInteger } from "../../core/errors";
import type { Profession } from "../ids";
import { twoD6Odds } from "../world/npcs";

/** The profession table (guide §4.2; seed L385–L402): 2D6, or the player chooses; 7 and 12 are his choice. */

export type ProfessionResult = Exclude<Profession, "renegade"> | "choice";

/** Index = score − 2. */
export const PROFESSION_TABLE: readonly ProfessionResult[] = Object.freeze([
  "outlaw",
  "marshal",
  "gunfighter",
  "gunfighter",
  "cowboy",
  "choice",
  "outlaw",
  "cowboy",
  "cowboy",
  "territorialMarshal",
  "choice",
]);

export function professionFor(score: number): ProfessionResult {
  return PROFESSION_TABLE[assertInteger("score", score, 2, 12) - 2]!;
}

export function rollProfession(source: DiceSource): {
  readonly dice: readonly number[];
  readonly result: ProfessionResult;
} {
  const dice = rollD6(source, 2);
  return { dice, result: professionFor(dice[0]! + dice[1]!) };
}

/** Exact odds of each result. */
export function professionOdds(): ReadonlyMap<ProfessionResult, Fraction> {
  const out = new Map<ProfessionResult, Fraction>();
  for (let s = 2; s <= 12; s++) {
    const r = professionFor(s);
    out.set(r, add(out.get(r) ?? ZERO, twoD6Odds(s)));
  }
  return out;
}
