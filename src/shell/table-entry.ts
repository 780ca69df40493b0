import { I18N } from "../config";
import { RulesError } from "../rules/core/errors";
import { fv, notify, type FActor, type FToken } from "./foundry";

/**
 * What every ruleset's table entry points (a sheet button, the token HUD, a macro) share: errors
 * reported to the user, never thrown into Foundry; refusals as warnings; rolls only for figures the
 * user owns; and the distance between two tokens on the scene.
 */

/** Runs an entry point: any error becomes a notification (and a console entry), never a throw. */
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

/** The actor's first token on the scene, if any. */
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
    return Number.isFinite(d) ? d : null;
  } catch {
    return null;
  }
}
