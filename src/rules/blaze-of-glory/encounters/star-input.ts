import { PROFESSIONS, type Profession } from "../ids";
import { choiceInput } from "./inputs";
import type { InputSpec, InputValues } from "./types";

/**
 * "Who is the Star here": encounters whose forces the book rolls whole (a coach's escort, a
 * prisoner's escort) let a Star join one side; `none` leaves the rolled figures as they are.
 */

export const STAR_CHOICES = [
  "none",
  ...PROFESSIONS.filter((p) => p !== "warrior" && p !== "townsfolk"),
] as const;
export type StarChoice = (typeof STAR_CHOICES)[number];

export const STAR_INPUT: InputSpec = { key: "star", kind: "choice", choices: STAR_CHOICES, default: "none" };

export function readStar(values: InputValues): Profession | null {
  const c = choiceInput(values, "star", STAR_CHOICES);
  return c === "none" ? null : c;
}
