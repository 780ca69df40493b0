import type { DamageAs, MountStatus, NextTest } from "../mounts";
import type { CoverCode } from "./vehicles";

/** Everything a vehicle test can ask the caller to apply. Only the fields a row sets are present. */
export interface VehicleEffects {
  readonly moveMultiplier?: number;
  /** Furthest the vehicle may move this activation, in inches. */
  readonly moveInches?: number;
  readonly attempt?: boolean;
  readonly fordedEasily?: boolean;
  /** The vehicle is wrecked: on its side; everyone aboard takes PASSENGER THROWN; animals roll. */
  readonly wrecked?: boolean;
  /** A wreck in a watercourse flips the vehicle and carries it this far downstream. */
  readonly carriedDownstreamInches?: number;
  /** Passenger thrown into a watercourse: which bank he comes to rest on, 12" downstream. */
  readonly bank?: "left" | "right";
  readonly downstreamInches?: number;
  readonly damageAs?: DamageAs;
  readonly oofMinimum?: boolean;
  /** Cover the victim of a trample counts for the damage roll. */
  readonly cover?: CoverCode;
  readonly trampled?: boolean;
  readonly animalStatus?: MountStatus;
  readonly animalHalfMove?: boolean;
  readonly animalCannotBeHitched?: boolean;
  readonly physicallyFitAfterBattle?: boolean;
  /** Not moving fast when a team animal went down: it goes this much further, then stops. */
  readonly stopsAfterInches?: number;
  /** The vehicle may not move until the animal is cut out of the traces. */
  readonly immobileUntilCutOut?: boolean;
  readonly nextTest?: NextTest;
}
