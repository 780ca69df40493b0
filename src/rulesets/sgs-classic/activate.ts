import { setCardRules } from "../../shell/chat/card-rules";
import { lazyTableApi } from "./load";
import { registerClassicSettings } from "./settings";
import { classicCardRules } from "./table/card-rules";

/**
 * What a Six Gun Sound (classic) world registers at `init`: every advanced-rule toggle and reading
 * as a world setting, and what its chat cards' buttons do. The table's flows come with the runtime
 * chunk (`./load.ts`).
 */
export function activateSgsClassic(): void {
  registerClassicSettings();
  setCardRules(classicCardRules);
}

/** `game.sixGunSound.classic`: the table's actions, each loading the runtime on its first call. */
export function sgsClassicApi(): Record<string, unknown> {
  return { classic: lazyTableApi() };
}
