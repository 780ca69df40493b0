/** Types for card-faces.mjs (plain ES module run by Node): the system's own card art. */
export interface CardFace {
  key: string;
  svg: string;
}
export declare function cardFaces(): CardFace[];
export declare function writeCardFaces(outDir: string): number;
