import { seededDice } from "../src/rules/core";
import {
  newCampaign,
  recordEncounter,
  startSeason,
  moveSeason,
  testForEncounter,
  endSeason,
  buyCattle,
  maverick,
  unpaidMenTest,
  hireGunfighters,
  skipEncounter,
  changeProfession,
  releasePrisoners,
  travelOn,
  rollLifeAndTimes,
  rollFightinBrothers,
  neighbours,
  type CampaignState,
  type Prisoner,
  type StepResult,
} from "../src/rules/blaze-of-glory/campaign";
import { OUTFIT_SHEET } from "../src/rulesets/blaze-of-glory/sheets/sheet-specs";
import {
  campaignCardContext,
  campaignPanelView,
  type CampaignStepId,
} from "../src/rulesets/blaze-of-glory/campaign/view";
import {
  buyContext,
  encounterQuestions,
  hireContext,
  unpaidContext,
  travelOnContext,
  moveContext,
  newCampaignContext,
  outcomeContext,
  professionContext,
} from "../src/rulesets/blaze-of-glory/campaign/plan";
import type { Localize } from "../src/rulesets/blaze-of-glory/encounters/view";
import { find, outfitContext, type Packs } from "./pages";
import {
  custodyAfterRecovery,
  planRecovery,
  recoveryContext,
  NO_ANSWERS,
} from "../src/rulesets/blaze-of-glory/campaign/recovery-plan";
import type { CharacterSource } from "../src/rulesets/blaze-of-glory/data/source-types";
import { langText } from "./pages-gm-tables";

/**
 * Blaze of Glory's campaign: the outfit sheet with its Campaign panel (the GM's view, with the step
 * buttons), each step's chat card from a seeded season of an outlaw gang in Missouri, and the
 * step dialogs. Every page comes from the rules core's steps through the same pure views the live
 * sheet, cards and dialogs use.
 */

const text = langText();
const localize: Localize = (key, data) =>
  data ? text.format(key, data as Record<string, string>) : text.localize(key);

interface Played {
  step: CampaignStepId | "new";
  before: CampaignState;
  result: StepResult;
}

/** A seeded season: start, stay, the encounter test until something comes, how it went. */
function season(): { played: Played[]; last: CampaignState } {
  const dice = seededDice(1876);
  let state = newCampaign({
    profession: "outlaw",
    locale: "missouri",
    star: { rep: 5, sand: 4 },
    hands: 6,
    lucre: 3,
  });
  state = { ...state, wanted: { national: 0, locales: { missouri: 2 } } };
  const played: Played[] = [];
  const run = (step: CampaignStepId, fn: (s: CampaignState) => StepResult) => {
    const result = fn(state);
    played.push({ step, before: state, result });
    state = result.state;
  };
  run("start", (s) => startSeason(s, dice));
  if (state.phase === "move") run("move", (s) => moveSeason(s, dice, { action: "stay" }));
  for (let i = 0; i < 4 && state.phase === "encounter"; i++)
    run("encounter", (s) => testForEncounter(s, dice));
  if (state.phase === "play")
    run("record", (s) =>
      recordEncounter(s, dice, {
        won: true,
        star: { ranAway: false, outOfTheFight: false, engaged: true },
        handsLost: 1,
        kills: [{ profession: "outlaw", rep: 3 }],
        jobDone: true,
      }),
    );
  while (state.phase === "play")
    run("record", (s) =>
      recordEncounter(s, dice, {
        won: true,
        star: { ranAway: false, outOfTheFight: false, engaged: true },
        handsLost: 0,
      }),
    );
  if (state.phase === "end") run("end", (s) => endSeason(s, dice));
  return { played, last: state };
}

/** Two of the gang held: one awaiting the law's trial, one serving his jail term. */
const PRISONERS: Prisoner[] = [
  {
    who: "Actor.gallery-kid",
    name: "Kid Cassidy",
    sand: 4,
    locale: "missouri",
    crime: "robbery",
    withAssault: true,
    jailBreakIn: 2,
    waitingToMove: false,
    trialIn: 1,
    sentence: null,
    termLeft: null,
  },
  {
    who: "Actor.gallery-jim",
    name: "Jim Younger",
    sand: 3,
    locale: "missouri",
    crime: "rustling",
    withAssault: false,
    jailBreakIn: null,
    waitingToMove: false,
    trialIn: null,
    sentence: { kind: "jail", seasons: 4 },
    termLeft: 3,
  },
];

export function buildPages(packs: Packs) {
  const outfit = find(packs, "stock", "sgsStockOutfit01");
  const { played } = season();
  // The sheet shows the gang with an encounter waiting, when the season had one.
  const waiting = played.find((p) => p.result.state.encounter)?.result.state ?? played[0]!.result.state;
  const life = rollLifeAndTimes(seededDice(7), 5);
  const brothers = rollFightinBrothers(seededDice(8), "outlaw");
  const start = newCampaign({ profession: "outlaw", locale: "missouri", star: { rep: 5, sand: 4 } });
  const cards: { id: string; title: string; context: object }[] = [
    {
      id: "new",
      title: "a new campaign: life and times, brothers",
      context: campaignCardContext({
        outfit: outfit.name,
        step: "new",
        before: start,
        after: start,
        rolls: [...life.rolls, ...brothers.rolls],
        events: [{ code: "brothers", values: { n: brothers.brothers.length } }],
        localize,
      }),
    },
    ...played.map((p, i) => ({
      id: `${i + 1}-${p.step}`,
      title: `step ${i + 1}, ${p.step}`,
      context: campaignCardContext({
        outfit: outfit.name,
        step: p.step,
        before: p.before,
        after: p.result.state,
        rolls: p.result.rolls,
        events: p.result.events,
        localize,
      }),
    })),
  ];
  // A wounded sheriff's recovery after running: his return, then each wound with a good-sized town's Doc.
  const sheriff = find(packs, "npcs", "sgswC10vaVDlMmsE");
  const hurt = {
    ...(sheriff.system as unknown as CharacterSource),
    wounds: { head: 1, gunArm: 0, offArm: 0, chest: 0, gut: 0, leg: 1, gutShot: false },
    encounter: {
      ...(sheriff.system as unknown as CharacterSource).encounter,
      runaway: true,
      outOfTheFight: true,
    },
  };
  const healed = planRecovery(seededDice(12), hurt, {
    ...NO_ANSWERS,
    place: "goodSizedTown",
  });
  // Taken by the law in town after a robbery: CAPTURED!, then the trial's date.
  // The first seed whose CAPTURED! imprisons him (the card shows that roll as it fell).
  const capture = (seed: number) =>
    planRecovery(seededDice(seed), hurt, { ...NO_ANSWERS, taken: "captured", captor: "law" });
  const taken = [...Array(50).keys()].map(capture).find((p) => p.imprisoned)!;
  const custody = custodyAfterRecovery(start, seededDice(4), {
    who: "Actor.gallery-sheriff",
    name: sheriff.name,
    sand: hurt.sand,
    plan: taken,
    answers: { ...NO_ANSWERS, taken: "captured", captor: "law", crime: "robbery", withAssault: true },
  });
  // The next spring with two held: the season's start counts their waits; a trial comes due.
  const held = { ...start, prisoners: PRISONERS, convicted: ["Actor.gallery-jim"] };
  const heldSeason = startSeason(held, seededDice(5));
  cards.push(
    {
      id: "captured",
      title: "a figure taken prisoner by the law",
      context: {
        ...campaignCardContext({
          outfit: outfit.name,
          step: "recovery",
          before: start,
          after: custody.state,
          rolls: [...taken.rolls, ...custody.rolls],
          events: [...taken.events, ...custody.events],
          localize,
        }),
        name: localize("SIXGUN.Campaign.Recovery.CardTitle", { name: sheriff.name }),
      },
    },
    {
      id: "custody",
      title: "a season starts with two of the gang held",
      context: campaignCardContext({
        outfit: outfit.name,
        step: "start",
        before: held,
        after: heldSeason.state,
        rolls: heldSeason.rolls,
        events: heldSeason.events,
        localize,
      }),
    },
  );
  // A rancher in West Texas: BUY THEM at the season's start, mavericking at its end.
  const ranch = newCampaign({
    profession: "cowboy",
    locale: "westTexas",
    star: { rep: 5, sand: 4 },
    hands: 8,
    lucre: 6,
    cattle: 3,
    cowboyRole: "rancher",
  });
  const bought = buyCattle(ranch, seededDice(21), { cattle: 3 });
  const mavericked = maverick({ ...bought.state, phase: "end" }, seededDice(22));
  // The simple campaign: a lawman's encounter test read on the simple table.
  const simple = {
    ...newCampaign({ profession: "marshal", locale: "kansas", star: { rep: 4, sand: 4 }, simple: true }),
    phase: "encounter" as const,
  };
  const simpleTest = [...Array(40).keys()]
    .map((seed) => testForEncounter(simple, seededDice(seed)))
    .find((r) => r.state.encounter)!;
  cards.push({
    id: "simple",
    title: "the simple campaign's encounter test",
    context: campaignCardContext({
      outfit: outfit.name,
      step: "encounter",
      before: simple,
      after: simpleTest.state,
      rolls: simpleTest.rolls,
      events: simpleTest.events,
      localize,
    }),
  });
  // A gang left unpaid after "Are you with me?": two men test their Sand, one by name.
  const unpaid = {
    ...start,
    hands: 5,
    brothers: ["Actor.gallery-frank", "Actor.gallery-jesse"],
    outlaw: { unpaid: 2 },
  };
  const tested = unpaidMenTest(unpaid, seededDice(23), {
    men: [
      { who: "Actor.gallery-bob", name: "Bob Ford", sand: 3 },
      { who: null, name: localize("SIXGUN.Campaign.Unpaid.Unnamed", { n: 1 }), sand: 4 },
    ],
  });
  // A ranger at place 4 loses a senior in a fight and moves up to Sergeant.
  const private4 = {
    ...newCampaign({
      profession: "ranger",
      locale: "westTexas",
      star: { rep: 4, sand: 4 },
      rangerCaptain: false,
      rangerPlace: 4,
    }),
    phase: "play" as const,
    tested: true,
    encounter: { id: "gunfight" as const, gunfightType: 1, why: "table", locale: null, warriors: false },
  };
  const promoted = recordEncounter(private4, seededDice(24), {
    won: true,
    star: { ranAway: false, outOfTheFight: false, engaged: true },
    handsLost: 1,
    participants: 3,
    seniorsEngaged: 1,
    seniorsLost: 1,
  });
  // A mutineer's Draw! lost: the gang deserts the Star.
  const mutiny = {
    ...unpaid,
    outlaw: { unpaid: 0 },
    phase: "play" as const,
    tested: true,
    encounter: { id: "gunfight" as const, gunfightType: 1, why: "mutinyDraw", locale: null, warriors: false },
  };
  const deserted = recordEncounter(mutiny, seededDice(25), {
    won: false,
    star: { ranAway: false, outOfTheFight: true, engaged: true },
    handsLost: 0,
  });
  // The rest of the steps, one card each: hiring, a skipped raid, a new profession, a prisoner set
  // free, a brother called back, riding on.
  const hired = hireGunfighters(ranch, seededDice(26), { hire: 2 });
  const raid = {
    ...start,
    phase: "play" as const,
    tested: true,
    encounter: { id: null, gunfightType: null, why: "raid", locale: null, warriors: false },
  };
  const skipped = skipEncounter(raid, seededDice(27));
  const changed = changeProfession(start, seededDice(28), "gunfighter");
  const freed = releasePrisoners(held, ["Actor.gallery-kid"]);
  const called: StepResult = {
    state: start,
    rolls: [],
    events: [{ code: "brotherCalled", values: { name: "Jesse James" } }],
  };
  const quiet = {
    ...newCampaign({ profession: "marshal", locale: "indianTerritory", star: { rep: 5, sand: 4 } }),
    phase: "end" as const,
    tested: true,
    moving: true,
  };
  const rodeOn = travelOn(quiet, seededDice(29), { to: "kansas", neighbours: neighbours("indianTerritory") });
  // The season's end for a gang of three with 1 LP: the payout leaves men unpaid, loyalty is tested.
  const payday = { ...start, hands: 3, lucre: 1, phase: "end" as const };
  const ended = endSeason(payday, seededDice(30));
  for (const [id, step, title, before, r] of [
    ["end", "end", "the season's end: pay and loyalty", payday, ended],
    ["hire", "hire", "a rancher hires gunfighters", ranch, hired],
    ["skip", "skip", "the GM skips a raid", raid, skipped],
    ["profession", "profession", "the Star takes up another profession", start, changed],
    ["free", "free", "the GM sets a prisoner free", held, freed],
    ["call", "call", "a brother kept away is called back", start, called],
    ["travel-on", "travelOn", "the outfit rides on", quiet, rodeOn],
    ["mutiny", "record", "a mutineer's Draw! lost", mutiny, deserted],
    ["ranger-promoted", "record", "a ranger moves up in seniority", private4, promoted],
    ["unpaid", "unpaid", "unpaid outlaws test their Sand", unpaid, tested],
    ["buy", "buy", "a rancher buys cattle", ranch, bought],
    ["maverick", "maverick", "mavericking", { ...bought.state, phase: "end" as const }, mavericked],
  ] as const)
    cards.push({
      id,
      title,
      context: campaignCardContext({
        outfit: outfit.name,
        step,
        before,
        after: r.state,
        rolls: r.rolls,
        events: r.events,
        localize,
      }),
    });
  cards.push({
    id: "recovery",
    title: "a figure's recovery",
    context: {
      ...campaignCardContext({
        outfit: outfit.name,
        step: "recovery",
        before: start,
        after: start,
        rolls: healed.rolls,
        events: healed.events,
        localize,
      }),
      name: localize("SIXGUN.Campaign.Recovery.CardTitle", { name: sheriff.name }),
    },
  });
  const sheetContext = (theme: "light" | "dark") => ({
    ...outfitContext(packs, outfit, "play"),
    campaign: campaignPanelView(
      {
        ...waiting,
        prisoners: PRISONERS,
        lifeAndTimes: [
          { result: "familyRanch", locale: "missouri" },
          { result: "wanted", locale: "kansas" },
          { result: "bankConnection", locale: "missouri" },
        ],
        brothers: ["Actor.gallery-frank"],
        mending: [{ who: "Actor.gallery-bob", name: "Bob Ford", from: { year: 1875, season: "summer" } }],
        handRap: [
          { who: "Actor.gallery-kid", name: "Kid Cassidy", rep: 4, rap: 3 },
          { who: "Actor.gallery-bob", name: "Bob Ford", rep: 3, rap: 1 },
        ],
      },
      localize,
    ),
    campaignGm: true,
    theme,
  });
  const dialog = (id: string, template: string, title: string, context: object, height: number) =>
    (["light", "dark"] as const).map((theme) => ({
      id: `campaign-dialog-${id}-${theme}`,
      title: `Dialog: campaign, ${title} (${theme})`,
      theme,
      kind: "dialog" as const,
      templates: [template],
      sheet: { classes: ["six-gun-sound", "sgs-dialog-window"], width: 440, height, parts: {} },
      windowTitle: title,
      context: context as Record<string, unknown>,
    }));
  return [
    ...(["light", "dark"] as const).flatMap((theme) => [
      {
        id: `outfit-campaign-${theme}`,
        title: `Outfit sheet with its campaign, GM's view (${theme})`,
        theme,
        sheet: OUTFIT_SHEET,
        context: sheetContext(theme) as unknown as Record<string, unknown>,
      },
      {
        id: `outfit-campaign-unpaid-${theme}`,
        title: `Outfit sheet, unpaid men to test before the season, GM's view (${theme})`,
        theme,
        sheet: OUTFIT_SHEET,
        context: {
          ...outfitContext(packs, outfit, "play"),
          campaign: campaignPanelView(unpaid, localize, [
            { who: "Actor.gallery-jesse", name: "Jesse James" },
          ]),
          campaignGm: true,
          theme,
        } as unknown as Record<string, unknown>,
      },
      {
        id: `outfit-campaign-none-${theme}`,
        title: `Outfit sheet, no campaign yet, GM's view (${theme})`,
        theme,
        sheet: OUTFIT_SHEET,
        context: {
          ...outfitContext(packs, outfit, "play"),
          campaign: null,
          campaignGm: true,
        } as unknown as Record<string, unknown>,
      },
      ...cards.map((c) => ({
        id: `campaign-card-${c.id}-${theme}`,
        title: `Chat: campaign, ${c.title} (${theme})`,
        theme,
        kind: "chat" as const,
        templates: ["chat/encounter-table.hbs"],
        speaker: (c.context as { name: string }).name,
        height: 640,
        context: c.context as unknown as Record<string, unknown>,
      })),
    ]),
    ...dialog(
      "new",
      "campaign/new.hbs",
      localize("SIXGUN.Campaign.New.Title"),
      newCampaignContext({
        star: "Cole",
        rep: 5,
        sand: 4,
        profession: "outlaw",
        hands: 5,
        localize,
        life: life.entries,
      }),
      520,
    ),
    ...dialog(
      "profession",
      "campaign/profession.hbs",
      localize("SIXGUN.Campaign.Step.profession"),
      professionContext(start, localize),
      200,
    ),
    ...dialog(
      "recovery",
      "campaign/recovery.hbs",
      localize("SIXGUN.Campaign.Recovery.Title"),
      recoveryContext({ name: sheriff.name, system: hurt }, localize),
      340,
    ),
    ...dialog(
      "move",
      "campaign/move.hbs",
      localize("SIXGUN.Campaign.Step.move"),
      moveContext(
        {
          ...newCampaign({ profession: "gunfighter", locale: "kansas", star: { rep: 7, sand: 5 } }),
          phase: "move",
        },
        neighbours("kansas"),
        localize,
      ),
      360,
    ),
    // A free grazer whose herd has eaten the grass: only travel is open.
    ...dialog(
      "move-grazing",
      "campaign/move.hbs",
      localize("SIXGUN.Campaign.Step.move"),
      moveContext(
        (() => {
          const g = newCampaign({
            profession: "cowboy",
            locale: "kansas",
            star: { rep: 4, sand: 4 },
            cattle: 3,
            grazing: true,
          });
          return { ...g, phase: "move" as const, cowboy: { ...g.cowboy, mustMove: true } };
        })(),
        neighbours("kansas"),
        localize,
      ),
      360,
    ),
    ...dialog(
      "outcome",
      "campaign/outcome.hbs",
      localize("SIXGUN.Campaign.Step.record"),
      outcomeContext(
        {
          ...start,
          phase: "play",
          encounter: { id: "robbery", gunfightType: null, why: "job", locale: null, warriors: false },
        },
        "Robbery — a job worth taking (optional)",
        localize,
        [
          { who: "Actor.gallery-kid", name: "Kid Cassidy", rep: 4, sand: 4, profession: "outlaw" },
          { who: "Actor.gallery-bob", name: "Bob Ford", rep: 3, sand: 3, profession: "outlaw" },
        ],
      ),
      720,
    ),
    ...dialog(
      "encounter",
      "campaign/encounter.hbs",
      localize("SIXGUN.Campaign.Step.encounter"),
      encounterQuestions(
        {
          ...start,
          phase: "encounter",
          lifeAndTimes: [{ result: "bankConnection", locale: "missouri" }],
        },
        neighbours("missouri"),
        localize,
      )!,
      200,
    ),
    ...dialog("buy", "campaign/buy.hbs", localize("SIXGUN.Campaign.Step.buy"), buyContext(ranch), 220),
    ...dialog(
      "hire",
      "campaign/hire.hbs",
      localize("SIXGUN.Campaign.Step.hire"),
      hireContext({ ...ranch, cowboy: { ...ranch.cowboy, gunfighters: 2 } }),
      260,
    ),
    ...dialog(
      "outcome-ranger",
      "campaign/outcome.hbs",
      localize("SIXGUN.Campaign.Step.record"),
      outcomeContext(private4, "Gunfight (GF-1) — from the table", localize),
      560,
    ),
    ...dialog(
      "travel-on",
      "campaign/travel-on.hbs",
      localize("SIXGUN.Campaign.Step.travelOn"),
      travelOnContext(
        {
          ...newCampaign({ profession: "gunfighter", locale: "indianTerritory", star: { rep: 5, sand: 4 } }),
          phase: "end",
          moving: true,
        },
        neighbours("indianTerritory"),
        localize,
      ),
      220,
    ),
    ...dialog(
      "unpaid",
      "campaign/unpaid.hbs",
      localize("SIXGUN.Campaign.Step.unpaid"),
      unpaidContext(
        unpaid,
        [
          { who: "Actor.gallery-kid", name: "Kid Cassidy", rep: 4, sand: 4, profession: "outlaw" },
          { who: "Actor.gallery-bob", name: "Bob Ford", rep: 3, sand: 3, profession: "outlaw" },
          { who: "Actor.gallery-frank", name: "Frank (brother)", rep: 4, sand: 5, profession: "outlaw" },
          { who: "Actor.gallery-jim", name: "Jim Younger", rep: 2, sand: 3, profession: "outlaw" },
        ],
        localize,
      ),
      300,
    ),
    ...dialog(
      "outcome-jail-break",
      "campaign/outcome.hbs",
      localize("SIXGUN.Campaign.Step.record"),
      outcomeContext(
        {
          ...held,
          phase: "play",
          encounter: { id: "jailBreak", gunfightType: null, why: "jailBreak", locale: null, warriors: false },
        },
        "Jail Break — friends break him out of jail",
        localize,
      ),
      560,
    ),
  ];
}
