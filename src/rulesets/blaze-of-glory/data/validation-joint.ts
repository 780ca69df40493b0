import { RulesError } from "../../../rules/core";
import { checkTeam } from "../../../rules/blaze-of-glory/vehicles";
import type { Quality } from "../../../rules/blaze-of-glory/mounts";
import { I18N } from "../../../config";
import type { Problem } from "./validation";
import type { VehicleSource } from "./source-types";

/**
 * Checks that involve several fields, asked of the rules core. Pure; the data models'
 * `validateJoint` call these.
 */

/** The team must suit the vehicle: its animals, and a size the vehicle takes. */
export function vehicleTeamProblem(data: Pick<VehicleSource, "vehicleType" | "team">): Problem | null {
  if (!data?.team || !data.vehicleType) return null;
  try {
    checkTeam(data.vehicleType, {
      ...data.team,
      quality: data.team.quality as Quality,
      leadQuality: data.team.leadQuality as Quality | null,
    });
    return null;
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return {
      key: `${I18N}.Validation.Team`,
      data: { detail: error.message },
      message: `this team cannot draw the vehicle: ${error.message}`,
    };
  }
}
