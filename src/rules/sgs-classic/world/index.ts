/** Six Gun Sound (classic): NPC tables, towns, trail terrain, spotting, Indian-PC weapons (guide §4.6–§4.8, §4.12). */
export * from "./npcs";
export * from "./towns";
export * from "./terrain";
export * from "./indian-weapons";
