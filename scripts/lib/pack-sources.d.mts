/** Types for pack-sources.mjs (plain ES module run by Node): where each pack's YAML sources live. */
export interface ManifestPack {
  name: string;
  flags?: Record<string, { ruleset?: string } | undefined>;
}
export declare function manifestPacks(manifestPath?: string): ManifestPack[];
export declare function packSourceDir(pack: string | ManifestPack, packs?: ManifestPack[]): string;
