/**
 * The classic sheets' view models in one on-demand chunk: each sheet's `_prepareContext` awaits
 * `loadContexts()`, so the builders and the rules tables they read stay out of the startup payload.
 */
export { figureView } from "./figure-context";
export { horseView } from "./horse-context";
export { vehicleView } from "./vehicle-context";
export { weaponView } from "./weapon-context";
