/**
 * Fill Yore Hands!'s on-demand part: what a click on the sheet or a macro triggers (the table's
 * flows, dialogs and cards). A chunk of its own, loaded once through `loadRuntime()` (`./load.ts`)
 * from awaited places only.
 */
export { TABLE_API } from "./table-api";
// The cards' work on the GM's client (the damage draw) and on a figure owner's (a shot back).
export { applyDamage } from "./table/damage";
export { runFyhFollowUp } from "./table/reply-flow";
// The close-quarters cards' actions and next steps (brawl, jump, charm), routed by the card rules.
export { applyCloseAction } from "./table/close-apply";
export { runCloseFollowUp } from "./table/close-api";
