import { RulesError, type DiceSource } from "../../core";
import type { PassCount } from "../ids";
import type { ReactionDirective, ReactionEffect, ReactionHook, ReactionSheetId, ReactionTest } from "./codes";
import { DIRECTIVE_EFFECTS, DIRECTIVE_INFO, UNMANNED_DUCKS_BACK, UNMANNED_STANDS } from "./effects";
import { applyHooks, matchRow, prepare, type Prepared, type ReactionRequest } from "./engine";
import { frozen } from "../../core/frozen";
import { assertObject } from "../../core/checks";

/**
 * Taking a reaction test: rolled from a DiceSource, resolved from faces rolled elsewhere, chosen by a
 * Star's Free Will, or copied from a Born Leader.
 */

export interface ReactionRerollInfo {
  dice: number[];
  /** Passes the re-roll showed. */
  passes: PassCount;
  /** The row it is read as (a pass 1 is converted, guide §2.1 step 9). */
  countedAs: PassCount;
}

export interface ReactionRollOffInfo {
  /** The active target's 2d6 against its own Sand. */
  dice: number[];
  target: number;
  passes: PassCount;
  /** Pass 2 lets the target fire first; otherwise the tester does (both at Rep −1). */
  firesFirst: "tester" | "target";
}

/** What friends within 4" of a Born Leader copy (L3059). */
export interface LeaderResult {
  test: ReactionTest;
  passes: PassCount;
}

export type ReactionHow = "rolled" | "chosen" | "followedLeader" | "noTest";

export interface ReactionResult {
  test: ReactionTest;
  sheet: ReactionSheetId;
  how: ReactionHow;
  /** False when the sheet forbids the test ("may not take test"); directive is then "noTest". */
  tested: boolean;
  /** Sand the dice were compared with. */
  target: number;
  /** Dice rolled for the test (and for its re-roll) after modifiers; 0 when not rolled. */
  diceCount: number;
  /** Faces of the first roll, in order ([] when chosen, copied or not taken). */
  dice: number[];
  /** Passes of the first roll (or the chosen / copied count). */
  firstPasses: PassCount;
  reroll: ReactionRerollInfo | undefined;
  rollOff: ReactionRollOffInfo | undefined;
  /** The row finally read (0 when not tested). */
  passes: PassCount;
  /** The row's directive as printed (re-roll and roll-off resolved). */
  rowDirective: ReactionDirective;
  /** The directive after attribute and situation hooks: what the figure does. */
  directive: ReactionDirective;
  /** Seed line of the row read (or of the "may not take test" rule). */
  source: string;
  /** Hooks that changed rowDirective into directive, in order. */
  hooks: readonly ReactionHook[];
  /** Rep modifier for the fire this reaction orders. */
  repMod: number;
  /** Melee dice in the first round of the coming fight (guide I-20). */
  meleeDiceMod: number;
  /** Rep in the first turn of the coming fight. */
  meleeRepMod: number;
  /** Changes to apply (shared constant lists: do not mutate). */
  effects: readonly ReactionEffect[];
  /** A Tough figure turned its first Runaway into Duck Back: set toughUsed from now on. */
  toughConsumed: boolean;
  /** Present when a Born Leader tested: friends within 4" react with these passes (see followLeader). */
  leaderResult: LeaderResult | undefined;
}

const NO_HOOKS: readonly ReactionHook[] = frozen([]);

function rollFaces(source: DiceSource, count: number): number[] {
  const dice = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    const face = source.roll(6);
    if (!(face >= 1 && face <= 6 && Number.isInteger(face)))
      throw new RulesError(`dice[${i}]`, face, "must be 1–6");
    dice[i] = face;
  }
  return dice;
}

function passesOf(dice: readonly number[], target: number, max: number): PassCount {
  let passed = 0;
  for (let i = 0; i < dice.length; i++) if (dice[i]! <= target) passed++;
  return (passed < max ? passed : max) as PassCount;
}

function notTaken(p: Prepared): ReactionResult {
  return {
    test: p.test,
    sheet: p.sheet,
    how: "noTest",
    tested: false,
    target: p.sand,
    diceCount: 0,
    dice: [],
    firstPasses: 0,
    reroll: undefined,
    rollOff: undefined,
    passes: 0,
    rowDirective: "noTest",
    directive: "noTest",
    source: p.noTestSource ?? "",
    hooks: NO_HOOKS,
    repMod: 0,
    meleeDiceMod: 0,
    meleeRepMod: 0,
    effects: DIRECTIVE_EFFECTS.noTest,
    toughConsumed: false,
    leaderResult: undefined,
  };
}

/**
 * Reads the sheet for a first pass count. `rerollPasses` supplies the re-roll when it is not rolled
 * (Free Will, a copied leader result); otherwise the re-roll and roll-off dice come from `source`.
 */
function finish(
  p: Prepared,
  how: ReactionHow,
  dice: number[],
  first: PassCount,
  source: DiceSource | undefined,
  rerollPasses: PassCount | undefined,
): ReactionResult {
  let compiled = matchRow(p, first);
  let passes = first;
  let reroll: ReactionRerollInfo | undefined;
  if (compiled.row.directive === "reroll") {
    let rolled: PassCount;
    let rerollDice: number[];
    if (source !== undefined) {
      rerollDice = rollFaces(source, p.dice);
      rolled = passesOf(rerollDice, p.sand, p.maxPasses);
    } else {
      if (rerollPasses === undefined) {
        throw new RulesError(
          "rerollPasses",
          rerollPasses,
          "pass 1 on this test re-rolls: give the re-roll's passes",
        );
      }
      rerollDice = [];
      rolled = rerollPasses;
    }
    passes = rolled === 1 ? (compiled.row.rerollOneAs ?? 2) : rolled;
    reroll = { dice: rerollDice, passes: rolled, countedAs: passes };
    compiled = matchRow(p, passes);
  }

  let rowDirective = compiled.row.directive;
  let rollOff: ReactionRollOffInfo | undefined;
  if (rowDirective === "rollOff" && p.targetSand !== undefined) {
    if (source === undefined) throw new RulesError("source", source, "the roll-off needs dice");
    const offDice = rollFaces(source, 2);
    const offPasses = passesOf(offDice, p.targetSand, 2);
    const firesFirst = offPasses === 2 ? "target" : "tester";
    rollOff = { dice: offDice, target: p.targetSand, passes: offPasses, firesFirst };
    rowDirective = firesFirst === "target" ? "targetFiresAtMinusOneRep" : "fireAtMinusOneRep";
  }

  const directive = applyHooks(p, rowDirective);
  const info = directive === compiled.row.directive ? compiled.info : DIRECTIVE_INFO[directive];
  const effects =
    directive === "unmanned" && p.unmanned !== "runaway"
      ? p.unmanned === "stands"
        ? UNMANNED_STANDS
        : UNMANNED_DUCKS_BACK
      : info.effects;
  return {
    test: p.test,
    sheet: p.sheet,
    how,
    tested: true,
    target: p.sand,
    diceCount: how === "rolled" ? p.dice : 0,
    dice,
    firstPasses: first,
    reroll,
    rollOff,
    passes,
    rowDirective,
    directive,
    source: compiled.row.source,
    hooks: p.hooks,
    repMod: info.repMod,
    meleeDiceMod: info.meleeDiceMod,
    meleeRepMod: info.meleeRepMod,
    effects,
    toughConsumed: p.toughConsumed,
    leaderResult: p.bornLeader && how !== "followedLeader" ? { test: p.test, passes } : undefined,
  };
}

/**
 * Rolls a reaction test: the sheet's dice (with approach, Born Leader, Gun shy and Yella changes)
 * against Sand, then any re-roll and the GOT A SHOT roll-off, all from `source`, in that order.
 */
export function rollReaction(source: DiceSource, request: ReactionRequest): ReactionResult {
  const p = prepare(request);
  if (p.compiled === undefined) return notTaken(p);
  const dice = rollFaces(source, p.dice);
  return finish(p, "rolled", dice, passesOf(dice, p.sand, p.maxPasses), source, undefined);
}

class FaceList implements DiceSource {
  index = 0;
  constructor(readonly faces: readonly number[]) {}
  roll(): number {
    if (this.index >= this.faces.length) {
      throw new RulesError("dice", this.faces, `needs more than the ${this.faces.length} dice given`);
    }
    return this.faces[this.index++]!;
  }
}

/**
 * Resolves a reaction from faces rolled elsewhere (e.g. a Foundry Roll): `dice` holds every die in
 * the order rollReaction would roll them — the test, then the re-roll, then the roll-off — and must
 * be used up exactly.
 */
export function resolveReaction(dice: readonly number[], request: ReactionRequest): ReactionResult {
  if (!Array.isArray(dice)) throw new RulesError("dice", dice, "must be a list of dice");
  const source = new FaceList(dice);
  const result = rollReaction(source, request);
  if (source.index !== dice.length) {
    throw new RulesError("dice", dice, `${dice.length - source.index} dice left unused`);
  }
  return result;
}

function assertPasses(field: string, value: unknown, max: number): PassCount {
  if (value !== 0 && value !== 1 && value !== 2) throw new RulesError(field, value, "must be 0, 1 or 2");
  if (value > max) throw new RulesError(field, value, `this test reads at most pass ${max}`);
  return value;
}

/**
 * Free Will (L3039): a Star picks the row without rolling, on tests whose header allows it (never
 * GOT A SHOT). Choosing pass 1 on a re-roll row needs the re-roll's choice too.
 */
export function chooseReaction(
  request: ReactionRequest,
  passes: PassCount,
  rerollPasses?: PassCount,
): ReactionResult {
  const p = prepare(request);
  if (!p.star) throw new RulesError("figure.star", p.star, "only a Star may choose his reaction");
  if (p.compiled === undefined) return notTaken(p);
  if (!p.compiled.table.freeWill)
    throw new RulesError("test", p.test, "this test does not let a Star choose");
  const first = assertPasses("passes", passes, p.maxPasses);
  const again =
    rerollPasses === undefined ? undefined : assertPasses("rerollPasses", rerollPasses, p.maxPasses);
  return finish(p, "chosen", [], first, undefined, again);
}

/**
 * A friend within 4" of a Born Leader reacts as he does without rolling (L3059, W-34): the leader's
 * pass count is read on the friend's own sheet and situation. Where the friend's row is a re-roll,
 * the copied count stands for the re-roll too.
 */
export function followLeader(request: ReactionRequest, leader: LeaderResult): ReactionResult {
  const p = prepare(request);
  assertObject("leader", leader);
  if (leader.test !== p.test) throw new RulesError("leader.test", leader.test, `must be ${p.test}`);
  if (p.test === "gotAShot")
    throw new RulesError("leader.test", leader.test, "Born Leader does not reach GOT A SHOT");
  if (p.compiled === undefined) return notTaken(p);
  const raw = assertPasses("leader.passes", leader.passes, 2);
  const passes = (raw > p.maxPasses ? p.maxPasses : raw) as PassCount;
  return finish(p, "followedLeader", [], passes, undefined, passes);
}

/** How many dice the first roll of this test uses (0 when the test is not taken). */
export function reactionDiceCount(request: ReactionRequest): {
  dice: number;
  maxPasses: number;
  tested: boolean;
} {
  const p = prepare(request);
  return { dice: p.dice, maxPasses: p.maxPasses, tested: p.compiled !== undefined };
}
