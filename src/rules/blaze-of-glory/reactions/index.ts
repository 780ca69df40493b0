/** Reaction tests for Blaze of Glory: sheets as data, rolling, Free Will, Born Leader, odds. */
export * from "./codes";
export { REACTION_SHEET_DATA, GOT_THE_DROP_TABLE, SIOUXSIDE_SOURCE } from "./sheets";
export * from "./sheet-for";
export type { ReactionFigure, ReactionOptions, ReactionRequest, ReactionSituation } from "./engine";
export * from "./react";
export * from "./odds";
export * from "./forced-actions";
export { DIRECTIVE_EFFECTS } from "./effects";
