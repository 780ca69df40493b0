import { assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import { REACTION_TESTS, type ReactionCode, type ReactionTest } from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * The reaction tables (guide §3.8): basic (seed L327–L377, QRS L1284–L1322) and the Advanced QRS's
 * own (L1338–L1380). Index = dice passed (0, 1, 2). A row that depends on the figure (a charger,
 * one that cannot fire, one charged in the flank or rear) is read with `ReactionContext`.
 */

export type ReactionTrigger = "gotAShot" | "shotAt" | "charging" | "beingCharged" | "brawling";

export interface ReactionContext {
  /** The tester is charging (Received Fire). */
  readonly charger?: boolean;
  /** The tester has a loaded weapon in range and shots left. */
  readonly canFire?: boolean;
  /** The tester is charged in the flank or rear (Being Charged check). */
  readonly chargedFlankOrRear?: boolean;
}

/** The test a trigger calls for under the world's rules (basic, or the Advanced QRS's). */
export function testFor(trigger: ReactionTrigger, rules: ClassicRules = DEFAULT_RULES): ReactionTest {
  const t = assertOneOf("trigger", trigger, [
    "gotAShot",
    "shotAt",
    "charging",
    "beingCharged",
    "brawling",
  ] as const);
  if (!rules.advancedReactions || t === "brawling") return t;
  const advanced: Record<Exclude<ReactionTrigger, "brawling">, ReactionTest> = {
    gotAShot: "gotAShotCheck",
    shotAt: "receivedFire",
    charging: "wantingToCharge",
    beingCharged: "beingChargedCheck",
  };
  return advanced[t];
}

/** Seed lines of each table. */
export const REACTION_SOURCES: Readonly<Record<ReactionTest, string>> = Object.freeze({
  gotAShot: "L331–L339",
  shotAt: "L341–L349",
  charging: "L351–L359",
  beingCharged: "L363–L369",
  brawling: "L371–L377",
  gotAShotCheck: "L1338–L1346",
  receivedFire: "L1348–L1354",
  wantingToCharge: "L1356–L1362",
  beingChargedCheck: "L1364–L1370",
});

/** The result of a table read: the code and, where the row forbids it, that the tester may not fire. */
export interface ReactionOutcome {
  readonly test: ReactionTest;
  readonly passes: number;
  readonly code: ReactionCode;
}

/** The fixed rows (pass 0, 1, 2) of the tests whose rows do not depend on the tester. */
const FIXED: Partial<Record<ReactionTest, readonly [ReactionCode, ReactionCode, ReactionCode]>> = {
  gotAShot: ["DUCK_DOWN", "DRAW", "FIRE"],
  gotAShotCheck: ["DUCK_DOWN", "ROLL_OFF", "FIRE"],
  shotAt: ["RUNAWAY", "DUCK_DOWN", "CARRY_ON"],
  charging: ["DUCK_DOWN", "HOLD_FIRE_OR_STAND", "CHARGE"],
  wantingToCharge: ["DUCK_DOWN", "HOLD_FIRE_OR_STAND", "CHARGE"],
  beingCharged: ["RUNAWAY", "STAND_FIRST_PUNCH", "STAND_FIRE"],
  brawling: ["RUNAWAY", "BACK_OFF", "FIGHT_ON"],
};

/** Reads a table. */
export function reactionOutcome(
  test: ReactionTest,
  passes: number,
  context: ReactionContext = {},
): ReactionOutcome {
  assertOneOf("test", test, REACTION_TESTS);
  assertInteger("passes", passes, 0, 2);
  const charger = context.charger === undefined ? false : assertBoolean("charger", context.charger);
  const canFire = context.canFire === undefined ? true : assertBoolean("canFire", context.canFire);
  const flankOrRear =
    context.chargedFlankOrRear === undefined
      ? false
      : assertBoolean("chargedFlankOrRear", context.chargedFlankOrRear);
  const fixed = FIXED[test];
  let code: ReactionCode;
  if (fixed) code = fixed[passes]!;
  else if (test === "receivedFire") {
    // L1350–L1354: chargers keep coming or halt and fire; the others fire back or duck down.
    if (passes === 0) code = "RUNAWAY";
    else if (passes === 2) code = charger ? "CARRY_ON" : canFire ? "FIRE" : "DUCK_DOWN";
    else code = charger ? "HALT_FIRE" : "DUCK_DOWN";
  } else {
    // beingChargedCheck, L1366–L1370.
    if (passes === 0) code = "RUNAWAY";
    else if (passes === 2) code = canFire ? "STAND_FIRE" : "STAND_FIGHT";
    else code = flankOrRear ? "RUNAWAY" : "STAND_FIGHT";
  }
  return { test, passes, code };
}

/** SGS-Q15: a figure down (unconscious or dead) takes no test. */
export function takesTests(state: { readonly unconscious: boolean; readonly dead: boolean }): boolean {
  return !assertBoolean("unconscious", state.unconscious) && !assertBoolean("dead", state.dead);
}

/**
 * Which tests a figure fired on takes (SGS-Q27): in basic shooting, Shot At (when still able);
 * with advanced shooting a figure hit takes its Scratch / Bad Wound test, and the Received Fire
 * check as well only under the other reading; a figure missed takes the fired-on test.
 */
export function testsWhenFiredOn(
  input: { readonly hit: boolean },
  rules: ClassicRules = DEFAULT_RULES,
): { readonly woundTest: boolean; readonly firedOnTest: ReactionTest | null } {
  const hit = assertBoolean("hit", input.hit);
  const firedOn = testFor("shotAt", rules);
  if (!rules.advancedShooting || !hit) return { woundTest: false, firedOnTest: firedOn };
  return { woundTest: true, firedOnTest: rules.advancedHitTests === "woundAndReceivedFire" ? firedOn : null };
}
