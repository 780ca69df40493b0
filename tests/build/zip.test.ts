import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readJSON } from "../helpers/files";
import { zipDirectory } from "../../scripts/lib/zip.mjs";

const manifest = readJSON<{ id: string; version: string }>("system.json");
const releaseZip = join("dist", `${manifest.id}-${manifest.version}.zip`);

/** Reads the local file entries of a zip written by our writer (deflate, no data descriptors). */
function readZip(path: string): Map<string, Buffer> {
  const buf = readFileSync(path);
  const files = new Map<string, Buffer>();
  let i = 0;
  while (buf.readUInt32LE(i) === 0x04034b50) {
    const size = buf.readUInt32LE(i + 18);
    const nameLength = buf.readUInt16LE(i + 26);
    const extra = buf.readUInt16LE(i + 28);
    const start = i + 30 + nameLength + extra;
    files.set(
      buf.toString("utf8", i + 30, i + 30 + nameLength),
      inflateRawSync(buf.subarray(start, start + size)),
    );
    i = start + size;
  }
  return files;
}

describe("release zip", () => {
  it("holds the installable folder's contents with system.json at its root", () => {
    const files = readZip(releaseZip);
    expect(JSON.parse(files.get("system.json")!.toString("utf8"))).toEqual(readJSON("system.json"));
    expect(files.get("six-gun-sound.mjs")!.equals(readFileSync("dist/six-gun-sound.mjs"))).toBe(true);
    expect([...files.keys()].some((name) => name.endsWith(".zip"))).toBe(false);
    expect([...files.keys()].some((name) => name.startsWith("packs/npcs/"))).toBe(true);
  });

  it("writes archives a standard zip reader verifies", () => {
    const out = join(mkdtempSync(join(tmpdir(), "sgs-zip-")), "lang.zip");
    expect(zipDirectory("lang", out)).toBe(1);
    execFileSync("python3", ["-m", "zipfile", "-t", out]);
    expect(readZip(out).get("en.json")!.toString("utf8")).toBe(readFileSync("lang/en.json", "utf8"));
  });
});
