import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  ENCOUNTER_DEFINITIONS,
  readInputs,
  type EncounterSetup,
} from "../../../src/rules/blaze-of-glory/encounters";
import { NPC_TABLES } from "../../../src/rules/blaze-of-glory/npc";
import { makeEncounterWorld, type EncounterWorld } from "./encounter-world";
import type * as MaterializeModule from "../../../src/rulesets/blaze-of-glory/encounters/materialize";

/**
 * An encounter made in the world: seeded set-up → actors from the compendium (each validated by the
 * data models) → tokens on the scene or the tray → the journal page with its table buttons. The
 * last test sets up EVERY registered encounter end to end (issue 15's acceptance loop).
 */

type Materialize = typeof MaterializeModule;
let m: Materialize;
let world: EncounterWorld;
let errors: unknown[][];

beforeEach(async () => {
  world = await makeEncounterWorld();
  m = await import("../../../src/rulesets/blaze-of-glory/encounters/materialize");
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const decode = (html: string) =>
  html
    .replace(/&#x3D;/g, "=")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const DATE = new Date("2026-11-26T12:00:00Z");

/** A hand-made gunfight: two Outlaws facing the Star 12" off, one on a horse, a Sheriff bystander. */
function gunfight(over: Partial<EncounterSetup> = {}): EncounterSetup {
  return {
    encounter: "gunfight",
    variant: "GF-1",
    terrain: [],
    rolls: [],
    sides: [
      {
        id: "star",
        role: "players",
        label: "lawmen",
        goal: "driveOffEnemy",
        forces: [{ profession: "gunfighter", count: 2, role: "star" }],
      },
      {
        id: "opposition",
        role: "opposition",
        label: "outlaws",
        goal: "avoidCapture",
        forces: [
          { profession: "outlaw", count: 1, role: "leader", rep: 5, mount: "mounted" },
          { profession: "outlaw", count: 1, role: "outfit", extraWeapons: ["scattergun"] },
        ],
      },
      {
        id: "town",
        role: "bystanders",
        label: "townsfolk",
        goal: "takeCover",
        forces: [{ profession: "townsfolk", count: 1, role: "townsfolk", armed: false }],
      },
    ],
    deployment: { kind: "squareOff", distanceInches: 12, notes: [] },
    looseMounts: [{ count: 2, where: "outsideSaloon", saddled: true }],
    specialTables: ["standupFight", "armedPopulace"],
    instructions: [],
    endConditions: [],
    followOn: [],
    gmJudgement: [],
    settlementLevel: 4,
    ...over,
  };
}

describe("materializeEncounter", () => {
  it("imports the opposition from the compendium by profession and rolled row, and records the rolls", async () => {
    // Outlaw 1: fixed Rep 5 picks its row (no die), then his horse's MOUNT QUALITY die (2); Outlaw 2
    // rolls row 3; the bystander row 4; then the two loose horses (5, 6).
    const dice = sequenceDice(2, 3, 4, 5, 6);
    const made = await m.materializeEncounter(gunfight(), {
      dice,
      sceneId: "scene1",
      openTray: false,
      date: DATE,
    });
    expect(world.invalid).toEqual([]);
    const figures = world.actors.filter((a) => a.type === "character");
    expect(figures.map((a) => a.name)).toEqual(["Outlaw (6)", "Outlaw (3)", "Townsfolk (4)"]);
    // The Rep the line fixes picked the highest row with it.
    const rep5 = NPC_TABLES.outlaw.rows.filter((r) => r.kind === "stats" && r.rep === 5).map((r) => r.score);
    expect(rep5.at(-1)).toBe(6);
    expect(figures[0]!.system.rep).toBe(5);
    expect(made.rowRolls).toEqual([
      { subject: "opposition.1", name: "Outlaw (6)", dice: [] },
      { subject: "opposition.2", name: "Outlaw (3)", dice: [3] },
      { subject: "town.1", name: "Townsfolk (4)", dice: [4] },
    ]);
    // Extra weapon from the gear pack; the unarmed townsman carries nothing.
    expect(figures[1]!.items.map((i) => (i.system as { weapon: string }).weapon)).toContain("scattergun");
    expect(figures[2]!.items.filter((i) => i.type === "weapon")).toEqual([]);
    // Every actor is in the encounter's folder, named from the encounter and the date.
    expect(world.folders[0]).toMatchObject({ type: "Actor", name: "Gunfight #1 (2026-11-26)" });
    expect(world.actors.every((a) => a.folder === made.folderId)).toBe(true);
    expect(made.actorUuids).toEqual(world.actors.map((a) => a.uuid));
  });

  it("gives a mounted figure his horse with himself as rider, and makes the loose horses", async () => {
    const made = await m.materializeEncounter(gunfight(), {
      dice: seededDice(5),
      sceneId: "scene1",
      openTray: false,
    });
    const [leader] = world.actors.filter((a) => a.type === "character");
    const mounts = world.actors.filter((a) => a.type === "mount");
    expect(mounts).toHaveLength(3);
    expect(mounts[0]!.system).toMatchObject({ rider: leader!.uuid, state: "ridden" });
    expect(leader!.system.encounter).toMatchObject({ mounted: true });
    expect(mounts.slice(1).every((h) => h.system.rider === null)).toBe(true);
    // Mounts wait in the tray; the figures stand on the scene.
    expect(made.trayActorUuids).toEqual(mounts.map((h) => h.uuid));
  });

  it("marks who the system runs from the world setting, read defensively", async () => {
    const run = (a: { flags: Record<string, Record<string, unknown>> }) =>
      a.flags["six-gun-sound"]?.systemRun === true;
    await m.materializeEncounter(gunfight(), { dice: seededDice(1), openTray: false });
    let figures = world.actors.filter((a) => a.type === "character");
    expect(figures.map(run)).toEqual([true, true, false]);

    world.settings.systemPlays = "oppositionAndBystanders";
    await m.materializeEncounter(gunfight(), { dice: seededDice(1), openTray: false });
    figures = world.actors.filter((a) => a.type === "character").slice(3);
    expect(figures.map(run)).toEqual([true, true, true]);

    world.settings.systemPlays = "none";
    await m.materializeEncounter(gunfight(), { dice: seededDice(1), openTray: false });
    figures = world.actors.filter((a) => a.type === "character").slice(6);
    expect(figures.map(run)).toEqual([false, false, false]);

    world.settings.systemPlays = "somethingElse";
    expect(m.systemPlaysSetting()).toBe("opposition");
    // The generated pack flag does not follow the copy.
    expect(world.actors.every((a) => a.flags["six-gun-sound"]?.generated === undefined)).toBe(true);
  });

  it("places the tokens 12\" from the players' edge, hostile and neutral, one to a cell", async () => {
    const made = await m.materializeEncounter(gunfight(), {
      dice: seededDice(2),
      sceneId: "scene1",
      openTray: false,
    });
    expect(made.tokenIds).toHaveLength(3);
    const grid = world.scene.grid.size;
    // The scene is padded by a quarter on each side: 3000 × 2000 starts at (800, 500).
    const edgeTop = 500 + 2000 - grid;
    const [a, b, c] = world.tokens as { x: number; y: number; disposition: number }[];
    expect((edgeTop - a!.y) / grid).toBe(12);
    expect((edgeTop - b!.y) / grid).toBe(12);
    expect([a!.disposition, b!.disposition, c!.disposition]).toEqual([-1, -1, 0]);
    const cells = new Set(world.tokens.map((t) => `${String(t.x)},${String(t.y)}`));
    expect(cells.size).toBe(3);
  });

  it("leaves everyone in the tray without a scene, and for a pursuit", async () => {
    const made = await m.materializeEncounter(gunfight(), {
      dice: seededDice(2),
      sceneId: "nowhere",
      openTray: false,
    });
    expect(made.tokenIds).toEqual([]);
    expect(made.trayActorUuids).toHaveLength(world.actors.length);
    expect(made.trayReasons).toEqual(["noScene"]);
    const pursuit = await m.materializeEncounter(gunfight({ deployment: { kind: "pursuit", notes: [] } }), {
      dice: seededDice(2),
      sceneId: "scene1",
      openTray: false,
    });
    expect(pursuit.tokenIds).toEqual([]);
    expect(pursuit.trayReasons).toEqual(["pursuit"]);
  });

  it("writes the journal: goals, forces with the row rolls, the players' reminder, the table buttons", async () => {
    const made = await m.materializeEncounter(gunfight(), { dice: seededDice(3), openTray: false });
    const journal = world.journals[0]!;
    expect(made.journalUuid).toBe(journal.uuid);
    expect(world.folders.find((f) => f.type === "JournalEntry")?.name).toBe("Encounters");
    // As the enricher reads it: the text of the page (Handlebars escapes "=" in the stored HTML).
    const html = decode(journal.pages[0]!.text.content);
    expect(html).toContain("Bring your own 2 figures");
    expect(html).toContain("@SGSTable[standupFight]{");
    // The settlement level the set-up knows is handed to the table that asks for it.
    expect(html).toContain("@SGSTable[armedPopulace?settlementLevel=4]{");
    // Each figure made, with the dice that chose its row (the Rep-fixed leader's row had none).
    for (const r of made.rowRolls)
      expect(html).toContain(
        r.dice.length ? `${r.name}: NPC table dice ${r.dice.join(", ")}` : `${r.name}: row set by the Rep`,
      );
    // Every code found its words.
    expect(html).not.toMatch(/SIXGUN\./);
  });

  it("would refuse an actor the data models reject (the check is not vacuous)", async () => {
    await m.materializeEncounter(gunfight(), { dice: seededDice(4), openTray: false });
    const good = world.actors.find((a) => a.type === "character")!.source;
    const system = good.system as Record<string, unknown>;
    const bad = { ...good, system: { ...system, rep: 9 } };
    const create = (globalThis as unknown as { Actor: { create(d: object): Promise<unknown> } }).Actor.create;
    await expect(create(bad)).rejects.toThrow(/rep/);
    await expect(create({ ...good, system: { ...system, profession: "pirate" } })).rejects.toThrow(
      /profession/,
    );
    await expect(create({ ...good, _id: "x" })).rejects.toThrow(/_id/);
  });

  it("keeps what it made when the journal cannot be written, and says so", async () => {
    vi.stubGlobal("JournalEntry", { create: () => Promise.reject(new Error("disk full")) });
    const made = await m.materializeEncounter(gunfight(), { dice: seededDice(6), openTray: false });
    expect(made.journalUuid).toBeNull();
    expect(made.actorUuids.length).toBe(world.actors.length);
    expect(made.tokenIds).toHaveLength(3);
    expect(errors.map((e) => e[0])).toEqual(["six-gun-sound | encounter journal"]);
  });

  it("stores the table tags the enricher reads, and draws the same buttons where shown enriched", async () => {
    const { journalPageContext, JOURNAL_TEMPLATE } =
      await import("../../../src/rulesets/blaze-of-glory/encounters/journal");
    const { TABLE_TAG_PATTERN, readPrefill } =
      await import("../../../src/rulesets/blaze-of-glory/encounters/table-buttons");
    const render = (
      globalThis as unknown as {
        foundry: { applications: { handlebars: { renderTemplate(p: string, c: object): Promise<string> } } };
      }
    ).foundry.applications.handlebars.renderTemplate;
    const t = (key: string, data?: Record<string, unknown>) =>
      (
        globalThis as unknown as { game: { i18n: { format(k: string, d: object): string } } }
      ).game.i18n.format(key, data ?? {});
    const setup = gunfight();
    const stored = decode(await render(JOURNAL_TEMPLATE, journalPageContext(setup, t)));
    const tags = [...stored.matchAll(TABLE_TAG_PATTERN)].map((mm) => [mm[1], readPrefill(mm[2])]);
    expect(tags).toEqual([
      ["standupFight", {}],
      ["armedPopulace", { settlementLevel: "4" }],
    ]);
    const shown = decode(await render(JOURNAL_TEMPLATE, journalPageContext(setup, t, {}, true)));
    expect(shown).not.toContain("@SGSTable");
    const buttons = [...shown.matchAll(/data-sgs-table="(\w+)"\s+data-sgs-prefill="([^"]*)"/g)].map((mm) => [
      mm[1],
      readPrefill(mm[2]),
    ]);
    expect(buttons).toEqual(tags);
  });

  it("refuses a player", async () => {
    (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = false;
    await expect(m.materializeEncounter(gunfight(), { dice: seededDice(1) })).rejects.toThrow(/GM/);
    expect(world.actors).toEqual([]);
  });

  it("sets up every registered encounter end to end with seeded dice, with no console error", async () => {
    expect(ENCOUNTER_DEFINITIONS.length).toBeGreaterThan(0);
    for (const def of ENCOUNTER_DEFINITIONS) {
      for (const seed of [1, 2, 3]) {
        const dice = seededDice(seed * 101 + def.id.length);
        const setup = def.setUp(dice, readInputs(def.inputs, {}) as never);
        const before = world.actors.length;
        const journals = world.journals.length;
        const made = await m.materializeEncounter(setup, { dice, sceneId: "scene1", openTray: false });
        const label = `${def.id} seed ${seed}`;
        const figures = setup.sides
          .filter((s) => s.role !== "players")
          .reduce((n, s) => n + s.forces.reduce((k, l) => k + l.count, 0), 0);
        const characters = world.actors.slice(before).filter((a) => a.type === "character");
        expect(characters.length, label).toBe(figures);
        expect(made.actorUuids.length, label).toBe(world.actors.length - before);
        expect(made.tokenIds.length + made.trayActorUuids.length, label).toBe(made.actorUuids.length);
        expect(world.journals.length, label).toBe(journals + 1);
        const html = decode(world.journals.at(-1)!.pages[0]!.text.content);
        for (const table of setup.specialTables) expect(html, label).toContain(`@SGSTable[${table}`);
        expect(html, `${label}: a code without words`).not.toMatch(/SIXGUN\./);
      }
    }
    expect(world.invalid).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("the pure parts", () => {
  it("rowForRep picks the highest NPC TABLE row with the Rep, or none", async () => {
    const { rowForRep } = await import("../../../src/rulesets/blaze-of-glory/encounters/roster");
    for (const [profession, table] of Object.entries(NPC_TABLES)) {
      for (let rep = 1; rep <= 7; rep++) {
        const rows = table.rows.filter((r) => r.kind === "stats" && r.rep === rep).map((r) => r.score);
        expect(rowForRep(profession as never, rep), `${profession} Rep ${rep}`).toBe(rows.at(-1) ?? null);
      }
    }
  });

  it("rollRoster skips the players' side, keeps off-table figures off, and counts the wagons", async () => {
    const { rollRoster } = await import("../../../src/rulesets/blaze-of-glory/encounters/roster");
    const setup = gunfight();
    setup.sides[1]!.forces.push({
      profession: "outlaw",
      count: 2,
      role: "outfit",
      placement: "offBoardUntilFiring",
    });
    setup.sides[0]!.forces.push({
      profession: "homesteader",
      count: 3,
      role: "driver",
      placement: "oneToAWagon",
      placementValues: { wagons: 3 },
    });
    const roster = rollRoster(seededDice(9), setup);
    expect(roster.players).toEqual([{ sideId: "star", count: 5 }]);
    expect(roster.figures.map((f) => f.subject)).toEqual([
      "opposition.1",
      "opposition.2",
      "opposition.3",
      "opposition.4",
      "town.1",
    ]);
    expect(roster.figures.map((f) => f.onTable)).toEqual([true, true, false, false, true]);
    expect(roster.vehicles).toEqual([
      { key: "vehicle.wagon.horse.2", sideId: "star" },
      { key: "vehicle.wagon.horse.2", sideId: "star" },
      { key: "vehicle.wagon.horse.2", sideId: "star" },
    ]);
    expect(roster.animals.map((a) => [a.type, a.saddled])).toEqual([
      ["horse", true],
      ["horse", true],
    ]);
  });

  it("finds a pack entry by its content key, else by profession and the row in its name", async () => {
    const { findPackEntry } = await import("../../../src/rulesets/blaze-of-glory/encounters/pack-lookup");
    const index = [
      {
        _id: "a",
        name: "Cowboy (3)",
        system: { profession: "cowboy" },
        flags: { "six-gun-sound": { generated: "npc.cowboy.3" } },
      },
      { _id: "b", name: "Outlaw (2)", system: { profession: "outlaw" } },
      { _id: "c", name: "Outlaw (12)", system: { profession: "outlaw" } },
    ];
    expect(findPackEntry(index, "npc.cowboy.3")?._id).toBe("a");
    expect(findPackEntry(index, "npc.outlaw.2", { profession: "outlaw", row: 2 })?._id).toBe("b");
    expect(findPackEntry(index, "npc.outlaw.1", { profession: "outlaw", row: 1 })).toBeUndefined();
    expect(findPackEntry(index, "mount.horse.4")).toBeUndefined();
  });

  it("the tray lists the actors found, and a drag carries what the canvas drop reads", async () => {
    const { dragData, trayContext } =
      await import("../../../src/rulesets/blaze-of-glory/encounters/tray-view");
    const t = (key: string) => key;
    const context = trayContext(
      "Gunfight #1",
      [
        { uuid: "Actor.a", name: "<b>Ned</b>", type: "character" },
        null,
        { uuid: "Actor.h", name: "Horse", img: "h.svg", type: "mount" },
      ],
      ["noScene"],
      t,
    );
    expect(context.entries.map((e) => [e.uuid, e.name, e.img, e.typeLabel])).toEqual([
      ["Actor.a", "<b>Ned</b>", "icons/svg/mystery-man.svg", "SIXGUN.Encounter.Tray.Type.character"],
      ["Actor.h", "Horse", "h.svg", "SIXGUN.Encounter.Tray.Type.mount"],
    ]);
    expect(context.reasons).toEqual(["SIXGUN.Encounter.Tray.Reason.noScene"]);
    expect(JSON.parse(dragData("Actor.a"))).toEqual({ type: "Actor", uuid: "Actor.a" });
  });
});
