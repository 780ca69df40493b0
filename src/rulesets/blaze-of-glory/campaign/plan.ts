import { isOneOf, type DiceSource } from "../../../rules/core";
import { LOCALE_IDS, type LocaleId } from "../../../rules/blaze-of-glory/encounters/locales";
import { canTravel } from "../../../rules/blaze-of-glory/campaign/calendar";
import {
  CAMPAIGN_PROFESSIONS,
  type CampaignProfession,
} from "../../../rules/blaze-of-glory/campaign/profession";
import { COWBOY_ROLES } from "../../../rules/blaze-of-glory/campaign/professions/cowboy";
import {
  changeProfession,
  endSeason,
  moveSeason,
  recordEncounter,
  skipEncounter,
  startSeason,
  testForEncounter,
  travelOn,
  type EncounterOutcome,
  type EncounterOptions,
  type MoveOptions,
  type StartOptions,
  type CampaignRules,
  type StepResult,
} from "../../../rules/blaze-of-glory/campaign/season/steps";
import { keptProfession, type CampaignState } from "../../../rules/blaze-of-glory/campaign/season/state";
import { HAND_RESULTS, type HandInEncounter } from "../../../rules/blaze-of-glory/campaign/season/hands";
import { mayChooseRobbery } from "../../../rules/blaze-of-glory/campaign/season/life-effects";
import {
  buyCattle,
  hireGunfighters,
  maverick,
} from "../../../rules/blaze-of-glory/campaign/season/cowboy-steps";
import { unpaidMenTest, type UnpaidMan } from "../../../rules/blaze-of-glory/campaign/season/outlaw-steps";
import { gunfighterLimit } from "../../../rules/blaze-of-glory/campaign/professions/cowboy";
import type { Profession } from "../../../rules/blaze-of-glory/ids";
import type { LifeAndTimesEntry } from "../../../rules/blaze-of-glory/campaign/life-and-times";
import type { LifeAndTimesRecord } from "../../../rules/blaze-of-glory/campaign/season/life-effects";
import { I18N } from "../../../config";
import { C, choiceTexts, turnText, type CampaignStepId } from "./view";
import type { Localize } from "../encounters/view";

/**
 * The campaign steps' pure half: the dialogs' contexts, reading their answers into the rules core's
 * options, running a step, and what a step writes to the outfit (the record, and for a played
 * encounter a diary entry). `flow.ts` is the thin Foundry half.
 */

export type StepInput = StartOptions &
  Partial<MoveOptions> &
  EncounterOptions & {
    outcome?: EncounterOutcome;
    profession?: CampaignProfession;
    /** Buying: the CP wanted. Hiring: gunfighters hired and let go. */
    cattle?: number;
    hire?: number;
    letGo?: number;
    /** The outlaw's unpaid men, each to test his Sand. */
    men?: UnpaidMan[];
  };

/** Runs one step of the rules core. */
export function runStep(
  state: CampaignState,
  step: CampaignStepId,
  dice: DiceSource,
  input: StepInput = {},
  rules: CampaignRules = {},
): StepResult {
  switch (step) {
    case "start":
      return startSeason(state, dice, input, rules);
    case "profession":
      return changeProfession(state, dice, input.profession ?? state.profession);
    case "buy":
      return buyCattle(state, dice, { cattle: input.cattle ?? 1 }, rules);
    case "hire":
      return hireGunfighters(state, dice, { hire: input.hire, letGo: input.letGo });
    case "maverick":
      return maverick(state, dice, rules);
    case "travelOn":
      return travelOn(state, dice, { to: input.to!, neighbours: input.neighbours ?? [] }, rules);
    case "unpaid":
      return unpaidMenTest(state, dice, { men: input.men ?? [] }, rules);
    case "move":
      return moveSeason(
        state,
        dice,
        { action: input.action ?? "stay", to: input.to, neighbours: input.neighbours, drive: input.drive },
        rules,
      );
    case "encounter":
      return testForEncounter(state, dice, input, rules);
    case "record":
      return recordEncounter(state, dice, input.outcome ?? QUIET_OUTCOME, rules);
    case "skip":
      return skipEncounter(state, dice, rules);
    case "end":
      return endSeason(state, dice, rules);
  }
}

/** The world settings' campaign readings (guide I-48, I-51, I-53, the unpaid outlaw's test) as the rules core takes them. */
export function campaignRules(settings: {
  bottomLineTwelve?: unknown;
  pursuitAgainst?: unknown;
  experience?: unknown;
  buyThemOverlap?: unknown;
  unpaidLeaveOn?: unknown;
}): CampaignRules {
  return {
    unpaidLeaveOn: settings.unpaidLeaveOn === "passTwo" ? "passTwo" : "anyPass",
    buyThemOverlap: settings.buyThemOverlap === "priceFirst" ? "priceFirst" : "noneFirst",
    experience: settings.experience === "alternate" ? "alternate" : "rap",
    bottomLineTwelve: settings.bottomLineTwelve === "six" ? 6 : 4,
    pursuitAgainst: settings.pursuitAgainst === "lucre" ? "lucre" : "settlementLevel",
  };
}

export const QUIET_OUTCOME: EncounterOutcome = {
  won: true,
  star: { ranAway: false, outOfTheFight: false, engaged: true },
  handsLost: 0,
};

/**
 * The new-campaign dialog: the Star's profession picks the campaign where it has one; his life and
 * times, already rolled, ask a locale for each result the player chooses where.
 */
export function newCampaignContext(input: {
  star: string;
  rep: number;
  sand: number;
  profession: Profession | null;
  hands: number;
  localize: Localize;
  life?: readonly LifeAndTimesEntry[];
}) {
  const { localize } = input;
  const profession: CampaignProfession = isOneOf(CAMPAIGN_PROFESSIONS, input.profession)
    ? input.profession
    : "gunfighter";
  return {
    star: input.star,
    rep: input.rep,
    sand: input.sand,
    hands: input.hands,
    profession,
    professions: choiceTexts(CAMPAIGN_PROFESSIONS, `${I18N}.Profession`, localize),
    locale: "westTexas",
    locales: choiceTexts(LOCALE_IDS, `${I18N}.Encounter.Locale`, localize),
    roles: choiceTexts(COWBOY_ROLES, `${C}.Role`, localize),
    life: (input.life ?? []).flatMap((e, i) =>
      e.localeOfChoice
        ? [
            {
              id: `life${i}`,
              label: localize(`${C}.New.LifeLocale`, {
                result: localize(`${C}.Result.lifeAndTimes.${e.result}`),
              }),
            },
          ]
        : [],
    ),
  };
}

/** The life and times as the record keeps them: a chosen locale read from the form (else the start). */
export function readLifeAndTimes(
  form: Record<string, unknown>,
  life: readonly LifeAndTimesEntry[],
  start: LocaleId,
): LifeAndTimesRecord[] {
  return life.map((e, i) => {
    if (!e.localeOfChoice) return { result: e.result, locale: e.locale };
    const chosen = String(form[`life${i}`] ?? "");
    return {
      result: e.result,
      locale: isOneOf(LOCALE_IDS, chosen) ? chosen : start,
    };
  });
}

const whole = (v: unknown, fallback = 0) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

export function readNewCampaign(form: Record<string, unknown>) {
  return {
    profession: String(form.profession) as CampaignProfession,
    locale: String(form.locale) as LocaleId,
    cowboyRole: String(form.cowboyRole ?? "puncher") as (typeof COWBOY_ROLES)[number],
    cattle: whole(form.cattle),
    lucre: whole(form.lucre),
    hands: whole(form.hands),
    captain: form.captain === true,
    simple: form.simple === true,
    grazing: form.grazing === true,
  };
}

export function moveContext(state: CampaignState, neighbours: readonly LocaleId[], localize: Localize) {
  const travel = canTravel(state.turn.season) && neighbours.length > 0;
  // A free grazer whose herd has eaten the grass must travel (L5473).
  const mustMove = state.cowboy.mustMove && travel;
  return {
    locale: localize(`${I18N}.Encounter.Locale.${state.locale}`),
    mustMove,
    actions: (["stay", "travel", "lieLow"] as const).map((id) => ({
      id,
      label: localize(`${C}.Move.${id}`),
      checked: id === (mustMove ? "travel" : "stay"),
      disabled: (id === "travel" && !travel) || (id !== "travel" && mustMove),
    })),
    neighbours: choiceTexts(neighbours, `${I18N}.Encounter.Locale`, localize),
    neighboursCount: neighbours.length,
    rancher:
      state.profession === "cowboy" &&
      state.cowboy.role === "rancher" &&
      !state.cowboy.drive &&
      canTravel(state.turn.season),
  };
}

export function readMove(form: Record<string, unknown>, neighbours: readonly LocaleId[]): MoveOptions {
  const action = form.action === "travel" || form.action === "lieLow" ? form.action : "stay";
  // Every field is read whatever the action; only what the action uses goes on.
  const to = String(form.to ?? "") as LocaleId;
  const drive = whole(form.driveCattle);
  const legs = Math.min(5, Math.max(1, whole(form.driveLegs, 3)));
  return {
    action,
    ...(action === "travel" ? { to } : {}),
    neighbours,
    ...(drive > 0 ? { drive: { cattle: Math.min(6, drive), legs } } : {}),
  };
}

/** Riding on: where the outfit is, and the linked locales it may enter next. */
export function travelOnContext(state: CampaignState, neighbours: readonly LocaleId[], localize: Localize) {
  return {
    locale: localize(`${I18N}.Encounter.Locale.${state.locale}`),
    neighbours: choiceTexts(neighbours, `${I18N}.Encounter.Locale`, localize),
  };
}

export function readTravelOn(
  form: Record<string, unknown>,
  neighbours: readonly LocaleId[],
): { to: LocaleId; neighbours: readonly LocaleId[] } {
  return { to: String(form.to ?? "") as LocaleId, neighbours };
}

/** Whether the encounter test has anything to ask (an outlaw's loot, a drive's next locale). */
export function encounterQuestions(
  state: CampaignState,
  neighbours: readonly LocaleId[],
  localize: Localize,
) {
  const outlaw = keptProfession(state) === "outlaw" && state.queue.length === 0 && state.lyingLow === 0;
  const drive =
    state.profession === "cowboy" &&
    !!state.cowboy.drive &&
    state.turn.season !== "winter" &&
    state.queue.length === 0;
  const robbery = state.queue.length === 0 && state.lyingLow === 0 && mayChooseRobbery(state);
  if (!outlaw && !drive && !robbery) return null;
  return {
    outlaw,
    drive,
    robbery,
    neighbours: choiceTexts(neighbours, `${I18N}.Encounter.Locale`, localize),
  };
}

export function readEncounterQuestions(form: Record<string, unknown>): EncounterOptions {
  const to = String(form.driveTo ?? "");
  return {
    lookForLoot: form.lookForLoot !== false,
    robbery: form.robbery === true,
    ...(isOneOf(LOCALE_IDS, to) ? { driveTo: to } : {}),
  };
}

/** A gunfighter's answer to work offered: take it, drift (the default) or turn outlaw. */
export function readStart(form: Record<string, unknown>): StartOptions {
  const choice = form.gunfighterChoice;
  return { gunfighterChoice: choice === "take" || choice === "outlaw" ? choice : "drift" };
}

/** The change-of-profession dialog: the campaigns to choose from, the current one first. */
export function professionContext(state: CampaignState, localize: Localize) {
  return {
    professions: choiceTexts(CAMPAIGN_PROFESSIONS, `${I18N}.Profession`, localize),
    profession: state.profession,
  };
}

export function readProfession(form: Record<string, unknown>): { profession?: CampaignProfession } {
  const p = String(form.profession ?? "");
  return isOneOf(CAMPAIGN_PROFESSIONS, p) ? { profession: p } : {};
}

/** Buying cattle: what he has to spend; how many CP he wants at the price the roll gives. */
export function buyContext(state: CampaignState) {
  return { lucre: state.lucre, bank: state.bank, cattle: state.cattle };
}

export function readBuy(form: Record<string, unknown>): { cattle: number } {
  return { cattle: Math.min(99, Math.max(1, whole(form.cattle, 1))) };
}

/** A rancher's gunfighters: how many he keeps, his limit, and the lucre to hire more. */
export function hireContext(state: CampaignState) {
  return {
    gunfighters: state.cowboy.gunfighters,
    limit: gunfighterLimit(state.star.rep),
    lucre: state.lucre + state.bank,
  };
}

export function readHire(form: Record<string, unknown>): { hire: number; letGo: number } {
  return { hire: Math.min(99, whole(form.hire)), letGo: Math.min(99, whole(form.letGo)) };
}

/** The hands who may go unpaid, in the order the dialog lists them (`man<index>`): never a brother. */
const gangOf = (state: CampaignState, hands: readonly HandFigure[]) =>
  hands.filter((h) => !state.brothers.includes(h.who));

/**
 * The unpaid outlaws' test: the gang's figures to tick, the record's count of men unpaid preselected
 * among the lowest Rep, and a Sand for counted hands without a sheet.
 */
export function unpaidContext(state: CampaignState, hands: readonly HandFigure[], localize: Localize) {
  const gang = gangOf(state, hands);
  const stiffed = new Set(
    [...gang]
      .sort((a, b) => a.rep - b.rep)
      .slice(0, state.outlaw.unpaid)
      .map((h) => h.who),
  );
  const sands = gang.map((h) => h.sand);
  return {
    unpaid: state.outlaw.unpaid,
    men: gang.map((h, i) => ({
      id: `man${i}`,
      label: localize(`${C}.Unpaid.Man`, { name: h.name, rep: h.rep, sand: h.sand }),
      checked: stiffed.has(h.who),
    })),
    sand: sands.length ? Math.round(sands.reduce((a, b) => a + b, 0) / sands.length) : state.star.sand,
  };
}

/**
 * The men ticked, in the dialog's order, then counted hands without a sheet (at the Sand given)
 * until the record's number unpaid is named; more ticks than that are passed on for the rules core
 * to refuse by name.
 */
export function readUnpaid(
  state: CampaignState,
  form: Record<string, unknown>,
  hands: readonly HandFigure[],
  localize: Localize,
): UnpaidMan[] {
  const gang = gangOf(state, hands);
  const men: UnpaidMan[] = gang
    .filter((_, i) => form[`man${i}`] === true)
    .map((h) => ({ who: h.who, name: h.name, sand: h.sand }));
  const sand = Math.min(6, Math.max(1, whole(form.sand, state.star.sand) || state.star.sand));
  for (let k = 1; men.length < state.outlaw.unpaid; k++)
    men.push({ who: null, name: localize(`${C}.Unpaid.Unnamed`, { n: k }), sand });
  return men;
}

export function startContext(localize: Localize) {
  return { choices: choiceTexts(["take", "drift", "outlaw"], `${C}.Start`, localize) };
}

/** A hand of the outfit as the outcome dialog lists him (from his figure). */
export type HandFigure = Omit<HandInEncounter, "result">;

/** The outcome dialog: the flags and counts this profession and encounter read, and each hand's part. */
export function outcomeContext(
  state: CampaignState,
  encounter: string,
  localize: Localize,
  hands: readonly HandFigure[] = [],
) {
  const played = state.encounter;
  const p = state.profession;
  const flag = (id: string, checked = false) => ({ id, label: localize(`${C}.Outcome.${id}`), checked });
  const count = (id: string, max = 99, value = 0) => ({
    id,
    label: localize(`${C}.Outcome.${id}`),
    max,
    value,
    min: value > 0 ? 1 : 0,
  });
  return {
    encounter,
    flags: [
      flag("won", true),
      flag("ranAway"),
      flag("outOfTheFight"),
      flag("engaged", true),
      ...(p === "outlaw" && played?.why === "job" ? [flag("jobDone", true), flag("robbedBankSl4")] : []),
      ...(p === "cowboy" && played?.id === "cattleRustling" ? [flag("asRustler")] : []),
      ...(keptProfession(state) === "cowboy" && state.cowboy.grazing ? [flag("wagonLost")] : []),
      ...(["marshal", "ranger", "sheriff"].includes(p) ? [flag("capturedHigherRepOutlaw")] : []),
      ...(p === "gunfighter" ? [flag("beatHigherRepGunfighter")] : []),
    ],
    counts: [
      count("handsLost"),
      ...(p === "ranger" ? [count("participants", 12)] : []),
      // A ranger below the Captain: which of them were his seniors (he moves up as they fall).
      ...(p === "ranger" && state.ranger.place > 1
        ? [count("seniorsEngaged", state.ranger.place - 1), count("seniorsLost", state.ranger.place - 1)]
        : []),
      count("cowboysKilled"),
      count("outlawsKilled"),
      count("othersKilled"),
      // The Rep of those he killed (the reader's default when left empty).
      count("killedRep", 7, 4),
      ...(p === "sheriff" ? [count("townsfolkKilled")] : []),
      ...(state.clans.length > 0 ? [count("kinRemoved", 6)] : []),
    ],
    hands: hands.map((h, i) => ({
      id: `hand${i}`,
      name: h.name,
      results: choiceTexts(HAND_RESULTS, `${C}.Outcome.Hand`, localize),
    })),
    // A Jail Break: which of those held it got out.
    freed:
      played?.why === "jailBreak" || played?.id === "jailBreak"
        ? state.prisoners.map((x, i) => ({
            id: `freed${i}`,
            label: localize(`${C}.Outcome.Freed`, { name: x.name }),
          }))
        : [],
    robbery:
      p === "sheriff"
        ? choiceTexts(["succeeded", "caught", "thwarted"], `${C}.Outcome.RobberyResult`, localize)
        : null,
  };
}

export function readOutcome(
  state: CampaignState,
  form: Record<string, unknown>,
  hands: readonly HandFigure[] = [],
): EncounterOutcome {
  const rep = Math.min(7, Math.max(1, whole(form.killedRep, 4) || 4));
  const kills = [
    ...Array.from({ length: whole(form.cowboysKilled) }, () => ({ profession: "cowboy" as const, rep })),
    ...Array.from({ length: whole(form.outlawsKilled) }, () => ({ profession: "outlaw" as const, rep })),
    ...Array.from({ length: whole(form.othersKilled) }, () => ({ profession: "townsfolk" as const, rep })),
  ];
  const kinRemoved = whole(form.kinRemoved);
  // The clan whose brothers came (a kin encounter names it), else the first with brothers left.
  const named = state.encounter?.kin?.clan;
  const clan =
    named !== undefined && (state.clans[named]?.brothers ?? 0) > 0
      ? named
      : state.clans.findIndex((c) => c.brothers > 0);
  const robbery =
    form.robbery === "succeeded" || form.robbery === "caught" || form.robbery === "thwarted"
      ? form.robbery
      : undefined;
  return {
    won: form.won === true,
    star: {
      ranAway: form.ranAway === true,
      outOfTheFight: form.outOfTheFight === true,
      engaged: form.engaged === true,
    },
    handsLost: whole(form.handsLost),
    participants: whole(form.participants),
    seniorsEngaged: whole(form.seniorsEngaged),
    seniorsLost: whole(form.seniorsLost),
    kills,
    townsfolkKilled: whole(form.townsfolkKilled),
    ...(kinRemoved > 0 && clan >= 0 ? { kinRemoved: [{ clan, brothers: kinRemoved }] } : {}),
    robbedBankSl4: form.robbedBankSl4 === true,
    capturedHigherRepOutlaw: form.capturedHigherRepOutlaw === true,
    beatHigherRepGunfighter: form.beatHigherRepGunfighter === true,
    ...(robbery ? { robbery } : {}),
    jobDone: form.jobDone === true,
    asRustler: form.asRustler === true,
    wagonLost: form.wagonLost === true,
    freed: state.prisoners.filter((_, i) => form[`freed${i}`] === true).map((x) => x.who),
    hands: hands.map((h, i) => {
      const result = String(form[`hand${i}`] ?? "none");
      return {
        ...h,
        result: isOneOf(HAND_RESULTS, result) ? result : "none",
      };
    }),
  };
}

/** The outfit's diary after a recorded encounter: one entry more, the counts moved on. */
export function diaryAfter(
  diary: { encounters: number; kills: number; entries: { title: string; kills: number; text: string }[] },
  input: { before: CampaignState; encounter: string; outcome: EncounterOutcome; localize: Localize },
) {
  const kills = (input.outcome.kills ?? []).length + (input.outcome.townsfolkKilled ?? 0);
  const { localize } = input;
  const text = [
    localize(input.outcome.won ? `${C}.Diary.Won` : `${C}.Diary.Lost`),
    input.outcome.handsLost > 0 ? localize(`${C}.Diary.HandsLost`, { n: input.outcome.handsLost }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    encounters: Math.min(9999, diary.encounters + 1),
    kills: Math.min(9999, diary.kills + kills),
    entries: [
      ...diary.entries.map((e) => ({ ...e })),
      {
        title: `${turnText(localize, input.before.turn)}: ${input.encounter}`.slice(0, 80),
        kills: Math.min(9999, kills),
        text,
      },
    ],
  };
}
