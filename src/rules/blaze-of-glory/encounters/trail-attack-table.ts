import { RulesError, assertInteger } from "../../core";
import { REP_RANGE } from "../figure";
import { integerInput } from "./inputs";
import { RollLog } from "./roll-log";
import { specialTable } from "./special-table";
import type { DeploymentPlan, FollowOn, SpecialTableDefinition, SpecialTableId } from "./types";

/**
 * The HOLD UP TABLE (L3839–3859) and the PRISONER TRANSPORT TABLE (L3920–3940) are one table with
 * the target called "target" or "escort": each leader rolls 2d6 against his Rep and the passes
 * compared decide how the travellers and their attackers set up.
 */

export const TRAIL_ATTACK_OUTCOMES = [
  /** Same passes: travellers mid-table en route, attackers 24" off or entering when activated. */
  "trailEven",
  /** Travellers one more: they set up on their half as they like, attackers 24" off on the other. */
  "trailTravellersAdvantage",
  /** Attackers one more: travellers as even, attackers only 12" off. */
  "trailAttackersAdvantage",
  /** Travellers two more: as one more, or the players run as in a Posse. */
  "trailTravellersMayRun",
  /** Attackers two more: as one more, hidden in ambush; the travellers activate first as one group. */
  "trailAmbush",
] as const;
export type TrailAttackOutcome = (typeof TRAIL_ATTACK_OUTCOMES)[number];

/** Reads the two leaders' passes (0–2 each). */
export function readTrailAttack(travellerPasses: number, attackerPasses: number): TrailAttackOutcome {
  const t = assertInteger("travellerPasses", travellerPasses, 0, 2);
  const a = assertInteger("attackerPasses", attackerPasses, 0, 2);
  if (t === a) return "trailEven";
  if (t - a === 1) return "trailTravellersAdvantage";
  if (a - t === 1) return "trailAttackersAdvantage";
  return t > a ? "trailTravellersMayRun" : "trailAmbush";
}

export interface TrailAttackSides {
  /** Side ids in the set-up. */
  travellers: string;
  attackers: string;
  /** Wagons may be circled (the Hold Up's wagon train, L3852); the Prisoner Transport only unhitches. */
  mayCircleWagons: boolean;
}

/** The deployment an outcome gives (L3845–3859, L3926–3940). */
export function trailAttackDeployment(outcome: TrailAttackOutcome, sides: TrailAttackSides): DeploymentPlan {
  const { travellers, attackers } = sides;
  if (travellers === attackers) throw new RulesError("sides", sides, "must be two different sides");
  const base = { kind: "trail" as const, setsUpFirst: travellers };
  switch (outcome) {
    case "trailEven":
      return {
        ...base,
        distanceInches: 24,
        notes: ["travellersEnRoute", "attackersFarOrEnter", "attackersMayUseCover", "attackersMaySplit"],
      };
    case "trailTravellersAdvantage":
    case "trailTravellersMayRun":
      return {
        ...base,
        distanceInches: 24,
        notes: [
          "travellersOwnHalf",
          sides.mayCircleWagons ? "travellersMayCircleWagons" : "travellersMayUnhitch",
          "attackersOtherHalfFar",
          "attackersMayUseCover",
          ...(outcome === "trailTravellersMayRun" ? ["travellersMayRunAsPosse"] : []),
        ],
      };
    case "trailAttackersAdvantage":
      return {
        ...base,
        distanceInches: 12,
        notes: ["travellersEnRoute", "attackersNearOrEnter", "attackersMayUseCover", "attackersMaySplit"],
      };
    case "trailAmbush":
      return {
        ...base,
        distanceInches: 12,
        ambushBy: attackers,
        activatesFirst: travellers,
        notes: [
          "travellersEnRoute",
          "attackersNearOrEnter",
          "ambushersHidden",
          "travellersActFirstAsOneGroup",
        ],
      };
  }
}

/**
 * Rolls the table on a log: the travellers' leader, then the attackers' leader, 2d6 each against
 * his Rep (recorded as `purpose`, subject the side id).
 */
export function rollTrailAttack(
  log: RollLog,
  options: {
    purpose: string;
    source: string;
    travellers: { id: string; rep: number };
    attackers: { id: string; rep: number };
  },
): TrailAttackOutcome {
  const tRep = assertInteger("travellerRep", options.travellers.rep, REP_RANGE.min, REP_RANGE.max);
  const aRep = assertInteger("attackerRep", options.attackers.rep, REP_RANGE.min, REP_RANGE.max);
  const read = (p: number) => `pass${p}`;
  const t = log.passes({
    purpose: options.purpose,
    target: tRep,
    source: options.source,
    subject: options.travellers.id,
    read,
  });
  const a = log.passes({
    purpose: options.purpose,
    target: aRep,
    source: options.source,
    subject: options.attackers.id,
    read,
  });
  return readTrailAttack(t.score, a.score);
}

/**
 * The journal button of a table read this way (HOLD UP TABLE, PRISONER TRANSPORT TABLE): it asks the
 * two leaders' Rep and gives the outcome with its deployment.
 */
export function trailAttackTable(options: {
  id: SpecialTableId;
  source: string;
  purpose: string;
  /** Side ids, and the input key of the travellers' leader's Rep. */
  travellers: { id: string; repKey: string };
  attackers: { id: string };
  mayCircleWagons: boolean;
}): SpecialTableDefinition {
  const rep = { kind: "integer", min: REP_RANGE.min, max: REP_RANGE.max, default: 4 } as const;
  return specialTable(
    options.id,
    options.source,
    [
      { key: options.travellers.repKey, ...rep },
      { key: "attackerLeaderRep", ...rep },
    ],
    (dice, v) => {
      const log = new RollLog(dice);
      const outcome = rollTrailAttack(log, {
        purpose: options.purpose,
        source: options.source,
        travellers: { id: options.travellers.id, rep: integerInput(v, options.travellers.repKey) },
        attackers: { id: options.attackers.id, rep: integerInput(v, "attackerLeaderRep") },
      });
      const plan = trailAttackDeployment(outcome, {
        travellers: options.travellers.id,
        attackers: options.attackers.id,
        mayCircleWagons: options.mayCircleWagons,
      });
      return {
        table: options.id,
        rolls: log.rolls,
        outcome,
        values: { distance: plan.distanceInches! },
        notes: plan.notes,
      };
    },
  );
}

/**
 * The table at set-up: rolled when both leaders' Rep are given (its deployment, and a Posse when the
 * travellers may run), else left to the journal's button with `laterNote` as the deployment's note.
 */
export function trailAttackSetUp(
  log: RollLog,
  options: {
    purpose: string;
    source: string;
    /** Side ids and the leaders' Rep (0: not given). */
    travellers: { id: string; rep: number };
    attackers: { id: string; rep: number };
    mayCircleWagons: boolean;
    laterNote: string;
  },
): { deployment: DeploymentPlan; followOn: FollowOn[] } {
  const { travellers, attackers } = options;
  if (travellers.rep <= 0 || attackers.rep <= 0)
    return {
      deployment: { kind: "trail", setsUpFirst: travellers.id, notes: [options.laterNote] },
      followOn: [],
    };
  const outcome = rollTrailAttack(log, options);
  const deployment = trailAttackDeployment(outcome, {
    travellers: travellers.id,
    attackers: attackers.id,
    mayCircleWagons: options.mayCircleWagons,
  });
  const followOn: FollowOn[] =
    outcome === "trailTravellersMayRun"
      ? [{ encounter: "posse", when: "travellersChooseToRun", carries: [travellers.id] }]
      : [];
  return { deployment, followOn };
}
