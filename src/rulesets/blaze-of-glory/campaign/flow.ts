import { I18N, SYSTEM_ID } from "../../../config";
import type { DiceSource } from "../../../rules/core";
import { encounterDefinition } from "../../../rules/blaze-of-glory/encounters/registry";
import type { LocaleId } from "../../../rules/blaze-of-glory/encounters/locales";
import { rollLifeAndTimes } from "../../../rules/blaze-of-glory/campaign/life-and-times";
import { rollFightinBrothers } from "../../../rules/blaze-of-glory/campaign/brothers";
import { rollSeniority } from "../../../rules/blaze-of-glory/campaign/professions/ranger";
import { kinDefinition } from "../../../rules/blaze-of-glory/campaign/kin-encounter";
import { neighbours, TRAVEL_MAP_TABLE_ID } from "../../../rules/blaze-of-glory/campaign/travel-map";
import {
  assertCampaignState,
  keptProfession,
  mayCallBrothers,
  type CampaignState,
} from "../../../rules/blaze-of-glory/campaign/season/state";
import { newCampaign } from "../../../rules/blaze-of-glory/campaign/season/new-campaign";
import { releasePrisoners } from "../../../rules/blaze-of-glory/campaign/season/custody-steps";
import { mayTestWounds, noteMending } from "../../../rules/blaze-of-glory/campaign/season/mending";
import type { Profession } from "../../../rules/blaze-of-glory/ids";
import { formDialog } from "../../../shell/dialogs";
import { foundryDice } from "../../../shell/dice/foundry-dice";
import { actorFrom, fgame, localize, type FActor, type FMessage } from "../../../shell/foundry";
import { readGmTable } from "../../../shell/gm-tables/store";
import { refuse, safely } from "../../../shell/table-entry";
import type { CharacterSource, OutfitSource } from "../data/source-types";
import { custodyAfterRecovery, planRecovery, readRecoveryForm, recoveryContext } from "./recovery-plan";
import { postTemplateCard } from "../encounters/cards";
import { planFigure } from "../generators/figure";
import { createFigure } from "../generators/create";
import { readTableSettings, rulesOptions } from "../table/settings";
import {
  diaryAfter,
  encounterQuestions,
  moveContext,
  newCampaignContext,
  outcomeContext,
  readEncounterQuestions,
  readMove,
  readNewCampaign,
  readLifeAndTimes,
  readOutcome,
  readProfession,
  readStart,
  buyContext,
  readBuy,
  hireContext,
  readHire,
  unpaidContext,
  readUnpaid,
  travelOnContext,
  readTravelOn,
  professionContext,
  runStep,
  campaignRules,
  startContext,
  type HandFigure,
  type StepInput,
} from "./plan";
import type { CampaignEvent } from "../../../rules/blaze-of-glory/campaign/season/steps";
import { C, campaignCardContext, encounterText, type CampaignStepId } from "./view";

/**
 * The campaign turn in Foundry (GM only): each step reads the outfit's record, asks what it must
 * (the move, how an encounter went), runs the rules core, writes the record back to the outfit and
 * posts the step's card. Players read the record on the outfit sheet and the cards in chat. The GM's
 * client is the only writer, so steps are taken one at a time and re-read the outfit before writing.
 */

export const CAMPAIGN_FLAG = "campaign";

export interface StepOptions {
  dice?: DiceSource;
  /** Answers given in advance (a macro, a test); without them the step asks in a dialog. */
  input?: StepInput;
  /** The step dialog's answers, when `input` is not given (a macro, a test). */
  form?: Record<string, unknown>;
}

function outfitOf(actor: FActor | null): actor is FActor {
  return actor?.type === "outfit";
}

function travelNeighbours(locale: LocaleId): LocaleId[] {
  return neighbours(locale, readGmTable(TRAVEL_MAP_TABLE_ID));
}

function postCampaignCard(context: { name: string }, step: string): Promise<FMessage | undefined> {
  return postTemplateCard("chat/encounter-table.hbs", context, { [CAMPAIGN_FLAG]: { step } });
}

/** The record on an outfit, or null (with the reason in the console) when it has none or it is unreadable. */
export function readCampaign(outfit: FActor): CampaignState | null {
  const record = (outfit.system as unknown as OutfitSource).campaign;
  if (!record) return null;
  try {
    return assertCampaignState(record);
  } catch (error) {
    console.warn(`${SYSTEM_ID} | campaign record of ${outfit.name}`, error);
    return null;
  }
}

/** A new campaign for the outfit: the Star is its leader; his LIFE AND TIMES and fightin' brothers are rolled. */
export async function startCampaign(
  ref: FActor | string,
  options: { dice?: DiceSource; form?: Record<string, unknown> } = {},
) {
  return safely("campaign", async () => {
    if (!fgame().user.isGM) return refuse(`${C}.GmOnly`);
    const outfit = await actorFrom(ref);
    if (!outfitOf(outfit)) return refuse(`${C}.NotOutfit`);
    const system = outfit.system as unknown as OutfitSource;
    const leader = system.leader ? await actorFrom(system.leader) : null;
    if (!leader || leader.type !== "character") return refuse(`${C}.NeedsLeader`);
    const star = leader.system as { rep: number; sand: number; profession: Profession };
    // His life and times are rolled first: the dialog asks where the results of choice lie. Nothing
    // is written or posted if the GM closes it.
    const dice = options.dice ?? foundryDice();
    const life = rollLifeAndTimes(dice, star.rep);
    const brothers = rollFightinBrothers(dice, star.profession);
    const form =
      options.form ??
      (await formDialog(
        "campaign/new.hbs",
        newCampaignContext({
          star: leader.name,
          rep: star.rep,
          sand: star.sand,
          profession: star.profession,
          hands: Math.max(0, system.members.length - 1),
          localize,
          life: life.entries,
        }),
        localize(`${C}.New.Title`),
        { width: 420, confirm: `${C}.New.Confirm` },
      ));
    if (!form) return null;
    const answers = readNewCampaign(form);
    const lifeAndTimes = readLifeAndTimes(form, life.entries, answers.locale);
    // A ranger Star who is not the Captain finds his place in the company's seniority on 2d6 (L6171).
    const seniority =
      answers.profession === "ranger" && !answers.captain && !answers.simple ? rollSeniority(dice) : null;
    const state = newCampaign({
      profession: answers.profession,
      locale: answers.locale,
      star: { rep: star.rep, sand: star.sand },
      hands: answers.hands,
      lucre: answers.lucre,
      cattle: answers.cattle,
      cowboyRole: answers.cowboyRole,
      rangerCaptain: answers.captain,
      rangerPlace: seniority?.place,
      simple: answers.simple,
      grazing: answers.grazing,
      lifeAndTimes,
    });
    // His fightin' brothers join the outfit as figures of their professions (the GM may send any
    // of them elsewhere, L4052): rolled by the figure generator, each with his horse.
    const made: string[] = [];
    for (const brother of brothers.brothers) {
      const plan = planFigure(dice, localize, {
        profession: brother.profession,
        name: localize(`${C}.BrotherName`, {
          star: leader.name,
          profession: localize(`${I18N}.Profession.${brother.profession}`),
        }),
      });
      const actor = await createFigure(plan);
      if (actor) made.push(actor.uuid);
    }
    // The record knows them: paid first and loyal whatever the payout (L6073–6079).
    const record = assertCampaignState({ ...state, brothers: made });
    const live = (await actorFrom(outfit.uuid)) ?? outfit;
    const diary = (live.system as unknown as OutfitSource).diary;
    const members = (live.system as unknown as OutfitSource).members;
    const lifeText = lifeAndTimes
      .map(
        (e) =>
          localize(`${C}.Result.lifeAndTimes.${e.result}`) +
          (e.locale ? ` (${localize(`${I18N}.Encounter.Locale.${e.locale}`)})` : ""),
      )
      .join("; ");
    await live.update({
      "system.campaign": record,
      "system.members": [...members.map((m) => ({ ...m })), ...made.map((uuid) => ({ uuid, group: "" }))],
      "system.diary.entries": [
        ...diary.entries.map((e) => ({ ...e })),
        {
          title: localize(`${C}.Diary.LifeAndTimes`, { name: leader.name }).slice(0, 80),
          kills: 0,
          text: lifeText.slice(0, 2000),
        },
      ],
    });
    return postCampaignCard(
      campaignCardContext({
        outfit: live.name,
        step: "new",
        before: record,
        after: record,
        rolls: [...life.rolls, ...brothers.rolls, ...(seniority ? [seniority.roll] : [])],
        events: [{ code: "brothers", values: { n: brothers.brothers.length } }],
        localize,
      }),
      "new",
    );
  });
}

/** The outfit and its record for a GM's step; otherwise the refusal is reported and null comes back. */
async function gmCampaign(ref: FActor | string): Promise<{ outfit: FActor; state: CampaignState } | null> {
  if (!fgame().user.isGM) return refuse(`${C}.GmOnly`);
  const outfit = await actorFrom(ref);
  if (!outfitOf(outfit)) return refuse(`${C}.NotOutfit`);
  const state = readCampaign(outfit);
  if (!state) return refuse(`${C}.NoCampaign`, { name: outfit.name });
  return { outfit, state };
}

/** A step's dialog: its template, context and reader, and the window's width and button. */
interface StepDialog {
  template: string;
  context: object;
  read: (form: Record<string, unknown>) => StepInput;
  width?: number;
  /** The confirm button's text key (default: the step's name). */
  confirm?: string;
}

/** The dialog a step asks before it runs, or null when it has nothing to ask. */
function stepDialog(
  state: CampaignState,
  step: CampaignStepId,
  hands: readonly HandFigure[],
): StepDialog | null {
  // The GM's travel map is read only by the steps that go somewhere.
  const near = () => travelNeighbours(state.locale);
  switch (step) {
    case "start":
      // A drifting gunfighter offered work chooses what he does with it (L5713–5719).
      return keptProfession(state) === "gunfighter" &&
        (state.turn.season === "spring" || state.gunfighter.drifted) &&
        !state.gunfighter.job
        ? { template: "campaign/start.hbs", context: startContext(localize), read: readStart }
        : null;
    case "profession":
      return {
        template: "campaign/profession.hbs",
        context: professionContext(state, localize),
        read: readProfession,
      };
    case "buy":
      return { template: "campaign/buy.hbs", context: buyContext(state), read: readBuy };
    case "hire":
      return { template: "campaign/hire.hbs", context: hireContext(state), read: readHire };
    case "unpaid":
      return {
        template: "campaign/unpaid.hbs",
        context: unpaidContext(state, hands, localize),
        read: (form) => ({ men: readUnpaid(state, form, hands, localize) }),
        width: 420,
      };
    case "travelOn": {
      const links = near();
      return {
        template: "campaign/travel-on.hbs",
        context: travelOnContext(state, links, localize),
        read: (form) => readTravelOn(form, links),
      };
    }
    case "move": {
      const links = near();
      return {
        template: "campaign/move.hbs",
        context: moveContext(state, links, localize),
        read: (form) => readMove(form, links),
        width: 420,
      };
    }
    case "encounter": {
      const questions = encounterQuestions(state, near(), localize);
      return questions
        ? {
            template: "campaign/encounter.hbs",
            context: questions,
            read: readEncounterQuestions,
            confirm: `${I18N}.Dialog.Roll`,
          }
        : null;
    }
    case "record": {
      const encounter = state.encounter ? encounterText(localize, state.encounter) : "";
      return {
        template: "campaign/outcome.hbs",
        context: outcomeContext(state, encounter, localize, hands),
        read: (form) => ({ outcome: readOutcome(state, form, hands) }),
        width: 440,
      };
    }
    default:
      return null;
  }
}

/** Asks what the step needs (null: the GM closed the dialog); answers given in advance skip it. */
async function askInput(
  state: CampaignState,
  step: CampaignStepId,
  options: StepOptions,
  hands: readonly HandFigure[] = [],
): Promise<StepInput | null> {
  if (options.input) return options.input;
  const dialog = stepDialog(state, step, hands);
  if (!dialog) return {};
  const form =
    options.form ??
    (await formDialog(dialog.template, dialog.context, localize(`${C}.Step.${step}`), {
      confirm: dialog.confirm ?? `${C}.Step.${step}`,
      ...(dialog.width ? { width: dialog.width } : {}),
    }));
  return form ? dialog.read(form) : null;
}

/** One step of the campaign turn for an outfit. Returns the step's card, or null when nothing was done. */
export async function campaignStep(ref: FActor | string, step: CampaignStepId, options: StepOptions = {}) {
  return safely("campaign", async () => {
    const found = await gmCampaign(ref);
    if (!found) return null;
    const { outfit, state } = found;
    const input = await askInput(
      state,
      step,
      options,
      step === "record" || step === "unpaid" ? await handsOf(outfit) : [],
    );
    if (!input) return null;
    // The dialog was awaited: read the outfit again and refuse if another step moved it on.
    const live = (await actorFrom(outfit.uuid)) ?? outfit;
    const now = readCampaign(live);
    if (
      !now ||
      now.phase !== state.phase ||
      now.turn.year !== state.turn.year ||
      now.turn.season !== state.turn.season ||
      now.cowboy.bought !== state.cowboy.bought ||
      now.cowboy.mavericked !== state.cowboy.mavericked
    )
      return refuse(`${C}.Moved`);
    const rules = campaignRules(rulesOptions(readTableSettings()).campaign);
    const result = runStep(now, step, options.dice ?? foundryDice(), input, rules);
    const update: Record<string, unknown> = { "system.campaign": result.state };
    if (step === "record" && input.outcome && now.encounter) {
      const diary = (live.system as unknown as OutfitSource).diary;
      const name = now.encounter.id
        ? localize(`${I18N}.Encounter.Name.${now.encounter.id}`)
        : localize(`${C}.GmChoice`);
      update["system.diary"] = diaryAfter(diary, {
        before: now,
        encounter: name,
        outcome: input.outcome,
        localize,
      });
    }
    const gone = await leavers(live, result.events, result.state.brothers);
    if (gone) update["system.members"] = gone;
    await live.update(update);
    await followStar(live, now, result.state);
    await applyToFigures(live, result.events);
    return postCampaignCard(
      campaignCardContext({
        outfit: live.name,
        step,
        before: now,
        after: result.state,
        rolls: result.rolls,
        events: result.events,
        localize,
      }),
      step,
    );
  });
}

/**
 * The outfit's members without the men who left: unpaid men who rode off, or the whole gang but the
 * Star's brothers after he lost a mutineer's Draw!. Never its leader; null when nobody left.
 */
async function leavers(outfit: FActor, events: readonly CampaignEvent[], brothers: readonly string[]) {
  const system = outfit.system as unknown as OutfitSource;
  const gone = new Set(
    events.flatMap((e) =>
      e.code === "unpaid.leaves" && typeof e.values?.who === "string" ? [e.values.who] : [],
    ),
  );
  // Deserters are the gang's figures: the outfit keeps its horses and wagons.
  if (events.some((e) => e.code === "mutiny.gangDeserts"))
    for (const m of system.members)
      if (!brothers.includes(m.uuid) && (await actorFrom(m.uuid))?.type === "character") gone.add(m.uuid);
  if (system.leader) gone.delete(system.leader);
  if (!system.members.some((m) => gone.has(m.uuid))) return null;
  return system.members.filter((m) => !gone.has(m.uuid)).map((m) => ({ ...m }));
}

/**
 * The Star's Rep and Sand live on his figure too: when a step changed them (advancement, the
 * alternate method, a trail boss's lost herd), the outfit leader's sheet follows the record.
 */
async function followStar(outfit: FActor, before: CampaignState, after: CampaignState): Promise<void> {
  const changes: Record<string, unknown> = {};
  if (before.star.rep !== after.star.rep) changes["system.rep"] = after.star.rep;
  if (before.star.sand !== after.star.sand) changes["system.sand"] = after.star.sand;
  if (Object.keys(changes).length === 0) return;
  const leader = (outfit.system as unknown as OutfitSource).leader;
  const star = leader ? await actorFrom(leader) : null;
  if (star?.type === "character") await star.update(changes);
}

/**
 * What a step did to figures the record names (the cards say it too): a prisoner hanged is obviously
 * dead on his sheet; a hand's new Rep or Sand is written to his. Only the outfit's own members are
 * touched: the record is shared with the outfit's owners, so an id in it proves nothing by itself.
 */
async function applyToFigures(outfit: FActor, events: readonly CampaignEvent[]) {
  const members = new Set((outfit.system as unknown as OutfitSource).members.map((m) => m.uuid));
  for (const e of events) {
    const who = e.values?.who;
    if (typeof who !== "string" || !members.has(who)) continue;
    const change: Record<string, unknown> | null =
      e.code === "prisoner.hanged"
        ? { "system.encounter.obviouslyDead": true }
        : e.code === "hand.repUp" || e.code === "hand.repDown"
          ? { "system.rep": e.values!.rep }
          : e.code === "hand.sandChanges"
            ? { "system.sand": e.values!.sand }
            : null;
    if (!change) continue;
    const figure = await actorFrom(who);
    if (figure?.type === "character") await figure.update(change);
  }
}

/** The outfit's hands as the outcome dialog lists them: its member figures but the leader. */
async function handsOf(outfit: FActor): Promise<HandFigure[]> {
  const system = outfit.system as unknown as OutfitSource;
  const hands: HandFigure[] = [];
  for (const member of system.members) {
    if (member.uuid === system.leader) continue;
    const actor = await actorFrom(member.uuid);
    if (actor?.type !== "character") continue;
    const figure = actor.system as unknown as CharacterSource;
    if (figure.encounter?.obviouslyDead) continue;
    hands.push({
      who: actor.uuid,
      name: actor.name,
      rep: figure.rep,
      sand: figure.sand,
      profession: figure.profession,
    });
  }
  return hands;
}

/** Sets a prisoner free on the GM's word (a Jail Break played outside the record, a pardon). */
export async function freeCampaignPrisoner(ref: FActor | string, who: string) {
  return safely("campaign", async () => {
    const found = await gmCampaign(ref);
    if (!found) return null;
    const { outfit, state } = found;
    if (!state.prisoners.some((p) => p.who === who)) return refuse(`${C}.Custody.NotHeld`);
    const result = releasePrisoners(state, [who]);
    await outfit.update({ "system.campaign": result.state });
    return postCampaignCard(
      campaignCardContext({
        outfit: outfit.name,
        step: "free",
        before: state,
        after: result.state,
        rolls: [],
        events: result.events,
        localize,
      }),
      "free",
    );
  });
}

/**
 * Calls a brother the Star kept away back to the outfit (L4052): at the start of a season but
 * winter; he must be one of the record's brothers and not already on the outfit.
 */
export async function callCampaignBrother(ref: FActor | string, who: string) {
  return safely("campaign", async () => {
    const found = await gmCampaign(ref);
    if (!found) return null;
    const { outfit, state } = found;
    const members = (outfit.system as unknown as OutfitSource).members;
    if (!state.brothers.includes(who) || members.some((m) => m.uuid === who))
      return refuse(`${C}.Brothers.NotAway`);
    if (!mayCallBrothers(state)) return refuse(`${C}.Brothers.NotNow`);
    const brother = await actorFrom(who);
    if (brother?.type !== "character") return refuse(`${C}.Brothers.NotAway`);
    await outfit.update({ "system.members": [...members.map((m) => ({ ...m })), { uuid: who, group: "" }] });
    return postCampaignCard(
      campaignCardContext({
        outfit: outfit.name,
        step: "call",
        before: state,
        after: state,
        rolls: [],
        events: [{ code: "brotherCalled", values: { name: brother.name } }],
        localize,
      }),
      "call",
    );
  });
}

/** Opens the encounter wizard on the encounter the campaign calls for (any, for the GM's choice). */
export async function playCampaignEncounter(ref: FActor | string) {
  return safely("campaign", async () => {
    const outfit = await actorFrom(ref);
    const state = outfitOf(outfit) ? readCampaign(outfit) : null;
    if (!state?.encounter) return refuse(`${C}.NothingToPlay`);
    const found = state.encounter.id ? encounterDefinition(state.encounter.id) : undefined;
    // A vengeful clan's encounter: the brothers who found him stand against the Star.
    const kin = state.encounter.kin;
    const definition = found && kin ? kinDefinition(found, kin) : found;
    const { openEncounterWizard } = await import("../encounters/wizard");
    return openEncounterWizard(definition ? { definitions: [definition] } : {});
  });
}

/** Ends the campaign: the record is removed from the outfit (the diary stays). */
export async function clearCampaign(ref: FActor | string) {
  return safely("campaign", async () => {
    if (!fgame().user.isGM) return refuse(`${C}.GmOnly`);
    const outfit = await actorFrom(ref);
    if (!outfitOf(outfit)) return refuse(`${C}.NotOutfit`);
    await outfit.update({ "system.campaign": null });
    return outfit;
  });
}

/**
 * A member's campaign recovery after an encounter (GM only): the dialog says where he is and
 * whether the enemy took him; the rolls go on a card and what they change is written to his sheet.
 */
export async function campaignRecovery(
  outfitRef: FActor | string,
  memberRef: FActor | string,
  options: { dice?: DiceSource; form?: Record<string, unknown> } = {},
) {
  return safely("campaign", async () => {
    if (!fgame().user.isGM) return refuse(`${C}.GmOnly`);
    const outfit = await actorFrom(outfitRef);
    if (!outfitOf(outfit) || !readCampaign(outfit))
      return refuse(`${C}.NoCampaign`, { name: outfit?.name ?? "" });
    const member = await actorFrom(memberRef);
    if (member?.type !== "character") return refuse(`${C}.Recovery.NotFigure`);
    const figure = { name: member.name, system: member.system as unknown as CharacterSource };
    const form =
      options.form ??
      (await formDialog(
        "campaign/recovery.hbs",
        recoveryContext(figure, localize),
        localize(`${C}.Recovery.Title`),
        {
          confirm: `${C}.Recovery.Confirm`,
          width: 440,
        },
      ));
    if (!form) return null;
    // Read the figure again after the dialog: its wounds may have changed meanwhile.
    const live = (await actorFrom(member.uuid)) ?? member;
    const dice = options.dice ?? foundryDice();
    const answers = readRecoveryForm(form);
    // The outfit too may have moved on while the dialog was open: its record is read afresh, once,
    // and a record gone meanwhile is refused before anything is written.
    const liveOutfit = (await actorFrom(outfit.uuid)) ?? outfit;
    const state = readCampaign(liveOutfit);
    if (!state) return refuse(`${C}.NoCampaign`, { name: outfit.name });
    const plan = planRecovery(
      dice,
      live.system as unknown as CharacterSource,
      answers,
      mayTestWounds(state, live.uuid),
    );
    if (Object.keys(plan.update).length > 0) await live.update(plan.update);
    const custody = custodyAfterRecovery(state, dice, {
      who: live.uuid,
      name: live.name,
      sand: (live.system as unknown as CharacterSource).sand,
      plan,
      answers,
    });
    const after =
      plan.stillMending === null
        ? custody.state
        : noteMending(custody.state, { who: live.uuid, name: live.name, stillMending: plan.stillMending });
    if (after !== state) await liveOutfit.update({ "system.campaign": after });
    return postCampaignCard(
      {
        ...campaignCardContext({
          outfit: outfit.name,
          step: "recovery",
          before: state,
          after,
          rolls: [...plan.rolls, ...custody.rolls],
          events: [...plan.events, ...custody.events],
          localize,
        }),
        name: localize(`${C}.Recovery.CardTitle`, { name: live.name }),
      },
      "recovery",
    );
  });
}
