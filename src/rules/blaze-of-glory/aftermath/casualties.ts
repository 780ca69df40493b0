import { RulesError, assertDice, assertInteger, assertOneOf } from "../../core";
import { REP_RANGE } from "../figure";
import { FOOT_MOVE_FAST_TABLE, type FootMoveFastRow } from "../movement/rates";
import { assertList, assertObject } from "../turn/validate";

/**
 * Moving casualties (L1844–1871; the "single card" sentence at L1848 is struck by errata E-4).
 * Any figure may move a wounded, Out of the Fight or dead comrade (or enemy) while active; while
 * carrying, every target it shoots at counts as in cover (L1850).
 */

export const CARRY_MODES = ["foot", "mounted", "travois"] as const;
export type CarryMode = (typeof CARRY_MODES)[number];
/** "woundedRider": a wounded figure riding on its own (L1868–1869). */
export const CASUALTY_KINDS = ["mobile", "immobile", "woundedRider"] as const;
export type CasualtyKind = (typeof CASUALTY_KINDS)[number];

export type CarryCode =
  | "drag"
  | "assist"
  | "carry"
  | "assistFast"
  | "carryFast"
  | "mountedCarry"
  | "woundedRider"
  | "travois"
  | "notEnoughHelpers";

export interface CarryInput {
  mode: CarryMode;
  casualty: CasualtyKind;
  /** Healthy figures on foot doing the moving (foot mode only). */
  helpers?: number;
}

export interface CarryPlan {
  allowed: boolean;
  code: CarryCode;
  /** The best rate available: half a normal move, a normal move, or up to the move-fast rate. */
  rate: "half" | "normal" | "upToFast" | "none";
  /**
   * "groupWorst": one 2d6 roll for everyone moving together, the worst result read by all
   * (`resolveCarryFastMove`). "mountFall": the mount's move-fast dice also decide falls
   * (`resolveMountedCasualtyFall`). "none": no roll.
   */
  fastRoll: "none" | "groupWorst" | "mountFall";
  /** Shots fired by the carriers treat every target as in cover. */
  targetsCountAsInCover: boolean;
}

/**
 * The on-foot rows name 1, 2 and 4 helpers; a count between them uses the best row it reaches
 * (3 helpers carry like 2), and more than needed changes nothing.
 */
export function planCasualtyMove(input: CarryInput): CarryPlan {
  const i = assertObject("input", input);
  const mode = assertOneOf("input.mode", i.mode, CARRY_MODES);
  const casualty = assertOneOf("input.casualty", i.casualty, CASUALTY_KINDS);
  const plan = (code: CarryCode, rate: CarryPlan["rate"], fastRoll: CarryPlan["fastRoll"]): CarryPlan => ({
    allowed: code !== "notEnoughHelpers",
    code,
    rate,
    fastRoll,
    targetsCountAsInCover: code !== "notEnoughHelpers" && code !== "woundedRider",
  });
  if (mode === "travois") {
    if (casualty === "woundedRider")
      throw new RulesError("input.casualty", casualty, "a travois carries a casualty");
    return plan("travois", "normal", "none");
  }
  if (mode === "mounted") {
    return casualty === "woundedRider"
      ? plan("woundedRider", "upToFast", "mountFall")
      : plan("mountedCarry", "upToFast", "mountFall");
  }
  if (casualty === "woundedRider")
    throw new RulesError("input.casualty", casualty, "only a mounted figure rides");
  const helpers = assertInteger("input.helpers", i.helpers, 0, 20);
  if (helpers === 0) return plan("notEnoughHelpers", "none", "none");
  if (casualty === "mobile")
    return helpers >= 2 ? plan("assistFast", "upToFast", "groupWorst") : plan("assist", "normal", "none");
  if (helpers >= 4) return plan("carryFast", "upToFast", "groupWorst");
  return helpers >= 2 ? plan("carry", "normal", "none") : plan("drag", "half", "none");
}

export interface CarryFastMoveResult {
  dice: [number, number];
  /** Passes of each figure that tested, in the order given. */
  passesEach: number[];
  /** The worst result, read by every figure in the party. */
  row: FootMoveFastRow;
}

/**
 * The party's one MOVING FAST roll on foot, worst result for all (L1859, L1861). `reps` are the
 * figures moving on their own legs: the helpers plus a mobile casualty; an immobile casualty is
 * carried and does not test (reading: the book only says the worst result applies to everyone).
 */
export function resolveCarryFastMove(dice: readonly number[], reps: readonly number[]): CarryFastMoveResult {
  const faces = assertDice("dice", dice);
  if (faces.length !== 2) throw new RulesError("dice", dice, "the party rolls exactly 2d6");
  const list = assertList("reps", reps).map((r, i) =>
    assertInteger(`reps[${i}]`, r, REP_RANGE.min, REP_RANGE.max),
  );
  if (list.length === 0) throw new RulesError("reps", reps, "at least one figure tests");
  const passesEach = list.map((rep) => (faces[0]! <= rep ? 1 : 0) + (faces[1]! <= rep ? 1 : 0));
  const worst = Math.min(...passesEach) as 0 | 1 | 2;
  return { dice: [faces[0]!, faces[1]!], passesEach, row: FOOT_MOVE_FAST_TABLE[worst] };
}

export interface CasualtyAftermathOptions {
  /**
   * Guide §2.12 (OPEN): a figure falling from a horse while being carried "tests for damage" with
   * no table named. "riderThrown" (default; the book's test for a figure coming off a mount, L2266)
   * or "damageTable" (a straight SHOOTIN' DAMAGE roll).
   */
  fallDamage?: "riderThrown" | "damageTable";
}

export interface MountedFallResult {
  dice: [number, number];
  failedDice: number;
  fellOff: boolean;
  /** The damage test the fallen figure takes next, or null. */
  damageTest: "riderThrown" | "damageTable" | null;
}

/**
 * Whether a mounted casualty falls, read from the mount's MOVING FAST dice (2d6 vs Quality): a mobile
 * passenger falls if both dice fail, an immobile passenger or a wounded rider if either fails
 * (L1866–1869). Only when the mount actually moves fast. `quality` is the Quality that test used,
 * already lowered by one for carrying a second rider (L2298).
 */
export function resolveMountedCasualtyFall(
  dice: readonly number[],
  quality: number,
  casualty: CasualtyKind,
  options: CasualtyAftermathOptions = {},
): MountedFallResult {
  const faces = assertDice("dice", dice);
  if (faces.length !== 2) throw new RulesError("dice", dice, "the mount rolls exactly 2d6");
  const q = assertInteger("quality", quality, 1, 6);
  const kind = assertOneOf("casualty", casualty, CASUALTY_KINDS);
  const fallDamage = assertOneOf("options.fallDamage", options.fallDamage ?? "riderThrown", [
    "riderThrown",
    "damageTable",
  ] as const);
  const failedDice = (faces[0]! > q ? 1 : 0) + (faces[1]! > q ? 1 : 0);
  const fellOff = kind === "mobile" ? failedDice === 2 : failedDice >= 1;
  return { dice: [faces[0]!, faces[1]!], failedDice, fellOff, damageTest: fellOff ? fallDamage : null };
}
