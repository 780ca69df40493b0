import { type DiceSource, RulesError, assertInteger, assertOneOf, d6, rollD6 } from "../../core";
import { type PassCount, WEAPONS, type WeaponId } from "../ids";
import { type MountRulesOptions, mountOptions } from "./options";
import {
  type MountEffects,
  type MountStatus,
  NEXT,
  type Quality,
  assertFlag,
  assertInput,
  assertQuality,
  passesOf,
} from "./types";
import { frozen } from "../../core/frozen";

export const ANIMAL_HIT_LOCATIONS = ["head", "neck", "chest", "abdomen", "shoulderThigh", "legs"] as const;
export type AnimalHitLocation = (typeof ANIMAL_HIT_LOCATIONS)[number];

/** What a hit did to the animal, by row of the "THEY SHOT ..." tables. */
export const ANIMAL_HIT_OUTCOMES = [
  "grazed",
  "spooked",
  "mortalWound",
  "dead",
  "drops",
  "stumbles",
  "legBroken",
] as const;
export type AnimalHitOutcome = (typeof ANIMAL_HIT_OUTCOMES)[number];

export interface AnimalHitRow {
  readonly die: number;
  readonly location: AnimalHitLocation;
  /** Change to the animal's Quality for this row's test. */
  readonly qualityModifier: number;
  /** Outcome by passes: index 0 = pass 0, 1 = pass 1, 2 = pass 2. */
  readonly outcomes: readonly [AnimalHitOutcome, AnimalHitOutcome, AnimalHitOutcome];
  /** Rows of "THEY SHOT MY HORSE!" and "THEY SHOT ONE OF THE HORSES!". */
  readonly mountSource: string;
  readonly teamSource: string;
}

/**
 * The location rows, shared by the mount table (L2320–2406) and the team table (L2759–2847): both
 * print the same locations, modifiers and pass rows; they differ only in what happens to the rider
 * or to the vehicle. Chest's +1 never lifts the target above 5.
 */
export const ANIMAL_HIT_TABLE: readonly AnimalHitRow[] = frozen([
  {
    die: 1,
    location: "head",
    qualityModifier: -1,
    outcomes: ["dead", "mortalWound", "spooked"],
    mountSource: "L2324–2336",
    teamSource: "L2763–2775",
  },
  {
    die: 2,
    location: "neck",
    qualityModifier: 0,
    outcomes: ["mortalWound", "spooked", "grazed"],
    mountSource: "L2338–2350",
    teamSource: "L2777–2789",
  },
  {
    die: 3,
    location: "chest",
    qualityModifier: 1,
    outcomes: ["dead", "spooked", "grazed"],
    mountSource: "L2352–2364",
    teamSource: "L2793–2805",
  },
  {
    die: 4,
    location: "abdomen",
    qualityModifier: 0,
    outcomes: ["mortalWound", "spooked", "grazed"],
    mountSource: "L2366–2378",
    teamSource: "L2807–2819",
  },
  {
    die: 5,
    location: "shoulderThigh",
    qualityModifier: 0,
    outcomes: ["drops", "spooked", "grazed"],
    mountSource: "L2380–2392",
    teamSource: "L2821–2833",
  },
  {
    die: 6,
    location: "legs",
    qualityModifier: -1,
    outcomes: ["legBroken", "stumbles", "grazed"],
    mountSource: "L2394–2406",
    teamSource: "L2835–2847",
  },
]);

/**
 * Dice for the animal's test: one only for a buffalo gun, or a shotgun/scattergun at 6"/3" or less
 * (L2318, L2757); two otherwise.
 */
export function animalHitDice(weapon: WeaponId, rangeInches?: number): 1 | 2 {
  const w = assertOneOf("weapon", weapon, WEAPONS);
  if (w === "buffaloGun" || w === "mlBuffaloGun") return 1;
  if (w !== "shotgun" && w !== "scattergun") return 2;
  if (rangeInches === undefined)
    throw new RulesError("rangeInches", rangeInches, "needed for a shotgun or scattergun");
  if (typeof rangeInches !== "number" || !Number.isFinite(rangeInches) || rangeInches < 0) {
    throw new RulesError("rangeInches", rangeInches, "must be a distance of 0 or more");
  }
  return rangeInches <= (w === "shotgun" ? 6 : 3) ? 1 : 2;
}

/** Target of the location's test: Quality plus the location modifier, chest capped at 5. */
export function animalHitTarget(quality: number, location: AnimalHitLocation): number {
  assertInteger("quality", quality, 0, 7);
  assertOneOf("location", location, ANIMAL_HIT_LOCATIONS);
  if (location === "chest") return Math.min(5, quality + 1);
  return location === "head" || location === "legs" ? quality - 1 : quality;
}

/** The animal's own part of a hit, before any rider or vehicle consequence. */
export interface AnimalHitCore {
  readonly locationDie: number;
  readonly location: AnimalHitLocation;
  readonly dice: readonly number[];
  readonly target: number;
  readonly passes: PassCount;
  readonly outcome: AnimalHitOutcome;
  /** The 1d6 vs Quality − 1 after a leg stumble (null otherwise). */
  readonly stumbleDie: number | null;
  /** What the animal is left as. */
  readonly status: MountStatus;
}

export interface AnimalHitInput {
  /** The animal's Quality (for a mount with a second rider, the −1 is applied on top). */
  quality: Quality;
  weapon: WeaponId;
  /** Range of the shot; needed only for a shotgun or scattergun. */
  rangeInches?: number;
}

const STATUS_BY_OUTCOME: Readonly<Record<AnimalHitOutcome, MountStatus>> = frozen({
  grazed: "grazed",
  spooked: "spooked",
  mortalWound: "mortallyWounded",
  dead: "dead",
  drops: "dropped",
  stumbles: "stumbled",
  legBroken: "crippled",
});

/**
 * Internal engine of both "THEY SHOT ..." tables: location die, then 1 or 2 dice vs the modified
 * Quality; a leg stumble rolls 1d6 vs Quality − 1 (fail: crippled).
 */
export function rollAnimalHit(
  source: DiceSource,
  quality: number,
  diceCount: 1 | 2,
  options: Readonly<MountRulesOptions>,
): AnimalHitCore {
  const locationDie = d6(source);
  const row = ANIMAL_HIT_TABLE[locationDie - 1]!;
  const target = animalHitTarget(quality, row.location);
  const dice = rollD6(source, diceCount);
  const passes = passesOf(dice, target);
  const outcome = row.outcomes[passes];
  let stumbleDie: number | null = null;
  let status = STATUS_BY_OUTCOME[outcome];
  if (outcome === "stumbles") {
    stumbleDie = d6(source);
    const stumbleTarget = (options.legStumbleCheck === "qualityMinusOne" ? quality : target) - 1;
    if (stumbleDie > stumbleTarget) status = "crippled";
  }
  return { locationDie, location: row.location, dice, target, passes, outcome, stumbleDie, status };
}

export interface MountHitResult extends AnimalHitCore {
  readonly test: "theyShotMyHorse";
  readonly effects: MountEffects;
}

/** Mount-side effects of each status, for a ridden mount and for one with no rider. */
function mountEffects(status: MountStatus, outcome: AnimalHitOutcome, ridden: boolean): MountEffects {
  const halfMove = status === "dropped" || status === "crippled";
  const wounded = halfMove || status === "mortallyWounded";
  const base: MountEffects = {
    mountStatus: status,
    ...(halfMove ? { mountHalfMove: true } : {}),
    ...(status === "crippled" ? { mountCannotBeRidden: true } : {}),
    ...(wounded ? { physicallyFitAfterBattle: true } : {}),
  };
  if (!ridden || outcome === "grazed") return Object.freeze(base);
  if (outcome === "spooked") return Object.freeze({ ...base, nextTest: NEXT.stayMounted });
  return Object.freeze({ ...base, riderThrown: true, nextTest: NEXT.riderThrown });
}

const EFFECT_CACHE = new Map<string, MountEffects>();
function cachedMountEffects(status: MountStatus, outcome: AnimalHitOutcome, ridden: boolean): MountEffects {
  const key = `${status}|${outcome}|${ridden ? 1 : 0}`;
  let effects = EFFECT_CACHE.get(key);
  if (effects === undefined) {
    effects = mountEffects(status, outcome, ridden);
    EFFECT_CACHE.set(key, effects);
  }
  return effects;
}

/**
 * "THEY SHOT MY HORSE!" (L2316–2410). Spooked → the rider takes STAY MOUNTED; mortal wound, death,
 * a drop, a stumble or a broken leg throw him → RIDER THROWN (rows 5–6 name no test; guide I-28).
 * A dropped mount moves at half rate for the rest of the game; a crippled one also cannot be ridden.
 * Wounds and breaks recover with the after-battle Physically Fit test (L2410).
 */
export function rollTheyShotMyHorse(
  source: DiceSource,
  input: AnimalHitInput & { twoRiders?: boolean; ridden?: boolean },
  options?: Partial<MountRulesOptions>,
): MountHitResult {
  const opts = mountOptions(options);
  const i = assertInput("input", input);
  const quality =
    assertQuality("input.quality", i.quality) - (assertFlag("input.twoRiders", i.twoRiders) ? 1 : 0);
  const ridden = assertFlag("input.ridden", i.ridden, true);
  const diceCount = animalHitDice(i.weapon as WeaponId, i.rangeInches as number | undefined);
  const core = rollAnimalHit(source, quality, diceCount, opts);
  return { test: "theyShotMyHorse", ...core, effects: cachedMountEffects(core.status, core.outcome, ridden) };
}
