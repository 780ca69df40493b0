import { lazyTableApi } from "./load";
import { registerClassicSettings } from "./settings";

/**
 * What a Six Gun Sound (classic) world registers at `init`: every advanced-rule toggle and reading
 * as a world setting. The table's flows come with the runtime chunk (`./load.ts`).
 */
export function activateSgsClassic(): void {
  registerClassicSettings();
}

/** `game.sixGunSound.classic`: the table's actions, each loading the runtime on its first call. */
export function sgsClassicApi(): Record<string, unknown> {
  return { classic: lazyTableApi() };
}
