import { fv, type FToken } from "../../../shell/foundry";
import { distanceBetween as tokenDistance } from "../../../shell/table-entry";

/**
 * What every Fill Yore Hands! table entry point shares: errors reported, never thrown into Foundry;
 * rolls only for figures the user owns; a dialog that may be skipped or closed at a deadline; and
 * the distance between two tokens on the scene.
 */

export { mine, refuse, safely, tokenOf } from "../../../shell/table-entry";

export { ask, type AskOptions } from "../../../shell/dialogs";

/** Inches between two tokens on the scene, to a tenth of an inch; null without a canvas. */
export function distanceBetween(a: FToken | null, b: FToken | null): number | null {
  const d = tokenDistance(a, b);
  return d === null ? null : Math.round(d * 10) / 10;
}

/** The figures' tokens on the scene (none without a canvas). */
export function sceneTokens(): FToken[] {
  return (
    (fv() as unknown as { canvas?: { tokens?: { placeables?: FToken[] } } }).canvas?.tokens?.placeables ?? []
  );
}
