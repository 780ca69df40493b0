import { type DiceSource, type Fraction, d6, fraction } from "../../core";
import { assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import { LOCALES, type Locale, type TerrainType } from "../ids";

/**
 * On the trail (guide §4.7; seed L583–L614): 1D6 with Southwest −2, Texas −1; 1–2 wide-open
 * spaces, 3–4 undulating, 5–6 high country (SGS-Q47: below 1 reads as 1–2). Each piece is a 12"
 * square. Spotting a concealed figure (L207, L612): a 1 on 1D6; Apaches in the Southwest a 1 and
 * then 4–6.
 */

export const TERRAIN_LOCALE_MODIFIER: Readonly<Record<Locale, number>> = Object.freeze({
  southwest: -2,
  texas: -1,
  kansas: 0,
});

export function terrainFor(modified: number): TerrainType {
  const m = assertInteger("modified", modified, -5, 12);
  return m <= 2 ? "wideOpen" : m <= 4 ? "undulating" : "highCountry";
}

export function resolveTrailTerrain(
  locale: Locale,
  die: number,
): { readonly die: number; readonly modified: number; readonly terrain: TerrainType } {
  const modified =
    assertInteger("die", die, 1, 6) + TERRAIN_LOCALE_MODIFIER[assertOneOf("locale", locale, LOCALES)];
  return { die, modified, terrain: terrainFor(modified) };
}

export function rollTrailTerrain(locale: Locale, source: DiceSource) {
  return resolveTrailTerrain(locale, d6(source));
}

/** The features each terrain type holds (L587–L594), as ids for the lang file. */
export const TERRAIN_FEATURES: Readonly<Record<TerrainType, readonly string[]>> = Object.freeze({
  wideOpen: ["scrub", "rockFormations", "dryRiverbedMaybe", "wateringHoleMaybe"],
  undulating: ["gulliesWashesRidges", "flatAtMostAThird", "riverWithFordsMaybe"],
  highCountry: ["impassableRock", "clearTrail", "wateringHoleMaybe", "woods"],
});

export interface FeatureEffect {
  readonly movement: "normal" | "none" | "half" | "fullAlongHalfAcross";
  readonly blocksSight: boolean;
  readonly cover: boolean;
  /** Visibility inside, in inches (woods, rough ground). */
  readonly visibility: number | null;
}

/** The terrain features' effects (L600–L614). */
export const FEATURE_EFFECTS: Readonly<Record<string, FeatureEffect>> = Object.freeze({
  scrub: { movement: "normal", blocksSight: false, cover: true, visibility: null },
  impassableRock: { movement: "none", blocksSight: true, cover: true, visibility: null },
  dryRiverbed: { movement: "normal", blocksSight: true, cover: false, visibility: null },
  gullyWashRidge: { movement: "fullAlongHalfAcross", blocksSight: false, cover: false, visibility: null },
  roughOrWoods: { movement: "half", blocksSight: false, cover: false, visibility: 6 },
  wateringHole: { movement: "normal", blocksSight: false, cover: true, visibility: null },
});

export const TERRAIN_PIECE_INCHES = 12;
/** Days a party holed up at a watering hole must last (L612). */
export const WATERING_HOLE_DAYS = 3;

/** Reads a spotting roll: a 1; for Apaches in the Southwest a 1 and then a second die of 4–6. */
export function resolveSpotting(input: {
  readonly apacheInSouthwest: boolean;
  readonly dice: readonly number[];
}): boolean {
  const first = assertInteger("dice[0]", input.dice[0], 1, 6);
  if (first !== 1) return false;
  if (!assertBoolean("apacheInSouthwest", input.apacheInSouthwest)) return true;
  return assertInteger("dice[1]", input.dice[1], 1, 6) >= 4;
}

export function rollSpotting(
  apacheInSouthwest: boolean,
  source: DiceSource,
): { readonly dice: readonly number[]; readonly spotted: boolean } {
  const first = d6(source);
  const dice = first === 1 && apacheInSouthwest ? [first, d6(source)] : [first];
  return { dice, spotted: resolveSpotting({ apacheInSouthwest, dice }) };
}

/** Exact chance a spotting roll succeeds: 1/6, or 1/12 for Apaches in the Southwest. */
export function spottingOdds(apacheInSouthwest: boolean): Fraction {
  return assertBoolean("apacheInSouthwest", apacheInSouthwest) ? fraction(1, 12) : fraction(1, 6);
}
