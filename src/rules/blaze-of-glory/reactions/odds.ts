import { ONE, ZERO, add, mul, passTestDistribution, sub, type Fraction } from "../../core";
import {
  REACTION_DIRECTIVES,
  type ReactionDirective,
  type ReactionSheetId,
  type ReactionTest,
} from "./codes";
import { applyHooks, matchRow, prepare, type Prepared, type ReactionRequest } from "./engine";

/**
 * Exact odds of a reaction for the chat card: the chance of each row and of each final directive,
 * with re-rolls, the GOT A SHOT roll-off and every hook folded in.
 */

export interface DirectiveOdds {
  directive: ReactionDirective;
  probability: Fraction;
}

export interface ReactionOdds {
  test: ReactionTest;
  sheet: ReactionSheetId;
  tested: boolean;
  /** Dice per roll after modifiers, and the highest row. */
  dice: number;
  maxPasses: number;
  /** Distribution of the first roll's passes (index = passes). */
  firstPasses: Fraction[];
  /** Distribution of the row finally read, after re-rolls (index = passes). */
  passes: Fraction[];
  /** Final directives with non-zero chance, in REACTION_DIRECTIVES order; they sum to 1. */
  directives: DirectiveOdds[];
}

const ORDER = new Map<ReactionDirective, number>(REACTION_DIRECTIVES.map((d, i) => [d, i]));

export function reactionOdds(request: ReactionRequest): ReactionOdds {
  const p = prepare(request);
  if (p.compiled === undefined) {
    return {
      test: p.test,
      sheet: p.sheet,
      tested: false,
      dice: 0,
      maxPasses: 0,
      firstPasses: [],
      passes: [],
      directives: [{ directive: "noTest", probability: ONE }],
    };
  }
  // Padded so that every row of the table has an entry, even when fewer dice are rolled.
  const first = passTestDistribution(p.dice, p.sand, p.maxPasses);
  while (first.length <= p.maxPasses) first.push(ZERO);
  const finalPasses: Fraction[] = first.map(() => ZERO);
  const byDirective = new Map<ReactionDirective, Fraction>();
  const credit = (directive: ReactionDirective, chance: Fraction): void => {
    byDirective.set(directive, add(byDirective.get(directive) ?? ZERO, chance));
  };

  first.forEach((chance, passes) => {
    if (chance.num === 0) return;
    const row = matchRow(p, passes).row;
    if (row.directive !== "reroll") {
      finalPasses[passes] = add(finalPasses[passes]!, chance);
      readRow(p, passes, chance, credit);
      return;
    }
    first.forEach((again, rolled) => {
      const branch = mul(chance, again);
      if (branch.num === 0) return;
      const counted = rolled === 1 ? (row.rerollOneAs ?? 2) : rolled;
      finalPasses[counted] = add(finalPasses[counted]!, branch);
      readRow(p, counted, branch, credit);
    });
  });

  const directives = [...byDirective.entries()]
    .filter(([, probability]) => probability.num !== 0)
    .sort(([a], [b]) => ORDER.get(a)! - ORDER.get(b)!)
    .map(([directive, probability]) => ({ directive, probability }));
  return {
    test: p.test,
    sheet: p.sheet,
    tested: true,
    dice: p.dice,
    maxPasses: p.maxPasses,
    firstPasses: first,
    passes: finalPasses,
    directives,
  };
}

function readRow(
  p: Prepared,
  passes: number,
  chance: Fraction,
  credit: (directive: ReactionDirective, chance: Fraction) => void,
): void {
  const printed = matchRow(p, passes).row.directive;
  if (printed === "rollOff" && p.targetSand !== undefined) {
    const targetWins = passTestDistribution(2, p.targetSand, 2)[2]!;
    credit(applyHooks(p, "targetFiresAtMinusOneRep"), mul(chance, targetWins));
    credit(applyHooks(p, "fireAtMinusOneRep"), mul(chance, sub(ONE, targetWins)));
    return;
  }
  credit(applyHooks(p, printed), chance);
}
