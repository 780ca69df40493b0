import { setCardRules } from "../../shell/chat/card-rules";
import { registerCampaignButtons } from "./campaign/register";
import { lazyTableApi } from "./load";
import { registerClassicSettingsAndMonth } from "./settings";
import { classicCardRules } from "./table/card-rules";

/**
 * What a Six Gun Sound (classic) world registers at `init`: every advanced-rule toggle and reading
 * as a world setting, and what its chat cards' buttons do. The table's flows come with the runtime
 * chunk (`./load.ts`).
 */
export function activateSgsClassic(): void {
  registerClassicSettingsAndMonth();
  setCardRules(classicCardRules);
  registerCampaignButtons();
}

/** `game.sixGunSound.classic`: the table's actions, each loading the runtime on its first call. */
export function sgsClassicApi(): Record<string, unknown> {
  return { classic: lazyTableApi() };
}
