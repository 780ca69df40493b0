import type { DiceSource } from "../../../rules/core";
import {
  REACTION_SHEET_DATA,
  chooseReaction,
  reactionOdds,
  reactionSheetFor,
  rollReaction,
  type ReactionEffect,
  type ReactionOdds,
  type ReactionRequest,
  type ReactionResult,
  type ReactionSituation,
  type ReactionTest,
} from "../../../rules/blaze-of-glory/reactions";
import type { PassCount } from "../../../rules/blaze-of-glory/ids";
import { I18N } from "../../../config";
import {
  applyGroup,
  setCondition,
  shootFollowUp,
  type ActionGroup,
  type FollowUp,
  type TableAction,
} from "./actions";
import { reactionRequest, type TableFigure } from "./figure";
import { rulesOptions, type TableSettingValues } from "./settings";

/**
 * A reaction test at the table: the figure and the situation become a rules-core request; the
 * result becomes the changes to apply (conditions on the token, Sand lost) and the next steps it
 * orders (fire back, charge). Nothing here reads a sheet row: the rules core does.
 */

/** Who caused the test, for the follow-up it may order (fire back at him). */
export interface ReactionCause {
  uuid: string;
  name: string;
}

export interface ReactionPlan {
  request: ReactionRequest;
  result: ReactionResult;
  odds: ReactionOdds;
  groups: ActionGroup[];
  followUps: FollowUp[];
}

export function makeRequest(
  figure: TableFigure,
  test: ReactionTest,
  situation: ReactionSituation,
  settings: Partial<TableSettingValues> = {},
): ReactionRequest {
  return reactionRequest(figure, test, situation, rulesOptions(settings));
}

/** Rolls the test from `source` (Foundry dice in play). */
export function rollReactionPlan(
  source: DiceSource,
  figure: TableFigure,
  test: ReactionTest,
  situation: ReactionSituation,
  settings: Partial<TableSettingValues> = {},
  cause?: ReactionCause,
): ReactionPlan {
  const request = makeRequest(figure, test, situation, settings);
  return planFor(figure, request, rollReaction(source, request), settings, cause);
}

/** Free Will: the Star picks the row (and the re-roll's row where his pick re-rolls). */
export function chooseReactionPlan(
  figure: TableFigure,
  test: ReactionTest,
  situation: ReactionSituation,
  passes: PassCount,
  rerollPasses: PassCount | undefined,
  settings: Partial<TableSettingValues> = {},
  cause?: ReactionCause,
): ReactionPlan {
  const request = makeRequest(figure, test, situation, settings);
  return planFor(figure, request, chooseReaction(request, passes, rerollPasses), settings, cause);
}

export function planFor(
  figure: TableFigure,
  request: ReactionRequest,
  result: ReactionResult,
  settings: Partial<TableSettingValues> = {},
  cause?: ReactionCause,
): ReactionPlan {
  const actions = reactionActions(figure.uuid, result, figure.system.encounter);
  const groups = actions.length ? [applyGroup("directive", figure, actions, settings)] : [];
  return {
    request,
    result,
    odds: reactionOdds(request),
    groups,
    followUps: reactionFollowUps(figure, result, cause),
  };
}

/**
 * Whether the figure may choose this test's result (Free Will, L3039): a Star, the world setting on,
 * and the test's header allowing it (never GOT A SHOT).
 */
export function freeWillAllowed(
  figure: TableFigure,
  test: ReactionTest,
  settings: Partial<TableSettingValues> = {},
): boolean {
  if (!figure.system.star || settings.freeWill === false) return false;
  try {
    const sheet = reactionSheetFor(figure.system.profession, figure.system.warriorRegion || undefined);
    return REACTION_SHEET_DATA[sheet].tests[test]?.freeWill ?? false;
  } catch {
    return false;
  }
}

/** The document changes a result's effects make. */
export function reactionActions(
  actor: string,
  result: ReactionResult,
  encounter?: { duckBack: boolean },
): TableAction[] {
  const out: TableAction[] = [];
  for (const effect of result.effects) {
    for (const a of effectActions(actor, effect)) {
      // Clearing Duck Back matters only when the figure is ducked back.
      if (a.type === "encounter" && a.flag === "duckBack" && !a.value && encounter && !encounter.duckBack)
        continue;
      out.push(a);
    }
  }
  if (result.toughConsumed) out.push({ type: "memo", actor, key: "toughUsed", value: true });
  return out;
}

function effectActions(actor: string, effect: ReactionEffect): TableAction[] {
  if ("condition" in effect) {
    switch (effect.condition) {
      case "duckBack":
      case "surrendered":
        return [setCondition(actor, effect.condition)];
      case "runaway":
        return [setCondition(actor, "runaway"), setCondition(actor, "duckBack", false)];
      case "revealed":
        return [setCondition(actor, "hidden", false)];
      default:
        // Siouxside and removed from play have no token condition: the card says what happens.
        return [];
    }
  }
  if ("clearCondition" in effect)
    return effect.clearCondition === "runaway" ? [setCondition(actor, "runaway", false)] : [];
  if ("sandDelta" in effect) return [{ type: "stat", actor, stat: "sand", delta: effect.sandDelta }];
  if ("drawDiceMod" in effect) return [setCondition(actor, "flinched")];
  return [];
}

/** Fire back at whoever caused the test, when the directive orders the tester (or the target) to fire. */
export function reactionFollowUps(
  figure: TableFigure,
  result: ReactionResult,
  cause?: ReactionCause,
): FollowUp[] {
  if (!cause) return [];
  const reason = `${I18N}.Outcome.Directive.${result.directive}`;
  return result.effects.flatMap((effect) =>
    !("fire" in effect)
      ? []
      : effect.fire === "tester"
        ? [shootFollowUp(figure, cause, false, effect.repMod, reason)]
        : [shootFollowUp(cause, figure, true, effect.repMod, reason)],
  );
}

/** Whether a BEEN SHOT AT answer means "shoot back" (for an exchange of fire). */
export function firesBack(result: ReactionResult): boolean {
  return result.effects.some((e) => "fire" in e && e.fire === "tester");
}

/**
 * A situation read back from stored data (a card's follow-up, a pending roll): only the fields a
 * reaction test reads, each of its own type; anything else is dropped.
 */
export function cleanSituation(value: unknown): ReactionSituation {
  if (!value || typeof value !== "object") return {};
  const v = value as Record<string, unknown>;
  const out: ReactionSituation = {};
  for (const key of [
    "hidden",
    "inCover",
    "inBuilding",
    "muzzleLoader",
    "threeToOne",
    "canFire",
    "mounted",
  ] as const)
    if (typeof v[key] === "boolean") out[key] = v[key] as boolean;
  if (v.from === "front" || v.from === "flank" || v.from === "rear") out.from = v.from;
  if (typeof v.targetSand === "number" && Number.isInteger(v.targetSand)) out.targetSand = v.targetSand;
  return out;
}
