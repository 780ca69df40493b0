/**
 * The validators the data models call, kept free of Foundry so tests can feed them bad values.
 *
 * Foundry's NumberField clamps an out-of-range number without a word and StringField accepts any
 * text, so every game value goes through one of these. Each returns `null` when the value is fine,
 * or a `Problem` naming a lang key (with its data) and an English message used when no i18n is
 * available (tests, the console). `check*` throw the problem as a `ValidationProblem`.
 */

import { I18N } from "../../../config";

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

/** Markup: a tag, or an angle bracket that could start or end one. */
const MARKUP = /<[^>]*>?/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** Control characters a multi-line text refuses: all but the tab and the line feed. */
// eslint-disable-next-line no-control-regex
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export interface CleanedText {
  value: string;
  /** The stored value differs from the input (trimmed whitespace aside). */
  changed: boolean;
  /** What was wrong with the input, when something was removed or cut; null otherwise. */
  problem: Problem | null;
}

/**
 * Plain text for names and labels: tags and control characters removed, whitespace collapsed.
 * Angle brackets that do not form a tag are removed too, so the result never contains `<`.
 * The problem names what was removed: markup, control characters (line breaks and tabs count), or
 * the part beyond `maxLength`. Collapsing runs of spaces changes the value but is no problem.
 */
export function cleanPlainText(value: unknown, maxLength = 120): CleanedText {
  const text = typeof value === "string" ? value : value == null ? "" : String(value);
  const trimmed = text.trim();
  const hadMarkup = /[<>]/.test(trimmed);
  const hadControl = ANY_CONTROL.test(trimmed);
  let cleaned = text
    .replace(MARKUP, " ")
    .replace(/[<>]/g, " ")
    .replace(CONTROL, " ")
    .replace(/\s+/g, " ")
    .trim();
  const tooLong = cleaned.length > maxLength;
  if (tooLong) cleaned = cleaned.slice(0, maxLength).trimEnd();
  const changed = cleaned !== trimmed;
  const saved = JSON.stringify(cleaned);
  const data = { value: cleaned, max: String(maxLength) };
  let found: Problem | null = null;
  if (hadMarkup && hadControl) {
    found = problem(
      "NameCleaned",
      data,
      `markup and control characters are not allowed in names; saved as ${saved}`,
    );
  } else if (hadMarkup) {
    found = problem("NameMarkup", data, `HTML markup is not allowed in names; saved as ${saved}`);
  } else if (hadControl) {
    found = problem(
      "NameControl",
      data,
      `control characters (line breaks, tabs) are not allowed in names; saved as ${saved}`,
    );
  } else if (tooLong) {
    found = problem("NameLength", data, `names are at most ${maxLength} characters long; saved as ${saved}`);
  }
  return { value: cleaned, changed, problem: changed ? found : null };
}

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
 * such as a diary entry) keep line feeds and tabs, count `\r\n` as one `\n` (the field stores it
 * so) and refuse the other control characters. Both refuse markup (`<` and `>`). The problem says
 * which fault it found, checked in this order: not text, too long, markup, line break, tab (one
 * line only), other control character.
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

/** Several lines of plain text (a diary entry): line breaks and tabs kept; see `textProblem`. */
export function multilineTextProblem(value: unknown, maxLength = 2000): Problem | null {
  return textProblem(value, maxLength, true);
}

/** An id naming an entry of the same document (a group of the outfit), or blank when `blank`. */
export function keyProblem(value: unknown, blank = false): Problem | null {
  if (blank && value === "") return null;
  if (typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value)) return null;
  const data = { value: show(value) };
  return problem("Key", data, `${data.value} is not an id (1 to 64 letters, digits, "-" or "_")`);
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
