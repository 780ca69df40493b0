#!/usr/bin/env node
/**
 * What a world loads, and what each source file costs in it, gzipped.
 *
 *   node scripts/size-report.mjs [outDir] [--depth N] [--top N]
 *
 * First the world's two budget figures (the startup payload: the entry module, the chunks it
 * imports statically and the stylesheet; the whole ruleset: that plus the chunks loaded on demand)
 * and each file with its role. Then, per built JS file, each source file's marginal gzip size: the
 * file gzipped, minus the file gzipped without that source's bytes, read from its source map.
 * Raw byte counts mislead here, because repeated keys and strings compress to almost nothing.
 * `--depth` groups sources by their first N path segments (src/shell = 2).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BUDGET, STYLES, WORLDS, gzipBytes, worldFigures } from "./lib/bundle.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return Number(value);
};
const depth = option("--depth", 9);
const top = option("--top", 40);
const outDir = args[0] ?? "dist";

const gz = (text) => gzipSync(text).length;

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** One source-map segment: base64 VLQ numbers. */
function decode(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    let digit = B64.indexOf(c);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Each source's marginal gzip bytes in one built JS file and its source map. */
function sourceCosts(file) {
  const codeText = readFileSync(join(outDir, file), "utf8");
  const map = JSON.parse(readFileSync(join(outDir, `${file}.map`), "utf8"));
  const groupOf = (source) =>
    source < 0
      ? "(unmapped)"
      : map.sources[source]
          .replace(/^(\.\.\/)+/, "")
          .split("/")
          .slice(0, depth)
          .join("/");

  /** Runs of [start, end, group] over the whole bundle text. */
  const runs = [];
  let offset = 0;
  let source = 0;
  const lines = codeText.split("\n");
  map.mappings.split(";").forEach((line, li) => {
    let col = 0;
    const points = [];
    for (const seg of line.split(",").filter(Boolean).map(decode)) {
      col += seg[0];
      if (seg.length > 1) source += seg[1];
      points.push([col, seg.length > 1 ? source : -1]);
    }
    const length = lines[li]?.length ?? 0;
    if (points.length === 0 || points[0][0] > 0)
      runs.push([offset, offset + (points[0]?.[0] ?? length), "(unmapped)"]);
    points.forEach(([start, src], i) => {
      const end = i + 1 < points.length ? points[i + 1][0] : length;
      runs.push([offset + start, offset + end, groupOf(src)]);
    });
    offset += length + 1;
  });

  const base = gz(codeText);
  const raw = new Map();
  for (const [start, end, group] of runs) raw.set(group, (raw.get(group) ?? 0) + end - start);
  const rows = [...raw.keys()].map((group) => {
    let text = "";
    let cursor = 0;
    for (const [start, end, g] of runs) {
      if (g !== group) continue;
      text += codeText.slice(cursor, start);
      cursor = end;
    }
    text += codeText.slice(cursor);
    return { group, gzip: base - gz(text), raw: raw.get(group) };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  return rows;
}

const kb = (n) => (n / 1024).toFixed(1).padStart(6);
for (const { id, label } of WORLDS) {
  const figures = worldFigures(outDir, id);
  console.log(`${label} world (JS + CSS, gzip):`);
  console.log(`  startup payload ${String(figures.startup).padStart(7)} B  (budget ${BUDGET.startup})`);
  console.log(`  whole ruleset   ${String(figures.whole).padStart(7)} B  (budget ${BUDGET.whole})\n`);
}
const world = worldFigures(outDir);
for (const [role, files] of [
  ["startup", world.files.startup],
  ["on demand", world.files.onDemand],
]) {
  for (const file of files) {
    const text = readFileSync(join(outDir, file), "utf8");
    console.log(
      `  ${role.padEnd(9)} ${kb(text.length)} KB raw ${kb(gzipBytes(outDir, file))} KB gzip  ${file}`,
    );
  }
}
console.log(
  `  startup   ${kb(readFileSync(join(outDir, STYLES)).length)} KB raw ${kb(world.css)} KB gzip  ${STYLES}`,
);
for (const file of [...world.files.startup, ...world.files.onDemand]) {
  // The bundler's own helpers chunk has no source map: nothing of ours to break down.
  if (!existsSync(join(outDir, `${file}.map`))) continue;
  console.log(`\n${file}: gzip B   raw B  source`);
  for (const r of sourceCosts(file).slice(0, top)) {
    console.log(`${String(r.gzip).padStart(7)} ${String(r.raw).padStart(7)}  ${r.group}`);
  }
}
