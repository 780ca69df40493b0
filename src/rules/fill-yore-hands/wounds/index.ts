/** Wounds (guide §2.5, §3.3, seed L62–L70, L177–L180): damage cards, shrugging off, wound state. */
export * from "./record";
export * from "./damage";
export * from "./apply";
export * from "./npc";
