/** Fightin' (melee): pools, rounds, whole fights, finishing off the downed, exact odds. */
export * from "./modifiers";
export * from "./resolve";
export * from "./finish";
export * from "./odds";
