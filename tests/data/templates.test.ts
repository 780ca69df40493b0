import { readFileSync } from "node:fs";
import { packSourceDir } from "../../scripts/lib/pack-sources.mjs";
import { templateFile, templateFiles } from "../../scripts/lib/templates.mjs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { buildPages, type Packs } from "../../gallery/pages";
import { listFiles, readJSON } from "../helpers/files";

/**
 * Every sheet, rendered from its real templates and view model: user text is escaped wherever a
 * template prints it (names, group names, diary entries), and no template prints a name raw.
 */

const manifest = readJSON<{ packs: { name: string }[] }>("system.json");
const lang = readJSON<Record<string, unknown>>("lang/en.json");
const packs: Packs = Object.fromEntries(
  manifest.packs.map((p) => [
    p.name,
    listFiles(packSourceDir(p.name), (f) => f.endsWith(".yml")).map((f) =>
      yaml.load(readFileSync(f, "utf8")),
    ),
  ]),
) as Packs;

/** The gallery's Handlebars stand-ins (plain JS, loaded at run time). */
interface Renderer {
  hbs: { compile(source: string): (context: object) => string };
}
const standins = (await import(/* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href)) as {
  createRenderer(lang: object): Renderer;
};
const { createRenderer } = standins;

const EVIL = `<img src=x onerror="alert('pwned')">Black Bart`;

function evilPacks(): Packs {
  const copy = structuredClone(packs);
  for (const docs of Object.values(copy)) {
    for (const doc of docs) {
      doc.name = EVIL;
      for (const item of doc.items ?? []) item.name = EVIL;
      // Roll tables and journal entries have no `system`.
      const system = (doc.system ?? {}) as Record<string, unknown>;
      if (Array.isArray(system.groups)) for (const g of system.groups as { name: string }[]) g.name = EVIL;
      const diary = system.diary as { entries?: { title: string; text: string }[] } | undefined;
      for (const e of diary?.entries ?? []) {
        e.title = EVIL;
        e.text = EVIL;
      }
    }
  }
  return copy;
}

function render(page: ReturnType<typeof buildPages>[number]): string {
  const { hbs } = createRenderer(lang);
  return Object.values(page.sheet.parts)
    .map((part) => hbs.compile(readFileSync(templateFile(part), "utf8"))(page.context))
    .join("\n");
}

describe("templates escape user text", () => {
  const pages = buildPages(evilPacks());

  it.each(pages.map((p) => [p.id, p] as const))("%s", (_id, page) => {
    const html = render(page);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain(
      "&lt;img src&#x3D;x onerror&#x3D;&quot;alert(&#x27;pwned&#x27;)&quot;&gt;Black Bart",
    );
  });

  it("never triple-stash a name, title or label", () => {
    for (const { file } of templateFiles()) {
      const raw = [...readFileSync(file, "utf8").matchAll(/\{\{\{\s*([^}\s]+)/g)].map((m) => m[1]);
      for (const name of raw) expect(name, `${file}: {{{${name}}}}`).toBe("notesHTML");
    }
  });
});
