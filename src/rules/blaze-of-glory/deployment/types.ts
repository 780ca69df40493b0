import type { EncounterRoll } from "../encounters/types";
import type { Arrival, GotAShotMode } from "./tables";

/**
 * What a deployment procedure returns: the rolls (as the encounter cards show them), the outcome and
 * what follows from it. Codes are localized as `SIXGUN.Deployment.<Branch>.<code>`: a roll's
 * `purpose` under `Roll`, its `result` under `Result`, the `procedure` under `Procedure`, `notes`
 * under `Note`, `arrival` under `Arrival`, `gotAShot` under `GotAShot`.
 */
export const DEPLOYMENT_PROCEDURES = [
  "theyreOverHere",
  "enemyAwareness",
  "hereComeTheRest",
  "firstArrivals",
  "enemyContact",
  "ourAwareness",
  "marchToTheGuns",
  "whoGetsContacted",
] as const;
export type DeploymentProcedure = (typeof DEPLOYMENT_PROCEDURES)[number];

export interface DeploymentResult {
  procedure: DeploymentProcedure;
  rolls: EncounterRoll[];
  /** The row read, a code localized under the Result branch. */
  outcome: string;
  /** Cards to turn from the enemy pile (0 when none). */
  cardsToTurn: number;
  /** Further codes, localized under the Note branch. */
  notes: string[];
}

export interface AwarenessResult extends DeploymentResult {
  /** For each figure, in order: true when it faces the other side. */
  facing: boolean[];
  /** How the facing figures take Got a Shot. */
  gotAShot: GotAShotMode;
  /** The Rep the dice were read against, modifiers included (absent when no test was rolled). */
  target?: number;
}

export interface MarchResult extends DeploymentResult {
  /** True when the group goes towards the gunfire. */
  marches: boolean;
}

export interface ArrivalResult {
  arrival: Arrival;
  source: string;
}

export interface ContactOrderResult extends DeploymentResult {
  /** Group ids, first contacted first. */
  order: string[];
}
