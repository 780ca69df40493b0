import { assertOneOf, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { TERRAIN_TYPES, type TerrainType } from "../encounters/locales";
import { RollLog } from "../encounters/roll-log";
import type { EncounterRoll } from "../encounters/types";

/**
 * TERRAIN — ON THE TRAIL (L4689–4707) and the river of TERRAIN FEATURES AND SCENERY (L4725–4735):
 * each 12" by 12" section of the table rolled up from the locale's terrain type.
 */

export interface TrailFeatures {
  /** Wide-open spaces: the scrub is "no effect" (1–4) or obscuring (5–6). */
  scrub?: "noEffect" | "obscuring";
  /** One or two impassable rock formations (1); the GM places one or two. */
  rockFormations?: boolean;
  /** A dry riverbed entering and leaving by adjacent edges (1–2). */
  dryRiverbed?: boolean;
  /** A small water source (1). */
  waterSource?: boolean;
  /** Rough terrain: gullies (1), washes (1–2), small ridges (1–3). */
  gullies?: boolean;
  washes?: boolean;
  ridges?: boolean;
  /** A river edge to edge (1), with one (1–4), two (5) or no (6) fords. */
  river?: { fords: number };
  /** High country: a trail between edges (1–5) and woods (1–5). */
  trail?: boolean;
  woods?: boolean;
}

/** One section: the terrain type (the locale's, or on a 1 one of the two others) and its features. */
export interface TrailSection {
  terrain: TerrainType;
  features: TrailFeatures;
  rolls: EncounterRoll[];
}

/** The two other types, in the book's order (WOS, RT, HC): 1–3 picks the first, 4–6 the second. */
export function otherTerrains(base: TerrainType): readonly [TerrainType, TerrainType] {
  const others = TERRAIN_TYPES.filter((t) => t !== assertOneOf("base", base, TERRAIN_TYPES));
  return [others[0]!, others[1]!];
}

export function rollTrailSection(dice: DiceSource, base: TerrainType, subject?: string): TrailSection {
  const log = new RollLog(dice);
  const [first, second] = otherTerrains(base);
  const changes = log.sum({
    purpose: "terrainChange",
    source: "L4691",
    subject,
    read: (score) => (score === 1 ? "terrain.different" : `terrain.${base}`),
  });
  let terrain = base;
  if (changes.score === 1) {
    const which = log.sum({
      purpose: "terrainOther",
      source: "L4691",
      subject,
      read: (score) => `terrain.${score <= 3 ? first : second}`,
    });
    terrain = which.score <= 3 ? first : second;
  }
  const d = (purpose: string, source: string, upTo: number) =>
    log.sum({
      purpose,
      source,
      subject,
      read: (score) => (score <= upTo ? "feature.present" : "feature.absent"),
    }).score <= upTo;
  const features: TrailFeatures = {};
  if (terrain === "wideOpenSpaces") {
    features.scrub = d("scrub", "L4699", 4) ? "noEffect" : "obscuring";
    features.rockFormations = d("rockFormations", "L4699", 1);
    features.dryRiverbed = d("dryRiverbed", "L4699", 2);
    features.waterSource = d("waterSource", "L4699", 1);
  } else if (terrain === "roughTerrain") {
    features.gullies = d("gullies", "L4703", 1);
    features.washes = d("washes", "L4703", 2);
    features.ridges = d("ridges", "L4703", 3);
    if (d("river", "L4703", 1)) {
      const fords = log.sum({
        purpose: "fords",
        source: "L4703",
        subject,
        read: (score) => `river.fords${score <= 4 ? 1 : score === 5 ? 2 : 0}`,
      }).score;
      features.river = { fords: fords <= 4 ? 1 : fords === 5 ? 2 : 0 };
    }
  } else {
    features.trail = d("trail", "L4707", 5);
    features.waterSource = d("waterSource", "L4707", 1);
    features.woods = d("woods", "L4707", 5);
  }
  return { terrain, features, rolls: log.rolls };
}

/** A placed river (L4729): 1 not fordable (a bridge crosses it), 2–3 fordable half its length, 4–6 all of it. */
export function rollRiverCrossing(dice: DiceSource): {
  crossing: "bridge" | "halfFordable" | "fordable";
  roll: EncounterRoll;
} {
  const log = new RollLog(dice);
  const read = (score: number) => (score === 1 ? "bridge" : score <= 3 ? "halfFordable" : "fordable");
  const roll = log.sum({
    purpose: "riverCrossing",
    source: "L4730",
    read: (score) => `river.${read(score)}`,
  });
  return { crossing: read(roll.score), roll };
}

// ---------------------------------------------------------------------------------------------
// DETERMINING THE SETTLEMENT LAYOUT (L4768–4774) and BUILDINGS (L4776–4839)

export interface TradingPostLayout {
  water: "well" | "river" | "stream";
  outhouse: boolean;
  corral: boolean;
  rolls: EncounterRoll[];
}

/** A trading post: one log or adobe building; water from a well (1–3), river (4) or stream (5–6); outhouse (1–2); corral (1–5). */
export function rollTradingPost(dice: DiceSource): TradingPostLayout {
  const log = new RollLog(dice);
  const water = (score: number) => (score <= 3 ? "well" : score === 4 ? "river" : "stream");
  const w = log.sum({ purpose: "water", source: "L4770", read: (score) => `layout.${water(score)}` });
  const o = log.sum({
    purpose: "outhouse",
    source: "L4770",
    read: (s) => (s <= 2 ? "feature.present" : "feature.absent"),
  });
  const c = log.sum({
    purpose: "corral",
    source: "L4770",
    read: (s) => (s <= 5 ? "feature.present" : "feature.absent"),
  });
  return { water: water(w.score), outhouse: o.score <= 2, corral: c.score <= 5, rolls: log.rolls };
}

/** A fort: a small private one has 1 + ½d6 buildings, a large (Federal) one 4 + 1d6; walled on 1–5 (L4772). */
export function rollFort(
  dice: DiceSource,
  kind: "private" | "federal",
): { buildings: number; walled: boolean; rolls: EncounterRoll[] } {
  const log = new RollLog(dice);
  const size = log.sum({
    purpose: "fortBuildings",
    source: "L4772",
    read: () => "layout.buildings",
    values: (score) => ({ buildings: kind === "private" ? 1 + Math.ceil(score / 2) : 4 + score }),
  });
  const wall = log.sum({
    purpose: "fortWall",
    source: "L4772",
    read: (s) => (s <= 5 ? "feature.present" : "feature.absent"),
  });
  return {
    buildings: kind === "private" ? 1 + Math.ceil(size.score / 2) : 4 + size.score,
    walled: wall.score <= 5,
    rolls: log.rolls,
  };
}

export type BuildingSize = "small" | "medium" | "large";

export interface TownBuilding {
  readonly building: string;
  readonly size: BuildingSize;
  /** Usually with a corral, barn or stockyards beside it (footnote 1). */
  readonly yard?: boolean;
}

const b = (building: string, size: BuildingSize, yard?: boolean): TownBuilding =>
  yard ? { building, size, yard } : { building, size };

/** SMALL TOWN (L4784–4803). Names are codes; no screen shows the lists yet, so they have no text. */
export const SMALL_TOWN_BUILDINGS: readonly TownBuilding[] = frozen([
  b("bank", "medium"),
  b("barberBaths", "small"),
  b("blacksmith", "medium", true),
  b("cafeHotel", "large"),
  b("church", "medium"),
  b("doctor", "small"),
  b("feedGrain", "medium"),
  b("generalStoreHardware", "medium"),
  b("lawyer", "small"),
  b("livery", "large"),
  b("marshalJail", "small"),
  b("newspaper", "small"),
  b("postOffice", "small"),
  b("saloon", "medium"),
  b("saloon", "large"),
  b("schoolhouse", "medium"),
  b("telegraph", "small"),
  b("undertaker", "small"),
]);

/** GOOD SIZED TOWN (L4806–4838). */
export const GOOD_SIZED_TOWN_BUILDINGS: readonly TownBuilding[] = frozen([
  b("bank", "medium"),
  b("bank", "medium"),
  b("barberBaths", "small"),
  b("blacksmith", "medium", true),
  b("boardingHouseCafe", "large"),
  b("cafeHotel", "large"),
  b("church", "medium"),
  b("claimsOfficeTelegraph", "small"),
  b("cafe", "medium"),
  b("doctor", "small"),
  b("feedGrain", "medium"),
  b("generalStore", "medium"),
  b("hardware", "medium"),
  b("hotel", "large", true),
  b("jeweler", "small"),
  b("dryGoodsTailor", "medium"),
  b("lawyer", "small"),
  b("livery", "large", true),
  b("lumberCompany", "large"),
  b("marshalJail", "small"),
  b("newspaper", "small"),
  b("photographer", "small"),
  b("postOffice", "medium"),
  b("railYard", "large", true),
  b("saloon", "medium"),
  b("saloon", "large"),
  b("saloon", "large"),
  b("schoolhouse", "medium"),
  b("territorialMarshal", "medium"),
  b("undertaker", "small"),
  b("wellsFargo", "medium", true),
]);
