import { localize, type FActor, type FCombat, type FCombatant } from "../foundry";
import type { CardActivationHooks, Participant, Ref } from "./types";

/**
 * Who takes part in card activation, read from a Combat: every combatant not defeated (marked, or
 * carrying the defeated status),
 * with its side and its group.
 *
 * - Side: the ruleset's `sideOf` hook (a colour: red against black) when it names one; else the
 *   Combat's combatant groups when there are two or more; else the token's disposition.
 * - CV: the ruleset's `cvOf` hook, which orders a colour side inside.
 * - Group (cards per group), the first that answers: the ruleset's `groupOf` hook; the combatant's
 *   V13 combatant group; a world actor of the ruleset that lists the combatant's actor among its
 *   `system.members` (a Fill Yore Hands! group, whose `system.cardsPerGroup` is its own count when
 *   set); else the combatant is a group of one.
 */

const DISPOSITIONS: Readonly<Record<string, string>> = {
  "1": "friendly",
  "0": "neutral",
  "-1": "hostile",
  "-2": "secret",
};

/** What the participants are read from: the Combat, the world's actors, the ruleset's hooks. */
export interface ParticipantSource {
  readonly combat: FCombat;
  readonly actors: Iterable<FActor>;
  /** The ruleset's type prefix: only its actors can be a group. */
  readonly typePrefix: string;
  readonly hooks?: CardActivationHooks;
}

type Grouped = FCombatant & { actorId?: string | null };

function combatantGroupId(c: FCombatant): string | null {
  if (typeof c.group === "string") return c.group;
  if (c.group && typeof c.group === "object") return c.group.id;
  return c.groupId ?? null;
}

function memberUuids(actor: FActor): string[] {
  const members = (actor.system as { members?: unknown }).members;
  if (!Array.isArray(members)) return [];
  return members.flatMap((m: unknown) => {
    if (typeof m === "string") return [m];
    const uuid = (m as { uuid?: unknown } | null)?.uuid;
    return typeof uuid === "string" ? [uuid] : [];
  });
}

export function participantsOf(source: ParticipantSource): Participant[] {
  const { combat, hooks, typePrefix } = source;
  const combatGroups = combat.groups ? [...combat.groups] : [];
  const everyone = [...combat.combatants];
  const useGroupsAsSides = combatGroups.length >= 2 && everyone.some((c) => combatantGroupId(c));
  // Only actors of the active ruleset that list members can be a figure's group.
  const listing = [...source.actors].filter(
    (a) => a.type.startsWith(typePrefix) && memberUuids(a).length > 0,
  );
  // `isDefeated` also counts the actor's defeated status, set when a wound kills the figure
  // before anyone toggles the tracker's Defeated.
  const live = everyone.filter((c) => !(c.isDefeated ?? c.defeated));
  return live.map((c: Grouped) => {
    const cgId = combatantGroupId(c);
    const cg = cgId ? combatGroups.find((g) => g.id === cgId) : undefined;
    const sideId = useGroupsAsSides
      ? (cgId ?? "none")
      : (DISPOSITIONS[String(c.token?.disposition ?? 0)] ?? "neutral");
    const colour = c.actor ? ask(() => hooks?.sideOf?.(c.actor), "sideOf") : null;
    const side: Ref = colour
      ? { id: colour, name: localize(`SIXGUN.Activation.Colour.${colour}`) }
      : {
          id: sideId,
          name: useGroupsAsSides
            ? (cg?.name ?? localize("SIXGUN.Combat.Side.none"))
            : localize(`SIXGUN.Combat.Side.${sideId}`),
        };
    const cv = c.actor ? ask(() => hooks?.cvOf?.(c.actor), "cvOf") : null;
    return {
      id: c.id,
      name: c.name,
      side,
      ...(typeof cv === "number" ? { cv } : {}),
      group: groupOf(c, cg, listing, hooks),
    };
  });
}

/** A ruleset hook's answer; a hook that throws is logged and counts as no answer. */
function ask<T>(run: () => T | null | undefined, name: string): T | null {
  try {
    return run() ?? null;
  } catch (err) {
    console.error(`six-gun-sound | activation: the ruleset's ${name} failed`, err);
    return null;
  }
}

function groupOf(
  c: Grouped,
  cg: { id: string; name: string } | undefined,
  listing: readonly FActor[],
  hooks: CardActivationHooks | undefined,
): Participant["group"] {
  const own = c.actor ? ask(() => hooks?.groupOf?.(c.actor), "groupOf") : null;
  if (own) return own;
  if (cg) return { id: cg.id, name: cg.name };
  const uuids = new Set([c.actor?.uuid, c.actorId ? `Actor.${c.actorId}` : undefined].filter(Boolean));
  const owner = listing.find((a) => memberUuids(a).some((u) => uuids.has(u)));
  if (owner) {
    const cards = (owner.system as { cardsPerGroup?: unknown }).cardsPerGroup;
    return { id: owner.id, name: owner.name, cards: typeof cards === "number" ? cards : null };
  }
  return { id: c.id, name: c.name };
}
