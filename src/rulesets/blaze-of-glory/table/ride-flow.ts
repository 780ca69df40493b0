import { passTestDistribution, type DiceSource } from "../../../rules/core";
import {
  ABANDONED_STATES,
  canBeRidden,
  rollDismountingUnderFire,
  rollMountMovingFast,
  rollMountRoughGoing,
  rollMountedChallenge,
  rollMountingUnderFire,
  rollSkittish,
  rollStayMounted,
  type AbandonedState,
  type MountState,
  type MountStatus,
  type MountType,
  type Quality,
} from "../../../rules/blaze-of-glory/mounts";
import {
  canMoveFast,
  rollDriverChallenge,
  rollLosingControl,
  rollVehicleFastMoving,
  rollVehicleRoughGoing,
  type DraftAnimal,
  type Team,
  type VehicleType,
} from "../../../rules/blaze-of-glory/vehicles";
import { I18N } from "../../../config";
import type { DieSpec } from "../../../shell/dice/bridge";
import { specs } from "../../../shell/dice/bridge";
import type { TestCardContext } from "../chat/cards";
import { groupView, odds, passDice, plainDice } from "../chat/format";
import { setCondition, type ActionGroup, type TableAction } from "./actions";
import { driverRatingOn, type CharacterDerived } from "../data/derive";
import type { CharacterSource, MountSource, VehicleSource } from "../data/source-types";

/**
 * Mount and vehicle tests from their sheets: which tests a horse or a vehicle can take now, the
 * rules-core call for each (dice through the bridge), and the generic test card of the result.
 * Pure: the sheet gathers the mount or vehicle and its rider or driver, the rules core decides.
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

export type RideTestId = MountTestId | VehicleTestId;

/** The figure riding or driving, as far as the tests go. */
export interface RideFigure {
  uuid: string;
  name: string;
  /** Horsemanship (a rider) or Driver Rating (a driver), as the rules core derived it. */
  rating: number;
  sand: number;
}

export interface MountSubject {
  name: string;
  type: MountType;
  quality: number;
  status: MountStatus;
  state: MountState;
  rider: RideFigure | null;
}

export interface VehicleSubject {
  name: string;
  vehicle: VehicleType;
  team: { animal: DraftAnimal; size: number; quality: number; leadQuality: number | null };
  driver: RideFigure | null;
}

export interface RideButton {
  test: RideTestId;
  label: string;
  hint: string;
  /** Lang key of why the test cannot be taken now; null when it can. */
  blocked: string | null;
  /** Lang key of the button's tooltip: why it is blocked, or what the test is. */
  tooltip: string;
}

const isAbandoned = (state: MountState): state is AbandonedState =>
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

/** The situation a ride test may ask about (each test asks only what its table reads). */
export const RIDE_OPTIONS = [
  "twoRiders",
  "jumping",
  "enclosed",
  "isRetry",
  "turning45",
  "fording",
  "crackTeamster",
  "inWatercourse",
] as const;
export type RideOption = (typeof RIDE_OPTIONS)[number];
export type RideOptions = Partial<Record<RideOption, boolean>>;

const ASKS: Record<RideTestId, RideOption[]> = {
  mountingUnderFire: ["twoRiders"],
  dismountingUnderFire: ["twoRiders"],
  mountMovingFast: ["twoRiders"],
  mountedChallenge: ["isRetry"],
  mountRoughGoing: ["twoRiders", "jumping"],
  stayMounted: [],
  skittish: ["enclosed"],
  vehicleFastMoving: ["turning45"],
  driverChallenge: ["isRetry"],
  vehicleRoughGoing: ["fording", "turning45"],
  losingControl: ["crackTeamster", "inWatercourse"],
};

/** The ride dialog: the questions this test's table reads (none: no dialog). */
export function rideDialogContext(test: RideTestId, subjectName: string, figureName: string) {
  return {
    title: `${I18N}.Ride.Test.${test}`,
    hint: `${I18N}.Ride.Hint.${test}`,
    name: figureName ? `${subjectName} · ${figureName}` : subjectName,
    options: ASKS[test].map((name) => ({ name, label: `${I18N}.Ride.Option.${name}`, checked: false })),
  };
}

/** The dialog's answers, only for the questions the test asks. */
export function readRideForm(test: RideTestId, data: Record<string, unknown>): RideOptions {
  return Object.fromEntries(ASKS[test].map((name) => [name, data[name] === true]));
}

/** What every mount and vehicle table result has in common (see docs/rules-api/mounts-and-vehicles). */
export interface RideResult {
  test: string;
  dice: readonly number[];
  target: number;
  passes: number;
  followUp?: {
    test: string;
    dice: readonly number[];
    target: number;
    passes: number;
    countsAs: number;
  } | null;
  reroll?: { dice: readonly number[]; passes: number } | null;
  countedPasses: number;
  outcome: string;
  effects: object;
  mishapDie?: number | null;
  moveAwayDie?: number | null;
}

/** The rider or driver a test reads (the sheet blocks the test without one). */
function need(figure: RideFigure | null, what: "rider" | "driver"): RideFigure {
  if (!figure) throw new Error(`no ${what}`);
  return figure;
}

function team(s: VehicleSubject): Team {
  const t: Team = { animal: s.team.animal, size: s.team.size, quality: s.team.quality as Quality };
  if (s.team.leadQuality !== null) t.leadQuality = s.team.leadQuality as Quality;
  return t;
}

/** Runs one mount test through the rules core. */
export function rollMountTest(
  source: DiceSource,
  test: MountTestId,
  s: MountSubject,
  o: RideOptions = {},
): RideResult {
  const quality = s.quality as Quality;
  const twoRiders = o.twoRiders === true;
  const move = () => ({
    quality,
    horsemanship: need(s.rider, "rider").rating,
    type: s.type,
    status: s.status,
    twoRiders,
  });
  switch (test) {
    case "mountingUnderFire":
      return rollMountingUnderFire(source, {
        quality,
        horsemanship: need(s.rider, "rider").rating,
        twoRiders,
      });
    case "dismountingUnderFire":
      return rollDismountingUnderFire(source, move());
    case "mountMovingFast":
      return rollMountMovingFast(source, move());
    case "mountedChallenge":
      return rollMountedChallenge(source, { sand: need(s.rider, "rider").sand, isRetry: o.isRetry === true });
    case "mountRoughGoing":
      return rollMountRoughGoing(source, { ...move(), jumping: o.jumping === true });
    case "stayMounted":
      return rollStayMounted(source, { horsemanship: need(s.rider, "rider").rating });
    case "skittish": {
      if (!isAbandoned(s.state)) throw new Error(`a ${s.state} mount does not test Skittish`);
      return rollSkittish(source, { quality, state: s.state, enclosed: o.enclosed === true });
    }
  }
}

/** Runs one vehicle test through the rules core. */
export function rollVehicleTest(
  source: DiceSource,
  test: VehicleTestId,
  s: VehicleSubject,
  o: RideOptions = {},
): RideResult {
  const input = () => ({ vehicle: s.vehicle, team: team(s), driverRating: need(s.driver, "driver").rating });
  switch (test) {
    case "vehicleFastMoving":
      return rollVehicleFastMoving(source, { ...input(), turning45: o.turning45 === true });
    case "driverChallenge":
      return rollDriverChallenge(source, {
        sand: need(s.driver, "driver").sand,
        isRetry: o.isRetry === true,
      });
    case "vehicleRoughGoing":
      return rollVehicleRoughGoing(source, {
        ...input(),
        fording: o.fording === true,
        turning45: o.turning45 === true,
      });
    case "losingControl":
      return rollLosingControl(source, {
        ...input(),
        crackTeamster: o.crackTeamster === true,
        inWatercourse: o.inWatercourse === true,
      });
  }
}

/** The dice of a result in the order the rules read them: the table, its follow-up, an extra die. */
export function rideDice(r: RideResult): DieSpec[] {
  const out = specs(r.dice, "test", "test");
  if (r.followUp) out.push(...specs(r.followUp.dice, "test", "followUp"));
  if (r.reroll) out.push(...specs(r.reroll.dice, "reroll", "reroll"));
  if (typeof r.mishapDie === "number") out.push(...specs([r.mishapDie], "extra", "mishap"));
  if (typeof r.moveAwayDie === "number") out.push(...specs([r.moveAwayDie], "extra", "moveAway"));
  return out;
}

/** Effects shown as a line of their own (the rest are numbers or names, shown as facts). */
export const RIDE_FLAG_EFFECTS = [
  "mounted",
  "dismounted",
  "readyNextActivation",
  "spinAbout",
  "retryNextActivation",
  "mountBolts",
  "riderDragged",
  "riderThrown",
  "oofMinimum",
  "prone",
  "winded",
  "jumpCleared",
  "fordedEasily",
  "wrecked",
  "mustEscapeEnclosure",
] as const;

/** Effects with a distance in inches. */
export const RIDE_INCH_EFFECTS = [
  "moveInches",
  "boltInches",
  "moveAwayInches",
  "downstreamInches",
  "carriedDownstreamInches",
] as const;

export interface RideFact {
  label: string;
  value: string;
  valueKey: string | null;
}

export type RideCardContext = TestCardContext & { facts: RideFact[] };

const inchesText = (n: number) => (Number.isInteger(n) ? `${n}"` : `${n.toFixed(1)}"`);

/** What the result asks the table to change on the rider or driver (applied from the card). */
export function rideActions(r: RideResult, figure: RideFigure | null): ActionGroup[] {
  if (!figure) return [];
  const e = r.effects as Record<string, unknown>;
  const actions: TableAction[] = [];
  if (e.mounted === true) actions.push(setCondition(figure.uuid, "mounted"));
  if (e.dismounted === true || e.riderThrown === true || e.riderDragged === true)
    actions.push(setCondition(figure.uuid, "mounted", false));
  if (e.prone === true) actions.push(setCondition(figure.uuid, "prone"));
  return actions.length
    ? [{ id: "ride", label: `${I18N}.Chat.Apply`, name: figure.name, actions, auto: false }]
    : [];
}

/** The generic test card of a mount or vehicle test. */
export function rideCard(r: RideResult, subjectName: string, figure: RideFigure | null): RideCardContext {
  const outcome = `${I18N}.Outcome.Ride.${r.test}.${r.outcome}`;
  const line = (
    label: string,
    roll: { dice: readonly number[]; passes: number },
    target: number,
    name = "",
  ): TestCardContext["lines"][number] => ({
    label,
    name,
    dice: passDice(roll.dice, target),
    target,
    passes: roll.passes,
    outcome,
  });
  const lines = [
    {
      ...line(`${I18N}.Ride.Test.${r.test}`, r, r.target),
      // The table's own line only leads to the test that decides.
      outcome: r.followUp || r.reroll ? `${I18N}.Ride.FollowedUp` : outcome,
    },
  ];
  if (r.followUp)
    lines.push(line(`${I18N}.Ride.FollowUp.${r.followUp.test}`, r.followUp, r.followUp.target, figure?.name));
  if (r.reroll) lines.push(line(`${I18N}.Chat.Reroll`, r.reroll, r.target));
  const extra = r.mishapDie ?? r.moveAwayDie ?? null;
  if (extra !== null)
    lines.push({
      label: `${I18N}.Ride.ExtraDie`,
      name: "",
      dice: plainDice([extra]),
      target: null,
      passes: null,
      outcome,
    });
  const e = r.effects as Record<string, unknown>;
  const notes = RIDE_FLAG_EFFECTS.filter((k) => e[k] === true).map((k) => `${I18N}.Ride.Effect.${k}`);
  if (e.attempt === false) notes.push(`${I18N}.Ride.Effect.noAttempt`);
  const facts: RideFact[] = [];
  for (const k of RIDE_INCH_EFFECTS) {
    if (typeof e[k] === "number")
      facts.push({ label: `${I18N}.Ride.Effect.${k}`, value: inchesText(e[k]), valueKey: null });
  }
  // Facts whose value is a name of its own (a weapon, the mount's state, the next test).
  const named = (effect: string, valueKey: string) =>
    facts.push({ label: `${I18N}.Ride.Effect.${effect}`, value: "", valueKey });
  if (typeof e.damageAs === "string") named("damageAs", `${I18N}.Weapon.${e.damageAs}`);
  if (typeof e.mountState === "string") named("mountState", `${I18N}.MountState.${e.mountState}`);
  const nextTest = e.nextTest as { test: string; when: string } | undefined;
  if (nextTest)
    named(nextTest.when === "now" ? "nextTestNow" : "nextTestLater", `${I18N}.Ride.Next.${nextTest.test}`);
  return {
    kind: "task",
    title: `${I18N}.Ride.Test.${r.test}`,
    name: figure ? `${subjectName} · ${figure.name}` : subjectName,
    lines,
    // The exact chance of each pass count on the test's own roll (re-rolls and follow-ups aside).
    odds: passTestDistribution(r.dice.length, r.target, r.dice.length).map((f, n) => ({
      ...odds(f),
      label: `${I18N}.Chat.Passes`,
      n,
    })),
    notes,
    groups: rideActions(r, figure).map((g) => groupView(g)),
    facts,
  };
}

/** A rider or driver as an actor gives it: its source data and what the rules core derived. */
export interface RideActorData {
  uuid: string;
  name: string;
  system: CharacterSource;
  derived: Pick<CharacterDerived, "horsemanship">;
}

export function mountSubject(name: string, system: MountSource, rider: RideActorData | null): MountSubject {
  return {
    name,
    type: system.mountType,
    quality: system.quality,
    status: system.status,
    state: system.state,
    rider: rider && {
      uuid: rider.uuid,
      name: rider.name,
      rating: rider.derived.horsemanship,
      sand: rider.system.sand,
    },
  };
}

export function vehicleSubject(
  name: string,
  system: VehicleSource,
  driver: RideActorData | null,
): VehicleSubject {
  return {
    name,
    vehicle: system.vehicleType,
    team: { ...system.team },
    driver: driver && {
      uuid: driver.uuid,
      name: driver.name,
      rating: driverRatingOn(system, driver.system),
      sand: driver.system.sand,
    },
  };
}
