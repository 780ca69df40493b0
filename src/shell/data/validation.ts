/**
 * The field validators every ruleset's data models call, kept free of Foundry so tests can feed
 * them bad values.
 *
 * Foundry's NumberField clamps an out-of-range number without a word and StringField accepts any
 * text, so every game value goes through one of these. Each returns `null` when the value is fine,
 * or a `Problem` naming a lang key (with its data; the messages every ruleset shares, under
 * Validation) and an English message used when no i18n is available (tests, the console). A
 * ruleset adds its own validators next to its data models, built with `problem` and `show`.
 */

import { I18N } from "../../config";

export interface Problem {
  /** Localization key of the message (format data in `data`). */
  key: string;
  data: Record<string, string>;
  /** The same message in English, for logs and tests. */
  message: string;
}

export interface WholeRange {
  readonly min: number;
  readonly max: number;
}

/** A problem whose message lives under `SIXGUN.Validation.<key>`. */
export function problem(key: string, data: Record<string, string>, message: string): Problem {
  return { key: `${I18N}.Validation.${key}`, data, message };
}

/** How a message quotes a refused value: strings quoted, other objects by their type only. */
export function show(value: unknown): string {
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

/** One of the listed ids (professions, weapons, qualities...). */
export function choiceProblem(value: unknown, ids: readonly string[]): Problem | null {
  if (typeof value === "string" && ids.includes(value)) return null;
  const data = { value: show(value) };
  return problem("Choice", data, `${data.value} is not one of the allowed values`);
}

/** Any control character, line breaks and tabs included. */
// eslint-disable-next-line no-control-regex
export const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** Control characters a multi-line text refuses: all but the tab and the line feed. */
// eslint-disable-next-line no-control-regex
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** `\r\n` and a lone `\r` (old Mac, some pastes) become `\n`; anything else is left alone. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** `U+0007`: how a message names a character. */
function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * A stored plain-text field. One line (`multiline` false: labels, group names, diary titles)
 * refuses line breaks and every other control character; several lines (`multiline`: a textarea,
 * such as a diary entry or a GM's script) keep line feeds and tabs, count `\r\n` as one `\n` (the
 * field stores it so) and refuse the other control characters. Both refuse markup (`<` and `>`).
 * The problem says which fault it found, checked in this order: not text, too long, markup, line
 * break, tab (one line only), other control character.
 */
export function textProblem(value: unknown, maxLength: number, multiline: boolean): Problem | null {
  if (typeof value !== "string") return problem("Text", { value: show(value) }, "must be text");
  const text = multiline ? normalizeLineBreaks(value) : value;
  if (text.length > maxLength) {
    return problem(
      "TextLength",
      { max: String(maxLength), length: String(text.length) },
      `must be at most ${maxLength} characters long`,
    );
  }
  if (/[<>]/.test(text)) return problem("Markup", {}, "must be plain text: HTML markup is not allowed here");
  if (!multiline && /[\r\n]/.test(text)) {
    return problem("LineBreak", {}, "must be a single line: line breaks are not allowed here");
  }
  if (!multiline && text.includes("\t")) {
    return problem("Tab", {}, "must be a single line of text: tabs are not allowed here");
  }
  const control = (multiline ? MULTILINE_CONTROL : ANY_CONTROL).exec(text)?.[0];
  if (control !== undefined) {
    const char = codePoint(control);
    return problem("Control", { char }, `must not contain control characters (found ${char})`);
  }
  return null;
}

/** One line of plain text (labels, group names, diary titles): see `textProblem`. */
export function plainTextProblem(value: unknown, maxLength = 120): Problem | null {
  return textProblem(value, maxLength, false);
}

/** One line of text, or null (nothing set: a GM list the text lost has no entry yet). */
export function optionalPlainTextProblem(value: unknown, maxLength = 60): Problem | null {
  return value === null || value === undefined ? null : plainTextProblem(value, maxLength);
}

/** Several lines of plain text (a diary entry): line breaks and tabs kept; see `textProblem`. */
export function multilineTextProblem(value: unknown, maxLength = 2000): Problem | null {
  return textProblem(value, maxLength, true);
}

/** A document UUID (world or compendium), or nothing. */
export function uuidProblem(value: unknown): Problem | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && /^[A-Za-z0-9_.-]+$/.test(value) && value.includes(".")) return null;
  return problem("Uuid", { value: show(value) }, `${show(value)} is not a document UUID`);
}
