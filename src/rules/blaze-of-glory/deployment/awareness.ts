import {
  RulesError,
  assertBoolean,
  assertCard,
  assertInteger,
  isJoker,
  type Card,
  type DiceSource,
} from "../../core";
import { RollLog } from "../encounters/roll-log";
import {
  ARRIVAL_BY_SUIT,
  ENEMY_AWARENESS_MODIFIERS,
  ENEMY_AWARENESS_TABLE,
  FACING_MAX,
  MARCH_TO_THE_GUNS_TABLE,
  OUR_AWARENESS_MODIFIERS,
  OUR_AWARENESS_TABLE,
  WHO_GETS_CONTACTED,
  rowByPasses,
  type AwarenessModifier,
  type AwarenessRow,
} from "./tables";
import type { ArrivalResult, AwarenessResult, ContactOrderResult, MarchResult } from "./types";

/**
 * States of awareness (theirs L4963–4994, ours L5032–5065), where reinforcements arrive
 * (L5018–5026), who is contacted first (L5105–5107) and MARCH TO THE GUNS (L5109–5129).
 */

/** Most figures a side may have in one test (a sanity bound, far above any encounter's). */
const MAX_FIGURES = 60;

function modifiedRep(
  rep: number,
  modifiers: readonly AwarenessModifier[],
  applies: Readonly<Record<string, boolean>>,
): { target: number; applied: string[] } {
  let target = rep;
  const applied: string[] = [];
  for (const m of modifiers)
    if (applies[m.id]) {
      target += m.value;
      applied.push(m.id);
    }
  return { target, applied };
}

function awareness(
  dice: DiceSource,
  procedure: "enemyAwareness" | "ourAwareness",
  options: { rep: number; figures: number; applies: Record<string, boolean> },
  table: { source: string; rows: readonly AwarenessRow[] },
  modifiers: readonly AwarenessModifier[],
): AwarenessResult {
  const { target, applied } = modifiedRep(options.rep, modifiers, options.applies);
  const log = new RollLog(dice);
  const roll = log.passes({
    purpose: procedure,
    target,
    source: table.source,
    read: (passes) => rowByPasses(table.rows, passes).result,
  });
  // The card shows the Rep and what was added to it.
  roll.values = { rep: options.rep, modifier: target - options.rep };
  const row = rowByPasses(table.rows, roll.score);
  let facing: boolean[];
  if (row.allFacing) facing = Array.from({ length: options.figures }, () => true);
  else if (options.figures === 0) facing = [];
  else {
    // One d6 per figure: 1–3 faces the other side, 4–6 does not (L4990, L5059).
    const dieRoll = log.passes({
      purpose: "facing",
      count: options.figures,
      target: FACING_MAX,
      source: row.source,
      read: () => "facingCount",
      values: (n) => ({ n, of: options.figures }),
    });
    facing = dieRoll.dice.map((d) => d <= FACING_MAX);
  }
  return {
    procedure,
    rolls: log.rolls,
    outcome: row.result,
    cardsToTurn: 0,
    notes: applied.map((id) => `modifier.${id}`),
    facing,
    gotAShot: row.gotAShot,
    target,
  };
}

export interface EnemyAwarenessOptions {
  /** Rep of the leader of the group contacted. */
  leaderRep: number;
  /** Enemy figures revealed (one facing die each unless all face us). */
  figures: number;
  /** Shots have been fired earlier in the game: +2 (L4973). */
  shotsFired?: boolean;
  /** Our side is mounted on the trail: +1 (L4974–4976). */
  mountedOnTrail?: boolean;
}

/** ENEMY STATE OF AWARENESS (L4963–4994): 2d6 vs the enemy leader's modified Rep. */
export function rollEnemyAwareness(dice: DiceSource, options: EnemyAwarenessOptions): AwarenessResult {
  const rep = assertInteger("leaderRep", options?.leaderRep, 1, 7);
  const figures = assertInteger("figures", options.figures, 0, MAX_FIGURES);
  const applies = {
    shotsFired: assertBoolean("shotsFired", options.shotsFired ?? false),
    mountedOnTrail: assertBoolean("mountedOnTrail", options.mountedOnTrail ?? false),
  };
  return awareness(
    dice,
    "enemyAwareness",
    { rep, figures, applies },
    ENEMY_AWARENESS_TABLE,
    ENEMY_AWARENESS_MODIFIERS,
  );
}

export interface OurAwarenessOptions {
  /** Rep of our side's leader. */
  leaderRep: number;
  /** Our figures (one facing die each unless all face the enemy). */
  figures: number;
  /** Shots have been fired earlier in the game: +2 (L5042). */
  shotsFired?: boolean;
  /** Their side is mounted on the trail: +1 (L5043–5045). */
  theirSideMounted?: boolean;
  /**
   * The group is contacted through ENEMY CONTACT after shots were fired: it counts as having passed
   * 2d6, no roll (L5065).
   */
  contactedAfterShots?: boolean;
}

/** OUR SIDE STATE OF AWARENESS (L5032–5065): 2d6 vs our leader's modified Rep. */
export function rollOurAwareness(dice: DiceSource, options: OurAwarenessOptions): AwarenessResult {
  const rep = assertInteger("leaderRep", options?.leaderRep, 1, 7);
  const figures = assertInteger("figures", options.figures, 0, MAX_FIGURES);
  const applies = {
    shotsFired: assertBoolean("shotsFired", options.shotsFired ?? false),
    theirSideMounted: assertBoolean("theirSideMounted", options.theirSideMounted ?? false),
  };
  if (assertBoolean("contactedAfterShots", options.contactedAfterShots ?? false)) {
    const row = rowByPasses(OUR_AWARENESS_TABLE.rows, 2);
    return {
      procedure: "ourAwareness",
      rolls: [],
      outcome: row.result,
      cardsToTurn: 0,
      notes: ["afterShots"],
      facing: Array.from({ length: figures }, () => true),
      gotAShot: row.gotAShot,
    };
  }
  return awareness(
    dice,
    "ourAwareness",
    { rep, figures, applies },
    OUR_AWARENESS_TABLE,
    OUR_AWARENESS_MODIFIERS,
  );
}

/** Where reinforcements arrive, read from a card of the main deck (L5018–5026). */
export function arrivalBySuit(card: Card): ArrivalResult {
  const checked = assertCard("card", card);
  if (isJoker(checked)) throw new RulesError("card", card, "must have a suit (draw again for a Joker)");
  const row = ARRIVAL_BY_SUIT.rows.find((r) => r.suit === checked.suit)!;
  return { arrival: row.arrival, source: ARRIVAL_BY_SUIT.source };
}

export interface MarchOptions {
  /** Sand of the group's leader (only the leader tests, L5111). */
  sand: number;
  /** Ordered to stay where he is, or knew of the gunfire beforehand: no test (L5111). */
  exempt?: boolean;
}

/** MARCH TO THE GUNS TABLE (L5111–5129): 2d6 vs the leader's Sand; on pass 1, 1d6 vs Sand decides. */
export function rollMarchToTheGuns(dice: DiceSource, options: MarchOptions): MarchResult {
  const sand = assertInteger("sand", options?.sand, 1, 7);
  const t = MARCH_TO_THE_GUNS_TABLE;
  if (assertBoolean("exempt", options.exempt ?? false))
    return {
      procedure: "marchToTheGuns",
      rolls: [],
      outcome: "noTest",
      cardsToTurn: 0,
      notes: ["marchExempt"],
      marches: false,
    };
  const log = new RollLog(dice);
  const roll = log.passes({
    purpose: "marchToTheGuns",
    target: sand,
    source: t.source,
    read: (passes) => rowByPasses(t.rows, passes).result,
  });
  const row = rowByPasses(t.rows, roll.score);
  let marches = row.result === "march";
  if (row.result === "checkSand") {
    const check = log.passes({
      purpose: "marchSand",
      count: 1,
      target: sand,
      source: row.source,
      read: (passes) => (passes === 1 ? "march" : "remain"),
    });
    marches = check.score === 1;
  }
  return {
    procedure: "marchToTheGuns",
    rolls: log.rolls,
    outcome: marches ? "march" : "remain",
    cardsToTurn: 0,
    notes: [],
    marches,
  };
}

export interface ContactGroup {
  id: string;
  /** Distance to the enemy's board edge, in inches. */
  distance: number;
}

/**
 * WHO GETS CONTACTED (L5105–5107): the group closest to the enemy edge first; groups equally close
 * roll 1d6 each, high first (ties among them roll again). Returns every group in contact order.
 */
export function rollWhoGetsContacted(dice: DiceSource, groups: readonly ContactGroup[]): ContactOrderResult {
  if (!Array.isArray(groups) || groups.length === 0)
    throw new RulesError("groups", groups, "must list at least one group");
  const seen = new Set<string>();
  groups.forEach((g, i) => {
    if (typeof g?.id !== "string" || g.id === "")
      throw new RulesError(`groups[${i}].id`, g?.id, "must be a name");
    if (seen.has(g.id)) throw new RulesError(`groups[${i}].id`, g.id, "appears twice");
    seen.add(g.id);
    if (typeof g.distance !== "number" || !Number.isFinite(g.distance) || g.distance < 0)
      throw new RulesError(`groups[${i}].distance`, g.distance, "must be a distance of 0 or more");
  });
  const log = new RollLog(dice);
  const byDistance = new Map<number, string[]>();
  for (const g of groups) byDistance.set(g.distance, [...(byDistance.get(g.distance) ?? []), g.id]);
  const order: string[] = [];
  const rollOff = (ids: string[]): string[] => {
    if (ids.length < 2) return ids;
    const scores = new Map(
      ids.map((id) => [
        id,
        log.sum({
          purpose: "contactRollOff",
          subject: id,
          source: WHO_GETS_CONTACTED.source,
          read: () => "rolled",
        }).score,
      ]),
    );
    const faces = [...new Set(scores.values())].sort((a, b) => b - a);
    return faces.flatMap((f) => rollOff(ids.filter((id) => scores.get(id) === f)));
  };
  for (const distance of [...byDistance.keys()].sort((a, b) => a - b))
    order.push(...rollOff(byDistance.get(distance)!));
  return {
    procedure: "whoGetsContacted",
    rolls: log.rolls,
    outcome: "contactOrder",
    cardsToTurn: 0,
    notes: [],
    order,
  };
}
