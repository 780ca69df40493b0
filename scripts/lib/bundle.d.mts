/** Types for bundle.mjs (plain ES module run by Node): the built files a world loads, and their sizes. */
export declare const ENTRY: string;
export declare const STYLES: string;
export declare function importsOf(code: string): { static: string[]; dynamic: string[] };
export declare function bundleFiles(outDir?: string): {
  startup: string[];
  onDemand: string[];
  dynamicRoots: string[];
};
export declare function gzipBytes(outDir: string, file: string): number;
export declare function worldFigures(
  outDir?: string,
  ruleset?: string,
): {
  startup: number;
  whole: number;
  css: number;
  files: { startup: string[]; onDemand: string[] };
};
export declare const BUDGET: { startup: number; whole: number };
export declare const WORLDS: readonly { id: string; label: string }[];
