import { assertInteger } from "../../../core";
import type { Step } from "./step-kit";

/**
 * Seniority in a ranger company (L6165–6171): the senior ranger is the Captain, the next two are
 * Sergeants. The book says how the Star finds his place, not how it changes; our reading: he moves
 * up one place for each ranger senior to him who is lost (killed, gone, left behind), and the
 * company's command passes to him when nobody senior is left. Recruits join below everyone.
 */

export type RangerRank = "captain" | "sergeant" | "ranger";

export function rangerRank(place: number): RangerRank {
  const p = assertInteger("place", place, 1, 99);
  return p === 1 ? "captain" : p <= 3 ? "sergeant" : "ranger";
}

/**
 * Rangers lost from the company, `seniors` of them senior to the Star (as many as the juniors
 * cannot account for, at most all of his seniors). Returns how many seniors were lost; the place,
 * and with it the rank, moves up.
 */
export function loseRangers(step: Step, lost: number, seniors: number): number {
  const r = step.state.ranger;
  const gone = Math.min(lost, r.company - 1);
  const juniors = r.company - r.place;
  const seniorsLost = Math.min(r.place - 1, gone, Math.max(seniors, gone - juniors));
  const before = r.place;
  r.company -= gone;
  r.place -= seniorsLost;
  // The rest of the step reads the rank (a winter's recruiting is the Captain's).
  r.captain = r.place === 1;
  if (r.place !== before) step.event(`ranger.promoted.${rangerRank(r.place)}`, { place: r.place });
  return seniorsLost;
}
