import {
  ABANDONED_STATES,
  canBeRidden,
  type MountState,
  type MountStatus,
  type AbandonedState,
} from "../../../rules/blaze-of-glory/mounts";
import { canMoveFast, type DraftAnimal } from "../../../rules/blaze-of-glory/vehicles";
import { I18N } from "../../../config";

/**
 * The mount and vehicle tests a sheet offers, and its buttons: apart from the flows in
 * `ride-flow.ts` so that the sheets, which load at startup, do not pull the flows with them.
 */

export const MOUNT_TESTS = [
  "mountingUnderFire",
  "dismountingUnderFire",
  "mountMovingFast",
  "mountedChallenge",
  "mountRoughGoing",
  "stayMounted",
  "skittish",
] as const;
export type MountTestId = (typeof MOUNT_TESTS)[number];

export const VEHICLE_TESTS = [
  "vehicleFastMoving",
  "driverChallenge",
  "vehicleRoughGoing",
  "losingControl",
] as const;
export type VehicleTestId = (typeof VEHICLE_TESTS)[number];

/** Tests only a result leads to (a card's button, never the sheet's). */
export const MOUNT_FOLLOW_TESTS = ["riderThrown", "dragFree"] as const;
export const VEHICLE_FOLLOW_TESTS = ["passengerThrown", "wreck"] as const;
export type MountRollId = MountTestId | (typeof MOUNT_FOLLOW_TESTS)[number];
export type VehicleRollId = VehicleTestId | (typeof VEHICLE_FOLLOW_TESTS)[number];

export type RideTestId = MountRollId | VehicleRollId;

export interface RideButton {
  test: RideTestId;
  label: string;
  hint: string;
  /** Lang key of why the test cannot be taken now; null when it can. */
  blocked: string | null;
  /** Lang key of the button's tooltip: why it is blocked, or what the test is. */
  tooltip: string;
}

export const isAbandoned = (state: MountState): state is AbandonedState =>
  (ABANDONED_STATES as readonly string[]).includes(state);

function button(test: RideTestId, blocked: string | null): RideButton {
  const hint = `${I18N}.Ride.Hint.${test}`;
  return { test, label: `${I18N}.Ride.Test.${test}`, hint, blocked, tooltip: blocked ?? hint };
}

/** What the buttons depend on: the mount's wounds and where it stands, and whether it has a rider. */
export interface MountButtonsInput {
  status: MountStatus;
  state: MountState;
  hasRider: boolean;
}

/** The mount sheet's test buttons, each with the reason it is unavailable (if it is). */
export function mountTestButtons(m: MountButtonsInput): RideButton[] {
  return MOUNT_TESTS.map((test) => {
    let blocked: string | null = null;
    if (test === "skittish") {
      if (!isAbandoned(m.state)) blocked = `${I18N}.Ride.Blocked.notAbandoned`;
    } else if (!m.hasRider) blocked = `${I18N}.Ride.Blocked.noRider`;
    else if (test !== "stayMounted" && test !== "dismountingUnderFire" && !canBeRidden(m.status))
      blocked = `${I18N}.Ride.Blocked.cannotBeRidden`;
    return button(test, blocked);
  });
}

/** The vehicle sheet's test buttons. */
export function vehicleTestButtons(v: { animal: DraftAnimal; hasDriver: boolean }): RideButton[] {
  return VEHICLE_TESTS.map((test) => {
    let blocked: string | null = null;
    if (!v.hasDriver) blocked = `${I18N}.Ride.Blocked.noDriver`;
    else if (test === "vehicleFastMoving" && !canMoveFast(v.animal))
      blocked = `${I18N}.Ride.Blocked.cannotMoveFast`;
    return button(test, blocked);
  });
}
