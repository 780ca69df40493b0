/**
 * The built system's JavaScript as Foundry loads it: the entry module `six-gun-sound.mjs`, the chunks
 * it imports statically (loaded before the first click: the startup payload) and the chunks only a
 * dynamic `import()` reaches (loaded on demand: a ruleset's runtime). Read from the built files
 * themselves, so what is counted is what a browser fetches.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const ENTRY = "six-gun-sound.mjs";
export const STYLES = "six-gun-sound.css";

const STATIC = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["'`](\.\/[^"'`]+)["'`]/g;
const DYNAMIC = /import\(\s*["'`](\.\/[^"'`]+)["'`]\s*\)/g;

/** A file's relative imports: `static` loaded with it, `dynamic` only when called. */
export function importsOf(code) {
  const clean = (path) => path.replace(/^\.\//, "");
  return {
    static: [...code.matchAll(STATIC)].map((m) => clean(m[1])),
    dynamic: [...code.matchAll(DYNAMIC)].map((m) => clean(m[1])),
  };
}

/** Every file the static imports of `roots` reach (roots included), in load order. */
function staticClosure(outDir, roots) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(readFileSync(join(outDir, file), "utf8")).static) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

/** The startup files, the on-demand chunks, and every dynamic import seen (for checks). */
export function bundleFiles(outDir = "dist") {
  const startup = staticClosure(outDir, [ENTRY]);
  const dynamicRoots = new Set();
  const pending = [...startup];
  const all = new Set(startup);
  while (pending.length) {
    const file = pending.pop();
    for (const root of importsOf(readFileSync(join(outDir, file), "utf8")).dynamic) {
      dynamicRoots.add(root);
      for (const f of staticClosure(outDir, [root]))
        if (!all.has(f)) {
          all.add(f);
          pending.push(f);
        }
    }
  }
  const onDemand = [...all].filter((f) => !startup.includes(f));
  return { startup, onDemand, dynamicRoots: [...dynamicRoots] };
}

export const gzipBytes = (outDir, file) => gzipSync(readFileSync(join(outDir, file))).length;

/** Whether a built chunk holds code of ruleset `id` (read from its source map's sources). */
function chunkOfRuleset(outDir, file, id) {
  const mapFile = join(outDir, `${file}.map`);
  if (!existsSync(mapFile)) return false;
  const { sources } = JSON.parse(readFileSync(mapFile, "utf8"));
  // A chunk of the shell's alone (the tracker's card panel, the deck service) may load in any
  // world, so it counts for every one.
  const rulesets = sources.filter((source) => source.includes("src/rulesets/"));
  return rulesets.length === 0 || rulesets.some((source) => source.includes(`src/rulesets/${id}/`));
}

/**
 * The two budget figures of a world (issue 12): JS + CSS, gzip, in bytes. Every world loads the same
 * startup payload (every ruleset's data models and sheets are registered at `init`); the whole
 * ruleset adds the on-demand chunks that world may load: the dynamic imports whose chunk holds
 * that ruleset's code or only the shell's, with what they import. Without `ruleset`, every on-demand chunk.
 */
export function worldFigures(outDir = "dist", ruleset) {
  const { startup, onDemand, dynamicRoots } = bundleFiles(outDir);
  const roots = ruleset ? dynamicRoots.filter((f) => chunkOfRuleset(outDir, f, ruleset)) : dynamicRoots;
  const reached = new Set(roots.flatMap((root) => staticClosure(outDir, [root])));
  const loaded = onDemand.filter((f) => reached.has(f));
  const css = existsSync(join(outDir, STYLES)) ? gzipBytes(outDir, STYLES) : 0;
  const startupBytes = startup.reduce((n, f) => n + gzipBytes(outDir, f), 0) + css;
  const onDemandBytes = loaded.reduce((n, f) => n + gzipBytes(outDir, f), 0);
  return {
    startup: startupBytes,
    whole: startupBytes + onDemandBytes,
    css,
    files: { startup, onDemand: loaded },
  };
}

/** The worlds `npm run size` reports: each ruleset with a package in `src/rulesets/`. */
export const WORLDS = [
  { id: "blaze-of-glory", label: "Blaze of Glory" },
  { id: "fill-yore-hands", label: "Fill Yore Hands!" },
  { id: "sgs-classic", label: "Six Gun Sound (classic)" },
];

/**
 * The budgets: the startup payload and the whole ruleset (startup + its on-demand chunks). The whole
 * ruleset's was 200 KB until Blaze of Glory's campaign game (issue 17: about 19 KB gzipped, all of it
 * loaded on demand, on a GM's first campaign click) took that ruleset past it, then 210 KB until the
 * campaign's last sub-systems (the outlaw's unpaid men, the ranger's seniority) went past that; the
 * startup payload, what every world loads, keeps its 100 KB.
 */
export const BUDGET = { startup: 100_000, whole: 220_000 };
