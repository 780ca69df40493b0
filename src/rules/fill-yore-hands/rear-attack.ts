import { assertObject } from "../core/checks";
import { d6, type DiceSource } from "../core/dice";
import { assertInteger } from "../core/errors";
import { isMissingTable, type GmTableData, type MissingTable } from "../core/gm-table";
import { fraction, type Fraction } from "../core/probability";
import { tickedModifiers } from "./brawl/modifiers";
import type { FyhInterpretations } from "./interpretations";
import { REAR_ATTACK_MODIFIERS } from "./tables/figures";

/**
 * Attacking from the rear (guide §3.8, seed L119–L121): before the brawl each side rolls a D6 plus
 * the ticked rows of the lost `rearAttackModifiers` list (FYH-M08). The defender turns round only
 * if he rolls higher; ties go to the attacker, who keeps surprise (FYH-Q18: a brawl bonus).
 */

export interface RearAttackOutcome {
  /** The defender beat the attacker: he turns round and is not surprised. */
  readonly defenderTurns: boolean;
  /** What the attacker adds to its brawl roll (0 when the defender turned). */
  readonly attackerSurprise: number;
}

type RearOptions = Pick<FyhInterpretations, "rearSurpriseBonus">;

function bonusOf(options: RearOptions): number {
  return assertInteger("options.rearSurpriseBonus", options?.rearSurpriseBonus, 0, 3);
}

/** The outcome of the two totals (T16). */
export function rearAttackOutcome(
  attackerTotal: number,
  defenderTotal: number,
  options: RearOptions,
): RearAttackOutcome {
  const a = assertInteger("attackerTotal", attackerTotal, -1000, 1000);
  const d = assertInteger("defenderTotal", defenderTotal, -1000, 1000);
  const bonus = bonusOf(options);
  return d > a
    ? { defenderTurns: true, attackerSurprise: 0 }
    : { defenderTurns: false, attackerSurprise: bonus };
}

export interface RearAttackInput {
  /** Row ids of `rearAttackModifiers` ticked for each side. */
  readonly attackerModifiers: readonly string[];
  readonly defenderModifiers: readonly string[];
  readonly dice: DiceSource;
  /** Shape: list rows `{ name: string, modifier: number }`. */
  readonly rearAttackModifiers: GmTableData | undefined;
  readonly options: RearOptions;
}

export interface RearAttackResult extends RearAttackOutcome {
  readonly rolls: { readonly attacker: number; readonly defender: number };
  readonly modifiers: { readonly attacker: number; readonly defender: number };
  readonly totals: { readonly attacker: number; readonly defender: number };
}

/** Rolls the attacker's D6, then the defender's; a ticked modifier missing from the table rolls nothing. */
export function resolveRearAttack(input: RearAttackInput): RearAttackResult | MissingTable {
  const i = assertObject<RearAttackInput>("input", input);
  bonusOf(i.options);
  const am = tickedModifiers(REAR_ATTACK_MODIFIERS, i.rearAttackModifiers, i.attackerModifiers);
  if (isMissingTable(am)) return am;
  const dm = tickedModifiers(REAR_ATTACK_MODIFIERS, i.rearAttackModifiers, i.defenderModifiers);
  if (isMissingTable(dm)) return dm;
  const rolls = { attacker: d6(i.dice), defender: d6(i.dice) };
  const totals = { attacker: rolls.attacker + am, defender: rolls.defender + dm };
  return {
    rolls,
    modifiers: { attacker: am, defender: dm },
    totals,
    ...rearAttackOutcome(totals.attacker, totals.defender, i.options),
  };
}

/** Exact chance the attacker keeps surprise, over the 36 pairs of dice. */
export function rearSurpriseOdds(attackerModifier: number, defenderModifier: number): Fraction {
  const am = assertInteger("attackerModifier", attackerModifier, -1000, 1000);
  const dm = assertInteger("defenderModifier", defenderModifier, -1000, 1000);
  let kept = 0;
  for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) if (a + am >= d + dm) kept++;
  return fraction(kept, 36);
}
