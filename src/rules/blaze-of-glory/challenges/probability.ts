import {
  ZERO,
  add,
  assertBoolean,
  assertInteger,
  mul,
  passTestDistribution,
  type Fraction,
} from "../../core";
import type { TaskOutcome } from "./tasks";

/**
 * Exact odds of a task against a Task Target Number, with or without the retry on pass 1.
 * With a retry: success = P2 + P1·P2, failure = P0 + P1·(P1 + P0), never stopped short.
 */
export function taskOutcomeDistribution(
  target: number,
  retry: boolean,
): { readonly [O in TaskOutcome]: Fraction } {
  assertInteger("target", target, -20, 20);
  assertBoolean("retry", retry);
  const [p0 = ZERO, p1 = ZERO, p2 = ZERO] = passTestDistribution(2, target, 2);
  if (!retry) return { success: p2, stoppedShort: p1, failure: p0 };
  return { success: add(p2, mul(p1, p2)), stoppedShort: ZERO, failure: add(p0, mul(p1, add(p1, p0))) };
}
