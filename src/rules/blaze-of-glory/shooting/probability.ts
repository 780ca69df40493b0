import {
  type Fraction,
  ONE,
  ZERO,
  add,
  assertInteger,
  dieAtOrUnder,
  fraction,
  mul,
  passTestDistribution,
  sub,
  sumDistribution,
} from "../../core";
import { HIT_LOCATIONS, type HitLocation, type WeaponId } from "../ids";
import { TOUGHNESS_RANGE } from "../figure";
import { assertDistance } from "../weapons/range";
import { getWeapon } from "../weapons/table";
import { type DamageEffect, damageForTotal } from "./damage";
import { IM_HIT_PASS_ONE, imHitDice } from "./im-hit";
import { type ShotConditions, SHOT_REASON_RESULT, readShootinTable } from "./shootin-table";
import { frozen } from "../../core/frozen";

/** Exact odds of one die on the Shootin' table. */
export interface ToHitOdds {
  miss: Fraction;
  /** Hits the target (totals 8–10). */
  hit: Fraction;
  /** 11+: hit where the shooter wants. */
  calledHit: Fraction;
  /** An 8 that goes to a bystander or the mount instead. */
  diverted: Fraction;
}

export const OPEN_TARGET: Readonly<ShotConditions> = frozen({
  targetInCover: false,
  carryingCasualty: false,
  targetProne: false,
  targetMovingFast: false,
  shooterMovingFast: false,
  sickDrunk: false,
  unfamiliarWeapon: false,
  twoWeapons: false,
  offArm: false,
  targetMounted: false,
  bystanders: 0,
});

/**
 * Odds for one die at effective range, given the to-hit Rep (after modifiers), die bonus, the die's
 * shot number and the row-8/9 conditions.
 */
export function toHitOdds(
  rep: number,
  dieBonus = 0,
  shot = 1,
  conditions: Readonly<ShotConditions> = OPEN_TARGET,
): ToHitOdds {
  assertInteger("rep", rep, -10, 20);
  assertInteger("dieBonus", dieBonus, 0, 5);
  assertInteger("shot", shot, 1, 3);
  const counts = { miss: 0, hit: 0, calledHit: 0, diverted: 0 };
  for (let face = 1; face <= 6; face++)
    counts[SHOT_REASON_RESULT[readShootinTable(face + rep + dieBonus, shot, conditions)]]++;
  return {
    miss: fraction(counts.miss, 6),
    hit: fraction(counts.hit, 6),
    calledHit: fraction(counts.calledHit, 6),
    diverted: fraction(counts.diverted, 6),
  };
}

/** One die beyond effective range: a 6, then at or under Rep. */
export function longRangeHitChance(rep: number): Fraction {
  assertInteger("rep", rep, -10, 20);
  return mul(fraction(1, 6), dieAtOrUnder(rep));
}

/** Odds of each damage-table result for a weapon, and of each location. */
export interface DamageOdds {
  effects: Readonly<Record<DamageEffect, Fraction>>;
  locations: Readonly<Record<HitLocation, Fraction>>;
}

export function damageOdds(weapon: WeaponId, distance = 0): DamageOdds {
  const w = getWeapon(weapon);
  const d = assertDistance("distance", distance);
  const sums = sumDistribution(2);
  const effects: Record<DamageEffect, Fraction> = { imHit: ZERO, outOfTheFight: ZERO, obviouslyDead: ZERO };
  const locations = Object.fromEntries(HIT_LOCATIONS.map((l) => [l, ZERO])) as Record<HitLocation, Fraction>;
  for (let total = 2; total <= 12; total++) {
    const p = sums[total] ?? ZERO;
    const r = damageForTotal(total, w, d);
    effects[r.effect] = add(effects[r.effect], p);
    locations[r.location] = add(locations[r.location], p);
  }
  return { effects, locations };
}

/** RECOVERIN' FROM I'M HIT!: index = passes (0, 1, 2); 3 dice best two against a bow. */
export function imHitOdds(toughness: number, bow = false): Fraction[] {
  assertInteger("toughness", toughness, TOUGHNESS_RANGE.min, TOUGHNESS_RANGE.max);
  return passTestDistribution(imHitDice(bow), toughness, 2);
}

/** Final result of one damage roll on an unwounded figure in the open. */
export interface HitOdds {
  scratch: Fraction;
  wounded: Fraction;
  outOfTheFight: Fraction;
  obviouslyDead: Fraction;
}

export function hitOdds(weapon: WeaponId, toughness: number, distance = 0): HitOdds {
  const w = getWeapon(weapon);
  const d = assertDistance("distance", distance);
  const rec = imHitOdds(toughness, w.id === "bow");
  const [p0, p1, p2] = [rec[0] ?? ZERO, rec[1] ?? ZERO, rec[2] ?? ZERO];
  const sums = sumDistribution(2);
  const out: HitOdds = { scratch: ZERO, wounded: ZERO, outOfTheFight: ZERO, obviouslyDead: ZERO };
  for (let total = 2; total <= 12; total++) {
    const p = sums[total] ?? ZERO;
    const r = damageForTotal(total, w, d);
    if (r.effect === "obviouslyDead") out.obviouslyDead = add(out.obviouslyDead, p);
    else if (r.effect === "outOfTheFight") out.outOfTheFight = add(out.outOfTheFight, p);
    else {
      out.scratch = add(out.scratch, mul(p, p2));
      const oofOnOne = IM_HIT_PASS_ONE[r.location].firstOof;
      const oof = add(mul(p, p0), oofOnOne ? mul(p, p1) : ZERO);
      out.outOfTheFight = add(out.outOfTheFight, oof);
      if (!oofOnOne) out.wounded = add(out.wounded, mul(p, p1));
    }
  }
  return out;
}

/** Chance at least one of several independent events happens. */
export function atLeastOne(chances: readonly Fraction[]): Fraction {
  let none = ONE;
  for (const c of chances) none = mul(none, sub(ONE, c));
  return sub(ONE, none);
}
