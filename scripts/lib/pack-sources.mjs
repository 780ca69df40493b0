/**
 * Where a compendium pack's YAML sources live: in the package of the ruleset the pack belongs to
 * (`system.json` tags each pack with `flags["six-gun-sound"].ruleset`), as
 * `src/rulesets/<ruleset>/packs/<pack>/`. The build compiles them into `dist/packs/<pack>`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

const SYSTEM_ID = "six-gun-sound";

/** The pack entries of system.json. */
export function manifestPacks(manifestPath = "system.json") {
  return JSON.parse(readFileSync(manifestPath, "utf8")).packs;
}

/** The source folder of pack `name` (or of a system.json pack entry). */
export function packSourceDir(pack, packs = manifestPacks()) {
  const entry = typeof pack === "string" ? packs.find((p) => p.name === pack) : pack;
  const ruleset = entry?.flags?.[SYSTEM_ID]?.ruleset;
  if (!entry || typeof ruleset !== "string")
    throw new Error(`pack ${typeof pack === "string" ? pack : pack?.name}: no ruleset flag in system.json`);
  return join("src", "rulesets", ruleset, "packs", entry.name);
}
