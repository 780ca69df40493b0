/** Buildings and fire (guide §2.13): structural values, fire, wind, areas and collapse, doors and windows. */
export * from "./structures";
export * from "./fire";
export * from "./areas";
export * from "./access";
export * from "./probability";
