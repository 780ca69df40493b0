/** The six profession campaigns (L4872–6566). */
export * from "./matrix";
export * from "./cowboy";
export * from "./gunfighter";
export * from "./marshal";
export * from "./outlaw";
export * from "./ranger";
export * from "./sheriff";
