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

/** The two budget figures of a world (issue 12): JS + CSS, gzip, in bytes. */
export function worldFigures(outDir = "dist") {
  const { startup, onDemand } = bundleFiles(outDir);
  const css = existsSync(join(outDir, STYLES)) ? gzipBytes(outDir, STYLES) : 0;
  const startupBytes = startup.reduce((n, f) => n + gzipBytes(outDir, f), 0) + css;
  const onDemandBytes = onDemand.reduce((n, f) => n + gzipBytes(outDir, f), 0);
  return { startup: startupBytes, whole: startupBytes + onDemandBytes, css, files: { startup, onDemand } };
}

/** The budgets: the startup payload and the whole ruleset (startup + its on-demand chunks). */
export const BUDGET = { startup: 100_000, whole: 200_000 };
