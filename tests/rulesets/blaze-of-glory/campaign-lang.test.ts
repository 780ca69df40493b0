import { describe, expect, it } from "vitest";
import { seededDice } from "../../../src/rules/core";
import type { EncounterRoll } from "../../../src/rules/blaze-of-glory/encounters/types";
import {
  CAMPAIGN_PROFESSIONS,
  PHASE_STEPS,
  endSeason,
  moveSeason,
  neighbours,
  newCampaign,
  recordEncounter,
  rollAbleToRest,
  rollAlternateExperience,
  rollCaptured,
  rollDoctorin,
  rollFightinBrothers,
  rollFort,
  rollJoinUp,
  rollLifeAndTimes,
  rollRescue,
  rollRiverCrossing,
  rollRunawayRecovery,
  rollTradingPost,
  rollTrailSection,
  rollTrial,
  rollWoundRecovery,
  skipEncounter,
  startSeason,
  testForEncounter,
  turnIndex,
  type CampaignEvent,
  type CampaignState,
  CRIMES,
  custodySeasonEnd,
  custodySeasonStart,
  freePrisoners,
  buyCattle,
  cowboyStepsOpen,
  HAND_RESULTS,
  LIFE_AND_TIMES_RESULTS,
  hireGunfighters,
  maverick,
  unpaidMenTest,
  unpaidTestOpen,
} from "../../../src/rules/blaze-of-glory/campaign";
import { readJSON } from "../../helpers/files";
import {
  NO_ANSWERS,
  custodyAfterRecovery,
  planRecovery,
} from "../../../src/rulesets/blaze-of-glory/campaign/recovery-plan";
import {
  NO_ENCOUNTER,
  NO_WOUNDS_SOURCE,
  type CharacterSource,
} from "../../../src/rulesets/blaze-of-glory/data/source-types";

/*
 * Every code the campaign's rolls and steps can produce has its text: seeded seasons of every
 * profession with varied answers, and the campaign tables the steps do not reach yet, are run and
 * each roll's purpose and result, each event and each reason an encounter is called, looked up in
 * lang/en.json (a plural text counts when it has its "other" form).
 */

const lang = readJSON<Record<string, unknown>>("lang/en.json");
function has(key: string): boolean {
  let node: unknown = lang;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return (
    typeof node === "string" ||
    (typeof node === "object" && node !== null && typeof (node as { other?: unknown }).other === "string")
  );
}

const rolls: EncounterRoll[] = [];
const events: CampaignEvent[] = [];
const whys = new Set<string>();

function season(profession: (typeof CAMPAIGN_PROFESSIONS)[number], seed: number) {
  const dice = seededDice(seed);
  let s: CampaignState = newCampaign({
    profession,
    locale: profession === "sheriff" ? "arizona" : "kansas",
    star: { rep: 1 + (seed % 7), sand: seed % 6 },
    hands: seed % 9,
    cattle: seed % 7,
    lucre: seed % 5,
    cowboyRole: (["puncher", "trailBoss", "rancher"] as const)[seed % 3],
    simple: seed % 5 === 4,
    grazing: seed % 3 === 0,
    // Two of his life and times where the campaign starts, so their effects come up.
    lifeAndTimes: [0, 3].map((k) => ({
      result: LIFE_AND_TIMES_RESULTS[(seed + k) % LIFE_AND_TIMES_RESULTS.length]!,
      locale: "kansas" as const,
    })),
  });
  s = {
    ...s,
    wanted: { national: seed % 2, locales: { kansas: seed % 3 } },
    clans: seed % 4 === 0 ? [{ brothers: 3, locale: null, profession: "outlaw" }] : [],
  };
  for (let g = 0; g < 150 && s.phase !== "over" && turnIndex(s.turn) < 8; g++) {
    const near = neighbours(s.locale);
    // The Cowboy's own steps when the record offers them: buying, one gunfighter, mavericking.
    const open = cowboyStepsOpen(s);
    const own = open.buy
      ? buyCattle(
          s,
          dice,
          { cattle: 1 + (seed % 3) },
          { buyThemOverlap: seed % 2 ? "priceFirst" : "noneFirst" },
        )
      : open.hire && s.cowboy.gunfighters === 0 && s.lucre + s.bank > 0
        ? hireGunfighters(s, dice, { hire: 1 })
        : open.maverick
          ? maverick(s, dice)
          : unpaidTestOpen(s)
            ? unpaidMenTest(
                s,
                dice,
                {
                  men: Array.from({ length: s.outlaw.unpaid }, (_, i) => ({
                    who: null,
                    name: `Hand ${i}`,
                    sand: 1 + ((seed + i) % 6),
                  })),
                },
                { unpaidLeaveOn: seed % 2 ? "passTwo" : "anyPass" },
              )
            : null;
    const r = own
      ? own
      : s.phase === "start"
        ? startSeason(s, dice, { gunfighterChoice: (["take", "drift", "outlaw"] as const)[seed % 3] })
        : s.phase === "move"
          ? moveSeason(
              s,
              dice,
              seed % 4 === 1
                ? { action: "lieLow" }
                : s.turn.season !== "winter" && near.length && (seed % 2 || s.cowboy.mustMove)
                  ? { action: "travel", to: near[0], neighbours: near }
                  : { action: "stay", drive: { cattle: 3, legs: 5 } },
            )
          : s.phase === "encounter"
            ? testForEncounter(s, dice, { driveTo: near[0], robbery: seed % 2 === 0 })
            : s.phase === "play"
              ? s.encounter?.id === null || seed % 7 === 0
                ? skipEncounter(s, dice)
                : recordEncounter(
                    s,
                    dice,
                    {
                      won: seed % 2 === 0,
                      star: { ranAway: seed % 5 === 0, outOfTheFight: false, engaged: true },
                      handsLost: seed % 3 === 0 ? 1 : 0,
                      kills: [{ profession: seed % 2 ? "cowboy" : "outlaw", rep: 1 }],
                      jobDone: true,
                      asRustler: seed % 3 === 1,
                      robbery: (["succeeded", "caught", "thwarted"] as const)[seed % 3],
                      hands: [
                        {
                          who: "Actor.hand",
                          name: "Hand",
                          rep: 1 + (seed % 6),
                          sand: 1 + (seed % 5),
                          profession: "cowboy",
                          result: HAND_RESULTS[seed % 3]!,
                        },
                      ],
                    },
                    { experience: seed % 2 ? "alternate" : "rap" },
                  )
              : endSeason(s, dice);
    rolls.push(...r.rolls);
    events.push(...r.events);
    for (const e of [r.state.encounter, ...r.state.queue]) if (e) whys.add(e.why);
    s = r.state;
  }
}

for (const profession of CAMPAIGN_PROFESSIONS)
  for (let seed = 0; seed < 150; seed++) season(profession, seed);
for (let seed = 0; seed < 200; seed++) {
  const d = seededDice(seed);
  rolls.push(...rollLifeAndTimes(d, 7).rolls, ...rollFightinBrothers(d, "outlaw").rolls);
  rolls.push(
    rollRunawayRecovery(d, { sand: 4 }).roll,
    ...rollAbleToRest(d, { profession: "outlaw", inTown: false }).rolls,
  );
  const wound = rollWoundRecovery(d, {
    toughness: 3,
    location: (["head", "leg", "gunArm"] as const)[seed % 3]!,
    ableToRest: false,
  });
  rolls.push(
    ...wound.rolls,
    ...rollDoctorin(d, {
      place: "goodSizedTown",
      indian: seed % 2 === 0,
      location: "leg",
      woundOutcome: "mending",
    }).rolls,
  );
  rolls.push(...rollRescue(d, [{ sand: 3 }, { sand: 4 }]).rolls);
  rolls.push(
    ...rollCaptured(d, { sand: 3, abandoned: false, captor: "law", inTown: false, mobile: false }).rolls,
  );
  rolls.push(
    ...rollTrial(d, {
      sand: 3,
      crime: (["robbery", "rustling", "murder", "horseTheft"] as const)[seed % 4]!,
      withAssault: seed % 8 === 0,
    }).rolls,
  );
  rolls.push(
    ...rollAlternateExperience(d, { rep: 4, sand: 4 }).rolls,
    rollJoinUp(d, { profession: "outlaw", rep: 4, settlementLevel: 3 }).roll,
  );
  rolls.push(
    ...rollTrailSection(d, (["wideOpenSpaces", "roughTerrain", "highCountry"] as const)[seed % 3]!).rolls,
  );
  rolls.push(rollRiverCrossing(d).roll, ...rollTradingPost(d).rolls, ...rollFort(d, "private").rolls);
}

for (let seed = 0; seed < 300; seed++) {
  const figure = {
    profession: (["sheriff", "outlaw", "warrior", "cowboy"] as const)[seed % 4]!,
    rep: 4,
    toughness: 1 + (seed % 5),
    sand: seed % 6,
    lostLeg: false,
    wounds: { ...NO_WOUNDS_SOURCE, head: seed % 2, leg: (seed >> 1) % 2, gunArm: (seed >> 2) % 2 },
    encounter: { ...NO_ENCOUNTER, runaway: seed % 3 === 0, outOfTheFight: seed % 5 === 0 },
  } as unknown as CharacterSource;
  const plan = planRecovery(
    seededDice(seed),
    figure,
    {
      inTown: seed % 2 === 0,
      onCattleDrive: false,
      place: (["none", "smallTown", "federalFort", "goodSizedTown"] as const)[seed % 4]!,
      leftMounted: seed % 3 === 1,
      taken: (["no", "captured", "abandoned"] as const)[seed % 3]!,
      captor: (["outlaws", "indians", "law", "others"] as const)[seed % 4]!,
      crime: seed % 7 === 0 ? null : CRIMES[seed % CRIMES.length]!,
      withAssault: false,
    },
    // Now and then his wounds are still mending from last season: not rolled.
    seed % 6 !== 5,
  );
  rolls.push(...plan.rolls);
  events.push(...plan.events);
}

// Prisoners through a dozen seasons: every trial, sentence, break, release and hanging has its text.
for (let seed = 0; seed < 200; seed++) {
  const d = seededDice(seed);
  const answers = {
    ...NO_ANSWERS,
    taken: "captured" as const,
    captor: "law" as const,
    crime: CRIMES[seed % 5]!,
  };
  let state = newCampaign({ profession: "outlaw", locale: "kansas", star: { rep: 4, sand: 4 } });
  const imprisoned = custodyAfterRecovery(state, d, {
    who: `Actor.${seed}`,
    name: "Kid",
    sand: seed % 6,
    answers,
    plan: {
      rolls: [],
      events: [],
      update: {},
      imprisoned: { jailBreakIn: 1 + (seed % 3), afterMobile: seed % 4 === 0 },
      stillMending: null,
      mobile: seed % 2 === 0,
    },
  });
  rolls.push(...imprisoned.rolls);
  events.push(...imprisoned.events);
  state = imprisoned.state;
  const moved = custodyAfterRecovery(state, d, {
    who: `Actor.${seed}`,
    name: "Kid",
    sand: 3,
    answers: NO_ANSWERS,
    plan: { rolls: [], events: [], update: {}, imprisoned: null, mobile: true, stillMending: null },
  });
  events.push(...moved.events);
  let { prisoners, convicted } = moved.state;
  for (let season = 0; season < 12; season++) {
    const start = custodySeasonStart(d, prisoners, convicted);
    const end = custodySeasonEnd(d, start.prisoners, start.convicted);
    rolls.push(...start.rolls, ...end.rolls);
    events.push(...start.events, ...end.events);
    ({ prisoners, convicted } = end);
  }
  events.push(
    ...freePrisoners(
      prisoners,
      prisoners.map((p) => p.who),
    ).events,
  );
}

describe("campaign texts", () => {
  it("every roll's purpose and result has its text", () => {
    const missing = new Set<string>();
    for (const r of rolls) {
      if (!has(`SIXGUN.Campaign.Roll.${r.purpose}`)) missing.add(`Roll.${r.purpose}`);
      if (!has(`SIXGUN.Campaign.Result.${r.result}`)) missing.add(`Result.${r.result}`);
    }
    expect([...missing].sort()).toEqual([]);
    expect(new Set(rolls.map((r) => r.purpose)).size).toBeGreaterThan(60);
  });
  it("every event and every reason for an encounter has its text", () => {
    const missing = [
      ...new Set(events.map((e) => `Event.${e.code}`)),
      ...[...whys].map((w) => `Why.${w}`),
    ].filter((k) => !has(`SIXGUN.Campaign.${k}`));
    expect(missing).toEqual([]);
    expect(new Set(events.map((e) => e.code)).size).toBeGreaterThan(20);
    // The loops above reach the Cowboy's own steps and the custody ones, not only the season's.
    const codes = new Set(events.map((e) => e.code));
    for (const code of [
      "bought",
      "noneForSale",
      "gunfightersHired",
      "mavericks",
      "prisoner.hanged",
      "hand.repUp",
      "hand.sandChanges",
      "wantedPosse",
      "trailBossSpared",
      "mustMoveOn",
      "loyalty.mayLeave",
      "unpaid.leaves",
      "unpaid.stays",
    ])
      expect(codes.has(code), code).toBe(true);
  });
  it("the codes only a played mutiny or a ranger's seniority reach have their texts too", () => {
    for (const key of [
      "Why.mutinyDraw",
      "Why.mutinyBackShot",
      "Event.mutiny.faced",
      "Event.mutiny.gangDeserts",
      "Event.mutiny.lawTakesHim",
      "Event.ranger.promoted.captain",
      "Event.ranger.promoted.sergeant",
      "Event.ranger.promoted.ranger",
      "Rank.captain",
      "Rank.sergeant",
      "Rank.ranger",
    ])
      expect(has(`SIXGUN.Campaign.${key}`), key).toBe(true);
  });
  it("every phase and step has its name", () => {
    for (const phase of Object.keys(PHASE_STEPS))
      expect(has(`SIXGUN.Campaign.Phase.${phase}`), phase).toBe(true);
    for (const step of ["new", "unpaid", "start", "move", "encounter", "record", "skip", "end"])
      expect(has(`SIXGUN.Campaign.Step.${step}`), step).toBe(true);
  });
});
