#!/usr/bin/env node
// Renders the preview gallery: every sheet, chat card and dialog page from the real templates, the
// real stylesheet (as built into dist/) and the real pack sources, into static HTML in gallery/out/.
import { runnerImport } from "vite";
import yaml from "js-yaml";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRenderer } from "../gallery/standins.mjs";

const OUT = "gallery/out";
const manifest = JSON.parse(readFileSync("system.json", "utf8"));
const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));

function readPacks() {
  const packs = {};
  for (const pack of manifest.packs) {
    const dir = join("packs", pack.name);
    packs[pack.name] = readdirSync(dir, { recursive: true })
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => yaml.load(readFileSync(join(dir, f), "utf8")));
  }
  return packs;
}

/** Foundry-relative image paths (core icons) have no file here: show a local stand-in instead. */
function localImages(value) {
  if (typeof value === "string") return /^(icons|systems)\//.test(value) ? "assets/figure.svg" : value;
  if (Array.isArray(value)) return value.map(localImages);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "img" || k === "src" ? localImages(v) : typeof v === "object" ? localImages(v) : v,
      ]),
    );
  }
  return value;
}

const escapeHTML = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function main() {
  if (!existsSync("dist/six-gun-sound.css"))
    throw new Error("gallery: run `npm run build` first (needs dist/six-gun-sound.css)");
  const { module } = await runnerImport("./gallery/pages.ts");
  const pages = module.buildPages(readPacks());

  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  cpSync("gallery/assets", join(OUT, "assets"), { recursive: true });
  cpSync("gallery/foundry-standin.css", join(OUT, "foundry-standin.css"));
  cpSync("dist/six-gun-sound.css", join(OUT, "six-gun-sound.css"));

  const index = [];
  let missingTotal = 0;
  for (const page of pages) {
    const { hbs, missing } = createRenderer(lang);
    const body = Object.values(page.sheet.parts)
      .map((part) =>
        hbs.compile(readFileSync(join("templates", part), "utf8"), { strict: false })(
          localImages(page.context),
        ),
      )
      .join("\n");
    const title = escapeHTML(page.context.actor?.name ?? page.title);
    const errors = [...missing].map(
      (key) => `<script>console.error(${JSON.stringify(`Missing localization key: ${key}`)})</script>`,
    );
    missingTotal += missing.size;
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHTML(page.title)}</title>
<link rel="stylesheet" href="foundry-standin.css">
<link rel="stylesheet" href="six-gun-sound.css">
</head>
<body class="theme-${page.theme}">
${errors.join("\n")}
<form class="application ${page.sheet.classes.join(" ")} themed theme-${page.theme}" style="width:${page.sheet.width}px;height:${page.sheet.height}px" data-gallery-page="${page.id}">
<header class="window-header"><h1 class="window-title">${title}</h1></header>
<section class="window-content">
${body}
</section>
</form>
</body>
</html>
`;
    writeFileSync(join(OUT, `${page.id}.html`), html);
    index.push({
      id: page.id,
      title: page.title,
      file: `${page.id}.html`,
      width: page.sheet.width,
      height: page.sheet.height,
    });
    for (const key of missing) console.warn(`gallery: ${page.id}: missing localization key ${key}`);
  }
  writeFileSync(join(OUT, "pages.json"), JSON.stringify(index, null, 2));
  writeFileSync(
    join(OUT, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHTML(lang.SIXGUN.Gallery.Title)}</title></head><body><h1>${escapeHTML(lang.SIXGUN.Gallery.Title)}</h1><ul>${index
      .map((p) => `<li><a href="${p.file}">${escapeHTML(p.title)}</a></li>`)
      .join("")}</ul></body></html>\n`,
  );
  console.log(
    `Gallery: ${pages.length} pages in ${OUT}/${missingTotal ? ` (${missingTotal} missing localization keys)` : ""}`,
  );
}

await main();
