import yaml from "js-yaml";
import { packSourceDir } from "../../scripts/lib/pack-sources.mjs";
import { readFileSync } from "node:fs";
import { listFiles, readJSON } from "../helpers/files";

/** Pack sources as committed, read the way the compiler and the gallery read them. */

export interface Manifest {
  packs: { name: string; path: string; type: string }[];
}

export type SourceDoc = Record<string, unknown> & {
  _id: string;
  _key: string;
  name: string;
  type?: string;
  system?: Record<string, unknown>;
  items?: SourceDoc[];
  flags?: Record<string, Record<string, unknown>>;
};

export const manifest = readJSON<Manifest>("system.json");

export function packFiles(pack: string): string[] {
  return listFiles(packSourceDir(pack), (p) => /\.ya?ml$/.test(p));
}

export function readPack(pack: string): SourceDoc[] {
  return packFiles(pack).map((f) => yaml.load(readFileSync(f, "utf8")) as SourceDoc);
}

export const ALL_PACKS: Record<string, SourceDoc[]> = Object.fromEntries(
  manifest.packs.map((p) => [p.name, readPack(p.name)]),
);
