import { RulesError, assertBoolean } from "../../core";

/**
 * What a figure the system runs does when its side activates (issue 15, "the system plays the
 * other side"). The book runs the opposition "mostly by the game system" and leaves the rest to
 * "logic and/or weighted die rolls" (L4902): this module reads what the rules force from the
 * figure's state, and lists the choices they leave open, for `chooseByWeight` to pick from.
 *
 * Forced by the book:
 * - out of the fight, obviously dead, captured, surrendered or removed: it takes no action;
 * - Runaway: it keeps running, to a building in sight away from the enemy or off the nearest
 *   edge at top speed, and surrenders when hemmed in (L1421–1425, `runawayMove`);
 * - a weapon fumbling for cartridges cannot fire until an activation is spent reloading
 *   (L999–1017); a figure with no loaded weapon reloads too (our reading: it can do nothing else
 *   useful with a gun, L1456 names being out of ammo as the end of a firefight);
 * - Duck Back lasts until its next activation, when it acts normally again (L1413–1419).
 */

/** The figure's state at its activation, as booleans (the Foundry layer reads them from the sheet). */
export interface OppositionState {
  outOfTheFight?: boolean;
  obviouslyDead?: boolean;
  captured?: boolean;
  surrendered?: boolean;
  removedFromPlay?: boolean;
  runaway?: boolean;
  duckBack?: boolean;
  hidden?: boolean;
  /** One of its weapons is fumbling for cartridges. */
  fumbling?: boolean;
  /** It has at least one weapon that can fire now. */
  hasLoadedWeapon: boolean;
  /** An enemy is in sight (the GM's answer, or the scene's). */
  enemyInSight?: boolean;
  /** An enemy is within charge reach (up to its move-fast allowance, L1308). */
  enemyInChargeReach?: boolean;
}

/** What the book makes the figure do this activation, when it decides. */
export const FORCED_ACTIONS = ["outOfPlay", "keepRunning", "reload"] as const;
export type ForcedAction = (typeof FORCED_ACTIONS)[number];

/** What is left to choose (our list of plain choices; the book names none). */
export const OPPOSITION_OPTIONS = [
  "fire",
  "charge",
  "advance",
  "takeCover",
  "holdPosition",
  "stayHidden",
] as const;
export type OppositionOption = (typeof OPPOSITION_OPTIONS)[number];

/** Reminders shown with the guidance (codes, localized by the Foundry layer). */
export const OPPOSITION_NOTES = ["duckBackEnds", "firingReveals"] as const;
export type OppositionNote = (typeof OPPOSITION_NOTES)[number];

export interface OppositionGuidance {
  forced: ForcedAction | null;
  /** The open choices, in `OPPOSITION_OPTIONS` order; empty when an action is forced. */
  options: OppositionOption[];
  notes: OppositionNote[];
  /** Seed lines behind the forced action or the notes. */
  source: string;
}

const FLAGS = [
  "outOfTheFight",
  "obviouslyDead",
  "captured",
  "surrendered",
  "removedFromPlay",
  "runaway",
  "duckBack",
  "hidden",
  "fumbling",
  "enemyInSight",
  "enemyInChargeReach",
] as const;

function readState(state: OppositionState): Required<OppositionState> {
  if (typeof state !== "object" || state === null) throw new RulesError("state", state, "must be an object");
  const out = { hasLoadedWeapon: assertBoolean("state.hasLoadedWeapon", state.hasLoadedWeapon) } as Record<
    string,
    boolean
  >;
  for (const flag of FLAGS) {
    const value = state[flag];
    out[flag] = value === undefined ? false : assertBoolean(`state.${flag}`, value);
  }
  return out as unknown as Required<OppositionState>;
}

/** What the book makes a system-run figure do from its state, and the choices it leaves open. */
export function npcOptions(state: OppositionState): OppositionGuidance {
  const s = readState(state);
  if (s.outOfTheFight || s.obviouslyDead || s.captured || s.surrendered || s.removedFromPlay)
    return { forced: "outOfPlay", options: [], notes: [], source: "L1409, L1421" };
  if (s.runaway) return { forced: "keepRunning", options: [], notes: [], source: "L1421–1425" };
  if (s.fumbling || !s.hasLoadedWeapon)
    return { forced: "reload", options: [], notes: [], source: "L999–1017" };
  const notes: OppositionNote[] = [];
  if (s.duckBack) notes.push("duckBackEnds");
  if (s.hidden) notes.push("firingReveals");
  const open = new Set<OppositionOption>(["advance", "takeCover"]);
  if (s.enemyInSight) open.add("fire");
  if (s.enemyInChargeReach) open.add("charge");
  open.add(s.hidden ? "stayHidden" : "holdPosition");
  return {
    forced: null,
    options: OPPOSITION_OPTIONS.filter((o) => open.has(o)),
    notes,
    source: notes.length ? "L1229–1235, L1413–1419" : "L4902",
  };
}
