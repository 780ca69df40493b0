import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { readJSON } from "../helpers/files";
import { BUDGET, WORLDS, bundleFiles, worldFigures } from "../../scripts/lib/bundle.mjs";

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
const built = readJSON<Manifest>("dist/system.json");
/** The built JavaScript: the entry, the chunks it imports, the chunks loaded on demand. */
const { startup: startupFiles, onDemand: onDemandFiles } = bundleFiles("dist");
const jsFiles = [...startupFiles, ...onDemandFiles];

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
      "classic-figure",
      "classic-horse",
      "classic-vehicle",
      "fyh-figure",
      "fyh-group",
      "mount",
      "outfit",
      "vehicle",
    ]);
    expect(Object.keys(manifest.documentTypes.Item!).sort()).toEqual([
      "attribute",
      "classic-weapon",
      "fyh-weapon",
      "weapon",
    ]);
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

  it("ships minified modules, each with its source map", () => {
    for (const file of jsFiles) {
      const bundle = readFileSync(join("dist", file), "utf8");
      // The bundler's own helper chunk (a few hundred bytes defining module namespaces) is the
      // one file it writes without a map; it holds nothing of ours.
      if (/^rolldown-runtime-[\w-]+\.js$/.test(file)) expect(bundle.length, file).toBeLessThan(1000);
      else expect(existsSync(join("dist", `${file}.map`)), file).toBe(true);
      // Minified output has almost no indented lines.
      const indented = bundle.split("\n").filter((l) => /^\s{2,}\S/.test(l)).length;
      expect(indented, file).toBeLessThan(5);
    }
  });

  it("keeps the class names Foundry stores (roll classes in chat messages, sheet ids)", () => {
    const bundle = startupFiles.map((f) => readFileSync(join("dist", f), "utf8")).join("\n");
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

  it("loads the Blaze of Glory runtime on demand, not at startup", () => {
    const { startup, onDemand, dynamicRoots } = bundleFiles("dist");
    expect(startup[0]).toBe("six-gun-sound.mjs");
    expect(
      dynamicRoots.some((f) => f.startsWith("runtime-")),
      dynamicRoots.join(),
    ).toBe(true);
    expect(onDemand.some((f) => f.startsWith("runtime-"))).toBe(true);
    expect(startup.some((f) => f.startsWith("runtime-"))).toBe(false);
    // The table's entry points (api.ts) are in the runtime chunk only: their "safely" error prefix.
    const text = (files: string[]) => files.map((f) => readFileSync(join("dist", f), "utf8")).join("\n");
    expect(text(onDemand)).toContain("request reaction");
    expect(text(startup)).not.toContain("request reaction");
  });

  it.each(WORLDS)(
    "keeps the $label world inside its budgets (JS + CSS, gzip): startup payload and whole ruleset",
    ({ id }) => {
      const world = worldFigures("dist", id);
      // The figures count what the browser fetches, by Node's gzip as the budget is defined.
      const gz = (f: string) => gzipSync(readFileSync(join("dist", f))).length;
      expect(world.startup).toBe(
        [...world.files.startup, "six-gun-sound.css"].reduce((n, f) => n + gz(f), 0),
      );
      // Each world loads its own ruleset's runtime on demand, and not another's.
      expect(world.whole).toBeGreaterThan(world.startup);
      const sources = (f: string) =>
        existsSync(join("dist", `${f}.map`))
          ? (JSON.parse(readFileSync(join("dist", `${f}.map`), "utf8")) as { sources: string[] }).sources
          : [];
      const others = WORLDS.filter((w) => w.id !== id).map((w) => `src/rulesets/${w.id}/`);
      for (const file of world.files.onDemand)
        expect(
          sources(file).filter((s) => others.some((o) => s.includes(o))),
          file,
        ).toEqual([]);
      // `npm run size` shows what each file and source costs when this fails.
      expect(world.startup).toBeLessThan(BUDGET.startup);
      expect(world.whole).toBeLessThan(BUDGET.whole);
    },
  );

  it("ships a zip for the release", () => {
    const zip = join("dist", `${manifest.id}-${manifest.version}.zip`);
    expect(existsSync(zip)).toBe(true);
    expect(statSync(zip).size).toBeGreaterThan(1000);
  });
});

/** What the release fields are derived from (scripts/lib/release.mjs), read here independently. */
interface PackageJson {
  version: string;
  repository?: string | { type?: string; url: string };
  engines: { node: string };
}
interface ReleaseFields {
  id: string;
  version: string;
  url: string;
  manifest: string;
  download: string;
}

const pkg = readJSON<PackageJson>("package.json");
const builtRelease = readJSON<ReleaseFields>("dist/system.json");
/** The GitHub project page package.json's `repository` names (`git+https://github.com/o/r.git`, `github:o/r`, `o/r`...). */
function projectPage(): string {
  const field = (typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url) ?? "";
  const [, owner, repo] =
    /github\.com[/:]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(field) ??
    /^(?:github:)?([^/:]+)\/([^/:]+)$/.exec(field) ??
    [];
  return owner && repo ? `https://github.com/${owner}/${repo}` : `no GitHub repository in "${field}"`;
}

describe("dist/system.json's release fields come from package.json", () => {
  const page = projectPage();
  const zipName = `${builtRelease.id}-${pkg.version}.zip`;

  it("package.json names the GitHub project releases are published from", () => {
    expect(page).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
  });

  it("version is package.json's version", () => {
    expect(builtRelease.version).toBe(pkg.version);
  });

  it("url is the project page", () => {
    expect(builtRelease.url).toBe(page);
  });

  it("manifest is the latest release's system.json (Foundry checks it for updates)", () => {
    expect(builtRelease.manifest).toBe(`${page}/releases/latest/download/system.json`);
  });

  it("download is the zip the build wrote, attached to release v<version>", () => {
    expect(builtRelease.download).toBe(`${page}/releases/download/v${pkg.version}/${zipName}`);
    expect(existsSync(join("dist", zipName))).toBe(true);
  });

  it("the README gives the manifest URL to paste into Install System", () => {
    const readme = readFileSync("README.md", "utf8");
    const install = readme.slice(readme.indexOf("## Installing into Foundry"));
    const section = install.slice(0, install.indexOf("\n## ", 1));
    expect(section).toContain("Install System");
    expect(section).toContain(builtRelease.manifest);
  });
});

describe(".github/workflows/release.yml", () => {
  const path = ".github/workflows/release.yml";
  interface Step {
    name?: string;
    uses?: string;
    run?: string;
    with?: Record<string, string | number>;
    env?: Record<string, string>;
  }
  interface Workflow {
    on: { push: { tags: string[] } };
    permissions: Record<string, string>;
    jobs: Record<string, { steps: Step[] }>;
  }
  const workflow = () => yaml.load(readFileSync(path, "utf8")) as Workflow;
  const steps = () => Object.values(workflow().jobs).flatMap((job) => job.steps);
  const runIndex = (pattern: RegExp) => steps().findIndex((step) => pattern.test(step.run ?? ""));

  it("exists and runs when a v* tag is pushed, with permission to write the release", () => {
    expect(existsSync(path)).toBe(true);
    expect(workflow().on.push.tags).toEqual(["v*"]);
    expect(workflow().permissions.contents).toBe("write");
  });

  it("sets up the Node major version package.json's engines asks for", () => {
    const setup = steps().find((step) => step.uses?.startsWith("actions/setup-node@"));
    const major = /(\d+)/.exec(pkg.engines.node)![1];
    expect(String(setup?.with?.["node-version"]).split(".")[0]).toBe(major);
  });

  it("checks the tag against package.json's version, then installs with npm ci and runs npm test", () => {
    const check = runIndex(
      /require\("\.\/package\.json"\)\.version[\s\S]*"\$GITHUB_REF_NAME" != "v\$VERSION"/,
    );
    const install = runIndex(/^npm ci\b/m);
    const test = runIndex(/^npm test$/m);
    expect(check).toBeGreaterThanOrEqual(0);
    expect(install).toBeGreaterThan(check);
    expect(test).toBeGreaterThan(install);
  });

  it("attaches the zip the build writes and dist/system.json to the release with gh", () => {
    const text = readFileSync(path, "utf8");
    const zip = /dist\/([\w.-]*\$\{?VERSION\}?[\w.-]*\.zip)/.exec(text)?.[1];
    expect(zip?.replace(/\$\{?VERSION\}?/, pkg.version)).toBe(`${builtRelease.id}-${pkg.version}.zip`);
    const publish = runIndex(/gh release create/);
    const step = steps()[publish];
    expect(step?.run).toMatch(/gh release create "\$GITHUB_REF_NAME" "\$ZIP" dist\/system\.json/);
    expect(step?.env?.GH_TOKEN).toBe("${{ secrets.GITHUB_TOKEN }}");
    expect(publish).toBeGreaterThan(runIndex(/^npm test$/m));
  });
});
