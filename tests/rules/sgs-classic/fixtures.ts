/** Shared arbitraries of the Six Gun Sound (classic) rules-core tests. Not a test itself. */
import fc from "fast-check";
import { type Card, RANKS, SUITS } from "../../../src/rules/core";
import { type ClassicRules, RULE_SPECS, classicRules } from "../../../src/rules/sgs-classic/interpretations";

/** Any world's rules: every toggle and reading drawn from its spec. */
export const rulesArb: fc.Arbitrary<ClassicRules> = fc
  .record(
    Object.fromEntries(
      RULE_SPECS.map((s) => [
        s.id,
        s.kind === "boolean"
          ? fc.boolean()
          : s.kind === "choice"
            ? fc.constantFrom(...s.choices)
            : fc.integer({ min: s.min, max: s.max }),
      ]),
    ) as Record<string, fc.Arbitrary<unknown>>,
  )
  .map((r) => classicRules(r as Partial<ClassicRules>));

export const cvArb = fc.integer({ min: 3, max: 6 });
export const anyCvArb = fc.integer({ min: 0, max: 6 });
export const coolArb = fc.integer({ min: 0, max: 6 });
export const cardArb: fc.Arbitrary<Card> = fc.record({
  suit: fc.constantFrom(...SUITS),
  rank: fc.constantFrom(...RANKS),
});

/** Every pair of d6 faces. */
export function allPairs(): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) out.push([a, b]);
  return out;
}
