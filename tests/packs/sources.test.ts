import yaml from "js-yaml";
import { packSourceDir } from "../../scripts/lib/pack-sources.mjs";
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles, readJSON } from "../helpers/files";

/** Every pack source file is one document the compiler will accept. */

interface Manifest {
  packs: { name: string; type: string }[];
  documentTypes: Record<string, Record<string, unknown>>;
}

const manifest = readJSON<Manifest>("system.json");
const KEY_PREFIX: Record<string, string> = {
  Actor: "actors",
  Item: "items",
  RollTable: "tables",
  JournalEntry: "journal",
  Macro: "macros",
};

const sources = manifest.packs.flatMap((pack) =>
  listFiles(packSourceDir(pack.name), (p) => /\.ya?ml$/.test(p)).map((file) => [file, pack] as const),
);

describe("pack sources", () => {
  it("exist for every pack in the manifest", () => {
    for (const pack of manifest.packs) {
      expect(sources.some(([, p]) => p.name === pack.name), pack.name).toBe(true);
    }
  });

  it.each(sources)("%s has a valid _id, _key and type", (file, pack) => {
    const doc = yaml.load(readFileSync(file, "utf8")) as Record<string, unknown>;
    expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(doc._key).toBe(`!${KEY_PREFIX[pack.type]}!${doc._id}`);
    expect(basename(file)).toContain(String(doc._id));
    expect(typeof doc.name).toBe("string");
    const types = manifest.documentTypes[pack.type];
    if (types) expect(Object.keys(types)).toContain(doc.type);
  });

  it("never reuses an _id", () => {
    const ids = sources.map(([file]) => (yaml.load(readFileSync(file, "utf8")) as { _id: string })._id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
