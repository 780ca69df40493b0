#!/usr/bin/env node
// Compiles the YAML pack sources in packs/ into LevelDB under dist/packs (compile), or writes a
// LevelDB pack back to YAML sources (extract). Pack names come from system.json.
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { packSourceDir } from "./lib/pack-sources.mjs";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const manifest = JSON.parse(readFileSync("system.json", "utf8"));

/** Drops volatile fields Foundry writes on export, so sources stay diff-friendly. */
function cleanEntry(entry) {
  delete entry._stats;
  if (entry.ownership) entry.ownership = { default: 0 };
  for (const child of [...(entry.items ?? []), ...(entry.effects ?? [])]) delete child._stats;
}

export async function compilePacks(outRoot = "dist") {
  for (const pack of manifest.packs) {
    const src = packSourceDir(pack, manifest.packs);
    const dest = join(outRoot, pack.path);
    if (!existsSync(src)) throw new Error(`Pack source folder missing: ${src}`);
    rmSync(dest, { recursive: true, force: true });
    await compilePack(src, dest, { yaml: true, recursive: true });
  }
}

export async function extractPacks(inRoot = "dist") {
  for (const pack of manifest.packs) {
    await extractPack(join(inRoot, pack.path), packSourceDir(pack, manifest.packs), {
      yaml: true,
      clean: true,
      transformEntry: (entry) => void cleanEntry(entry),
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command === "compile") await compilePacks();
  else if (command === "extract") await extractPacks();
  else {
    console.error("usage: node scripts/packs.mjs compile|extract");
    process.exit(2);
  }
}
