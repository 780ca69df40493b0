import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { stripSeedRefs } from "../../scripts/lib/strip-seed-refs.mjs";
import { bundleFiles } from "../../scripts/lib/bundle.mjs";

/** Decodes a source map's mappings into [generated column, original line, original column] per line. */
function decodeMappings(mappings: string): [number, number, number][][] {
  const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let line = 0;
  let col = 0;
  return mappings.split(";").map((text) => {
    let gen = 0;
    return text
      .split(",")
      .filter(Boolean)
      .map((seg) => {
        const values: number[] = [];
        let value = 0;
        let shift = 0;
        for (const c of seg) {
          const digit = B64.indexOf(c);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >> 1) : value >> 1);
            value = 0;
            shift = 0;
          }
        }
        gen += values[0]!;
        line += values[2]!;
        col += values[3]!;
        return [gen, line, col] as [number, number, number];
      });
  });
}

describe("stripping seed references from the release bundle", () => {
  it("empties literals that are only seed references, in any quote", () => {
    const out = stripSeedRefs(
      [
        `A("holdOrFire", "L1259", M), A('fire', 'L1261');`,
        "j(`gotAShot`, `L7552–7571`, rows);",
        `x = ["L2073", "L2074–2077", "L2078, L2080", "I-61", "I-61 (restored before L1700)"];`,
      ].join("\n"),
    );
    expect(out?.code.split("\n")).toEqual([
      `A("holdOrFire", "", M), A('fire', '');`,
      "j(`gotAShot`, ``, rows);",
      `x = ["", "", "", "", ""];`,
    ]);
  });

  it("leaves every other string alone and reports no change when there is none", () => {
    const code = `f("Lx", "L12 and more", "see L1259", "I-", "L", \`L\${n}\`, "Loaded");`;
    expect(stripSeedRefs(code)).toBeNull();
  });

  it("maps each unchanged stretch back to its original line and column", () => {
    const code = `ok();\nA("fire", "L1261", M); B("L7", N);\nend();`;
    const out = stripSeedRefs(code, "x.ts")!;
    const lines = decodeMappings(out.map.mappings);
    const original = code.split("\n");
    const generated = out.code.split("\n");
    for (const [li, segments] of lines.entries()) {
      for (const [gen, line, col] of segments) {
        // The text from each anchor to the end of its stretch is the same on both sides.
        expect(line).toBe(li);
        expect(generated[li]!.slice(gen, gen + 3)).toBe(original[line]!.slice(col, col + 3));
      }
    }
    expect(lines[1]!.map(([gen]) => gen)).toEqual([0, 12, 22]);
  });

  it("leaves no seed reference in any built module", () => {
    const { startup, onDemand } = bundleFiles("dist");
    for (const file of [...startup, ...onDemand])
      expect(readFileSync(`dist/${file}`, "utf8"), file).not.toMatch(/["'`]L\d{3,5}(–\d+)?["'`]/);
  });
});
