import { RulesError } from "../../../src/rules/core";

/** Runs `fn` and returns the RulesError it throws; fails the test if it throws nothing or anything else. */
export function rulesErrorOf(fn: () => unknown): RulesError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error("expected a RulesError");
}

/** The `field` of the RulesError `fn` throws. */
export function fieldOf(fn: () => unknown): string {
  return rulesErrorOf(fn).field;
}
