/**
 * The fonts the system ships. Foundry V13 has no Western display face, so headings use Rye (Sorkin
 * Type, SIL Open Font License 1.1), taken from the `@fontsource/rye` npm package at build time: the
 * two woff2 subsets styles/parts/fonts.css names and the licence text, which the OFL requires to
 * travel with the font, all into `fonts/` of the built system, beside the stylesheet.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** One shipped font: the npm package it comes from, its files there, and its licence's name in `fonts/`. */
export const FONTS = [
  {
    family: "Rye",
    package: "@fontsource/rye",
    files: ["files/rye-latin-400-normal.woff2", "files/rye-latin-ext-400-normal.woff2"],
    license: "OFL-Rye.txt",
  },
];

/** The folder of an installed npm package (Fontsource packages export their package.json). */
function packageRoot(name) {
  try {
    return dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  } catch {
    throw new Error(`fonts: the npm package ${name} is not installed (run \`npm ci\`)`);
  }
}

/** `fonts/<file>` paths of the built system, the licences included. */
export function shippedFontPaths(fonts = FONTS) {
  return fonts.flatMap((font) => [
    ...font.files.map((file) => `fonts/${file.split("/").pop()}`),
    `fonts/${font.license}`,
  ]);
}

/** Copies every font and its licence into `<outDir>/fonts`; refuses a package whose licence is not the OFL. */
export function copyFonts(outDir, fonts = FONTS) {
  // Every check before the first copy: a failed build leaves no half-filled fonts/.
  const copies = fonts.flatMap((font) => {
    const root = packageRoot(font.package);
    const { license } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    if (license !== "OFL-1.1") throw new Error(`fonts: ${font.package} is licensed ${license}, not OFL-1.1`);
    return [
      { from: join(root, "LICENSE"), to: font.license },
      ...font.files.map((file) => ({ from: join(root, file), to: file.split("/").pop() })),
    ].map((copy) => {
      if (!existsSync(copy.from)) throw new Error(`fonts: ${font.package} has no ${copy.from}`);
      return copy;
    });
  });
  const target = join(outDir, "fonts");
  mkdirSync(target, { recursive: true });
  for (const { from, to } of copies) copyFileSync(from, join(target, to));
  return copies.filter(({ to }) => to.endsWith(".woff2")).length;
}
