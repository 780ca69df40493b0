#!/usr/bin/env node
// Writes Six Gun Sound (classic)'s generated compendium sources from the rules core's tables:
// src/rulesets/sgs-classic/packs/classic-weapons (pack-weapons.ts), classic-npcs and classic-tables
// (pack-npcs.ts). tests/rulesets/sgs-classic/packs.test.ts fails when the sources and the generators
// disagree. Run: node scripts/generate-classic-packs.mjs
import { runnerImport } from "vite";
import yaml from "js-yaml";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";

const { module: weapons } = await runnerImport("./src/rulesets/sgs-classic/pack-weapons.ts");
const { module: npcs } = await runnerImport("./src/rulesets/sgs-classic/pack-npcs.ts");

function write(pack, docs) {
  const dir = `src/rulesets/sgs-classic/packs/${pack}`;
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith(".yml")) rmSync(`${dir}/${file}`);
  for (const doc of docs)
    writeFileSync(
      `${dir}/${doc.name.replace(/[^A-Za-z0-9]+/g, "_")}_${doc._id}.yml`,
      yaml.dump(doc, { lineWidth: -1 }),
    );
  console.log(`generate-classic-packs: ${docs.length} documents in ${pack}`);
}

write("classic-weapons", weapons.weaponPackDocs());
write("classic-npcs", [...npcs.npcPackDocs(), ...npcs.horsePackDocs()]);
write("classic-tables", [...npcs.npcTableDocs(), ...npcs.campaignTableDocs()]);
