/** Attributes and skills (guide §2.18): the card list, drawing, allocation and the stand-alone rolls. */
export * from "./cards";
export * from "./draw";
export * from "./slots";
export * from "./rolls";
export * from "./effects";
