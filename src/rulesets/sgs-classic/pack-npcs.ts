import { NPC_TABLES, type NpcTable } from "../../rules/sgs-classic/ids";
import { type NpcRow, npcRow } from "../../rules/sgs-classic/world/npcs";
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
