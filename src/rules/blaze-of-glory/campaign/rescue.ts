import { assertInteger, type DiceSource } from "../../core";
import { SAND_RANGE } from "../figure";
import { RollLog } from "../encounters/roll-log";
import type { EncounterRoll } from "../encounters/types";

/**
 * "HE WAS OUR COMRADE ALTHOUGH HE DONE WRONG" — RESCUES (L4398–4427): when a figure falls wounded,
 * Out of the Fight or Obviously Dead, friends within one normal move in sight test; if every one of
 * them passes 2, those within one fast move test too. The mounted pick-up is the mounts package's
 * MOUNTED RESCUE.
 */

export interface RescueTester {
  sand: number;
  /** The casualty is the tester's leader (−1). */
  casualtyIsLeader?: boolean;
  /** An Indian (−1). */
  indian?: boolean;
  /** Of a "close-knit" (−1) or "hard" (+1) outlaw outfit (L6113–6121). */
  outlawOutfit?: "closeKnit" | "hard";
  subject?: string;
}

/** The tester's Sand with MODIFIERS TO RESCUE ATTEMPT (L4404–4411, signs per guide I-44). */
export function rescueTarget(tester: RescueTester): number {
  const sand = assertInteger("sand", tester.sand, SAND_RANGE.min, SAND_RANGE.max);
  const modifier =
    (tester.casualtyIsLeader ? -1 : 0) +
    (tester.indian ? -1 : 0) +
    (tester.outlawOutfit === "closeKnit" ? -1 : tester.outlawOutfit === "hard" ? 1 : 0);
  return Math.max(0, sand + modifier);
}

/** Each tester's part: carries on, or goes to the comrade (drags him to cover, then tends him one activation). */
export type RescueRole = "carryOn" | "goes";

export interface RescueRound {
  rolls: EncounterRoll[];
  /** Per tester, in the order given. */
  roles: RescueRole[];
  /** Whether pass 1s went to the closest: the GM picks which of `closestOf` is nearest. */
  closestOf: number[];
  /** Every tester passed 2: those within one fast move test next. */
  widen: boolean;
}

/**
 * One round of RESCUE OF INJURED COMRADES: each tester 2d6 vs Sand. Pass 2 carries on. Pass 0 goes to
 * the comrade and, while doing so, treats every Received Fire result but pass 0 as nothing and pass
 * 0 as Duck Back. Pass 1: if another tester passed 0, carry on; otherwise the closest pass-1 tester
 * goes (`closestOf` lists them; their roles stay "carryOn" until the GM names him).
 */
export function rollRescue(dice: DiceSource, testers: readonly RescueTester[]): RescueRound {
  const log = new RollLog(dice);
  const passes = testers.map(
    (tester, i) =>
      log.passes({
        purpose: "rescue",
        target: rescueTarget(tester),
        source: "L4413–4427",
        subject: tester.subject ?? `tester.${i + 1}`,
        read: (p) => `rescue.pass${p}`,
      }).score,
  );
  const anyZero = passes.includes(0);
  const roles: RescueRole[] = passes.map((p) => (p === 0 ? "goes" : "carryOn"));
  const closestOf = anyZero ? [] : passes.flatMap((p, i) => (p === 1 ? [i] : []));
  return { rolls: log.rolls, roles, closestOf, widen: passes.length > 0 && passes.every((p) => p === 2) };
}
