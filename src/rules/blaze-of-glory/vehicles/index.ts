/** Wagons, stagecoaches and buckboards (guide §2.15): teams, drivers, driving tests, wrecks, fire. */
export * from "./options";
export * from "./vehicles";
export * from "./types";
export * from "./team";
export * from "./driver";
export * from "./driving";
export * from "./team-hit";
export * from "./wreck";
export * from "./trample";
export * from "./driver-disabled";
export * from "./hitching";
export * from "./shooting";
export * from "./odds";
