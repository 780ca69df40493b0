/** Horses and mules (guide §2.14): Quality, Horsemanship, riding tests, wounds and fire modifiers. */
export * from "./types";
export * from "./options";
export * from "./quality";
export * from "./horsemanship";
export * from "./movement";
export * from "./riding";
export * from "./they-shot-my-horse";
export * from "./skittish";
export * from "./chase";
export * from "./rescue";
export * from "./shooting";
export * from "./odds";
