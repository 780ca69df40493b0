#!/usr/bin/env node
/**
 * What each source file costs in the shipped bundle, gzipped.
 *
 *   node scripts/size-report.mjs [outDir] [--depth N] [--top N]
 *
 * Reads `<outDir>/six-gun-sound.mjs` and its source map (default outDir: dist). A file's cost is
 * its marginal gzip size: the bundle gzipped, minus the bundle gzipped without that file's bytes.
 * Raw byte counts mislead here, because repeated keys and strings compress to almost nothing.
 * `--depth` groups sources by their first N path segments (src/table = 2).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

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

const codeText = readFileSync(join(outDir, "six-gun-sound.mjs"), "utf8");
const cssText = readFileSync(join(outDir, "six-gun-sound.css"), "utf8");
const map = JSON.parse(readFileSync(join(outDir, "six-gun-sound.mjs.map"), "utf8"));
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

const kb = (n) => (n / 1024).toFixed(1).padStart(6);
const css = gz(cssText);
console.log(`JS  ${kb(codeText.length)} KB raw ${kb(base)} KB gzip`);
console.log(`CSS ${kb(cssText.length)} KB raw ${kb(css)} KB gzip`);
console.log(`Total gzip ${base + css} bytes (startup budget 100,000 bytes)\n`);
console.log(" gzip B   raw B  source");
for (const r of rows.slice(0, top)) {
  console.log(`${String(r.gzip).padStart(7)} ${String(r.raw).padStart(7)}  ${r.group}`);
}
