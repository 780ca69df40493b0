/** Types for zip.mjs (plain ES module run by Node): returns how many files went in. */
export function zipDirectory(
  root: string,
  outFile: string,
  options?: { exclude?: (relativePath: string) => boolean },
): number;
