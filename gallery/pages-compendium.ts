import { CHARACTER_SHEET } from "../src/rulesets/blaze-of-glory/sheets/sheet-specs";
import { PROFESSIONS } from "../src/rules/blaze-of-glory/ids";
import { characterPageContext, type GalleryPage, type Packs } from "./pages";

/**
 * Compendium pages: one NPC of each profession from the generated NPC pack (its top row, the
 * figure with the most to show), rendered on the character sheet like gallery/pages.ts does.
 */
export function buildPages(packs: Packs): GalleryPage[] {
  const npcs = packs.npcs ?? [];
  return PROFESSIONS.map((profession) => {
    const rows = npcs
      .filter((d) => d.type === "character" && d.system.profession === profession)
      .sort((a, b) => b.name.localeCompare(a.name, "en", { numeric: true }));
    const doc = rows[0];
    if (!doc) throw new Error(`gallery: no ${profession} in the NPC pack`);
    const id = `compendium-npc-${profession}`;
    return {
      id,
      title: `Compendium NPC: ${doc.name}`,
      theme: "light" as const,
      sheet: CHARACTER_SHEET,
      context: characterPageContext(doc, { mode: "play", tab: "combat", rootId: `gallery-${id}` }),
    };
  });
}
