import { describe, expect, it } from "vitest";
import {
  DEFAULT_RULES,
  FIXED_READINGS,
  RULE_SPECS,
  classicRules,
} from "../../../src/rules/sgs-classic/interpretations";

/** The guide's register (§5): SGS-Q01 to SGS-Q62, no gaps. */
const GUIDE_IDS = Array.from({ length: 62 }, (_, i) => `SGS-Q${String(i + 1).padStart(2, "0")}`);

describe("the world's rules (guide §5, §6.6)", () => {
  it("offers every SGS-Q reading of the guide as a setting or names why it is not one", () => {
    expect(GUIDE_IDS).toHaveLength(62);
    const offered = new Set(RULE_SPECS.map((s) => s.q));
    const missing = GUIDE_IDS.filter((q) => !offered.has(q) && !(q in FIXED_READINGS));
    expect(missing).toEqual([]);
    for (const q of Object.keys(FIXED_READINGS)) expect(offered.has(q), `${q} is both`).toBe(false);
  });
  it("has one spec per option, each default within its spec, the advanced rules off", () => {
    expect(RULE_SPECS.map((s) => s.id).sort()).toEqual(Object.keys(DEFAULT_RULES).sort());
    for (const s of RULE_SPECS) {
      const v = DEFAULT_RULES[s.id];
      if (s.kind === "boolean") expect(typeof v).toBe("boolean");
      else if (s.kind === "choice") expect(s.choices).toContain(v);
      else {
        expect(v as number).toBeGreaterThanOrEqual(s.min);
        expect(v as number).toBeLessThanOrEqual(s.max);
      }
      if (s.q === "advanced") expect(v).toBe(false);
    }
  });
  it("builds a rule set from a partial one", () => {
    expect(classicRules({ advancedShooting: true })).toEqual({ ...DEFAULT_RULES, advancedShooting: true });
  });
});
