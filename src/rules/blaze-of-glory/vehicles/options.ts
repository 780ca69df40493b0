import { readOptions } from "../../core/checks";
import { DEFAULT_MOUNT_OPTIONS, type MountRulesOptions, mountOptions } from "../mounts";
import { frozen } from "../../core/frozen";

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

/** The vehicles' own options; the mount options come first. */
const VEHICLE_ONLY_DEFAULTS: Pick<VehicleRulesOptions, "threeAnimalTeamMove" | "driverDisabledScore"> = {
  threeAnimalTeamMove: "asTwo",
  driverDisabledScore: "activationDie",
};

export const DEFAULT_VEHICLE_OPTIONS: Readonly<VehicleRulesOptions> = frozen({
  ...DEFAULT_MOUNT_OPTIONS,
  ...VEHICLE_ONLY_DEFAULTS,
});

export function vehicleOptions(options?: Partial<VehicleRulesOptions>): Readonly<VehicleRulesOptions> {
  if (options === undefined) return DEFAULT_VEHICLE_OPTIONS;
  return {
    ...mountOptions(options),
    ...readOptions(options, "options", VEHICLE_ONLY_DEFAULTS, {
      threeAnimalTeamMove: ["asTwo", "asFour"],
      driverDisabledScore: ["activationDie", "twoDiceTotal"],
    }),
  };
}
