import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import { dateOfMonth } from "../../../src/rules/sgs-classic/campaign/calendar";
import { DEFAULT_RULES } from "../../../src/rules/sgs-classic/interpretations";
import { monthlyTurn } from "../../../src/rulesets/sgs-classic/campaign/month-flow";
import {
  type CampaignSource,
  npcActors,
  pcMonthState,
  planMonth,
  roleName,
} from "../../../src/rulesets/sgs-classic/campaign/month-plan";
import {
  newCharacter,
  newCharacterData,
  planNewCharacter,
} from "../../../src/rulesets/sgs-classic/campaign/new-character";
import { addCampaignButtons } from "../../../src/rulesets/sgs-classic/campaign/register";
import { recordEncounterFor } from "../../../src/rulesets/sgs-classic/campaign/record-flow";
import {
  DEFAULT_RECORD,
  readRecordForm,
  recordPlan,
} from "../../../src/rulesets/sgs-classic/campaign/record-plan";
import { installDom } from "../../e2e/dom";
import type { ClassicCardView } from "../../../src/rulesets/sgs-classic/table/views";
import type { StandInActor } from "../../queries/world";
import { makeClassicWorld, rendered, type ClassicWorld } from "./table-world";

/**
 * Three campaign months through the GM's monthly turn (guide §4.1), seeded: every living PC's month
 * rolled and written to his figure, the encounter's NPC figures made in a folder, one Constitution
 * point back a month, the campaign's month moved on. The same dice through the rules core's
 * `runMonths` give the same encounters, month by month.
 */

let world: ClassicWorld;
let created: Record<string, unknown>[];
let folders: Record<string, unknown>[];

beforeEach(() => {
  world = makeClassicWorld();
  created = [];
  folders = [];
  const g = globalThis as unknown as {
    game: { actors: unknown; settings: { set?: unknown } };
    Actor: unknown;
    Folder: unknown;
  };
  Object.defineProperty(g.game, "actors", { get: () => [...world.actors.values()], configurable: true });
  g.game.settings.set = async (_ns: string, key: string, value: unknown) => {
    world.rules[key.slice("classic.".length)] = value;
    return value;
  };
  vi.stubGlobal("Actor", {
    create: async (data: Record<string, unknown>) => {
      created.push(data);
      return { uuid: `Actor.npc${created.length}`, name: data.name };
    },
  });
  vi.stubGlobal("Folder", {
    create: async (data: Record<string, unknown>) => {
      folders.push(data);
      return { id: `folder${folders.length}` };
    },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function pc(id: string, name: string, over: Record<string, unknown>): StandInActor {
  const a = world.figure(id, name, [], {
    isPC: true,
    profession: "gunfighter",
    constitution: { max: 8, woundDamage: 3, brawlDamage: 0, unconscious: false, dead: false },
    campaign: {
      currentLocale: "texas",
      lifeAndTimes: [
        { roll: 8, key: "gunplayReputation", locale: null },
        { roll: 3, key: "madeUp", locale: null },
      ],
      pending: [],
      cattleDriveMonthsLeft: 0,
      rangeWar: false,
      history: [],
    },
    ...over,
  });
  return a;
}

describe("three campaign months through the monthly turn", () => {
  it("rolls each PC's month, writes his record, makes the encounter's figures and moves the month on", async () => {
    const wes = pc("wes", "Wes", {});
    const clay = pc("clay", "Clay", { profession: "cowboy" });
    world.figure("npc", "Barkeep", [], { isPC: false });
    const dice = seededDice(1867);
    const results = [];
    for (let m = 0; m < 3; m++) results.push(await world.as("gm", () => monthlyTurn({ dice })));
    expect(results.map((r) => r?.month)).toEqual([0, 1, 2]);
    expect(world.rules.campaignMonth).toBe(3);
    for (const a of [wes, clay]) {
      const history = (a.system.campaign as { history: { year: number; month: number }[] }).history;
      expect(history.map((h) => `${h.month}/${h.year}`)).toEqual(["1/1867", "2/1867", "3/1867"]);
      // One Constitution point back a month: 3 → 0.
      expect((a.system.constitution as { woundDamage: number }).woundDamage).toBe(0);
    }
    // One card per PC per month, the NPC figure none.
    const months = world
      .live()
      .filter((m) => (m.flags[SYSTEM_ID]?.card as { kind?: string })?.kind === "classicMonth");
    expect(months).toHaveLength(6);
    const cards = rendered(world, "classic/chat/roll.hbs") as unknown as ClassicCardView[];
    expect(cards.map((c) => c.name)).toEqual(["Wes", "Clay", "Wes", "Clay", "Wes", "Clay"]);
    // Every NPC figure made belongs to a folder of its month's encounter.
    const made = results.flatMap((r) => r!.created);
    expect(made).toHaveLength(created.length);
    for (const data of created) expect(String(data.folder)).toMatch(/^folder\d+$/);
  });

  it("is the rules core's month, roll for roll: the same dice give the PC the same encounters", async () => {
    // The rules core's months for a wounded Gunfighter in Texas, from a seed that brings encounters.
    const start = pcMonthState({
      profession: "gunfighter",
      constitution: { woundDamage: 3 },
      campaign: { currentLocale: "texas", lifeAndTimes: [{ key: "gunplayReputation", locale: null }] },
    } as CampaignSource)!;
    const expect3 = (seed: number) => {
      const dice = seededDice(seed);
      let state = start;
      const out: (string | null)[] = [];
      for (let m = 0; m < 3; m++) {
        const plan = planMonth(dice, state, DEFAULT_RULES);
        out.push(plan.month.encounter);
        state = { ...plan.month.next, belowFullCon: 3 - (m + 1) > 0 };
      }
      return out;
    };
    let seed = 1;
    while (expect3(seed).every((e) => e === null)) seed++;
    const wes = pc("wes", "Wes", {
      campaign: {
        currentLocale: "texas",
        lifeAndTimes: [{ roll: 8, key: "gunplayReputation", locale: null }],
        pending: [],
        cattleDriveMonthsLeft: 0,
        rangeWar: false,
        history: [],
      },
    });
    const dice = seededDice(seed);
    for (let m = 0; m < 3; m++) await world.as("gm", () => monthlyTurn({ dice }));
    const history = (wes.system.campaign as { history: { encounter: string | null }[] }).history;
    expect(history.map((h) => h.encounter)).toEqual(expect3(seed));
    expect(history.some((h) => h.encounter !== null)).toBe(true);
  });

  it("finds many seeds with an encounter: the figures it brings come from the NPC tables with their weapon", () => {
    let found = 0;
    for (let seed = 1; seed < 200 && found < 5; seed++) {
      const state = pcMonthState({ profession: "gunfighter", campaign: { currentLocale: "kansas" } })!;
      const plan = planMonth(seededDice(seed), state, DEFAULT_RULES);
      if (!plan.setup || plan.setup.forces.length === 0) continue;
      found++;
      const data = npcActors(plan.setup.forces, { folder: "f", playersSide: "red" });
      const rows = plan.setup.forces.flatMap((f) => f.figures.map((n) => ({ side: f.side, row: n.row })));
      expect(data).toHaveLength(rows.length);
      data.forEach((d, i) => {
        const { row, side } = rows[i]!;
        const system = d.system as Record<string, unknown>;
        expect([system.cv, system.coolness, system.side]).toEqual([
          row.cv,
          row.coolness,
          side === "players" ? "red" : "black",
        ]);
        expect(String(d.name).startsWith(roleName(row.who))).toBe(true);
        expect((d.items as { system: { key: string } }[])[0]?.system.key).toBe(row.weapon);
      });
    }
    expect(found).toBe(5);
  });

  it("only the GM plays it; a PC without a profession is told, not rolled; dead PCs are skipped", async () => {
    pc("wes", "Wes", { profession: null });
    pc("doc", "Doc", {
      constitution: { max: 6, woundDamage: 13, brawlDamage: 0, unconscious: false, dead: true },
    });
    expect(await world.as("alice", () => monthlyTurn({ dice: seededDice(1) }))).toBeNull();
    expect(world.rules.campaignMonth).toBeUndefined();
    const r = await world.as("gm", () => monthlyTurn({ dice: seededDice(1) }));
    expect(r?.messages).toEqual([]);
    expect(world.notes.some((n) => n.text.includes("Wes"))).toBe(true);
    expect(dateOfMonth(world.rules.campaignMonth as number)).toEqual({ year: 1867, month: 2 });
  });
});

describe("a new character: CV, Coolness, profession and Life and Times", () => {
  it("rolls the tables in the book's order and makes the figure with its campaign record", async () => {
    // CV 6 then 6 → 6; Coolness 2 → 4; profession 3 + 4 = 7; six Life and Times rolls (CV 6).
    const faces = [6, 6, 2, 3, 4, 4, 4, 3, 3, 1, 1, 6, 5, 2, 2, 5, 6, 1];
    const dice = sequenceDice(...faces);
    const plan = planNewCharacter(sequenceDice(...faces), DEFAULT_RULES);
    expect([plan.cv.value, plan.coolness.value]).toEqual([6, 4]);
    expect(plan.profession.dice).toEqual([3, 4]);
    expect(plan.lifeAndTimes).toHaveLength(6);
    const made = await world.as("gm", () => newCharacter({ name: "Wes Hardin", dice }));
    expect(made).toBeTruthy();
    const data = created[0]!;
    const system = data.system as {
      isPC: boolean;
      cv: number;
      coolness: number;
      profession: string | null;
      campaign: { lifeAndTimes: { roll: number; key: string; locale: string | null }[] };
    };
    expect([data.name, system.isPC, system.cv, system.coolness]).toEqual(["Wes Hardin", true, 6, 4]);
    expect(system.campaign.lifeAndTimes.map((e) => [e.roll, e.key])).toEqual(
      plan.lifeAndTimes.map((e) => [e.roll, e.key]),
    );
    // An entry the player places counts in the starting locale until he changes it; one rolled keeps its roll.
    plan.lifeAndTimes.forEach((e, i) => {
      const stored = system.campaign.lifeAndTimes[i]!.locale;
      if (e.locale === "everywhere") expect(stored).toBeNull();
      else if (e.locale === null) expect(stored).toBe("southwest");
      else expect(stored).toBe(e.locale);
    });
    const card = (rendered(world, "classic/chat/roll.hbs") as unknown as ClassicCardView[]).at(-1)!;
    expect(card.kind).toBe("character");
    expect(card.lines[0]).toEqual({ key: "SIXGUN.Classic.NewChar.Cv", value: "6 (6 + 6)" });
  });

  it("a free choice of profession is left to the player", () => {
    const data = newCharacterData("X", {
      cv: { dice: [1], value: 3 },
      coolness: { dice: [1], value: 3 },
      profession: { dice: [6, 6], result: "choice" },
      lifeAndTimes: [],
    });
    expect((data.system as { profession: unknown }).profession).toBeNull();
  });
});

describe("the Actors directory buttons", () => {
  it("offer New character to everyone and the Monthly turn to the GM only", async () => {
    installDom();
    const html = document.createElement("section");
    html.innerHTML = `<div class="header-actions"></div>`;
    await world.as("alice", () => addCampaignButtons(html));
    expect(html.querySelectorAll("[data-classic-new-character]")).toHaveLength(1);
    expect(html.querySelectorAll("[data-classic-monthly-turn]")).toHaveLength(0);
    const gm = document.createElement("section");
    gm.innerHTML = `<div class="header-actions"></div>`;
    await world.as("gm", () => addCampaignButtons(gm));
    addCampaignButtons(gm);
    expect(gm.querySelectorAll("button")).toHaveLength(2);
  });
});

describe("recording an encounter", () => {
  const source = {
    coolness: 4,
    constitution: { max: 9, woundDamage: 12, brawlDamage: 3 },
    campaign: {
      encounterPoints: 130,
      shootoutsWithoutRunning: 2,
      history: [{ year: 1867, month: 3, encounter: "gunfight", outcome: "", points: 0, ranAway: false }],
    },
  };

  it("a won gunfight shared by two, one kill: 60 + 10 points, the third shoot-out raises Coolness", () => {
    const plan = recordPlan(source, { ...DEFAULT_RECORD, sideSize: 2, kills: 1 }, DEFAULT_RULES);
    expect(plan.change).toMatchObject({
      share: 60,
      killPoints: 10,
      points: 200,
      coolness: 5,
      coolnessChange: 1,
    });
    expect(plan.update["system.campaign.shootoutsWithoutRunning"]).toBe(0);
    // The month's line gets the outcome; fist damage heals; a survivor below 1 is raised to 1.
    expect(plan.update["system.campaign.history"]).toEqual([
      { year: 1867, month: 3, encounter: "gunfight", outcome: "full", points: 70, ranAway: false },
    ]);
    expect([
      plan.update["system.constitution.woundDamage"],
      plan.update["system.constitution.brawlDamage"],
    ]).toEqual([8, 0]);
  });

  it("running away costs a point of Coolness; a second record gets a line of its own", () => {
    const once = recordPlan(source, { ...DEFAULT_RECORD, outcome: "none", ranAway: true }, DEFAULT_RULES);
    expect(once.change).toMatchObject({ coolness: 3, coolnessChange: -1, points: 130 });
    const again = recordPlan(
      {
        ...source,
        campaign: { ...source.campaign, history: once.update["system.campaign.history"] as never },
      },
      DEFAULT_RECORD,
      DEFAULT_RULES,
    );
    expect((again.update["system.campaign.history"] as unknown[]).length).toBe(2);
  });

  it("a bad form value keeps the one before", () => {
    expect(readRecordForm({ outcome: "glory", sideSize: "0", kills: "3", ranAway: true })).toEqual({
      ...DEFAULT_RECORD,
      kills: 3,
      ranAway: true,
    });
  });

  it("the PC's owner records it from the sheet's button; a non-PC is refused", async () => {
    const wes = pc("wes", "Wes", { coolness: 4 });
    (wes as unknown as { owners: string[] }).owners.push("alice");
    const npc = world.figure("npc", "Barkeep", ["alice"], { isPC: false });
    expect(await world.as("alice", () => recordEncounterFor(npc.uuid, { skipDialog: true }))).toBeNull();
    await world.as("alice", () => recordEncounterFor(wes.uuid, { skipDialog: true, form: { kills: 2 } }));
    const campaign = wes.system.campaign as { encounterPoints: number; history: { outcome: string }[] };
    expect(campaign.encounterPoints).toBe(140);
    // The history line says it in words.
    expect(campaign.history.at(-1)!.outcome).toBe("Won outright (full points)");
    const card = (rendered(world, "classic/chat/roll.hbs") as unknown as ClassicCardView[]).at(-1)!;
    expect(card.head).toBe("SIXGUN.Classic.Record.Head");
  });
});
