import { assertCard, type Card } from "../../core/cards";
import { assertObject, optionalFlag } from "../../core/checks";
import { RulesError, assertBoolean, assertOneOf } from "../../core/errors";
import type { GmTableData } from "../../core/gm-table";
import {
  TOUGHNESS,
  WOUND_LEVELS,
  WOUND_SOURCES,
  type Toughness,
  type WoundLevel,
  type WoundSource,
  type WoundState,
} from "../ids";
import type { FyhInterpretations } from "../interpretations";
import { assertTableData } from "../tables/data";
import { ADDITIONAL_WOUNDS_RULES } from "../tables/wounds";
import { assertNpcStanding, npcAfterWound, type NpcStanding } from "./npc";
import { assertWounds, woundRank, type WoundEntry } from "./record";

/**
 * Taking a wound (guide §3.3, seed L62–L70, L177–L180) and the state it leaves the figure in.
 */

export type AdditionalWoundsRule = (typeof ADDITIONAL_WOUNDS_RULES)[number];

/**
 * The GM's `additionalWoundsRule` (FYH-M03): a list table with one row `{ rule: "worst" | "stepUp"
 * | "custom" }` (the first row counts). Absent or empty, the guide's placeholder "worst" is used:
 * it is a stand-in, not the book's rule, so the table is never reported as missing.
 */
export function additionalWoundsRule(table: GmTableData | undefined): AdditionalWoundsRule {
  const data = assertTableData("additionalWoundsRule", table);
  const [key, row] = Object.entries(data?.rows ?? {})[0] ?? [];
  if (key === undefined) return "worst";
  return assertOneOf(`additionalWoundsRule.rows.${key}.rule`, row!.rule, ADDITIONAL_WOUNDS_RULES);
}

export interface WoundStateInput {
  readonly wounds: readonly WoundEntry[];
  readonly additionalWoundsRule: GmTableData | undefined;
  /** Under the GM's own rule ("custom", applied by hand): the level the GM has set, if any. */
  readonly gmLevel?: WoundState;
}

export interface WoundStateResult {
  readonly state: WoundState;
  readonly rule: AdditionalWoundsRule;
  /** "custom" with no level set yet: the state shown is the worst wound until the GM sets one. */
  readonly awaitingGm: boolean;
  /** Gut Shot or worse: down and no reply (L88); a Kilt figure is down as well as dead. */
  readonly isDown: boolean;
  /** Kilt. */
  readonly isDead: boolean;
}

const LEVEL_AT = (rank: number): WoundState => (rank === 0 ? "none" : WOUND_LEVELS[rank - 1]!);

/**
 * The figure's wound level from its counted (not ignored) wounds: "worst" keeps the most severe;
 * "stepUp" (our reading of "go up one level") raises the level one step for each wound after the
 * first, or to the new wound's level when that is worse; "custom" is the GM's `gmLevel`. A Kilt
 * wound kills under every rule.
 */
export function woundState(input: WoundStateInput): WoundStateResult {
  const i = assertObject<WoundStateInput>("input", input);
  const wounds = assertWounds("wounds", i.wounds).filter((w) => !w.ignored);
  const rule = additionalWoundsRule(i.additionalWoundsRule);
  const gmLevel =
    i.gmLevel === undefined ? undefined : assertOneOf("gmLevel", i.gmLevel, ["none", ...WOUND_LEVELS]);
  const worst = Math.max(0, ...wounds.map((w) => woundRank(w.level)));
  let rank = worst;
  if (rule === "stepUp")
    rank = wounds.reduce((r, w) => (r === 0 ? woundRank(w.level) : Math.max(r + 1, woundRank(w.level))), 0);
  if (rule === "custom" && gmLevel !== undefined) rank = woundRank(gmLevel);
  if (worst === 4) rank = 4;
  const state = LEVEL_AT(Math.min(4, rank));
  return {
    state,
    rule,
    awaitingGm: rule === "custom" && gmLevel === undefined,
    isDown: woundRank(state) >= 3,
    isDead: state === "kilt",
  };
}

/** Penalty of each level on the wounded figure's own shots (L53–L57). */
const SHOT_PENALTY: Readonly<Record<Exclude<WoundLevel, "kilt">, number>> = {
  pinked: -1,
  hit: -2,
  gutShot: -3,
};

/**
 * What the figure's wounds take off its D20 (FYH-Q11): the penalty of its current level, or every
 * counted wound's penalty added up. A dead figure does not shoot: RulesError.
 */
export function woundShootingPenalty(
  input: WoundStateInput,
  options: Pick<FyhInterpretations, "woundPenalty">,
): number {
  const mode = assertOneOf("options.woundPenalty", options?.woundPenalty, ["worst", "sum"]);
  const { state } = woundState(input);
  if (state === "kilt") throw new RulesError("wounds", input.wounds, "a Kilt figure does not shoot");
  if (mode === "worst") return state === "none" ? 0 : SHOT_PENALTY[state];
  return input.wounds
    .filter((w) => !w.ignored)
    .reduce((sum, w) => sum + SHOT_PENALTY[w.level as Exclude<WoundLevel, "kilt">], 0);
}

/** What of a figure its wounds depend on (guide §6.1). */
export interface WoundedFigure {
  readonly toughness: Toughness;
  readonly isDrunk: boolean;
  readonly wounds: readonly WoundEntry[];
  /** The level the GM has set under a "custom" additional-wounds rule. */
  readonly gmLevel?: WoundState;
  /** Present for an NPC: its charm and attitude. */
  readonly npc?: NpcStanding;
}

export interface ApplyWoundInput {
  readonly figure: WoundedFigure;
  readonly level: WoundLevel;
  readonly source: WoundSource;
  /** The damage card drawn, or null for a brawl's Little cut. */
  readonly card: Card | null;
  readonly additionalWoundsRule: GmTableData | undefined;
  readonly options: Pick<FyhInterpretations, "oxAndDrunkStack">;
}

export interface AppliedWound {
  readonly entry: WoundEntry;
  readonly wounds: readonly WoundEntry[];
  /** Which trait shrugged it off, if one did. */
  readonly ignoredBy: "toughness" | "drunk" | null;
  readonly before: WoundState;
  readonly after: WoundStateResult;
  /** For an NPC: its standing after the wound (charm lost, Suspicious for good). */
  readonly npc?: NpcStanding;
  readonly charmBroken: boolean;
}

/**
 * Adds one wound. Built like an Ox / Fights like a tiger shrugs off the figure's first wound unless
 * it is a Kilt (L70); a Drunk shrugs off its first non-fatal wound (L180). Both only ever reach the
 * first wound (any earlier wound was counted, or the figure is dead), so a figure with both
 * ignores one wound in total; with FYH-Q12's `oxAndDrunkStack` the drink takes the second one too,
 * provided the first was shrugged off. A dead figure takes no more wounds (RulesError).
 */
export function applyWound(input: ApplyWoundInput): AppliedWound {
  const i = assertObject<ApplyWoundInput>("input", input);
  const f = assertObject<WoundedFigure>("figure", i.figure);
  const toughness = assertOneOf("figure.toughness", f.toughness, TOUGHNESS);
  const isDrunk = assertBoolean("figure.isDrunk", f.isDrunk);
  const wounds = assertWounds("figure.wounds", f.wounds);
  const npc = f.npc === undefined ? undefined : assertNpcStanding("figure.npc", f.npc);
  const level = assertOneOf("level", i.level, WOUND_LEVELS);
  const source = assertOneOf("source", i.source, WOUND_SOURCES);
  const card = i.card === null ? null : assertCard("card", i.card);
  if (card === null && !(source === "brawl" && level === "pinked"))
    throw new RulesError("card", card, "only a brawl's Little cut comes without a damage card");
  const stack = optionalFlag("options.oxAndDrunkStack", i.options?.oxAndDrunkStack);
  const stateInput = { wounds, additionalWoundsRule: i.additionalWoundsRule, gmLevel: f.gmLevel };
  const before = woundState(stateInput);
  if (before.isDead) throw new RulesError("figure.wounds", wounds, "a Kilt figure takes no more wounds");

  const tough = toughness !== "none";
  const allowance = stack ? Number(tough) + Number(isDrunk) : Math.min(1, Number(tough) + Number(isDrunk));
  const shrugged = wounds.filter((w) => w.ignored).length;
  const canShrug = level !== "kilt" && shrugged === wounds.length && shrugged < allowance;
  const ignoredBy = !canShrug ? null : tough && shrugged === 0 ? "toughness" : "drunk";
  const entry: WoundEntry = { level, source, card, ignored: canShrug };
  const all = [...wounds, entry];
  const npcAfter = npc ? npcAfterWound(npc) : undefined;
  return {
    entry,
    wounds: all,
    ignoredBy,
    before: before.state,
    after: woundState({ ...stateInput, wounds: all }),
    ...(npcAfter ? { npc: npcAfter.npc } : {}),
    charmBroken: npcAfter?.charmBroken ?? false,
  };
}
