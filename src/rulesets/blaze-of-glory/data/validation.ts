/**
 * Blaze of Glory's own validators: names cleaned rather than refused, ids of entries inside a
 * document, and `check`, which throws a problem. The validators every ruleset shares live in
 * src/shell/data/validation.ts and are re-exported here so the data models import one module.
 */

import { ANY_CONTROL, type Problem, problem, show } from "../../../shell/data/validation";

export * from "../../../shell/data/validation";

export class ValidationProblem extends Error {
  override readonly name = "ValidationProblem";
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

/** Markup: a tag, or an angle bracket that could start or end one. */
const MARKUP = /<[^>]*>?/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

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

/** An id naming an entry of the same document (a group of the outfit), or blank when `blank`. */
export function keyProblem(value: unknown, blank = false): Problem | null {
  if (blank && value === "") return null;
  if (typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value)) return null;
  const data = { value: show(value) };
  return problem("Key", data, `${data.value} is not an id (1 to 64 letters, digits, "-" or "_")`);
}

export function check(found: Problem | null): void {
  if (found) throw new ValidationProblem(found);
}
