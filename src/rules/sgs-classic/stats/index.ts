/** Six Gun Sound (classic): CV, Coolness and Constitution, damage and recovery (guide §2.2, §3.13, §4.11). */
export * from "./generation";
export * from "./constitution";
export * from "./damage";
export * from "./coolness";
export * from "./horse";
