import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { manifest } from "./helpers";

/** The compiled packs (after `npm run build`) add less than 2 MB to dist/. */

function size(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((n, entry) => n + size(join(path, entry)), 0);
}

describe("compiled packs", () => {
  it("are all built (run `npm run build` first)", () => {
    for (const pack of manifest.packs) expect(existsSync(join("dist", pack.path, "CURRENT")), pack.name).toBe(true);
  });

  it("stay under 2 MB in total", () => {
    const total = manifest.packs.reduce((n, pack) => n + size(join("dist", pack.path)), 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});
