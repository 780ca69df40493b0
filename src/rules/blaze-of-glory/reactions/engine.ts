import { RulesError } from "../../core";
import {
  ATTRIBUTES,
  PROFESSIONS,
  WARRIOR_REGIONS,
  type AttributeId,
  type Profession,
  type WarriorRegion,
} from "../ids";
import { SAND_RANGE } from "../figure";
import {
  DIRECTIONS,
  DRUNK_STATES,
  REACTION_SHEETS,
  REACTION_TESTS,
  type Direction,
  type DrunkState,
  type ReactionDirective,
  type ReactionHook,
  type ReactionRow,
  type ReactionSheetId,
  type ReactionTable,
  type ReactionTest,
} from "./codes";
import { DIRECTIVE_INFO, type DirectiveInfo } from "./effects";
import { REACTION_SHEET_DATA } from "./sheets";
import { PROFESSION_SHEETS, WARRIOR_SHEETS } from "./sheet-for";
import { frozen } from "../../core/frozen";

/**
 * The shared machinery behind rolling, choosing, following a leader and computing odds: input
 * checks, row lookup through precomputed bit masks, and the attribute hooks. Everything that can be
 * worked out before a call is worked out at module load, so a call only does a few comparisons.
 */

/** The stats a reaction reads. A full `Figure` fits. */
export interface ReactionFigure {
  profession: Profession;
  sand: number;
  /** Stars may use Free Will (chooseReaction). */
  star?: boolean;
  attributes?: readonly AttributeId[];
}

/** What the sheet rows and hooks need to know about the moment of the test. All flags default to false. */
export interface ReactionSituation {
  /** Hidden: in cover, stationary, not yet seen (L1233). GOT A SHOT rows. */
  hidden?: boolean;
  inCover?: boolean;
  /** Inside a building (COMIN' BACK "in cover/buildings" rows; counts as cover there). */
  inBuilding?: boolean;
  /** Where the enemy came from / fired from / charged from. Default "front". */
  from?: Direction;
  /** The tester's weapon is a muzzle loader (GOT A SHOT pass 2). */
  muzzleLoader?: boolean;
  /** Facing three-to-one odds (Bounty Hunter/Marshal/Gunfighter BEEN SHOT AT pass 0). */
  threeToOne?: boolean;
  /** Able to fire at the charger (BEING CHARGED pass 2 "those that can"). Default true. */
  canFire?: boolean;
  /** Mounted (Plains COMIN' BACK; Plains "Siouxside"). */
  mounted?: boolean;
  /** Sand of the active target, for the GOT A SHOT pass 1 roll-off. Without it the result is "rollOff". */
  targetSand?: number;
  /** Drunkard state rolled for this encounter (L3075–3085); only "ironclad" changes reactions. */
  drunk?: DrunkState;
  /** The last fightin' brother standing is not subject to Runaway (L4060). */
  lastBrotherStanding?: boolean;
  /** Moving to pick up a fallen brother: not subject to Duck Back (L4060). */
  rescuingBrother?: boolean;
  /** A Tough figure has already turned one Runaway into Duck Back (L3117). */
  toughUsed?: boolean;
}

/** Rules options for the points the book leaves open. */
export interface ReactionOptions {
  /** I-65 OPEN: warriors have no FLINCH CHECK. "standard" (default) rolls the main-text Flinch; "noTest". */
  warriorFlinch?: "standard" | "noTest";
  /**
   * OPEN: Gun shy / Yella say "only 1d6"; Born Leader adds 1d6. "oneDie" (default): only one die is
   * rolled; "addBonus": one die plus the Born Leader die.
   */
  limitedDice?: "oneDie" | "addBonus";
  /** OPEN: whether Born Leader's +1d6 reaches the 1-die GOT THE DROP (literally "all" tests). Default true. */
  bornLeaderOnGotTheDrop?: boolean;
  /**
   * OPEN: whether Tough and last-brother-standing act on the Runaway inside a Flinch "unmanned"
   * result. Default false (unmanned is the Draw's own outcome; Sand −1 applies either way).
   */
  runawayHooksOnUnmanned?: boolean;
}

export interface ReactionRequest {
  figure: ReactionFigure;
  test: ReactionTest;
  /** Sheet override: a campaign Star may use any sheet (L4040–4042). */
  sheet?: ReactionSheetId;
  /** A warrior's region picks his sheet (guide §3.2). */
  region?: WarriorRegion;
  /**
   * OPEN: which profession's rows to read on a shared sheet. Default: the figure's own profession if
   * the sheet names it, otherwise the first profession the sheet names (e.g. Outlaw on Outlaw/Ranger).
   */
  sheetProfession?: Profession;
  situation?: ReactionSituation;
  options?: ReactionOptions;
}

// ---------------------------------------------------------------------------------------------
// Bit masks: the situation becomes one number, each row one required mask.

const S_HIDDEN = 1;
const S_COVER = 2;
const S_COVER_OR_BUILDING = 4;
const S_FLANK_OR_REAR = 8;
const S_REAR = 16;
const S_MUZZLE = 32;
const S_ODDS = 64;
const S_CAN_FIRE = 128;
const S_MOUNTED = 256;

export interface CompiledRow {
  readonly mask: number;
  /** 0 = any profession. */
  readonly professions: number;
  readonly row: ReactionRow;
  /** Effects and modifiers of the printed directive. */
  readonly info: DirectiveInfo;
}

export interface CompiledTable {
  readonly table: ReactionTable;
  readonly rows: readonly (readonly CompiledRow[])[];
  /** Per direction index (front, flank, rear): approach rules as [professions mask, noTest?, source]. */
  readonly approach: readonly (readonly { professions: number; noTest: boolean; source: string }[])[];
}

const PROFESSION_BIT = new Map<string, number>(PROFESSIONS.map((p, i) => [p, 1 << i]));
const ATTRIBUTE_BIT = new Map<string, number>(ATTRIBUTES.map((a, i) => [a, 2 ** i]));
const TEST_INDEX = new Map<string, number>(REACTION_TESTS.map((t, i) => [t, i]));
const SHEET_SET = new Set<string>(REACTION_SHEETS);
const DIRECTION_INDEX = new Map<string, number>(DIRECTIONS.map((d, i) => [d, i]));
const DRUNK_SET = new Set<string>(DRUNK_STATES);
const REGION_SET = new Set<string>(WARRIOR_REGIONS);

const A_BORN_LEADER = ATTRIBUTE_BIT.get("bornLeader")!;
const A_LACKS_BACKBONE = ATTRIBUTE_BIT.get("lacksABackbone")!;
const A_GUN_SHY = ATTRIBUTE_BIT.get("gunShy")!;
const A_TRUE_GRIT = ATTRIBUTE_BIT.get("trueGrit")!;
const A_TOUGH = ATTRIBUTE_BIT.get("tough")!;
const A_YELLA = ATTRIBUTE_BIT.get("yella")!;

function professionMask(list: readonly Profession[] | undefined): number {
  let mask = 0;
  for (const p of list ?? []) mask |= PROFESSION_BIT.get(p)!;
  return mask;
}

function compileRow(row: ReactionRow): CompiledRow {
  const w = row.when ?? {};
  let mask = 0;
  if (w.hidden) mask |= S_HIDDEN;
  if (w.inCover) mask |= S_COVER;
  if (w.coverOrBuilding) mask |= S_COVER_OR_BUILDING;
  if (w.flankOrRear) mask |= S_FLANK_OR_REAR;
  if (w.rear) mask |= S_REAR;
  if (w.muzzleLoader) mask |= S_MUZZLE;
  if (w.threeToOne) mask |= S_ODDS;
  if (w.canFire) mask |= S_CAN_FIRE;
  if (w.mounted) mask |= S_MOUNTED;
  return { mask, professions: professionMask(w.professions), row, info: DIRECTIVE_INFO[row.directive] };
}

function compileTable(table: ReactionTable): CompiledTable {
  const approach = DIRECTIONS.map((d) =>
    table.approach
      .filter((a) => a.from === d)
      .map((a) => ({
        professions: professionMask(a.professions),
        noTest: a.effect === "noTest",
        source: a.source,
      })),
  );
  return { table, rows: table.rows.map((rows) => rows.map(compileRow)), approach };
}

interface CompiledSheet {
  readonly id: ReactionSheetId;
  readonly professions: readonly Profession[];
  readonly professionMask: number;
  /** Indexed like REACTION_TESTS; undefined where the sheet has no such test. */
  readonly tests: readonly (CompiledTable | undefined)[];
}

const COMPILED = new Map<string, CompiledSheet>(
  REACTION_SHEETS.map((id) => {
    const sheet = REACTION_SHEET_DATA[id];
    const tests = REACTION_TESTS.map((t) => {
      const table = sheet.tests[t];
      return table ? compileTable(table) : undefined;
    });
    return [
      id,
      { id, professions: sheet.professions, professionMask: professionMask(sheet.professions), tests },
    ];
  }),
);

const STANDARD_FLINCH = COMPILED.get("standard")!.tests[TEST_INDEX.get("flinch")!]!;

// ---------------------------------------------------------------------------------------------
// Preparing a request.

/**
 * Everything a call needs, worked out once. One instance is reused by every call (the rules core is
 * synchronous and never re-enters prepare), so a call allocates nothing here; the hook outputs are
 * written back onto it by applyHooks.
 */
export class Prepared {
  test: ReactionTest = "gotAShot";
  sheet: ReactionSheetId = "standard";
  /** Undefined when the test is not taken (noTest). */
  compiled: CompiledTable | undefined = undefined;
  noTestSource: string | undefined = undefined;
  sand = 0;
  star = false;
  dice = 0;
  maxPasses = 0;
  situation = 0;
  profession = 0;
  targetSand: number | undefined = undefined;
  bornLeader = false;
  ignoreDuckBack: ReactionHook | undefined = undefined;
  lacksABackbone = false;
  lastBrother = false;
  toughAvailable = false;
  siouxside = false;
  hooksOnUnmanned = false;
  /** Some hook may change a directive (lets applyHooks return at once when none can). */
  anyHook = false;
  // Outputs of the last applyHooks call.
  hooks: readonly ReactionHook[] = NO_HOOKS;
  toughConsumed = false;
  /** Unmanned only: the Runaway inside it was kept, stopped ("stands") or became Duck Back. */
  unmanned: "runaway" | "stands" | "duckBack" = "runaway";
}

const NO_HOOKS: readonly ReactionHook[] = frozen([]);
const STATE = new Prepared();

const EMPTY_SITUATION: ReactionSituation = frozen({});
const EMPTY_OPTIONS: ReactionOptions = frozen({});
const NO_ATTRIBUTES: readonly AttributeId[] = frozen([]);

/**
 * prepare() runs on every reaction test, so its checks stay local and inline (Sets, no shared
 * helpers): routing them through core/checks and core/errors cost 8 to 35% of the throughput
 * (npm run bench).
 */
function flag(field: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (value === true || value === false) return value;
  throw new RulesError(field, value, "must be true or false");
}

function sandValue(field: string, value: unknown): number {
  if (
    typeof value !== "number" ||
    !Number.isInteger(value) ||
    value < SAND_RANGE.min ||
    value > SAND_RANGE.max
  ) {
    throw new RulesError(
      field,
      value,
      `must be a whole number between ${SAND_RANGE.min} and ${SAND_RANGE.max}`,
    );
  }
  return value;
}

export function prepare(request: ReactionRequest): Prepared {
  if (typeof request !== "object" || request === null)
    throw new RulesError("request", request, "must be an object");
  const figure = request.figure;
  if (typeof figure !== "object" || figure === null)
    throw new RulesError("figure", figure, "must be an object");
  const ownBit = PROFESSION_BIT.get(figure.profession);
  if (ownBit === undefined)
    throw new RulesError("figure.profession", figure.profession, "unknown profession");
  const sand = sandValue("figure.sand", figure.sand);
  const star = flag("figure.star", figure.star);
  const attributes = figure.attributes ?? NO_ATTRIBUTES;
  if (!Array.isArray(attributes)) throw new RulesError("figure.attributes", attributes, "must be a list");
  let attrs = 0;
  for (let i = 0; i < attributes.length; i++) {
    const bit = ATTRIBUTE_BIT.get(attributes[i]!);
    if (bit === undefined)
      throw new RulesError(`figure.attributes[${i}]`, attributes[i], "unknown attribute");
    attrs |= bit;
  }

  const test = request.test;
  const testIndex = TEST_INDEX.get(test);
  if (testIndex === undefined) throw new RulesError("test", test, "unknown reaction test");

  const sheetId = resolveSheet(request, figure.profession);
  const sheet = COMPILED.get(sheetId)!;
  let rowProfession: number;
  if (request.sheetProfession !== undefined) {
    const bit = PROFESSION_BIT.get(request.sheetProfession);
    if (bit === undefined || (bit & sheet.professionMask) === 0) {
      throw new RulesError(
        "sheetProfession",
        request.sheetProfession,
        `must be named on the ${sheetId} sheet`,
      );
    }
    rowProfession = bit;
  } else {
    rowProfession =
      (ownBit & sheet.professionMask) !== 0 ? ownBit : PROFESSION_BIT.get(sheet.professions[0]!)!;
  }

  const s = request.situation ?? EMPTY_SITUATION;
  if (typeof s !== "object" || s === null) throw new RulesError("situation", s, "must be an object");
  const o = request.options ?? EMPTY_OPTIONS;
  if (typeof o !== "object" || o === null) throw new RulesError("options", o, "must be an object");

  let direction = 0;
  if (s.from !== undefined) {
    const d = DIRECTION_INDEX.get(s.from);
    if (d === undefined) throw new RulesError("situation.from", s.from, "must be front, flank or rear");
    direction = d;
  }
  let situation = 0;
  const inCover = flag("situation.inCover", s.inCover);
  if (flag("situation.hidden", s.hidden)) situation |= S_HIDDEN;
  if (inCover) situation |= S_COVER;
  if (inCover || flag("situation.inBuilding", s.inBuilding)) situation |= S_COVER_OR_BUILDING;
  if (direction !== 0) situation |= S_FLANK_OR_REAR;
  if (direction === 2) situation |= S_REAR;
  if (flag("situation.muzzleLoader", s.muzzleLoader)) situation |= S_MUZZLE;
  if (flag("situation.threeToOne", s.threeToOne)) situation |= S_ODDS;
  if (s.canFire === undefined || flag("situation.canFire", s.canFire)) situation |= S_CAN_FIRE;
  const mounted = flag("situation.mounted", s.mounted);
  if (mounted) situation |= S_MOUNTED;
  const targetSand = s.targetSand === undefined ? undefined : sandValue("situation.targetSand", s.targetSand);
  if (s.drunk !== undefined && !DRUNK_SET.has(s.drunk)) {
    throw new RulesError("situation.drunk", s.drunk, `must be one of ${DRUNK_STATES.join(", ")}`);
  }
  const lastBrother = flag("situation.lastBrotherStanding", s.lastBrotherStanding);
  const rescuing = flag("situation.rescuingBrother", s.rescuingBrother);
  const toughUsed = flag("situation.toughUsed", s.toughUsed);

  const warriorFlinch = o.warriorFlinch ?? "standard";
  if (warriorFlinch !== "standard" && warriorFlinch !== "noTest") {
    throw new RulesError("options.warriorFlinch", warriorFlinch, "must be standard or noTest");
  }
  const limitedDice = o.limitedDice ?? "oneDie";
  if (limitedDice !== "oneDie" && limitedDice !== "addBonus") {
    throw new RulesError("options.limitedDice", limitedDice, "must be oneDie or addBonus");
  }
  const leaderOnDrop =
    o.bornLeaderOnGotTheDrop === undefined ||
    flag("options.bornLeaderOnGotTheDrop", o.bornLeaderOnGotTheDrop);
  const hooksOnUnmanned = flag("options.runawayHooksOnUnmanned", o.runawayHooksOnUnmanned);

  let compiled = sheet.tests[testIndex];
  let noTestSource: string | undefined;
  if (compiled === undefined) {
    // Only the warrior sheets lack a test (FLINCH, I-65).
    if (warriorFlinch === "standard") compiled = STANDARD_FLINCH;
    else noTestSource = "I-65";
  }
  let penalty = 0;
  if (compiled !== undefined && direction !== 0) {
    for (const rule of compiled.approach[direction]!) {
      if (rule.professions !== 0 && (rule.professions & rowProfession) === 0) continue;
      if (rule.noTest) {
        noTestSource = rule.source;
        compiled = undefined;
        break;
      }
      penalty = 1;
    }
  }

  const bornLeader =
    (attrs & A_BORN_LEADER) !== 0 && test !== "gotAShot" && (test !== "gotTheDrop" || leaderOnDrop);
  const limited =
    ((attrs & A_GUN_SHY) !== 0 && test === "beenShotAt") ||
    ((attrs & A_YELLA) !== 0 &&
      (test === "wantingToCharge" || test === "beingCharged" || test === "cominBack"));
  const base = compiled?.table.dice ?? 0;
  const bonus = bornLeader ? 1 : 0;
  const dice = limited ? (limitedDice === "addBonus" ? 1 + bonus : 1) : Math.max(0, base + bonus - penalty);

  const p = STATE;
  p.test = test;
  p.sheet = sheetId;
  p.compiled = compiled;
  p.noTestSource = noTestSource;
  p.sand = sand;
  p.star = star;
  p.dice = compiled ? dice : 0;
  p.maxPasses = compiled?.table.maxPasses ?? 0;
  p.situation = situation;
  p.profession = rowProfession;
  p.targetSand = targetSand;
  p.bornLeader = bornLeader;
  p.ignoreDuckBack =
    (attrs & A_TRUE_GRIT) !== 0
      ? "trueGrit"
      : s.drunk === "ironclad"
        ? "ironcladDrunk"
        : rescuing
          ? "rescuingBrother"
          : undefined;
  p.lacksABackbone = (attrs & A_LACKS_BACKBONE) !== 0;
  p.lastBrother = lastBrother;
  p.toughAvailable = (attrs & A_TOUGH) !== 0 && !toughUsed;
  p.siouxside = sheetId === "plainsWarrior" && mounted;
  p.hooksOnUnmanned = hooksOnUnmanned;
  p.anyHook =
    p.ignoreDuckBack !== undefined || p.lacksABackbone || lastBrother || p.toughAvailable || p.siouxside;
  p.hooks = NO_HOOKS;
  p.toughConsumed = false;
  p.unmanned = "runaway";
  return p;
}

function resolveSheet(request: ReactionRequest, profession: Profession): ReactionSheetId {
  if (request.region !== undefined && !REGION_SET.has(request.region)) {
    throw new RulesError("region", request.region, `must be one of ${WARRIOR_REGIONS.join(", ")}`);
  }
  if (request.sheet !== undefined) {
    if (!SHEET_SET.has(request.sheet)) throw new RulesError("sheet", request.sheet, "unknown reaction sheet");
    return request.sheet;
  }
  if (profession === "warrior") {
    if (request.region === undefined) {
      throw new RulesError("region", request.region, "a warrior's sheet depends on his region");
    }
    return WARRIOR_SHEETS[request.region];
  }
  return PROFESSION_SHEETS[profession];
}

/** The first row of `passes` whose conditions hold. */
export function matchRow(p: Prepared, passes: number): CompiledRow {
  const rows = p.compiled!.rows[passes]!;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if ((p.situation & r.mask) === r.mask && (r.professions === 0 || (r.professions & p.profession) !== 0)) {
      return r;
    }
  }
  // Unreachable with the shipped data: every pass list ends in a row the sheet's professions match.
  throw new RulesError("sheetProfession", p.profession, `no row for pass ${passes}`);
}

// ---------------------------------------------------------------------------------------------
// Attribute and situation hooks.

/**
 * Applies the hooks in a fixed order, each once: Lacks a Backbone (Duck Back → Runaway), last
 * brother standing (Runaway ignored), Tough (first Runaway → Duck Back), True Grit / Ironclad drunk /
 * rescuing a brother (Duck Back ignored), then the Plains "Siouxside" for a mounted warrior.
 * An ignored Duck Back or Runaway leaves the figure where it is, acting normally ("carryOn"); on
 * the charge tests that means staying put ("stayInPlace") or fighting ("prepareToFight").
 * Returns the final directive; `p.hooks`, `p.toughConsumed` and `p.unmanned` say what happened.
 */
export function applyHooks(p: Prepared, directive: ReactionDirective): ReactionDirective {
  p.hooks = NO_HOOKS;
  p.toughConsumed = false;
  p.unmanned = "runaway";
  if (!p.anyHook) return directive;
  let d = directive;
  let hooks: ReactionHook[] | undefined;

  if (d === "unmanned") {
    if (p.hooksOnUnmanned) {
      if (p.lastBrother) {
        p.unmanned = "stands";
        p.hooks = ["lastBrotherStanding"];
      } else if (p.toughAvailable) {
        p.unmanned = "duckBack";
        p.toughConsumed = true;
        p.hooks = ["tough"];
      }
    }
    return d;
  }

  if (p.lacksABackbone && (d === "duckBack" || d === "comeBackDuckBack")) {
    // A runaway who would come back only to duck back keeps running instead.
    d = "runaway";
    (hooks ??= []).push("lacksABackbone");
  }
  if (p.lastBrother && d === "runaway") {
    d = p.test === "beingCharged" ? "prepareToFight" : p.test === "cominBack" ? "comeBack" : "carryOn";
    (hooks ??= []).push("lastBrotherStanding");
  }
  if (p.toughAvailable && d === "runaway") {
    d = "duckBack";
    p.toughConsumed = true;
    (hooks ??= []).push("tough");
  }
  if (p.ignoreDuckBack !== undefined && (d === "duckBack" || d === "comeBackDuckBack")) {
    d = d === "comeBackDuckBack" ? "comeBack" : p.test === "wantingToCharge" ? "stayInPlace" : "carryOn";
    (hooks ??= []).push(p.ignoreDuckBack);
  }
  if (p.siouxside && d === "duckBack") {
    d = "siouxside";
    (hooks ??= []).push("siouxside");
  }
  if (hooks) p.hooks = hooks;
  return d;
}
