/** The Draw: pools, pairings, the DRAW! table, GOT THE DROP follow-up and exact odds. */
export * from "./modifiers";
export * from "./resolve";
export * from "./odds";
