/** FYH weapons (guide §2.6): ammunition rows and the range row each weapon shoots on. */
export * from "./weapons";
