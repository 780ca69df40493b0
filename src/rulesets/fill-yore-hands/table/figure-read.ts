import { parseCard } from "../../../rules/core/cards";
import type { GmTableData } from "../../../rules/core/gm-table";
import type { Quickness, WoundState } from "../../../rules/fill-yore-hands/ids";
import type { FyhInterpretations } from "../../../rules/fill-yore-hands/interpretations";
import {
  woundState,
  type NpcStanding,
  type WoundEntry as CoreWound,
  type WoundStateResult,
} from "../../../rules/fill-yore-hands/wounds";
import { readGmTable } from "../../../shell/gm-tables/store";
import type { FActor, FItem } from "../../../shell/foundry";
import { deriveFigure } from "../data/derive";
import type { FigureSource, WeaponSource, WoundEntry } from "../data/source";

/**
 * A figure and its weapons as the table's flows read them: the actor's stored data turned into the
 * rules core's inputs (wounds with their cards, the wound state under the GM's additional-wounds
 * rule, the readied weapon). Read fresh from the document each time a flow needs it.
 */

export interface FyhWeapon {
  id: string;
  name: string;
  system: WeaponSource;
  item: FItem;
}

export interface FyhFigure {
  uuid: string;
  name: string;
  actor: FActor;
  system: FigureSource;
  weapons: FyhWeapon[];
  /** The readied weapon, else the first one. */
  weapon: FyhWeapon | null;
  /** Every wound as the rules core keeps it (the card parsed from its key). */
  wounds: CoreWound[];
  state: WoundStateResult;
  drunk: boolean;
  /** This client's user does not own the figure (its changes wait for its owner or the GM). */
  notOwned: boolean;
}

export const FIGURE_TYPE = "fyh-figure";
export const WEAPON_TYPE = "fyh-weapon";

/** A stored wound as the rules core takes it; a card key that does not parse counts as no card. */
export function coreWound(w: WoundEntry): CoreWound {
  let card = null;
  try {
    card = w.card ? parseCard(w.card) : null;
  } catch {
    card = null;
  }
  // A wound typed in by hand has no card: kept as it is (the rules core reads a stored wound's
  // level, never its card), so writing the list back changes nothing of it.
  return {
    level: w.level,
    source: w.source,
    card,
    ignored: w.ignored && w.level !== "kilt",
  };
}

/** The figure's wound state from a list of its wounds under the GM's additional-wounds rule. */
export function stateOf(wounds: readonly CoreWound[], additional: GmTableData | undefined): WoundStateResult {
  return woundState({ wounds, additionalWoundsRule: additional });
}

export function readWeapon(item: FItem): FyhWeapon | null {
  if (item.type !== WEAPON_TYPE) return null;
  return { id: item.id, name: item.name, system: item.system as unknown as WeaponSource, item };
}

/** A Fill Yore Hands! figure read from its actor, or null for any other actor. */
export function readFigure(actor: FActor, rules: FyhInterpretations): FyhFigure | null {
  if (actor.type !== FIGURE_TYPE) return null;
  const system = actor.system as unknown as FigureSource;
  const weapons = [...actor.items].flatMap((i) => readWeapon(i) ?? []);
  const wounds = (system.wounds ?? []).map(coreWound);
  return {
    uuid: actor.uuid,
    name: actor.name,
    actor,
    system,
    weapons,
    weapon: weapons.find((w) => w.system.readied) ?? weapons[0] ?? null,
    wounds,
    state: stateOf(wounds, readGmTable("additionalWoundsRule")),
    drunk: deriveFigure(system, rules).drunk,
    notOwned: !actor.isOwner,
  };
}

/**
 * The wound levels its penalty on a shot reads (FYH-Q11): its current level alone ("worst"), or
 * every counted wound ("sum"). `asOf`: only the first n wounds (a simultaneous shot is fired as
 * the figure stood before the other shot's wounds).
 */
export function firerWounds(figure: FyhFigure, rules: FyhInterpretations, asOf?: number): WoundState[] {
  const wounds = asOf === undefined ? figure.wounds : figure.wounds.slice(0, asOf);
  const state = asOf === undefined ? figure.state : stateOf(wounds, readGmTable("additionalWoundsRule"));
  if (rules.woundPenalty === "sum") return wounds.filter((w) => !w.ignored).map((w) => w.level);
  return [state.state];
}

/** The figure's wound level as it stood after its first `asOf` wounds (all of them by default). */
export function woundAsOf(figure: FyhFigure, asOf?: number): WoundState {
  if (asOf === undefined) return figure.state.state;
  return stateOf(figure.wounds.slice(0, asOf), readGmTable("additionalWoundsRule")).state;
}

/** An NPC's charm and attitude as the rules core reads them; undefined for a player's figure. */
export function npcStanding(figure: FyhFigure): NpcStanding | undefined {
  if (!figure.system.isNPC) return undefined;
  return {
    attitude: figure.system.attitude,
    charmedBy: figure.system.charmedBy || null,
    woundedEver: figure.system.woundedEver,
  };
}

/**
 * The GM's `quicknessValues` as the rules core takes it (FYH-M04): a list table whose rows are
 * keyed "quickAsAFox" and "greasedLightning", each with `value`. Undefined when a row the figures
 * need is not filled, so the core reports the table missing for a quick figure and rolls nothing.
 */
export function quicknessTable(
  needed: readonly Quickness[],
  table: GmTableData | undefined = readGmTable("quicknessValues"),
): Record<Quickness, number> | undefined {
  const out: Record<string, number> = { none: 0 };
  for (const q of ["quickAsAFox", "greasedLightning"] as const) {
    const value = table?.rows?.[q]?.value;
    if (typeof value === "number" && Number.isInteger(value)) out[q] = value;
    else if (needed.includes(q)) return undefined;
  }
  // A row nobody needs stays unread: 0 keeps the record whole without deciding anything.
  out.quickAsAFox ??= 0;
  out.greasedLightning ??= 0;
  return out as Record<Quickness, number>;
}
