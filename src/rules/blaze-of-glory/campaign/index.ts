/** The Blaze of Glory campaign game (L3955–4868): time, the Star's life, locales, recovery, advancement. */
export * from "./calendar";
export * from "./life-and-times";
export * from "./profession";
export * from "./brothers";
export * from "./levels";
export * from "./locales-advance";
export * from "./recovery";
export * from "./rescue";
export * from "./captivity";
export * from "./custody";
export * from "./kin-encounter";
export * from "./advancement";
export * from "./terrain";
export * from "./professions";
export * from "./travel-map";
export * from "./season";
