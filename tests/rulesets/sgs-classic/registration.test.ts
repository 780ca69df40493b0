import { existsSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { installFoundryStandIns } from "../../foundry/standin";
import { readJSON, langString } from "../../helpers/files";
import { typesOf } from "../../../src/shell/registry";
import { packRuleset } from "../../../src/shell/visibility";

/**
 * Six Gun Sound (classic) registers with the shell: its four types under the `classic-` prefix (in
 * system.json, with their HTML notes), no packs yet, its statuses with dead the defeated one, card
 * activation by side, and its rule settings when activated.
 */

installFoundryStandIns();
afterAll(() => vi.unstubAllGlobals());
const { RULESETS } = await import("../../../src/rulesets");
const { sgsClassic } = await import("../../../src/rulesets/sgs-classic");
const { SCHEMA_VERSIONS } = await import("../../../src/rulesets/sgs-classic/migrations");
const { loadRuntime } = await import("../../../src/rulesets/sgs-classic/load");

interface Manifest {
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
  packs: { name: string; type: string; flags?: Record<string, unknown> }[];
}
const manifest = readJSON<Manifest>("system.json");

describe("the Six Gun Sound (classic) definition", () => {
  it("is registered after the other two, Blaze of Glory staying the default", () => {
    expect(RULESETS.map((r) => r.id).slice(0, 3)).toEqual([
      "blaze-of-glory",
      "fill-yore-hands",
      "sgs-classic",
    ]);
    expect(RULESETS[2]).toBe(sgsClassic);
    expect(typeof langString(sgsClassic.label)).toBe("string");
  });

  it("declares its types under classic-, each in system.json with its notes as HTML and a label", () => {
    expect(sgsClassic.typePrefix).toBe("classic-");
    expect(typesOf(sgsClassic, "Actor")).toEqual(["classic-figure", "classic-horse", "classic-vehicle"]);
    expect(typesOf(sgsClassic, "Item")).toEqual(["classic-weapon"]);
    for (const t of sgsClassic.types) {
      expect(manifest.documentTypes[t.documentName]![t.type], t.type).toEqual({ htmlFields: ["notes"] });
      expect(typeof langString(`TYPES.${t.documentName}.${t.type}`), t.type).toBe("string");
      expect(typeof langString(t.sheet!.label), t.type).toBe("string");
      expect(sgsClassic.migrations.types).toContain(t.type);
      expect(SCHEMA_VERSIONS[t.type as keyof typeof SCHEMA_VERSIONS], t.type).toBe(1);
    }
  });

  it("owns exactly the packs system.json tags with its id", () => {
    const tagged = manifest.packs.filter((p) => packRuleset(p) === "sgs-classic").map((p) => p.name);
    expect([...sgsClassic.packs].sort()).toEqual(tagged.sort());
  });

  it("activates by a card per side", () => {
    expect(sgsClassic.activation).toBe("colourPerSide");
  });

  it("has its statuses with the system's icons, dead the defeated one", () => {
    const statuses = sgsClassic.statuses();
    expect(statuses.map((s) => s.id)).toEqual([
      "poppedUp",
      "duckedDown",
      "concealed",
      "brawling",
      "runaway",
      "onGround",
      "unconscious",
      "dead",
    ]);
    expect(sgsClassic.defeatedStatus).toBe("dead");
    const ids = new Set<string>();
    for (const s of statuses) {
      expect(typeof langString(s.name), s.id).toBe("string");
      expect(existsSync(s.img.replace("systems/six-gun-sound/", "")), s.img).toBe(true);
      expect(String(s._id)).toMatch(/^[A-Za-z0-9]{16}$/);
      ids.add(String(s._id));
      expect(s.hud).toEqual({ actorTypes: ["classic-figure"] });
    }
    expect(ids.size).toBe(statuses.length);
  });

  it("registers its rule settings when activated", () => {
    const register = vi.fn();
    vi.stubGlobal("game", { settings: { register } });
    sgsClassic.activate();
    expect(register.mock.calls.map((c) => c[1])).toContain("classic.advancedShooting");
  });

  it("loads its runtime chunk once", async () => {
    const a = loadRuntime();
    expect(loadRuntime()).toBe(a);
    await expect(a).resolves.toHaveProperty("TABLE_API");
  });
});
