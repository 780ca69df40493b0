import { readFileSync } from "node:fs";
import { templateFiles } from "../../scripts/lib/templates.mjs";
import { describe, expect, it } from "vitest";
import { langString, listFiles, readJSON } from "../helpers/files";

/** Every localization key a template or the code names exists in lang/en.json. */

const resolveKey = langString;

function keysIn(files: string[], pattern: RegExp): [string, string][] {
  return files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(pattern)].map((m) => [file, m[1]!] as [string, string]),
  );
}

const templateKeys = keysIn(
  templateFiles().map((t) => t.file),
  /\{\{\s*localize\s+["']([A-Za-z0-9_.-]+)["']/g,
);
// Counted phrases a template names through `sgsPluralKey`: one key per plural form.
const pluralKeys = keysIn(
  templateFiles().map((t) => t.file),
  /\(\s*sgsPluralKey\s+["']([A-Za-z0-9_.-]+)["']/g,
);
// Literal keys in code: any quoted string that starts with our root or TYPES.
const codeKeys = keysIn(
  listFiles("src", (p) => p.endsWith(".ts")),
  /["'`]((?:SIXGUN|TYPES)\.[A-Za-z0-9_.]+[A-Za-z0-9_])["'`]/g,
);

describe("lang/en.json", () => {
  it("has a label for every Actor and Item type in the manifest", () => {
    const manifest = readJSON<{ documentTypes: Record<string, Record<string, unknown>> }>("system.json");
    for (const [doc, types] of Object.entries(manifest.documentTypes)) {
      for (const type of Object.keys(types))
        expect(typeof resolveKey(`TYPES.${doc}.${type}`), `TYPES.${doc}.${type}`).toBe("string");
    }
  });

  it("finds keys to check", () => {
    expect(templateKeys.length).toBeGreaterThan(0);
  });

  it.each([...templateKeys, ...codeKeys])("%s: %s exists", (_file, key) => {
    expect(typeof resolveKey(key)).toBe("string");
  });

  it("finds counted phrases to check", () => {
    expect(pluralKeys.length).toBeGreaterThan(0);
  });

  it.each(pluralKeys)("%s: %s has English's two plural forms", (_file, key) => {
    expect(typeof resolveKey(`${key}.one`)).toBe("string");
    expect(typeof resolveKey(`${key}.other`)).toBe("string");
  });
});
