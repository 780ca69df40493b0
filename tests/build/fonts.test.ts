import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { FONTS, copyFonts, shippedFontPaths } from "../../scripts/lib/fonts.mjs";

/**
 * The heading face ships with the system (run `npm run build` first): every font the built
 * stylesheet asks for lies at the path its url() names, is a real woff2 copied unchanged from its npm
 * package, and travels with its SIL Open Font License.
 */

const css = readFileSync("dist/six-gun-sound.css", "utf8");
const fontFaces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!);
const urlsOf = (block: string) => [...block.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1]!);
const familyOf = (block: string) => /font-family:\s*["']?([^;"']+)["']?/.exec(block)?.[1]?.trim();
const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

describe("shipped fonts", () => {
  it("declares each shipped family with @font-face in the built stylesheet", () => {
    expect(fontFaces.map(familyOf).sort()).toEqual(
      FONTS.flatMap((font) => font.files.map(() => font.family)).sort(),
    );
  });

  it("finds every font url() of the stylesheet in dist/, relative to the stylesheet", () => {
    const urls = fontFaces.flatMap(urlsOf);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url, "a relative url: Foundry serves the system under systems/six-gun-sound/").toMatch(
        /^fonts\//,
      );
      expect(existsSync(join("dist", url)), `dist/${url}`).toBe(true);
    }
    // And nothing shipped that no rule asks for, but the licences.
    const shipped = readdirSync("dist/fonts").map((file) => `fonts/${file}`);
    expect(shipped.filter((path) => !path.endsWith(".txt")).sort()).toEqual([...new Set(urls)].sort());
    expect(shipped.sort()).toEqual(shippedFontPaths().sort());
  });

  it("copies each font file unchanged from its package, as woff2", () => {
    for (const font of FONTS) {
      for (const file of font.files) {
        const built = readFileSync(join("dist", "fonts", file.split("/").pop()!));
        expect(built.subarray(0, 4).toString("latin1"), file).toBe("wOF2");
        expect(built.equals(readFileSync(join(packageDir(font.package), file))), file).toBe(true);
      }
    }
  });

  it("ships the SIL Open Font License with each font, naming the font's copyright holder", () => {
    for (const font of FONTS) {
      const { license } = JSON.parse(readFileSync(join(packageDir(font.package), "package.json"), "utf8"));
      expect(license, font.package).toBe("OFL-1.1");
      const text = readFileSync(join("dist", "fonts", font.license), "utf8");
      expect(text).toContain("SIL OPEN FONT LICENSE Version 1.1");
      expect(text).toContain(`Reserved Font Name '${font.family}'`);
    }
  });

  it("uses a shipped family as the heading face (the first of --sgs-font-display)", () => {
    const display = /--sgs-font-display:\s*([^;]+);/.exec(css)?.[1];
    const first = display?.split(",")[0]?.trim().replace(/["']/g, "");
    expect(FONTS.map((font) => font.family)).toContain(first);
  });

  it("says which package is missing rather than shipping a stylesheet without its font", () => {
    expect(() =>
      copyFonts(mkdtempSync(join(tmpdir(), "sgs-fonts-")), [
        {
          family: "Nope",
          package: "@fontsource/no-such-font",
          files: ["files/nope.woff2"],
          license: "OFL-Nope.txt",
        },
      ]),
    ).toThrow(/@fontsource\/no-such-font is not installed/);
  });
});
