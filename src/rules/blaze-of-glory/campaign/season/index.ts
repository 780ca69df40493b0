/** A campaign's state and the GM's steps through each season. */
export * from "./state";
export * from "./new-campaign";
export * from "./steps";
export * from "./custody-steps";
export * from "./cowboy-steps";
export { HAND_RESULTS, type HandResult, type HandInEncounter } from "./hands";
export { mayChooseRobbery, trailBossSpares, type LifeAndTimesRecord } from "./life-effects";
export * from "./mending";
export * from "./outlaw-steps";
export { rangerRank, type RangerRank } from "./ranger-seniority";
