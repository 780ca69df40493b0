import { assertObject } from "../core/checks";
import { d6, type DiceSource } from "../core/dice";
import { assertBoolean, assertInteger, assertOneOf } from "../core/errors";
import { isMissingTable, lookupGmRow, type GmTableData, type MissingTable } from "../core/gm-table";
import { fraction, type Fraction } from "../core/probability";
import { QUICKNESS, type Quickness } from "./ids";
import type { FyhInterpretations } from "./interpretations";
import { assertTableData } from "./tables/data";
import { QUICKNESS_VALUES } from "./tables/figures";

/**
 * Jumping on someone (guide §3.9, seed L126–L132): only from higher ground (a horse will do). Each
 * rolls a D6; a Quick as a Fox or Greased Lightning target adds its quickness (lost values,
 * FYH-M04), the jumper never does. Jumper ≥ target: he lands and has surprise, +1 in the brawl
 * (L128). Else he lands prone and the target has surprise (FYH-Q26: its bonus in the brawl).
 */

/** The surprise a landed jump gives (L128: "+1 in the brawl"). */
export const JUMP_SURPRISE = 1;

/**
 * A figure's quickness value from the GM's `quicknessValues` (list rows keyed "quickAsAFox" and
 * "greasedLightning", each `{ value: number }`). No quickness adds 0 and needs no table.
 */
export function jumpTargetQuickness(
  quickness: Quickness,
  table: GmTableData | undefined,
): number | MissingTable {
  const q = assertOneOf("quickness", quickness, QUICKNESS);
  if (q === "none") return 0;
  const row = lookupGmRow(QUICKNESS_VALUES, assertTableData("quicknessValues", table), q);
  if (isMissingTable(row)) return row;
  return assertInteger(`quicknessValues.rows.${q}.value`, row.value, -100, 100);
}

type JumpOptions = Pick<FyhInterpretations, "jumpFailSurpriseBonus">;

export type JumpOutcome =
  | {
      readonly landed: true;
      readonly jumperSurprise: number;
      readonly jumperProne: false;
      readonly targetSurprise: 0;
    }
  | {
      readonly landed: false;
      readonly jumperSurprise: 0;
      readonly jumperProne: true;
      readonly targetSurprise: number;
    };

/** The outcome of the jumper's roll against the target's total (T17). */
export function jumpOutcome(jumperRoll: number, targetTotal: number, options: JumpOptions): JumpOutcome {
  const j = assertInteger("jumperRoll", jumperRoll, 1, 6);
  const t = assertInteger("targetTotal", targetTotal, -1000, 1000);
  const bonus = assertInteger("options.jumpFailSurpriseBonus", options?.jumpFailSurpriseBonus, 0, 3);
  return j >= t
    ? { landed: true, jumperSurprise: JUMP_SURPRISE, jumperProne: false, targetSurprise: 0 }
    : { landed: false, jumperSurprise: 0, jumperProne: true, targetSurprise: bonus };
}

export interface JumpInput {
  /** The jumper is on higher ground than the target (mounted counts). */
  readonly fromHigherGround: boolean;
  readonly targetQuickness: Quickness;
  readonly dice: DiceSource;
  readonly quicknessValues: GmTableData | undefined;
  readonly options: JumpOptions;
}

export type JumpResult = JumpOutcome & {
  readonly rolls: { readonly jumper: number; readonly target: number };
  readonly targetQuicknessValue: number;
  readonly targetTotal: number;
};

/**
 * Rolls a jump: the jumper's D6, then the target's. The target's quickness value is read before
 * any die, so a missing value rolls nothing; not from higher ground is refused.
 */
export function resolveJump(input: JumpInput): JumpResult | { readonly refused: "notHigher" } | MissingTable {
  const i = assertObject<JumpInput>("input", input);
  const higher = assertBoolean("fromHigherGround", i.fromHigherGround);
  const q = jumpTargetQuickness(i.targetQuickness, i.quicknessValues);
  assertInteger("options.jumpFailSurpriseBonus", i.options?.jumpFailSurpriseBonus, 0, 3);
  if (!higher) return { refused: "notHigher" };
  if (isMissingTable(q)) return q;
  const rolls = { jumper: d6(i.dice), target: d6(i.dice) };
  const targetTotal = rolls.target + q;
  return {
    ...jumpOutcome(rolls.jumper, targetTotal, i.options),
    rolls,
    targetQuicknessValue: q,
    targetTotal,
  };
}

/** Exact chance the jump lands against a target adding `targetQuicknessValue`, over 36 pairs. */
export function jumpLandsOdds(targetQuicknessValue: number): Fraction {
  const q = assertInteger("targetQuicknessValue", targetQuicknessValue, -100, 100);
  let lands = 0;
  for (let j = 1; j <= 6; j++) for (let t = 1; t <= 6; t++) if (j >= t + q) lands++;
  return fraction(lands, 36);
}
