/** NPC generation (guide §2.2, §1.6, §1.7, Appendix A): NPC tables, random tables and `generateFigure`. */
export * from "./tables";
export * from "./random-tables";
export * from "./selection";
export * from "./generate";
export * from "./probability";
