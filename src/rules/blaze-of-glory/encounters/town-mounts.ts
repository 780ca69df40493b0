import { assertInteger } from "../../core";
import type { RollLog } from "./roll-log";
import type { EncounterSetup, EncounterSide, LooseMounts, MountStart } from "./types";

/**
 * The MOUNTS blocks of the Gunfight (L3239–3245) and the Capture (L3502–3506). In town: 1d6 − 1
 * saddled horses outside the saloon, 1d6 − 2 more in the livery (never fewer than none), and each of
 * the force's figures rolls where his own horse is. On the trail: one roll for the whole force.
 */

/** 1–2 tethered outside the nearest building, 3–4 saddled in the livery, 5–6 unsaddled there. */
export function townMountStart(die: number): MountStart {
  const d = assertInteger("die", die, 1, 6);
  return d <= 2 ? "tetheredOutside" : d <= 4 ? "saddledInLivery" : "unsaddledInLivery";
}

/** 1–2 mounted, 3–4 saddled nearby (2d6" each), 5–6 unsaddled at a central location. */
export function trailMountStart(die: number): MountStart {
  const d = assertInteger("die", die, 1, 6);
  return d <= 2 ? "mounted" : d <= 4 ? "saddledNearby" : "centralLocation";
}

/** The saddled horses standing about town (L3241, L3504). */
export function rollLooseTownMounts(log: RollLog, source: string): LooseMounts[] {
  const saloon = log.sum({
    purpose: "saloonHorses",
    modifier: -1,
    source,
    read: () => "horsesCount",
    values: (score) => ({ n: Math.max(0, score) }),
  });
  const livery = log.sum({
    purpose: "liveryHorses",
    modifier: -2,
    source,
    read: () => "horsesCount",
    values: (score) => ({ n: Math.max(0, score) }),
  });
  const out: LooseMounts[] = [];
  if (saloon.score > 0) out.push({ count: saloon.score, where: "outsideSaloon", saddled: true });
  if (livery.score > 0) out.push({ count: livery.score, where: "inLivery", saddled: true });
  return out;
}

/** Each figure's own horse in town, one die per subject (in order). */
export function rollTownMountStarts(log: RollLog, subjects: readonly string[], source: string): MountStart[] {
  return subjects.map(
    (subject) =>
      log.sum({ purpose: "townMount", source, subject, read: (die) => townMountStart(die) })
        .result as MountStart,
  );
}

export interface TrailMounts {
  start: MountStart;
  /** Saddled nearby: each figure's horse's distance in inches (2d6 each), by subject order. */
  inches: number[];
}

/** The force's one roll on the trail (L3242–3245), and each figure's 2d6" when saddled nearby. */
export function rollTrailMounts(log: RollLog, subjects: readonly string[], source: string): TrailMounts {
  const start = log.sum({ purpose: "trailMounts", source, read: (die) => trailMountStart(die) })
    .result as MountStart;
  if (start !== "saddledNearby") return { start, inches: [] };
  const inches = subjects.map(
    (subject) =>
      log.sum({
        purpose: "mountDistance",
        count: 2,
        source,
        subject,
        read: () => "inches",
        values: (score) => ({ inches: score }),
      }).score,
  );
  return { start, inches };
}

/**
 * The encounters' standing mount rules (L3141–3145) as instructions for a set-up: pack animals
 * deploy as the outfit leader's mount, and saddling takes two activations wherever a horse starts
 * unsaddled (in the livery, or picketed at the far edge).
 */
export function introMountInstructions(sides: readonly EncounterSide[]): string[] {
  const unsaddled = sides.some((s) =>
    s.forces.some((l) => l.mount === "unsaddledInLivery" || l.mount === "centralLocation"),
  );
  return ["packAnimalsWithLeader", ...(unsaddled ? ["saddleTakesTwoActivations"] : [])];
}

/** The set-up with those standing rules added to its instructions. */
export function withIntroMountRules(setup: EncounterSetup): EncounterSetup {
  return { ...setup, instructions: [...setup.instructions, ...introMountInstructions(setup.sides)] };
}
