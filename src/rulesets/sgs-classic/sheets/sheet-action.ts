import { I18N } from "../../../config";
import { S } from "./view-input";

/**
 * Runs one of a classic sheet's roll buttons through `game.sixGunSound.classic.<name>` (written
 * with the table's flows). Until an entry point exists, or when it refuses, the user gets a
 * notification: nothing is thrown into Foundry's click handling.
 */
export async function runClassicAction(
  name: string,
  actor: unknown,
  options: Record<string, unknown> = {},
): Promise<void> {
  const api = (game as unknown as { sixGunSound?: { classic?: Record<string, unknown> } }).sixGunSound;
  const entry = api?.classic?.[name];
  const action = game.i18n!.localize(`${S}.Action.${name}`);
  if (typeof entry !== "function") {
    ui.notifications?.info(game.i18n!.format(`${I18N}.Classic.Sheet.notAvailable`, { action }));
    return;
  }
  try {
    await (entry as (a: unknown, o: unknown) => Promise<unknown>)(actor, options);
  } catch (error) {
    ui.notifications?.warn(
      game.i18n!.format(`${I18N}.Classic.Sheet.actionFailed`, { action, error: (error as Error).message }),
    );
  }
}
