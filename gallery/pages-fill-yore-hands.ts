import { DEFAULT_INTERPRETATIONS } from "../src/rules/fill-yore-hands/interpretations";
import { deriveFigure } from "../src/rulesets/fill-yore-hands/data/derive";
import type { FigureSource, GroupSource, WeaponSource } from "../src/rulesets/fill-yore-hands/data/source";
import { figureView, type OwnedWeapon } from "../src/rulesets/fill-yore-hands/sheets/figure-context";
import { groupView, type GroupMemberRef } from "../src/rulesets/fill-yore-hands/sheets/group-context";
import { weaponView } from "../src/rulesets/fill-yore-hands/sheets/weapon-context";
import {
  FIGURE_SHEET,
  GROUP_SHEET,
  WEAPON_SHEET,
  type SheetSpec,
} from "../src/rulesets/fill-yore-hands/sheets/sheet-specs";
import { MISSING_FIGURE_IMG, type SheetMode } from "../src/shell/sheets/view-common";
import type { GalleryPage, PackDocument, Packs } from "./pages";

/**
 * Fill Yore Hands!'s sheets, built from its real pack sources with the same pure view functions the
 * live sheets call: a ready figure (play and edit), a wounded, scripted NPC, a group and two
 * weapons (one with the shotgun's lost numbers), in both themes.
 */

const THEMES = ["light", "dark"] as const;

function find(packs: Packs, pack: string, id: string): PackDocument {
  const doc = packs[pack]?.find((d) => d._id === id);
  if (!doc) throw new Error(`gallery: ${pack}/${id} not found in the pack sources`);
  return doc;
}

function figureContext(doc: PackDocument, mode: SheetMode, charmedByName: string | null = null) {
  const system = doc.system as unknown as FigureSource;
  const weapons: OwnedWeapon[] = (doc.items ?? []).map((i) => ({
    id: i._id,
    name: i.name,
    img: i.img ?? "",
    system: i.system as unknown as WeaponSource,
  }));
  return {
    actor: { name: doc.name },
    ...figureView({
      actor: { name: doc.name, img: doc.img ?? "" },
      system,
      derived: deriveFigure(system, DEFAULT_INTERPRETATIONS),
      weapons,
      charmedByName,
      mode,
      editable: true,
      notesHTML: system.notes,
    }),
  };
}

/** A scripted NPC bartender, wounded twice (one wound shrugged off), with an empty shotgun. */
function woundedNpc(packs: Packs): PackDocument {
  const townie = structuredClone(find(packs, "fyh-figures", "fyhFigTownie0001"));
  const shotgun = structuredClone(find(packs, "fyh-weapons", "fyhWpnShotgun001"));
  const system = townie.system as unknown as FigureSource;
  Object.assign(system, {
    isNPC: true,
    toughness: "builtLikeAnOx",
    toughnessUsed: true,
    chargenCard: "QC",
    wounds: [
      { level: "hit", source: "shot", card: "7D", ignored: true },
      { level: "pinked", source: "brawl", card: null, ignored: false },
    ],
    woundedEver: true,
    attitude: "neutral",
    inLightCover: true,
    script:
      "Once shots have been heard, fires his shotgun at any gunfighter who comes through the saloon door.",
  } satisfies Partial<FigureSource>);
  return {
    ...townie,
    name: "Bartender Cyrus Pettibone",
    items: [...(townie.items ?? []), { ...shotgun, _id: "fyhGalleryShotg1" }],
  };
}

function groupContext(packs: Packs, mode: SheetMode) {
  const ids = ["fyhFigGunfight01", "fyhFigCowboy0001", "fyhFigDrunk00001"];
  const system: GroupSource = {
    schemaVersion: 1,
    members: [
      ...ids.map((id) => `Compendium.six-gun-sound.fyh-figures.Actor.${id}`),
      "Actor.goneMissing0001",
    ],
    cardsPerGroup: null,
    ownerNote: "Sam's posse",
    notes: "<p>Rode in from Tascosa on Tuesday.</p>",
  };
  const members: GroupMemberRef[] = system.members.map((uuid) => {
    const doc = packs["fyh-figures"]?.find((d) => uuid.endsWith(`.${d._id}`));
    if (!doc)
      return {
        uuid,
        name: uuid,
        img: MISSING_FIGURE_IMG,
        missing: true,
        typeLabel: null,
        woundLabel: null,
        down: false,
      };
    const fig = doc.system as unknown as FigureSource;
    const derived = deriveFigure(fig, DEFAULT_INTERPRETATIONS);
    return {
      uuid,
      name: doc.name,
      img: doc.img ?? "",
      missing: false,
      typeLabel: `SIXGUN.FYH.Type.${fig.characterType}`,
      woundLabel: `SIXGUN.FYH.Wound.${derived.woundLevel}`,
      down: derived.isDown || derived.isDead,
    };
  });
  return {
    actor: { name: "The Tascosa Bunch" },
    ...groupView({
      actor: { name: "The Tascosa Bunch", img: "systems/six-gun-sound/assets/icons/documents/outfit.svg" },
      system,
      members,
      worldCards: DEFAULT_INTERPRETATIONS.cardsPerGroup,
      mode,
      editable: true,
      notesHTML: system.notes,
    }),
  };
}

function weaponContext(doc: PackDocument, mode: SheetMode) {
  const system = doc.system as unknown as WeaponSource;
  return {
    item: { name: doc.name },
    ...weaponView({
      item: { name: doc.name, img: doc.img ?? "" },
      system,
      mode,
      editable: true,
      notesHTML: system.notes,
    }),
  };
}

export function buildPages(packs: Packs): GalleryPage[] {
  const cowboy = find(packs, "fyh-figures", "fyhFigCowboy0001");
  const npc = woundedNpc(packs);
  const shotgun = find(packs, "fyh-weapons", "fyhWpnShotgun001");
  const sixShooter = find(packs, "fyh-weapons", "fyhWpnSixShoot01");
  const pages: GalleryPage[] = [];
  const add = (id: string, title: string, theme: "light" | "dark", sheet: SheetSpec, context: object) =>
    pages.push({ id, title, theme, sheet, context: context as Record<string, unknown> });
  for (const theme of THEMES) {
    for (const mode of ["play", "edit"] as const) {
      add(
        `fyh-figure-${mode}-${theme}`,
        `FYH figure, ${mode}: ${cowboy.name} (${theme})`,
        theme,
        FIGURE_SHEET,
        figureContext(cowboy, mode),
      );
      add(
        `fyh-npc-${mode}-${theme}`,
        `FYH figure, ${mode}: a wounded NPC (${theme})`,
        theme,
        FIGURE_SHEET,
        figureContext(npc, mode, mode === "play" ? "Kid Snodgrass" : null),
      );
      add(
        `fyh-group-${mode}-${theme}`,
        `FYH group, ${mode} (${theme})`,
        theme,
        GROUP_SHEET,
        groupContext(packs, mode),
      );
      add(
        `fyh-weapon-${mode}-${theme}`,
        `FYH weapon, ${mode}: ${shotgun.name} (${theme})`,
        theme,
        WEAPON_SHEET,
        weaponContext(shotgun, mode),
      );
    }
    add(
      `fyh-weapon-loaded-${theme}`,
      `FYH weapon, play: ${sixShooter.name} (${theme})`,
      theme,
      WEAPON_SHEET,
      weaponContext(sixShooter, "play"),
    );
  }
  return pages;
}
