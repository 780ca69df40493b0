/** Six Gun Sound (classic): the campaign: calendar, professions, Life and Times, monthly turn, points (guide §4.1–§4.5, §4.10–§4.12). */
export * from "./calendar";
export * from "./profession";
export * from "./life-and-times";
export * from "./locales";
export * from "./monthly-tables";
export * from "./monthly";
export * from "./points";
export * from "./record";
export * from "./run";
