/** Six Gun Sound (classic): red against black card activation and the order inside a side (guide §3.1). */
export * from "./initiative";
export * from "./order";
