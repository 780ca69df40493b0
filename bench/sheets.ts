import { readFileSync, readdirSync } from "node:fs";
import { packSourceDir } from "../scripts/lib/pack-sources.mjs";
import { join } from "node:path";
import yaml from "js-yaml";
import { characterPageContext, type Packs } from "../gallery/pages";
import { CHARACTER_SHEET } from "../src/rulesets/blaze-of-glory/sheets/sheet-specs";
import { templateFile } from "../scripts/lib/templates.mjs";

/**
 * Times one character-sheet render as the gallery does it: build the view-model context from the
 * pack source (rules-core derivations included), then run every part template. Templates are
 * compiled once, as Foundry caches them.
 */

export interface SheetBench {
  name: string;
  samples: number[];
}

interface Renderer {
  hbs: { compile(source: string, options?: object): (context: object) => string };
}

export function runCharacterSheetBench(
  createRenderer: (lang: object) => Renderer,
  iterations: number,
): SheetBench[] {
  const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { packs: { name: string }[] };
  const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as object;
  const packs = Object.fromEntries(
    manifest.packs.map((p) => [
      p.name,
      packFiles(packSourceDir(p.name)).map((f) => yaml.load(readFileSync(f, "utf8"))),
    ]),
  ) as Packs;
  const { hbs } = createRenderer(lang);
  const templates = Object.values(CHARACTER_SHEET.parts).map((part) =>
    hbs.compile(readFileSync(templateFile(part), "utf8"), { strict: false }),
  );
  const cowboy = packs.npcs!.find((d) => d._id === "sgsNpcCowboy0003")!;
  const heavy = structuredClone(cowboy);
  heavy.items = (packs.gear ?? []).map((d) => structuredClone(d));

  const time = (doc: typeof cowboy, mode: "play" | "edit") => {
    const samples: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const start = performance.now();
      const context = characterPageContext(doc, { mode, tab: "combat", rootId: "bench" });
      let html = "";
      for (const t of templates) html += t(context);
      samples.push(performance.now() - start);
      if (html.length === 0) throw new Error("empty render");
    }
    return samples;
  };
  return [
    { name: "character sheet, play (Cowboy 3, 2 weapons)", samples: time(cowboy, "play") },
    { name: "character sheet, edit (Cowboy 3, 2 weapons)", samples: time(cowboy, "edit") },
    { name: "character sheet, play (14 items)", samples: time(heavy, "play") },
  ];
}

/** The YAML sources of one (flat) pack folder. */
function packFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .map((f) => join(dir, f));
}
