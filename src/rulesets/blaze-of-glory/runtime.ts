/**
 * Blaze of Glory's on-demand part: everything a user's click, a card button or a query handler
 * triggers (the table's flows, dialogs and cards, the generators). It is a chunk of its own, loaded
 * once through `loadRuntime()` (`./load.ts`) from awaited places only: Foundry's start-up never
 * waits for it.
 */
export { TABLE_API, runFollowUpHere, recovery } from "./table/api";
export { newFigure, newOutfit } from "./generators/create";
