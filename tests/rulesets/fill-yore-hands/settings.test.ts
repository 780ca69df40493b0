import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_INTERPRETATIONS,
  INTERPRETATION_SPECS,
  type FyhInterpretations,
} from "../../../src/rules/fill-yore-hands/interpretations";
import {
  fitsSpec,
  interpretationsFrom,
  readInterpretations,
  registerInterpretationSettings,
  settingConfig,
  settingKey,
} from "../../../src/rulesets/fill-yore-hands/settings";
import { langString } from "../../helpers/files";

/**
 * Every FYH-Qnn reading is a world setting (`six-gun-sound.fyh.<id>`) with a name and a hint in
 * lang/en.json, the guide's reading its default; the settings read back as one validated
 * `FyhInterpretations`, where a value that does not fit falls back to the default with a warning.
 */

afterEach(() => vi.unstubAllGlobals());

/** A value of the right kind that differs from the default, for each spec. */
function otherValue(id: keyof FyhInterpretations): unknown {
  const spec = INTERPRETATION_SPECS.find((s) => s.id === id)!;
  const d = DEFAULT_INTERPRETATIONS[id];
  if (spec.kind === "boolean") return !d;
  if (spec.kind === "choice") return spec.choices.find((c) => c !== d);
  return d === spec.max ? spec.min : (d as number) + 1;
}

describe("the interpretation settings", () => {
  it("cover every reading of FyhInterpretations exactly once", () => {
    expect(INTERPRETATION_SPECS.map((s) => s.id).sort()).toEqual(Object.keys(DEFAULT_INTERPRETATIONS).sort());
  });

  it.each(INTERPRETATION_SPECS.map((s) => [s.id, s] as const))(
    "%s: a world setting with our name and hint naming its FYH-Qnn id, the guide's reading by default",
    (id, spec) => {
      const config = settingConfig(spec);
      expect(config).toMatchObject({ scope: "world", config: true, default: DEFAULT_INTERPRETATIONS[id] });
      const name = langString(config.name as string);
      expect(typeof name).toBe("string");
      expect(name).toContain(spec.q);
      expect(typeof langString(config.hint as string)).toBe("string");
      expect(fitsSpec(spec, DEFAULT_INTERPRETATIONS[id])).toBe(true);
      if (spec.kind === "choice") {
        expect(Object.keys(config.choices as object)).toEqual([...spec.choices]);
        for (const label of Object.values(config.choices as Record<string, string>))
          expect(typeof langString(label), label).toBe("string");
      }
      if (spec.kind === "number") expect(config.range).toEqual({ min: spec.min, max: spec.max, step: 1 });
      expect(config.type).toBe(spec.kind === "boolean" ? Boolean : spec.kind === "number" ? Number : String);
    },
  );

  it("are registered under six-gun-sound.fyh.<id>", () => {
    const register = vi.fn();
    vi.stubGlobal("game", { settings: { register } });
    registerInterpretationSettings();
    expect(register).toHaveBeenCalledTimes(INTERPRETATION_SPECS.length);
    expect(register.mock.calls.map((c) => `${c[0]}.${c[1]}`)).toEqual(
      INTERPRETATION_SPECS.map((s) => `six-gun-sound.fyh.${s.id}`),
    );
  });
});

describe("reading the settings back", () => {
  it("gives the guide's readings when nothing is stored or the settings are not registered", () => {
    expect(interpretationsFrom(() => ({ found: false }))).toEqual(DEFAULT_INTERPRETATIONS);
    const warn = vi.fn();
    expect(
      interpretationsFrom(() => {
        throw new Error("not registered");
      }, warn),
    ).toEqual(DEFAULT_INTERPRETATIONS);
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes every stored value that fits", () => {
    const stored = Object.fromEntries(INTERPRETATION_SPECS.map((s) => [settingKey(s.id), otherValue(s.id)]));
    const read = interpretationsFrom((key) => ({ found: true, value: stored[key] }));
    for (const spec of INTERPRETATION_SPECS) expect(read[spec.id], spec.id).toBe(otherValue(spec.id));
  });

  it("falls back to the default with a warning naming the setting for a value that does not fit", () => {
    const bad: Record<string, unknown> = {
      "fyh.cardsPerGroup": 0,
      "fyh.natural20AutoHit": "yes",
      "fyh.halvingOrder": "sideways",
      "fyh.runBaseInches": 8.5,
      "fyh.proneBrawlModifier": 2,
    };
    const warn = vi.fn();
    const read = interpretationsFrom(
      (key) => (key in bad ? { found: true, value: bad[key] } : { found: false }),
      warn,
    );
    expect(read).toEqual({ ...DEFAULT_INTERPRETATIONS, proneBrawlModifier: 2 });
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(/fyh\.cardsPerGroup \(FYH-Q02\)/);
  });

  it("reads the world's settings through game.settings, never throwing", () => {
    const values = new Map<string, unknown>([
      ["six-gun-sound.fyh.cardsPerGroup", 4],
      ["six-gun-sound.fyh.woundPenalty", "nonsense"],
    ]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubGlobal("game", {
      settings: { settings: values, get: (ns: string, key: string) => values.get(`${ns}.${key}`) },
    });
    const read = readInterpretations();
    expect(read.cardsPerGroup).toBe(4);
    expect(read.woundPenalty).toBe("worst");
    expect(warn).toHaveBeenCalledTimes(1);
    vi.stubGlobal("game", undefined);
    expect(readInterpretations()).toEqual(DEFAULT_INTERPRETATIONS);
    warn.mockRestore();
  });
});
