import { I18N, SYSTEM_ID } from "../../../config";
import { fgame, fv, type FActor } from "../../../shell/foundry";
import type { FollowUp } from "./actions";

/**
 * Figures the game runs itself (issue 15, "the system plays the other side"; L4902: in same-side
 * play "the opposition is played mostly by the game system"). The GM marks one with the actor flag
 * `six-gun-sound.systemRun`; a figure some player owns is never run, whatever its flag says.
 */

export const SYSTEM_RUN_FLAG = "systemRun";

/** Who the system plays, for figures a new encounter creates (world setting `systemPlays`). */
export const SYSTEM_PLAYS = ["none", "opposition", "oppositionAndBystanders"] as const;
export type SystemPlays = (typeof SYSTEM_PLAYS)[number];

type Owned = Pick<FActor, "getFlag" | "testUserPermission"> & { hasPlayerOwner?: boolean };

/** A player owns it (Foundry's `hasPlayerOwner`, read from the users where the stand-in lacks it). */
export function hasPlayerOwner(actor: Owned): boolean {
  if (actor.hasPlayerOwner === true) return true;
  if (actor.hasPlayerOwner === false) return false;
  return [...fgame().users].some((u) => !u.isGM && actor.testUserPermission(u, "OWNER"));
}

/** The pure rule: marked, and no player owns it. */
export function systemRunFrom(marked: unknown, playerOwned: boolean): boolean {
  return marked === true && !playerOwned;
}

export function isSystemRun(actor: Owned | null | undefined): boolean {
  if (!actor) return false;
  return systemRunFrom(actor.getFlag(SYSTEM_ID, SYSTEM_RUN_FLAG), hasPlayerOwner(actor));
}

/**
 * The next steps the system takes for its figures: every reaction test (a Born Leader's friends'
 * copies too), the GOT A SHOT roll-off, the riding and driving tests a result sends them to, and
 * the reaction fire a result orders. A fight, a re-draw and an active shot stay the GM's: they
 * need choices the book does not make by die.
 */
const RUN_TYPES: ReadonlySet<string> = new Set(["reaction", "followLeader", "rollOff", "ride"]);

/**
 * Buttons that are someone's choice, not a test the book makes the figure take: a Hidden figure's
 * "hold or fire at any moment" (when is the GM's call), and GOT THE DROP offered to each figure that
 * may stop a runaway (the winners choose, L1698).
 */
const CHOICES: ReadonlySet<string> = new Set([
  `${I18N}.Outcome.Directive.holdOrFire`,
  `${I18N}.Outcome.Draw.mayBeStopped`,
]);

export function systemRunsFollowUp(f: FollowUp, isRun: (uuid: string) => boolean): boolean {
  if (!f || typeof f.actor !== "string" || CHOICES.has(f.reason)) return false;
  const runs = RUN_TYPES.has(f.type) || (f.type === "shoot" && f.active === false);
  return runs && isRun(f.actor);
}

/** The live figure a uuid names, synchronously (world actors and scene tokens). */
export function systemRunUuid(uuid: string): boolean {
  const doc = fv().fromUuidSync?.(uuid) as Owned | null | undefined;
  return Boolean(doc && typeof doc.getFlag === "function" && isSystemRun(doc));
}

/** GM only: mark or unmark a figure; refused (false) for a figure a player owns. */
export async function setSystemRun(
  actor: FActor & { hasPlayerOwner?: boolean },
  on: boolean,
): Promise<boolean> {
  if (!fgame().user.isGM) return false;
  if (on && hasPlayerOwner(actor)) return false;
  await actor.setFlag(SYSTEM_ID, SYSTEM_RUN_FLAG, on);
  return true;
}
