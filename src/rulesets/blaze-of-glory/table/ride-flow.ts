import { passTestDistribution, type DiceSource } from "../../../rules/core";
import {
  rollDismountingUnderFire,
  rollDragFree,
  rollRiderThrown,
  rollMountMovingFast,
  rollMountRoughGoing,
  rollMountedChallenge,
  rollMountingUnderFire,
  rollSkittish,
  rollStayMounted,
  type MountEffects,
  type MountState,
  type NextTestId,
  type Quality,
} from "../../../rules/blaze-of-glory/mounts";
import {
  rollDriverChallenge,
  rollLosingControl,
  rollPassengerThrown,
  rollVehicleFastMoving,
  rollVehicleRoughGoing,
  rollWreck,
  type DraftAnimal,
  type WreckedAnimal,
  type Team,
  type VehicleType,
} from "../../../rules/blaze-of-glory/vehicles";
import { rollDamageAs, type DamageAsResult } from "../../../rules/blaze-of-glory/shooting";
import { I18N } from "../../../config";
import type { DieSpec } from "../../../shell/dice/bridge";
import { specs } from "../../../shell/dice/bridge";
import type { TestCardContext } from "../chat/cards";
import { groupView, odds, passDice, plainDice } from "../chat/format";
import { followUpView, headline, type FollowUpView } from "../chat/format";
import {
  setCondition,
  woundActions,
  type ActionGroup,
  type FollowUp,
  type RideFollowTest,
  type TableAction,
} from "./actions";
import { driverRatingOn, type CharacterDerived } from "../data/derive";
import { mountFacts, type TableMount } from "./figure";
import type { CharacterSource, MountSource, VehicleSource, WoundsSource } from "../data/source-types";

import { isAbandoned, type MountRollId, type RideTestId, type VehicleRollId } from "./ride-tests";
export * from "./ride-tests";

/**
 * Mount and vehicle tests from their sheets: which tests a horse or a vehicle can take now, the
 * rules-core call for each (dice through the bridge), and the generic test card of the result.
 * Pure: the sheet gathers the mount or vehicle and its rider or driver, the rules core decides.
 */

/** The figure riding, driving or aboard, as far as the tests and a fall go. */
export interface RideFigure {
  uuid: string;
  name: string;
  /** Horsemanship (a rider) or Driver Rating (a driver), as the rules core derived it. */
  rating: number;
  sand: number;
  toughness: number;
  wounds: WoundsSource;
}

/** A figure named by a card: who is aboard a vehicle. */
export interface FigureRef {
  uuid: string;
  name: string;
}

/** A mount and its rider; `uuid` blank: a mount no document stands for, and nothing to change. */
export interface MountSubject extends Omit<TableMount, "notOwned"> {
  rider: RideFigure | null;
}

export interface VehicleSubject {
  uuid: string;
  name: string;
  vehicle: VehicleType;
  team: { animal: DraftAnimal; size: number; quality: number; leadQuality: number | null };
  driver: RideFigure | null;
  passengers: readonly FigureRef[];
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
  "tiesUp",
  "movingOver18",
] as const;
export type RideOption = (typeof RIDE_OPTIONS)[number];
export type RideOptions = Partial<Record<RideOption, boolean>>;

const ASKS: Record<RideTestId, RideOption[]> = {
  mountingUnderFire: ["twoRiders"],
  dismountingUnderFire: ["twoRiders", "tiesUp"],
  mountMovingFast: ["twoRiders"],
  mountedChallenge: ["isRetry"],
  mountRoughGoing: ["twoRiders", "jumping"],
  stayMounted: [],
  skittish: ["enclosed"],
  vehicleFastMoving: ["turning45"],
  driverChallenge: ["isRetry"],
  vehicleRoughGoing: ["fording", "turning45"],
  losingControl: ["crackTeamster", "inWatercourse"],
  riderThrown: ["movingOver18"],
  dragFree: [],
  passengerThrown: ["movingOver18", "inWatercourse"],
  wreck: ["inWatercourse"],
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
  /** PASSENGER THROWN into a watercourse: the die for the bank. */
  bankDie?: number | null;
  /** A wreck: each animal of the team (its 1d6, and a hit's roll on the team table). */
  animals?: readonly WreckedAnimal[];
  /** What the table adds to the rules core's result: see `RideTable`. */
  table?: RideTable;
}

/**
 * What the table adds to a test's result so the card can change documents: the mount or vehicle,
 * the figure who tested, everyone aboard, the damage of a fall (rolled with the test, on the same
 * dice), and the dialog's answers that only the table reads.
 */
export interface RideTable {
  subject: { kind: "mount" | "vehicle"; uuid: string; name: string };
  figure: RideFigure | null;
  /** The rider, or the vehicle's driver and passengers (driver first). */
  aboard: FigureRef[];
  damage: DamageAsResult | null;
  /** Dismounting: faced the mount and tied it up (L2125). */
  tiesUp: boolean;
  inWatercourse: boolean;
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

const refOf = (f: { uuid: string; name: string }): FigureRef => ({ uuid: f.uuid, name: f.name });

/**
 * The result with what the table needs; a fall or a drag ("damage as if shot with ...") is rolled
 * here, on the same dice, for the figure who tested.
 */
function withTable(source: DiceSource, r: RideResult, t: Omit<RideTable, "damage">): RideResult {
  const e = r.effects as MountEffects;
  const damage =
    t.figure && e.damageAs
      ? rollDamageAs(source, {
          weapon: e.damageAs,
          toughness: t.figure.toughness,
          wounds: t.figure.wounds,
          oofMinimum: e.oofMinimum === true,
        })
      : null;
  return { ...r, table: { ...t, damage } };
}

/** Runs one mount test through the rules core (the rider tests, or for Skittish the mount alone). */
export function rollMountTest(
  source: DiceSource,
  test: MountRollId,
  s: MountSubject,
  o: RideOptions = {},
): RideResult {
  const r = mountCore(source, test, s, o);
  return withTable(source, r, {
    subject: { kind: "mount", uuid: s.uuid, name: s.name },
    figure: s.rider,
    aboard: s.rider ? [refOf(s.rider)] : [],
    tiesUp: o.tiesUp === true,
    inWatercourse: false,
  });
}

function mountCore(source: DiceSource, test: MountRollId, s: MountSubject, o: RideOptions): RideResult {
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
    case "riderThrown":
      return rollRiderThrown(source, {
        toughness: need(s.rider, "rider").toughness,
        movingOver18Inches: o.movingOver18 === true,
      });
    case "dragFree": {
      const r = rollDragFree(source, {
        horsemanship: need(s.rider, "rider").rating,
        type: s.type,
        status: s.status,
      });
      return { ...r, countedPasses: r.passes };
    }
  }
}

/**
 * Runs one vehicle test through the rules core. `who` takes it: the driver, or for PASSENGER THROWN
 * whoever was aboard.
 */
export function rollVehicleTest(
  source: DiceSource,
  test: VehicleRollId,
  s: VehicleSubject,
  o: RideOptions = {},
  who: RideFigure | null = s.driver,
): RideResult {
  const r = vehicleCore(source, test, s, o, who);
  const water = o.inWatercourse === true;
  return withTable(source, r, {
    subject: { kind: "vehicle", uuid: s.uuid, name: s.name },
    figure: who,
    aboard: [
      ...(s.driver ? [refOf(s.driver)] : []),
      ...s.passengers.filter((p) => p.uuid !== s.driver?.uuid),
    ],
    tiesUp: false,
    inWatercourse: water,
  });
}

function vehicleCore(
  source: DiceSource,
  test: VehicleRollId,
  s: VehicleSubject,
  o: RideOptions,
  who: RideFigure | null,
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
    case "passengerThrown":
      return rollPassengerThrown(source, {
        toughness: need(who, "driver").toughness,
        movingOver18Inches: o.movingOver18 === true,
        inWatercourse: o.inWatercourse === true,
      });
    case "wreck": {
      const w = rollWreck(source, {
        vehicle: s.vehicle,
        team: team(s),
        inWatercourse: o.inWatercourse === true,
      });
      // The wreck's own dice are the animals', shown one line each (see `rideCard`).
      return {
        test: "wreck",
        dice: [],
        target: 0,
        passes: 0,
        countedPasses: 0,
        outcome: "wrecked",
        effects: w.effects,
        animals: w.animals,
      };
    }
  }
}

/** The dice of a result in the order the rules read them: the table, its follow-up, an extra die. */
export function rideDice(r: RideResult): DieSpec[] {
  const out = specs(r.dice, "test", "test");
  if (r.followUp) out.push(...specs(r.followUp.dice, "test", "followUp"));
  if (r.reroll) out.push(...specs(r.reroll.dice, "reroll", "reroll"));
  if (typeof r.mishapDie === "number") out.push(...specs([r.mishapDie], "extra", "mishap"));
  if (typeof r.moveAwayDie === "number") out.push(...specs([r.moveAwayDie], "extra", "moveAway"));
  if (typeof r.bankDie === "number") out.push(...specs([r.bankDie], "extra", "bank"));
  r.animals?.forEach((a, i) => {
    out.push(...specs([a.die], "extra", `animal${i}`));
    if (!a.hit) return;
    out.push(...specs([a.hit.locationDie], "extra", `animalHit${i}`));
    out.push(...specs(a.hit.dice, "test", `animalHit${i}`));
    if (a.hit.stumbleDie !== null) out.push(...specs([a.hit.stumbleDie], "extra", `stumble${i}`));
  });
  const d = r.table?.damage;
  if (d) {
    out.push(
      { faces: 6, purpose: "white", step: "damage" },
      { faces: 6, purpose: "coloured", step: "damage" },
    );
    if (d.recovery) out.push(...specs(d.recovery, "recovery", "recovery"));
  }
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

export type RideCardContext = TestCardContext & { facts: RideFact[]; followUps: FollowUpView[] };

const inchesText = (n: number) => (Number.isInteger(n) ? `${n}"` : `${n.toFixed(1)}"`);

type Effects = MountEffects & { wrecked?: boolean; carriedDownstreamInches?: number };

/**
 * Where a result leaves the mount (a vehicle has no such field): up in the saddle it is ridden;
 * left facing it and tied up, tied, otherwise loose; bolting with the rider dragged, run away; a
 * thrown rider leaves it loose; Skittish names its own. Null when it stays where it was.
 */
export function mountStateAfter(r: RideResult): MountState | null {
  if (r.table?.subject.kind === "vehicle") return null;
  const e = r.effects as Effects;
  if (e.mountState) return e.mountState;
  if (e.mounted) return "ridden";
  if (e.dismounted) return r.table?.tiesUp ? "tied" : "loose";
  if (e.riderDragged) return "runaway";
  if (e.riderThrown) return "loose";
  return null;
}

/** A moving-fast result (up to 1.5× or 2× the normal move): the figures aboard are moving fast. */
function movedFast(e: Effects): boolean {
  return typeof e.moveMultiplier === "number" && e.moveMultiplier > 1;
}

/**
 * What the result asks the table to change: on the figure who tested (mounted or not, prone, moving
 * fast, the wounds of a fall), on the others aboard (moving fast with the vehicle), and on the mount
 * (where it now stands). `figure` defaults to the one the table recorded.
 */
export function rideActions(
  r: RideResult,
  figure: RideFigure | null = r.table?.figure ?? null,
): ActionGroup[] {
  const e = r.effects as Effects;
  const groups: ActionGroup[] = [];
  const fast = movedFast(e);
  if (figure) {
    const actions: TableAction[] = [];
    if (e.mounted === true) actions.push(setCondition(figure.uuid, "mounted"));
    if (e.dismounted === true || e.riderThrown === true || e.riderDragged === true)
      actions.push(setCondition(figure.uuid, "mounted", false));
    if (e.prone === true) actions.push(setCondition(figure.uuid, "prone"));
    if (fast) actions.push(setCondition(figure.uuid, "movingFast"));
    const d = r.table?.damage;
    if (d) {
      actions.push(...woundActions(figure.uuid, figure.wounds, d.wounds));
      if (d.outcome === "outOfTheFight" || d.outcome === "obviouslyDead")
        actions.push(setCondition(figure.uuid, d.outcome));
    }
    if (actions.length)
      groups.push({ id: "ride", label: `${I18N}.Chat.Apply`, name: figure.name, actions, auto: false });
  }
  const others = fast ? (r.table?.aboard ?? []).filter((p) => p.uuid !== figure?.uuid) : [];
  others.forEach((p, i) =>
    groups.push({
      id: `aboard${i}`,
      label: `${I18N}.Chat.Apply`,
      name: p.name,
      actions: [setCondition(p.uuid, "movingFast")],
      auto: false,
    }),
  );
  const subject = r.table?.subject;
  const state = mountStateAfter(r);
  if (subject?.kind === "mount" && subject.uuid && (state || e.mountStatus)) {
    const actions: TableAction[] = [];
    if (e.mountStatus) actions.push({ type: "mount", actor: subject.uuid, status: e.mountStatus });
    if (state) actions.push({ type: "mount", actor: subject.uuid, state });
    groups.push({ id: "mount", label: `${I18N}.Chat.Apply`, name: subject.name, actions, auto: false });
  }
  return groups;
}

/** The test a rules-core "next test" names, on this mount or vehicle. */
function followTest(next: NextTestId, kind: "mount" | "vehicle"): RideFollowTest {
  switch (next) {
    case "mountedChallengeRetry":
      return "mountedChallenge";
    case "driverChallengeRetry":
      return "driverChallenge";
    case "roughGoing":
      return kind === "mount" ? "mountRoughGoing" : "vehicleRoughGoing";
    default:
      return next;
  }
}

/**
 * The next test a result names, as the card's button: the figure who tested takes it (RIDER THROWN,
 * DRAG FREE, STAY MOUNTED, LOSING CONTROL...), the vehicle takes a WRECK, and everyone aboard a
 * wrecked vehicle takes PASSENGER THROWN.
 */
export function rideFollowUps(
  r: RideResult,
  reason = `${I18N}.Outcome.Ride.${r.test}.${r.outcome}`,
): FollowUp[] {
  const t = r.table;
  const e = r.effects as Effects;
  const next = e.nextTest;
  if (!t || !t.subject.uuid || !next) return [];
  const test = followTest(next.test, t.subject.kind);
  const base = { type: "ride" as const, test, subject: t.subject.uuid, reason };
  if (test === "wreck") {
    const water = t.inWatercourse || typeof e.carriedDownstreamInches === "number";
    return [
      { ...base, actor: t.subject.uuid, name: t.subject.name, ...(water ? { inWatercourse: true } : {}) },
    ];
  }
  if (test === "passengerThrown") {
    const water = t.inWatercourse || typeof e.carriedDownstreamInches === "number";
    return t.aboard.map((p) => ({
      ...base,
      actor: p.uuid,
      name: p.name,
      ...(water ? { inWatercourse: true } : {}),
    }));
  }
  // A fall that took him out of the fight ends his riding: no test follows (L2165 "while alive").
  const down = t.damage?.outcome === "outOfTheFight" || t.damage?.outcome === "obviouslyDead";
  if (!t.figure || down) return [];
  const retry = next.test === "mountedChallengeRetry" || next.test === "driverChallengeRetry";
  return [{ ...base, actor: t.figure.uuid, name: t.figure.name, ...(retry ? { retry: true } : {}) }];
}

/** One line per animal of a wrecked team: broke free, or its roll on the team table. */
function animalLines(animals: readonly WreckedAnimal[]): TestCardContext["lines"] {
  return animals.map((a) => {
    const name = `#${a.index + 1}`;
    if (!a.hit)
      return {
        label: `${I18N}.Ride.Animal`,
        name,
        dice: plainDice([a.die]),
        target: null,
        passes: null,
        outcome: `${I18N}.Outcome.AnimalHit.brokeFree`,
      };
    return {
      label: `${I18N}.Ride.AnimalLocation.${a.hit.location}`,
      name,
      dice: [...plainDice([a.die, a.hit.locationDie]), ...passDice(a.hit.dice, a.hit.target)],
      target: a.hit.target,
      passes: a.hit.passes,
      outcome: `${I18N}.MountStatus.${a.hit.status}`,
    };
  });
}

/** The damage of a fall: the damage dice, then RECOVERIN' FROM I'M HIT! against Toughness. */
function damageLines(d: DamageAsResult, toughness: number): TestCardContext["lines"] {
  const outcome = `${I18N}.Outcome.Target.${d.outcome}`;
  const lines: TestCardContext["lines"] = [
    {
      label: `${I18N}.Ride.Damage`,
      name: "",
      dice: plainDice([d.white, d.coloured]),
      target: null,
      passes: null,
      outcome: d.recovery ? `${I18N}.Table.Location.${d.location}` : outcome,
    },
  ];
  if (d.recovery)
    lines.push({
      label: `${I18N}.Chat.ImHit`,
      name: "",
      dice: passDice(d.recovery, toughness),
      target: toughness,
      passes: d.passes,
      outcome,
    });
  return lines;
}

/** The generic test card of a mount or vehicle test, with its Apply buttons and next tests. */
export function rideCard(
  r: RideResult,
  subjectName: string,
  figure: RideFigure | null = r.table?.figure ?? null,
): RideCardContext {
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
  const lines: TestCardContext["lines"] = r.animals
    ? animalLines(r.animals)
    : [
        {
          ...line(`${I18N}.Ride.Test.${r.test}`, r, r.target),
          // The table's own line only leads to the test that decides.
          outcome: r.followUp || r.reroll ? `${I18N}.Ride.FollowedUp` : outcome,
        },
      ];
  if (r.followUp)
    lines.push(line(`${I18N}.Ride.FollowUp.${r.followUp.test}`, r.followUp, r.followUp.target, figure?.name));
  if (r.reroll) lines.push(line(`${I18N}.Chat.Reroll`, r.reroll, r.target));
  const extra = r.mishapDie ?? r.moveAwayDie ?? r.bankDie ?? null;
  if (extra !== null)
    lines.push({
      label: `${I18N}.Ride.ExtraDie`,
      name: "",
      dice: plainDice([extra]),
      target: null,
      passes: null,
      outcome,
    });
  const damage = r.table?.damage;
  if (damage && figure) lines.push(...damageLines(damage, figure.toughness));
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
  if (damage) named("hitLocation", `${I18N}.Table.Location.${damage.location}`);
  const state = mountStateAfter(r);
  if (state) named("mountState", `${I18N}.MountState.${state}`);
  if (typeof e.bank === "string") named("bank", `${I18N}.Ride.Bank.${e.bank}`);
  const nextTest = e.nextTest as { test: string; when: string } | undefined;
  if (nextTest)
    named(nextTest.when === "now" ? "nextTestNow" : "nextTestLater", `${I18N}.Ride.Next.${nextTest.test}`);
  const who = figure?.name ?? subjectName;
  const head = [headline("fate", { name: who, what: outcome })];
  if (damage)
    head.push(
      headline("fate", {
        name: who,
        what: `${I18N}.Outcome.Target.${damage.outcome}`,
        tone: damage.outcome === "scratch" ? "" : "bad",
      }),
    );
  return {
    kind: "task",
    headline: head,
    title: `${I18N}.Ride.Test.${r.test}`,
    name: figure ? `${subjectName} · ${figure.name}` : subjectName,
    lines,
    // The exact chance of each pass count on the test's own roll (re-rolls and follow-ups aside).
    odds: r.dice.length
      ? passTestDistribution(r.dice.length, r.target, r.dice.length).map((f, n) => ({
          ...odds(f),
          label: `${I18N}.Chat.Passes`,
          n,
        }))
      : [],
    notes,
    groups: rideActions(r, figure).map((g) => groupView(g)),
    followUps: rideFollowUps(r).map(followUpView),
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

/** The figure as the tests read it, with his Horsemanship or Driver Rating. */
export function rideFigure(a: RideActorData, rating: number): RideFigure {
  return {
    uuid: a.uuid,
    name: a.name,
    rating,
    sand: a.system.sand,
    toughness: a.system.toughness,
    wounds: { ...a.system.wounds },
  };
}

export function mountSubject(
  name: string,
  system: MountSource,
  rider: RideActorData | null,
  ref: { uuid?: string } = {},
): MountSubject {
  return {
    ...mountFacts(ref.uuid ?? "", name, system),
    rider: rider && rideFigure(rider, rider.derived.horsemanship),
  };
}

export function vehicleSubject(
  name: string,
  system: VehicleSource,
  driver: RideActorData | null,
  ref: { uuid?: string; passengers?: readonly FigureRef[] } = {},
): VehicleSubject {
  return {
    uuid: ref.uuid ?? "",
    name,
    vehicle: system.vehicleType,
    team: { ...system.team },
    driver: driver && rideFigure(driver, driverRatingOn(system, driver.system)),
    passengers: ref.passengers ?? [],
  };
}
