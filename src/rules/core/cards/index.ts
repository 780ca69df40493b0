/** Playing cards as plain data: cards, deck definitions, immutable deck state, shuffle, odds. */
export * from "./card";
export * from "./deck";
export * from "./shuffle";
export * from "./state";
export * from "./odds";
