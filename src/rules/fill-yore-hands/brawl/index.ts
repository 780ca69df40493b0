/** Brawling (guide §3.7, seed L111–L124): modifiers, the roll, its outcome, its wounds and odds. */
export * from "./modifiers";
export * from "./names";
export * from "./resolve";
export * from "./wound";
