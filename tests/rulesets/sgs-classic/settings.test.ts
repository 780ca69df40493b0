import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_RULES, RULE_SPECS, type ClassicRules } from "../../../src/rules/sgs-classic/interpretations";
import {
  fitsSpec,
  readClassicRules,
  registerClassicSettings,
  rulesFrom,
  settingConfig,
  settingKey,
} from "../../../src/rulesets/sgs-classic/settings";
import { langString } from "../../helpers/files";

/**
 * Every advanced-rule toggle and SGS-Qnn reading is a world setting (`six-gun-sound.classic.<id>`)
 * with a name and a hint in lang/en.json, the guide's choice its default; the settings read back as
 * one `ClassicRules`, where a value that does not fit falls back to the default with a warning.
 */

afterEach(() => vi.unstubAllGlobals());

/** A value of the right kind that differs from the default, for each spec. */
function otherValue(id: keyof ClassicRules): unknown {
  const spec = RULE_SPECS.find((s) => s.id === id)!;
  const d = DEFAULT_RULES[id];
  if (spec.kind === "boolean") return !d;
  if (spec.kind === "choice") return spec.choices.find((c) => c !== d);
  return d === spec.max ? spec.min : (d as number) + 1;
}

describe("the classic rule settings", () => {
  it("cover every field of ClassicRules exactly once", () => {
    expect(RULE_SPECS.map((s) => s.id).sort()).toEqual(Object.keys(DEFAULT_RULES).sort());
  });

  it.each(RULE_SPECS.map((s) => [s.id, s] as const))(
    "%s: a world setting with our name and hint (naming its SGS-Qnn id), the guide's choice by default",
    (id, spec) => {
      const config = settingConfig(spec);
      expect(config).toMatchObject({ scope: "world", config: true, default: DEFAULT_RULES[id] });
      const name = langString(config.name as string);
      expect(typeof name).toBe("string");
      if (spec.q !== "advanced") expect(name).toContain(spec.q);
      expect(typeof langString(config.hint as string)).toBe("string");
      expect(fitsSpec(spec, DEFAULT_RULES[id])).toBe(true);
      if (spec.kind === "choice") {
        expect(Object.keys(config.choices as object)).toEqual([...spec.choices]);
        for (const label of Object.values(config.choices as Record<string, string>))
          expect(typeof langString(label), label).toBe("string");
      }
      if (spec.kind === "number") expect(config.range).toEqual({ min: spec.min, max: spec.max, step: 1 });
      expect(config.type).toBe(spec.kind === "boolean" ? Boolean : spec.kind === "number" ? Number : String);
    },
  );

  it("are registered under six-gun-sound.classic.<id>", () => {
    const register = vi.fn();
    vi.stubGlobal("game", { settings: { register } });
    registerClassicSettings();
    expect(register).toHaveBeenCalledTimes(RULE_SPECS.length);
    expect(register.mock.calls.map((c) => `${c[0]}.${c[1]}`)).toEqual(
      RULE_SPECS.map((s) => `six-gun-sound.classic.${s.id}`),
    );
  });
});

describe("reading the settings back", () => {
  it("gives the defaults when nothing is stored or the settings are not registered", () => {
    expect(rulesFrom(() => ({ found: false }))).toEqual(DEFAULT_RULES);
    const warn = vi.fn();
    expect(
      rulesFrom(() => {
        throw new Error("not registered");
      }, warn),
    ).toEqual(DEFAULT_RULES);
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes every stored value that fits", () => {
    const stored = Object.fromEntries(RULE_SPECS.map((s) => [settingKey(s.id), otherValue(s.id)]));
    const read = rulesFrom((key) => ({ found: true, value: stored[key] }));
    for (const spec of RULE_SPECS) expect(read[spec.id], spec.id).toBe(otherValue(spec.id));
  });

  it("falls back to the default with a warning naming the setting for a value that does not fit", () => {
    const bad: Record<string, unknown> = {
      "classic.frontArcDegrees": 91,
      "classic.advancedShooting": "yes",
      "classic.brawlFrontage": "sideways",
      "classic.fastMoveThreshold": 8.5,
      "classic.unlistedConModifier": -1,
    };
    const warn = vi.fn();
    const read = rulesFrom((key) => (key in bad ? { found: true, value: bad[key] } : { found: false }), warn);
    expect(read).toEqual({ ...DEFAULT_RULES, unlistedConModifier: -1 });
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(
      /classic\.frontArcDegrees \(SGS-Q01\)/,
    );
  });

  it("reads the world's settings through game.settings, never throwing", () => {
    const values = new Map<string, unknown>([
      ["six-gun-sound.classic.advancedShooting", true],
      ["six-gun-sound.classic.pathFire", "nonsense"],
    ]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubGlobal("game", {
      settings: { settings: values, get: (ns: string, key: string) => values.get(`${ns}.${key}`) },
    });
    const read = readClassicRules();
    expect(read.advancedShooting).toBe(true);
    expect(read.pathFire).toBe(DEFAULT_RULES.pathFire);
    expect(warn).toHaveBeenCalledTimes(1);
    vi.stubGlobal("game", undefined);
    expect(readClassicRules()).toEqual(DEFAULT_RULES);
    warn.mockRestore();
  });
});
