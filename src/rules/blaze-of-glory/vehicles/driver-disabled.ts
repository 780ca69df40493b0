import { type DiceSource, RulesError, assertInteger, rollD6 } from "../../core";
import { type NextTest, assertInput } from "../mounts";
import { RUNAWAY_DRIVER_RATING } from "./driving";
import { type VehicleRulesOptions, vehicleOptions } from "./options";
import { frozen } from "../../core/frozen";

export interface DriverDisabledCheck {
  readonly test: "driverDisabled";
  /** Dice rolled here (empty when the activation die was handed in). */
  readonly dice: readonly number[];
  readonly score: number;
  readonly normalMoveInches: number;
  readonly outcome: "keepsGoing" | "halts";
}

/**
 * DRIVER DISABLED (L2853–2858): the vehicle keeps its path and last speed and halts at the end of an
 * activation whose score is at or under its normal move. Which score is **OPEN** (guide §2.15); the
 * `driverDisabledScore` option picks the side's activation die (default, pass it as
 * `activationDie`) or a 2d6 total rolled here.
 */
export function checkDriverDisabled(
  source: DiceSource,
  input: { normalMoveInches: number; activationDie?: number },
  options?: Partial<VehicleRulesOptions>,
): DriverDisabledCheck {
  const opts = vehicleOptions(options);
  const i = assertInput("input", input);
  const normal = assertInteger("input.normalMoveInches", i.normalMoveInches, 0, 48);
  let dice: number[] = [];
  let score: number;
  if (opts.driverDisabledScore === "activationDie") {
    if (i.activationDie === undefined) {
      throw new RulesError("input.activationDie", i.activationDie, "needed with the activationDie option");
    }
    score = assertInteger("input.activationDie", i.activationDie, 1, 6);
  } else {
    dice = rollD6(source, 2);
    score = dice[0]! + dice[1]!;
  }
  return {
    test: "driverDisabled",
    dice,
    score,
    normalMoveInches: normal,
    outcome: score <= normal ? "halts" : "keepsGoing",
  };
}

/** A driverless vehicle that runs into something impassable: LOSING CONTROL as a Rep 3 driver (L2857). */
export const DRIVERLESS_COLLISION: NextTest = frozen({
  test: "losingControl",
  when: "now",
  driverRating: RUNAWAY_DRIVER_RATING,
});

/** Someone taking the reins drives from the end of the activation in which he grabs them (L2858). */
export const REINS_TAKEN_EFFECTIVE = "endOfActivation" as const;
