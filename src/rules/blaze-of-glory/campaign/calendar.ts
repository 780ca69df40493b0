import { RulesError, assertInteger, assertOneOf } from "../../core";
import { frozen } from "../../core/frozen";

/**
 * PASSAGE OF TIME (L4110–4120, erratum E-6 at L9025–9027): the campaign runs in seasons from
 * Spring 1875 to Winter 1885 (L3988). Every "month" the book counts elsewhere is a campaign turn
 * (guide I-41); the months a season covers are only shown.
 */

export const SEASONS = ["spring", "summer", "fall", "winter"] as const;
export type Season = (typeof SEASONS)[number];

export interface CampaignTurn {
  readonly year: number;
  readonly season: Season;
}

export const FIRST_TURN: CampaignTurn = frozen({ year: 1875, season: "spring" });
export const LAST_TURN: CampaignTurn = frozen({ year: 1885, season: "winter" });

/** The months each season covers (L4114–4120 with E-6: March belongs to winter; October is in none). */
export const SEASON_MONTHS: { readonly [S in Season]: string } = frozen({
  spring: "April–May",
  summer: "June–July",
  fall: "August–September",
  winter: "November–March",
});

/** The turn, checked: a season of a year of the campaign. */
export function assertTurn(field: string, turn: unknown): CampaignTurn {
  if (!turn || typeof turn !== "object") throw new RulesError(field, turn, "must be a campaign turn");
  const { year, season } = turn as Partial<CampaignTurn>;
  return {
    year: assertInteger(`${field}.year`, year, FIRST_TURN.year, LAST_TURN.year),
    season: assertOneOf(`${field}.season`, season, SEASONS),
  };
}

/** Turns since Spring 1875 (0 for the first). */
export function turnIndex(turn: CampaignTurn): number {
  const t = assertTurn("turn", turn);
  return (t.year - FIRST_TURN.year) * SEASONS.length + SEASONS.indexOf(t.season);
}

/** The turn `index` seasons after Spring 1875. */
export function turnAt(index: number): CampaignTurn {
  const i = assertInteger("index", index, 0, turnIndex(LAST_TURN));
  return { year: FIRST_TURN.year + Math.floor(i / SEASONS.length), season: SEASONS[i % SEASONS.length]! };
}

/** The next season, or null after Winter 1885: the campaign is over. */
export function nextTurn(turn: CampaignTurn): CampaignTurn | null {
  const i = turnIndex(turn);
  return i >= turnIndex(LAST_TURN) ? null : turnAt(i + 1);
}

/** Seasons from `from` to `to` (negative when `to` is earlier). */
export function turnsBetween(from: CampaignTurn, to: CampaignTurn): number {
  return turnIndex(to) - turnIndex(from);
}

/** Map movement: any distance in spring, summer and fall; none in winter (L4124–4126). */
export function canTravel(season: Season): boolean {
  return assertOneOf("season", season, SEASONS) !== "winter";
}

/** THE ADVANCE OF CIVILIZATION is rolled at the start of the Spring 1880 turn (L4198). */
export function isAdvanceOfCivilizationTurn(turn: CampaignTurn): boolean {
  const t = assertTurn("turn", turn);
  return t.year === 1880 && t.season === "spring";
}

/** Brothers kept away may be called in at the start of any season but winter (L4054). */
export const canCallBrothers = canTravel;
