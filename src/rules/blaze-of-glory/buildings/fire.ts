import {
  RulesError,
  assertBoolean,
  assertDice,
  assertInteger,
  assertOneOf,
  checkFace,
  resolvePassTest,
  rollD6,
  type DiceSource,
} from "../../core";
import type { PassCount } from "../ids";
import { resolveBurns, resolveSv, type StructureKind } from "./structures";

/** Attacking buildings with fire (guide §2.13, seed L1957–2005). */

export const WIND_DIRECTIONS = ["north", "west", "east", "south"] as const;
export type WindDirection = (typeof WIND_DIRECTIONS)[number];
/** `"none"` only when the scenario says there is no wind (guide I-32). */
export type Wind = WindDirection | "none";
export const WINDS: readonly Wind[] = [...WIND_DIRECTIONS, "none"];

/** WIND DIRECTION TABLE, rolled once at the start of the game (L1992–2001). */
export const WIND_DIRECTION_TABLE: readonly {
  readonly faces: readonly number[];
  readonly direction: WindDirection;
  readonly source: string;
}[] = [
  { faces: [1], direction: "north", source: "L1996" },
  { faces: [2, 3], direction: "west", source: "L1997" },
  { faces: [4, 5], direction: "east", source: "L1999" },
  { faces: [6], direction: "south", source: "L2001" },
];

/** How many faces give each direction (only the odds read it, so the play bundle may drop it). */
export const WIND_BY_FACE_COUNT = facesPerDirection();

/* #__NO_SIDE_EFFECTS__ */
function facesPerDirection(): { readonly [W in WindDirection]: number } {
  return Object.fromEntries(WIND_DIRECTION_TABLE.map((e) => [e.direction, e.faces.length])) as {
    [W in WindDirection]: number;
  };
}

export function windDirection(face: number): WindDirection {
  const f = checkFace(face, 6, "face");
  return WIND_DIRECTION_TABLE.find((e) => e.faces.includes(f))!.direction;
}

export interface WindOptions {
  /**
   * OPEN (guide I-32): the book has a no-wind spread rule but the table always gives a wind. Set
   * true for a still day; then no die is rolled and the wind is `"none"`. Default false.
   */
  windless?: boolean;
}

export function rollWindDirection(
  source: DiceSource,
  options: WindOptions = {},
): { die: number | null; wind: Wind } {
  if (assertBoolean("options.windless", options.windless ?? false)) return { die: null, wind: "none" };
  const die = checkFace(source.roll(6), 6, "die");
  return { die, wind: windDirection(die) };
}

/** `"burning"`: spreads from the next activation; `"smouldering"`: catches at the next activation; `"notLit"`: try again next activation. */
export type StartFireOutcome = "burning" | "smouldering" | "notLit";

export interface StartFireInput {
  structure?: StructureKind;
  sv?: number;
  /** Rain or a wet fuse: −1d6 (L1972). */
  wet?: boolean;
  /** Flaming arrows need no roll (L2003). Reading: the fire starts as on a pass 2. */
  flamingArrow?: boolean;
  /** Overrides whether the structure burns (see `Structure.burns`). */
  burns?: boolean;
}

export interface StartFireResult {
  dice: number[];
  /** 6 − SV (L1971). */
  target: number;
  passes: PassCount;
  outcome: StartFireOutcome;
  /** The structure does not burn: the fire smokes the occupants out instead (L1990). */
  smokeOut: boolean;
  sv: number;
  burns: boolean;
  source: string;
}

const START_SOURCES: { readonly [O in StartFireOutcome]: string } = {
  burning: "L1974",
  smouldering: "L1978",
  notLit: "L1982",
};

export function startFireTarget(sv: number): number {
  return 6 - assertInteger("sv", sv, 0, 6);
}

function readStartFire(passes: number): StartFireOutcome {
  return passes >= 2 ? "burning" : passes === 1 ? "smouldering" : "notLit";
}

/** Resolves STARTING A FIRE from dice already rolled (2 dice, or 1 when wet). */
export function resolveStartFire(input: StartFireInput, dice: readonly number[]): StartFireResult {
  const sv = resolveSv(input);
  const wet = assertBoolean("wet", input.wet ?? false);
  const burns = assertBoolean("burns", resolveBurns(input));
  const target = 6 - sv;
  if (assertBoolean("flamingArrow", input.flamingArrow ?? false)) {
    if (dice.length !== 0) throw new RulesError("dice", dice, "flaming arrows roll no dice");
    return { dice: [], target, passes: 2, outcome: "burning", smokeOut: !burns, sv, burns, source: "L2003" };
  }
  const expected = wet ? 1 : 2;
  const checked = assertDice("dice", dice);
  if (checked.length !== expected)
    throw new RulesError("dice", dice, `STARTING A FIRE rolls ${expected}d6 here`);
  const test = resolvePassTest(checked, { target });
  const outcome = readStartFire(test.passes);
  return {
    dice: test.dice,
    target,
    passes: test.passes as PassCount,
    outcome,
    smokeOut: !burns && outcome !== "notLit",
    sv,
    burns,
    source: START_SOURCES[outcome],
  };
}

export function rollStartFire(source: DiceSource, input: StartFireInput): StartFireResult {
  const flaming = assertBoolean("flamingArrow", input.flamingArrow ?? false);
  const wet = assertBoolean("wet", input.wet ?? false);
  resolveSv(input);
  return resolveStartFire(input, flaming ? [] : rollD6(source, wet ? 1 : 2));
}

/** How far a burning structure's fire spreads each activation (L1986). */
export function fireSpread(
  sv: number,
  wind: Wind,
): { inches: number; directions: readonly WindDirection[] | "all" } {
  assertInteger("sv", sv, 0, 6);
  const w = assertOneOf("wind", wind, WINDS);
  const rate = 6 - sv;
  // Without wind the fire goes every way, but only half as far.
  return w === "none" ? { inches: rate / 2, directions: "all" } : { inches: rate, directions: [w] };
}

export type FireStatus = "smouldering" | "burning" | "out";

export interface FireState {
  status: FireStatus;
  sv: number;
  burns: boolean;
  /** How far the fire reaches from the 1" section that was attacked, along the way it spreads. */
  fireInches: number;
  /** Size of the structure (or area) the fire can cover; null when the caller does not track it. */
  extentInches: number | null;
  /** The fire has covered the whole extent: the structure (area) is destroyed. */
  destroyed: boolean;
}

export type FireEvent = "lit" | "spread" | "smokingOut" | "mayJump" | "destroyed" | "extinguished";

function assertInches(field: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 10000) {
    throw new RulesError(field, value, "must be a distance in inches, 0 or more");
  }
  return value;
}

const FIRE_STATUSES: readonly FireStatus[] = ["smouldering", "burning", "out"];

/** Rejects a fire state that did not come from `igniteFire` / `advanceFire` (e.g. a NaN reach). */
function checkFireState(state: FireState): void {
  if (typeof state !== "object" || state === null)
    throw new RulesError("state", state, "must be a fire state");
  assertOneOf("state.status", state.status, FIRE_STATUSES);
  assertInteger("state.sv", state.sv, 0, 6);
  assertBoolean("state.burns", state.burns);
  assertInches("state.fireInches", state.fireInches);
  if (state.extentInches !== null) assertInches("state.extentInches", state.extentInches);
  assertBoolean("state.destroyed", state.destroyed);
}

/** The fire left by a successful STARTING A FIRE roll; `null` when it did not light. */
export function igniteFire(
  result: StartFireResult,
  options: { extentInches?: number } = {},
): FireState | null {
  if (result.outcome === "notLit") return null;
  const extent =
    options.extentInches === undefined ? null : assertInches("extentInches", options.extentInches);
  return {
    status: result.outcome === "burning" ? "burning" : "smouldering",
    sv: assertInteger("sv", result.sv, 0, 6),
    burns: result.burns,
    // The attacked section is 1" wide (L1959).
    fireInches: extent === null ? 1 : Math.min(1, extent),
    extentInches: extent,
    destroyed: false,
  };
}

export interface AdvanceFireResult {
  state: FireState;
  /** Inches the fire spread this time (per direction), 0 if it did not. */
  spreadInches: number;
  directions: readonly WindDirection[] | "all" | null;
  events: FireEvent[];
}

/**
 * One step of a fire, taken after each activation roll (L1986): a smouldering fire catches, a
 * burning one spreads downwind by 6 − SV (half that every way without wind), may jump 1" downwind
 * to an adjoining flammable structure (L1988), and destroys the structure once it covers it all.
 * A structure that does not burn only keeps smoking its occupants out. Fires never die out on
 * their own (L2005).
 */
export function advanceFire(state: FireState, wind: Wind): AdvanceFireResult {
  checkFireState(state);
  const w = assertOneOf("wind", wind, WINDS);
  const next: FireState = { ...state };
  const events: FireEvent[] = [];
  if (state.status === "out" || state.destroyed)
    return { state: next, spreadInches: 0, directions: null, events };
  if (state.status === "smouldering") {
    next.status = "burning";
    events.push(next.burns ? "lit" : "smokingOut");
    return { state: next, spreadInches: 0, directions: null, events };
  }
  if (!state.burns) return { state: next, spreadInches: 0, directions: null, events: ["smokingOut"] };
  const spread = fireSpread(state.sv, w);
  next.fireInches = state.fireInches + spread.inches;
  events.push("spread");
  if (w !== "none") events.push("mayJump");
  if (next.extentInches !== null && next.fireInches >= next.extentInches) {
    next.fireInches = next.extentInches;
    next.destroyed = true;
    events.push("destroyed");
  }
  return { state: next, spreadInches: spread.inches, directions: spread.directions, events };
}

/** Buckets of water thrown on the fire: each puts out 1" (L2005). */
export function extinguish(state: FireState, buckets: number): { state: FireState; events: FireEvent[] } {
  assertInteger("buckets", buckets, 0, 1000);
  checkFireState(state);
  const next: FireState = { ...state };
  if (state.status === "out" || buckets === 0) return { state: next, events: [] };
  next.fireInches = Math.max(0, state.fireInches - buckets);
  if (next.fireInches === 0) {
    next.status = "out";
    return { state: next, events: ["extinguished"] };
  }
  return { state: next, events: [] };
}
