import {
  type DiceSource,
  type Fraction,
  RulesError,
  assertDice,
  assertInteger,
  assertOneOf,
  passTestDistribution,
  resolvePassTest,
  rollD6,
} from "../../core";
import { HIT_LOCATIONS, type AttributeId, type HitLocation } from "../ids";
import { REP_RANGE, TOUGHNESS_RANGE, checkAttributes } from "../figure";
import { assertObject, optionalFlag } from "../turn/validate";

/**
 * AFTER THE BATTLE RECOVERY (L1880–1919) for a figure that ended the encounter Out of the Fight:
 * "Physically Fit" [2d6 vs Toughness −1, −2 if gut-shot (guide I-09); +1d6 if put down by unarmed
 * melee], then "Mentally Fit" [2d6 vs Rep]. A Star rolls one die more on each; every extra die
 * still reads only the best two (guide §2.1 step 5).
 */

export interface RecoveryOptions {
  /**
   * Guide I-09 (OPEN): Sickly "counts 1 less to Rep" on after-battle checks (L3105).
   * "testedStat" (default, the guide's most literal fit): −1 to the stat each test uses
   * (Toughness for Physically Fit, Rep for Mentally Fit). "mentallyFitOnly": only the Rep test.
   * "none": Sickly has no effect here.
   */
  sickly?: "testedStat" | "mentallyFitOnly" | "none";
}

export interface RecoveryFigure {
  rep: number;
  toughness: number;
  star?: boolean;
  attributes?: readonly AttributeId[];
}

export interface OofCause {
  /** Where the wound that put the figure down landed (for melee, the location-only roll); null if none. */
  location: HitLocation | null;
  /** Put down in melee by foes without melee weapons (L1887). */
  unarmedMelee?: boolean;
}

export type PhysicallyFitCode = "fitAsAFiddle" | "toughnessLoss" | "diesOfWounds";
export type MentallyFitCode = "repKept" | "repLoss" | "retires";

export interface RecoveryTestSetup {
  dice: number;
  target: number;
  /** The table has only pass 2/1/0 rows. */
  maxPasses: 2;
}

export interface PhysicallyFitResult extends RecoveryTestSetup {
  rolled: number[];
  passes: number;
  code: PhysicallyFitCode;
  toughnessChange: 0 | -1;
  /** Survivors go on to the Mentally Fit test. */
  next: "mentallyFit" | null;
}

export interface MentallyFitResult extends RecoveryTestSetup {
  rolled: number[];
  passes: number;
  code: MentallyFitCode;
  repChange: 0 | -1;
}

/** Head, Chest and Gut wounds cost Toughness on a Physically Fit pass 1 (L1895). */
export const TOUGHNESS_LOSS_LOCATIONS: readonly HitLocation[] = ["head", "chest", "gut"];

interface CheckedFigure {
  rep: number;
  toughness: number;
  star: boolean;
  sickly: boolean;
}

function checkFigure(input: unknown): CheckedFigure {
  const f = assertObject("figure", input);
  const attributes = checkAttributes("figure", f.attributes);
  return {
    rep: assertInteger("figure.rep", f.rep, REP_RANGE.min, REP_RANGE.max),
    toughness: assertInteger("figure.toughness", f.toughness, TOUGHNESS_RANGE.min, TOUGHNESS_RANGE.max),
    star: optionalFlag("figure.star", f.star),
    sickly: attributes.includes("sickly"),
  };
}

function checkCause(input: unknown): { location: HitLocation | null; unarmedMelee: boolean } {
  const c = assertObject("cause", input);
  return {
    location: c.location === null ? null : assertOneOf("cause.location", c.location, HIT_LOCATIONS),
    unarmedMelee: optionalFlag("cause.unarmedMelee", c.unarmedMelee),
  };
}

function sicklyOption(options: RecoveryOptions) {
  return assertOneOf("options.sickly", options.sickly ?? "testedStat", [
    "testedStat",
    "mentallyFitOnly",
    "none",
  ] as const);
}

/** Dice and target of the Physically Fit test. */
export function physicallyFitSetup(
  figure: RecoveryFigure,
  cause: OofCause,
  options: RecoveryOptions = {},
): RecoveryTestSetup {
  const f = checkFigure(figure);
  const c = checkCause(cause);
  const sickly = sicklyOption(options);
  let target = f.toughness - (c.location === "gut" ? 2 : 1);
  if (f.sickly && sickly === "testedStat") target -= 1;
  return { dice: 2 + (f.star ? 1 : 0) + (c.unarmedMelee ? 1 : 0), target, maxPasses: 2 };
}

/** Dice and target of the Mentally Fit test. */
export function mentallyFitSetup(figure: RecoveryFigure, options: RecoveryOptions = {}): RecoveryTestSetup {
  const f = checkFigure(figure);
  const sickly = sicklyOption(options);
  const target = f.rep - (f.sickly && sickly !== "none" ? 1 : 0);
  return { dice: 2 + (f.star ? 1 : 0), target, maxPasses: 2 };
}

/** Where a recovery test's faces come from: given by the caller, or rolled here. */
type FacesFor = (setup: RecoveryTestSetup) => number[];

function given(dice: readonly number[]): FacesFor {
  return (setup) => {
    const faces = assertDice("dice", dice);
    if (faces.length !== setup.dice)
      throw new RulesError("dice", dice, `this test rolls exactly ${setup.dice} dice`);
    return faces;
  };
}

function rolled(source: DiceSource): FacesFor {
  return (setup) => rollD6(source, setup.dice);
}

export function resolvePhysicallyFit(
  dice: readonly number[],
  figure: RecoveryFigure,
  cause: OofCause,
  options: RecoveryOptions = {},
): PhysicallyFitResult {
  return physicallyFit(given(dice), figure, cause, options);
}

export function rollPhysicallyFit(
  source: DiceSource,
  figure: RecoveryFigure,
  cause: OofCause,
  options: RecoveryOptions = {},
): PhysicallyFitResult {
  return physicallyFit(rolled(source), figure, cause, options);
}

function physicallyFit(
  facesFor: FacesFor,
  figure: RecoveryFigure,
  cause: OofCause,
  options: RecoveryOptions,
): PhysicallyFitResult {
  const setup = physicallyFitSetup(figure, cause, options);
  const test = resolvePassTest(facesFor(setup), { target: setup.target, maxPasses: 2 });
  const location = cause.location;
  let code: PhysicallyFitCode = "fitAsAFiddle";
  if (test.passes === 0) code = "diesOfWounds";
  else if (test.passes === 1 && location !== null && TOUGHNESS_LOSS_LOCATIONS.includes(location))
    code = "toughnessLoss";
  return {
    ...setup,
    rolled: test.dice,
    passes: test.passes,
    code,
    toughnessChange: code === "toughnessLoss" ? -1 : 0,
    next: code === "diesOfWounds" ? null : "mentallyFit",
  };
}

/** `lostToughness`: the Physically Fit test cost a point of Toughness (turns pass 1 into −1 Rep). */
export function resolveMentallyFit(
  dice: readonly number[],
  figure: RecoveryFigure,
  lostToughness: boolean,
  options: RecoveryOptions = {},
): MentallyFitResult {
  return mentallyFit(given(dice), figure, lostToughness, options);
}

export function rollMentallyFit(
  source: DiceSource,
  figure: RecoveryFigure,
  lostToughness: boolean,
  options: RecoveryOptions = {},
): MentallyFitResult {
  return mentallyFit(rolled(source), figure, lostToughness, options);
}

function mentallyFit(
  facesFor: FacesFor,
  figure: RecoveryFigure,
  lostToughness: boolean,
  options: RecoveryOptions,
): MentallyFitResult {
  const setup = mentallyFitSetup(figure, options);
  const lost = optionalFlag("lostToughness", lostToughness);
  const test = resolvePassTest(facesFor(setup), { target: setup.target, maxPasses: 2 });
  const code: MentallyFitCode =
    test.passes === 0 ? "retires" : test.passes === 1 && lost ? "repLoss" : "repKept";
  return { ...setup, rolled: test.dice, passes: test.passes, code, repChange: code === "repLoss" ? -1 : 0 };
}

export interface AfterBattleResult {
  physicallyFit: PhysicallyFitResult;
  mentallyFit: MentallyFitResult | null;
  /** "returns" with the new stats, "diesOfWounds", or "retires" (heads back East). */
  outcome: "returns" | "diesOfWounds" | "retires";
  toughness: number;
  rep: number;
}

/** Both tests in order; the Mentally Fit dice are rolled only for a survivor. */
export function rollAfterBattleRecovery(
  source: DiceSource,
  figure: RecoveryFigure,
  cause: OofCause,
  options: RecoveryOptions = {},
): AfterBattleResult {
  const physicallyFit = rollPhysicallyFit(source, figure, cause, options);
  // Dying of wounds changes no stat (toughnessChange is 0) and skips MENTALLY FIT.
  const mentallyFit =
    physicallyFit.next === null
      ? null
      : rollMentallyFit(source, figure, physicallyFit.toughnessChange < 0, options);
  return {
    physicallyFit,
    mentallyFit,
    outcome: !mentallyFit ? "diesOfWounds" : mentallyFit.code === "retires" ? "retires" : "returns",
    toughness: figure.toughness + physicallyFit.toughnessChange,
    rep: figure.rep + (mentallyFit ? mentallyFit.repChange : 0),
  };
}

/** Exact pass distribution (index 0–2) of a recovery test from its setup. */
export function recoveryPassDistribution(setup: RecoveryTestSetup): Fraction[] {
  assertInteger("setup.dice", setup.dice, 2, 4);
  assertInteger("setup.target", setup.target, -5, 7);
  return passTestDistribution(setup.dice, setup.target, 2);
}
