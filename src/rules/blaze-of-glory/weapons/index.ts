/** Blaze of Glory weapons: the weapons table, ranges, handling and ammunition. */
export * from "./table";
export * from "./options";
export * from "./range";
export * from "./handling";
export * from "./ammo";
