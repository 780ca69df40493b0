/**
 * The validators the data models call, kept free of Foundry so tests can feed them bad values.
 *
 * Foundry's NumberField clamps an out-of-range number without a word and StringField accepts any
 * text, so every game value goes through one of these. Each returns `null` when the value is fine,
 * or a `Problem` naming a lang key (with its data) and an English message used when no i18n is
 * available (tests, the console). `check*` throw the problem as a `ValidationProblem`.
 */

import { I18N } from "../config";

export interface Problem {
  /** Localization key of the message (format data in `data`). */
  key: string;
  data: Record<string, string>;
  /** The same message in English, for logs and tests. */
  message: string;
}

export class ValidationProblem extends Error {
  override readonly name = "ValidationProblem";
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
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

/** A whole number inside `range`, or null when `nullable`. */
export function optionalWholeNumberProblem(value: unknown, range: WholeRange): Problem | null {
  return value === null || value === undefined ? null : wholeNumberProblem(value, range);
}

/** One of the listed ids (professions, weapons, qualities...). */
export function choiceProblem(value: unknown, ids: readonly string[]): Problem | null {
  if (typeof value === "string" && ids.includes(value)) return null;
  const data = { value: show(value) };
  return problem("Choice", data, `${data.value} is not one of the allowed values`);
}

/** Markup or control characters in what should be a plain line of text. */
const MARKUP = /<[^>]*>?/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

export interface CleanedText {
  value: string;
  /** The input contained markup (now removed); show `problem` to the user. */
  changed: boolean;
  problem: Problem | null;
}

/**
 * Plain text for names and labels: tags and control characters removed, whitespace collapsed.
 * Angle brackets that do not form a tag are removed too, so the result never contains `<`.
 */
export function cleanPlainText(value: unknown, maxLength = 120): CleanedText {
  const text = typeof value === "string" ? value : value == null ? "" : String(value);
  let cleaned = text
    .replace(MARKUP, " ")
    .replace(/[<>]/g, " ")
    .replace(CONTROL, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (cleaned.length > maxLength) cleaned = cleaned.slice(0, maxLength).trimEnd();
  const changed = cleaned !== text.trim();
  return {
    value: cleaned,
    changed,
    problem: changed
      ? problem(
          "NameCleaned",
          { value: cleaned },
          `markup and control characters are not allowed in names; saved as ${JSON.stringify(cleaned)}`,
        )
      : null,
  };
}

/** Rejects markup in a stored plain-text field (labels, group names, diary titles). */
export function plainTextProblem(value: unknown, maxLength = 120): Problem | null {
  if (typeof value !== "string") return problem("Text", { value: show(value) }, "must be text");
  if (value.length > maxLength)
    return problem("TextLength", { max: String(maxLength) }, `must be at most ${maxLength} characters long`);
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001f\u007f]/.test(value)) {
    return problem("Markup", {}, "must be plain text: HTML markup is not allowed here");
  }
  return null;
}

/** A document UUID (world or compendium), or nothing. */
export function uuidProblem(value: unknown): Problem | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && /^[A-Za-z0-9_.-]+$/.test(value) && value.includes(".")) return null;
  return problem("Uuid", { value: show(value) }, `${show(value)} is not a document UUID`);
}

export function check(found: Problem | null): void {
  if (found) throw new ValidationProblem(found);
}
