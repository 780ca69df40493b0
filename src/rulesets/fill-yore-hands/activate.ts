import { registerInterpretationSettings } from "./settings";
import { lazyTableApi } from "./load";
import { setCardRules } from "../../shell/chat/card-rules";
import { fillYoreHandsCardRules } from "./table/card-rules";

/**
 * What a Fill Yore Hands! world registers at `init`: every interpretation as a world setting. The
 * deck service, the tracker's cards-per-group strategy and the GM tables are the shell's, fed from
 * the definition; the table's flows are added with the next round.
 */
export function activateFillYoreHands(): void {
  registerInterpretationSettings();
  // What its chat cards do (the damage draw, a shot back): small here, the work loads on first use.
  setCardRules(fillYoreHandsCardRules);
}

/** `game.sixGunSound`: the table's actions, each loading the on-demand runtime on its first call. */
export function fillYoreHandsApi(): Record<string, unknown> {
  return { ...lazyTableApi() };
}
