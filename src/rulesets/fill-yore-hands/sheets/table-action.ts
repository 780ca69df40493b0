import { I18N } from "../../../config";
import type { TableActionName } from "../load";

/**
 * Runs one of the table's actions for a figure through `game.sixGunSound` (which loads the runtime
 * on first use). A refusal (an action not built yet, a rules error) is shown as a notification,
 * never thrown into Foundry's click handling.
 */
export async function runTableAction(name: TableActionName, actor: unknown): Promise<void> {
  const api = (game as unknown as { sixGunSound?: Record<string, unknown> }).sixGunSound;
  const entry = api?.[name];
  try {
    if (typeof entry !== "function") throw new Error(`game.sixGunSound.${name} is missing`);
    await (entry as (a: unknown) => Promise<unknown>)(actor);
  } catch (error) {
    const notBuilt = (error as { name?: string }).name === "NotBuiltYet";
    const action = game.i18n!.localize(`${I18N}.FYH.Action.${name}`);
    ui.notifications?.warn(
      notBuilt
        ? game.i18n!.format(`${I18N}.FYH.NotBuiltYet`, { action })
        : game.i18n!.format(`${I18N}.FYH.ActionFailed`, { action, error: (error as Error).message }),
    );
  }
}
