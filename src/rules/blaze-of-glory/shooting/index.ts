/** Blaze of Glory shooting: to-hit, damage, cover, I'm Hit, Star advantages and exchanges of fire. */
export * from "./options";
export * from "./wounds";
export * from "./shootin-table";
export * from "./modifiers";
export * from "./moving-fast";
export * from "./damage";
export * from "./damage-as";
export * from "./cover";
export * from "./im-hit";
export * from "./star";
export * from "./resolve-shot";
export * from "./exchange";
export * from "./probability";
