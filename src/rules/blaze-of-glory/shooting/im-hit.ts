import {
  type DiceSource,
  RulesError,
  assertBoolean,
  assertDice,
  assertInteger,
  assertOneOf,
} from "../../core";
import { HIT_LOCATIONS, type HitLocation, type PassCount } from "../ids";
import { TOUGHNESS_RANGE } from "../figure";
import { type ShootingOptions, shootingOptions } from "./options";
import { type Wounds, addWound, validateWounds } from "./wounds";

/**
 * What RECOVERIN' FROM I'M HIT! did (seed L1544–1565). Pass 2 is a scratch; pass 1 reads the hit
 * location (a `...Again` code is the repeated wound that the first one warned of); pass 0 is a wound
 * that drops the figure.
 */
export type ImHitEffect =
  | "justAScratch"
  | "headWound"
  | "gunArmWound"
  | "gunArmUnusable"
  | "offArmWound"
  | "offArmUnusable"
  | "chestWound"
  | "chestWoundAgain"
  | "gutWound"
  | "legWound"
  | "legWoundAgain"
  | "woundedOutOfTheFight";

export type ImHitOutcome = "scratch" | "wounded" | "outOfTheFight";

/** The pass-1 row of the recovery table, by location, as data. */
export interface ImHitLocationRow {
  readonly location: HitLocation;
  readonly first: ImHitEffect;
  readonly firstOof: boolean;
  /** The effect when the figure already has a wound there. */
  readonly again: ImHitEffect;
  readonly againOof: boolean;
  readonly source: string;
}

export const IM_HIT_PASS_ONE: Readonly<Record<HitLocation, ImHitLocationRow>> = {
  head: row("head", "headWound", true, "headWound", true, "L1556"),
  gunArm: row("gunArm", "gunArmWound", false, "gunArmUnusable", false, "L1557"),
  offArm: row("offArm", "offArmWound", false, "offArmUnusable", false, "L1558"),
  chest: row("chest", "chestWound", false, "chestWoundAgain", true, "L1559"),
  gut: row("gut", "gutWound", true, "gutWound", true, "L1560"),
  leg: row("leg", "legWound", false, "legWoundAgain", false, "L1561"),
};

function row(
  location: HitLocation,
  first: ImHitEffect,
  firstOof: boolean,
  again: ImHitEffect,
  againOof: boolean,
  source: string,
): ImHitLocationRow {
  return { location, first, firstOof, again, againOof, source };
}

export interface ImHitResult {
  /** Faces rolled: 2, or 3 against a bow (best two count). */
  dice: number[];
  passes: PassCount;
  effect: ImHitEffect;
  outcome: ImHitOutcome;
  /** A scratch sends the figure to BEEN SHOT AT (L1552). */
  beenShotAt: boolean;
  /** True when the OOF came from the `anyLocation` reading of a chest wound's "subsequent wound". */
  chestPriorWound: boolean;
  wounds: Wounds;
}

/** Dice the recovery rolls: one more against a bow (L1548). */
export function imHitDice(bow: boolean): number {
  return bow ? 3 : 2;
}

/**
 * Applies the recovery table to a roll already made. `wounds` are the wounds before this hit; the
 * result carries the wounds after it.
 */
export function resolveImHit(
  dice: readonly number[],
  input: { toughness: number; location: HitLocation; wounds?: Wounds; bow?: boolean },
  options?: Partial<ShootingOptions>,
): ImHitResult {
  const toughness = assertInteger("toughness", input.toughness, TOUGHNESS_RANGE.min, TOUGHNESS_RANGE.max);
  const location = assertOneOf("location", input.location, HIT_LOCATIONS);
  const bow = assertBoolean("bow", input.bow ?? false);
  const faces = assertDice("dice", dice);
  if (faces.length !== imHitDice(bow)) {
    throw new RulesError("dice", dice, `the recovery rolls ${imHitDice(bow)}d6`);
  }
  return applyImHit(faces, toughness, location, validateWounds(input.wounds), shootingOptions(options));
}

export function rollImHit(
  source: DiceSource,
  input: { toughness: number; location: HitLocation; wounds?: Wounds; bow?: boolean },
  options?: Partial<ShootingOptions>,
): ImHitResult {
  const toughness = assertInteger("toughness", input.toughness, TOUGHNESS_RANGE.min, TOUGHNESS_RANGE.max);
  const location = assertOneOf("location", input.location, HIT_LOCATIONS);
  const count = imHitDice(assertBoolean("bow", input.bow ?? false));
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(rollFace(source));
  return applyImHit(faces, toughness, location, validateWounds(input.wounds), shootingOptions(options));
}

/** One d6 checked cheaply: the hot path of a shot rolls many. */
export function rollFace(source: DiceSource): number {
  const f = source.roll(6);
  if (f !== 1 && f !== 2 && f !== 3 && f !== 4 && f !== 5 && f !== 6) {
    return assertInteger("d6", f, 1, 6);
  }
  return f;
}

/** The table itself, on validated input (used by the shot resolver without re-checking). */
export function applyImHit(
  faces: number[],
  toughness: number,
  location: HitLocation,
  wounds: Wounds,
  options: Readonly<ShootingOptions>,
): ImHitResult {
  let passed = 0;
  for (let i = 0; i < faces.length; i++) if (faces[i]! <= toughness) passed++;
  const passes = (passed >= 2 ? 2 : passed) as PassCount;
  if (passes === 2) {
    return {
      dice: faces,
      passes,
      effect: "justAScratch",
      outcome: "scratch",
      beenShotAt: true,
      chestPriorWound: false,
      wounds,
    };
  }
  const gut = location === "gut";
  if (passes === 0) {
    return {
      dice: faces,
      passes,
      effect: "woundedOutOfTheFight",
      outcome: "outOfTheFight",
      beenShotAt: false,
      chestPriorWound: false,
      wounds: addWound(wounds, location, gut),
    };
  }
  const r = IM_HIT_PASS_ONE[location];
  const again = wounds[location] > 0;
  let oof = again ? r.againOof : r.firstOof;
  let chestPriorWound = false;
  if (!oof && options.chestSubsequentWound === "anyLocation" && wounds.chest > 0) {
    oof = true;
    chestPriorWound = true;
  }
  return {
    dice: faces,
    passes,
    effect: again ? r.again : r.first,
    outcome: oof ? "outOfTheFight" : "wounded",
    beenShotAt: false,
    chestPriorWound,
    wounds: addWound(wounds, location, gut && oof),
  };
}
