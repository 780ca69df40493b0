/** Movement on foot: rates, moving fast, going prone, doors, windows and floors. */
export * from "./drunk";
export * from "./rates";
export * from "./foot";
export * from "./prone";
export * from "./entering";
export * from "./odds";
