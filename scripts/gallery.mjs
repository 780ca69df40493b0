#!/usr/bin/env node
// Renders the preview gallery: every sheet, chat card and dialog page from the real templates, the
// real stylesheet (as built into dist/) and the real pack sources, into static HTML in gallery/out/.
// Pages come from gallery/pages.ts and any gallery/pages-*.ts module, each exporting buildPages().
import { runnerImport } from "vite";
import { packSourceDir } from "./lib/pack-sources.mjs";
import yaml from "js-yaml";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRenderer } from "../gallery/standins.mjs";
import { templateFile } from "./lib/templates.mjs";

const OUT = "gallery/out";
const CHAT_WIDTH = 320;
const manifest = JSON.parse(readFileSync("system.json", "utf8"));
const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));

function readPacks() {
  const packs = {};
  for (const pack of manifest.packs) {
    const dir = packSourceDir(pack, manifest.packs);
    packs[pack.name] = existsSync(dir)
      ? readdirSync(dir, { recursive: true })
          .filter((f) => /\.ya?ml$/.test(f))
          .map((f) => yaml.load(readFileSync(join(dir, f), "utf8")))
      : [];
  }
  return packs;
}

/** Foundry-relative image paths (core icons, system assets) are served from local copies. */
function localImage(path) {
  if (typeof path !== "string") return path;
  if (path.startsWith("systems/six-gun-sound/")) return path.slice("systems/six-gun-sound/".length);
  if (/^icons\//.test(path)) return "assets/figure.svg";
  return path;
}

function localImages(value) {
  if (Array.isArray(value)) return value.map(localImages);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        (k === "img" || k === "src" || k === "icon") && typeof v === "string"
          ? localImage(v)
          : localImages(v),
      ]),
    );
  }
  return value;
}

const escapeHTML = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function renderParts(hbs, templates, context) {
  return templates
    .map((part) => hbs.compile(readFileSync(templateFile(part), "utf8"))(localImages(context)))
    .join("\n");
}

/** A sheet or dialog, framed as a Foundry application window of the spec's size. */
function windowFrame(page, body) {
  const { sheet } = page;
  const title = escapeHTML(
    page.windowTitle ?? page.context.actor?.name ?? page.context.item?.name ?? page.title,
  );
  const tag = page.kind === "dialog" ? "div" : "form";
  return {
    width: sheet.width,
    height: sheet.height,
    selector: ".application",
    scroller: ".application .window-content",
    html: `<${tag} class="application ${sheet.classes.join(" ")} themed theme-${page.theme}" style="width:${sheet.width}px;${sheet.height ? `height:${sheet.height}px` : ""}" data-gallery-page="${page.id}">
<header class="window-header"><h1 class="window-title">${title}</h1></header>
<section class="window-content">
${body}
</section>
</${tag}>`,
  };
}

/** A chat card, framed as one message in the chat log. */
function chatFrame(page, body) {
  const speaker = escapeHTML(page.speaker ?? "");
  return {
    width: CHAT_WIDTH,
    height: page.height ?? 600,
    selector: ".chat-message",
    scroller: ".chat-message .message-content",
    html: `<ol class="chat-log themed theme-${page.theme}" style="width:${CHAT_WIDTH}px" data-gallery-page="${page.id}">
<li class="chat-message message">
<header class="message-header"><h4 class="message-sender">${speaker}</h4><span class="message-metadata">now</span></header>
<div class="message-content">
${body}
</div>
</li>
</ol>`,
  };
}

async function loadPages(packs) {
  const modules = [
    "gallery/pages.ts",
    ...readdirSync("gallery")
      .filter((f) => /^pages-.+\.ts$/.test(f))
      .sort()
      .map((f) => `gallery/${f}`),
  ];
  const pages = [];
  for (const file of modules) {
    const { module } = await runnerImport(`./${file}`);
    pages.push(...module.buildPages(packs));
  }
  const ids = new Set();
  for (const page of pages) {
    if (ids.has(page.id)) throw new Error(`gallery: duplicate page id ${page.id}`);
    ids.add(page.id);
  }
  return pages;
}

async function main() {
  if (!existsSync("dist/six-gun-sound.css"))
    throw new Error("gallery: run `npm run build` first (needs dist/six-gun-sound.css)");
  const pages = await loadPages(readPacks());

  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  cpSync("gallery/assets", join(OUT, "assets"), { recursive: true });
  if (existsSync("assets")) cpSync("assets", join(OUT, "assets"), { recursive: true });
  cpSync("gallery/foundry-standin.css", join(OUT, "foundry-standin.css"));
  cpSync("dist/six-gun-sound.css", join(OUT, "six-gun-sound.css"));
  // The stylesheet's url()s name the shipped fonts beside it, as in the built system.
  cpSync("dist/fonts", join(OUT, "fonts"), { recursive: true });

  const index = [];
  let missingTotal = 0;
  for (const page of pages) {
    const { hbs, missing } = createRenderer(lang);
    const templates = page.templates ?? Object.values(page.sheet.parts);
    const body = renderParts(hbs, templates, page.context);
    const frame = page.kind === "chat" ? chatFrame(page, body) : windowFrame(page, body);
    const errors = [...missing].map(
      (key) => `<script>console.error(${JSON.stringify(`Missing localization key: ${key}`)})</script>`,
    );
    missingTotal += missing.size;
    writeFileSync(
      join(OUT, `${page.id}.html`),
      `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHTML(page.title)}</title>
<link rel="stylesheet" href="foundry-standin.css">
<link rel="stylesheet" href="six-gun-sound.css">
</head>
<body class="theme-${page.theme}">
${errors.join("\n")}
${frame.html}
</body>
</html>
`,
    );
    index.push({
      id: page.id,
      title: page.title,
      file: `${page.id}.html`,
      width: frame.width,
      height: frame.height,
      selector: frame.selector,
      scroller: frame.scroller,
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
