/** Running, the movement die and Outa Breath (guide §3.6, seed L95–L109). */
export * from "./die";
export * from "./breath";
export * from "./run";
