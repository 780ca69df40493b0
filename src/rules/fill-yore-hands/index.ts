/** Fill Yore Hands! rules core (guide `shared/rules/fill-yore-hands.md`): pure, no Foundry. */
export * from "./ids";
export * from "./interpretations";
export * from "./tables";
export * from "./chargen";
export * from "./movement";
export * from "./shooting";
export * from "./weapons";
export * from "./ammo";
export * from "./reply";
export * from "./wounds";
export * from "./brawl";
export * from "./rear-attack";
export * from "./jump";
export * from "./women";
export * from "./charm";
