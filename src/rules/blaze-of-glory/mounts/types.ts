import { assertInteger, assertOneOf, countPasses } from "../../core";
import { assertObject, optionalFlag } from "../../core/checks";
import type { PassCount } from "../ids";
import { frozen } from "../../core/frozen";
import { nextTest } from "./next-test";

/** Riding animals. Oxen only ever appear in a wagon team (see vehicles). */
export const MOUNT_TYPES = ["horse", "mule"] as const;
export type MountType = (typeof MOUNT_TYPES)[number];

/** Quality of a mount, pack or draft animal: Nag 3, Pretty Fair 4, Good 5 (L2015). */
export type Quality = 3 | 4 | 5;
export const QUALITY = { nag: 3, prettyFair: 4, good: 5 } as const;
export const QUALITY_NAMES = ["nag", "prettyFair", "good"] as const;
export type QualityName = (typeof QUALITY_NAMES)[number];
export const QUALITY_RANGE = { min: 3, max: 5 } as const;

export function assertQuality(field: string, value: unknown): Quality {
  return assertInteger(field, value, QUALITY_RANGE.min, QUALITY_RANGE.max) as Quality;
}

export function qualityName(quality: Quality): QualityName {
  assertQuality("quality", quality);
  return quality === 3 ? "nag" : quality === 4 ? "prettyFair" : "good";
}

/**
 * Weapons the rulebook names for falls, drags and trampling ("damage as if shot with ..."). They are
 * weapon ids of the shooting code, so it can roll the damage with its own table; `bow` is the
 * arrow of a rider dragged by his mount.
 */
export type DamageAs = "pistol" | "buffaloGun" | "bow";

/** Follow-up tests a result may hand to the caller. */
export const NEXT_TESTS = [
  "stayMounted",
  "riderThrown",
  "dragFree",
  "mountedChallengeRetry",
  "roughGoing",
  "mountingUnderFire",
  "driverChallengeRetry",
  "losingControl",
  "passengerThrown",
  "wreck",
] as const;
export type NextTestId = (typeof NEXT_TESTS)[number];

/**
 * A test the caller must run next. `when` says whether it follows at once or at the start of the
 * figure's next activation; `driverRating` is set only where the rules fix the rating to use.
 */
export interface NextTest {
  readonly test: NextTestId;
  readonly when: "now" | "nextActivation";
  readonly driverRating?: number;
}

/** Shared, frozen next-test records so results do not allocate them. */
export const NEXT = frozen({
  stayMounted: nextTest("stayMounted"),
  riderThrown: nextTest("riderThrown"),
  dragFree: nextTest("dragFree", "nextActivation"),
  mountedChallengeRetry: nextTest("mountedChallengeRetry"),
  roughGoing: nextTest("roughGoing"),
  mountingUnderFire: nextTest("mountingUnderFire", "nextActivation"),
  driverChallengeRetry: nextTest("driverChallengeRetry"),
  losingControl: nextTest("losingControl"),
  passengerThrown: nextTest("passengerThrown"),
  wreck: nextTest("wreck"),
});

/** What a mount's wound leaves it as for the rest of the encounter. */
export const MOUNT_STATUSES = [
  "unhurt",
  "grazed",
  "spooked",
  "stumbled",
  "dropped",
  "crippled",
  "mortallyWounded",
  "dead",
] as const;
export type MountStatus = (typeof MOUNT_STATUSES)[number];

/** Where an unridden mount stands (L2414–2417); `ridden` and `led` are not abandoned. */
export const MOUNT_STATES = ["ridden", "led", "loose", "tied", "runaway"] as const;
export type MountState = (typeof MOUNT_STATES)[number];

/**
 * Everything a mount test can ask the caller to apply. Only the fields a row sets are present.
 */
export interface MountEffects {
  /** Furthest the mount may move this activation, in inches (normal move × multiplier). */
  readonly moveInches?: number;
  readonly moveMultiplier?: number;
  readonly mounted?: boolean;
  readonly dismounted?: boolean;
  readonly readyNextActivation?: boolean;
  /** Horse and rider turn to face the opposite way. */
  readonly spinAbout?: boolean;
  readonly retryNextActivation?: boolean;
  /** The mount bolts: fast-moves `boltInches` in a random direction, round obstacles. */
  readonly mountBolts?: boolean;
  readonly boltInches?: number;
  readonly riderDragged?: boolean;
  readonly riderThrown?: boolean;
  readonly damageAs?: DamageAs;
  /** The damage roll cannot come out better than Out of the Fight. */
  readonly oofMinimum?: boolean;
  readonly prone?: boolean;
  readonly winded?: boolean;
  /** Activations the figure needs before it may act again normally. */
  readonly recoverActivations?: number;
  /** Challenge tables: whether the rider/driver goes ahead with the attempt. */
  readonly attempt?: boolean;
  readonly jumpCleared?: boolean;
  readonly fordedEasily?: boolean;
  readonly mountStatus?: MountStatus;
  readonly mountHalfMove?: boolean;
  readonly mountCannotBeRidden?: boolean;
  /** Wounds and breaks recover with the after-battle Physically Fit test (L2410). */
  readonly physicallyFitAfterBattle?: boolean;
  readonly mountState?: MountState;
  /** Inches an abandoned mount moves away from whatever caused the test. */
  readonly moveAwayInches?: number;
  /** A runaway inside an enclosure must first jump the fence or break the gate. */
  readonly mustEscapeEnclosure?: boolean;
  /** Chase: bands the rider slips back (0 = keeps pace). */
  readonly slipBands?: number;
  readonly pickedUpCasualty?: boolean;
  readonly mayContinueMove?: boolean;
  readonly nextTest?: NextTest;
}

/** The Horsemanship or Drivers test that settles a pass-1 result of the table before it. */
export interface FollowUpTestResult {
  readonly test: "horsemanship" | "driversTest";
  readonly dice: readonly number[];
  /** The rider's Horsemanship or the driver's Driver Rating. */
  readonly target: number;
  readonly passes: PassCount;
  /** The Quality a pass 1 is compared with. */
  readonly comparedQuality: number;
  /** The pass count the earlier table now reads. */
  readonly countsAs: 0 | 2;
}

/** Common shape of every 2d6 mount/vehicle table result. */
export interface TableTestResult<T extends string, O extends string, E> {
  readonly test: T;
  readonly dice: readonly number[];
  readonly target: number;
  /** Passes as rolled. */
  readonly passes: PassCount;
  /** Present when pass 1 sent the test to a Horsemanship or Drivers test. */
  readonly followUp: FollowUpTestResult | null;
  /** The row read after any follow-up (equals `passes` when there was none). */
  readonly countedPasses: PassCount;
  readonly outcome: O;
  readonly effects: E;
}

/** Internal: passes of dice vs target (the core pass count, which checks both), capped. */
export function passesOf(dice: readonly number[], target: number, max = 2): PassCount {
  const passed = countPasses(dice, target);
  return (passed > max ? max : passed) as PassCount;
}

/** An optional flag: `fallback` (default false) when left out, else a real boolean. */
export const assertFlag: (field: string, value: unknown, fallback?: boolean) => boolean = optionalFlag;

export function assertMountType(field: string, value: unknown): MountType {
  return assertOneOf(field, value, MOUNT_TYPES);
}

export const assertInput: (field: string, input: unknown) => Record<string, unknown> = assertObject;
