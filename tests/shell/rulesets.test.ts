import { describe, expect, it, vi } from "vitest";
import type { RulesetDefinition } from "../../src/shell/ruleset-definition";
import { chosenRuleset, registerRulesets, rulesetOfType, typesOf } from "../../src/shell/registry";
import { foreignRuleset, packRuleset } from "../../src/shell/visibility";
import { isMigratedType } from "../../src/shell/migrations/steps";
import { readJSON } from "../helpers/files";
import { fixtureRuleset } from "../fixtures/ruleset";
import { installFoundryStandIns } from "../foundry/standin";

// The rulesets' data models and sheets extend Foundry's classes when their modules load.
installFoundryStandIns();
const { RULESETS } = await import("../../src/rulesets");

/** The ruleset registry and the shell's side of it: every ruleset's types, one active ruleset. */

const blaze = RULESETS[0]!;
const both = [...RULESETS, fixtureRuleset()];

function registrar() {
  return {
    dataModels: { Actor: {} as Record<string, unknown>, Item: {} as Record<string, unknown> },
    sheets: [] as { documentName: string; type: string; label: string }[],
    statuses: [] as unknown[],
    defeated: "",
    registerSheet(documentName: "Actor" | "Item", _cls: unknown, type: string, label: string) {
      this.sheets.push({ documentName, type, label });
    },
    setStatuses(statuses: unknown[], defeated: string) {
      this.statuses = statuses;
      this.defeated = defeated;
    },
    api: null as Record<string, unknown> | null,
    publishApi(api: Record<string, unknown>) {
      this.api = api;
    },
  };
}

describe("the ruleset registry", () => {
  it("has Blaze of Glory first, as the default", () => {
    expect(blaze.id).toBe("blaze-of-glory");
    expect(chosenRuleset(RULESETS, () => undefined)).toBe(blaze);
  });

  it("reads the world's ruleset, and falls back to the default when it cannot", () => {
    const fixture = both[1]!;
    expect(chosenRuleset(both, () => fixture.id)).toBe(fixture);
    expect(chosenRuleset(both, () => "no-such-ruleset")).toBe(blaze);
    expect(
      chosenRuleset(both, () => {
        throw new Error("not ready");
      }),
    ).toBe(blaze);
  });

  it("names every type by the scheme: the ruleset's prefix, then a lowercase noun", () => {
    const prefixes = both.map((r) => r.typePrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    // Only the default ruleset (Blaze of Glory, released first) has bare nouns.
    expect(both.filter((r) => r.typePrefix === "").map((r) => r.id)).toEqual(["blaze-of-glory"]);
    for (const r of both) {
      if (r.typePrefix) expect(r.typePrefix, r.id).toMatch(/^[a-z][a-z0-9]*-$/);
      for (const t of r.types) {
        expect(t.type.startsWith(r.typePrefix), t.type).toBe(true);
        expect(t.type.slice(r.typePrefix.length), t.type).toMatch(/^[a-z][a-z0-9]*$/);
      }
    }
  });

  it("lists in system.json exactly the document types the rulesets declare", () => {
    const manifest = readJSON<{ documentTypes: Record<string, Record<string, unknown>> }>("system.json");
    for (const documentName of ["Actor", "Item"] as const)
      expect(Object.keys(manifest.documentTypes[documentName]!).sort()).toEqual(
        RULESETS.flatMap((r) => typesOf(r, documentName)).sort(),
      );
  });

  it("tags every pack in system.json with the ruleset that names it", () => {
    const manifest = readJSON<{ packs: { name: string; flags?: Record<string, unknown> }[] }>("system.json");
    for (const pack of manifest.packs) {
      const owners = RULESETS.filter((r) => r.packs.includes(pack.name));
      expect(
        owners.map((r) => r.id),
        pack.name,
      ).toHaveLength(1);
      expect(packRuleset(pack)).toBe(owners[0]!.id);
    }
    for (const r of RULESETS)
      for (const name of r.packs) expect(manifest.packs.map((p) => p.name)).toContain(name);
  });
});

describe("registering rulesets with the shell", () => {
  it("registers every ruleset's types and sheets, and activates only the world's", () => {
    const fixture = fixtureRuleset();
    const activate = vi.spyOn(blaze, "activate").mockImplementation(() => undefined);
    const reg = registrar();
    registerRulesets([blaze, fixture], fixture, reg);
    expect(Object.keys(reg.dataModels.Actor)).toEqual([...typesOf(blaze, "Actor"), "fixture-gunhand"]);
    expect(Object.keys(reg.dataModels.Item)).toEqual(typesOf(blaze, "Item"));
    expect(reg.sheets.map((s) => s.type)).toEqual([...blaze.types.map((t) => t.type), "fixture-gunhand"]);
    expect(activate).not.toHaveBeenCalled();
    expect(fixture.activated).toBe(1);
    expect(reg.defeated).toBe("down");
    expect(reg.statuses).toEqual(fixture.statuses());
    expect(Object.keys(reg.api!)).toEqual(["steadyAim"]);
    // Every ruleset's migrations are registered too, so its documents migrate in any world.
    expect(isMigratedType("fixture-gunhand")).toBe(true);
    expect(isMigratedType("character")).toBe(true);
    activate.mockRestore();
  });

  it("gives a world the same data models whichever ruleset it plays, so switching loses nothing", () => {
    const fixture = fixtureRuleset();
    const spy = vi.spyOn(blaze, "activate").mockImplementation(() => undefined);
    const a = registrar();
    const b = registrar();
    registerRulesets([blaze, fixture], blaze, a);
    registerRulesets([blaze, fixture], fixture, b);
    expect(b.dataModels).toEqual(a.dataModels);
    for (const name of ["Actor", "Item"] as const)
      for (const [type, model] of Object.entries(a.dataModels[name]))
        expect(b.dataModels[name][type]).toBe(model);
    spy.mockRestore();
  });

  it("refuses two rulesets declaring one type", () => {
    const clash: RulesetDefinition = { ...fixtureRuleset(), types: [{ ...blaze.types[0]! }] };
    expect(() => registerRulesets([blaze, clash], clash, registrar())).toThrow(/two rulesets declare/);
  });
});

describe("what a world shows", () => {
  it("refuses a new document of another ruleset's type, and nothing else", () => {
    const fixture = fixtureRuleset();
    expect(foreignRuleset(both, blaze, "Actor", "fixture-gunhand")?.id).toBe("fixture");
    expect(foreignRuleset([blaze, fixture], fixture, "Actor", "character")).toBe(blaze);
    expect(foreignRuleset([blaze, fixture], blaze, "Actor", "character")).toBeNull();
    expect(foreignRuleset([blaze, fixture], blaze, "Actor", "base")).toBeNull();
    expect(foreignRuleset([blaze, fixture], blaze, "Item", undefined)).toBeNull();
    expect(rulesetOfType([blaze, fixture], "Item", "weapon")).toBe(blaze);
  });

  it("reads a pack's ruleset from its flags", () => {
    expect(packRuleset({ flags: { "six-gun-sound": { ruleset: "blaze-of-glory" } } })).toBe("blaze-of-glory");
    expect(packRuleset({ flags: {} })).toBeNull();
    expect(packRuleset(undefined)).toBeNull();
  });
});

describe("the create dialog and the creation hooks", () => {
  it("offers only the world's types, and refuses only creation", async () => {
    const { registerRulesetVisibility } = await import("../../src/shell/visibility");
    const hooks: string[] = [];
    const asked: { types?: string[] }[] = [];
    class Base {
      static TYPES = ["base", "character", "mount", "fixture-gunhand"];
      static async createDialog(_data: object, _create: object, options: { types?: string[] } = {}) {
        asked.push(options);
        return null;
      }
    }
    const config = (globalThis as unknown as { CONFIG: Record<string, { documentClass: unknown }> }).CONFIG;
    const before = { Actor: config.Actor!.documentClass, Item: config.Item!.documentClass };
    config.Actor!.documentClass = Base;
    const on = vi
      .spyOn((globalThis as unknown as { Hooks: { on(n: string): number } }).Hooks, "on")
      .mockImplementation((name: string) => hooks.push(name));
    try {
      registerRulesetVisibility(both, blaze);
      const Limited = config.Actor!.documentClass as typeof Base;
      await Limited.createDialog({}, {});
      await Limited.createDialog({}, {}, { types: ["fixture-gunhand", "mount"] });
      expect(asked.map((o) => o.types)).toEqual([["character", "mount"], ["mount"]]);
      expect(hooks.sort()).toEqual(["preCreateActor", "preCreateItem", "renderCompendiumDirectory"]);
    } finally {
      on.mockRestore();
      Object.assign(config.Actor!, { documentClass: before.Actor });
      Object.assign(config.Item!, { documentClass: before.Item });
    }
  });
});

describe("Blaze of Glory's API", () => {
  it("offers the table's entry points and the generators at game.sixGunSound, before its runtime loads", () => {
    const api = blaze.api();
    for (const name of ["rollReaction", "shoot", "draw", "melee", "exchange", "newFigure", "newOutfit"])
      expect(typeof api[name], name).toBe("function");
  });
});
