import type { CoolnessResult, SideColour, WeaponKey } from "../../../rules/sgs-classic/ids";

/**
 * A classic figure as the table's flows read it: plain data from the actor (its stats, its state,
 * its weapons), so the flows' planning stays pure and the gallery can build the same cards.
 */

export const FIGURE_TYPE = "classic-figure";
export const WEAPON_TYPE = "classic-weapon";

export interface ClassicWeaponRef {
  readonly id: string;
  readonly name: string;
  readonly key: WeaponKey;
}

export interface ClassicFigure {
  readonly uuid: string;
  readonly name: string;
  readonly cv: number;
  readonly coolness: number;
  readonly side: SideColour;
  readonly inCover: boolean;
  readonly stationary: boolean;
  readonly movedFast: boolean;
  readonly secureFlanksRear: boolean;
  readonly badWounds: number;
  readonly coolnessResult: CoolnessResult | "";
  readonly unconscious: boolean;
  readonly dead: boolean;
  readonly poppedUp: boolean;
  readonly concealed: boolean;
  /** The Constitution pools (max as the data model derives it). */
  readonly constitution: { readonly max: number; readonly woundDamage: number; readonly brawlDamage: number };
  readonly weapons: readonly ClassicWeaponRef[];
}

const num = (v: unknown, d: number) => (typeof v === "number" && Number.isFinite(v) ? v : d);

/** The Constitution pools of a figure's `system.constitution` (max as the data model derives it). */
export function constitutionPools(
  c: { max?: unknown; woundDamage?: unknown; brawlDamage?: unknown } | null | undefined,
): ClassicFigure["constitution"] {
  return { max: num(c?.max, 0), woundDamage: num(c?.woundDamage, 0), brawlDamage: num(c?.brawlDamage, 0) };
}

interface ActorLike {
  uuid: string;
  name: string;
  type: string;
  system: unknown;
  statuses?: Set<string>;
  items?: Iterable<{ id: string | null; name: string; type: string; system: unknown }>;
}

/** Reads an actor of the classic figure type; null for anything else. */
export function readClassicFigure(actor: ActorLike | null | undefined): ClassicFigure | null {
  if (!actor || actor.type !== FIGURE_TYPE) return null;
  const s = actor.system as Record<string, unknown> & {
    constitution?: {
      unconscious?: boolean;
      dead?: boolean;
      max?: number;
      woundDamage?: number;
      brawlDamage?: number;
    };
  };
  const weapons: ClassicWeaponRef[] = [];
  for (const item of actor.items ?? [])
    if (item.type === WEAPON_TYPE && item.id)
      weapons.push({ id: item.id, name: item.name, key: (item.system as { key: WeaponKey }).key });
  return {
    uuid: actor.uuid,
    name: actor.name,
    cv: num(s.cv, 4),
    coolness: num(s.coolness, 4),
    side: s.side === "black" ? "black" : "red",
    inCover: s.inCover === true,
    stationary: s.stationary !== false,
    movedFast: s.movedFast === true,
    secureFlanksRear: s.secureFlanksRear === true,
    badWounds: num(s.badWounds, 0),
    coolnessResult: (s.coolnessResult as CoolnessResult | "") ?? "",
    // Advanced shooting downs a figure by status (a Bad Wound), not by its Constitution.
    unconscious: s.constitution?.unconscious === true || actor.statuses?.has("unconscious") === true,
    dead: s.constitution?.dead === true || actor.statuses?.has("dead") === true,
    poppedUp: actor.statuses?.has("poppedUp") === true,
    concealed: actor.statuses?.has("concealed") === true,
    constitution: constitutionPools(s.constitution),
    weapons,
  };
}
