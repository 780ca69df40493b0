/** Six Gun Sound (classic): movement allowances and fast moves (guide §3.3). */
export * from "./allowance";
