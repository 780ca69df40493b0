import { type DiceSource, d6, assertInteger, assertOneOf } from "../../core";
import { type Figure, REP_RANGE } from "../figure";
import { PROFESSIONS, type Profession } from "../ids";
import { type MountRulesOptions, mountOptions } from "./options";
import { type Quality, assertFlag, assertInput, assertQuality } from "./types";
import { frozen } from "../../core/frozen";

/** One row of a 1d6 quality table: modified scores `min`..`max` give `quality`. */
export interface QualityTableRow {
  readonly min: number;
  readonly max: number;
  readonly quality: Quality;
  readonly source: string;
}

/** MOUNT QUALITY TABLE (L2071–2078); scores below 1 read as Nag and above 6 as Good (L2031). */
export const MOUNT_QUALITY_TABLE: readonly QualityTableRow[] = frozen([
  { min: -Infinity, max: 1, quality: 3, source: "L2073" },
  { min: 2, max: 5, quality: 4, source: "L2074–2077" },
  { min: 6, max: Infinity, quality: 5, source: "L2078" },
]);

/** Reads a modified 1d6 score on the mount (or team) quality table. */
export function qualityFromScore(score: number): Quality {
  assertInteger("score", score, -20, 20);
  return score <= 1 ? 3 : score >= 6 ? 5 : 4;
}

/** One prosperity bracket of an owner's modifier list. */
export interface ProsperityModifierRow {
  readonly prosperity: readonly number[];
  readonly modifier: number;
  readonly source: string;
}

export interface OwnerModifierGroup<
  K extends string,
  R extends ProsperityModifierRow = ProsperityModifierRow,
> {
  readonly owners: readonly K[];
  readonly rows: readonly R[];
}

/**
 * Mount quality modifiers by the owner's profession and prosperity (L2033–2054). "Lawmen" are
 * Marshals, Sheriffs and Deputies (guide I-33); the Cowboy row at prosperity 4 modifies the die roll
 * like every other entry (guide I-12). Professions not listed get no modifier (L2035).
 */
export const MOUNT_QUALITY_MODIFIERS: readonly OwnerModifierGroup<Profession>[] = frozen([
  {
    owners: ["greenhorn", "homesteader", "marshal", "sheriff", "deputy", "prospector", "ranger", "townsfolk"],
    rows: [
      { prosperity: [1, 2], modifier: -2, source: "L2041" },
      { prosperity: [3], modifier: -1, source: "L2042" },
      { prosperity: [4], modifier: 0, source: "L2043" },
      { prosperity: [5], modifier: 1, source: "L2044" },
      { prosperity: [6], modifier: 2, source: "L2045" },
    ],
  },
  {
    owners: ["cowboy", "gunfighter", "outlaw"],
    rows: [
      { prosperity: [1, 2], modifier: -1, source: "L2051" },
      { prosperity: [3], modifier: 0, source: "L2052" },
      { prosperity: [4], modifier: 1, source: "L2053" },
      { prosperity: [5, 6], modifier: 2, source: "L2054" },
    ],
  },
]);

/**
 * Prosperity runs 1–6 in the book; Rep 7 NPCs (prosperity = Rep) read the top bracket. This is our
 * reading: the tables stop at 6.
 */
export const PROSPERITY_RANGE = { min: 1, max: 7 } as const;

export function assertProsperity(field: string, value: unknown): number {
  return assertInteger(field, value, PROSPERITY_RANGE.min, PROSPERITY_RANGE.max);
}

/** The owner's prosperity row, or null for owners the list does not name (no modifier). */
export function findOwnerRow<K extends string, R extends ProsperityModifierRow>(
  groups: readonly OwnerModifierGroup<K, R>[],
  owner: K,
  prosperity: number,
): R | null {
  const p = prosperity > 6 ? 6 : prosperity;
  for (const group of groups) {
    if (!group.owners.includes(owner)) continue;
    for (const row of group.rows) if (row.prosperity.includes(p)) return row;
  }
  return null;
}

/** Prosperity of a figure: Rep for NPCs (L2035); for Stars the `starProsperity` option decides. */
export function prosperityOf(
  figure: Pick<Figure, "rep" | "star">,
  options?: Partial<MountRulesOptions>,
): number {
  const opts = mountOptions(options);
  const rep = assertInteger("figure.rep", figure.rep, REP_RANGE.min, REP_RANGE.max);
  if (assertFlag("figure.star", figure.star) && opts.starProsperity !== "rep") return opts.starProsperity;
  return rep;
}

export interface QualityRoll {
  readonly die: number;
  readonly modifier: number;
  /** Die + modifier, before clamping to the table. */
  readonly score: number;
  readonly quality: Quality;
  /** Seed line of the modifier applied (null when none applied). */
  readonly modifierSource: string | null;
}

export interface MountQualityInput {
  /** Profession of the owner (for a pack animal, of the outfit leader, L2061). */
  owner: Profession;
  prosperity: number;
}

/** Rolls a mount's or pack animal's Quality: 1d6 + owner modifier on the MOUNT QUALITY TABLE. */
export function generateMountQuality(source: DiceSource, input: MountQualityInput): QualityRoll {
  const i = assertInput("input", input);
  const owner = assertOneOf("input.owner", i.owner, PROFESSIONS);
  const prosperity = assertProsperity("input.prosperity", i.prosperity);
  const row = findOwnerRow(MOUNT_QUALITY_MODIFIERS, owner, prosperity);
  const modifier = row?.modifier ?? 0;
  const die = d6(source);
  const score = die + modifier;
  return { die, modifier, score, quality: qualityFromScore(score), modifierSource: row?.source ?? null };
}

/**
 * A horse grabbed from a hitching rail: the table with no owner modifier (L2069); Good Judge of
 * Horseflesh adds one to the roll (L3063).
 */
export function rollTetheredHorseQuality(
  source: DiceSource,
  input: { goodJudgeOfHorseflesh?: boolean } = {},
): QualityRoll {
  const judge = assertFlag("input.goodJudgeOfHorseflesh", assertInput("input", input).goodJudgeOfHorseflesh);
  const modifier = judge ? 1 : 0;
  const die = d6(source);
  const score = die + modifier;
  return { die, modifier, score, quality: qualityFromScore(score), modifierSource: judge ? "L3063" : null };
}

/** Pack animals an outfit may have: one per four members or part of four (L2060). */
export function packAnimalsAllowed(outfitSize: number): number {
  assertInteger("outfitSize", outfitSize, 0, 1000);
  return Math.ceil(outfitSize / 4);
}

/**
 * The Quality a mount tests at: carrying a second rider costs 1 (L2298). The result may drop below
 * Nag; it is a test target, not a new Quality.
 */
export function riddenQuality(quality: Quality, twoRiders = false): number {
  return assertQuality("quality", quality) - (assertFlag("twoRiders", twoRiders) ? 1 : 0);
}
