import { assertBoolean, assertInteger } from "../../core/errors";

/**
 * Citizens waking up (Jail Break and Robbery, guide §4.9.6 step 6; seed L826–L828, SGS-Q41): once
 * the Outlaw is out, 1D6 each time he moves: in the first turn 1–3 wakes them; from the second, a
 * die equal to the turn's number; any gunshot wakes them all. Turns count from his exit.
 */
export function citizensAlerted(input: {
  readonly turn: number;
  readonly die: number;
  readonly gunshot?: boolean;
}): boolean {
  if (assertBoolean("gunshot", input.gunshot ?? false)) return true;
  const turn = assertInteger("turn", input.turn, 1, 999);
  const die = assertInteger("die", input.die, 1, 6);
  return turn === 1 ? die <= 3 : die === turn;
}
