import { describe, expect, it } from "vitest";
import { PROFESSIONS, WEAPONS, ATTRIBUTES, type WeaponId } from "../../src/rules/blaze-of-glory/ids";
import {
  JUST_PASSING_THROUGH,
  NPC_TABLES,
  RANDOM_NPC_SELECTION,
  RANDOM_STAR_PROFESSION,
  npcRow,
  type NpcScore,
} from "../../src/rules/blaze-of-glory/npc";
import { ATTRIBUTE_CARDS, cardAt, DECK_SIZE } from "../../src/rules/blaze-of-glory/attributes";
import { MOUNT_TYPES, qualityFromScore } from "../../src/rules/blaze-of-glory/mounts";
import { VEHICLES, hasLeadAnimal, leadAnimalQuality } from "../../src/rules/blaze-of-glory/vehicles";
import { windDirection } from "../../src/rules/blaze-of-glory/buildings";
import { drunkCondition } from "../../src/rules/blaze-of-glory/attributes";
import { ANIMAL_HIT_TABLE } from "../../src/rules/blaze-of-glory/mounts";
import { QUICK_ACTIONS } from "../../src/rulesets/blaze-of-glory/table/quick-actions";
import {
  PROFESSION_NAMES,
  TABLE_KEYS,
  npcKey,
  professionTableKey,
  stableId,
} from "../../src/rulesets/blaze-of-glory/generators/pack-sources";
import { ALL_PACKS, type SourceDoc } from "./helpers";

/**
 * Every NPC, weapon and table entry in the packs, compared with the rules core's tables and with
 * the book's rows transcribed here independently (guide Appendix A, seed L6653–6843).
 */

const npcs = ALL_PACKS.npcs!;
const gear = ALL_PACKS.gear!;
const stock = ALL_PACKS.stock!;
const tables = ALL_PACKS.tables!;

const byId = (docs: SourceDoc[], id: string) => {
  const doc = docs.find((d) => d._id === id);
  if (!doc) throw new Error(`no document ${id}`);
  return doc;
};

/* The book, transcribed by hand from Appendix A: "Rep/Toughness/Sand field; town" per score. */
const W: Record<string, WeaponId> = {
  P: "pistol",
  RC: "repeatingCarbine",
  TC: "trapdoorCarbine",
  TR: "trapdoorRifle",
  MLR: "mlRifle",
  BG: "buffaloGun",
  MLBG: "mlBuffaloGun",
  SG: "shotgun",
  SCG: "scattergun",
  DER: "derringer",
  LANCE: "lance",
  BOW: "bow",
  SBC: "smoothboreCarbine",
};
const BOOK: Record<string, { veteran: string; rows: string[] }> = {
  bountyHunter: { veteran: "1-2", rows: ["4/3/4 P; P", "4/4/4 P+RC; P", "4/4/4 P+RC; P", "4/4/4 P+RC; P", "5/5/5 P+TR; P", "5/5/5 P+BG; P"] },
  buffaloHunter: { veteran: "1-2", rows: ["4/3/4 MLBG; same", "4/4/4 TR; same", "4/4/4 BG; same", "4/4/4 P+TR; P", "5/5/5 P+BG; P", "5/5/5 P+BG; P"] },
  cowboy: { veteran: "1", rows: ["3/3/3 P; P", "4/4/3 P; P", "4/4/4 P+TC; P", "4/4/4 P+TC; P", "4/4/4 P+RC; P", "5/5/5 P+RC; P"] },
  deputy: { veteran: "1-2", rows: ["3/3/3 TC; P", "4/4/4 TC; P", "4/4/4 RC; RC", "4/4/4 RC; RC", "5/4/4 RC; SCG", "5/5/5 RC; P"] },
  gambler: { veteran: "-", rows: ["3/3/3 DER+SG; DER", "3/3/3 DER+SG; DER", "4/4/3 P; P", "4/4/4 P; P", "4/4/4 P; P", "5/5/5 P+SG; P"] },
  greenhorn: { veteran: "-", rows: ["2/2/2 P; P", "2/3/2 P; P", "2/3/2 RC; RC", "3/3/3 RC; RC", "3/4/3 P+RC; P", "4/4/4 P+RC; P"] },
  gunfighter: { veteran: "1-2", rows: ["4/3/4 P; P", "4/4/4 P; P", "5/4/4 P; P", "5/4/5 P+RC; P", "5/5/5 P+RC; P", "5/5/5 P+P+RC; P+P"] },
  homesteader: { veteran: "1", rows: ["RNS", "3/4/2 MLR; same", "3/4/2 SG; same", "3/4/3 TC; same", "4/5/3 TR; same", "4/5/4 RC; same"] },
  marshal: { veteran: "1-2", rows: ["4/3/4 P+SG; P", "4/4/4 P+SG; P", "5/4/5 P+TC; P+SG", "5/5/5 P+RC; RC", "5/5/5 P+RC; SCG", "5/5/5 P+P+RC; P+P"] },
  mountainMan: { veteran: "1-2", rows: ["4/3/4 MLR; same", "4/4/4 MLBG; same", "4/4/4 BG; same", "4/4/4 MLR; P", "5/5/5 P+MLBG; P", "5/5/5 P+BG; P"] },
  outlaw: { veteran: "1-2", rows: ["3/3/3 P; P", "4/4/4 P; P", "4/4/4 P+TC; P", "4/4/4 P+TC; P", "4/4/5 P+RC; P", "5/5/5 P+RC; P"] },
  prospector: { veteran: "1", rows: ["2/2/3 SG; same", "2/3/3 SG; same", "2/3/4 SG; same", "3/3/4 MLR; same", "3/4/4 MLR; same", "4/4/5 MLR; same"] },
  ranger: { veteran: "1-2", rows: ["4/3/4 P; P", "4/4/4 P; P", "5/4/5 P+TC; P", "5/5/5 P+TC; P", "5/5/5 P+RC; P", "5/5/5 P+RC; P"] },
  sheriff: { veteran: "1", rows: ["3/3/4 TC; P", "4/4/4 TC; P", "4/4/4 RC; RC", "4/4/4 RC; RC", "5/4/5 RC; SCG", "5/5/5 RC; SCG"] },
  townsfolk: { veteran: "1", rows: ["JPT", "3/4/2 MLR; DER", "3/4/2 SG; same", "3/4/3 SCG; same", "4/4/3 TR; same", "4/5/4 BG; P"] },
  warrior: { veteran: "-", rows: ["4/3/4 LANCE; na", "4/4/4 BOW; na", "4/4/4 SBC; na", "4/4/4 TC; na", "5/5/5 P; na", "5/5/5 RC; na"] },
};

function parseBookRow(text: string) {
  const [stats, loadout] = text.split(" ");
  const [rep, toughness, sand] = stats!.split("/").map(Number);
  const [field, town] = text.slice(stats!.length + 1).split("; ");
  void loadout;
  const weapons = field!.split("+").map((w) => W[w]!);
  const inTown = town === "na" ? null : town === "same" ? weapons : town!.split("+").map((w) => W[w]!);
  return { rep, toughness, sand, weapons, inTown };
}

const sorted = (ws: readonly string[]) => [...ws].sort();

function npcWeapons(doc: SourceDoc) {
  const items = doc.items ?? [];
  const carried = (i: SourceDoc) => i.flags?.["six-gun-sound"]?.carried as string;
  return {
    field: items.filter((i) => carried(i) !== "town").map((i) => i.system!.weapon as string),
    town: items.filter((i) => carried(i) !== "field").map((i) => i.system!.weapon as string),
  };
}

describe("NPC pack against the rules core and the book", () => {
  const cases = PROFESSIONS.flatMap((p) => ([1, 2, 3, 4, 5, 6] as NpcScore[]).map((s) => [p, s] as const));

  it.each(cases)("%s row %i", (profession, score) => {
    const row = npcRow(profession, score);
    const book = BOOK[profession]!.rows[score - 1]!;
    const id = stableId(npcKey(profession, score));
    if (row.kind === "redirect") {
      expect(book).toBe(row.table === "randomNpcSelection" ? "RNS" : "JPT");
      expect(npcs.some((d) => d._id === id)).toBe(false);
      return;
    }
    const doc = byId(npcs, id);
    const expected = parseBookRow(book);
    expect(doc.name).toBe(`${PROFESSION_NAMES[profession]} (${score})`);
    expect(doc.type).toBe("character");
    const system = doc.system!;
    expect(system.profession).toBe(profession);
    expect([system.rep, system.toughness, system.sand]).toEqual([row.rep, row.toughness, row.sand]);
    expect([system.rep, system.toughness, system.sand]).toEqual([
      expected.rep,
      expected.toughness,
      expected.sand,
    ]);
    const { field, town } = npcWeapons(doc);
    expect(sorted(field)).toEqual(sorted(row.weapons));
    expect(sorted(field)).toEqual(sorted(expected.weapons));
    if (row.inTown === null) {
      expect(expected.inTown).toBeNull();
      expect(town).toEqual([]);
    } else {
      expect(sorted(town)).toEqual(sorted(row.inTown));
      expect(sorted(town)).toEqual(sorted(expected.inTown!));
    }
    const token = doc.prototypeToken as Record<string, unknown>;
    expect(token).toMatchObject({ actorLink: false, width: 1, height: 1 });
    expect([-1, 0, 1]).toContain(token.disposition);
  });

  it.each(PROFESSIONS)("%s notes give the veteran chance the book prints", (profession) => {
    const book = BOOK[profession]!.veteran;
    const on = NPC_TABLES[profession].veteranOn;
    expect({ "-": 0, "1": 1, "1-2": 2 }[book]).toBe(on);
    for (const doc of npcs.filter((d) => d.system!.profession === profession)) {
      const notes = String(doc.system!.notes);
      if (on === 0) expect(notes).toContain("no veteran chance");
      else expect(notes).toContain(on === 1 ? "d6 roll of 1 " : "d6 roll of 1 or 2");
    }
  });

  it("has one actor per stats row and nothing else", () => {
    const rows = PROFESSIONS.flatMap((p) => NPC_TABLES[p].rows.filter((r) => r.kind === "stats"));
    expect(npcs).toHaveLength(rows.length);
    expect(npcs).toHaveLength(94);
  });
});

describe("gear pack", () => {
  it("holds the whole weapons table, one item per weapon", () => {
    const weapons = gear.filter((d) => d.type === "weapon").map((d) => d.system!.weapon);
    expect(sorted(weapons as string[])).toEqual(sorted(WEAPONS));
    expect(WEAPONS).toHaveLength(16);
  });

  it("holds the whole attribute card list", () => {
    const attrs = gear.filter((d) => d.type === "attribute").map((d) => d.system!.attribute);
    expect(sorted(attrs as string[])).toEqual(sorted(ATTRIBUTES));
    expect(sorted(attrs as string[])).toEqual(sorted([...new Set(ATTRIBUTE_CARDS.map((c) => c.attribute))]));
  });
});

describe("stock pack", () => {
  it("has a horse and a mule at each Quality", () => {
    const mounts = stock.filter((d) => d.type === "mount" && d.flags?.["six-gun-sound"]?.generated);
    for (const type of MOUNT_TYPES) {
      const qualities = mounts.filter((m) => m.system!.mountType === type).map((m) => m.system!.quality);
      expect(sorted(qualities.map(String))).toEqual(["3", "4", "5"]);
    }
  });

  it("has every vehicle with every animal it may draw", () => {
    const vehicles = stock.filter((d) => d.type === "vehicle" && d.flags?.["six-gun-sound"]?.generated);
    for (const spec of VEHICLES) {
      for (const animal of spec.animals) {
        const found = vehicles.filter(
          (v) =>
            v.system!.vehicleType === spec.type && (v.system!.team as { animal: string }).animal === animal,
        );
        expect(found.length, `${spec.type} with ${animal}`).toBeGreaterThan(0);
        for (const v of found) {
          const team = v.system!.team as { size: number; quality: number; leadQuality: number | null };
          const lead = hasLeadAnimal(spec.type, team.size) ? leadAnimalQuality(4) : null;
          expect(team.leadQuality).toBe(lead);
        }
      }
    }
  });
});

/* ----------------------------------------------------------------- tables */

interface Result {
  type: string;
  name: string;
  range: [number, number];
  documentUuid: string | null;
}

const table = (key: string) => byId(tables, stableId(key)) as SourceDoc & { formula: string; results: Result[] };
const tableUuid = (key: string) => `Compendium.six-gun-sound.tables.RollTable.${stableId(key)}`;

/** The result a total falls in (exactly one). */
function resultFor(results: Result[], total: number): Result {
  const hits = results.filter((r) => total >= r.range[0] && total <= r.range[1]);
  expect(hits, `total ${total}`).toHaveLength(1);
  return hits[0]!;
}

/** Totals `1d6 * 10 + 1d6` can give. */
const redWhiteTotals = [1, 2, 3, 4, 5, 6].flatMap((r) => [1, 2, 3, 4, 5, 6].map((w) => [r, w, r * 10 + w] as const));

describe("roll tables against the rules core and the book", () => {
  const professionOf = (r: Result) =>
    PROFESSIONS.find((p) => r.documentUuid === tableUuid(professionTableKey(p))) ?? "reroll";

  it("Random NPC Selection: every red/white pair", () => {
    const t = table(TABLE_KEYS.randomNpcSelection);
    expect(t.formula).toBe("1d6 * 10 + 1d6");
    const book = [
      ["bountyHunter", "bountyHunter", "buffaloHunter", "buffaloHunter", "cowboy", "cowboy"],
      ["deputy", "deputy", "gambler", "gambler", "greenhorn", "greenhorn"],
      ["gunfighter", "gunfighter", "homesteader", "homesteader", "marshal", "marshal"],
      ["mountainMan", "mountainMan", "outlaw", "outlaw", "prospector", "prospector"],
      ["ranger", "ranger", "sheriff", "sheriff", "townsfolk", "townsfolk"],
      ["reroll", "reroll", "reroll", "reroll", "reroll", "reroll"],
    ];
    for (const [red, white, total] of redWhiteTotals) {
      const result = resultFor(t.results, total);
      const core = RANDOM_NPC_SELECTION.find(
        (e) => red >= e.red[0] && red <= e.red[1] && white >= e.white[0] && white <= e.white[1],
      )!;
      expect(professionOf(result)).toBe(core.result);
      expect(professionOf(result)).toBe(book[red - 1]![white - 1]);
      if (core.result === "reroll") expect(result.documentUuid).toBe(tableUuid(TABLE_KEYS.randomNpcSelection));
    }
  });

  it("Just Passing Through: every red/white pair", () => {
    const t = table(TABLE_KEYS.justPassingThrough);
    const book = [
      ["bountyHunter", "buffaloHunter", "cowboy", "gambler", "greenhorn", "gunfighter"],
      ["homesteader", "marshal", "mountainMan", "prospector", "ranger", "sheriff"],
    ];
    for (const [red, white, total] of redWhiteTotals) {
      const result = resultFor(t.results, total);
      const core = JUST_PASSING_THROUGH.find(
        (e) => red >= e.red[0] && red <= e.red[1] && white >= e.white[0] && white <= e.white[1],
      )!;
      expect(professionOf(result)).toBe(core.result);
      expect(professionOf(result)).toBe(book[red <= 3 ? 0 : 1]![white - 1]);
    }
  });

  it("Random Star Profession", () => {
    const t = table(TABLE_KEYS.randomStarProfession);
    const book = ["cowboy", "gunfighter", "outlaw", "marshal", "ranger", "sheriff"];
    for (let die = 1; die <= 6; die++) {
      const result = resultFor(t.results, die);
      expect(professionOf(result)).toBe(RANDOM_STAR_PROFESSION[die - 1]!.result);
      expect(professionOf(result)).toBe(book[die - 1]);
    }
  });

  it.each(PROFESSIONS)("NPC Table: %s links each row to its actor", (profession) => {
    const t = table(professionTableKey(profession));
    expect(t.formula).toBe("1d6");
    for (let score = 1 as NpcScore; score <= 6; score++) {
      const result = resultFor(t.results, score);
      const row = npcRow(profession, score);
      if (row.kind === "redirect") {
        const target =
          row.table === "randomNpcSelection" ? TABLE_KEYS.randomNpcSelection : TABLE_KEYS.justPassingThrough;
        expect(result.documentUuid).toBe(tableUuid(target));
      } else {
        const id = stableId(npcKey(profession, score));
        expect(result.documentUuid).toBe(`Compendium.six-gun-sound.npcs.Actor.${id}`);
        expect(result.name).toBe(byId(npcs, id).name);
      }
      expect(result.type).toBe("document");
    }
  });

  it("Attribute Card Draw: every card of the deck", () => {
    const t = table(TABLE_KEYS.attributeCard);
    expect(t.formula).toBe(`1d${DECK_SIZE}`);
    for (let index = 1; index <= DECK_SIZE; index++) {
      const card = cardAt(index);
      const result = resultFor(t.results, index);
      if (card.result === "playersChoice") expect(result.documentUuid).toBeNull();
      else {
        expect(result.documentUuid).toBe(`Compendium.six-gun-sound.gear.Item.${stableId(`attribute.${card.result}`)}`);
      }
    }
    // The book: Spades 2–3 Agile, Clubs 6 Crackshot, Diamonds Q–A "Yella" (L3057, L3073, L3119).
    expect(resultFor(t.results, 1).name).toContain("Agile");
    expect(resultFor(t.results, 18).name).toContain("Crackshot");
    expect(resultFor(t.results, 52).name).toContain("Yella");
  });

  it.each([TABLE_KEYS.mountQuality, TABLE_KEYS.teamQuality, TABLE_KEYS.tetheredHorse])(
    "%s reads an unmodified d6 as the book's table",
    (key) => {
      const t = table(key);
      expect(t.formula).toBe("1d6");
      const book = ["Nag", "Pretty Fair", "Pretty Fair", "Pretty Fair", "Pretty Fair", "Good"];
      for (let die = 1; die <= 6; die++) {
        const name = resultFor(t.results, die).name;
        expect(name).toContain(`Quality ${qualityFromScore(die)}`);
        expect(name.startsWith(book[die - 1]!)).toBe(true);
      }
    },
  );

  it("Wind Direction", () => {
    const t = table(TABLE_KEYS.windDirection);
    const book = ["North", "West", "West", "East", "East", "South"];
    for (let die = 1; die <= 6; die++) {
      const name = resultFor(t.results, die).name;
      expect(name.toLowerCase()).toContain(windDirection(die));
      expect(name).toContain(book[die - 1]);
    }
  });

  it("Drunkard", () => {
    const t = table(TABLE_KEYS.drunkard);
    const book = ["Ironclad", "Dead drunk", "Touched drunk", "Sick drunk", "Staggering", "Staggering"];
    const core: Record<string, string> = {
      ironclad: "Ironclad",
      deadDrunk: "Dead drunk",
      touched: "Touched drunk",
      sick: "Sick drunk",
      staggering: "Staggering",
    };
    for (let die = 1; die <= 6; die++) {
      const name = resultFor(t.results, die).name;
      expect(name).toBe(book[die - 1]);
      expect(name).toBe(core[drunkCondition(die)]);
    }
  });

  it("They Shot My Horse: where hit", () => {
    const t = table(TABLE_KEYS.animalHit);
    // Book (guide §2.14): location, Quality modifier, pass 2 / pass 1 / pass 0.
    const book = [
      ["Head", -1, "spooked", "mortally wounded", "dead"],
      ["Neck", 0, "grazed", "spooked", "mortally wounded"],
      ["Chest", 1, "grazed", "spooked", "dead"],
      ["Abdomen", 0, "grazed", "spooked", "mortally wounded"],
      ["Shoulder or thigh", 0, "grazed", "spooked", "drops"],
      ["Legs", -1, "grazed", "stumbles", "leg broken"],
    ] as const;
    for (let die = 1; die <= 6; die++) {
      const name = resultFor(t.results, die).name;
      const [location, mod, p2, p1, p0] = book[die - 1]!;
      const mods = mod ? ` (Quality ${mod > 0 ? "+" : ""}${mod})` : "";
      expect(name).toBe(`${location}${mods}: pass 2 ${p2}, pass 1 ${p1}, pass 0 ${p0}`);
      expect(ANIMAL_HIT_TABLE[die - 1]!.qualityModifier).toBe(mod);
    }
  });

  it("every document link in a table points at a pack document", () => {
    const all = Object.entries(ALL_PACKS).flatMap(([pack, docs]) => docs.map((d) => `${pack}.${d._id}`));
    for (const t of tables) {
      for (const r of (t as unknown as { results: Result[] }).results) {
        if (r.type !== "document") continue;
        const m = /^Compendium\.six-gun-sound\.(\w+)\.(\w+)\.(\w+)$/.exec(r.documentUuid ?? "");
        expect(m, `${t.name}: ${r.documentUuid}`).not.toBeNull();
        expect(all).toContain(`${m![1]}.${m![3]}`);
      }
    }
  });
});

describe("macros and journal packs", () => {
  it("ship the figure and outfit generator macros", () => {
    const commands = ALL_PACKS.macros!.map((m) => m.command);
    expect(commands).toContain("game.sixGunSound?.newFigure?.();");
    expect(commands).toContain("game.sixGunSound?.newOutfit?.();");
  });

  it("ship one script macro per table action, each calling its game.sixGunSound entry", () => {
    const calls = ALL_PACKS.macros!.flatMap((m) =>
      [...String(m.command).matchAll(/\bsgs\.(\w+)\(/g)].map((c) => c[1]),
    );
    // Every action the token HUD and the combat tracker offer as a button, and the two sheet-only ones.
    for (const entry of [...QUICK_ACTIONS, "rollReaction", "recovery"]) expect(calls, entry).toContain(entry);
    // Each script compiles the way Foundry runs it: a function body of an async function.
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as FunctionConstructor;
    for (const m of ALL_PACKS.macros!)
      expect(
        () => new AsyncFunction("speaker", "actor", "token", "character", "scope", `{${String(m.command)}\n}`),
        m.name,
      ).not.toThrow();
  });

  it("ship a How to play journal with pages", () => {
    const [journal] = ALL_PACKS.rules!;
    expect(journal!.name).toBe("How to play in Foundry");
    expect((journal!.pages as unknown[]).length).toBeGreaterThan(2);
  });
});
