import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readJSON } from "../helpers/files";

/** Checks the built system in dist/ (run `npm run build` first) against its own manifest. */

interface Manifest {
  id: string;
  version: string;
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
  packs: { name: string; path: string; type: string; system: string }[];
  documentTypes: Record<string, Record<string, unknown>>;
  compatibility: Record<string, string>;
  grid: { type: number; distance: number; units: string };
  socket: boolean;
  license?: string;
  readme?: string;
}

const manifest = readJSON<Manifest>("system.json");
/** The whole system's budget for gzipped JS + CSS (issue 2): 70 KB, counted as 70,000 bytes. */
const BUNDLE_BUDGET_BYTES = 70_000;
const built = readJSON<Manifest>("dist/system.json");

describe("system.json", () => {
  it("is the V13 manifest of six-gun-sound", () => {
    expect(manifest.id).toBe("six-gun-sound");
    expect(manifest.compatibility.minimum).toBe("13");
    expect(manifest.compatibility.verified).toBe("13");
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.socket).toBe(true);
    expect(manifest.grid).toMatchObject({ type: 1, distance: 1, units: "in" });
  });

  it("declares every Actor and Item type the system has", () => {
    expect(Object.keys(manifest.documentTypes.Actor!).sort()).toEqual([
      "character",
      "mount",
      "outfit",
      "vehicle",
    ]);
    expect(Object.keys(manifest.documentTypes.Item!).sort()).toEqual(["attribute", "weapon"]);
  });

  it("is copied unchanged into dist/", () => {
    expect(built).toEqual(manifest);
  });
});

describe("dist/ after a build", () => {
  const paths = [
    ...manifest.esmodules,
    ...manifest.styles,
    ...manifest.languages.map((l) => l.path),
    ...manifest.packs.map((p) => p.path),
    manifest.license!,
    manifest.readme!,
  ];

  it.each(paths)("has %s", (path) => {
    expect(existsSync(join("dist", path))).toBe(true);
  });

  it.each(manifest.packs.map((p) => [p.name, p] as const))("pack %s is a compiled LevelDB", (_name, pack) => {
    expect(existsSync(join("dist", pack.path, "CURRENT"))).toBe(true);
    expect(pack.system).toBe(manifest.id);
  });

  it("ships a minified bundle with its source map", () => {
    const bundle = readFileSync("dist/six-gun-sound.mjs", "utf8");
    expect(existsSync("dist/six-gun-sound.mjs.map")).toBe(true);
    // Minified output has almost no indented lines.
    const indented = bundle.split("\n").filter((l) => /^\s{2,}\S/.test(l)).length;
    expect(indented).toBeLessThan(5);
  });

  it("keeps the class names Foundry stores (roll classes in chat messages, sheet ids)", () => {
    const bundle = readFileSync("dist/six-gun-sound.mjs", "utf8");
    for (const name of [
      "SixGunRoll",
      "DamageRoll",
      "ActivationRoll",
      "CharacterSheet",
      "MountSheet",
      "VehicleSheet",
      "OutfitSheet",
      "WeaponSheet",
      "AttributeSheet",
    ]) {
      expect(bundle, name).toMatch(new RegExp(`class ${name}\\b|${name}=class\\b`));
    }
  });

  it("ships inside its budget of gzipped JS + CSS", () => {
    const gz = (f: string) => gzipSync(readFileSync(join("dist", f))).length;
    const total = [...manifest.esmodules, ...manifest.styles].reduce((n, f) => n + gz(f), 0);
    // `npm run size` shows what each source file costs when this fails.
    expect(total).toBeLessThan(BUNDLE_BUDGET_BYTES);
  });

  it("ships a zip for the release", () => {
    const zip = join("dist", `${manifest.id}-${manifest.version}.zip`);
    expect(existsSync(zip)).toBe(true);
    expect(statSync(zip).size).toBeGreaterThan(1000);
  });
});
