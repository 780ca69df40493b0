/** After the fight: moving casualties and the after-battle recovery tests. */
export * from "./casualties";
export * from "./recovery";
