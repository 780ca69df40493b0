/**
 * Fill Yore Hands!'s own validators: card keys and rounds loaded. The validators every ruleset
 * shares live in src/shell/data/validation.ts and are re-exported here so the data models import
 * one module.
 */
import { parseCard } from "../../../rules/core";
import { type Problem, problem, show } from "../../../shell/data/validation";

export * from "../../../shell/data/validation";

/** A playing card's key as the rules core writes it (`QS`, `10H`, `JokerR`), or null. */
export function cardKeyProblem(value: unknown): Problem | null {
  if (value === null || value === undefined) return null;
  try {
    parseCard(value);
    return null;
  } catch {
    return problem(
      "Card",
      { value: show(value) },
      `${show(value)} is not a card (such as QS, 10H or JokerR)`,
    );
  }
}

/** Rounds loaded cannot exceed what the weapon holds. */
export function loadedProblem(loaded: unknown, capacity: unknown): Problem | null {
  if (typeof loaded !== "number" || typeof capacity !== "number" || loaded <= capacity) return null;
  return problem(
    "Loaded",
    { loaded: String(loaded), capacity: String(capacity) },
    `${loaded} rounds loaded is more than the weapon holds (${capacity})`,
  );
}
