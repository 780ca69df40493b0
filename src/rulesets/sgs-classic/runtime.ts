/**
 * Six Gun Sound (classic)'s on-demand part: what a click on a sheet or a macro triggers (the table's
 * flows, dialogs and cards). A chunk of its own, loaded once through `loadRuntime()` (`./load.ts`)
 * from awaited places only. Add the flows here, never in the eager files.
 */
export { TABLE_API } from "./table-api";
export { applyClassicAction } from "./table/apply";
export { runClassicFollowUp } from "./table/follow-ups";
