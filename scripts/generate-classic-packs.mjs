#!/usr/bin/env node
// Writes Six Gun Sound (classic)'s generated compendium sources
// (src/rulesets/sgs-classic/packs/classic-weapons/*.yml) from the rules core's weapon tables, via
// src/rulesets/sgs-classic/pack-weapons.ts. tests/rulesets/sgs-classic/packs.test.ts fails when the
// sources and the generator disagree. Run: node scripts/generate-classic-packs.mjs
import { runnerImport } from "vite";
import yaml from "js-yaml";
import { readdirSync, rmSync, writeFileSync } from "node:fs";

const { module } = await runnerImport("./src/rulesets/sgs-classic/pack-weapons.ts");
const dir = "src/rulesets/sgs-classic/packs/classic-weapons";
for (const file of readdirSync(dir)) if (file.endsWith(".yml")) rmSync(`${dir}/${file}`);
const docs = module.weaponPackDocs();
for (const doc of docs)
  writeFileSync(
    `${dir}/${doc.name.replace(/[^A-Za-z0-9]+/g, "_")}_${doc._id}.yml`,
    yaml.dump(doc, { lineWidth: -1 }),
  );
console.log(`generate-classic-packs: ${docs.length} weapons written`);
