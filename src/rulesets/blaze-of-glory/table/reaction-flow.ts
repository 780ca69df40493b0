import { RulesError, type DiceSource } from "../../../rules/core";
import {
  REACTION_SHEET_DATA,
  chooseReaction,
  followLeader,
  reactionOdds,
  reactionSheetFor,
  rollReaction,
  type LeaderResult,
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
import { reactionRequest, situationFromFigure, type TableFigure } from "./figure";
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
  /** A charger whose WANTING TO CHARGE result cost him a die in the fight's first round. */
  chargePenalty?: boolean;
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

/** A friend of a Born Leader reads the leader's pass count on his own sheet, without dice (L3059). */
export function followLeaderPlan(
  figure: TableFigure,
  test: ReactionTest,
  situation: ReactionSituation,
  leader: LeaderResult,
  settings: Partial<TableSettingValues> = {},
  cause?: ReactionCause,
): ReactionPlan {
  const request = makeRequest(figure, test, situation, settings);
  return planFor(figure, request, followLeader(request, leader), settings, cause);
}

/** Reads the stored faces first, then the live source (and counts what it read of each). */
class StoredThenLive implements DiceSource {
  used = 0;
  constructor(
    readonly stored: readonly number[],
    readonly live: DiceSource,
  ) {}
  roll(faces: number): number {
    return this.used < this.stored.length ? this.stored[this.used++]! : this.live.roll(faces);
  }
}

/**
 * The GOT A SHOT roll-off settled (L1266): the tester's test is read again from its stored faces,
 * now with the active target's Sand, so the rules core throws the target's 2d6 from `source` and
 * says who fires first. Refused when the stored faces do not read as that roll-off.
 */
export function rollOffPlan(
  source: DiceSource,
  tester: TableFigure,
  target: TableFigure,
  stored: { dice: readonly number[]; situation: ReactionSituation },
  settings: Partial<TableSettingValues> = {},
): ReactionPlan {
  const dice = Array.isArray(stored.dice) ? stored.dice : [];
  if (dice.length === 0 || dice.length > 12 || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6))
    throw new RulesError("dice", stored.dice, "the tester's faces must be 1–6");
  const situation = situationFromFigure(tester, {
    ...cleanSituation(stored.situation),
    targetSand: target.system.sand,
  });
  const request = makeRequest(tester, "gotAShot", situation, settings);
  const replay = new StoredThenLive(dice, source);
  const result = rollReaction(replay, request);
  if (replay.used !== dice.length || !result.rollOff)
    throw new RulesError("dice", stored.dice, "these faces do not call for the roll-off");
  return planFor(tester, request, result, settings, target);
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
    followUps: reactionFollowUps(figure, result, cause, request.situation),
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
      case "siouxside":
        return [setCondition(actor, effect.condition)];
      case "runaway":
        return [setCondition(actor, "runaway"), setCondition(actor, "duckBack", false)];
      case "revealed":
        return [setCondition(actor, "hidden", false)];
      case "removedFromPlay":
        // He leaves the encounter: no longer a runaway on the table, out of it for good.
        return [setCondition(actor, "removedFromPlay"), setCondition(actor, "runaway", false)];
    }
  }
  if ("clearCondition" in effect)
    return effect.clearCondition === "runaway" ? [setCondition(actor, "runaway", false)] : [];
  if ("sandDelta" in effect) return [{ type: "stat", actor, stat: "sand", delta: effect.sandDelta }];
  if ("drawDiceMod" in effect) return [setCondition(actor, "flinched")];
  return [];
}

/**
 * The next steps a result orders against whoever caused the test: fire back at him (or he fires),
 * the GOT A SHOT roll-off his Sand decides, and the fight that follows a charge or a charger met
 * (after the shot, when there is one).
 */
export function reactionFollowUps(
  figure: TableFigure,
  result: ReactionResult,
  cause?: ReactionCause,
  situation: ReactionSituation = {},
): FollowUp[] {
  if (!cause) return [];
  const reason = `${I18N}.Outcome.Directive.${result.directive}`;
  const out: FollowUp[] = result.effects.flatMap((effect) =>
    !("fire" in effect)
      ? []
      : effect.fire === "tester"
        ? [shootFollowUp(figure, cause, false, effect.repMod, reason)]
        : [shootFollowUp(cause, figure, true, effect.repMod, reason)],
  );
  if (result.directive === "rollOff")
    out.push(rollOffFollowUp(figure, result, cause, cleanSituation(situation), reason));
  // A charge: the figure charged takes BEING CHARGED (L1336), which leads to the fight.
  if (result.effects.some((e) => "charge" in e)) {
    const charger = { uuid: figure.uuid, name: figure.name };
    out.push({
      type: "reaction",
      actor: cause.uuid,
      name: cause.name,
      test: "beingCharged",
      situation: {},
      reason,
      cause: result.meleeDiceMod < 0 ? { ...charger, chargePenalty: true } : charger,
    });
  }
  if (meetsInMelee(result)) {
    const fight: FollowUp = {
      type: "melee",
      actor: figure.uuid,
      name: figure.name,
      opponent: cause.uuid,
      opponentName: cause.name,
      chargePenalty: result.meleeDiceMod < 0,
      firstRoundRepModifier: result.meleeRepMod,
      reason,
    };
    out.push(cause.chargePenalty === true ? { ...fight, opponentChargePenalty: true } : fight);
  }
  return out;
}

/**
 * A charged figure that stands and prepares to fight (BEING CHARGED: every answer but running
 * away) meets the charger in Fightin'.
 */
export function meetsInMelee(result: ReactionResult): boolean {
  if (result.test !== "beingCharged") return false;
  return !result.effects.some(
    (e) => "condition" in e && (e.condition === "runaway" || e.condition === "duckBack"),
  );
}

/** The roll-off button: the active target (the cause) throws 2d6 against his own Sand. */
function rollOffFollowUp(
  figure: TableFigure,
  result: ReactionResult,
  cause: ReactionCause,
  situation: ReactionSituation,
  reason: string,
): FollowUp {
  return {
    type: "rollOff",
    actor: cause.uuid,
    name: cause.name,
    tester: figure.uuid,
    testerName: figure.name,
    dice: [...result.dice, ...(result.reroll?.dice ?? [])],
    situation,
    reason,
  };
}

/**
 * Friends within 4" of a Born Leader who tested react as he did (L3059): one button each, read on
 * the friend's own sheet without rolling. GOT A SHOT is not reached (the rules core says so).
 */
export function leaderFollowUps(
  leader: TableFigure,
  result: ReactionResult,
  friends: readonly { uuid: string; name: string }[],
  cause?: ReactionCause,
): FollowUp[] {
  const copied = result.leaderResult;
  if (!copied || copied.test === "gotAShot") return [];
  return friends
    .filter((f) => f.uuid !== leader.uuid)
    .map((f) => {
      const out: FollowUp = {
        type: "followLeader",
        actor: f.uuid,
        name: f.name,
        test: copied.test,
        passes: copied.passes,
        leaderName: leader.name,
        situation: {},
        reason: `${I18N}.Chat.LeaderReacts`,
      };
      if (!cause) return out;
      const c = { uuid: cause.uuid, name: cause.name };
      return { ...out, cause: cause.chargePenalty === true ? { ...c, chargePenalty: true } : c };
    });
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
