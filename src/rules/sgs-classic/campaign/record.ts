import { assertBoolean, assertInteger } from "../../core/errors";
import type { AnyEncounterKey } from "./locales";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import { coolnessAfterShootout } from "../stats/coolness";
import { type EncounterOutcome, encounterShare, killPoints } from "./points";
import { COUP_POINTS } from "../brawl/coup";

/**
 * A PC's campaign record after an encounter (guide §4.10, §4.11): his points (his share, his kills,
 * his coups), and for a shoot-out (SGS-Q55) the Coolness count: +1 every third without running
 * away, −1 for running.
 */

export interface EncounterReport {
  readonly encounter: AnyEncounterKey;
  readonly outcome: EncounterOutcome;
  readonly sideSize: number;
  readonly kills: number;
  readonly coups: number;
  readonly ranAway: boolean;
  readonly shotsFired: boolean;
  readonly plainsIndian?: boolean;
}

export interface PcRecord {
  readonly points: number;
  readonly coolness: number;
  readonly shootoutsWithoutRunning: number;
}

export interface RecordChange extends PcRecord {
  readonly share: number;
  readonly killPoints: number;
  readonly coupPoints: number;
  readonly shootout: boolean;
  readonly coolnessChange: number;
}

export function recordEncounter(
  record: PcRecord,
  report: EncounterReport,
  rules: ClassicRules = DEFAULT_RULES,
): RecordChange {
  const points = assertInteger("points", record.points, 0, 1_000_000);
  const plains = assertBoolean("plainsIndian", report.plainsIndian ?? false);
  const share = encounterShare({ outcome: report.outcome, sideSize: report.sideSize }, rules);
  const kp = killPoints({ kills: report.kills, plainsIndian: plains });
  const cp = plains ? assertInteger("coups", report.coups, 0, 100) * COUP_POINTS : 0;
  const shootout =
    rules.shootoutDefinition === "anyEncounter" || assertBoolean("shotsFired", report.shotsFired);
  const cool = shootout
    ? coolnessAfterShootout(
        {
          coolness: record.coolness,
          shootoutsWithoutRunning: record.shootoutsWithoutRunning,
          ranAway: report.ranAway,
        },
        rules,
      )
    : { coolness: record.coolness, shootoutsWithoutRunning: record.shootoutsWithoutRunning, change: 0 };
  return {
    points: points + share + kp + cp,
    coolness: cool.coolness,
    shootoutsWithoutRunning: cool.shootoutsWithoutRunning,
    share,
    killPoints: kp,
    coupPoints: cp,
    shootout,
    coolnessChange: cool.change,
  };
}
