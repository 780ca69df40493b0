import { LIFE_AND_TIMES_TABLE } from "../../rules/sgs-classic/campaign/life-and-times";
import { PROFESSION_TABLE } from "../../rules/sgs-classic/campaign/profession";
import { LOCALES, type Locale, NPC_TABLES, type NpcTable } from "../../rules/sgs-classic/ids";
import { HORSE } from "../../rules/sgs-classic/stats/horse";
import { type NpcRow, npcRow } from "../../rules/sgs-classic/world/npcs";
import { resolveTrailTerrain } from "../../rules/sgs-classic/world/terrain";
import { resolveTownSize } from "../../rules/sgs-classic/world/towns";
import { roleName } from "./campaign/month-plan";
import { SCHEMA_VERSIONS } from "./migrations";
import { weaponPackDocs } from "./pack-weapons";

/**
 * The classic NPC figures and their roll tables, built from the rules core's five NPC tables (guide
 * §4.8; SGS-Q58): one ready figure per row of each table, with its weapon, and one 2D6 roll table
 * per NPC table whose results are those figures. Pure: `scripts/generate-classic-packs.mjs` writes
 * the YAML sources under `packs/classic-npcs/` and `packs/classic-tables/`, and a test keeps them
 * equal to this.
 */

export const NPC_PACK = "classic-npcs";
export const TABLE_PACK = "classic-tables";

const TABLE_NAMES: Record<NpcTable, string> = {
  civilians: "Civilians",
  gang: "Gang",
  posse: "Posse",
  indians: "Indians",
  cowboys: "Cowboys",
};

/** Stable 16-character ids: never changed once released (users' tables and scenes point at them). */
const npcId = (table: NpcTable, roll: number) =>
  `clsNpc${table.slice(0, 5)}${roll}`.padEnd(16, "0").slice(0, 16);
const itemId = (table: NpcTable, roll: number) =>
  `clsNpw${table.slice(0, 5)}${roll}`.padEnd(16, "0").slice(0, 16);
const tableId = (table: NpcTable) => `clsTbl${table}`.padEnd(16, "0").slice(0, 16);
const resultId = (table: NpcTable, roll: number) =>
  `clsRes${table.slice(0, 5)}${roll}`.padEnd(16, "0").slice(0, 16);

function figureName(table: NpcTable, row: NpcRow): string {
  return `${roleName(row.who)} (${TABLE_NAMES[table]} ${row.roll})`;
}

export function npcPackDocs() {
  const weapons = new Map(weaponPackDocs().map((w) => [w.system.key as string, w]));
  return NPC_TABLES.flatMap((table) =>
    Array.from({ length: 11 }, (_, i) => {
      const row = npcRow(table, i + 2);
      const id = npcId(table, row.roll);
      const weapon = weapons.get(row.weapon)!;
      const wid = itemId(table, row.roll);
      const name = figureName(table, row);
      return {
        _id: id,
        _key: `!actors!${id}`,
        name,
        type: "classic-figure",
        img: "icons/svg/mystery-man.svg",
        system: {
          schemaVersion: SCHEMA_VERSIONS["classic-figure"],
          isPC: false,
          cv: row.cv,
          coolness: row.coolness,
          conCategory: row.category,
          isWoman: row.isWoman,
          uniqueRole: row.unique ?? "",
          side: "black",
          npc: { table, roll: row.roll, role: row.who },
          notes: `<p>Row ${row.roll} of the ${TABLE_NAMES[table]} NPC table. Constitution follows from its CV and kind.</p>`,
        },
        items: [
          {
            ...weapon,
            _id: wid,
            _key: `!actors.items!${id}.${wid}`,
            sort: 100000,
          },
        ],
        effects: [],
        folder: null,
        sort: (NPC_TABLES.indexOf(table) * 11 + i + 1) * 1000,
        flags: { "six-gun-sound": { generated: `npc.${table}.${row.roll}` } },
        ownership: { default: 0 },
        prototypeToken: {
          name: roleName(row.who),
          actorLink: false,
          width: 1,
          height: 1,
          // Townsfolk stand aside; the others come to fight.
          disposition: table === "civilians" ? 0 : -1,
          displayName: 20,
          texture: { src: "icons/svg/mystery-man.svg" },
        },
      };
    }),
  );
}

export function npcTableDocs() {
  return NPC_TABLES.map((table, t) => {
    const id = tableId(table);
    return {
      _id: id,
      _key: `!tables!${id}`,
      name: `${TABLE_NAMES[table]} (NPC table)`,
      img: "icons/svg/d20-grey.svg",
      description: `<p>Roll 2D6 for one ${TABLE_NAMES[table]} figure: each result is the ready figure of that row.</p>`,
      formula: "2d6",
      replacement: true,
      displayRoll: true,
      results: Array.from({ length: 11 }, (_, i) => {
        const row = npcRow(table, i + 2);
        const rid = resultId(table, row.roll);
        return {
          _id: rid,
          _key: `!tables.results!${id}.${rid}`,
          type: "document",
          name: figureName(table, row),
          img: "icons/svg/mystery-man.svg",
          description: "",
          documentUuid: `Compendium.six-gun-sound.${NPC_PACK}.Actor.${npcId(table, row.roll)}`,
          weight: 1,
          range: [row.roll, row.roll],
          drawn: false,
          flags: {},
        };
      }),
      folder: null,
      sort: (t + 1) * 1000,
      flags: { "six-gun-sound": { generated: `table.${table}` } },
      ownership: { default: 0 },
    };
  });
}

/** The horse (guide §2.5: CV 5, Constitution 12), plain and exceptional (Life and Times #6). */
export function horsePackDocs() {
  return [false, true].map((exceptional, i) => {
    const id = exceptional ? "clsHorseExcept00" : "clsHorsePlain000";
    const name = exceptional ? "Exceptional horse" : "Horse";
    return {
      _id: id,
      _key: `!actors!${id}`,
      name,
      type: "classic-horse",
      img: "icons/svg/mystery-man.svg",
      system: {
        schemaVersion: SCHEMA_VERSIONS["classic-horse"],
        cv: HORSE.cv,
        constitution: { max: HORSE.constitution, damage: 0 },
        status: "ok",
        rider: null,
        exceptional,
        notes: exceptional
          ? "<p>A rider's own fine horse: it adds to the Posse runner bonus.</p>"
          : "<p>A saddle horse, as every horse of the book.</p>",
      },
      items: [],
      effects: [],
      folder: null,
      sort: (100 + i) * 1000,
      flags: { "six-gun-sound": { generated: `horse.${exceptional ? "exceptional" : "plain"}` } },
      ownership: { default: 0 },
      prototypeToken: {
        name,
        actorLink: false,
        width: 1,
        height: 1,
        disposition: 0,
        displayName: 20,
        texture: { src: "icons/svg/mystery-man.svg" },
      },
    };
  });
}

const LOCALE_NAMES: Record<Locale, string> = { southwest: "Southwest", texas: "Texas", kansas: "Kansas" };
const TOWN_NAMES = { small: "A small town", good: "A good-sized town" } as const;
const TERRAIN_NAMES = {
  wideOpen: "Wide open",
  undulating: "Undulating",
  highCountry: "High country",
} as const;
const PROFESSION_NAMES: Record<string, string> = {
  outlaw: "Outlaw",
  marshal: "Marshal",
  territorialMarshal: "Territorial Marshal",
  gunfighter: "Gunfighter",
  cowboy: "Cowboy",
  choice: "Free choice",
};
const LIFE_NAMES: Record<string, string> = {
  marshalFriend: "A friend wears a badge",
  bankConnection: "Knows the bank",
  safeHouse: "A safe house",
  exceptionalHorse: "An exceptional horse",
  gunplayReputation: "A name with a gun",
  trailBossReputation: "A name on the trail",
  wanted: "Wanted",
  familyRanch: "The family ranch",
  indianReputation: "Known to the tribes",
};

/** A text table: each face's result, equal neighbours merged into one range. */
function textTable(
  key: string,
  name: string,
  description: string,
  formula: string,
  faces: [number, string][],
  sort: number,
) {
  const id = `clsTbl${key}`.padEnd(16, "0").slice(0, 16);
  const ranges: { lo: number; hi: number; text: string }[] = [];
  for (const [face, text] of faces) {
    const last = ranges.at(-1);
    if (last && last.text === text && last.hi === face - 1) last.hi = face;
    else ranges.push({ lo: face, hi: face, text });
  }
  return {
    _id: id,
    _key: `!tables!${id}`,
    name,
    img: "icons/svg/d20-grey.svg",
    description: `<p>${description}</p>`,
    formula,
    replacement: true,
    displayRoll: true,
    results: ranges.map((r, i) => {
      const rid = `clsR${key.slice(0, 9)}${String(i).padStart(2, "0")}`.padEnd(16, "0").slice(0, 16);
      return {
        _id: rid,
        _key: `!tables.results!${id}.${rid}`,
        type: "text",
        name: r.text,
        img: "icons/svg/d20-black.svg",
        description: "",
        documentUuid: null,
        weight: r.hi - r.lo + 1,
        range: [r.lo, r.hi],
        drawn: false,
        flags: {},
      };
    }),
    folder: null,
    sort,
    flags: { "six-gun-sound": { generated: `table.${key}` } },
    ownership: { default: 0 },
  };
}

const d6Faces = [1, 2, 3, 4, 5, 6];
const twoD6 = Array.from({ length: 11 }, (_, i) => i + 2);

/** The campaign's own tables: town size and trail terrain per locale, the profession table, Life and Times. */
export function campaignTableDocs() {
  const towns = LOCALES.map((l, i) =>
    textTable(
      `town${l.slice(0, 5)}`,
      `Town size: ${LOCALE_NAMES[l]}`,
      `Roll 1D6 for the size of a town in ${LOCALE_NAMES[l]}; the locale's modifier is already counted.`,
      "1d6",
      d6Faces.map((d) => [d, TOWN_NAMES[resolveTownSize(l, d).size]]),
      (10 + i) * 1000,
    ),
  );
  const terrain = LOCALES.map((l, i) =>
    textTable(
      `trail${l.slice(0, 5)}`,
      `Trail terrain: ${LOCALE_NAMES[l]}`,
      `Roll 1D6 for each 12-inch piece of trail in ${LOCALE_NAMES[l]}; the locale's modifier is already counted.`,
      "1d6",
      d6Faces.map((d) => [d, TERRAIN_NAMES[resolveTrailTerrain(l, d).terrain]]),
      (20 + i) * 1000,
    ),
  );
  const profession = textTable(
    "profession",
    "Profession",
    "Roll 2D6 for a new character's profession.",
    "2d6",
    twoD6.map((t) => [t, PROFESSION_NAMES[PROFESSION_TABLE[t - 2]!]!]),
    30000,
  );
  const life = textTable(
    "lifeAndTimes",
    "Life and Times",
    "Roll 2D6 once for each point of a new character's CV.",
    "2d6",
    twoD6.map((t) => [t, LIFE_NAMES[LIFE_AND_TIMES_TABLE[t - 2]!.key]!]),
    31000,
  );
  return [...towns, ...terrain, profession, life];
}
