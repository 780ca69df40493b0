/** Six Gun Sound (classic): Coolness check, basic and advanced shooting, wounds, mounted targets, the Draw (guide §3.10–§3.14, §3.17). */
export * from "./coolness-check";
export * from "./basic";
export * from "./advanced";
export * from "./wounds";
export * from "./mounted";
export * from "./advanced-draw";
export * from "./path";
