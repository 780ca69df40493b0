import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  GENERATED_FLAG,
  LEGACY_IDS,
  generatePackSources,
  packSourceFiles,
  stableId,
} from "../../src/rulesets/blaze-of-glory/generators/pack-sources";
import { ALL_PACKS, manifest, packFiles } from "./helpers";

/**
 * The committed pack sources are exactly what `node scripts/generate-packs.mjs` writes from the
 * rules core today: a changed table cannot leave a stale NPC, weapon or table result behind.
 */

const files = packSourceFiles();

describe("generated pack sources", () => {
  it.each([...files.keys()])("%s is committed and up to date", (path) => {
    expect(readFileSync(path, "utf8"), "run node scripts/generate-packs.mjs").toBe(files.get(path));
  });

  it("leaves no stale generated source behind", () => {
    // Blaze of Glory's packs: the classic ones have their own generator (scripts/generate-classic-packs.mjs)
    // and test (tests/rulesets/sgs-classic/packs.test.ts).
    const committed = manifest.packs
      .filter((p) => (p as { flags?: { "six-gun-sound"?: { ruleset?: string } } }).flags?.["six-gun-sound"]?.ruleset !== "sgs-classic")
      .flatMap((p) => packFiles(p.name));
    for (const path of committed) {
      const text = readFileSync(path, "utf8");
      if (text.includes(`${GENERATED_FLAG}:`) && !files.has(path)) {
        expect.fail(`${path} is generated but no longer produced; run node scripts/generate-packs.mjs`);
      }
    }
  });

  it("writes only into packs the manifest declares", () => {
    const names = manifest.packs.map((p) => p.name);
    for (const { pack } of generatePackSources()) expect(names).toContain(pack);
  });

  it("derives stable, unique 16-character ids from content keys", () => {
    const sources = generatePackSources();
    const ids = sources.map((s) => s.doc._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, doc } of sources) {
      expect(doc._id).toBe(stableId(key));
      expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
    }
    expect(stableId("npc.cowboy.4")).toBe(stableId("npc.cowboy.4"));
    expect(stableId("npc.cowboy.4")).not.toBe(stableId("npc.cowboy.5"));
  });

  it("keeps the ids other sources, tests and the gallery refer to", () => {
    const all = Object.values(ALL_PACKS).flat();
    for (const id of Object.values(LEGACY_IDS)) expect(all.some((d) => d._id === id), id).toBe(true);
    for (const id of ["sgsStockHorse001", "sgsStockCoach001", "sgsStockOutfit01"]) {
      expect(ALL_PACKS.stock!.some((d) => d._id === id), id).toBe(true);
    }
  });

  it("produces the same documents on a second run", () => {
    expect(JSON.stringify(generatePackSources())).toBe(JSON.stringify(generatePackSources()));
  });
});
