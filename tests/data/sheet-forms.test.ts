import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { templateFile } from "../../scripts/lib/templates.mjs";
import { buildPages, type Packs } from "../../gallery/pages";
import { buildPages as compendiumPages } from "../../gallery/pages-compendium";
import { ALL_PACKS } from "../packs/helpers";
import { readJSON } from "../helpers/files";

/**
 * Each sheet, as the gallery renders it (play and edit, awkward data, a Warrior without a region),
 * names each form field once: Foundry submits the whole form on every change, and two inputs of one
 * name (the header's region field and the combat tab's region prompt, say) would send both.
 */

const standins = (await import(/* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href)) as {
  createRenderer(lang: object): { hbs: { compile(source: string): (context: object) => string } };
};
const { hbs } = standins.createRenderer(readJSON<Record<string, unknown>>("lang/en.json"));
const packs = ALL_PACKS as unknown as Packs;
const pages = [...buildPages(packs), ...compendiumPages(packs)];

function render(parts: Record<string, string>, context: object): string {
  return Object.values(parts)
    .map((part) => hbs.compile(readFileSync(templateFile(part), "utf8"))(context))
    .join("\n");
}

describe("the sheets' form fields", () => {
  it("include the region prompt's field, shown in play mode only", () => {
    const field = (id: string) => {
      const page = pages.find((p) => p.id === id)!;
      return render(page.sheet.parts, page.context).match(/name="system\.warriorRegion"/g)?.length ?? 0;
    };
    expect(field("character-warrior-no-region-light")).toBe(1);
    expect(field("character-warrior-no-region-edit-dark")).toBe(1);
  });

  it.each(pages.map((p) => [p.id, p] as const))("%s names each field once", (_id, page) => {
    const html = render(page.sheet.parts, page.context);
    const names = [...html.matchAll(/<(?:input|select|textarea|prose-mirror)\b[^>]*\bname="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    expect(twice).toEqual([]);
  });
});
