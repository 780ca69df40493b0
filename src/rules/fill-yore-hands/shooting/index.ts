/** FYH shooting (guide §3.2): the range table, bands, halving, penalties, the roll and its odds. */
export * from "./range-table";
export * from "./bands";
export * from "./hit-number";
export * from "./penalties";
export * from "./resolve-shot";
export * from "./shot-odds";
