import { type DiceSource, RulesError, assertInteger, assertOneOf, checkFace, d6 } from "../../core";
import { type AttributeId } from "../ids";
import { REP_RANGE, checkAttributes } from "../figure";
import { assertId, assertList, assertObject, optionalFlag } from "../turn/validate";
import { type DrunkState, optionalDrunk } from "./drunk";
import { FOOT_MOVE_FAST_TABLE, FOOT_MOVE_INCHES, type FootMoveFastCode } from "./rates";

/**
 * Moving on foot: the normal 6" move, the group's MOVING FAST roll (L1167–1187) and everything that
 * stretches or shrinks a move: Fast +2" (L3091), Slow −2" (L3109), Staggering drunk −1d6" and only
 * 1d6 to move fast (L3085), Two Left Feet stumbles on a 1 (L3067), a leg wound halves the move and a
 * second stops it (L1561), rough going halves it (L4719–4721).
 *
 * Order of arithmetic (the book gives none): the table distance plus Fast/Slow minus the Staggering
 * die, never below 0; then halved for a leg wound and halved again for half-speed terrain.
 * Distances are not rounded (a half inch is a legal measurement).
 */

export interface FootMover {
  /** The caller's id, echoed back so group results can be matched to figures. */
  id?: string;
  rep: number;
  attributes?: readonly AttributeId[];
  drunk?: DrunkState | null;
  /** 0, 1 (half speed) or 2 (cannot move). */
  legWounds?: number;
  /** Rough or wooded ground, or cutting across a gully or wash: half speed. */
  halfSpeedTerrain?: boolean;
}

export type MoveModifierCode = "fast" | "slow" | "staggering";
export interface MoveModifier {
  code: MoveModifierCode;
  /** Signed inches. */
  inches: number;
}
export type MoveHalving = "legWound" | "terrain";

export interface FootMoveResult {
  code: "move" | "cannotMove";
  baseInches: number;
  modifiers: MoveModifier[];
  halvings: MoveHalving[];
  /** The farthest the figure may go this move, in inches. */
  maxInches: number;
  staggerDie?: number;
}

interface CheckedMover {
  id: string | null;
  rep: number;
  fast: boolean;
  slow: boolean;
  twoLeftFeet: boolean;
  drunk: DrunkState | null;
  legWounds: number;
  halfSpeedTerrain: boolean;
}

function checkMover(mover: unknown, field: string): CheckedMover {
  const m = assertObject(field, mover);
  const attributes = checkAttributes(field, m.attributes);
  const id = m.id === undefined ? null : assertId(`${field}.id`, m.id);
  return {
    id,
    rep: assertInteger(`${field}.rep`, m.rep, REP_RANGE.min, REP_RANGE.max),
    fast: attributes.includes("fast"),
    slow: attributes.includes("slow"),
    twoLeftFeet: attributes.includes("twoLeftFeet"),
    drunk: optionalDrunk(`${field}.drunk`, m.drunk),
    legWounds: assertInteger(`${field}.legWounds`, m.legWounds ?? 0, 0, 2),
    halfSpeedTerrain: optionalFlag(`${field}.halfSpeedTerrain`, m.halfSpeedTerrain),
  };
}

function allowance(
  source: DiceSource,
  mover: CheckedMover,
  baseInches: number,
): Omit<FootMoveResult, "code" | "baseInches"> {
  const modifiers: MoveModifier[] = [];
  let inches = baseInches;
  if (mover.fast) {
    modifiers.push({ code: "fast", inches: 2 });
    inches += 2;
  }
  if (mover.slow) {
    modifiers.push({ code: "slow", inches: -2 });
    inches -= 2;
  }
  let staggerDie: number | undefined;
  if (mover.drunk === "staggering") {
    staggerDie = d6(source);
    modifiers.push({ code: "staggering", inches: -staggerDie });
    inches -= staggerDie;
  }
  inches = Math.max(0, inches);
  const halvings: MoveHalving[] = [];
  if (mover.legWounds === 1) halvings.push("legWound");
  if (mover.halfSpeedTerrain) halvings.push("terrain");
  for (let i = 0; i < halvings.length; i++) inches /= 2;
  const out: Omit<FootMoveResult, "code" | "baseInches"> = { modifiers, halvings, maxInches: inches };
  if (staggerDie !== undefined) out.staggerDie = staggerDie;
  return out;
}

/** A normal move on foot. Rolls one die only for a Staggering drunk. */
export function rollFootMove(source: DiceSource, mover: FootMover): FootMoveResult {
  const m = checkMover(mover, "mover");
  if (m.legWounds >= 2)
    return { code: "cannotMove", baseInches: 0, modifiers: [], halvings: [], maxInches: 0 };
  return { code: "move", baseInches: FOOT_MOVE_INCHES, ...allowance(source, m, FOOT_MOVE_INCHES) };
}

export interface MoveFastOptions {
  /**
   * A Staggering drunk may use only 1d6 of the group's 2d6 (L3085); the book does not say which.
   * "first" (default): the first die of the group roll (agree its colour before rolling).
   * "worse": the higher of the two faces.
   */
  staggeringDie?: "first" | "worse";
}

export type FigureFastMoveCode = FootMoveFastCode | "stumble" | "cannotMove";

export interface FigureFastMove {
  id: string | null;
  /** The group dice this figure reads (one for a Staggering drunk, none if it cannot move). */
  dice: number[];
  passes: 0 | 1 | 2;
  code: FigureFastMoveCode;
  /** Distance before modifiers: 12, 9 or 6 from the table, the 1d6 of a stumble, 0 if it cannot move. */
  tableInches: number;
  modifiers: MoveModifier[];
  halvings: MoveHalving[];
  maxInches: number;
  /** Counts as moving fast for shooting: passed at least one die (L1169). */
  movingFast: boolean;
  /** Ends the move prone (Two Left Feet stumble). */
  prone: boolean;
  /** A stumbled figure may not stand up again until it is active (L3067). */
  mayRiseOnlyWhenActive: boolean;
  stumbleDie?: number;
  staggerDie?: number;
}

export interface MoveFastResult {
  /** The one pair of dice rolled for the whole group (L1169). */
  groupDice: [number, number];
  figures: FigureFastMove[];
}

/**
 * One MOVING FAST roll for a group on foot, applied to each figure against its own Rep. Dice:
 * the group's 2d6 first, then for each figure in order a stumble die (Two Left Feet who rolled a 1)
 * or a Staggering die.
 */
export function rollMoveFast(
  source: DiceSource,
  figures: readonly FootMover[],
  options: MoveFastOptions = {},
): MoveFastResult {
  const group: [number, number] = [d6(source), d6(source)];
  return resolveMoveFast(group, figures, source, options);
}

/** As `rollMoveFast` with the group's dice already rolled; `source` supplies any per-figure dice. */
export function resolveMoveFast(
  groupDice: readonly number[],
  figures: readonly FootMover[],
  source: DiceSource,
  options: MoveFastOptions = {},
): MoveFastResult {
  if (!Array.isArray(groupDice) || groupDice.length !== 2) {
    throw new RulesError("groupDice", groupDice, "the group rolls exactly 2d6");
  }
  const group: [number, number] = [
    checkFace(groupDice[0], 6, "groupDice[0]"),
    checkFace(groupDice[1], 6, "groupDice[1]"),
  ];
  const staggeringDie = assertOneOf("options.staggeringDie", options.staggeringDie ?? "first", [
    "first",
    "worse",
  ] as const);
  const list = assertList("figures", figures);
  if (list.length === 0) throw new RulesError("figures", figures, "a group has at least one figure");
  const checked = list.map((f, i) => checkMover(f, `figures[${i}]`));
  const results = checked.map((m) => figureFastMove(source, m, group, staggeringDie));
  return { groupDice: group, figures: results };
}

function figureFastMove(
  source: DiceSource,
  m: CheckedMover,
  group: readonly [number, number],
  staggeringDie: "first" | "worse",
): FigureFastMove {
  if (m.legWounds >= 2) {
    return {
      id: m.id,
      dice: [],
      passes: 0,
      code: "cannotMove",
      tableInches: 0,
      modifiers: [],
      halvings: [],
      maxInches: 0,
      movingFast: false,
      prone: false,
      mayRiseOnlyWhenActive: false,
    };
  }
  const dice =
    m.drunk === "staggering"
      ? [staggeringDie === "first" ? group[0] : Math.max(group[0], group[1])]
      : [group[0], group[1]];
  let passed = 0;
  let rolledOne = false;
  for (const die of dice) {
    if (die <= m.rep) passed++;
    if (die === 1) rolledOne = true;
  }
  const passes = passed as 0 | 1 | 2;
  if (m.twoLeftFeet && rolledOne) {
    // The stumble replaces the whole move: no modifiers, and a 1 is always a passed die.
    const stumbleDie = d6(source);
    return {
      id: m.id,
      dice,
      passes,
      code: "stumble",
      tableInches: stumbleDie,
      modifiers: [],
      halvings: [],
      maxInches: stumbleDie,
      movingFast: passes >= 1,
      prone: true,
      mayRiseOnlyWhenActive: true,
      stumbleDie,
    };
  }
  const row = FOOT_MOVE_FAST_TABLE[passes];
  return {
    id: m.id,
    dice,
    passes,
    code: row.code,
    tableInches: row.inches,
    ...allowance(source, m, row.inches),
    movingFast: row.movingFast,
    prone: false,
    mayRiseOnlyWhenActive: false,
  };
}
