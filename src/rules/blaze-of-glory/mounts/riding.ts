import { type DiceSource, assertBoolean, assertInteger, assertOneOf, d6 } from "../../core";
import { SAND_RANGE, TOUGHNESS_RANGE } from "../figure";
import type { PassCount } from "../ids";
import {
  type TableRoll,
  fastMoveResult,
  moveTimes,
  plainRoll,
  qualityTableRoll,
  tableResult,
} from "./engine";
import { assertRating } from "./horsemanship";
import { mountNormalMove } from "./movement";
import { type MountRulesOptions, mountOptions } from "./options";
import {
  MOUNT_STATUSES,
  type MountEffects,
  type MountStatus,
  type MountType,
  NEXT,
  type Quality,
  type TableTestResult,
  assertFlag,
  assertInput,
  assertMountType,
  assertQuality,
} from "./types";
import { frozen } from "../../core/frozen";

/** What every "2d6 vs the mount's Quality" table needs to know. */
export interface MountTestInput {
  /** The mount's own Quality. */
  quality: Quality;
  /** The rider's Horsemanship rating, used when the table sends him to a Horsemanship test. */
  horsemanship: number;
  /** A second rider up: −1 to Quality (L2298). */
  twoRiders?: boolean;
}

export interface MountMoveInput extends MountTestInput {
  type: MountType;
  /** Wounds so far (a dropped or crippled mount moves at half rate). */
  status?: MountStatus;
}

interface CheckedMountInput {
  quality: Quality;
  target: number;
  horsemanship: number;
  compared: number;
}

function checkMountInput(input: MountTestInput, opts: Readonly<MountRulesOptions>): CheckedMountInput {
  const i = assertInput("input", input);
  const quality = assertQuality("input.quality", i.quality);
  const target = quality - (assertFlag("input.twoRiders", i.twoRiders) ? 1 : 0);
  const horsemanship = assertRating("input.horsemanship", i.horsemanship);
  return {
    quality,
    target,
    horsemanship,
    compared: opts.followUpComparesWith === "tested" ? target : quality,
  };
}

function normalMoveOf(input: MountMoveInput): number {
  return mountNormalMove(
    assertMountType("input.type", input.type),
    assertOneOf("input.status", input.status ?? "unhurt", MOUNT_STATUSES),
  );
}

function rollVsQuality(source: DiceSource, c: CheckedMountInput): TableRoll {
  return qualityTableRoll(source, null, c.target, "horsemanship", c.horsemanship, c.compared);
}

// ---------------------------------------------------------------- mounting and dismounting

export const MOUNTING_OUTCOMES = ["mounted", "spinsAbout"] as const;
export type MountingOutcome = (typeof MOUNTING_OUTCOMES)[number];
export type MountingResult = TableTestResult<"mountingUnderFire", MountingOutcome, MountEffects>;

const MOUNTED: MountEffects = frozen({ mounted: true, readyNextActivation: true });
const SPINS: MountEffects = frozen({
  spinAbout: true,
  retryNextActivation: true,
  nextTest: NEXT.mountingUnderFire,
});

/**
 * Mounting and dismounting each take an activation (L2121); they need a test only once any firearm
 * has gone off in the encounter (L2131).
 */
export function mountingNeedsTest(firearmDischarged: boolean): boolean {
  return assertBoolean("firearmDischarged", firearmDischarged);
}

/** MOUNTING UP UNDER FIRE (L2133–2147): pass 2 up and ready to ride next activation; pass 0 spins round. */
export function rollMountingUnderFire(
  source: DiceSource,
  input: MountTestInput,
  options?: Partial<MountRulesOptions>,
): MountingResult {
  const c = checkMountInput(input, mountOptions(options));
  const roll = rollVsQuality(source, c);
  return roll.countedPasses === 2
    ? tableResult("mountingUnderFire", c.target, roll, "mounted", MOUNTED)
    : tableResult("mountingUnderFire", c.target, roll, "spinsAbout", SPINS);
}

export const DISMOUNTING_OUTCOMES = ["dismounted", "dragged"] as const;
export type DismountingOutcome = (typeof DISMOUNTING_OUTCOMES)[number];
export type DismountingResult = TableTestResult<"dismountingUnderFire", DismountingOutcome, MountEffects>;

const DISMOUNTED: MountEffects = frozen({ dismounted: true, readyNextActivation: true });

function dragEffects(normalMove: number): MountEffects {
  return {
    mountBolts: true,
    boltInches: normalMove * 2,
    riderDragged: true,
    damageAs: "bow",
    nextTest: NEXT.dragFree,
  };
}

/**
 * DISMOUNTING UNDER FIRE (L2151–2165): pass 0 the mount bolts, fast-moving twice its normal move in
 * a random direction with the rider dragged (damage as an arrow); he tries to free his foot at the
 * start of his next activation (`dragFree`).
 */
export function rollDismountingUnderFire(
  source: DiceSource,
  input: MountMoveInput,
  options?: Partial<MountRulesOptions>,
): DismountingResult {
  const c = checkMountInput(input, mountOptions(options));
  const normal = normalMoveOf(input);
  const roll = rollVsQuality(source, c);
  return roll.countedPasses === 2
    ? tableResult("dismountingUnderFire", c.target, roll, "dismounted", DISMOUNTED)
    : tableResult("dismountingUnderFire", c.target, roll, "dragged", dragEffects(normal));
}

export const DRAG_OUTCOMES = ["footFreed", "draggedAgain"] as const;
export type DragOutcome = (typeof DRAG_OUTCOMES)[number];

export interface DragFreeResult {
  readonly test: "dragFree";
  readonly dice: readonly number[];
  readonly target: number;
  readonly passes: 0 | 1;
  readonly outcome: DragOutcome;
  readonly effects: MountEffects;
}

const FOOT_FREED: MountEffects = frozen({ prone: true, winded: true, recoverActivations: 1 });

/**
 * The dragged rider's 1d6 vs Horsemanship at the start of his activation (L2165): pass frees his
 * foot (prone and winded, one activation to recover); fail drags him again, with damage, and the
 * test repeats next activation while he is alive and on the table.
 */
export function rollDragFree(
  source: DiceSource,
  input: { horsemanship: number; type: MountType; status?: MountStatus },
): DragFreeResult {
  const i = assertInput("input", input);
  const target = assertRating("input.horsemanship", i.horsemanship);
  const normal = normalMoveOf(input as MountMoveInput);
  const die = d6(source);
  const passes = die <= target ? 1 : 0;
  return passes === 1
    ? { test: "dragFree", dice: [die], target, passes, outcome: "footFreed", effects: FOOT_FREED }
    : {
        test: "dragFree",
        dice: [die],
        target,
        passes,
        outcome: "draggedAgain",
        effects: dragEffects(normal),
      };
}

/**
 * Where a dismounting figure leaves his mount (L2125): placed on its left; facing it he may tie it up
 * in the same activation, otherwise it is loose.
 */
export function dismountedMountState(input: { facingMount: boolean; tiesUp?: boolean }): "loose" | "tied" {
  const i = assertInput("input", input);
  const facing = assertBoolean("input.facingMount", i.facingMount);
  const ties = assertFlag("input.tiesUp", i.tiesUp, true);
  return facing && ties ? "tied" : "loose";
}

// ---------------------------------------------------------------- moving fast

export const MOUNT_MOVING_FAST_OUTCOMES = ["doubleMove", "oneAndHalfMove"] as const;
export type MountMovingFastOutcome = (typeof MOUNT_MOVING_FAST_OUTCOMES)[number];
export type MountMovingFastResult = TableTestResult<"mountMovingFast", MountMovingFastOutcome, MountEffects>;

/** MOVING FAST, mounted (L2183–2197): pass 2 up to double the normal move, pass 0 up to 1.5×. */
export function rollMountMovingFast(
  source: DiceSource,
  input: MountMoveInput,
  options?: Partial<MountRulesOptions>,
): MountMovingFastResult {
  const c = checkMountInput(input, mountOptions(options));
  const normal = normalMoveOf(input);
  const roll = rollVsQuality(source, c);
  return fastMoveResult("mountMovingFast", c.target, roll, normal);
}

// ---------------------------------------------------------------- challenge (rider's or driver's nerve)

export const CHALLENGE_OUTCOMES = ["attempt", "hesitates", "refuses"] as const;
export type ChallengeOutcome = (typeof CHALLENGE_OUTCOMES)[number];

/** What a figure does on a first pass 1: stop to decide (`ask`), give up, or re-roll at once. */
export type ChallengePassOneChoice = "ask" | "giveUp" | "reroll";

export interface ChallengeInput {
  sand: number;
  /** This roll is the re-roll: a pass 1 now counts as pass 0. */
  isRetry?: boolean;
  onPassOne?: ChallengePassOneChoice;
}

export interface ChallengeResult<T extends string> {
  readonly test: T;
  readonly dice: readonly number[];
  readonly target: number;
  readonly passes: PassCount;
  /** The immediate re-roll, when the figure chose to press on after a pass 1. */
  readonly reroll: { readonly dice: readonly number[]; readonly passes: PassCount } | null;
  readonly countedPasses: PassCount;
  readonly outcome: ChallengeOutcome;
  readonly effects: MountEffects;
}

const REFUSES: MountEffects = frozen({ attempt: false });

/** Shared by the MOUNTED CHALLENGE and DRIVER CHALLENGE tables (same rows, guide I-14, I-15). */
export function rollChallenge<T extends string>(
  source: DiceSource,
  test: T,
  input: ChallengeInput,
  attemptEffects: MountEffects,
  hesitateEffects: MountEffects,
): ChallengeResult<T> {
  const i = assertInput("input", input);
  const target = assertInteger("input.sand", i.sand, SAND_RANGE.min, SAND_RANGE.max);
  const isRetry = assertFlag("input.isRetry", i.isRetry);
  const choice = assertOneOf("input.onPassOne", i.onPassOne ?? "ask", ["ask", "giveUp", "reroll"] as const);
  const first = plainRoll(source, target);
  let reroll: ChallengeResult<T>["reroll"] = null;
  let counted: PassCount = first.passes;
  if (first.passes === 1) {
    if (isRetry) counted = 0;
    else if (choice === "giveUp") counted = 0;
    else if (choice === "reroll") {
      const again = plainRoll(source, target);
      reroll = { dice: again.dice, passes: again.passes };
      counted = again.passes === 1 ? 0 : again.passes;
    }
  }
  const base = { test, dice: first.dice, target, passes: first.passes, reroll, countedPasses: counted };
  if (counted === 2) return { ...base, outcome: "attempt", effects: attemptEffects };
  if (counted === 1) return { ...base, outcome: "hesitates", effects: hesitateEffects };
  return { ...base, outcome: "refuses", effects: REFUSES };
}

const RIDER_ATTEMPTS: MountEffects = frozen({ attempt: true, nextTest: NEXT.roughGoing });
const RIDER_HESITATES: MountEffects = frozen({ nextTest: NEXT.mountedChallengeRetry });

/**
 * MOUNTED CHALLENGE (L2207–2221, QRS "RIDING CHALLENGE"), before a jump or a fast move through rough
 * going: pass 2 goes ahead; pass 1 either gives up or re-rolls at once with pass 1 counting as pass 0
 * (`hesitates` asks the caller to choose, then call again with `isRetry`); pass 0 veers off or stops.
 */
export function rollMountedChallenge(
  source: DiceSource,
  input: ChallengeInput,
): ChallengeResult<"mountedChallenge"> {
  return rollChallenge(source, "mountedChallenge", input, RIDER_ATTEMPTS, RIDER_HESITATES);
}

// ---------------------------------------------------------------- rough going

export const MOUNT_ROUGH_GOING_OUTCOMES = ["goesThrough", "mishapHoldsOn", "stumbles"] as const;
export type MountRoughGoingOutcome = (typeof MOUNT_ROUGH_GOING_OUTCOMES)[number];

export interface MountRoughGoingResult extends TableTestResult<
  "mountRoughGoing",
  MountRoughGoingOutcome,
  MountEffects
> {
  /** The mishap 1d6 vs Quality rolled on pass 0 (null otherwise). */
  readonly mishapDie: number | null;
}

const MISHAP_HOLD_ON: MountEffects = frozen({ nextTest: NEXT.stayMounted });
const STUMBLES: MountEffects = frozen({ riderThrown: true, nextTest: NEXT.riderThrown });

/**
 * ROUGH GOING, mounted (L2227–2242), for a fast move through rough ground or a jump (up to 1" high and
 * 3" wide): pass 2 up to 1.5× the normal move and any jump cleared; pass 0 is a mishap: 1d6 vs the
 * Quality tested — at or under it the rider takes STAY MOUNTED, over it the mount stumbles and he
 * takes RIDER THROWN.
 */
export function rollMountRoughGoing(
  source: DiceSource,
  input: MountMoveInput & { jumping?: boolean },
  options?: Partial<MountRulesOptions>,
): MountRoughGoingResult {
  const c = checkMountInput(input, mountOptions(options));
  const normal = normalMoveOf(input);
  const jumping = assertFlag("input.jumping", input.jumping);
  const roll = rollVsQuality(source, c);
  if (roll.countedPasses === 2) {
    const effects: MountEffects = jumping
      ? { ...moveTimes(normal, 1.5), jumpCleared: true }
      : moveTimes(normal, 1.5);
    return { ...tableResult("mountRoughGoing", c.target, roll, "goesThrough", effects), mishapDie: null };
  }
  const mishapDie = d6(source);
  return mishapDie <= c.target
    ? { ...tableResult("mountRoughGoing", c.target, roll, "mishapHoldsOn", MISHAP_HOLD_ON), mishapDie }
    : { ...tableResult("mountRoughGoing", c.target, roll, "stumbles", STUMBLES), mishapDie };
}

// ---------------------------------------------------------------- staying on, being thrown

export const STAY_MOUNTED_OUTCOMES = [
  "staysMounted",
  "thrownPistolDamage",
  "thrownBuffaloGunDamage",
] as const;
export type StayMountedOutcome = (typeof STAY_MOUNTED_OUTCOMES)[number];
export type StayMountedResult = TableTestResult<"stayMounted", StayMountedOutcome, MountEffects>;

const STAYS: MountEffects = frozen({});
const THROWN_PISTOL: MountEffects = frozen({ riderThrown: true, damageAs: "pistol" });
const THROWN_BUFFALO: MountEffects = frozen({ riderThrown: true, damageAs: "buffaloGun" });
const THROWN_OOF: MountEffects = frozen({
  riderThrown: true,
  damageAs: "buffaloGun",
  oofMinimum: true,
});

/** STAY MOUNTED (L2250–2264) vs Horsemanship: pass 1 thrown (pistol damage), pass 0 thrown (buffalo gun). */
export function rollStayMounted(source: DiceSource, input: { horsemanship: number }): StayMountedResult {
  const target = assertRating("input.horsemanship", assertInput("input", input).horsemanship);
  const roll = plainRoll(source, target);
  if (roll.passes === 2) return tableResult("stayMounted", target, roll, "staysMounted", STAYS);
  if (roll.passes === 1) return tableResult("stayMounted", target, roll, "thrownPistolDamage", THROWN_PISTOL);
  return tableResult("stayMounted", target, roll, "thrownBuffaloGunDamage", THROWN_BUFFALO);
}

export const THROWN_OUTCOMES = ["pistolDamage", "buffaloGunDamage", "buffaloGunDamageOofMinimum"] as const;
export type ThrownOutcome = (typeof THROWN_OUTCOMES)[number];
export type RiderThrownResult = TableTestResult<"riderThrown", ThrownOutcome, MountEffects>;

export interface ThrownInput {
  toughness: number;
  /** Moving more than 18" when thrown: −1 Toughness (L2276, L2703). */
  movingOver18Inches?: boolean;
}

/** Shared by RIDER THROWN and PASSENGER THROWN: the Toughness target and the row read. */
export function thrownRoll(source: DiceSource, input: ThrownInput): { target: number; roll: TableRoll } {
  const i = assertInput("input", input);
  const toughness = assertInteger("input.toughness", i.toughness, TOUGHNESS_RANGE.min, TOUGHNESS_RANGE.max);
  const target = toughness - (assertFlag("input.movingOver18Inches", i.movingOver18Inches) ? 1 : 0);
  return { target, roll: plainRoll(source, target) };
}

export function thrownOutcome(passes: PassCount): ThrownOutcome {
  assertInteger("passes", passes, 0, 2);
  return passes === 2 ? "pistolDamage" : passes === 1 ? "buffaloGunDamage" : "buffaloGunDamageOofMinimum";
}

/**
 * RIDER THROWN (L2272–2288) vs Toughness (−1 when moving over 18"): damage as a pistol (pass 2), a
 * buffalo gun (pass 1), or a buffalo gun that is at least Out of the Fight (pass 0).
 */
export function rollRiderThrown(source: DiceSource, input: ThrownInput): RiderThrownResult {
  const { target, roll } = thrownRoll(source, input);
  const outcome = thrownOutcome(roll.passes);
  const effects = roll.passes === 2 ? THROWN_PISTOL : roll.passes === 1 ? THROWN_BUFFALO : THROWN_OOF;
  return tableResult("riderThrown", target, roll, outcome, effects);
}
