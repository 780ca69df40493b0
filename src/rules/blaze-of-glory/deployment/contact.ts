import { RulesError, assertBoolean, assertInteger, type DiceSource } from "../../core";
import { RollLog } from "../encounters/roll-log";
import {
  ENEMY_CONTACT_TABLE,
  FIRST_TURN_ARRIVALS,
  HERE_COME_THE_REST_TABLE,
  THEYRE_OVER_HERE_TABLE,
  rowByPasses,
  type CardRow,
} from "./tables";
import type { DeploymentResult } from "./types";

/**
 * The rolls that decide how many cards of the enemy pile are turned: THEY'RE OVER HERE when our side
 * comes into sight of a terrain piece, HERE COME THE REST and ENEMY CONTACT on a turn whose
 * activation dice total 7, and the first turn of HERE THEY COME. Pure: dice in, data out; the
 * turning itself is `turnCards` (or the Foundry deck service, which draws the same cards).
 */

/** Whether a turn's activation dice call for HERE COME THE REST / ENEMY CONTACT (total 7, L5000, L5083). */
export function isReinforcementTurn(activationDice: readonly number[]): boolean {
  if (!Array.isArray(activationDice) || activationDice.length !== 2)
    throw new RulesError("activationDice", activationDice, "must be the turn's two activation dice");
  activationDice.forEach((d, i) => assertInteger(`activationDice[${i}]`, d, 1, 6));
  return activationDice[0]! + activationDice[1]! === HERE_COME_THE_REST_TABLE.activationTotal;
}

/** Rolls the number of cards a row turns (its `cardDice` summed), recorded on the log. */
function rollCards(log: RollLog, row: CardRow): number {
  if (row.cardDice === 0) return 0;
  return log.sum({
    purpose: "cardsToTurn",
    count: row.cardDice,
    source: row.source,
    read: () => "turnCards",
    values: (score) => ({ n: score }),
  }).score;
}

function passTest(
  log: RollLog,
  options: { purpose: string; target: number; source: string; rows: readonly CardRow[] },
): CardRow {
  const roll = log.passes({
    purpose: options.purpose,
    target: options.target,
    source: options.source,
    read: (passes) => rowByPasses(options.rows, passes).result,
  });
  return rowByPasses(options.rows, roll.score);
}

export interface ContactOptions {
  /** The enemy are warriors (Indians): the target changes (L4939, L5083; guide I-58). */
  warriors?: boolean;
}

/** THEY'RE OVER HERE TABLE (L4939–4961): 2d6 vs 4 (3 for warriors); on contact, 2d6 cards to turn. */
export function rollTheyreOverHere(dice: DiceSource, options: ContactOptions = {}): DeploymentResult {
  const warriors = assertBoolean("warriors", options.warriors ?? false);
  const t = THEYRE_OVER_HERE_TABLE;
  const log = new RollLog(dice);
  const row = passTest(log, {
    purpose: "theyreOverHere",
    target: warriors ? t.warriorTarget : t.target,
    source: t.source,
    rows: t.rows,
  });
  const cardsToTurn = rollCards(log, { ...row, source: t.cardsSource });
  return {
    procedure: "theyreOverHere",
    rolls: log.rolls,
    outcome: row.result,
    cardsToTurn,
    notes: row.passes > 0 ? ["checkAwareness"] : [],
  };
}

/** HERE COME THE REST (L5000–5016): 2d6 vs the enemy leader's Rep; 2d6, 1d6 or no cards to turn. */
export function rollHereComeTheRest(dice: DiceSource, options: { leaderRep: number }): DeploymentResult {
  const rep = assertInteger("leaderRep", options?.leaderRep, 1, 7);
  const t = HERE_COME_THE_REST_TABLE;
  const log = new RollLog(dice);
  const row = passTest(log, { purpose: "hereComeTheRest", target: rep, source: t.source, rows: t.rows });
  const cardsToTurn = rollCards(log, row);
  return {
    procedure: "hereComeTheRest",
    rolls: log.rolls,
    outcome: row.result,
    cardsToTurn,
    notes: cardsToTurn > 0 ? ["drawArrivalCard"] : [],
  };
}

/** HERE THEY COME, first turn (L5081): 2d6 cards of the opposing outfit enter. */
export function rollFirstArrivals(dice: DiceSource): DeploymentResult {
  const log = new RollLog(dice);
  const cardsToTurn = log.sum({
    purpose: "firstArrivals",
    count: FIRST_TURN_ARRIVALS.cardDice,
    source: FIRST_TURN_ARRIVALS.source,
    read: () => "turnCards",
    values: (score) => ({ n: score }),
  }).score;
  return {
    procedure: "firstArrivals",
    rolls: log.rolls,
    outcome: "firstArrivals",
    cardsToTurn,
    notes: ["emergeNearest"],
  };
}

/** ENEMY CONTACT TABLE (L5083–5101): 2d6 vs 3 (4 for warriors); 2d6, 1d6 or no cards to turn. */
export function rollEnemyContact(dice: DiceSource, options: ContactOptions = {}): DeploymentResult {
  const warriors = assertBoolean("warriors", options.warriors ?? false);
  const t = ENEMY_CONTACT_TABLE;
  const log = new RollLog(dice);
  const row = passTest(log, {
    purpose: "enemyContact",
    target: warriors ? t.warriorTarget : t.target,
    source: t.source,
    rows: t.rows,
  });
  const cardsToTurn = rollCards(log, row);
  return {
    procedure: "enemyContact",
    rolls: log.rolls,
    outcome: row.result,
    cardsToTurn,
    // Guide I-59: they emerge from the terrain nearest the contacted group and trigger Got a Shot.
    notes: cardsToTurn > 0 ? ["emergeNearest"] : [],
  };
}
