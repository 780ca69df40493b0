import { characterView, type CharacterSource } from "../src/applications/sheets/character-context";
import { CHARACTER_SHEET, type SheetSpec } from "../src/applications/sheets/sheet-specs";

/**
 * What the preview gallery shows: each page names a sheet (its real spec and templates) and builds
 * its context from real pack documents with the same pure view functions the live sheets call.
 */

export interface PackDocument {
  _id: string;
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
  items?: PackDocument[];
}

export type Packs = Record<string, PackDocument[]>;

export interface GalleryPage {
  id: string;
  title: string;
  theme: "light" | "dark";
  sheet: SheetSpec;
  context: Record<string, unknown>;
}

function find(packs: Packs, pack: string, id: string): PackDocument {
  const doc = packs[pack]?.find((d) => d._id === id);
  if (!doc) throw new Error(`gallery: ${pack}/${id} not found in the pack sources`);
  return doc;
}

function characterContext(doc: PackDocument, rootId: string) {
  const system = doc.system as unknown as CharacterSource & { notes: string };
  return {
    actor: doc,
    system,
    rootId,
    editable: true,
    notesHTML: system.notes,
    ...characterView(system),
  };
}

export function buildPages(packs: Packs): GalleryPage[] {
  const cowboy = find(packs, "npcs", "sgsNpcCowboy0003");
  return (["light", "dark"] as const).map((theme) => ({
    id: `character-sheet-${theme}`,
    title: `Character sheet: ${cowboy.name} (${theme})`,
    theme,
    sheet: CHARACTER_SHEET,
    context: characterContext(cowboy, `gallery-${theme}`),
  }));
}
