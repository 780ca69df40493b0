/** Six Gun Sound (classic): Reaction Tests, Draw!, group morale, Pursue by Fire (guide §3.7–§3.9, §3.16, §3.18). */
export * from "./modifiers";
export * from "./tables";
export * from "./test";
export * from "./draw";
export * from "./group";
export * from "./pursue";
export * from "./gunfight";
