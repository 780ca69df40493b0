/**
 * The validators Fill Yore Hands!'s data models call, free of Foundry so tests can feed them bad
 * values. Foundry's NumberField clamps an out-of-range number silently and StringField takes any
 * text, so every game value goes through one of these. Each returns `null` when the value is fine,
 * or a `Problem`: a lang key with its data (the messages every ruleset shares, under Validation) and the same
 * message in English for logs and tests.
 */
import { I18N } from "../../../config";
import { parseCard } from "../../../rules/core";

export interface Problem {
  key: string;
  data: Record<string, string>;
  message: string;
}

export interface WholeRange {
  readonly min: number;
  readonly max: number;
}

function problem(key: string, data: Record<string, string>, message: string): Problem {
  return { key: `${I18N}.Validation.${key}`, data, message };
}

function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value == null) return String(value);
  return typeof value;
}

/** A whole number inside `range` (NaN, fractions and strings are refused, not rounded). */
export function wholeNumberProblem(value: unknown, range: WholeRange): Problem | null {
  if (typeof value === "number" && Number.isInteger(value) && value >= range.min && value <= range.max)
    return null;
  const data = { min: String(range.min), max: String(range.max), value: show(value) };
  return problem(
    "Range",
    data,
    `must be a whole number from ${range.min} to ${range.max} (got ${data.value})`,
  );
}

/** A whole number inside `range`, or null (meaning "use the default"). */
export function optionalWholeNumberProblem(value: unknown, range: WholeRange): Problem | null {
  return value === null || value === undefined ? null : wholeNumberProblem(value, range);
}

/** One of the listed ids. */
export function choiceProblem(value: unknown, ids: readonly string[]): Problem | null {
  if (typeof value === "string" && ids.includes(value)) return null;
  const data = { value: show(value) };
  return problem("Choice", data, `${data.value} is not one of the allowed values`);
}

// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** `\r\n` and a lone `\r` become `\n`. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/**
 * Stored plain text: one line (labels, ratings) or several (a GM's script). Both refuse markup;
 * one line also refuses line breaks and tabs; both refuse other control characters.
 */
export function textProblem(value: unknown, maxLength: number, multiline: boolean): Problem | null {
  if (typeof value !== "string") return problem("Text", { value: show(value) }, "must be text");
  const text = multiline ? normalizeLineBreaks(value) : value;
  if (text.length > maxLength)
    return problem(
      "TextLength",
      { max: String(maxLength), length: String(text.length) },
      `must be at most ${maxLength} characters long`,
    );
  if (/[<>]/.test(text)) return problem("Markup", {}, "must be plain text: HTML markup is not allowed here");
  if (!multiline && /[\r\n]/.test(text))
    return problem("LineBreak", {}, "must be a single line: line breaks are not allowed here");
  if (!multiline && text.includes("\t"))
    return problem("Tab", {}, "must be a single line of text: tabs are not allowed here");
  const control = (multiline ? MULTILINE_CONTROL : ANY_CONTROL).exec(text)?.[0];
  if (control !== undefined) {
    const char = `U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
    return problem("Control", { char }, `must not contain control characters (found ${char})`);
  }
  return null;
}

export function plainTextProblem(value: unknown, maxLength = 120): Problem | null {
  return textProblem(value, maxLength, false);
}

/** One line of text, or null (nothing set: a GM list the text lost has no entry yet). */
export function optionalPlainTextProblem(value: unknown, maxLength = 60): Problem | null {
  return value === null || value === undefined ? null : plainTextProblem(value, maxLength);
}

export function multilineTextProblem(value: unknown, maxLength = 2000): Problem | null {
  return textProblem(value, maxLength, true);
}

/** A document UUID, or nothing. */
export function uuidProblem(value: unknown): Problem | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && /^[A-Za-z0-9_.-]+$/.test(value) && value.includes(".")) return null;
  return problem("Uuid", { value: show(value) }, `${show(value)} is not a document UUID`);
}

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
