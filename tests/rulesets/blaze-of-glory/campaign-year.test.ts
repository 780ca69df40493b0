import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seededDice, sequenceDice, type DiceSource } from "../../../src/rules/core";
import {
  CAMPAIGN_PROFESSIONS,
  assertCampaignState,
  newCampaign,
  rollFightinBrothers,
  rollLifeAndTimes,
  rollSeniority,
  unpaidTestOpen,
  type CampaignProfession,
  type CampaignState,
  type EncounterOutcome,
} from "../../../src/rules/blaze-of-glory/campaign";
import type { Profession } from "../../../src/rules/blaze-of-glory/ids";
import { encounterDefinition, type EncounterDefinition } from "../../../src/rules/blaze-of-glory/encounters";
import { readPack } from "../../packs/helpers";
import { planFigure } from "../../../src/rulesets/blaze-of-glory/generators/figure";
import type * as Flow from "../../../src/rulesets/blaze-of-glory/campaign/flow";
import type * as Plan from "../../../src/rulesets/blaze-of-glory/campaign/plan";
import { makeEncounterWorld, validateField, type EncounterWorld, type MadeActor } from "./encounter-world";

/*
 * A year of the campaign turn in Foundry for each profession (issue 17, "Verified when"): the GM
 * starts a campaign on an outfit and steps through four seasons with the outfit sheet's flows; every
 * write is validated against the real outfit data model, every card renders from the real template
 * with every text found in the language file, and the record at the end equals what the rules core
 * gives for the same dice and the same answers.
 */

// The encounter wizard is an ApplicationV2 (Foundry only): the campaign's Play button is checked by
// what it hands the wizard.
const wizard = vi.hoisted(() => ({ opened: [] as unknown[] }));
vi.mock("../../../src/rulesets/blaze-of-glory/encounters/wizard", () => ({
  openEncounterWizard: async (options: unknown) => {
    wizard.opened.push(options);
    return null;
  },
}));

let world: EncounterWorld;
let messages: string[];
let flow: typeof Flow;
let plan: typeof Plan;

/** Applies `{"system.a.b": v}` changes to a copy of the actor's source. */
function applied(actor: MadeActor, changes: Record<string, unknown>): Record<string, unknown> {
  const system = structuredClone(actor.system);
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.replace(/^system\./, "").split(".");
    let node = system as Record<string, unknown>;
    for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = structuredClone(value);
  }
  return system;
}

beforeEach(async () => {
  world = await makeEncounterWorld({ scene: null });
  messages = [];
  const g = globalThis as unknown as Record<string, Record<string, unknown>>;
  g.game!.user = { isGM: true, id: "gm" };
  world.settings.gmTables = {};
  const { actorDataModels } = await import("../../../src/rulesets/blaze-of-glory/data/actor");
  const models = actorDataModels as Record<string, { defineSchema(): Record<string, unknown> }>;
  vi.stubGlobal("fromUuid", async (uuid: string) => {
    const actor = world.actors.find((a) => a.uuid === uuid) as
      (MadeActor & Record<string, unknown>) | undefined;
    if (actor && !actor.update)
      actor.update = async (changes: Record<string, unknown>) => {
        const system = applied(actor, changes);
        try {
          validateField(
            { fieldClass: "SchemaField", args: [models[actor.type]!.defineSchema()] },
            system,
            `${actor.type}.system`,
          );
        } catch (error) {
          world.invalid.push((error as Error).message);
          throw error;
        }
        actor.system = system;
        return actor;
      };
    return actor ?? null;
  });
  vi.stubGlobal("ChatMessage", {
    create: async (data: { content: string }) => {
      messages.push(data.content);
      return { id: `m${messages.length}`, content: data.content };
    },
    getSpeaker: () => ({}),
  });
  flow = await import("../../../src/rulesets/blaze-of-glory/campaign/flow");
  plan = await import("../../../src/rulesets/blaze-of-glory/campaign/plan");
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const NPCS = readPack("npcs");

/** Another figure made from a figure's sheet (a hand, an outsider to the outfit). */
async function figureLike(model: MadeActor, name: string): Promise<MadeActor> {
  const Actor = (globalThis as unknown as { Actor: { create(d: object): Promise<MadeActor> } }).Actor;
  return Actor.create({ name, type: "character", img: "", system: structuredClone(model.system) });
}

/** A Star of the profession from the NPC pack, and an outfit he leads. */
async function outfitFor(profession: CampaignProfession) {
  const doc = NPCS.find(
    (d) => d.type === "character" && (d.system as { profession: string }).profession === profession,
  )!;
  const { _id, _key, ...source } = structuredClone(doc) as Record<string, unknown>;
  void _id;
  void _key;
  const Actor = (globalThis as unknown as { Actor: { create(d: object): Promise<MadeActor> } }).Actor;
  const star = await Actor.create(source);
  const outfit = await Actor.create({
    name: `${doc.name}'s outfit`,
    type: "outfit",
    img: "",
    system: {
      leader: star.uuid,
      members: [{ uuid: star.uuid, group: "" }],
      groups: [],
      diary: { encounters: 0, kills: 0, entries: [] },
      notes: "",
      campaign: null,
    },
  });
  return {
    star,
    outfit,
    rep: (doc.system as { rep: number }).rep,
    sand: (doc.system as { sand: number }).sand,
  };
}

const FORM: Record<CampaignProfession, Record<string, unknown>> = {
  cowboy: {
    profession: "cowboy",
    locale: "newMexico",
    cowboyRole: "rancher",
    cattle: 6,
    lucre: 4,
    hands: 18,
    captain: false,
  },
  gunfighter: {
    profession: "gunfighter",
    locale: "kansas",
    cowboyRole: "puncher",
    cattle: 0,
    lucre: 0,
    hands: 0,
    captain: false,
  },
  marshal: {
    profession: "marshal",
    locale: "indianTerritory",
    cowboyRole: "puncher",
    cattle: 0,
    lucre: 0,
    hands: 0,
    captain: false,
  },
  outlaw: {
    profession: "outlaw",
    locale: "missouri",
    cowboyRole: "puncher",
    cattle: 0,
    lucre: 5,
    hands: 4,
    captain: false,
  },
  ranger: {
    profession: "ranger",
    locale: "westTexas",
    cowboyRole: "puncher",
    cattle: 0,
    lucre: 0,
    hands: 11,
    captain: true,
  },
  sheriff: {
    profession: "sheriff",
    locale: "arizona",
    cowboyRole: "puncher",
    cattle: 0,
    lucre: 0,
    hands: 0,
    captain: false,
  },
};

/** The GM's answers, the same for the flow and for the rules core's replay. */
function answers(
  state: CampaignState,
  season: number,
): {
  step: "unpaid" | "start" | "move" | "encounter" | "record" | "skip" | "end";
  input: Record<string, unknown>;
} {
  switch (state.phase) {
    case "start":
      // Unpaid outlaws (counted hands here, without sheets) test their Sand first.
      if (unpaidTestOpen(state))
        return {
          step: "unpaid",
          input: {
            men: Array.from({ length: state.outlaw.unpaid }, (_, i) => ({
              who: null,
              name: `Hand ${i}`,
              sand: 3,
            })),
          },
        };
      return { step: "start", input: { gunfighterChoice: "take" } };
    case "move":
      return { step: "move", input: { action: season === 2 ? "lieLow" : "stay" } };
    case "encounter":
      return { step: "encounter", input: {} };
    case "play": {
      if (state.encounter?.id === null) return { step: "skip", input: {} };
      const outcome: EncounterOutcome = {
        won: season % 2 === 0,
        star: { ranAway: false, outOfTheFight: false, engaged: true },
        handsLost: state.hands > 0 ? 1 : 0,
        kills: [{ profession: "outlaw", rep: 3 }],
        jobDone: true,
      };
      return { step: "record", input: { outcome } };
    }
    default:
      return { step: "end", input: {} };
  }
}

/** Four seasons through the outfit's flows, compared step by step with the rules core. */
async function yearThroughFlows(profession: CampaignProfession, form: Record<string, unknown>) {
  const { outfit, rep, sand, star } = await outfitFor(profession);
  const seed = 1875 + CAMPAIGN_PROFESSIONS.indexOf(profession);
  const dice: DiceSource = seededDice(seed);
  const replay: DiceSource = seededDice(seed);
  await flow.startCampaign(outfit.uuid, { dice, form });
  // The rules core, given the same dice and answers.
  const life = rollLifeAndTimes(replay, rep);
  const brothers = rollFightinBrothers(replay, (star.system as { profession: Profession }).profession);
  const read = plan.readNewCampaign(form);
  let expected = newCampaign({
    profession: read.profession,
    locale: read.locale,
    star: { rep, sand },
    hands: read.hands,
    lucre: read.lucre,
    cattle: read.cattle,
    cowboyRole: read.cowboyRole,
    rangerCaptain: read.captain,
    simple: read.simple,
    lifeAndTimes: plan.readLifeAndTimes(form, life.entries, read.locale),
  });
  // His brothers join the outfit as figures rolled by the generator, each with his horse, and the
  // record knows them as brothers.
  for (const b of brothers.brothers) planFigure(replay, (k) => k, { profession: b.profession });
  const members = outfit.system.members as { uuid: string }[];
  expect(members).toHaveLength(1 + brothers.brothers.length);
  expected = assertCampaignState({ ...expected, brothers: members.slice(1).map((m) => m.uuid) });
  for (const [i, b] of brothers.brothers.entries()) {
    const made = world.actors.find((a) => a.uuid === members[i + 1]!.uuid)!;
    expect(made.type).toBe("character");
    expect((made.system as { profession: string }).profession).toBe(b.profession);
    expect(made.name).toContain("brother");
  }
  let recorded = 0;
  for (let guard = 0; guard < 120; guard++) {
    const stored = assertCampaignState(outfit.system.campaign);
    expect(stored).toEqual(expected);
    if (stored.turn.year === 1876) break;
    const season = ["spring", "summer", "fall", "winter"].indexOf(stored.turn.season);
    const { step, input } = answers(stored, season);
    const card = await flow.campaignStep(outfit.uuid, step, { dice, input: input as never });
    expect(card, `${profession} ${stored.turn.season} ${step}`).toBeTruthy();
    expected = plan.runStep(expected, step, replay, input as never).state;
    if (step === "record") recorded++;
  }
  expect(expected.turn).toEqual({ year: 1876, season: "spring" });
  // The Star's figure follows the record's Rep and Sand.
  expect(star.system.rep).toBe(expected.star.rep);
  expect(star.system.sand).toBe(expected.star.sand);
  expect(world.invalid).toEqual([]);
  const diary = outfit.system.diary as { encounters: number; entries: unknown[] };
  expect(diary.encounters).toBe(recorded);
  expect(diary.entries).toHaveLength(recorded + 1);
  // Every card rendered, and no text fell back to its raw lang key.
  expect(messages.length).toBeGreaterThan(4);
  for (const html of messages) expect(html.match(/SIXGUN\.[A-Za-z.0-9]+/g) ?? []).toEqual([]);
  return assertCampaignState(outfit.system.campaign);
}

describe("a year of campaign turns in Foundry, each profession", () => {
  for (const profession of CAMPAIGN_PROFESSIONS)
    it(`${profession}: four seasons through the outfit's flows match the rules core`, async () => {
      await yearThroughFlows(profession, FORM[profession]);
    });
  it("the simple campaign (an outlaw): four seasons match the rules core, no profession books kept", async () => {
    const after = await yearThroughFlows("outlaw", { ...FORM.outlaw, simple: true });
    expect(after.simple).toBe(true);
    expect(after.lucre).toBe(Number(FORM.outlaw.lucre ?? 0));
  });
});

describe("the campaign's flows refuse and keep what they must", () => {
  it("a player cannot run a step; an outfit without a campaign is refused; Clear removes only the record", async () => {
    const { outfit } = await outfitFor("marshal");
    const g = globalThis as unknown as Record<string, Record<string, unknown>>;
    g.game!.user = { isGM: false, id: "p1" };
    expect(await flow.startCampaign(outfit.uuid, { form: FORM.marshal })).toBeNull();
    expect(outfit.system.campaign).toBeNull();
    g.game!.user = { isGM: true, id: "gm" };
    expect(await flow.campaignStep(outfit.uuid, "start", { dice: seededDice(1) })).toBeNull();
    await flow.startCampaign(outfit.uuid, { dice: seededDice(2), form: FORM.marshal });
    expect(outfit.system.campaign).not.toBeNull();
    // A step out of its phase is reported, not thrown into Foundry, and changes nothing.
    const before = structuredClone(outfit.system.campaign);
    expect(await flow.campaignStep(outfit.uuid, "end", { dice: seededDice(3) })).toBeNull();
    expect(outfit.system.campaign).toEqual(before);
    await flow.clearCampaign(outfit.uuid);
    expect(outfit.system.campaign).toBeNull();
    expect((outfit.system.diary as { entries: unknown[] }).entries).toHaveLength(1);
  });

  it("a Rep earned in the campaign reaches the Star's figure", async () => {
    const { outfit, star } = await outfitFor("gunfighter");
    star.system.rep = 2;
    await flow.startCampaign(outfit.uuid, { dice: seededDice(5), form: FORM.gunfighter });
    const record = assertCampaignState(outfit.system.campaign);
    outfit.system.campaign = {
      ...record,
      phase: "play",
      star: { ...record.star, rep: 2, rap: 1 },
      encounter: { id: "gunfight", gunfightType: 1, why: "table", locale: null, warriors: false },
    };
    await flow.campaignStep(outfit.uuid, "record", {
      dice: seededDice(6),
      input: {
        outcome: { won: true, star: { ranAway: false, outOfTheFight: false, engaged: true }, handsLost: 0 },
      },
    });
    expect(assertCampaignState(outfit.system.campaign).star).toMatchObject({ rep: 3, rap: 0 });
    expect(star.system.rep).toBe(3);
    expect(world.invalid).toEqual([]);
  });

  it("a member's campaign recovery is rolled on a card and written to his sheet, validated", async () => {
    const { outfit, star } = await outfitFor("sheriff");
    await flow.startCampaign(outfit.uuid, { dice: seededDice(7), form: FORM.sheriff });
    star.system.encounter = { ...(star.system.encounter as object), runaway: true };
    star.system.sand = 4;
    const before = messages.length;
    // Runaway recovery (1, 6) vs Sand 4 → pass 1 → back, Sand −1.
    const card = await flow.campaignRecovery(outfit.uuid, star.uuid, { dice: sequenceDice(1, 6), form: {} });
    expect(card).toBeTruthy();
    expect(star.system.sand).toBe(3);
    expect((star.system.encounter as { runaway: boolean }).runaway).toBe(false);
    expect(messages.length).toBe(before + 1);
    expect(messages.at(-1)!.match(/SIXGUN\.[A-Za-z.0-9]+/g) ?? []).toEqual([]);
    expect(world.invalid).toEqual([]);
    // Only the GM runs it.
    const g = globalThis as unknown as Record<string, Record<string, unknown>>;
    g.game!.user = { isGM: false, id: "p1" };
    expect(
      await flow.campaignRecovery(outfit.uuid, star.uuid, { dice: sequenceDice(1, 1), form: {} }),
    ).toBeNull();
    expect(star.system.sand).toBe(3);
  });

  it("taken by the law: held on the record, tried when the season comes, hanged on the day; the GM frees another", async () => {
    const { outfit, star } = await outfitFor("outlaw");
    await flow.startCampaign(outfit.uuid, { dice: seededDice(11), form: FORM.outlaw });
    star.system.sand = 4;
    star.system.encounter = { ...(star.system.encounter as object), runaway: false, outOfTheFight: false };
    star.system.wounds = { head: 0, gunArm: 0, offArm: 0, chest: 0, gut: 0, leg: 0, gutShot: false };
    // CAPTURED! (1, 6) vs Sand 4 is pass 1: the law imprisons him; the jail break in ½d6 (6 → 3
    // seasons); murder is charged, so the trial's date is rolled (1 → next season).
    await flow.campaignRecovery(outfit.uuid, star.uuid, {
      dice: sequenceDice(1, 6, 6, 1),
      form: { taken: "captured", captor: "law", crime: "murder" },
    });
    const held = assertCampaignState(outfit.system.campaign).prisoners;
    expect(held).toEqual([
      expect.objectContaining({
        who: star.uuid,
        crime: "murder",
        jailBreakIn: 3,
        trialIn: 1,
        sentence: null,
      }),
    ]);
    expect(messages.at(-1)).toContain("The law tries");
    // The next season's start: the trial (6, 6) is pass 0 for murder; 3 is the rope, in ½d6 (1) seasons.
    await flow.campaignStep(outfit.uuid, "start", { dice: sequenceDice(6, 6, 3, 1) });
    expect(assertCampaignState(outfit.system.campaign).prisoners[0]).toMatchObject({
      sentence: { kind: "hanging", inSeasons: 1 },
      termLeft: 1,
      jailBreakIn: 2,
    });
    expect((star.system.encounter as { obviouslyDead: boolean }).obviouslyDead).toBe(false);
    // A season on, no jail break came in time: he hangs, and his sheet says so.
    const record = assertCampaignState(outfit.system.campaign);
    outfit.system.campaign = { ...record, phase: "start", turn: { year: 1875, season: "summer" } };
    await flow.campaignStep(outfit.uuid, "start", { dice: sequenceDice() });
    expect(assertCampaignState(outfit.system.campaign).prisoners).toEqual([]);
    expect((star.system.encounter as { obviouslyDead: boolean }).obviouslyDead).toBe(true);
    expect(messages.at(-1)).toContain("is hanged");
    // A record edited to name a figure outside the outfit changes nothing on that figure's sheet.
    const outsider = await figureLike(star, "Outsider");
    outsider.system.encounter = { ...(outsider.system.encounter as object), obviouslyDead: false };
    const planted = {
      ...held[0]!,
      who: outsider.uuid,
      name: "Outsider",
      sentence: { kind: "hanging" as const, inSeasons: 1 },
      termLeft: 1,
      trialIn: null,
    };
    outfit.system.campaign = {
      ...assertCampaignState(outfit.system.campaign),
      phase: "start",
      turn: { year: 1875, season: "fall" },
      prisoners: [planted],
    };
    await flow.campaignStep(outfit.uuid, "start", { dice: sequenceDice() });
    expect((outsider.system.encounter as { obviouslyDead: boolean }).obviouslyDead).toBe(false);
    // Another held by others: only the GM sets him free, and only one who is held.
    const other = { ...held[0]!, who: "Actor.kid", name: "Kid", crime: null, trialIn: null };
    outfit.system.campaign = { ...assertCampaignState(outfit.system.campaign), prisoners: [other] };
    const g = globalThis as unknown as Record<string, Record<string, unknown>>;
    g.game!.user = { isGM: false, id: "p1" };
    expect(await flow.freeCampaignPrisoner(outfit.uuid, "Actor.kid")).toBeNull();
    g.game!.user = { isGM: true, id: "gm" };
    expect(await flow.freeCampaignPrisoner(outfit.uuid, "Actor.nobody")).toBeNull();
    expect(await flow.freeCampaignPrisoner(outfit.uuid, "Actor.kid")).toBeTruthy();
    expect(assertCampaignState(outfit.system.campaign).prisoners).toEqual([]);
    expect(messages.at(-1)).toContain("Kid is out.");
    for (const m of messages) expect(m.match(/SIXGUN\.[A-Za-z.0-9]+/g) ?? []).toEqual([]);
    expect(world.invalid).toEqual([]);
  });

  it("a rancher buys cattle and hires a gunfighter from the panel, once a season, written to the record", async () => {
    const { outfit } = await outfitFor("cowboy");
    await flow.startCampaign(outfit.uuid, { dice: seededDice(12), form: FORM.cowboy });
    const before = assertCampaignState(outfit.system.campaign);
    const { campaignPanelView } = await import("../../../src/rulesets/blaze-of-glory/campaign/view");
    const ids = (s: unknown) => campaignPanelView(assertCampaignState(s), (k) => k).steps.map((x) => x.id);
    expect(ids(before)).toEqual(["start", "profession", "buy", "hire"]);
    // BUY THEM in New Mexico: 6 + Rep 3 is 9, 2 LP a CP; one CP wanted.
    expect(
      await flow.campaignStep(outfit.uuid, "buy", { dice: sequenceDice(6), input: { cattle: 1 } }),
    ).toBeTruthy();
    const bought = assertCampaignState(outfit.system.campaign);
    expect(bought.cattle).toBe(before.cattle + 1);
    expect(bought.lucre).toBe(before.lucre - 2);
    expect(messages.at(-1)).toContain("Bought 1 CP for 2 LP.");
    expect(ids(bought)).toEqual(["start", "profession", "hire"]);
    expect(
      await flow.campaignStep(outfit.uuid, "buy", { dice: sequenceDice(6), input: { cattle: 2 } }),
    ).toBeNull();
    expect(
      await flow.campaignStep(outfit.uuid, "hire", { dice: sequenceDice(), input: { hire: 1 } }),
    ).toBeTruthy();
    expect(assertCampaignState(outfit.system.campaign).cowboy.gunfighters).toBe(1);
    expect(messages.at(-1)).toContain("A gunfighter hired.");
    expect(world.invalid).toEqual([]);
  });

  it("unpaid outlaws test their Sand from the panel: the GM ticks who; one who rides off leaves the outfit", async () => {
    const { outfit, star } = await outfitFor("outlaw");
    const slim = await figureLike(star, "Slim");
    const tex = await figureLike(star, "Tex");
    Object.assign(slim.system, { rep: 2, sand: 4 });
    Object.assign(tex.system, { rep: 4, sand: 5 });
    outfit.system.members = [
      ...(outfit.system.members as object[]),
      { uuid: slim.uuid, group: "" },
      { uuid: tex.uuid, group: "" },
    ];
    await flow.startCampaign(outfit.uuid, { dice: seededDice(14), form: FORM.outlaw });
    const record = assertCampaignState(outfit.system.campaign);
    // The brothers the new campaign made are on the record (and the outfit), the hands are not.
    const members = (outfit.system.members as { uuid: string }[]).map((m) => m.uuid);
    expect(record.brothers.length).toBeGreaterThan(0);
    expect(record.brothers).toEqual(members.slice(3));
    outfit.system.campaign = { ...record, hands: 3, outlaw: { unpaid: 2 } };
    const { campaignPanelView } = await import("../../../src/rulesets/blaze-of-glory/campaign/view");
    const waiting = assertCampaignState(outfit.system.campaign);
    expect(campaignPanelView(waiting, (k) => k).steps.map((x) => x.id)).toEqual(["unpaid"]);
    // The dialog lists the gang but never a brother, the two lowest Rep ticked.
    const hands = [slim, tex].map((h) => ({
      who: h.uuid,
      name: h.name,
      rep: h.system.rep as number,
      sand: h.system.sand as number,
      profession: "outlaw" as const,
    }));
    const brother = { ...hands[0]!, who: record.brothers[0]!, name: "Kin", rep: 1 };
    const context = plan.unpaidContext(waiting, [...hands, brother], (k) => k);
    expect(context.men.map((m) => [m.id, m.checked])).toEqual([
      ["man0", true],
      ["man1", true],
    ]);
    // The GM ticks Slim only: the second unpaid man is a hand without a sheet, at the Sand given.
    // Slim (3, 6) vs 4 → pass 1 → rides off; the other (5, 6) vs 3 → stays.
    const card = await flow.campaignStep(outfit.uuid, "unpaid", {
      dice: sequenceDice(3, 6, 5, 6),
      form: { man0: true, man1: false, sand: 3 },
    });
    expect(card).toBeTruthy();
    expect(messages.at(-1)).toContain("Slim passes his Sand and rides off.");
    const after = assertCampaignState(outfit.system.campaign);
    expect(after).toMatchObject({ hands: 2, outlaw: { unpaid: 0 }, phase: "start" });
    const left = (outfit.system.members as { uuid: string }[]).map((m) => m.uuid);
    expect(left).not.toContain(slim.uuid);
    expect(left).toContain(tex.uuid);
    expect(left).toContain(star.uuid);
    expect(campaignPanelView(after, (k) => k).steps.map((x) => x.id)).toContain("start");
    expect(world.invalid).toEqual([]);
  });

  it("an outfit that met nobody rides on from the panel into a linked locale and tests there", async () => {
    const { outfit } = await outfitFor("gunfighter");
    await flow.startCampaign(outfit.uuid, { dice: seededDice(23), form: FORM.gunfighter });
    const record = assertCampaignState(outfit.system.campaign);
    outfit.system.campaign = {
      ...record,
      locale: "indianTerritory",
      phase: "end",
      tested: true,
      moving: true,
    };
    const { campaignPanelView } = await import("../../../src/rulesets/blaze-of-glory/campaign/view");
    const ids = () =>
      campaignPanelView(assertCampaignState(outfit.system.campaign), (k) => k).steps.map((x) => x.id);
    expect(ids()).toContain("travelOn");
    // Not along a link the map does not have.
    expect(
      await flow.campaignStep(outfit.uuid, "travelOn", { dice: seededDice(24), form: { to: "montana" } }),
    ).toBeNull();
    expect(
      await flow.campaignStep(outfit.uuid, "travelOn", { dice: seededDice(24), form: { to: "kansas" } }),
    ).toBeTruthy();
    expect(assertCampaignState(outfit.system.campaign)).toMatchObject({
      locale: "kansas",
      phase: "encounter",
      tested: false,
    });
    expect(messages.at(-1)).toContain("Drifted to Kansas.");
    expect(ids()).toEqual(["encounter"]);
    expect(world.invalid).toEqual([]);
  });

  it("a brother kept away is called back at the start of a season, not in winter, and only a brother", async () => {
    const { outfit, star } = await outfitFor("outlaw");
    await flow.startCampaign(outfit.uuid, { dice: seededDice(14), form: FORM.outlaw });
    const record = assertCampaignState(outfit.system.campaign);
    const [brother] = record.brothers;
    expect(brother).toBeTruthy();
    // The GM keeps him away: off the outfit, still on the record.
    outfit.system.members = (outfit.system.members as { uuid: string }[]).filter((m) => m.uuid !== brother);
    outfit.system.campaign = { ...record, turn: { year: 1875, season: "winter" } };
    expect(await flow.callCampaignBrother(outfit.uuid, brother!)).toBeNull();
    const outsider = await figureLike(star, "Stranger");
    outfit.system.campaign = record;
    expect(await flow.callCampaignBrother(outfit.uuid, outsider.uuid)).toBeNull();
    const { campaignPanelView } = await import("../../../src/rulesets/blaze-of-glory/campaign/view");
    const panel = campaignPanelView(record, (k) => k, [{ who: brother!, name: "Kin" }]);
    expect(panel).toMatchObject({ canCall: true, away: [{ who: brother, name: "Kin" }] });
    expect(await flow.callCampaignBrother(outfit.uuid, brother!)).toBeTruthy();
    expect((outfit.system.members as { uuid: string }[]).map((m) => m.uuid)).toContain(brother);
    expect(messages.at(-1)).toContain("rides in to join his brother");
    // On the outfit now: calling him again is refused.
    expect(await flow.callCampaignBrother(outfit.uuid, brother!)).toBeNull();
    expect(world.invalid).toEqual([]);
  });

  it("a mutineer's Draw! lost: the gang's figures leave the outfit; the Star, his brothers and the horses stay", async () => {
    const { outfit, star } = await outfitFor("outlaw");
    const slim = await figureLike(star, "Slim");
    const kin = await figureLike(star, "Frank");
    const pony = readPack("stock").find((d) => d.type === "mount")!;
    const { _id, _key, ...source } = structuredClone(pony) as Record<string, unknown>;
    void _id;
    void _key;
    const Actor = (globalThis as unknown as { Actor: { create(d: object): Promise<MadeActor> } }).Actor;
    const horse = await Actor.create(source);
    await flow.startCampaign(outfit.uuid, { dice: seededDice(16), form: FORM.outlaw });
    outfit.system.members = [
      ...(outfit.system.members as object[]),
      ...[slim, kin, horse].map((a) => ({ uuid: a.uuid, group: "" })),
    ];
    const record = assertCampaignState(outfit.system.campaign);
    outfit.system.campaign = {
      ...record,
      brothers: [...record.brothers, kin.uuid],
      hands: 2,
      phase: "play",
      tested: true,
      encounter: { id: "gunfight", gunfightType: 1, why: "mutinyDraw", locale: null, warriors: false },
    };
    await flow.campaignStep(outfit.uuid, "record", {
      dice: seededDice(19),
      input: {
        outcome: { won: false, star: { ranAway: false, outOfTheFight: true, engaged: true }, handsLost: 0 },
      },
    });
    expect(messages.at(-1)).toContain("the whole gang deserts him");
    const left = (outfit.system.members as { uuid: string }[]).map((m) => m.uuid);
    expect(left).toEqual(expect.arrayContaining([star.uuid, kin.uuid, horse.uuid]));
    expect(left).not.toContain(slim.uuid);
    expect(assertCampaignState(outfit.system.campaign).hands).toBe(0);
    expect(world.invalid).toEqual([]);
  });

  it("Play on a vengeful clan's encounter hands the wizard the encounter set for the brothers who found him", async () => {
    const { outfit } = await outfitFor("gunfighter");
    await flow.startCampaign(outfit.uuid, { dice: seededDice(20), form: FORM.gunfighter });
    const record = assertCampaignState(outfit.system.campaign);
    outfit.system.campaign = {
      ...record,
      clans: [{ brothers: 5, locale: null, profession: "cowboy" }],
      phase: "play",
      tested: true,
      encounter: {
        id: "capture",
        gunfightType: null,
        why: "kin",
        locale: null,
        warriors: false,
        kin: { clan: 0, brothers: 3, profession: "cowboy" },
      },
    };
    wizard.opened.length = 0;
    await flow.playCampaignEncounter(outfit.uuid);
    const { definitions } = wizard.opened[0] as { definitions: EncounterDefinition[] };
    expect(definitions.map((d) => d.id)).toEqual(["capture"]);
    expect(definitions[0]!.inputs.find((i) => i.key === "playerSide")).toMatchObject({
      choices: ["outlaws"],
    });
    const setup = definitions[0]!.setUp(seededDice(21), {});
    const against = setup.sides.filter((s) => s.role === "opposition");
    expect(against.flatMap((s) => s.forces.map((f) => [f.profession, f.count]))).toEqual([["cowboy", 3]]);
    // The panel and the cards say who is coming.
    const { encounterText } = await import("../../../src/rulesets/blaze-of-glory/campaign/view");
    const { localize } = await import("../../../src/shell/foundry");
    expect(encounterText(localize, assertCampaignState(outfit.system.campaign).encounter!)).toContain(
      "3 Cowboy brothers out for vengeance",
    );
    // Recorded with two of them out of it: the clan has three left.
    await flow.campaignStep(outfit.uuid, "record", {
      dice: seededDice(22),
      form: { won: true, engaged: true, kinRemoved: 2 },
    });
    expect(assertCampaignState(outfit.system.campaign).clans).toEqual([
      { brothers: 3, locale: null, profession: "cowboy" },
    ]);
    // Any other encounter opens on the book's own definition.
    outfit.system.campaign = {
      ...assertCampaignState(outfit.system.campaign),
      phase: "play",
      encounter: { id: "gunfight", gunfightType: 1, why: "table", locale: null, warriors: false },
    };
    await flow.playCampaignEncounter(outfit.uuid);
    const plain = (wizard.opened[1] as { definitions: EncounterDefinition[] }).definitions[0]!;
    expect(plain).toBe(encounterDefinition("gunfight"));
  });

  it("a ranger Star below the Captain: 2d6 finds his place; the outcome dialog asks for his seniors; he moves up", async () => {
    const { outfit } = await outfitFor("ranger");
    const dice = seededDice(17);
    await flow.startCampaign(outfit.uuid, { dice, form: { ...FORM.ranger, captain: false } });
    const record = assertCampaignState(outfit.system.campaign);
    // The same dice replayed: life and times, brothers (and their figures), then the seniority roll.
    const replay = seededDice(17);
    const star = NPCS.find(
      (d) => d.type === "character" && (d.system as { profession: string }).profession === "ranger",
    )!;
    rollLifeAndTimes(replay, (star.system as { rep: number }).rep);
    const brothers = rollFightinBrothers(replay, "ranger");
    for (const b of brothers.brothers) planFigure(replay, (k) => k, { profession: b.profession });
    const { place } = rollSeniority(replay);
    expect(record.ranger).toMatchObject({ place, captain: false });
    expect(messages.at(-1)).toContain(`place ${place} in the company’s seniority`);
    // Five places down: the outcome dialog asks which of those who rode and fell were his seniors.
    outfit.system.campaign = {
      ...record,
      ranger: { ...record.ranger, place: 5 },
      phase: "play",
      tested: true,
      encounter: { id: "gunfight", gunfightType: 1, why: "table", locale: null, warriors: false },
    };
    const context = plan.outcomeContext(assertCampaignState(outfit.system.campaign), "Gunfight", (k) => k);
    expect(context.counts.filter((c) => c.id.startsWith("seniors")).map((c) => [c.id, c.max])).toEqual([
      ["seniorsEngaged", 4],
      ["seniorsLost", 4],
    ]);
    await flow.campaignStep(outfit.uuid, "record", {
      dice: seededDice(18),
      form: { won: true, engaged: true, participants: 4, seniorsEngaged: 3, handsLost: 2, seniorsLost: 2 },
    });
    expect(assertCampaignState(outfit.system.campaign).ranger).toMatchObject({ place: 3, captain: false });
    expect(messages.at(-1)).toContain("The Star moves up to place 3: a Sergeant.");
    expect(world.invalid).toEqual([]);
  });

  it("a step's dialog opens on its template with the step's name on its button; closed, nothing is done", async () => {
    const { outfit } = await outfitFor("cowboy");
    await flow.startCampaign(outfit.uuid, { dice: seededDice(25), form: FORM.cowboy });
    const asked: { title: string; content: string; label: string; width: number }[] = [];
    let answer: Record<string, string> | null = { hire: "1", letGo: "0" };
    const api = (globalThis as unknown as { foundry: { applications: Record<string, unknown> } }).foundry
      .applications;
    api.api = {
      DialogV2: {
        wait: async (config: {
          window: { title: string };
          content: string;
          position: { width: number };
          buttons: { label: string; callback?: (e: unknown, b: unknown) => unknown }[];
        }) => {
          asked.push({
            title: config.window.title,
            content: config.content,
            label: config.buttons[0]!.label,
            width: config.position.width,
          });
          if (!answer) return null;
          const elements = Object.entries(answer).map(([name, value]) => ({ name, value, type: "number" }));
          return config.buttons[0]!.callback!({}, { form: { elements } });
        },
      },
    };
    const before = assertCampaignState(outfit.system.campaign);
    answer = null;
    expect(await flow.campaignStep(outfit.uuid, "hire", { dice: seededDice(26) })).toBeNull();
    expect(assertCampaignState(outfit.system.campaign)).toEqual(before);
    answer = { hire: "1", letGo: "0" };
    expect(await flow.campaignStep(outfit.uuid, "hire", { dice: seededDice(26) })).toBeTruthy();
    expect(asked.map((a) => [a.title, a.label])).toEqual([
      ["Gunfighters", "Gunfighters"],
      ["Gunfighters", "Gunfighters"],
    ]);
    expect(asked[0]!.content).toContain('name="hire"');
    expect(assertCampaignState(outfit.system.campaign).cowboy.gunfighters).toBe(1);
    // The move dialog is wider, and lists the map's links from here.
    answer = null;
    outfit.system.campaign = { ...assertCampaignState(outfit.system.campaign), phase: "move" };
    await flow.campaignStep(outfit.uuid, "move", { dice: seededDice(27) });
    expect(asked.at(-1)!.width).toBe(420);
    expect(asked.at(-1)!.content).toContain('name="to"');
  });

  it("a hand who came through earns his RAP on the record; his new Rep reaches his sheet", async () => {
    const { outfit, star } = await outfitFor("marshal");
    const hand = await figureLike(star, "Deputy Hand");
    hand.system.rep = 2;
    outfit.system.members = [...(outfit.system.members as object[]), { uuid: hand.uuid, group: "" }];
    await flow.startCampaign(outfit.uuid, { dice: seededDice(13), form: FORM.marshal });
    const record = assertCampaignState(outfit.system.campaign);
    outfit.system.campaign = {
      ...record,
      phase: "play",
      tested: true,
      handRap: [{ who: hand.uuid, name: "Deputy Hand", rep: 2, rap: 1 }],
      encounter: { id: "gunfight", gunfightType: 1, why: "table", locale: null, warriors: false },
    };
    // The outcome dialog's answers: the Star's side won, and the hand (the first listed) came through.
    await flow.campaignStep(outfit.uuid, "record", {
      dice: seededDice(14),
      form: { won: true, engaged: true, hand0: "success" },
    });
    expect(assertCampaignState(outfit.system.campaign).handRap).toEqual([
      { who: hand.uuid, name: "Deputy Hand", rep: 3, rap: 0 },
    ]);
    expect(hand.system.rep).toBe(3);
    expect(messages.at(-1)).toContain("Deputy Hand rises to Rep 3.");
    expect(world.invalid).toEqual([]);
  });

  it("a wound still mending is kept on the record and not rolled again until the next season", async () => {
    const { outfit, star } = await outfitFor("sheriff");
    await flow.startCampaign(outfit.uuid, { dice: seededDice(15), form: FORM.sheriff });
    star.system.encounter = { ...(star.system.encounter as object), runaway: false, outOfTheFight: true };
    star.system.wounds = { head: 0, gunArm: 1, offArm: 0, chest: 0, gut: 0, leg: 0, gutShot: false };
    star.system.toughness = 4;
    // A sheriff always rests; 1 and 6 vs Toughness 4 is pass 1: still mending.
    await flow.campaignRecovery(outfit.uuid, star.uuid, { dice: sequenceDice(1, 6), form: {} });
    const first = assertCampaignState(outfit.system.campaign);
    expect(first.mending).toEqual([
      { who: star.uuid, name: star.name, from: { year: 1875, season: "summer" } },
    ]);
    expect((star.system.wounds as { gunArm: number }).gunArm).toBe(1);
    // Again this season: no die for the wound, the card says why.
    await flow.campaignRecovery(outfit.uuid, star.uuid, { dice: sequenceDice(), form: {} });
    expect(messages.at(-1)).toContain("still mending");
    // Next season he is tested again; 1 and 1 heals the arm and takes him off the list.
    outfit.system.campaign = { ...first, turn: { year: 1875, season: "summer" } };
    await flow.campaignRecovery(outfit.uuid, star.uuid, { dice: sequenceDice(1, 1), form: {} });
    expect(assertCampaignState(outfit.system.campaign).mending).toEqual([]);
    expect((star.system.wounds as { gunArm: number }).gunArm).toBe(0);
    expect(world.invalid).toEqual([]);
  });

  it("the Star changes profession from the panel; a refusal is reported and changes nothing", async () => {
    const { outfit } = await outfitFor("gunfighter");
    await flow.startCampaign(outfit.uuid, { dice: seededDice(8), form: FORM.gunfighter });
    expect(
      await flow.campaignStep(outfit.uuid, "profession", {
        dice: seededDice(9),
        input: { profession: "sheriff" },
      }),
    ).toBeTruthy();
    expect(assertCampaignState(outfit.system.campaign)).toMatchObject({
      profession: "sheriff",
      phase: "start",
    });
    expect(messages.at(-1)).toContain("He takes up a new trade: Sheriff.");
    const before = structuredClone(outfit.system.campaign);
    expect(
      await flow.campaignStep(outfit.uuid, "profession", {
        dice: seededDice(9),
        input: { profession: "sheriff" },
      }),
    ).toBeNull();
    expect(outfit.system.campaign).toEqual(before);
    expect(world.invalid).toEqual([]);
  });

  it("the outfit model refuses a broken record, naming the field", async () => {
    const { outfit } = await outfitFor("sheriff");
    const actor = outfit as MadeActor & { update(c: object): Promise<unknown> };
    await flow.startCampaign(outfit.uuid, { dice: seededDice(4), form: FORM.sheriff });
    const broken = { ...(outfit.system.campaign as object), hands: -2 };
    await expect(actor.update({ "system.campaign": broken })).rejects.toThrow(/hands/);
    expect((outfit.system.campaign as { hands: number }).hands).toBe(0);
  });
});
