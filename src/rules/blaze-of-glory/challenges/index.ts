/** Challenges (tasks), guide §2.16: Task Target Numbers, unopposed and opposed tasks, retries, sneaking. */
export * from "./tasks";
export * from "./opposed";
export * from "./probability";
export * from "./come-along";
