#!/usr/bin/env node
// Times the rules core in one process and prints operations per second. Not a test: numbers depend
// on the machine, so they are reported, never asserted.
import { runnerImport } from "vite";

const { module } = await runnerImport("./bench/rules.ts");
const MIN_MS = Number(process.env.BENCH_MS ?? 1500);

const rows = [];
for (const bench of module.benchmarks) {
  // Warm up so the JIT has compiled the hot path before we time it.
  bench.run(20_000);
  let ops = 0;
  let batch = 10_000;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_MS) {
    bench.run(batch);
    ops += batch;
    elapsed = performance.now() - start;
    if (elapsed < MIN_MS / 10) batch *= 2;
  }
  const perSecond = Math.round((ops / elapsed) * 1000);
  rows.push({ name: bench.name, perSecond, target: bench.target ?? null });
}

const width = Math.max(...rows.map((r) => r.name.length));
for (const r of rows) {
  const verdict =
    r.target == null
      ? ""
      : r.perSecond >= r.target
        ? `  (target ${r.target.toLocaleString("en")}: met)`
        : `  (target ${r.target.toLocaleString("en")}: MISSED)`;
  console.log(`${r.name.padEnd(width)}  ${r.perSecond.toLocaleString("en").padStart(12)} ops/s${verdict}`);
}
