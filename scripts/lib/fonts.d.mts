/** Types for fonts.mjs (plain ES module run by Node): the fonts the built system ships. */
export interface ShippedFont {
  family: string;
  package: string;
  files: string[];
  license: string;
}
export declare const FONTS: ShippedFont[];
export declare function shippedFontPaths(fonts?: ShippedFont[]): string[];
export declare function copyFonts(outDir: string, fonts?: ShippedFont[]): number;
