import { createHash } from "node:crypto";
import yaml from "js-yaml";
import { SYSTEM_ID } from "../../../config";
import {
  ATTRIBUTE_NAMES,
  ICONS,
  PROFESSION_NAMES,
  SKILLS,
  WEAPON_NAMES,
  npcLoadout,
  weaponImg,
} from "./names";

export { ATTRIBUTE_NAMES, PROFESSION_NAMES, SKILLS, WEAPON_NAMES, npcLoadout } from "./names";
export type { Carried } from "./names";
import { SCHEMA_VERSIONS } from "../migrations";
import { NO_ENCOUNTER, NO_WOUNDS_SOURCE } from "../data/source-types";
import {
  ATTRIBUTES,
  PROFESSIONS,
  WEAPONS,
  type AttributeId,
  type Profession,
  type WeaponId,
  type WarriorRegion,
} from "../../../rules/blaze-of-glory/ids";
import {
  JUST_PASSING_THROUGH,
  NPC_TABLES,
  RANDOM_NPC_SELECTION,
  RANDOM_STAR_PROFESSION,
  type NpcStatsRow,
  type RedWhiteEntry,
} from "../../../rules/blaze-of-glory/npc";
import {
  ATTRIBUTE_CARDS,
  DECK_SIZE,
  DRUNKARD_TABLE,
  JOKER_SOURCE,
  RANKS,
} from "../../../rules/blaze-of-glory/attributes";
import { WEAPON_TABLE } from "../../../rules/blaze-of-glory/weapons";
import {
  ANIMAL_HIT_TABLE,
  MOUNT_QUALITY_TABLE,
  MOUNT_TYPES,
  type QualityTableRow,
} from "../../../rules/blaze-of-glory/mounts";
import {
  TEAM_QUALITY_TABLE,
  hasLeadAnimal,
  leadAnimalQuality,
  type DraftAnimal,
  type VehicleType,
} from "../../../rules/blaze-of-glory/vehicles";
import { WIND_DIRECTION_TABLE } from "../../../rules/blaze-of-glory/buildings";
import { RUNNING_A_CAMPAIGN, campaignTableSpecs } from "./campaign-packs";

/**
 * The compendium content, built from the rules core's tables (issue 6). Pure: returns plain pack
 * documents; `scripts/generate-packs.mjs` writes them as YAML and `tests/packs` checks the committed
 * files still equal what this produces, so a table change cannot leave a stale pack document.
 *
 * Every generated document carries `flags.six-gun-sound.generated` (its content key); the writer
 * removes generated files that are no longer produced and leaves hand-written sources alone.
 */

export type PackDoc = Record<string, unknown> & { _id: string; _key: string; name: string };

export interface GeneratedSource {
  /** Pack name in system.json. */
  pack: string;
  /** Content key the `_id` is derived from. */
  key: string;
  doc: PackDoc;
}

export const GENERATED_FLAG = "generated";

const QUALITY_NAMES: Readonly<Record<number, string>> = { 3: "Nag", 4: "Pretty Fair", 5: "Good" };
const SUIT_NAMES = { spades: "Spades", clubs: "Clubs", hearts: "Hearts", diamonds: "Diamonds" } as const;
const RANK_NAMES: Readonly<Record<number, string>> = { 11: "Jack", 12: "Queen", 13: "King", 14: "Ace" };
const rankName = (rank: number) => RANK_NAMES[rank] ?? String(rank);

/**
 * `_id`s the hand-written sources used before the generator existed; other sources, tests and the
 * gallery refer to them, so the generated documents keep them.
 */
export const LEGACY_IDS: Readonly<Record<string, string>> = {
  "npc.cowboy.3": "sgsNpcCowboy0003",
  "weapon.knife": "sgsGearKnife0001",
  "weapon.pistol": "sgsGearPistol001",
  "weapon.derringer": "sgsGearDerring01",
  "weapon.shotgun": "sgsGearShotgun01",
  "weapon.mlRifle": "sgsGearMlRifle01",
  "weapon.lance": "sgsGearLance0001",
  "weapon.scattergun": "sgsGearScatter01",
  "weapon.buffaloGun": "sgsGearBuffalo01",
  "weapon.trapdoorCarbine": "sgsGearTrapCarb1",
  "weapon.repeatingCarbine": "sgsGearRepCarb01",
  "attribute.crackTeamster": "sgsGearAttrTeams",
  "attribute.crackshot": "sgsGearAttrCrack",
  "attribute.familiarWithWeapon": "sgsGearAttrFamil",
  "attribute.tough": "sgsGearAttrTough",
};

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A stable 16-character id for a content key: "sgs" and 13 base-62 digits of its SHA-256. */
export function stableId(key: string): string {
  const legacy = LEGACY_IDS[key];
  if (legacy) return legacy;
  const bytes = createHash("sha256").update(`${SYSTEM_ID}:${key}`).digest();
  let id = "sgs";
  for (let i = 0; id.length < 16; i++) id += ALPHABET[bytes[i]! % ALPHABET.length];
  return id;
}

export function compendiumUuid(pack: string, documentName: string, id: string): string {
  return `Compendium.${SYSTEM_ID}.${pack}.${documentName}.${id}`;
}

const FIGURE_IMG = "icons/svg/mystery-man.svg";
const TABLE_IMG = "icons/svg/d20-grey.svg";

const escapeHTML = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

function flags(key: string): Record<string, unknown> {
  return { [SYSTEM_ID]: { [GENERATED_FLAG]: key } };
}

function common(key: string, sort: number) {
  return { folder: null, sort, flags: flags(key), ownership: { default: 0 } };
}

interface ActorSpec {
  pack: string;
  key: string;
  name: string;
  type: "character" | "mount" | "vehicle";
  img: string;
  system: Record<string, unknown>;
  items?: unknown[];
  sort: number;
  /** The prototype token's name, size in squares and disposition. */
  token: { name: string; width: number; height: number; disposition: number };
}

/** The envelope every generated actor shares: ids, sorting, flags and an unlinked token. */
function actorSource(spec: ActorSpec): GeneratedSource {
  const _id = stableId(spec.key);
  return {
    pack: spec.pack,
    key: spec.key,
    doc: {
      _id,
      _key: `!actors!${_id}`,
      name: spec.name,
      type: spec.type,
      img: spec.img,
      system: spec.system,
      items: spec.items ?? [],
      effects: [],
      ...common(spec.key, spec.sort),
      prototypeToken: {
        name: spec.token.name,
        actorLink: false,
        width: spec.token.width,
        height: spec.token.height,
        disposition: spec.token.disposition,
        displayName: 20,
        texture: { src: spec.img },
      },
    },
  };
}

/* ------------------------------------------------------------------ items */

function weaponSystem(id: WeaponId, notes: string) {
  return { schemaVersion: SCHEMA_VERSIONS.weapon, weapon: id, ammo: "loaded", capAndBall: false, notes };
}

function weaponSummary(id: WeaponId): string {
  const w = WEAPON_TABLE[id];
  if (w.meleeOnly) return "Melee only; adds a die in melee.";
  const parts = [`Effective range ${w.e}" per point of Rep`];
  if (w.longE) parts.push(`${w.longE}" for Buffalo Hunters and Veterans`);
  parts.push(`max ${w.maxRange}"`, `${w.targets} target${w.targets === 1 ? "" : "s"}`);
  parts.push(w.hands === 1 ? "one-handed" : "two-handed");
  return `${parts.join(", ")}.`;
}

function weaponItem(id: WeaponId): GeneratedSource {
  const key = `weapon.${id}`;
  const _id = stableId(key);
  return {
    pack: "gear",
    key,
    doc: {
      _id,
      _key: `!items!${_id}`,
      name: WEAPON_NAMES[id],
      type: "weapon",
      img: weaponImg(id),
      system: weaponSystem(id, `<p>${escapeHTML(weaponSummary(id))}</p>`),
      effects: [],
      ...common(key, (WEAPONS.indexOf(id) + 1) * 1000),
    },
  };
}

function attributeItem(id: AttributeId): GeneratedSource {
  const key = `attribute.${id}`;
  const _id = stableId(key);
  const cards = ATTRIBUTE_CARDS.filter((c) => c.attribute === id)
    .map((c) => `${SUIT_NAMES[c.suit]} ${c.ranks.map(rankName).join(", ")}`)
    .join("; ");
  return {
    pack: "gear",
    key,
    doc: {
      _id,
      _key: `!items!${_id}`,
      name: ATTRIBUTE_NAMES[id],
      type: "attribute",
      img: `${ICONS}/attribute.svg`,
      system: {
        schemaVersion: SCHEMA_VERSIONS.attribute,
        attribute: id,
        kind: SKILLS.includes(id) ? "skill" : "attribute",
        familiarWeapon: "",
        notes: `<p>Attribute card: ${escapeHTML(cards)}.</p>`,
      },
      effects: [],
      ...common(key, 100000 + (ATTRIBUTES.indexOf(id) + 1) * 1000),
    },
  };
}

/* ------------------------------------------------------------------- NPCs */

function listWeapons(ids: readonly WeaponId[]): string {
  const counts = new Map<WeaponId, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const names = [...counts].map(([id, n]) => (n === 1 ? WEAPON_NAMES[id] : `${n} ${WEAPON_NAMES[id]}s`));
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

function veteranNote(profession: Profession): string {
  const on = NPC_TABLES[profession].veteranOn;
  if (on === 0) return "The table gives this profession no veteran chance.";
  return `Veteran on a d6 roll of ${on === 1 ? "1" : "1 or 2"} (tick Veteran on the sheet when it comes up).`;
}

/** Outlaws come looking for trouble; everyone else is neutral until the scenario says otherwise. */
export function npcDisposition(profession: Profession): -1 | 0 {
  return profession === "outlaw" ? -1 : 0;
}

/**
 * The compendium Warriors' region. Plains is the one region every shared locale offers (Canada:
 * Plains or North Western; New Mexico and West Texas: Plains or South Western) and has the longest
 * locale list, so a Warrior dropped without a look at his sheet is right in most encounters.
 */
export const NPC_WARRIOR_REGION: WarriorRegion = "plains";

export function npcKey(profession: Profession, score: number): string {
  return `npc.${profession}.${score}`;
}

function npcActor(profession: Profession, row: NpcStatsRow): GeneratedSource {
  const key = npcKey(profession, row.score);
  const _id = stableId(key);
  const name = `${PROFESSION_NAMES[profession]} (${row.score})`;
  const loadout = npcLoadout(row);
  const town = row.inTown === null ? "Carries no in-town loadout." : `In town: ${listWeapons(row.inTown)}.`;
  const notes = [
    `Row ${row.score} of the ${PROFESSION_NAMES[profession]} NPC table (book ${row.source}).`,
    `In the field: ${listWeapons(row.weapons)}. ${town}`,
    veteranNote(profession),
  ];
  if (profession === "warrior")
    notes.push(
      "Region: Plains, the one region that fits every shared locale (Canada, New Mexico, West Texas). " +
        "For a South Western or North Western encounter, change the region on the sheet.",
    );
  const items = loadout.map(({ weapon, carried }, i) => {
    const itemKey = `${key}.item.${i}`;
    const itemId = stableId(itemKey);
    const label = carried === "town" ? `${WEAPON_NAMES[weapon]} (in town)` : WEAPON_NAMES[weapon];
    const where = {
      field: "Carried in the field.",
      town: "Carried in town only.",
      both: "Carried in the field and in town.",
    }[carried];
    return {
      _id: itemId,
      _key: `!actors.items!${_id}.${itemId}`,
      name: label,
      type: "weapon",
      img: weaponImg(weapon),
      system: weaponSystem(weapon, `<p>${where}</p>`),
      effects: [],
      folder: null,
      sort: (i + 1) * 100000,
      flags: { [SYSTEM_ID]: { carried } },
      ownership: { default: 0 },
    };
  });
  const familiar = [...new Set([...row.weapons, ...(row.inTown ?? [])])];
  return actorSource({
    pack: "npcs",
    key,
    name,
    type: "character",
    img: FIGURE_IMG,
    system: {
      schemaVersion: SCHEMA_VERSIONS.character,
      star: false,
      profession,
      // A Warrior's reaction tests come from his region's sheet: without one he has none.
      warriorRegion: profession === "warrior" ? NPC_WARRIOR_REGION : "",
      veteran: false,
      rep: row.rep,
      toughness: row.toughness,
      sand: row.sand,
      prosperity: null,
      lostLeg: false,
      stagecoachDriver: false,
      gunArm: "right",
      familiarWeapons: familiar,
      wounds: { ...NO_WOUNDS_SOURCE },
      encounter: { ...NO_ENCOUNTER },
      notes: notes.map((n) => `<p>${escapeHTML(n)}</p>`).join(""),
    },
    items,
    sort: (PROFESSIONS.indexOf(profession) * 10 + row.score) * 1000,
    token: {
      name: PROFESSION_NAMES[profession],
      width: 1,
      height: 1,
      disposition: npcDisposition(profession),
    },
  });
}

/* ------------------------------------------------------- mounts, vehicles */

function mountActor(type: "horse" | "mule", quality: 3 | 4 | 5): GeneratedSource {
  const key = `mount.${type}.${quality}`;
  const name = `${type === "horse" ? "Horse" : "Mule"} (${QUALITY_NAMES[quality]})`;
  const img = `${ICONS}/horse.svg`;
  return actorSource({
    pack: "stock",
    key,
    name,
    type: "mount",
    img,
    system: {
      schemaVersion: SCHEMA_VERSIONS.mount,
      mountType: type,
      quality,
      state: "tied",
      status: "unhurt",
      rider: null,
      notes: `<p>A ${type} of Quality ${quality} (${QUALITY_NAMES[quality]}).</p>`,
    },
    sort: (type === "horse" ? 1000 : 2000) + quality * 10,
    token: { name, width: 1, height: 2, disposition: 0 },
  });
}

export interface VehicleVariant {
  vehicle: VehicleType;
  animal: DraftAnimal;
  size: number;
}

/** Every vehicle with each team it may draw: the book's usual teams (wagons 2–4, coaches 4–6). */
export const VEHICLE_VARIANTS: readonly VehicleVariant[] = [
  { vehicle: "wagon", animal: "horse", size: 2 },
  { vehicle: "wagon", animal: "horse", size: 4 },
  { vehicle: "wagon", animal: "mule", size: 2 },
  { vehicle: "wagon", animal: "mule", size: 4 },
  { vehicle: "wagon", animal: "ox", size: 2 },
  { vehicle: "wagon", animal: "ox", size: 4 },
  { vehicle: "stagecoach", animal: "horse", size: 4 },
  { vehicle: "stagecoach", animal: "horse", size: 6 },
  { vehicle: "stagecoach", animal: "mule", size: 4 },
  { vehicle: "buckboard", animal: "horse", size: 1 },
  { vehicle: "buckboard", animal: "mule", size: 1 },
];

const VEHICLE_NAMES: Readonly<Record<VehicleType, string>> = {
  wagon: "Wagon",
  stagecoach: "Stagecoach",
  buckboard: "Buckboard",
};
const ANIMAL_NAMES: Readonly<Record<DraftAnimal, [string, string]>> = {
  horse: ["horse", "horses"],
  mule: ["mule", "mules"],
  ox: ["ox", "oxen"],
};

function vehicleActor(v: VehicleVariant, index: number): GeneratedSource {
  const key = `vehicle.${v.vehicle}.${v.animal}.${v.size}`;
  const animals = ANIMAL_NAMES[v.animal][v.size === 1 ? 0 : 1];
  const name = `${VEHICLE_NAMES[v.vehicle]} (${v.size} ${animals})`;
  const quality = 4;
  const leadQuality = hasLeadAnimal(v.vehicle, v.size) ? leadAnimalQuality(quality) : null;
  const img = `${ICONS}/coach.svg`;
  const lead = leadQuality ? ` led by one of Quality ${leadQuality}` : "";
  return actorSource({
    pack: "stock",
    key,
    name,
    type: "vehicle",
    img,
    system: {
      schemaVersion: SCHEMA_VERSIONS.vehicle,
      vehicleType: v.vehicle,
      team: { animal: v.animal, size: v.size, quality, leadQuality },
      driver: null,
      passengers: [],
      notes: `<p>A team of ${v.size} Pretty Fair ${animals}${lead}. Roll the Team Quality table to vary it.</p>`,
    },
    sort: 10000 + index * 10,
    token: { name, width: 2, height: v.vehicle === "buckboard" ? 3 : 4, disposition: 0 },
  });
}

/* ------------------------------------------------------------ roll tables */

interface ResultSpec {
  range: [number, number];
  name: string;
  /** Link to another compendium document (drawn recursively when it is a table). */
  uuid?: string;
  img?: string;
}

function rollTable(
  key: string,
  name: string,
  formula: string,
  description: string,
  results: ResultSpec[],
  sort: number,
): GeneratedSource {
  const _id = stableId(key);
  return {
    pack: "tables",
    key,
    doc: {
      _id,
      _key: `!tables!${_id}`,
      name,
      img: TABLE_IMG,
      description: `<p>${escapeHTML(description)}</p>`,
      formula,
      replacement: true,
      displayRoll: true,
      results: results.map((r, i) => {
        const resultId = stableId(`${key}.result.${i}`);
        return {
          _id: resultId,
          _key: `!tables.results!${_id}.${resultId}`,
          type: r.uuid ? "document" : "text",
          name: r.name,
          img: r.img ?? "icons/svg/d20-black.svg",
          description: "",
          documentUuid: r.uuid ?? null,
          weight: r.range[1] - r.range[0] + 1,
          range: r.range,
          drawn: false,
          flags: {},
        };
      }),
      ...common(key, sort),
    },
  };
}

export const TABLE_KEYS = {
  randomNpcSelection: "table.randomNpcSelection",
  justPassingThrough: "table.justPassingThrough",
  randomStarProfession: "table.randomStarProfession",
  attributeCard: "table.attributeCard",
  mountQuality: "table.mountQuality",
  teamQuality: "table.teamQuality",
  tetheredHorse: "table.tetheredHorse",
  windDirection: "table.windDirection",
  drunkard: "table.drunkard",
  animalHit: "table.animalHit",
} as const;

export const professionTableKey = (p: Profession) => `table.npc.${p}`;
const tableUuid = (key: string) => compendiumUuid("tables", "RollTable", stableId(key));

/**
 * A red/white table read as one roll of `1d6 * 10 + 1d6`: the tens are the red die, the units the
 * white die (so 11–66). Each entry covers one red face and a run of white faces.
 */
function redWhiteResults(entries: readonly RedWhiteEntry[], selfKey: string): ResultSpec[] {
  const out: ResultSpec[] = [];
  for (const entry of entries) {
    for (let red = entry.red[0]; red <= entry.red[1]; red++) {
      const range: [number, number] = [red * 10 + entry.white[0], red * 10 + entry.white[1]];
      out.push(
        entry.result === "reroll"
          ? { range, name: "Roll again", uuid: tableUuid(selfKey) }
          : {
              range,
              name: PROFESSION_NAMES[entry.result],
              uuid: tableUuid(professionTableKey(entry.result)),
            },
      );
    }
  }
  return out.sort((a, b) => a.range[0] - b.range[0]);
}

function qualityResults(table: readonly QualityTableRow[]): ResultSpec[] {
  return table.map((row) => ({
    range: [Math.max(1, row.min), Math.min(6, row.max)],
    name: `${QUALITY_NAMES[row.quality]} (Quality ${row.quality})`,
  }));
}

function professionTable(profession: Profession): GeneratedSource {
  const table = NPC_TABLES[profession];
  const results: ResultSpec[] = table.rows.map((row) => {
    if (row.kind === "redirect") {
      const target =
        row.table === "randomNpcSelection" ? TABLE_KEYS.randomNpcSelection : TABLE_KEYS.justPassingThrough;
      const label = row.table === "randomNpcSelection" ? "Random NPC Selection" : "Just Passing Through";
      return { range: [row.score, row.score], name: `Roll on ${label}`, uuid: tableUuid(target) };
    }
    return {
      range: [row.score, row.score],
      name: `${PROFESSION_NAMES[profession]} (${row.score})`,
      uuid: compendiumUuid("npcs", "Actor", stableId(npcKey(profession, row.score))),
      img: FIGURE_IMG,
    };
  });
  const redirect = table.rows.find((r) => r.kind === "redirect");
  const extra = redirect
    ? ` On a 1 the roll goes to another table; if that table says to roll again, take row ${redirect.rerollScore} of this one instead.`
    : "";
  return rollTable(
    professionTableKey(profession),
    `NPC Table: ${PROFESSION_NAMES[profession]}`,
    "1d6",
    `One d6 for each ${PROFESSION_NAMES[profession]}; drag the figure from the NPCs pack. ${veteranNote(profession)}${extra}`,
    results,
    1000 + PROFESSIONS.indexOf(profession) * 10,
  );
}

function attributeCardTable(): GeneratedSource {
  const results: ResultSpec[] = [];
  ATTRIBUTE_CARDS.forEach((card) => {
    const suitIndex = ["spades", "clubs", "hearts", "diamonds"].indexOf(card.suit);
    const first = suitIndex * RANKS.length + RANKS.indexOf(card.ranks[0] as (typeof RANKS)[number]) + 1;
    const last = first + card.ranks.length - 1;
    const ranks =
      card.ranks.length === 1
        ? rankName(card.ranks[0]!)
        : `${rankName(card.ranks[0]!)}–${rankName(card.ranks[card.ranks.length - 1]!)}`;
    results.push({
      range: [first, last],
      name: `${SUIT_NAMES[card.suit]} ${ranks}: ${ATTRIBUTE_NAMES[card.attribute]}`,
      uuid: compendiumUuid("gear", "Item", stableId(`attribute.${card.attribute}`)),
      img: `${ICONS}/attribute.svg`,
    });
  });
  results.sort((a, b) => a.range[0] - b.range[0]);
  results.push({ range: [53, DECK_SIZE], name: "Joker: the player chooses" });
  return rollTable(
    TABLE_KEYS.attributeCard,
    "Attribute Card Draw",
    `1d${DECK_SIZE}`,
    `One card from a full deck with both Jokers (${DECK_SIZE} cards; the Joker is book ${JOKER_SOURCE}). Spades are 1–13, Clubs 14–26, Hearts 27–39, Diamonds 40–52, each from 2 up to Ace.`,
    results,
    100,
  );
}

export const DRUNK_NAMES: Readonly<Record<string, string>> = {
  ironclad: "Ironclad",
  deadDrunk: "Dead drunk",
  touched: "Touched drunk",
  sick: "Sick drunk",
  staggering: "Staggering",
};
export const ANIMAL_HIT_LOCATION_NAMES: Readonly<Record<string, string>> = {
  head: "Head",
  neck: "Neck",
  chest: "Chest",
  abdomen: "Abdomen",
  shoulderThigh: "Shoulder or thigh",
  legs: "Legs",
};
export const ANIMAL_HIT_OUTCOME_NAMES: Readonly<Record<string, string>> = {
  grazed: "grazed",
  spooked: "spooked",
  mortalWound: "mortally wounded",
  dead: "dead",
  drops: "drops",
  legBroken: "leg broken",
  stumbles: "stumbles",
};

function rollTables(): GeneratedSource[] {
  const tables: GeneratedSource[] = [
    rollTable(
      TABLE_KEYS.randomNpcSelection,
      "Random NPC Selection",
      "1d6 * 10 + 1d6",
      "Red and white d6: the tens are the red die, the units the white die. A red 6 rolls again. Each result rolls on that profession's NPC table.",
      redWhiteResults(RANDOM_NPC_SELECTION, TABLE_KEYS.randomNpcSelection),
      10,
    ),
    rollTable(
      TABLE_KEYS.justPassingThrough,
      "Just Passing Through",
      "1d6 * 10 + 1d6",
      "Red and white d6: the tens are the red die (1–3 or 4–6 picks the half), the units the white die. Each result rolls on that profession's NPC table.",
      redWhiteResults(JUST_PASSING_THROUGH, TABLE_KEYS.justPassingThrough),
      20,
    ),
    rollTable(
      TABLE_KEYS.randomStarProfession,
      "Random Star Profession",
      "1d6",
      "One d6 for a player's Star. Each result rolls on that profession's NPC table.",
      RANDOM_STAR_PROFESSION.map((e) => ({
        range: [e.score, e.score] as [number, number],
        name: PROFESSION_NAMES[e.result],
        uuid: tableUuid(professionTableKey(e.result)),
      })),
      30,
    ),
    attributeCardTable(),
    rollTable(
      TABLE_KEYS.mountQuality,
      "Mount Quality",
      "1d6",
      "One d6 plus the owner's modifier for profession and prosperity; below 1 reads as 1, above 6 as 6.",
      qualityResults(MOUNT_QUALITY_TABLE),
      200,
    ),
    rollTable(
      TABLE_KEYS.teamQuality,
      "Team Quality",
      "1d6",
      "One d6 for the whole team plus the owner's modifier; a stagecoach team, or any team of more than four, has a lead animal one Quality better (at most Good).",
      qualityResults(TEAM_QUALITY_TABLE),
      210,
    ),
    rollTable(
      TABLE_KEYS.tetheredHorse,
      "Tethered Horse",
      "1d6",
      "A horse taken from a hitching rail: the mount quality table with no owner modifier. Good Judge of Horseflesh adds one.",
      qualityResults(MOUNT_QUALITY_TABLE),
      220,
    ),
    rollTable(
      TABLE_KEYS.windDirection,
      "Wind Direction",
      "1d6",
      "Rolled once at the start of a game with fire in it.",
      WIND_DIRECTION_TABLE.map((e) => ({
        range: [Math.min(...e.faces), Math.max(...e.faces)] as [number, number],
        name: `From the ${e.direction}`.replace(/the (\w)/, (_m, c: string) => `the ${c.toUpperCase()}`),
      })),
      300,
    ),
    rollTable(
      TABLE_KEYS.drunkard,
      "Drunkard",
      "1d6",
      "For a Drunkard whose first die at the start of an encounter beat his Rep: the second die gives his state for the encounter.",
      DRUNKARD_TABLE.map((e) => ({
        range: [Math.min(...e.faces), Math.max(...e.faces)] as [number, number],
        name: DRUNK_NAMES[e.condition]!,
      })),
      400,
    ),
    rollTable(
      TABLE_KEYS.animalHit,
      "They Shot My Horse: Where Hit",
      "1d6",
      "Where a shot animal (a mount or one of a team) is hit. Then test the animal's Quality, changed as shown, and read the result by passes.",
      ANIMAL_HIT_TABLE.map((row) => {
        const mod = row.qualityModifier
          ? ` (Quality ${row.qualityModifier > 0 ? "+" : ""}${row.qualityModifier})`
          : "";
        const [p0, p1, p2] = row.outcomes.map((o) => ANIMAL_HIT_OUTCOME_NAMES[o]);
        return {
          range: [row.die, row.die] as [number, number],
          name: `${ANIMAL_HIT_LOCATION_NAMES[row.location]}${mod}: pass 2 ${p2}, pass 1 ${p1}, pass 0 ${p0}`,
        };
      }),
      410,
    ),
  ];
  tables.push(...PROFESSIONS.map(professionTable));
  return tables;
}

/* ---------------------------------------------------------------- journal */

const HOW_TO_PLAY: { name: string; html: string }[] = [
  {
    name: "Getting started",
    html: [
      "<p>Six Gun Sound plays on a square grid where one square is one inch of tabletop.</p>",
      "<p>Open the <strong>Blaze of Glory NPCs</strong> pack and drag a figure onto the scene. Each NPC is one row of its profession's table; its token is unlinked, so every copy you drop is a separate figure with its own wounds.</p>",
      "<p>Rather roll? Open the <strong>Blaze of Glory Tables</strong> pack. Draw from <em>Random NPC Selection</em>, <em>Just Passing Through</em> or a profession's <em>NPC Table</em>: the draw follows the links down to the figure, which you can then drag from the chat card.</p>",
    ].join(""),
  },
  {
    name: "Figures, veterans and Hands",
    html: [
      "<p>The sheet shows Rep, Toughness and Sand and works out ranges, move and reaction tests from them. Everything derived is recalculated when you change a stat or add a weapon.</p>",
      "<p>The NPC notes say when a profession may be a veteran; roll it and tick <em>Veteran</em> on the sheet. For a Hand, draw on <em>Attribute Card Draw</em> and drag the attribute from the weapons and attributes pack onto the sheet.</p>",
      "<p>Weapons marked <em>(in town)</em> are what the figure carries in a settlement; remove the field weapons for a town encounter, or the town ones for the trail.</p>",
    ].join(""),
  },
  {
    name: "Horses, wagons and outfits",
    html: [
      "<p>Mounts come as horse and mule at each Quality. Roll <em>Mount Quality</em> (or <em>Tethered Horse</em> for one taken from a rail) and drag the matching mount; set its rider on the mount sheet.</p>",
      "<p>Wagons, stagecoaches and buckboards come with their usual teams at Pretty Fair; roll <em>Team Quality</em> and adjust the sheet. Drop figures on a vehicle sheet to seat them.</p>",
      "<p>An outfit actor gathers your Star and Hands, their groups, and the diary of encounters played.</p>",
    ].join(""),
  },
  {
    name: "A turn at the table",
    html: [
      "<p>Start the encounter from the combat tracker: activation dice are rolled for each side, and the side whose die beats its leader's Rep cannot act. Tests are rolled from the sheet; results and any reactions they call for are posted to chat with buttons for the next step.</p>",
      "<p>Roll <em>Wind Direction</em> once if a building may burn.</p>",
    ].join(""),
  },
];

/** A journal of text pages in the rules pack. */
function journal(
  key: string,
  name: string,
  pages: readonly { name: string; html: string }[],
  sort: number,
): GeneratedSource {
  const _id = stableId(key);
  return {
    pack: "rules",
    key,
    doc: {
      _id,
      _key: `!journal!${_id}`,
      name,
      pages: pages.map((page, i) => {
        const pageId = stableId(`${key}.page.${i}`);
        return {
          _id: pageId,
          _key: `!journal.pages!${_id}.${pageId}`,
          name: page.name,
          type: "text",
          title: { show: true, level: 1 },
          text: { content: page.html, format: 1 },
          sort: (i + 1) * 100000,
          flags: {},
          ownership: { default: -1 },
        };
      }),
      categories: [],
      ...common(key, sort),
    },
  };
}

/* ----------------------------------------------------------------- macros */

function macro(key: string, name: string, command: string, img: string, sort: number): GeneratedSource {
  const _id = stableId(key);
  return {
    pack: "macros",
    key,
    doc: {
      _id,
      _key: `!macros!${_id}`,
      name,
      type: "script",
      img,
      command,
      scope: "global",
      ...common(key, sort),
    },
  };
}

function macros(): GeneratedSource[] {
  return [
    macro(
      "macro.newFigure",
      "New Figure",
      "game.sixGunSound?.newFigure?.();",
      "icons/svg/dice-target.svg",
      0,
    ),
    macro("macro.newOutfit", "New Outfit", "game.sixGunSound?.newOutfit?.();", "icons/svg/village.svg", 100),
  ];
}

/* ------------------------------------------------------------------ index */

/** Every generated pack document, in a stable order. */
export function generatePackSources(): GeneratedSource[] {
  const out: GeneratedSource[] = [];
  for (const profession of PROFESSIONS) {
    for (const row of NPC_TABLES[profession].rows) {
      if (row.kind === "stats") out.push(npcActor(profession, row));
    }
  }
  out.push(...WEAPONS.map(weaponItem));
  out.push(...ATTRIBUTES.map(attributeItem));
  for (const type of MOUNT_TYPES) for (const q of [3, 4, 5] as const) out.push(mountActor(type, q));
  out.push(...VEHICLE_VARIANTS.map(vehicleActor));
  out.push(...rollTables());
  out.push(
    ...campaignTableSpecs().map((t) => rollTable(t.key, t.name, t.formula, t.description, t.results, t.sort)),
  );
  out.push(journal("journal.howToPlay", "How to play in Foundry", HOW_TO_PLAY, 0));
  out.push(journal("journal.runningACampaign", "Running a campaign", RUNNING_A_CAMPAIGN, 100));
  out.push(...macros());
  return out;
}

/** File name of a source: `<Name>_<id>.yml`, as the README asks. */
export function sourceFileName(doc: PackDoc): string {
  const name = doc.name.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
  return `${name}_${doc._id}.yml`;
}

/** The YAML text of one source, as committed. */
export function toYaml(doc: PackDoc): string {
  return yaml.dump(doc, { lineWidth: -1, noRefs: true, sortKeys: false });
}

/** Where Blaze of Glory's pack sources live (system.json names the packs; the build compiles them). */
export const PACK_SOURCES = "src/rulesets/blaze-of-glory/packs";

/** Every generated source file: repository-relative path to its YAML text. */
export function packSourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const { pack, doc } of generatePackSources()) {
    const path = `${PACK_SOURCES}/${pack}/${sourceFileName(doc)}`;
    if (files.has(path)) throw new Error(`generate-packs: two documents write ${path}`);
    files.set(path, toYaml(doc));
  }
  return files;
}
