#!/usr/bin/env node
// Median render time of the character sheet in the gallery setup (view model + every part
// template), as the issue requires: under 20 ms. Prints the figures; exits 1 above the budget.
import { runnerImport } from "vite";
import { createRenderer } from "../gallery/standins.mjs";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const BUDGET_MS = 20;

const { module } = await runnerImport("./bench/sheets.ts");
// Warm-up: let the JIT compile templates and view models before timing.
module.runCharacterSheetBench(createRenderer, 50);
const results = module.runCharacterSheetBench(createRenderer, ITERATIONS);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

let worst = 0;
for (const r of results) {
  const m = median(r.samples);
  worst = Math.max(worst, m);
  console.log(
    `${r.name.padEnd(48)} median ${m.toFixed(3)} ms   p95 ${p95(r.samples).toFixed(3)} ms   (${r.samples.length} renders)`,
  );
}
console.log(
  `Character sheet median render: ${worst.toFixed(3)} ms (budget ${BUDGET_MS} ms) ${worst < BUDGET_MS ? "OK" : "TOO SLOW"}`,
);
if (worst >= BUDGET_MS) process.exitCode = 1;
