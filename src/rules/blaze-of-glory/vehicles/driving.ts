import { type DiceSource, RulesError, assertDice, rollD6 } from "../../core";
import {
  type ChallengeInput,
  type ChallengeResult,
  type MountEffects,
  NEXT,
  type TableTestResult,
  assertFlag,
  assertInput,
  assertRating,
  rollChallenge,
} from "../mounts";
import { type TableRoll, fastMoveResult, moveTimes, qualityTableRoll, tableResult } from "../mounts/engine";
import { type VehicleRulesOptions, vehicleOptions } from "./options";
import type { VehicleEffects } from "./types";
import { type CheckedTeam, type Team, type VehicleType, checkTeam, vehicleNormalMove } from "./vehicles";
import { frozen } from "../../core/frozen";

/** What the driving tables need to know about the vehicle, its team and its driver. */
export interface VehicleTestInput {
  vehicle: VehicleType;
  team: Team;
  driverRating: number;
  /**
   * Normal move when something has changed it (wounds, campaign items; L2543). Defaults to the
   * vehicle's rate for its team.
   */
  normalMoveInches?: number;
}

interface CheckedVehicle {
  team: CheckedTeam;
  rating: number;
  normalMove: number;
  compared: number;
}

function checkVehicle(input: VehicleTestInput, opts: Readonly<VehicleRulesOptions>): CheckedVehicle {
  const i = assertInput("input", input);
  const team = checkTeam(i.vehicle as VehicleType, i.team as Team, "input.team");
  const rating = assertRating("input.driverRating", i.driverRating);
  const override = i.normalMoveInches;
  let normalMove: number;
  if (override === undefined) normalMove = vehicleNormalMove(i.vehicle as VehicleType, team, opts);
  else if (typeof override !== "number" || !Number.isFinite(override) || override < 0 || override > 48) {
    throw new RulesError("input.normalMoveInches", override, "must be a distance from 0 to 48");
  } else normalMove = override;
  // There is no lower or higher tested Quality for a team (no two-rider rule), so both readings agree.
  return { team, rating, normalMove, compared: team.testQuality };
}

/**
 * A 45° (or more) change of facing while moving fast wrecks the vehicle on a double 5 or double 6
 * of the fast-moving dice, including the tests taken in their place (L2602, L2626; guide I-18).
 */
export function isTurnWreckRoll(dice: readonly number[]): boolean {
  assertDice("dice", dice);
  return dice.length === 2 && dice[0] === dice[1] && dice[0]! >= 5;
}

const WRECKED: VehicleEffects = frozen({ wrecked: true, nextTest: NEXT.wreck });
const WRECKED_IN_WATER: VehicleEffects = frozen({
  wrecked: true,
  carriedDownstreamInches: 12,
  nextTest: NEXT.wreck,
});

function turnWrecked(roll: TableRoll): boolean {
  return isTurnWreckRoll(roll.dice) || (roll.followUp !== null && isTurnWreckRoll(roll.followUp.dice));
}

// ---------------------------------------------------------------- fast moving

export const VEHICLE_FAST_OUTCOMES = ["doubleMove", "oneAndHalfMove", "wrecked"] as const;
export type VehicleFastOutcome = (typeof VEHICLE_FAST_OUTCOMES)[number];
export type VehicleFastMovingResult = TableTestResult<
  "vehicleFastMoving",
  VehicleFastOutcome,
  VehicleEffects
>;

/**
 * FAST MOVING (L2610–2626) vs the team's Quality: pass 2 up to double the normal move, pass 1 the
 * Drivers test, pass 0 1.5×. Oxen may not move fast (L2458): asking is an error. With `turning45`
 * a double 5 or 6 on these dice or the Drivers test's wrecks the vehicle instead.
 */
export function rollVehicleFastMoving(
  source: DiceSource,
  input: VehicleTestInput & { turning45?: boolean },
  options?: Partial<VehicleRulesOptions>,
): VehicleFastMovingResult {
  const c = checkVehicle(input, vehicleOptions(options));
  if (c.team.animal === "ox") throw new RulesError("input.team.animal", "ox", "oxen may not move fast");
  const turning = assertFlag("input.turning45", input.turning45);
  const target = c.team.testQuality;
  const roll = qualityTableRoll(source, null, target, "driversTest", c.rating, c.compared);
  if (turning && turnWrecked(roll)) return tableResult("vehicleFastMoving", target, roll, "wrecked", WRECKED);
  return fastMoveResult("vehicleFastMoving", target, roll, c.normalMove);
}

// ---------------------------------------------------------------- driver challenge

const DRIVER_ATTEMPTS: MountEffects = frozen({ attempt: true, nextTest: NEXT.roughGoing });
const DRIVER_HESITATES: MountEffects = frozen({ nextTest: NEXT.driverChallengeRetry });

/**
 * DRIVER CHALLENGE (L2636–2650) vs the driver's Sand before rough going or a ford: the main-text rows
 * (pass 1 may give up or re-roll with pass 1 counting as pass 0), not the QRS's "refuse" (guide I-14).
 */
export function rollDriverChallenge(
  source: DiceSource,
  input: ChallengeInput,
): ChallengeResult<"driverChallenge"> {
  return rollChallenge(source, "driverChallenge", input, DRIVER_ATTEMPTS, DRIVER_HESITATES);
}

// ---------------------------------------------------------------- rough going

export const VEHICLE_ROUGH_OUTCOMES = ["goesThrough", "outOfControl", "wrecked"] as const;
export type VehicleRoughOutcome = (typeof VEHICLE_ROUGH_OUTCOMES)[number];
export type VehicleRoughGoingResult = TableTestResult<
  "vehicleRoughGoing",
  VehicleRoughOutcome,
  VehicleEffects
>;

const OUT_OF_CONTROL: VehicleEffects = frozen({ nextTest: NEXT.losingControl });

/**
 * ROUGH GOING for vehicles (L2654–2669), fast through rough ground or fording a watercourse up to
 * twice the vehicle's length: pass 2 up to double the normal move (printed so, guide I-19) and an
 * easy ford; pass 1 the Drivers test; pass 0 out of control → LOSING CONTROL at once. Oxen never
 * exceed their normal move (our reading: they may not move fast). `turning45` applies the wreck
 * check as for FAST MOVING (rough going replaces the fast-moving test).
 */
export function rollVehicleRoughGoing(
  source: DiceSource,
  input: VehicleTestInput & { fording?: boolean; turning45?: boolean },
  options?: Partial<VehicleRulesOptions>,
): VehicleRoughGoingResult {
  const c = checkVehicle(input, vehicleOptions(options));
  const fording = assertFlag("input.fording", input.fording);
  const turning = assertFlag("input.turning45", input.turning45);
  const target = c.team.testQuality;
  const roll = qualityTableRoll(source, null, target, "driversTest", c.rating, c.compared);
  if (turning && turnWrecked(roll)) return tableResult("vehicleRoughGoing", target, roll, "wrecked", WRECKED);
  if (roll.countedPasses === 0)
    return tableResult("vehicleRoughGoing", target, roll, "outOfControl", OUT_OF_CONTROL);
  const multiplier = c.team.animal === "ox" ? 1 : 2;
  const effects: VehicleEffects = fording
    ? { ...moveTimes(c.normalMove, multiplier), fordedEasily: true }
    : moveTimes(c.normalMove, multiplier);
  return tableResult("vehicleRoughGoing", target, roll, "goesThrough", effects);
}

// ---------------------------------------------------------------- losing control

export const LOSING_CONTROL_OUTCOMES = ["controlKept", "wrecked"] as const;
export type LosingControlOutcome = (typeof LOSING_CONTROL_OUTCOMES)[number];
export type LosingControlResult = TableTestResult<"losingControl", LosingControlOutcome, VehicleEffects>;

/** The driver's rating the rules fix for a runaway vehicle that hits something (L2857). */
export const RUNAWAY_DRIVER_RATING = 3;

/**
 * LOSING CONTROL (L2675–2693) vs the Driver Rating; Crack Teamster rolls 3d6 and counts the best two
 * (L3113). Pass 2 keeps control but only at normal move; pass 1 the Drivers test; pass 0 wrecks
 * (in a watercourse the vehicle flips and is carried 12" downstream).
 */
export function rollLosingControl(
  source: DiceSource,
  input: VehicleTestInput & { crackTeamster?: boolean; inWatercourse?: boolean },
  options?: Partial<VehicleRulesOptions>,
): LosingControlResult {
  const c = checkVehicle(input, vehicleOptions(options));
  const crack = assertFlag("input.crackTeamster", input.crackTeamster);
  const water = assertFlag("input.inWatercourse", input.inWatercourse);
  // The Driver Rating stands in for the Quality of the other tables; pass 1 still goes to the Drivers test.
  const dice = rollD6(source, crack ? 3 : 2);
  const roll = qualityTableRoll(source, dice, c.rating, "driversTest", c.rating, c.compared);
  return roll.countedPasses === 2
    ? tableResult("losingControl", c.rating, roll, "controlKept", moveTimes(c.normalMove, 1))
    : tableResult("losingControl", c.rating, roll, "wrecked", water ? WRECKED_IN_WATER : WRECKED);
}
