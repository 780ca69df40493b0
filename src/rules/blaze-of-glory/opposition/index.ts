/** The system running the other side: forced actions, open choices and the weighted die (L4902). */
export * from "./guidance";
export * from "./weighted";
export * from "./table";
