import { I18N } from "../../../config";
import { RulesError } from "../../../rules/core/errors";
import { formDialog, skipDialog, type ClickModifiers } from "../../../shell/dialogs";
import { fv, localize, notify, type FActor, type FToken } from "../../../shell/foundry";

/**
 * What every Fill Yore Hands! table entry point shares: errors reported, never thrown into Foundry;
 * rolls only for figures the user owns; a dialog that may be skipped or closed at a deadline; and
 * the distance between two tokens on the scene.
 */

export async function safely<T>(what: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (error) {
    console.error(`six-gun-sound | ${what}`, error);
    const reason =
      error instanceof RulesError
        ? `${error.field}: ${error.message}`
        : String((error as Error)?.message ?? error);
    notify("error", `${I18N}.Chat.Failed`, { reason });
    return null;
  }
}

/** Tells the user why nothing happens; the entry point then returns null. */
export function refuse(key: string, data?: Record<string, unknown>): null {
  notify("warn", key, data);
  return null;
}

/** This user may roll for the actor: he owns it (a GM owns every figure). */
export function mine(actor: FActor): boolean {
  if (actor.isOwner) return true;
  notify("warn", `${I18N}.Chat.NotYours`, { name: actor.name });
  return false;
}

export interface AskOptions {
  skip?: boolean;
  event?: ClickModifiers | null;
  width?: number;
  refresh?: (data: Record<string, unknown>) => object;
  deadline?: number;
}

/**
 * The dialog's answers: `{}` when skipped (Shift-click, the skip key, a roll that must not ask);
 * null when closed, or answered after `deadline` (another client then rolls instead).
 */
export async function ask(
  template: string,
  context: object,
  title: string,
  options: AskOptions = {},
): Promise<Record<string, unknown> | null> {
  if (options.skip || skipDialog(options.event)) return {};
  const { width, refresh, deadline } = options;
  const form = await formDialog(template, context, localize(title), {
    ...(width ? { width } : {}),
    ...(refresh ? { refresh } : {}),
    ...(deadline !== undefined ? { deadline } : {}),
  });
  return deadline !== undefined && Date.now() >= deadline ? null : form;
}

export function tokenOf(actor: FActor): FToken | null {
  return actor.getActiveTokens?.()[0] ?? null;
}

/** Inches between two tokens on the scene (the grid is in inches); null without a canvas. */
export function distanceBetween(a: FToken | null, b: FToken | null): number | null {
  const grid = fv().canvas?.grid;
  if (!a || !b || !grid) return null;
  try {
    const d = grid.measurePath([
      { ...a.center, elevation: a.document.elevation ?? 0 },
      { ...b.center, elevation: b.document.elevation ?? 0 },
    ]).distance;
    return Number.isFinite(d) ? Math.round(d * 10) / 10 : null;
  } catch {
    return null;
  }
}

/** The figures' tokens on the scene (none without a canvas). */
export function sceneTokens(): FToken[] {
  return (
    (fv() as unknown as { canvas?: { tokens?: { placeables?: FToken[] } } }).canvas?.tokens?.placeables ?? []
  );
}
