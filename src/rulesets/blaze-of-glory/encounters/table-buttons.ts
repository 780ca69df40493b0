import { SYSTEM_ID } from "../../../config";
import { loadRuntime } from "../load";

/**
 * The special tables' buttons in stored journal text, kept tiny for start-up: a TextEditor enricher
 * turns `@SGSTable[standupFight?sideARep=4]{Standup fight}` into a button, and one click listener on
 * the page runs the table (the dialog and the dice load with Blaze of Glory's runtime on the first
 * click). The text is the GM's to edit, so the runtime checks every id and value it is given.
 */

/** `@SGSTable[<table id>?<key>=<value>&...]{<label>}`; the prefill and the label are optional. */
export const TABLE_TAG_PATTERN =
  /@SGSTable\[([A-Za-z]{1,40})(?:\?([A-Za-z0-9=&.-]{0,200}))?\](?:\{([^{}[\]]{1,80})\})?/g;

/** The tag the journal stores for a table (the label with brackets removed: they would end the tag). */
export function tableTag(id: string, prefill: Record<string, number | string>, label: string): string {
  const query = Object.entries(prefill)
    .filter(([k, v]) => /^[A-Za-z0-9]+$/.test(k) && /^[A-Za-z0-9.-]+$/.test(String(v)))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const text = label.replace(/[{}[\]]/g, "").slice(0, 80) || id;
  return `@SGSTable[${id}${query ? `?${query}` : ""}]{${text}}`;
}

/** The prefill of a button (`a=1&b=x`), values as typed; bad pairs are dropped. */
export function readPrefill(query: string | undefined | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (query ?? "").split("&")) {
    const [k, v] = pair.split("=");
    if (k && v !== undefined && /^[A-Za-z0-9]+$/.test(k)) out[k] = v;
  }
  return out;
}

/** The button an enriched tag becomes: its label as text (never markup). */
export function tableButton(match: RegExpMatchArray, doc: Document = document): HTMLElement {
  const a = doc.createElement("a");
  a.className = "sgs-table-roll";
  a.dataset.sgsTable = match[1] ?? "";
  if (match[2]) a.dataset.sgsPrefill = match[2];
  a.setAttribute("role", "button");
  a.setAttribute("tabindex", "0");
  const icon = doc.createElement("i");
  icon.className = "fa-solid fa-dice";
  icon.setAttribute("inert", "");
  a.append(icon, doc.createTextNode(` ${match[3] ?? match[1] ?? ""}`));
  return a;
}

interface Globals {
  CONFIG: {
    TextEditor?: {
      enrichers?: { pattern: RegExp; enricher: (m: RegExpMatchArray) => Promise<HTMLElement> }[];
    };
  };
  game: { sixGunSound?: Record<string, unknown> };
}

/** Runs a table from anywhere (`game.sixGunSound.encounterTable("standupFight")` in a macro). */
export async function encounterTable(id: string, prefill: Record<string, string> = {}) {
  return (await loadRuntime()).runEncounterTable(id, prefill);
}

function onActivate(event: Event): void {
  const target = (event.target as Element | null)?.closest?.("a.sgs-table-roll") as HTMLElement | null;
  if (!target) return;
  if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
  event.preventDefault();
  event.stopPropagation();
  encounterTable(target.dataset.sgsTable ?? "", readPrefill(target.dataset.sgsPrefill)).catch(
    (error: unknown) => console.error(`${SYSTEM_ID} | encounter table`, error),
  );
}

let listening = false;

/** At init: the enricher, and one delegated listener for every button on the page. */
export function registerTableButtons(): void {
  const config = (globalThis as unknown as Globals).CONFIG;
  const editor = (config.TextEditor ??= {});
  const enrichers = (editor.enrichers ??= []);
  if (!enrichers.some((e) => e.pattern.source === TABLE_TAG_PATTERN.source))
    enrichers.push({ pattern: TABLE_TAG_PATTERN, enricher: async (match) => tableButton(match) });
  if (listening || typeof document === "undefined" || !document.body) return;
  listening = true;
  document.body.addEventListener("click", onActivate);
  document.body.addEventListener("keydown", onActivate);
}
