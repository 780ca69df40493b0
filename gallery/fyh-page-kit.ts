import type { FigureSource } from "../src/rulesets/fill-yore-hands/data/source";
import type { PackDocument, Packs } from "./pages";

/**
 * What the Fill Yore Hands! chat and dialog pages share (close quarters, shooting): the page's
 * shape, a ready figure's data read from its pack, and each page laid out in both themes. Not a
 * `pages-*.ts` module itself: scripts/gallery.mjs loads those for their `buildPages`.
 */

export interface FyhPage {
  id: string;
  title: string;
  theme: "light" | "dark";
  kind: "chat" | "dialog";
  templates: string[];
  sheet?: { classes: string[]; width: number; height: number; parts: Record<string, string> };
  windowTitle?: string;
  speaker?: string;
  height?: number;
  context: Record<string, unknown>;
}

/** A page before its theme is chosen: `key` names it in the id, `label` in the title. */
export type FyhPageSpec = Omit<FyhPage, "theme" | "id" | "title"> & { key: string; label: string };

/** A figure of the fyh-figures pack (its stored data, `over` laid on top) and its pack document. */
export function packFigure(
  packs: Packs,
  id: string,
  over: Partial<FigureSource> = {},
): { doc: PackDocument; system: FigureSource } {
  const doc = packs["fyh-figures"]?.find((d: PackDocument) => d._id === id);
  if (!doc) throw new Error(`gallery: fyh-figures/${id} not found`);
  return { doc, system: { ...(structuredClone(doc.system) as unknown as FigureSource), ...over } };
}

/** Every spec in the light theme and in the dark, with ids `<idPrefix>-<key>-<theme>`. */
export function inBothThemes(idPrefix: string, specs: readonly FyhPageSpec[]): FyhPage[] {
  const pages: FyhPage[] = [];
  for (const theme of ["light", "dark"] as const)
    for (const p of specs) {
      const { key, label, ...rest } = p;
      pages.push({
        ...rest,
        id: `${idPrefix}-${key}-${theme}`,
        title: `Fill Yore Hands! ${label} (${theme})`,
        theme,
      });
    }
  return pages;
}
