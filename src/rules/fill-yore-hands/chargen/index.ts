/** Character generation by card draw (guide §3.12, seed L153–L214). */
export * from "./lines";
export * from "./read";
export * from "./draw";
export * from "./odds";
