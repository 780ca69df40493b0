import { assertObject } from "../../core/checks";
import { type DiceSource, d6 } from "../../core/dice";
import { assertInteger, assertOneOf } from "../../core/errors";
import type { MissingTable } from "../../core/gm-table";
import { QUICKNESS, type Quickness } from "../ids";
import { DEFAULT_INTERPRETATIONS, type FyhInterpretations } from "../interpretations";

/** Who fires first in a shot and its reply (guide §3.5 step 2). */
export type FirstShot = "shooter" | "target" | "simultaneous";

export interface RollOffSide {
  readonly die: number;
  readonly quickness: number;
  readonly total: number;
}

export interface RollOffResult {
  readonly first: FirstShot;
  /** The dice, or null when FYH-Q13 "onlyIfQuicker" skipped the roll-off (the shooter goes first). */
  readonly rollOff: { readonly shooter: RollOffSide; readonly target: RollOffSide } | null;
}

/**
 * A figure's quickness rating. The numbers are lost (FYH-M04, L92): they come from the GM's
 * `quicknessValues`; a figure with no quickness trait adds 0 even while that table is empty.
 */
export function quicknessValue(input: {
  quickness: Quickness;
  quicknessValues: Readonly<Record<Quickness, number>> | undefined;
}): number | MissingTable {
  assertObject("input", input);
  const quickness = assertOneOf("quickness", input.quickness, QUICKNESS);
  const values = input.quicknessValues;
  if (values === undefined) return quickness === "none" ? 0 : { missing: "quicknessValues" };
  assertObject("quicknessValues", values);
  if (quickness === "none" && values.none === undefined) return 0;
  return assertInteger(`quicknessValues.${quickness}`, values[quickness], -10, 10);
}

/**
 * Who fires first when a reply is possible: each side rolls D6 + quickness, high total first,
 * a tie is simultaneous (L90). FYH-Q13 "onlyIfQuicker" rolls only when the target's rating beats
 * the shooter's; otherwise the shooter fires first. Both ratings are checked before any die, so a
 * missing `quicknessValues` table rolls nothing.
 */
export function replyRollOff(input: {
  shooterQuickness: Quickness;
  targetQuickness: Quickness;
  quicknessValues: Readonly<Record<Quickness, number>> | undefined;
  dice: DiceSource;
  rules?: Pick<FyhInterpretations, "replyRollOff">;
}): RollOffResult | MissingTable {
  assertObject("input", input);
  const rules = input.rules ?? DEFAULT_INTERPRETATIONS;
  const mode = assertOneOf("rules.replyRollOff", rules.replyRollOff, ["always", "onlyIfQuicker"]);
  const shooterQ = quicknessValue({
    quickness: input.shooterQuickness,
    quicknessValues: input.quicknessValues,
  });
  const targetQ = quicknessValue({
    quickness: input.targetQuickness,
    quicknessValues: input.quicknessValues,
  });
  if (typeof shooterQ !== "number") return shooterQ;
  if (typeof targetQ !== "number") return targetQ;
  if (mode === "onlyIfQuicker" && targetQ <= shooterQ) return { first: "shooter", rollOff: null };
  const shooterDie = d6(input.dice);
  const targetDie = d6(input.dice);
  const shooter = { die: shooterDie, quickness: shooterQ, total: shooterDie + shooterQ };
  const target = { die: targetDie, quickness: targetQ, total: targetDie + targetQ };
  const first: FirstShot =
    shooter.total > target.total ? "shooter" : target.total > shooter.total ? "target" : "simultaneous";
  return { first, rollOff: { shooter, target } };
}
