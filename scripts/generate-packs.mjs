#!/usr/bin/env node
// Writes the generated compendium sources (src/rulesets/blaze-of-glory/packs/<pack>/*.yml) from the
// rules core's tables, via
// src/rulesets/blaze-of-glory/generators/pack-sources.ts. Generated files carry
// flags.six-gun-sound.generated; stale ones are removed, hand-written sources are left alone.
// Run: node scripts/generate-packs.mjs [--check]
import { runnerImport } from "vite";
import { packSourceDir } from "./lib/pack-sources.mjs";
import yaml from "js-yaml";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const check = process.argv.includes("--check");
const { module } = await runnerImport("./src/rulesets/blaze-of-glory/generators/pack-sources.ts");
const { packSourceFiles, GENERATED_FLAG, LEGACY_IDS } = module;

const wanted = packSourceFiles();
const legacyIds = new Set(Object.values(LEGACY_IDS));

const problems = [];
const packs = new Set([...wanted.keys()].map((p) => p.split("/").at(-2)));
for (const pack of packs) {
  const dir = packSourceDir(pack);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(file));
    if (!/\.ya?ml$/.test(path) || wanted.has(path)) continue;
    const doc = yaml.load(readFileSync(path, "utf8"));
    const systemFlags = doc?.flags?.["six-gun-sound"];
    // Stale generated sources, and hand-written ones whose id the generator now owns.
    if (systemFlags?.[GENERATED_FLAG] || legacyIds.has(doc?._id)) {
      if (check) problems.push(`stale: ${path}`);
      else rmSync(path);
    }
  }
}
let written = 0;
for (const [path, text] of wanted) {
  const current = existsSync(path) ? readFileSync(path, "utf8") : null;
  if (current === text) continue;
  if (check) problems.push(`${current === null ? "missing" : "differs"}: ${path}`);
  else {
    writeFileSync(path, text);
    written++;
  }
}
if (check) {
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log(`generate-packs: ${wanted.size} sources up to date`);
} else console.log(`generate-packs: ${wanted.size} sources, ${written} written`);
