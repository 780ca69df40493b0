import { GUNHAND_SHEET, gunhandView } from "../tests/fixtures/ruleset/spec";
import type { GalleryPage } from "./pages";

/**
 * The test-only fixture ruleset's sheet (`tests/fixtures/ruleset/`): the gallery renders a second
 * ruleset's sheet from its own folder, and the contract and accessibility checks run over it too.
 */
export function buildPages(): GalleryPage[] {
  const actor = {
    name: "Fixture Gunhand",
    img: "systems/six-gun-sound/assets/icons/documents/pistol.svg",
    system: { nerve: 4 },
  };
  return (["light", "dark"] as const).flatMap((theme) =>
    [false, true].map((editable) => ({
      id: `fixture-gunhand-${editable ? "edit" : "play"}-${theme}`,
      title: `Fixture ruleset: gunhand (${editable ? "edit" : "play"}, ${theme})`,
      theme,
      sheet: GUNHAND_SHEET,
      context: gunhandView(actor, editable),
    })),
  );
}
