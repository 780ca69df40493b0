/**
 * Blaze of Glory's on-demand part: everything a user's click, a card button or a query handler
 * triggers (the table's flows, dialogs and cards, the generators). It is a chunk of its own, loaded
 * once through `loadRuntime()` (`./load.ts`) from awaited places only: Foundry's start-up never
 * waits for it.
 */
export { TABLE_API, runFollowUpHere, recovery } from "./table/api";
export { newFigure, newOutfit } from "./generators/create";
import type { WizardOptions } from "./encounters/wizard";

/**
 * The wizard's window class extends Foundry's ApplicationV2, read from `foundry.applications` when
 * its module loads: it loads on the first click, not with the rest of the runtime.
 */
export async function openEncounterWizard(options?: WizardOptions) {
  return (await import("./encounters/wizard")).openEncounterWizard(options);
}
export { postSpecialTableCard } from "./encounters/cards";
export { materializeEncounter } from "./encounters/materialize";
export { runEncounterTable } from "./encounters/tables";
export { DEPLOYMENT_API } from "./deployment/api";
export {
  startCampaign,
  campaignStep,
  playCampaignEncounter,
  clearCampaign,
  campaignRecovery,
  freeCampaignPrisoner,
  callCampaignBrother,
} from "./campaign/flow";
export { campaignPanel } from "./campaign/panel";
