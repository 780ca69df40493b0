import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles } from "../helpers/files";

/**
 * The package boundaries of issue 12, read from every import in src/: the shell (src/shell)
 * imports no ruleset; a ruleset's package (src/rulesets/<id>/) imports no other ruleset's package or
 * rules core (src/rules/<other id>/). src/rulesets/index.ts is the one file that names them all.
 */

const IMPORT = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Each relative import of `file`, resolved to a path under the repository. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2]!)
    .filter((spec) => spec.startsWith("."))
    .map((spec) =>
      relative(process.cwd(), resolve(dirname(file), spec))
        .split(sep)
        .join("/"),
    );
}

/** The ruleset a path belongs to: src/rulesets/<id>/… or src/rules/<id>/… (core is shared). */
function rulesetOf(path: string): string | null {
  const m = /^src\/(?:rulesets|rules)\/([^/.]+)\//.exec(path);
  return m && m[1] !== "core" ? m[1]! : null;
}

function boundaryProblems(files: readonly string[], read = importsOf): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const target of read(file)) {
      if (file.startsWith("src/shell/") && /^src\/rulesets(\/|$)/.test(target))
        problems.push(`${file}: the shell imports ${target}`);
      const own = rulesetOf(file);
      const theirs = rulesetOf(target);
      if (own && theirs && own !== theirs) problems.push(`${file}: ruleset ${own} imports ${target}`);
    }
  }
  return problems;
}

describe("package boundaries", () => {
  const files = listFiles("src", (p) => p.endsWith(".ts")).map((f) => f.split(sep).join("/"));

  it("reads imports from the source tree", () => {
    expect(files.some((f) => f.startsWith("src/shell/"))).toBe(true);
    expect(importsOf(join("src", "hooks", "init.ts"))).toContain("src/rulesets");
  });

  it("holds for every import in src/", () => {
    expect(boundaryProblems(files)).toEqual([]);
  });

  it("catches a shell that imports a ruleset, and a ruleset that imports another", () => {
    const fake: Record<string, string[]> = {
      "src/shell/a.ts": ["src/rulesets/blaze-of-glory/index"],
      "src/shell/b.ts": ["src/rulesets"],
      "src/rulesets/fill-yore-hands/x.ts": ["src/rulesets/blaze-of-glory/documents", "src/rules/core/dice"],
      "src/rulesets/fill-yore-hands/y.ts": ["src/rules/blaze-of-glory/figure", "src/shell/registry"],
    };
    expect(boundaryProblems(Object.keys(fake), (f) => fake[f]!)).toEqual([
      "src/shell/a.ts: the shell imports src/rulesets/blaze-of-glory/index",
      "src/shell/b.ts: the shell imports src/rulesets",
      "src/rulesets/fill-yore-hands/x.ts: ruleset fill-yore-hands imports src/rulesets/blaze-of-glory/documents",
      "src/rulesets/fill-yore-hands/y.ts: ruleset fill-yore-hands imports src/rules/blaze-of-glory/figure",
    ]);
  });
});
