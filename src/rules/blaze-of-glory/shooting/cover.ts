import { assertBoolean, assertOneOf } from "../../core";
import type { HitLocation } from "../ids";
import { assertObject } from "../../core/checks";
import { frozen } from "../../core/frozen";

export type CoverPosition = "loophole" | "wallWindow" | "cornerFlush" | "cornerAway";
export const COVER_POSITIONS: readonly CoverPosition[] = [
  "loophole",
  "wallWindow",
  "cornerFlush",
  "cornerAway",
];

/** What the covered figure is doing; "rifle" means every long arm and the bow (L1600). */
export type CoverActivity = "justLooking" | "firingPistol" | "firingRifle";
export const COVER_ACTIVITIES: readonly CoverActivity[] = ["justLooking", "firingPistol", "firingRifle"];

export interface CoverTableRow {
  readonly position: CoverPosition;
  /** `any` = the loophole row, the same whatever the figure is doing. */
  readonly activity: CoverActivity | "any";
  readonly exposed: readonly HitLocation[];
  readonly source: string;
}

/** TARGET BEHIND COVER TABLE (seed L1587–1600, QRS L6926–6939). Gut and legs are never exposed. */
export const TARGET_BEHIND_COVER_TABLE: readonly CoverTableRow[] = [
  { position: "loophole", activity: "any", exposed: ["head"], source: "L1589" },
  { position: "wallWindow", activity: "justLooking", exposed: ["head"], source: "L1590" },
  { position: "wallWindow", activity: "firingPistol", exposed: ["head", "gunArm"], source: "L1591" },
  { position: "wallWindow", activity: "firingRifle", exposed: ["head", "gunArm", "offArm"], source: "L1592" },
  { position: "cornerFlush", activity: "justLooking", exposed: ["head"], source: "L1593" },
  { position: "cornerFlush", activity: "firingPistol", exposed: ["head", "gunArm"], source: "L1594" },
  {
    position: "cornerFlush",
    activity: "firingRifle",
    exposed: ["head", "gunArm", "offArm"],
    source: "L1595",
  },
  { position: "cornerAway", activity: "justLooking", exposed: ["head"], source: "L1596" },
  { position: "cornerAway", activity: "firingPistol", exposed: ["head", "gunArm", "chest"], source: "L1597" },
  {
    position: "cornerAway",
    activity: "firingRifle",
    exposed: ["head", "gunArm", "offArm", "chest"],
    source: "L1598",
  },
];

const EXPOSED: Record<string, readonly HitLocation[]> = {};
for (const r of TARGET_BEHIND_COVER_TABLE) {
  const acts = r.activity === "any" ? COVER_ACTIVITIES : [r.activity];
  for (const a of acts) EXPOSED[`${r.position}:${a}`] = r.exposed;
}

/** Locations that bulletproof cover leaves open to a hit. */
export function exposedLocations(position: CoverPosition, activity: CoverActivity): readonly HitLocation[] {
  const p = assertOneOf("position", position, COVER_POSITIONS);
  const a = assertOneOf("activity", activity, COVER_ACTIVITIES);
  return EXPOSED[`${p}:${a}`]!;
}

/**
 * Kinds of cover (L1573–1581): bulletproof stops what it hides, obscuring may deflect any hit, woods
 * are both (L4725).
 */
export type CoverKind = "none" | "bulletproof" | "obscuring" | "woods";
export const COVER_KINDS: readonly CoverKind[] = ["none", "bulletproof", "obscuring", "woods"];

export interface CoverInput {
  kind: CoverKind;
  /** Needed for bulletproof cover and woods: which row of the cover table. */
  position?: CoverPosition;
  /** Needed with `position`. */
  activity?: CoverActivity;
}

/** Cover reduced to what the damage step checks. */
export interface CoverProfile {
  /** Counts as cover on the Shootin' table (a miss at 8). */
  inCover: boolean;
  /** Locations open through bulletproof cover; null when there is none. */
  exposed: readonly HitLocation[] | null;
  obscuring: boolean;
}

export const NO_COVER: CoverProfile = frozen({ inCover: false, exposed: null, obscuring: false });

export function coverProfile(input: CoverInput | undefined, field = "cover"): CoverProfile {
  if (input === undefined) return NO_COVER;
  assertObject(field, input);
  const kind = assertOneOf(`${field}.kind`, input.kind, COVER_KINDS);
  if (kind === "none") return NO_COVER;
  if (kind === "obscuring") return { inCover: true, exposed: null, obscuring: true };
  const position = assertOneOf(`${field}.position`, input.position, COVER_POSITIONS);
  const activity = assertOneOf(`${field}.activity`, input.activity, COVER_ACTIVITIES);
  return { inCover: true, exposed: EXPOSED[`${position}:${activity}`]!, obscuring: kind === "woods" };
}

export interface ProneInput {
  prone: boolean;
  shooterUsingBow: boolean;
  shooterOnHigherGround: boolean;
  shooterOnUpperStorey: boolean;
  overheadProtection: boolean;
}

/**
 * Whether lying down helps against this shooter (L1579): not against a bow, a shooter on higher
 * ground, or one on an upper storey when the figure has nothing overhead. When it does not help, the
 * prone miss at 8 goes too.
 */
export function proneProtects(input: ProneInput): boolean {
  if (!assertBoolean("prone", input.prone)) return false;
  if (assertBoolean("shooterUsingBow", input.shooterUsingBow)) return false;
  if (assertBoolean("shooterOnHigherGround", input.shooterOnHigherGround)) return false;
  const upper = assertBoolean("shooterOnUpperStorey", input.shooterOnUpperStorey);
  return !(upper && !assertBoolean("overheadProtection", input.overheadProtection));
}

/** What cover did to one damage roll. */
export type CoverCheck = "noCover" | "exposed" | "blocked" | "penetrated" | "deflected";

/**
 * Checks one damage roll against cover: bulletproof cover blocks a location it hides; obscuring cover
 * (and protecting prone) lets the hit through only when the coloured die beats the white (errata E-3,
 * L9009). Woods check both.
 */
export function checkCover(
  location: HitLocation,
  white: number,
  coloured: number,
  cover: CoverProfile,
  proneObscures: boolean,
): CoverCheck {
  let result: CoverCheck = "noCover";
  if (cover.exposed !== null) {
    if (!cover.exposed.includes(location)) return "blocked";
    result = "exposed";
  }
  if (cover.obscuring || proneObscures) return coloured > white ? "penetrated" : "deflected";
  return result;
}
