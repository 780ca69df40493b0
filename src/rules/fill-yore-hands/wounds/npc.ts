import { assertObject } from "../../core/checks";
import { RulesError, assertBoolean, assertOneOf } from "../../core/errors";
import { ATTITUDES, type Attitude } from "../ids";

/**
 * What an NPC's charm and attitude hang on (guide §2.7, §3.11, seed L146–L150). `charmedBy` is an
 * opaque id of whoever charmed it (the shell stores an actor id), null when nobody has.
 */
export interface NpcStanding {
  readonly attitude: Attitude;
  readonly charmedBy: string | null;
  /** Once wounded, Suspicious for good (L148). */
  readonly woundedEver: boolean;
}

export function assertNpcStanding(field: string, value: unknown): NpcStanding {
  const v = assertObject(field, value);
  const attitude = assertOneOf(`${field}.attitude`, v.attitude, ATTITUDES);
  if (v.charmedBy !== null && (typeof v.charmedBy !== "string" || v.charmedBy === ""))
    throw new RulesError(`${field}.charmedBy`, v.charmedBy, "must be the charmer's id or null");
  const woundedEver = assertBoolean(`${field}.woundedEver`, v.woundedEver);
  return { attitude, charmedBy: v.charmedBy as string | null, woundedEver };
}

/** The attitude that counts for a charm: a wounded NPC is Suspicious whatever the GM set (L148). */
export function effectiveAttitude(npc: NpcStanding): Attitude {
  const n = assertNpcStanding("npc", npc);
  return n.woundedEver ? "suspicious" : n.attitude;
}

export interface NpcAfterWound {
  readonly npc: NpcStanding;
  /** It had been charmed and no longer is. */
  readonly charmBroken: boolean;
}

/**
 * An NPC that takes a wound of any kind, even a Pinked or a Little cut, loses its charm and is
 * Suspicious from then on (L148–L150). Our reading: a wound that Built like an Ox or the drink lets
 * it shrug off still counts here, since the text says "shot in any way".
 */
export function npcAfterWound(npc: NpcStanding): NpcAfterWound {
  const n = assertNpcStanding("npc", npc);
  return {
    npc: { attitude: "suspicious", charmedBy: null, woundedEver: true },
    charmBroken: n.charmedBy !== null,
  };
}
