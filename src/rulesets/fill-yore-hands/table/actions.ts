import type { CardFlags as ShellCardFlags, CardGroup } from "../../../shell/chat/cards";
import type { WoundSource } from "../../../rules/fill-yore-hands/ids";

/**
 * What Fill Yore Hands!'s chat cards carry in their flags, as data: the changes an "Apply" button
 * makes (the active GM applies them, re-reading the figure first) and the next steps a card offers
 * (each rolled on the acting figure's owner's client). Kept free of runtime imports: the card rules
 * read these at start-up.
 */

/**
 * Hits to draw damage cards for (guide §3.3): the GM's client draws `hits` cards from the damage
 * deck and applies a wound per card through the GM's `damageCardTable`.
 */
export interface DamageAction {
  type: "fyhDamage";
  actor: string;
  hits: number;
  source: WoundSource;
}

export type FyhAction = DamageAction;

export type FyhActionGroup = CardGroup<FyhAction>;

/**
 * Which shot of a shot-and-reply a follow-up fires (guide §3.5):
 * - "reply": the target shoots back after the shooter (or at the same time, `simultaneous`);
 * - "replyFirst": the target won the roll-off and fires before the shooter;
 * - "deferred": the shooter's own declared shot, after the target's first reply.
 */
export const FOLLOW_SHOT_KINDS = ["reply", "replyFirst", "deferred"] as const;
export type FollowShotKind = (typeof FOLLOW_SHOT_KINDS)[number];

/** A shot as declared in the dialog: what a later shot of the same exchange fires with. */
export interface DeclaredShot {
  distance: number;
  rounds: number;
  coverOrProne: boolean;
  windowOrDoor: boolean;
  mounted: boolean;
}

/** A shot a card offers: `actor` fires at `target`. */
export interface ShootFollowUp {
  type: "fyhShoot";
  actor: string;
  name: string;
  target: string;
  targetName: string;
  kind: FollowShotKind;
  /** Inches between the two, as the first shot measured them. */
  distance: number;
  /** Both fire at once (a tied roll-off): the shot goes off whatever the first one did. */
  simultaneous: boolean;
  /** For a simultaneous reply: how many of the firer's wounds it had when the shots were fired. */
  asOfWounds?: number;
  /** The shooter's declared shot, fired after a first reply ("replyFirst" carries it on, "deferred" fires it). */
  declared?: DeclaredShot;
  reason: string;
}

export type FyhFollowUp = ShootFollowUp;

export type FyhCardKind = "fyhShot" | "fyhDamage" | "fyhReload";

export type FyhCardFlags = ShellCardFlags<FyhAction, FyhFollowUp> & { kind: FyhCardKind };

/** The most damage cards one Apply draws: far more rounds than any FYH weapon holds. */
export const MAX_HITS = 20;

const isCount = (n: unknown, min: number, max: number) =>
  typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;
const isInches = (n: unknown) => typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= 1000;

function declaredIsWhole(d: unknown): boolean {
  if (typeof d !== "object" || d === null) return false;
  const v = d as Record<string, unknown>;
  return (
    isInches(v.distance) &&
    isCount(v.rounds, 1, 100) &&
    typeof v.coverOrProne === "boolean" &&
    typeof v.windowOrDoor === "boolean" &&
    typeof v.mounted === "boolean"
  );
}

/**
 * A stored follow-up holds together: a shot at another figure, of a known kind, at a distance; a
 * "replyFirst" or "deferred" shot carries the shooter's declaration (the card's author wrote it, so
 * nothing in it is believed beyond its shape).
 */
export function followUpIsWhole(f: { type: string; actor: string } & Record<string, unknown>): boolean {
  if (f.type !== "fyhShoot") return false;
  if (typeof f.target !== "string" || f.target === "" || f.target === f.actor) return false;
  if (!(FOLLOW_SHOT_KINDS as readonly unknown[]).includes(f.kind)) return false;
  if (!isInches(f.distance) || typeof f.simultaneous !== "boolean") return false;
  if (f.asOfWounds !== undefined && !isCount(f.asOfWounds, 0, 100)) return false;
  if (f.kind !== "reply" && !declaredIsWhole(f.declared)) return false;
  return true;
}

/** A damage action holds together: a figure and a whole number of hits within reason. */
export function damageActionIsWhole(a: { type: string; actor: string } & Record<string, unknown>): boolean {
  return (
    a.type === "fyhDamage" &&
    typeof a.actor === "string" &&
    isCount(a.hits, 1, MAX_HITS) &&
    (a.source === "shot" || a.source === "brawl")
  );
}
