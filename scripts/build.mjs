#!/usr/bin/env node
// Builds the installable system into dist/ (exactly the folder Foundry expects at
// Data/systems/six-gun-sound) and a release zip beside its contents. system.json's version, url,
// manifest and download come from package.json's version and repository (scripts/lib/release.mjs).
import { build } from "vite";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { compilePacks } from "./packs.mjs";
import { zipDirectory } from "./lib/zip.mjs";
import { copyTemplates } from "./lib/templates.mjs";
import { copyFonts } from "./lib/fonts.mjs";
import { writeCardFaces } from "./lib/card-faces.mjs";
import { releaseZipName, syncManifest } from "./lib/release.mjs";

const started = performance.now();
const { manifest, changed } = await syncManifest("system.json", "package.json");
if (changed.length) console.log(`system.json: ${changed.join(", ")} updated from package.json (commit it)`);
const zipName = releaseZipName(manifest.id, manifest.version);

rmSync("dist", { recursive: true, force: true });
mkdirSync("dist");
await build({ configFile: "vite.config.ts", logLevel: "warn" });
for (const path of ["system.json", "README.md", "LICENSE", "lang", "assets"]) {
  if (existsSync(path)) cpSync(path, `dist/${path}`, { recursive: true });
}
copyTemplates("dist");
copyFonts("dist");
writeCardFaces("dist");
await compilePacks("dist");
const count = zipDirectory("dist", `dist/${zipName}`, { exclude: (file) => file.endsWith(".zip") });
console.log(
  `Built dist/ and dist/${zipName} (${count} files) in ${Math.round(performance.now() - started)} ms`,
);
