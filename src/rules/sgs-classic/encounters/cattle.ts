import { assertInteger } from "../../core/errors";

/**
 * Cattle Rustling (guide §4.9.3; seed L760–L772): 2D6 head stolen; each Outlaw herds up to 4 within
 * 6"; every stray cow rolls 1D6 at the start of each turn; an Outlaw within 1" recovers a stray.
 * The Outlaw may bring 3 more; the Cowboys up to 1.5 × the Outlaws (rounded down, SGS-Q38).
 */

export const COWS_PER_HERDER = 4;
export const HERD_RANGE = 6;
export const RECOVER_RANGE = 1;
export const EXTRA_OUTLAWS = 3;

export type CowMove = "asDesired" | "left" | "back" | "right";

/** 1–3 as the Outlaws wish, 4 left, 5 back where it came from, 6 right. */
export function cowMove(die: number): CowMove {
  const d = assertInteger("die", die, 1, 6);
  return d <= 3 ? "asDesired" : d === 4 ? "left" : d === 5 ? "back" : "right";
}

export function cowboyRecruits(outlaws: number): number {
  return Math.floor((assertInteger("outlaws", outlaws, 0, 99) * 3) / 2);
}

export function strayCows(input: { readonly cows: number; readonly herders: number }): number {
  const cows = assertInteger("cows", input.cows, 0, 12);
  return Math.max(0, cows - assertInteger("herders", input.herders, 0, 99) * COWS_PER_HERDER);
}

/** Share of the herd taken off (Outlaws) or got back (Cowboys): the fraction for the points. */
export function cattleFraction(input: { readonly cows: number; readonly got: number }): number {
  const cows = assertInteger("cows", input.cows, 1, 12);
  return assertInteger("got", input.got, 0, cows) / cows;
}
