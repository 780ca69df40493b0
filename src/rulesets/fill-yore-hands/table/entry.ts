import { formDialog, skipDialog, type ClickModifiers } from "../../../shell/dialogs";
import { fv, localize, type FToken } from "../../../shell/foundry";
import { distanceBetween as tokenDistance } from "../../../shell/table-entry";

/**
 * What every Fill Yore Hands! table entry point shares: errors reported, never thrown into Foundry;
 * rolls only for figures the user owns; a dialog that may be skipped or closed at a deadline; and
 * the distance between two tokens on the scene.
 */

export { mine, refuse, safely, tokenOf } from "../../../shell/table-entry";

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
