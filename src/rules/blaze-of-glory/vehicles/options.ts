import { RulesError, assertOneOf } from "../../core";
import { DEFAULT_MOUNT_OPTIONS, type MountRulesOptions, mountOptions } from "../mounts";

/** Vehicle choices the book leaves open, plus the mount options the shared tables use. */
export interface VehicleRulesOptions extends MountRulesOptions {
  /**
   * Move of a wagon or stage behind exactly three animals: the book lists only 2 (6") and 4+ (10").
   * Our reading `"asTwo"`: 10" needs four animals.
   */
  threeAnimalTeamMove: "asTwo" | "asFour";
  /**
   * DRIVER DISABLED: which "score" stops the runaway vehicle when it is at or under the normal move
   * (guide §2.15 **OPEN**). `"activationDie"`: the side's activation die that activation (so a vehicle
   * stops at the end of the activation after its driver falls); `"twoDiceTotal"`: a 2d6 total rolled
   * at the end of each of its activations.
   */
  driverDisabledScore: "activationDie" | "twoDiceTotal";
}

export const DEFAULT_VEHICLE_OPTIONS: Readonly<VehicleRulesOptions> = Object.freeze({
  ...DEFAULT_MOUNT_OPTIONS,
  threeAnimalTeamMove: "asTwo",
  driverDisabledScore: "activationDie",
});

export function vehicleOptions(options?: Partial<VehicleRulesOptions>): Readonly<VehicleRulesOptions> {
  if (options === undefined) return DEFAULT_VEHICLE_OPTIONS;
  if (typeof options !== "object" || options === null)
    throw new RulesError("options", options, "must be an object");
  return {
    ...mountOptions(options),
    threeAnimalTeamMove: assertOneOf(
      "options.threeAnimalTeamMove",
      options.threeAnimalTeamMove ?? DEFAULT_VEHICLE_OPTIONS.threeAnimalTeamMove,
      ["asTwo", "asFour"] as const,
    ),
    driverDisabledScore: assertOneOf(
      "options.driverDisabledScore",
      options.driverDisabledScore ?? DEFAULT_VEHICLE_OPTIONS.driverDisabledScore,
      ["activationDie", "twoDiceTotal"] as const,
    ),
  };
}
