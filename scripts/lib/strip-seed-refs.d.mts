/** Types for strip-seed-refs.mjs (plain ES module run by Vite and Node). */
export interface StrippedModule {
  code: string;
  map: { version: 3; sources: string[]; names: string[]; mappings: string };
}
export function stripSeedRefs(code: string, file?: string): StrippedModule | null;
export function stripSeedRefsPlugin(): {
  name: string;
  transform(code: string, id: string): StrippedModule | null;
};
