import { isMissingTable, type DiceSource, type MissingTable } from "../../../rules/core";

/**
 * Runs a rules step with dice that must not be read, to learn before anything is rolled whether it
 * would refuse or need a table the GM has not filled. The rules core checks every table before its
 * first die, so a step that reaches a die is ready: that is reported as "ready", never rolled.
 */
class NoDice implements DiceSource {
  roll(): number {
    throw READY;
  }
}
const READY = Symbol("ready");

export type Precheck<R> =
  { ready: true } | { ready: false; missing: MissingTable } | { ready: false; result: R };

export function precheck<R>(step: (dice: DiceSource) => R): Precheck<R> {
  try {
    const result = step(new NoDice());
    if (isMissingTable(result)) return { ready: false, missing: result };
    return { ready: false, result };
  } catch (error) {
    if (error === READY) return { ready: true };
    throw error;
  }
}
