/** Six Gun Sound (classic): the campaign's encounters: set-ups and their own procedures (guide §4.9). */
export * from "./location";
export * from "./gunfight-opponent";
export * from "./indians";
export * from "./citizens";
export * from "./pursuit";
export * from "./cattle";
export * from "./follow-ups";
export * from "./setup";
