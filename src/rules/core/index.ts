/** Primitives shared by every ruleset: dice sources, pass-dice tests, d6 pools, exact odds. */
export * from "./errors";
export * from "./dice";
export * from "./pass-test";
export * from "./pool";
export * from "./probability";
export * from "./cards";
export * from "./gm-table";
