import { I18N } from "../../../config";
import type { MissingTable } from "../../../rules/core";
import type { GmTableData } from "../../../rules/core/gm-table";
import type { GmTableId } from "../../../rules/fill-yore-hands/ids";
import { fyhTable } from "../../../rules/fill-yore-hands/tables";
import { readGmTable } from "../../../shell/gm-tables/store";
import { reportMissingTable } from "../../../shell/gm-tables/report";
import { fgame, localize, type FActor, type FMessage, type FToken } from "../../../shell/foundry";
import { distanceBetween, safely as shellSafely, tokenOf } from "../../../shell/table-entry";
import type { FigureSource } from "../data/source";
import type { FigureDerived } from "../data/derive";

/**
 * What the close-quarters flows (brawl, jump, charm, run, stand still, character generation) share:
 * reading a figure off its actor, the GM's tables, refusals as notifications and exact odds as text.
 */

export const FIGURE_TYPE = "fyh-figure";

/** A figure as the flows read it: the actor, its stored data and what its data model derived. */
export interface CloseFigure {
  actor: FActor;
  uuid: string;
  name: string;
  system: FigureSource;
  derived: FigureDerived | undefined;
}

/** The figure of an actor, or a clear error when it is not a Fill Yore Hands! figure. */
export function closeFigure(actor: FActor): CloseFigure {
  if (actor.type !== FIGURE_TYPE)
    throw new Error(localize(`${I18N}.FYH.Close.NotAFigure`, { name: actor.name }));
  const system = actor.system as unknown as FigureSource & { derived?: FigureDerived };
  return { actor, uuid: actor.uuid, name: actor.name, system, derived: system.derived };
}

/** Whether the figure counts as a woman (derived from its type and the GM's flag, FYH-Q23). */
export function isWomanFigure(f: CloseFigure, womenByType: boolean): boolean {
  if (f.derived) return f.derived.woman;
  return f.system.isWoman || (womenByType && ["honestWoman", "floozy"].includes(f.system.characterType));
}

/** One GM table as the world holds it. */
export function gmTable(id: GmTableId): GmTableData | undefined {
  return readGmTable(id);
}

/** The rows of a list table as choices: row id → its name (or the id when unnamed). */
export function listRows(id: GmTableId): { id: string; name: string; modifier: number }[] {
  const rows = gmTable(id)?.rows ?? {};
  return Object.entries(rows).map(([rowId, row]) => ({
    id: rowId,
    name: typeof row.name === "string" && row.name.trim() !== "" ? row.name : rowId,
    modifier: typeof row.modifier === "number" ? row.modifier : 0,
  }));
}

/** Tells the GM (and the player) which table is missing: a notification and a card; nothing rolled. */
export async function missing(m: MissingTable): Promise<FMessage | undefined> {
  return reportMissingTable(m, { definition: fyhTable(m.missing as GmTableId) });
}

export { mine, refuse } from "../../../shell/table-entry";

/** Runs an entry point: any error becomes a notification, never a throw into Foundry. */
export function safely<T>(what: string, fn: () => Promise<T>): Promise<T | null> {
  return shellSafely(`fill-yore-hands ${what}`, fn);
}

/** The first figure this user targets other than `self` (Foundry's targeting: T on a token). */
export function targetedActor(self: FActor): FActor | null {
  const targets = [...(fgame().user.targets ?? [])] as FToken[];
  return targets.map((t) => t.actor).find((a): a is FActor => !!a && a.uuid !== self.uuid) ?? null;
}

/** Inches between the two figures' first tokens on the scene (the grid is in inches); null without. */
export function inchesBetween(a: FActor, b: FActor): number | null {
  return distanceBetween(tokenOf(a), tokenOf(b));
}

export { oddsText, type OddsText } from "../../../shell/chat/odds";

/** A modifier with its sign ("+1", "−2", "0"). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : "0";
}

/** A form's checkbox or "true"/"on" string as a boolean; anything else false. */
export function flag(value: unknown): boolean {
  return value === true || value === "true" || value === "on";
}
