import { assertBoolean, assertInteger, assertOneOf } from "../core";
import { assertList, assertObject } from "../core/checks";
import { ATTRIBUTES, PROFESSIONS, type AttributeId, type Profession } from "./ids";

/** Stat ranges the rules core accepts. Rep is 1–7 in the book; Toughness and Sand are usually 2–5. */
export const REP_RANGE = { min: 1, max: 7 } as const;
export const TOUGHNESS_RANGE = { min: 1, max: 7 } as const;
export const SAND_RANGE = { min: 0, max: 7 } as const;

/** The stats every rules function may read about a figure. */
export interface Figure {
  profession: Profession;
  rep: number;
  toughness: number;
  sand: number;
  veteran: boolean;
  /** A player's character (Star) rather than a Hand (NPC). */
  star: boolean;
  attributes: readonly AttributeId[];
}

/** Checks an optional attribute list (`${field}.attributes`, default none); returns a clean copy. */
export function checkAttributes(field: string, value: unknown): AttributeId[] {
  return assertList(`${field}.attributes`, value ?? []).map((a, i) =>
    assertOneOf(`${field}.attributes[${i}]`, a, ATTRIBUTES),
  );
}

/** Checks a figure and names the first bad field; returns a clean copy. */
export function validateFigure(input: unknown, field = "figure"): Figure {
  const f = assertObject(field, input);
  const attributes = assertList(`${field}.attributes`, f.attributes ?? []);
  return {
    profession: assertOneOf(`${field}.profession`, f.profession, PROFESSIONS),
    rep: assertInteger(`${field}.rep`, f.rep, REP_RANGE.min, REP_RANGE.max),
    toughness: assertInteger(`${field}.toughness`, f.toughness, TOUGHNESS_RANGE.min, TOUGHNESS_RANGE.max),
    sand: assertInteger(`${field}.sand`, f.sand, SAND_RANGE.min, SAND_RANGE.max),
    veteran: assertBoolean(`${field}.veteran`, f.veteran ?? false),
    star: assertBoolean(`${field}.star`, f.star ?? false),
    attributes: attributes.map((a, i) => assertOneOf(`${field}.attributes[${i}]`, a, ATTRIBUTES)),
  };
}

export function hasAttribute(figure: Pick<Figure, "attributes">, id: AttributeId): boolean {
  return figure.attributes.includes(id);
}
