import { expect } from "vitest";
import type { EncounterSetup } from "../../../src/rules/blaze-of-glory/encounters";
import { fieldOf } from "../helpers/errors";

/** Shared by the encounter tests: reading transcribed seed rows and counting a set-up's figures. */

/** Expects `fn` to throw a RulesError naming `field`. */
export function throwsOn(field: string, fn: () => unknown): void {
  expect(fieldOf(fn)).toBe(field);
}

/** A transcribed table: one row per line, cells split on `|`. */
export function rows(text: string): string[][] {
  return text
    .trim()
    .split("\n")
    .map((l) => l.split("|").map((c) => c.trim()));
}

/** "1-3", "3/4", "6 - 10", "9" → the faces. */
export function range(text: string): number[] {
  const m = /^(\d+)\s*[-/]\s*(\d+)$/.exec(text);
  if (!m) return [Number(text)];
  const out: number[] = [];
  for (let i = Number(m[1]); i <= Number(m[2]); i++) out.push(i);
  return out;
}

/** One side of a set-up, by id. */
export function side(setup: EncounterSetup, id: string) {
  const found = setup.sides.find((s) => s.id === id);
  if (!found) throw new Error(`no side ${id}`);
  return found;
}

/** How many figures a side has (of one role when given). */
export function count(setup: EncounterSetup, id: string, role?: string): number {
  return side(setup, id)
    .forces.filter((l) => role === undefined || l.role === role)
    .reduce((a, l) => a + l.count, 0);
}
