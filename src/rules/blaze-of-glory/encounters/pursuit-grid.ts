import { RulesError, assertInteger } from "../../core";

/**
 * The PURSUIT GRID (L3396–3420, L3465–3468): the chase abstracted into ten bands. The runner
 * farthest ahead is always in band 1; the chasers start in band 6. Each CHASE result either keeps a
 * figure in its band or slips it back one; when the front runner slips, everyone is read again from
 * him, so chasers who held their pace close up. A chaser slipping past band 10 is out of the
 * pursuit. Two bands from a runner the chasers may fire at long rifle range, one band is effective
 * rifle and extreme pistol range.
 */

export const PURSUIT_BANDS = 10;
export const RUNNERS_FRONT_BAND = 1;
export const CHASERS_START_BAND = 6;

export interface PursuitState {
  /** Each runner's band (the front one is 1). */
  runners: number[];
  /** Each chaser's band, or null once he has fallen off the grid. */
  chasers: (number | null)[];
}

/** The start: every runner in band 1, every chaser in band 6. */
export function startPursuit(runners: number, chasers: number): PursuitState {
  const r = assertInteger("runners", runners, 1, 200);
  const c = assertInteger("chasers", chasers, 1, 400);
  return {
    runners: Array<number>(r).fill(RUNNERS_FRONT_BAND),
    chasers: Array<number>(c).fill(CHASERS_START_BAND),
  };
}

function checkState(state: PursuitState): PursuitState {
  if (!state || !Array.isArray(state.runners) || !Array.isArray(state.chasers))
    throw new RulesError("state", state, "must have runners and chasers");
  if (state.runners.length === 0) throw new RulesError("state.runners", state.runners, "must not be empty");
  state.runners.forEach((b, i) => assertInteger(`state.runners[${i}]`, b, 1, 1000));
  state.chasers.forEach((b, i) => {
    if (b !== null) assertInteger(`state.chasers[${i}]`, b, 1, PURSUIT_BANDS);
  });
  return state;
}

function checkSlips(field: string, slips: readonly number[], length: number): readonly number[] {
  if (!Array.isArray(slips) || slips.length !== length)
    throw new RulesError(field, slips, `must give one slip (0 or 1) for each of the ${length} figures`);
  slips.forEach((s, i) => assertInteger(`${field}[${i}]`, s, 0, 1));
  return slips;
}

/**
 * One turn's CHASE results applied: `runnerSlips[i]` / `chaserSlips[i]` is 1 when that figure slips
 * back a band, 0 when he keeps pace (a chaser already off the grid is ignored). Returns a new state.
 */
export function applyChase(
  state: PursuitState,
  slips: { runnerSlips: readonly number[]; chaserSlips: readonly number[] },
): PursuitState {
  const s = checkState(state);
  const rs = checkSlips("runnerSlips", slips.runnerSlips, s.runners.length);
  const cs = checkSlips("chaserSlips", slips.chaserSlips, s.chasers.length);
  const runners = s.runners.map((b, i) => b + rs[i]!);
  // The front runner stays in band 1: read every band again from him.
  const shift = Math.min(...runners) - RUNNERS_FRONT_BAND;
  return {
    runners: runners.map((b) => b - shift),
    chasers: s.chasers.map((b, i) => {
      if (b === null) return null;
      const moved = b + cs[i]! - shift;
      return moved > PURSUIT_BANDS ? null : Math.max(RUNNERS_FRONT_BAND, moved);
    }),
  };
}

/**
 * How many bands a chaser is behind the nearest runner ahead of him (0 when a runner shares or has
 * fallen behind his band); null when he is off the grid.
 */
export function chaserGap(state: PursuitState, chaser: number): number | null {
  const s = checkState(state);
  const i = assertInteger("chaser", chaser, 0, s.chasers.length - 1);
  const band = s.chasers[i]!;
  if (band === null) return null;
  const ahead = s.runners.filter((r) => r <= band);
  if (ahead.length < s.runners.length) return 0;
  return band - Math.max(...ahead);
}

export const FIRING_RANGES = ["outOfRange", "longRifle", "effectiveRifle", "sameBand"] as const;
export type PursuitFiringRange = (typeof FIRING_RANGES)[number];

/** What a gap allows (L3468): 2 bands long rifle/carbine range, 1 band effective rifle and extreme pistol. */
export function pursuitFiringRange(gap: number): PursuitFiringRange {
  const g = assertInteger("gap", gap, 0, PURSUIT_BANDS);
  return g === 0 ? "sameBand" : g === 1 ? "effectiveRifle" : g === 2 ? "longRifle" : "outOfRange";
}

/** The pursuit ends when every chaser has fallen off the grid (L3466). */
export function pursuitOver(state: PursuitState): boolean {
  return checkState(state).chasers.every((b) => b === null);
}

/**
 * The Rep modifier for the chasers' leader when the runners hole up (L3467): −2 when the nearest
 * chaser still on the grid is eight or more bands behind the runners.
 */
export function holeUpChaserModifier(state: PursuitState): number {
  const s = checkState(state);
  const gaps = s.chasers.map((_, i) => chaserGap(s, i)).filter((g): g is number => g !== null);
  if (gaps.length === 0) return 0;
  return Math.min(...gaps) >= 8 ? -2 : 0;
}
