import { type DiceSource, assertInteger, assertOneOf, d6 } from "../../core";
import { PROFESSIONS, type Profession } from "../ids";
import {
  type OwnerModifierGroup,
  type ProsperityModifierRow,
  type Quality,
  type QualityTableRow,
  assertInput,
  assertProsperity,
  assertQuality,
  findOwnerRow,
  qualityFromScore,
} from "../mounts";
import { VEHICLE_TYPES, type VehicleType, vehicleSpec } from "./vehicles";
import { frozen } from "../../core/frozen";

/** Owners of a team: a profession, or a stagecoach line (L2513). */
export type TeamOwner = Profession | "stagecoachLine";
export const TEAM_OWNERS: readonly TeamOwner[] = frozen(
  /* @__PURE__ */ (PROFESSIONS as readonly TeamOwner[]).concat("stagecoachLine"),
);

export interface TeamModifierRow extends ProsperityModifierRow {
  /** Homesteaders and Prospectors this poor drive mules instead (L2508–2509). */
  readonly mules: boolean;
}

/** Team quality modifiers by owner and prosperity (L2490–2520). Others: no modifier. */
export const TEAM_QUALITY_MODIFIERS: readonly OwnerModifierGroup<TeamOwner, TeamModifierRow>[] = frozen([
  {
    owners: ["greenhorn", "townsfolk"],
    rows: [
      { prosperity: [1, 2], modifier: -2, mules: false, source: "L2498" },
      { prosperity: [3], modifier: -1, mules: false, source: "L2499" },
      { prosperity: [4], modifier: 0, mules: false, source: "L2500" },
      { prosperity: [5], modifier: 1, mules: false, source: "L2501" },
      { prosperity: [6], modifier: 2, mules: false, source: "L2502" },
    ],
  },
  {
    owners: ["homesteader", "prospector"],
    rows: [
      { prosperity: [1, 2], modifier: -1, mules: true, source: "L2508" },
      { prosperity: [3], modifier: 0, mules: true, source: "L2509" },
      { prosperity: [4], modifier: 1, mules: false, source: "L2510" },
      { prosperity: [5, 6], modifier: 2, mules: false, source: "L2511" },
    ],
  },
  {
    owners: ["stagecoachLine"],
    rows: [
      { prosperity: [1], modifier: -1, mules: false, source: "L2517" },
      { prosperity: [2, 3], modifier: 0, mules: false, source: "L2518" },
      { prosperity: [4], modifier: 1, mules: false, source: "L2519" },
      { prosperity: [5, 6], modifier: 2, mules: false, source: "L2520" },
    ],
  },
]);

/** TEAM QUALITY TABLE (L2524–2531), clamped to Nag..Good (L2488). */
export const TEAM_QUALITY_TABLE: readonly QualityTableRow[] = frozen([
  { min: -Infinity, max: 1, quality: 3, source: "L2526" },
  { min: 2, max: 5, quality: 4, source: "L2527–2530" },
  { min: 6, max: Infinity, quality: 5, source: "L2531" },
]);

/**
 * Whether a team has a lead animal one Quality better (max Good): every stagecoach team (L2063), any
 * other team only with more than four animals (L2475) — guide I-13.
 */
export function hasLeadAnimal(vehicle: VehicleType, size: number): boolean {
  const spec = vehicleSpec(vehicle);
  assertInteger("size", size, spec.minTeam, spec.maxTeam);
  return spec.type === "stagecoach" || size > 4;
}

export function leadAnimalQuality(quality: Quality): Quality {
  const q = assertQuality("quality", quality);
  return (q === 5 ? 5 : q + 1) as Quality;
}

export interface TeamQualityRoll {
  readonly die: number;
  readonly modifier: number;
  readonly score: number;
  /** Quality of every animal but the lead. */
  readonly quality: Quality;
  readonly leadQuality: Quality | null;
  /** The Quality team tests use (the lead animal's, or the common one). */
  readonly testQuality: Quality;
  /** The owner's poverty puts mules in the traces. */
  readonly substituteMules: boolean;
  readonly modifierSource: string | null;
}

/**
 * Rolls a team's Quality once for the whole team (L2522): 1d6 + the owner's modifier (the outfit
 * leader's prosperity, L2481) on the TEAM QUALITY TABLE, then the lead animal if it has one.
 */
export function generateTeamQuality(
  source: DiceSource,
  input: { owner: TeamOwner; prosperity: number; vehicle: VehicleType; size: number },
): TeamQualityRoll {
  const i = assertInput("input", input);
  const owner = assertOneOf("input.owner", i.owner, TEAM_OWNERS);
  const prosperity = assertProsperity("input.prosperity", i.prosperity);
  const vehicle = assertOneOf("input.vehicle", i.vehicle, VEHICLE_TYPES);
  const spec = vehicleSpec(vehicle);
  const size = assertInteger("input.size", i.size, spec.minTeam, spec.maxTeam);
  const row = findOwnerRow(TEAM_QUALITY_MODIFIERS, owner, prosperity);
  const modifier = row?.modifier ?? 0;
  const die = d6(source);
  const score = die + modifier;
  const quality = qualityFromScore(score);
  const leadQuality = hasLeadAnimal(vehicle, size) ? leadAnimalQuality(quality) : null;
  return {
    die,
    modifier,
    score,
    quality,
    leadQuality,
    testQuality: leadQuality ?? quality,
    substituteMules: row?.mules ?? false,
    modifierSource: row?.source ?? null,
  };
}
