/** Six Gun Sound (classic): charges, brawls, the Brawling test, frontage and coup (guide §3.4, §3.15, §4.12). */
export * from "./arcs";
export * from "./charge";
export * from "./round";
export * from "./coup";
