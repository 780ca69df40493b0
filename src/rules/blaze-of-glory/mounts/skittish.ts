import { type DiceSource, RulesError, assertOneOf, d6 } from "../../core";
import { type TableRoll, plainRoll, tableResult } from "./engine";
import {
  MOUNT_STATES,
  type MountEffects,
  type MountState,
  type Quality,
  type TableTestResult,
  assertFlag,
  assertInput,
  assertQuality,
} from "./types";
import { frozen } from "../../core/frozen";

/** Abandoned mounts: loose (free, perhaps inside an enclosure) or tied (L2414–2417). */
export const ABANDONED_STATES = ["loose", "tied"] as const;
export type AbandonedState = (typeof ABANDONED_STATES)[number];

/**
 * Whether SKITTISH is rolled (L2421): a firearm fired within 6" of the animal, or someone trying to
 * spook it. Only unridden, unled mounts test (guide I-29: the results cover only those).
 */
export function skittishTriggered(input: {
  state: MountState;
  firearmWithinInches?: number;
  deliberateSpooking?: boolean;
}): boolean {
  const i = assertInput("input", input);
  const state = assertOneOf("input.state", i.state, MOUNT_STATES);
  const spooking = assertFlag("input.deliberateSpooking", i.deliberateSpooking);
  const distance = i.firearmWithinInches;
  if (distance !== undefined && (typeof distance !== "number" || !(distance >= 0) || distance === Infinity)) {
    throw new RulesError("input.firearmWithinInches", distance, "must be a distance of 0 or more");
  }
  if (state !== "loose" && state !== "tied") return false;
  return spooking || (distance !== undefined && distance <= 6);
}

export const SKITTISH_OUTCOMES = ["staysPut", "shiesAway", "breaksLoose", "runsAway"] as const;
export type SkittishOutcome = (typeof SKITTISH_OUTCOMES)[number];

export interface SkittishResult extends TableTestResult<"skittish", SkittishOutcome, MountEffects> {
  /** The 1d6 inches rolled for a mount that moves away (null otherwise). */
  readonly moveAwayDie: number | null;
}

const STAYS_PUT: MountEffects = frozen({});
const RUNS: MountEffects = frozen({ mountState: "runaway" });
const RUNS_ENCLOSED: MountEffects = frozen({ mountState: "runaway", mustEscapeEnclosure: true });

/**
 * SKITTISH (L2423–2439) vs the animal's Quality. Pass 2: a loose animal moves 1d6" away from the
 * cause, a tied one stays. Pass 1: a loose animal runs away (jumping the fence or breaking the gate
 * first if enclosed), a tied one breaks loose and moves 1d6" away. Pass 0: loose or tied, it runs.
 */
export function rollSkittish(
  source: DiceSource,
  input: { quality: Quality; state: AbandonedState; enclosed?: boolean },
): SkittishResult {
  const i = assertInput("input", input);
  const target = assertQuality("input.quality", i.quality);
  const state = assertOneOf("input.state", i.state, ABANDONED_STATES);
  const enclosed = assertFlag("input.enclosed", i.enclosed);
  const roll: TableRoll = plainRoll(source, target);
  const moveAway = (outcome: SkittishOutcome): SkittishResult => {
    const die = d6(source);
    const effects: MountEffects = { mountState: "loose", moveAwayInches: die };
    return { ...tableResult("skittish", target, roll, outcome, effects), moveAwayDie: die };
  };
  const runs = (): SkittishResult => ({
    ...tableResult("skittish", target, roll, "runsAway", enclosed ? RUNS_ENCLOSED : RUNS),
    moveAwayDie: null,
  });
  if (roll.passes === 2) {
    return state === "loose"
      ? moveAway("shiesAway")
      : { ...tableResult("skittish", target, roll, "staysPut", STAYS_PUT), moveAwayDie: null };
  }
  if (roll.passes === 1) return state === "loose" ? runs() : moveAway("breaksLoose");
  return runs();
}
