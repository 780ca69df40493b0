import { type Fraction, ONE, ZERO, add, fraction, mul, passTestDistribution, sub } from "../../core";
import { assertFlag, assertInput, assertQuality, assertRating, passesOf } from "../mounts";
import type { Quality } from "../mounts";
import { isTurnWreckRoll } from "./driving";

/** Exact odds of LOSING CONTROL after any Drivers test. */
export function losingControlOdds(input: {
  driverRating: number;
  teamQuality: Quality;
  crackTeamster?: boolean;
}): { controlKept: Fraction; wrecked: Fraction } {
  const i = assertInput("input", input);
  const rating = assertRating("input.driverRating", i.driverRating);
  const quality = assertQuality("input.teamQuality", i.teamQuality);
  const crack = assertFlag("input.crackTeamster", i.crackTeamster);
  const main = passTestDistribution(crack ? 3 : 2, rating, 2);
  const follow = passTestDistribution(2, rating, 2);
  const followTwo = add(follow[2]!, rating >= quality ? follow[1]! : ZERO);
  const kept = add(main[2]!, mul(main[1]!, followTwo));
  return { controlKept: kept, wrecked: sub(ONE, kept) };
}

/**
 * Exact odds of the vehicle FAST MOVING outcomes, counted over every face of the 2d6 and of the
 * Drivers test (so the turning wreck on double 5s and 6s is exact too).
 */
export function vehicleFastMovingOdds(input: {
  teamQuality: Quality;
  driverRating: number;
  turning45?: boolean;
}): { doubleMove: Fraction; oneAndHalfMove: Fraction; wrecked: Fraction } {
  const i = assertInput("input", input);
  const quality = assertQuality("input.teamQuality", i.teamQuality);
  const rating = assertRating("input.driverRating", i.driverRating);
  const turning = assertFlag("input.turning45", i.turning45);
  let double = 0;
  let half = 0;
  let wreck = 0;
  const pair = [0, 0];
  const follow = [0, 0];
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      pair[0] = a;
      pair[1] = b;
      if (turning && isTurnWreckRoll(pair)) {
        wreck += 36;
        continue;
      }
      const passes = passesOf(pair, quality);
      if (passes !== 1) {
        if (passes === 2) double += 36;
        else half += 36;
        continue;
      }
      for (let c = 1; c <= 6; c++) {
        for (let d = 1; d <= 6; d++) {
          follow[0] = c;
          follow[1] = d;
          if (turning && isTurnWreckRoll(follow)) wreck++;
          else {
            const f = passesOf(follow, rating);
            if (f === 2 || (f === 1 && rating >= quality)) double++;
            else half++;
          }
        }
      }
    }
  }
  return {
    doubleMove: fraction(double, 1296),
    oneAndHalfMove: fraction(half, 1296),
    wrecked: fraction(wreck, 1296),
  };
}
