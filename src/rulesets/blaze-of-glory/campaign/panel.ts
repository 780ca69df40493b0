import { assertCampaignState } from "../../../rules/blaze-of-glory/campaign/season/state";
import type { Localize } from "../encounters/view";
import { campaignPanelView, type CampaignPanelView } from "./view";

/** The outfit sheet's Campaign panel from the stored record; null (and a console note) when it cannot be read. */
export function campaignPanel(
  record: unknown,
  localize: Localize,
  away: readonly { who: string; name: string }[] = [],
): CampaignPanelView | null {
  try {
    return campaignPanelView(assertCampaignState(record), localize, away);
  } catch (error) {
    console.warn("six-gun-sound | campaign record", error);
    return null;
  }
}
