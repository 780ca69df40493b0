import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { templateFile } from "../../scripts/lib/templates.mjs";
import { coreActions } from "./contracts";
import { coreChain, ownActions } from "./standin";

/**
 * What a contract test of one of our own ApplicationV2 windows (the GM-table editor, the encounter
 * wizard: no sheet registration finds them) renders with: the real templates through the gallery's
 * Handlebars stand-in and lang file, the window's PARTS as template paths, and every action a click
 * may name (its own and core's).
 */

const PREFIX = "systems/six-gun-sound/templates/";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as object;
const { createRenderer } = (await import(
  /* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href
)) as {
  createRenderer(lang: object): { hbs: { compile(s: string): (c: object) => string } };
};
const { hbs } = createRenderer(lang);

/** A template (path under templates/) rendered with `context`. */
export function renderTemplate(template: string, context: object): string {
  return hbs.compile(readFileSync(templateFile(template), "utf8"))(context);
}

/** A gallery page as the contract tests read it. */
export interface GalleryPage {
  id: string;
  kind?: string;
  templates: string[];
  context: Record<string, unknown>;
}

export function appContractKit(app: { PARTS: Record<string, { template: string }> }) {
  return {
    /** `[part id, template path under templates/]` in the window's order. */
    parts: Object.entries(app.PARTS).map(([id, p]) => [id, p.template.slice(PREFIX.length)] as const),
    handlers: new Set([...ownActions(app as never), ...coreActions(coreChain(app as never))]),
  };
}
