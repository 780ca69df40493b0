import { readFileSync } from "node:fs";
import { characterView, type OwnedItem } from "../src/rulesets/blaze-of-glory/sheets/character-context";
import { mountView } from "../src/rulesets/blaze-of-glory/sheets/mount-context";
import { vehicleView } from "../src/rulesets/blaze-of-glory/sheets/vehicle-context";
import { outfitView, type OutfitMemberRef } from "../src/rulesets/blaze-of-glory/sheets/outfit-context";
import { attributeView, weaponView } from "../src/rulesets/blaze-of-glory/sheets/item-context";
import type { ActorRef, SheetMode } from "../src/shell/sheets/view-common";
import {
  ATTRIBUTE_SHEET,
  CHARACTER_SHEET,
  MOUNT_SHEET,
  OUTFIT_SHEET,
  VEHICLE_SHEET,
  WEAPON_SHEET,
  type SheetSpec,
} from "../src/rulesets/blaze-of-glory/sheets/sheet-specs";
import {
  deriveCharacter,
  deriveMount,
  deriveVehicle,
  driverRatingOn,
  weaponColumns,
} from "../src/rulesets/blaze-of-glory/data/derive";
import { ENCOUNTER_FLAGS } from "../src/rulesets/blaze-of-glory/data/source-types";
import type {
  AttributeSource,
  CharacterSource,
  MountSource,
  OutfitSource,
  VehicleSource,
  WeaponSource,
} from "../src/rulesets/blaze-of-glory/data/source-types";
import { SYSTEM_PATH } from "../src/config";

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

export function find(packs: Packs, pack: string, id: string): PackDocument {
  const doc = packs[pack]?.find((d) => d._id === id);
  if (!doc) throw new Error(`gallery: ${pack}/${id} not found in the pack sources`);
  return doc;
}

/** Resolves a compendium UUID (`Compendium.six-gun-sound.<pack>.Actor.<id>`) inside the sources. */
function resolve(packs: Packs, uuid: string | null): ActorRef | null {
  if (!uuid) return null;
  const m = /^Compendium\.[^.]+\.([^.]+)\.\w+\.(\w+)$/.exec(uuid);
  const doc = m ? packs[m[1]!]?.find((d) => d._id === m[2]) : undefined;
  return doc
    ? { uuid, name: doc.name, img: doc.img ?? "", missing: false }
    : { uuid, name: uuid, img: "", missing: true };
}

/**
 * Our own asset paths (condition and document icons) become data URIs, so the gallery shows the
 * real icons; Foundry's core icons are swapped for a stand-in by scripts/gallery.mjs.
 */
const ASSET_PREFIX = `${SYSTEM_PATH}/assets/`;
const inlined = new Map<string, string>();
function inlineAssets<T>(value: T): T {
  if (typeof value === "string" && value.startsWith(ASSET_PREFIX)) {
    let uri = inlined.get(value);
    if (!uri) {
      const svg = readFileSync(`assets/${value.slice(ASSET_PREFIX.length)}`);
      uri = `data:image/svg+xml;base64,${svg.toString("base64")}`;
      inlined.set(value, uri);
    }
    return uri as T;
  }
  if (Array.isArray(value)) return value.map(inlineAssets) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineAssets(v)])) as T;
  }
  return value;
}

function owned<S>(doc: PackDocument): OwnedItem<S> {
  return { id: doc._id, name: doc.name, img: doc.img ?? "", system: doc.system as S };
}

export interface CharacterPageOptions {
  mode: SheetMode;
  tab: string;
  rootId: string;
}

/** The character sheet's full template context for one actor source, as the live sheet builds it. */
export function characterPageContext(doc: PackDocument, options: CharacterPageOptions) {
  const system = doc.system as unknown as CharacterSource;
  const items = doc.items ?? [];
  const weapons = items.filter((i) => i.type === "weapon").map((i) => owned<WeaponSource>(i));
  const attributes = items.filter((i) => i.type === "attribute").map((i) => owned<AttributeSource>(i));
  const derived = deriveCharacter(system, weapons, attributes);
  return {
    actor: doc,
    rootId: options.rootId,
    ...characterView({
      actor: { name: doc.name, img: doc.img ?? "" },
      system,
      derived,
      weapons,
      attributes,
      mode: options.mode,
      tab: options.tab,
      editable: true,
      notesHTML: system.notes,
    }),
  };
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** A figure with everything at once: long name, ten weapons, every condition on, wounds everywhere. */
function awkwardFigure(packs: Packs): PackDocument {
  const base = clone(find(packs, "npcs", "sgsNpcCowboy0003"));
  const gear = packs.gear ?? [];
  const weapons = gear.filter((d) => d.type === "weapon").slice(0, 10);
  const ammo = ["loaded", "fumbling", "lastShot", "out", "mustReload"];
  base.name = "Bartholomew 'Two-Gun' Fitzgerald-Vanderbilt <b>of</b> Tombstone";
  base.name = base.name.padEnd(60, "!").slice(0, 60);
  base.items = weapons.map((w, i) => {
    const item = clone(w);
    item.name = i === 0 ? "An exceedingly long-barrelled Buntline Special revolver" : item.name;
    item.system.ammo = ammo[i % ammo.length];
    return item;
  });
  base.items.push(...gear.filter((d) => d.type === "attribute").map(clone));
  const system = base.system as unknown as CharacterSource;
  system.star = true;
  system.veteran = true;
  system.wounds = { head: 1, gunArm: 2, offArm: 1, chest: 1, gut: 1, leg: 2, gutShot: true };
  system.encounter = Object.fromEntries(
    ENCOUNTER_FLAGS.map((f) => [f, true]),
  ) as CharacterSource["encounter"];
  return base;
}

/** A Warrior the GM made himself: no region yet, so the sheet asks for one. */
function warriorWithoutRegion(packs: Packs): PackDocument {
  const warrior = packs.npcs?.find((d) => d.type === "character" && d.system.profession === "warrior");
  if (!warrior) throw new Error("gallery: no Warrior in the NPC pack");
  const base = clone(warrior);
  base.name = "Warrior without a region";
  (base.system as unknown as CharacterSource).warriorRegion = "";
  return base;
}

/** Foundry lets a sheet be dragged narrower than it opens; the narrow pages check the layout there. */
const NARROW = 560;

function woundedFigure(packs: Packs): PackDocument {
  const base = clone(find(packs, "npcs", "sgsNpcCowboy0003"));
  const system = base.system as unknown as CharacterSource;
  system.wounds = { head: 0, gunArm: 1, offArm: 0, chest: 0, gut: 0, leg: 1, gutShot: false };
  system.encounter = { ...system.encounter, duckBack: true, prone: true };
  const gear = packs.gear ?? [];
  base.items = [
    ...(base.items ?? []),
    ...gear
      .filter((d) => d.type === "attribute")
      .slice(0, 3)
      .map(clone),
  ];
  return base;
}

function mountContext(packs: Packs, doc: PackDocument, mode: SheetMode) {
  const system = doc.system as unknown as MountSource;
  return {
    actor: doc,
    ...mountView({
      actor: { name: doc.name, img: doc.img ?? "" },
      system,
      derived: deriveMount(system),
      rider: resolve(packs, system.rider),
      mode,
      editable: true,
      notesHTML: system.notes,
    }),
  };
}

function vehicleContext(packs: Packs, doc: PackDocument, mode: SheetMode) {
  const system = doc.system as unknown as VehicleSource;
  const driverRef = resolve(packs, system.driver);
  const driverDoc = system.driver ? find(packs, "npcs", system.driver.split(".").pop()!) : null;
  const cowboy = find(packs, "npcs", "sgsNpcCowboy0003");
  // The coach carries the cowboy twice over in the gallery: inside and on the roof.
  const passengers = [
    { uuid: `Compendium.six-gun-sound.npcs.Actor.${cowboy._id}`, position: "inside" as const },
    { uuid: "Actor.deletedActor00001", position: "onTop" as const },
  ];
  return {
    actor: doc,
    ...vehicleView({
      actor: { name: doc.name, img: doc.img ?? "" },
      system: { ...system, passengers },
      derived: deriveVehicle(system),
      driver: driverRef && {
        ...driverRef,
        rating: driverDoc ? driverRatingOn(system, driverDoc.system as unknown as CharacterSource) : null,
      },
      passengers: passengers.map((p) => ({ ...resolve(packs, p.uuid)!, position: p.position })),
      mode,
      editable: true,
      notesHTML: system.notes,
    }),
  };
}

export function outfitContext(packs: Packs, doc: PackDocument, mode: SheetMode) {
  const system = doc.system as unknown as OutfitSource;
  const members: OutfitMemberRef[] = system.members.map((m) => {
    const ref = resolve(packs, m.uuid)!;
    const id = m.uuid.split(".").pop()!;
    const source = Object.values(packs)
      .flat()
      .find((d) => d._id === id);
    const isCharacter = source?.type === "character";
    return {
      ...ref,
      typeLabel: `TYPES.Actor.${source?.type ?? "character"}`,
      profession: isCharacter ? String(source!.system.profession) : null,
      rep: isCharacter ? Number(source!.system.rep) : null,
    };
  });
  return {
    actor: doc,
    ...outfitView({
      actor: { name: doc.name, img: doc.img ?? "" },
      system,
      members,
      mode,
      editable: true,
      notesHTML: system.notes,
    }),
  };
}

function weaponContext(doc: PackDocument, mode: SheetMode) {
  const system = doc.system as unknown as WeaponSource;
  return {
    actor: doc,
    ...weaponView({
      item: { name: doc.name, img: doc.img ?? "" },
      system,
      columns: weaponColumns(system.weapon),
      mode,
      editable: true,
      notesHTML: system.notes,
    }),
  };
}

function attributeContext(doc: PackDocument, mode: SheetMode) {
  const system = doc.system as unknown as AttributeSource;
  return {
    actor: doc,
    ...attributeView({
      item: { name: doc.name, img: doc.img ?? "" },
      system,
      mode,
      editable: true,
      notesHTML: system.notes,
    }),
  };
}

export function buildPages(packs: Packs): GalleryPage[] {
  const cowboy = find(packs, "npcs", "sgsNpcCowboy0003");
  const horse = find(packs, "stock", "sgsStockHorse001");
  const coach = find(packs, "stock", "sgsStockCoach001");
  const outfit = find(packs, "stock", "sgsStockOutfit01");
  const shotgun = find(packs, "gear", "sgsGearShotgun01");
  const familiar = find(packs, "gear", "sgsGearAttrFamil");
  const awkward = awkwardFigure(packs);
  const wounded = woundedFigure(packs);

  const pages: GalleryPage[] = [];
  const character = (
    id: string,
    title: string,
    doc: PackDocument,
    theme: "light" | "dark",
    mode: SheetMode,
    tab: string,
    width = CHARACTER_SHEET.width,
  ) =>
    pages.push({
      id,
      title,
      theme,
      sheet: { ...CHARACTER_SHEET, width },
      context: characterPageContext(doc, { mode, tab, rootId: `gallery-${id}` }),
    });
  for (const theme of ["light", "dark"] as const) {
    character(
      `character-sheet-${theme}`,
      `Character sheet, play: ${cowboy.name} (${theme})`,
      cowboy,
      theme,
      "play",
      "combat",
    );
    character(
      `character-edit-${theme}`,
      `Character sheet, edit: ${cowboy.name} (${theme})`,
      cowboy,
      theme,
      "edit",
      "combat",
    );
    character(
      `character-awkward-${theme}`,
      `Character sheet, awkward data (${theme})`,
      awkward,
      theme,
      "play",
      "combat",
    );
  }
  character("character-wounds-light", "Character sheet, wounds tab", wounded, "light", "play", "wounds");
  character(
    "character-wounds-awkward-dark",
    "Character sheet, wounds tab, awkward data",
    awkward,
    "dark",
    "play",
    "wounds",
  );
  character(
    "character-attributes-light",
    "Character sheet, attributes tab",
    wounded,
    "light",
    "play",
    "attributes",
  );
  character(
    "character-attributes-edit-dark",
    "Character sheet, attributes tab, edit",
    awkward,
    "dark",
    "edit",
    "attributes",
  );
  character("character-notes-dark", "Character sheet, notes tab", cowboy, "dark", "play", "notes");
  character(
    "character-attributes-awkward-light",
    "Character sheet, attributes tab, every attribute",
    awkward,
    "light",
    "play",
    "attributes",
  );
  character(
    "character-warrior-no-region-light",
    "Character sheet, a Warrior without a region",
    warriorWithoutRegion(packs),
    "light",
    "play",
    "combat",
  );
  character(
    "character-warrior-no-region-edit-dark",
    "Character sheet, a Warrior without a region, edit",
    warriorWithoutRegion(packs),
    "dark",
    "edit",
    "combat",
  );
  for (const theme of ["light", "dark"] as const) {
    character(
      `character-narrow-${theme}`,
      `Character sheet at ${NARROW} px, play (${theme})`,
      wounded,
      theme,
      "play",
      "combat",
      NARROW,
    );
    character(
      `character-narrow-awkward-${theme}`,
      `Character sheet at ${NARROW} px, awkward data (${theme})`,
      awkward,
      theme,
      theme === "light" ? "edit" : "play",
      "combat",
      NARROW,
    );
  }
  character(
    "character-awkward-edit-light",
    "Character sheet, awkward data, edit",
    awkward,
    "light",
    "edit",
    "combat",
  );

  const add = (id: string, title: string, theme: "light" | "dark", sheet: SheetSpec, context: object) =>
    pages.push({ id, title, theme, sheet, context: context as Record<string, unknown> });
  for (const [mode, theme] of [
    ["play", "light"],
    ["edit", "dark"],
    ["play", "dark"],
    ["edit", "light"],
  ] as const) {
    add(
      `mount-${mode}-${theme}`,
      `Mount sheet, ${mode}: ${horse.name} (${theme})`,
      theme,
      MOUNT_SHEET,
      mountContext(packs, horse, mode),
    );
    add(
      `vehicle-${mode}-${theme}`,
      `Vehicle sheet, ${mode}: ${coach.name} (${theme})`,
      theme,
      VEHICLE_SHEET,
      vehicleContext(packs, coach, mode),
    );
    add(
      `outfit-${mode}-${theme}`,
      `Outfit sheet, ${mode}: ${outfit.name} (${theme})`,
      theme,
      OUTFIT_SHEET,
      outfitContext(packs, outfit, mode),
    );
    add(
      `weapon-${mode}-${theme}`,
      `Weapon sheet, ${mode}: ${shotgun.name} (${theme})`,
      theme,
      WEAPON_SHEET,
      weaponContext(shotgun, mode),
    );
    add(
      `outfit-narrow-${mode}-${theme}`,
      `Outfit sheet at ${NARROW} px, ${mode}: ${outfit.name} (${theme})`,
      theme,
      { ...OUTFIT_SHEET, width: NARROW },
      outfitContext(packs, outfit, mode),
    );
    add(
      `attribute-${mode}-${theme}`,
      `Attribute sheet, ${mode}: ${familiar.name} (${theme})`,
      theme,
      ATTRIBUTE_SHEET,
      attributeContext(familiar, mode),
    );
  }
  return pages.map((p) => ({ ...p, context: inlineAssets(p.context) }));
}
