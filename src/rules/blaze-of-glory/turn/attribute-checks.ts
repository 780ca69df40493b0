import { type DiceSource, assertInteger, d6 } from "../../core";
import { type AttributeId } from "../ids";
import { REP_RANGE, checkAttributes } from "../figure";
import { type DrunkState, optionalDrunk } from "../movement/drunk";
import { assertObject } from "./validate";

/**
 * Rolls some figures make each time they become active: Dead drunk may pass out (L3079) and
 * Touched in the Head (or a Touched drunk, L3081) may freeze in place (L3087).
 */

export type ActivationCheckCode = "deadDrunk" | "touched";
export type ActivationStatus = "actsNormally" | "remainsInPlace" | "passesOut";

export interface ActivationCheck {
  code: ActivationCheckCode;
  die: number;
  /** Dead drunk: the die beat Rep. Touched: the die was over Rep. */
  failed: boolean;
}

export interface ActivationChecksResult {
  checks: ActivationCheck[];
  /** "passesOut" leaves the figure Out of the Fight; "remainsInPlace" ends its activation unmoved. */
  status: ActivationStatus;
}

export interface ActivationCheckFigure {
  rep: number;
  attributes?: readonly AttributeId[];
  drunk?: DrunkState | null;
}

/** No dice are rolled for figures with neither condition. */
export function rollActivationChecks(
  source: DiceSource,
  figure: ActivationCheckFigure,
): ActivationChecksResult {
  const f = assertObject("figure", figure);
  const rep = assertInteger("figure.rep", f.rep, REP_RANGE.min, REP_RANGE.max);
  const attributes = checkAttributes("figure", f.attributes);
  const drunk = optionalDrunk("figure.drunk", f.drunk);
  const checks: ActivationCheck[] = [];
  // Passing out comes first: a figure that keels over has nothing left to decide.
  if (drunk === "deadDrunk") {
    const die = d6(source);
    const failed = die > rep;
    checks.push({ code: "deadDrunk", die, failed });
    if (failed) return { checks, status: "passesOut" };
  }
  if (attributes.includes("touchedInTheHead") || drunk === "touched") {
    // One roll covers both sources: they produce the same behaviour.
    const die = d6(source);
    const failed = die > rep;
    checks.push({ code: "touched", die, failed });
    if (failed) return { checks, status: "remainsInPlace" };
  }
  return { checks, status: "actsNormally" };
}
