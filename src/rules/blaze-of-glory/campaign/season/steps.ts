import { RulesError, assertOneOf, type DiceSource } from "../../../core";
import type { Profession } from "../../ids";
import { LOCALE_IDS, type LocaleId } from "../../encounters/locales";
import type { EncounterId, EncounterRoll } from "../../encounters/types";
import { rollTheTake } from "../../encounters/the-take";
import { RollLog } from "../../encounters/roll-log";
import { canTravel, isAdvanceOfCivilizationTurn, nextTurn } from "../calendar";
import { professionChangeRefusal, type CampaignProfession } from "../profession";
import { rollAdvanceOfCivilization, rollEncounterTest, rollLyingLow } from "../locales-advance";
import { advanceRep, rollAlternateExperience, rollJoinUp, type JoinUpProfession } from "../advancement";
import { clanAfter, rollKinCatchUp, rollVengefulKin } from "../brothers";
import { rollMatrix, rollDrifting, type EncounterMatrix } from "../professions/matrix";
import { MARSHAL_ENCOUNTERS } from "../professions/marshal";
import {
  SHERIFF_ENCOUNTERS,
  SHERIFF_MIN_SETTLEMENT_LEVEL,
  rollCommunityGoodWill,
  rollDeputies,
  rollElection,
} from "../professions/sheriff";
import {
  RANGER_ENCOUNTERS,
  RANGER_COMPANY_SIZE,
  rollCompanyEncounters,
  rollFrontierWarfare,
  rollRangerFate,
  rollRangerRecruitment,
  rollRangerReplacement,
  rollRanging,
} from "../professions/ranger";
import {
  LAWDAWG_ENCOUNTERS,
  OUTLAW_ENCOUNTERS,
  addWanted,
  gangLimit,
  longArmTests,
  payout,
  rollLongArm,
  rollLookingForLoot,
  rollOutlawJoinUp,
  rollPursuit,
  rollSoThatsHowItIs,
} from "../professions/outlaw";
import { rollHelpWanted, rollOpportunity } from "../professions/gunfighter";
import {
  AT_THE_RANCH,
  DRIVE_LOCALES_PER_SEASON,
  rollBankFailure,
  rollFreeGrazing,
  FREE_GRAZING_MAX_CP,
  rollBottomLine,
  rollDriveLength,
  rollHerdLosses,
  rollHerdSize,
  rollHeyIKnowThoseBoys,
  rollHiringOut,
  rollINeedMoreTime,
  rollPuncherAssignment,
  rollRangeWarTurn,
  rollRoundUp,
  rollRustlingTheHerds,
  rollTrailDriveEncounter,
  ranchExpenses,
  settleUp,
} from "../professions/cowboy";
import { advanceHands, type HandInEncounter } from "./hands";
import {
  pickedEncounter,
  rollSimpleCampaignEncounter,
  simpleCampaignColumn,
} from "../../encounters/simple-campaign";
import { encounterAsLived, lifeRetests, mayChooseRobbery, trailBossSpares } from "./life-effects";
import { custodySeasonEnd, custodySeasonStart, freePrisoners } from "../custody";
import {
  Step,
  expectPhase,
  level,
  payLucre,
  pending,
  type CampaignEvent,
  type CampaignRules,
  type StepResult,
} from "./step-kit";
import { loseRangers } from "./ranger-seniority";
import { QUIET_YEAR, keptProfession, type CampaignPhase, type CampaignState } from "./state";

/**
 * The campaign turn, one step at a time, as the GM runs it: start of the season, move (stay, travel
 * or lie low), the encounter test, playing each encounter and recording how it went, and the end of
 * the season. Each step takes the state and dice, and returns the next state, every roll it made
 * (for the step's chat card) and what happened (codes, their texts under the lang branch Campaign.Event). The encounter
 * itself is played at the table through the encounter wizard; `recordEncounter` takes its outcome.
 */

export type { CampaignEvent, CampaignRules, StepResult };

/** Those held count a season: jail breaks due join the queue, trials and terms run (custody.ts). */
function custody(step: Step, season: typeof custodySeasonStart) {
  const s = step.state;
  if (s.prisoners.length === 0) return;
  const held = season(step.dice, s.prisoners, s.convicted);
  s.prisoners = held.prisoners;
  s.convicted = held.convicted;
  step.add(held.rolls);
  for (const e of held.events) step.event(e.code, e.values);
  for (let i = 0; i < held.jailBreaks; i++) s.queue.push(pending("jailBreak", "jailBreak"));
}

// ---------------------------------------------------------------------------------------------
// Start of the season

export interface StartOptions {
  /** A gunfighter offered work: take it, drift, or turn outlaw (L5713–5719); default drift. */
  gunfighterChoice?: "take" | "drift" | "outlaw";
}

export function startSeason(
  state: CampaignState,
  dice: DiceSource,
  options: StartOptions = {},
  rules: CampaignRules = {},
): StepResult {
  expectPhase(state, "start");
  const step = new Step(state, dice, rules);
  const s = step.state;
  if (s.outlaw.unpaid > 0)
    throw new RulesError("outlaw.unpaid", s.outlaw.unpaid, "the unpaid men test their Sand first");
  if (isAdvanceOfCivilizationTurn(s.turn)) {
    const advance = rollAdvanceOfCivilization(dice, s.levels);
    s.levels = advance.levels;
    step.add(advance.rolls);
    step.event("civilizationAdvances");
  }
  custody(step, custodySeasonStart);
  // The simple campaign keeps none of the professions' books, nor the long arm of the law.
  if (s.simple) return step.done("move");
  // Wanted men test the long arm of the law first, whatever their trade (L4028–4030, L5984). A
  // "closing in" counts only when it comes again the very next season, here.
  const closingIn = s.pending.longArm === s.locale;
  s.pending.longArm = null;
  for (const test of longArmTests(s.wanted, s.locale, level(s))) {
    const arm = rollLongArm(dice, {
      target: test.target,
      kind: test.kind,
      pendingHere: closingIn,
    });
    step.add(arm.roll);
    if (arm.outcome === "again") s.pending.longArm = s.locale;
    if (arm.outcome === "now") {
      const lawdawg = rollMatrix(dice, LAWDAWG_ENCOUNTERS, {
        purpose: "lawdawgEncounter",
        settlementLevel: level(s),
      });
      step.add(lawdawg.roll);
      s.queue.push(pending(lawdawg.encounter, "lawdawg"));
    }
  }
  switch (s.profession) {
    case "cowboy":
      startCowboy(step);
      break;
    case "sheriff":
      startSheriff(step);
      break;
    case "gunfighter":
      startGunfighter(step, options.gunfighterChoice ?? "drift");
      break;
    case "ranger":
      if (s.ranger.captain) {
        const r = rollCompanyEncounters(dice, s.turn.season);
        step.add(r.roll);
        s.ranger.due = r.encounters;
      }
      break;
    default:
      break;
  }
  return step.done("move");
}

function startCowboy(step: Step) {
  const { state: s, dice } = step;
  const season = s.turn.season;
  payGunfighters(step);
  if (s.cowboy.grazing) {
    freeGrazing(step);
    return;
  }
  if (season === "spring" && s.cowboy.role === "rancher") {
    const round = rollRoundUp(dice, { cattle: s.cattle });
    step.add(round.rolls);
    const rustled = rollRustlingTheHerds(dice, {
      lostAsCattlemen: s.cowboy.rustlingLost,
      wonAsRustler: s.cowboy.rustlingWon,
    });
    step.add(rustled.rolls);
    s.cattle = Math.max(0, round.cattle + rustled.change);
    s.cowboy.rustlingLost = 0;
    s.cowboy.rustlingWon = 0;
    step.event("roundUp", { cattle: s.cattle });
    payUpkeep(step);
  }
  if (season === "fall" && s.bank > 0) {
    const bank = rollBankFailure(dice);
    step.add(bank.roll);
    if (bank.failed) {
      step.event("bankFailed", { lucre: s.bank });
      s.bank = 0;
    }
  }
  if ((season === "spring" || season === "summer") && !s.cowboy.drive) {
    if (s.cowboy.role === "puncher") {
      const job = rollPuncherAssignment(dice);
      step.add(job.roll);
      if (job.assignment === "cattleDrive") startDrive(step, false);
    } else if (s.cowboy.role === "trailBoss") {
      const hire = rollHiringOut(dice, level(s));
      step.add(hire.roll);
      if (hire.hired) startDrive(step, false);
    }
  }
}

/**
 * FREE GRAZING (L5469–5479): round up each spring (his own herd), then each spring, summer and fall
 * 1d6: 1–3 the grass is eaten and the outfit must move on to an adjacent locale this season.
 */
function freeGrazing(step: Step) {
  const { state: s, dice } = step;
  s.cowboy.mustMove = false;
  if (s.turn.season === "spring") {
    const round = rollRoundUp(dice, { cattle: s.cattle });
    step.add(round.rolls);
    s.cattle = round.cattle;
    step.event("roundUp", { cattle: s.cattle });
  }
  if (s.turn.season === "winter") return;
  const graze = rollFreeGrazing(dice);
  step.add(graze.roll);
  s.cowboy.mustMove = graze.mustMove;
  if (graze.mustMove) step.event("mustMoveOn");
}

/** A drive for another's herd: its size and length are rolled (L5310–5336). */
function startDrive(step: Step, own: boolean) {
  const { state: s, dice } = step;
  const herd = rollHerdSize(dice, s.star.rep);
  const far = rollDriveLength(dice, s.turn.season);
  step.add([herd.roll, far.roll]);
  s.cowboy.drive = {
    cattle: herd.cattle,
    legs: far.locales,
    done: 0,
    own,
    seasonLegs: 0,
    stalled: false,
    spared: false,
  };
  step.event("driveStarts", { cattle: herd.cattle, legs: far.locales });
}

/**
 * Each season a rancher keeps his gunfighters costs 1 LP a man (L5495). The book says only that he
 * must pay them all; our reading: those he cannot pay ride off.
 */
function payGunfighters(step: Step) {
  const s = step.state;
  if (s.cowboy.gunfighters === 0) return;
  const paid = s.cowboy.gunfighters - payLucre(s, s.cowboy.gunfighters);
  if (paid < s.cowboy.gunfighters) step.event("gunfightersLeave", { n: s.cowboy.gunfighters - paid });
  s.cowboy.gunfighters = paid;
  if (paid > 0) step.event("gunfightersPaid", { n: paid });
}

/** Upkeep (level × 2 LP) and wages (1 LP a three cowboys) after round up (L5487–5533). */
function payUpkeep(step: Step) {
  const { state: s, dice } = step;
  const costs = ranchExpenses({ settlementLevel: level(s, s.home ?? s.locale), cowboys: s.hands });
  const short = payLucre(s, costs.upkeep);
  if (short > 0) {
    if (s.cowboy.extension) {
      settle(step, short);
    } else {
      const more = rollINeedMoreTime(dice, level(s, s.home ?? s.locale));
      step.add(more.roll);
      if (more.outcome === "settleUp") settle(step, short);
      s.cowboy.extension = more.outcome === "extension";
      if (more.outcome === "paidForProgress") step.event("upkeepForgiven");
    }
  } else s.cowboy.extension = false;
  const unpaidWages = payLucre(s, costs.wages);
  if (unpaidWages > 0) step.event("shortWages", { lucre: unpaidWages });
}

function settle(step: Step, short: number) {
  const s = step.state;
  const settled = settleUp({ shortLucre: short, cattle: s.cattle });
  s.cattle = settled.cattle;
  s.cowboy.extension = false;
  if (settled.ranchLost) {
    s.cowboy.role = "puncher";
    s.home = null;
    step.event("ranchLost");
  } else step.event("settledUp", { cattle: short });
}

function startSheriff(step: Step) {
  const { state: s, dice } = step;
  if (!s.sheriff.inOffice) return;
  if (s.turn.season === "spring") {
    const deputies = rollDeputies(dice, level(s));
    step.add(deputies.roll);
    s.sheriff.deputies = deputies.deputies;
    s.hands = deputies.deputies;
  }
  if (s.turn.season === "fall") {
    const goodWill = rollCommunityGoodWill(dice, s.sheriff.year);
    step.add(goodWill.roll);
    const election = rollElection(dice, { rep: s.star.rep, year: s.sheriff.year, goodWill });
    step.add(election.rolls);
    step.event(`election.${election.outcome}`);
    s.sheriff.year = { ...QUIET_YEAR };
    if (election.outcome !== "reelected") s.sheriff.inOffice = false;
    if (election.outcome === "runOutOfTown")
      s.sheriff.barred = { locale: s.locale, untilYear: s.turn.year + election.barredYears! };
  }
}

function startGunfighter(step: Step, choice: "take" | "drift" | "outlaw") {
  const { state: s, dice } = step;
  if (s.turn.season === "spring") s.gunfighter.job = null;
  // Each spring, or later in the year after drifting into a new locale (L5683–5685).
  const drifted = s.gunfighter.drifted;
  s.gunfighter.drifted = false;
  if (s.gunfighter.job !== null || (s.turn.season !== "spring" && !drifted)) return;
  const help = rollHelpWanted(dice, s.star);
  step.add(help.roll);
  if (!help.work) return;
  const offer = rollOpportunity(dice, {
    settlementLevel: level(s),
    wantedHere: (s.wanted.locales[s.locale] ?? 0) > 0,
  });
  step.add(offer.roll);
  if (!offer.choices.includes(choice)) return;
  if (choice === "take") {
    s.gunfighter.job = offer.offer;
    step.event("jobTaken", { job: offer.offer });
  } else if (choice === "outlaw") {
    s.profession = "outlaw";
    step.event("turnsOutlaw");
  }
}

// ---------------------------------------------------------------------------------------------
// Move

export interface MoveOptions {
  action: "stay" | "travel" | "lieLow";
  to?: LocaleId;
  /** The travel map's links from here (the GM's table). */
  neighbours?: readonly LocaleId[];
  /** A rancher sends a drive: its CP (1–6) and locales (1–5). */
  drive?: { cattle: number; legs: number };
}

export function moveSeason(
  state: CampaignState,
  dice: DiceSource,
  options: MoveOptions,
  rules: CampaignRules = {},
): StepResult {
  expectPhase(state, "move");
  const step = new Step(state, dice, rules);
  const s = step.state;
  const action = assertOneOf("action", options.action, ["stay", "travel", "lieLow"] as const);
  // A grazing herd that has eaten the grass moves on, where the map has somewhere to go (L5473).
  if (s.cowboy.mustMove && action !== "travel" && (options.neighbours ?? []).length > 0)
    throw new RulesError("action", action, "the herd has eaten the grass here: the outfit must move on");
  s.cowboy.mustMove = false;
  if (action === "travel") travel(step, options);
  else if (action === "lieLow") {
    s.lyingLow += 1;
    const low = rollLyingLow(dice, s.lyingLow);
    step.add(low.rolls);
    if (low.discovered) {
      s.lyingLow = 0;
      s.queue.push(pending(null, "raid"));
      step.event("discovered");
    }
  } else s.lyingLow = 0;
  if (
    options.drive &&
    keptProfession(s) === "cowboy" &&
    s.cowboy.role === "rancher" &&
    canTravel(s.turn.season)
  ) {
    const cattle = Math.min(s.cattle, options.drive.cattle);
    if (cattle > 0) {
      s.cattle -= cattle;
      s.cowboy.drive = {
        cattle,
        legs: options.drive.legs,
        done: 0,
        own: true,
        seasonLegs: 0,
        stalled: false,
        spared: false,
      };
      step.event("driveStarts", { cattle, legs: options.drive.legs });
    }
  }
  return step.done("encounter");
}

/**
 * Into a linked locale: the outfit is on the move until an encounter stops it (L4124). Returns
 * whether a gunfighter without a job drifted there (his card says so already).
 */
function travel(step: Step, options: { to?: LocaleId; neighbours?: readonly LocaleId[] }): boolean {
  const s = step.state;
  if (!canTravel(s.turn.season)) throw new RulesError("action", "travel", "no travel in winter");
  const to = assertOneOf("to", options.to, LOCALE_IDS);
  if (!(options.neighbours ?? []).includes(to))
    throw new RulesError("to", to, "is not linked to this locale on the travel map");
  s.locale = to;
  s.lyingLow = 0;
  s.moving = true;
  if (keptProfession(s) !== "gunfighter" || s.gunfighter.job !== null) return false;
  s.gunfighter.drifted = true;
  step.event("drifts", { locale: to });
  return true;
}

/**
 * Whether the outfit may ride on: it travelled this season, met no encounter in the locales it
 * entered, and nothing waits to be played. Not on a cattle drive (its legs are its moves) nor for a
 * ranger Captain (his company's encounters are rolled once a season).
 */
export function mayTravelOn(state: CampaignState): boolean {
  return (
    state.phase === "end" &&
    state.moving &&
    canTravel(state.turn.season) &&
    state.queue.length === 0 &&
    !state.cowboy.drive &&
    !(keptProfession(state) === "ranger" && state.ranger.captain)
  );
}

/**
 * TRAVEL ON (L4122–4126): "an unlimited distance each season except winter", testing for an
 * encounter on entering each locale; the first encounter ends the season's movement.
 */
export function travelOn(
  state: CampaignState,
  dice: DiceSource,
  options: { to: LocaleId; neighbours: readonly LocaleId[] },
  rules: CampaignRules = {},
): StepResult {
  if (!mayTravelOn(state))
    throw new RulesError("moving", state.moving, "the outfit is not on the move with the way clear");
  const step = new Step(state, dice, rules);
  if (!travel(step, options)) step.event("ridesOn", { locale: step.state.locale });
  step.state.tested = false;
  return step.done("encounter");
}

// ---------------------------------------------------------------------------------------------
// The encounter test

export interface EncounterOptions {
  /** An outlaw looks for loot this season (optional, L5847); default yes. */
  lookForLoot?: boolean;
  /** The locale a drive's next leg enters (an adjacent one, not doubling back, L5338–5340). */
  driveTo?: LocaleId;
  /** With a bank connection here (Life and Times 12), an encounter called for is a Robbery. */
  robbery?: boolean;
}

export function testForEncounter(
  state: CampaignState,
  dice: DiceSource,
  options: EncounterOptions = {},
  rules: CampaignRules = {},
): StepResult {
  expectPhase(state, "encounter");
  const step = new Step(state, dice, rules);
  const s = step.state;
  // Encounters already called (a Lawdawg's at the start, a raid) are played before the season's own test.
  if (s.queue.length === 0 && !s.tested) {
    s.tested = true;
    if (s.lyingLow > 0) {
      // Lying low: no test this season (L4218).
    } else if (s.simple) simpleTest(step);
    else if (s.profession === "cowboy" && s.cowboy.drive && s.turn.season !== "winter") {
      // (A drive does not move while the outfit lies low.)
      // A drive tests each locale it enters (one leg a step); a drive may not move in winter (L5338).
      driveLeg(step, options.driveTo);
      // Each leg is the drive's test; a herd lost ends the season's tests.
      s.tested = s.cowboy.drive === null;
    } else if (s.profession === "outlaw")
      lookForLoot(step, options.lookForLoot ?? true, options.robbery === true);
    else if (s.profession === "ranger" && s.ranger.captain) companyEncounters(step);
    else standardTest(step, options.robbery === true);
  }
  return next(step);
}

/** The next encounter in line, or the end of the season (a drive's next leg first). */
function next(step: Step): StepResult {
  const s = step.state;
  const next = s.queue.shift();
  if (next) {
    const up = encounterAsLived(step, next);
    s.encounter = up;
    step.event("play", { encounter: up.id ?? "gmChoice" });
    return step.done("play");
  }
  s.encounter = null;
  if (!s.tested && !(s.profession === "cowboy" && s.cowboy.drive && s.turn.season !== "winter"))
    return step.done("encounter");
  const drive = s.profession === "cowboy" ? s.cowboy.drive : null;
  if (
    drive &&
    s.lyingLow === 0 &&
    s.turn.season !== "winter" &&
    !drive.stalled &&
    drive.done < drive.legs &&
    drive.seasonLegs < DRIVE_LOCALES_PER_SEASON
  )
    return step.done("encounter");
  if (s.profession === "cowboy" && s.cowboy.drive) endOfTrail(step);
  return step.done("end");
}

/** The simple campaign's test: the encounter test by settlement level, then the simple table (L4670–4687). */
function simpleTest(step: Step) {
  const { state: s, dice } = step;
  const test = rollEncounterTest(dice, { settlementLevel: level(s), locale: s.locale });
  step.add(test.roll);
  if (!test.encounter) {
    if (!lifeRetests(step)) kinCatchUp(step);
    return;
  }
  const roll = rollSimpleCampaignEncounter(dice, simpleCampaignColumn(s.profession)!);
  step.add(roll);
  s.queue.push(pending(pickedEncounter(roll), "simple"));
}

function standardTest(step: Step, robbery = false) {
  const { state: s, dice } = step;
  if (
    s.profession === "gunfighter" &&
    (s.gunfighter.job === "wildWestShow" || s.gunfighter.job === "journalist")
  ) {
    step.event("yearOff");
    return;
  }
  const test = rollEncounterTest(dice, { settlementLevel: level(s), locale: s.locale });
  step.add(test.roll);
  if (!test.encounter) {
    if (!lifeRetests(step)) kinCatchUp(step);
    return;
  }
  if (robbery && mayChooseRobbery(s)) {
    s.queue.push(pending("robbery", "bankConnection"));
    return;
  }
  const { encounter, roll } = professionEncounter(step);
  if (roll) step.add(roll);
  if (s.profession === "ranger") rangerOnTheMove(step, encounter);
  else s.queue.push(pending(encounter, "table"));
}

function matrixFor(s: CampaignState): EncounterMatrix | "ranch" | "drifting" {
  const trade: Profession | null =
    s.profession === "gunfighter"
      ? s.gunfighter.job === null || s.gunfighter.job === "drift"
        ? null
        : (s.gunfighter.job as Profession)
      : s.profession;
  switch (trade) {
    case "marshal":
      return MARSHAL_ENCOUNTERS;
    case "sheriff":
      return s.profession === "sheriff" && !s.sheriff.inOffice ? "drifting" : SHERIFF_ENCOUNTERS;
    case "ranger":
      return RANGER_ENCOUNTERS;
    case "cowboy":
      return s.profession === "cowboy" && s.home === null && s.cowboy.role !== "puncher"
        ? "drifting"
        : "ranch";
    default:
      return "drifting";
  }
}

function professionEncounter(step: Step): { encounter: EncounterId; roll: EncounterRoll } {
  const { state: s, dice } = step;
  const table = matrixFor(s);
  if (table === "drifting")
    return rollDrifting(dice, {
      settlementLevel: level(s),
      table: s.profession === "cowboy" ? "cowboy" : "gunfighter",
    });
  if (table === "ranch") {
    const roll = new RollLog(dice).sum({
      purpose: "atTheRanch",
      source: "L5567–5577",
      read: (score) => `picked.${AT_THE_RANCH[score - 1]!}`,
    });
    const encounter = AT_THE_RANCH[roll.score - 1]!;
    if (encounter === "rangeWar") s.cowboy.rangeWar = true;
    return { encounter, roll };
  }
  const purpose =
    table === MARSHAL_ENCOUNTERS
      ? "marshalEncounter"
      : table === SHERIFF_ENCOUNTERS
        ? "sheriffEncounter"
        : "rangerEncounter";
  return rollMatrix(dice, table, { purpose, settlementLevel: level(s) });
}

/** Ranging and frontier warfare for a ranger's encounter (L6266–6274). */
function rangerOnTheMove(step: Step, encounter: EncounterId, subject?: string) {
  const { state: s, dice } = step;
  const ranging = rollRanging(dice, subject);
  step.add(ranging.roll);
  const warfare = rollFrontierWarfare(dice, level(s), subject);
  if (warfare.roll) step.add(warfare.roll);
  s.queue.push(
    pending(encounter, "table", {
      locale: ranging.ranging ? null : s.locale,
      warriors: warfare.warriors || encounter === "indians",
    }),
  );
  if (ranging.ranging) step.event("ranging");
}

function companyEncounters(step: Step) {
  const { state: s, dice } = step;
  for (let i = 0; i < s.ranger.due; i++) {
    const r = rollMatrix(dice, RANGER_ENCOUNTERS, {
      purpose: "rangerEncounter",
      settlementLevel: level(s),
      subject: `detachment.${i + 1}`,
    });
    step.add(r.roll);
    rangerOnTheMove(step, r.encounter, `detachment.${i + 1}`);
  }
  s.ranger.due = 0;
}

function kinCatchUp(step: Step) {
  const { state: s, dice } = step;
  if (s.clans.length === 0) return;
  const caught = rollKinCatchUp(dice, { clans: s.clans, locale: s.locale });
  step.add(caught.rolls);
  if (!caught.found) return;
  const { clan, brothers, encounter } = caught.found;
  s.queue.push(
    pending(encounter, "kin", {
      gunfightType: null,
      kin: { clan, brothers, profession: s.clans[clan]!.profession },
    }),
  );
}

function lookForLoot(step: Step, wanted: boolean, robbery: boolean) {
  const { state: s, dice } = step;
  if (!wanted) {
    // Contacts cultivated count only for the very next season's test.
    s.pending.loot = null;
    return;
  }
  const loot = rollLookingForLoot(dice, {
    settlementLevel: level(s),
    pendingHere: s.pending.loot === s.locale,
  });
  step.add(loot.roll);
  s.pending.loot = loot.outcome === "again" ? s.locale : null;
  if (loot.outcome !== "now") return;
  if (robbery && mayChooseRobbery(s)) {
    s.queue.push(pending("robbery", "job"));
    return;
  }
  const job = rollMatrix(dice, OUTLAW_ENCOUNTERS, { purpose: "outlawEncounter", settlementLevel: level(s) });
  step.add(job.roll);
  // OUTLAW encounters are always optional (L5921): the GM may skip it from the card.
  s.queue.push(pending(job.encounter, "job"));
}

function driveLeg(step: Step, to: LocaleId | undefined) {
  const { state: s, dice } = step;
  const drive = s.cowboy.drive!;
  if (to !== undefined) s.locale = assertOneOf("driveTo", to, LOCALE_IDS);
  const trail = rollTrailDriveEncounter(dice, level(s), `leg.${drive.done + 1}`);
  step.add(trail.roll);
  drive.done += 1;
  drive.seasonLegs += 1;
  if (trail.event === "calamity" || trail.event === "setBack") {
    const loss = rollHerdLosses(dice, {
      cattle: drive.cattle,
      event: trail.event,
      loseFrom: trail.event === "calamity" ? 4 : 6,
    });
    step.add(loss.rolls);
    drive.cattle -= loss.lost;
    step.event(trail.event, { lost: loss.lost });
  }
  // A set back holds the drive in this locale: next season it rolls here again (L5386).
  if (trail.event === "setBack") {
    drive.done -= 1;
    drive.stalled = true;
  }
  if (trail.encounter && !drive.spared && trailBossSpares(s)) {
    drive.spared = true;
    step.event("trailBossSpared");
  } else if (trail.encounter)
    s.queue.push(pending(trail.encounter, "trail", { gunfightType: trail.gunfightType ?? null }));
  if (drive.cattle === 0) {
    step.event("herdLost");
    if (s.cowboy.role === "trailBoss") s.star.rep = Math.max(1, s.star.rep - 1);
    s.cowboy.drive = null;
  }
}

function endOfTrail(step: Step) {
  const { state: s, dice } = step;
  const drive = s.cowboy.drive!;
  if (drive.done < drive.legs) return; // a longer drive goes on next season (guide I-50)
  if (s.cowboy.role !== "puncher" || drive.own) {
    const line = rollBottomLine(dice, {
      locales: drive.legs,
      cattle: drive.cattle,
      twelve: step.rules.bottomLineTwelve,
    });
    step.add(line.roll);
    s.lucre += line.lucre;
    step.event("bottomLine", { lucre: line.lucre });
  }
  s.cowboy.drive = null;
}

// ---------------------------------------------------------------------------------------------
// After the encounter

export interface EncounterOutcome {
  /** The Star's side reached its goal. */
  won: boolean;
  star: { ranAway: boolean; outOfTheFight: boolean; engaged: boolean };
  /** Hands dead, gone or left behind for good. */
  handsLost: number;
  /** Hands who took part (Ranger seniority and the winter roll). */
  participants?: number;
  /** Of the rangers who took part, and of those lost, how many were senior to the Star. */
  seniorsEngaged?: number;
  seniorsLost?: number;
  /** Figures the Star killed: a Cowboy's or Outlaw's kin may come for him (L4066). */
  kills?: { profession: Profession; rep: number }[];
  /** Townsfolk (deputies count) the sheriff killed in town (L6486). */
  townsfolkKilled?: number;
  /** Brothers of a vengeful clan killed, knocked out or captured, by clan index. */
  kinRemoved?: { clan: number; brothers: number }[];
  /** Extra RAP cases (L4562–4566). */
  robbedBankSl4?: boolean;
  capturedHigherRepOutlaw?: boolean;
  beatHigherRepGunfighter?: boolean;
  /** A sheriff's robbery: it succeeded, the robbers were caught by the posse, or it was thwarted. */
  robbery?: "succeeded" | "caught" | "thwarted";
  /** A cowboy outfit played a Cattle Rustling as the rustlers. */
  asRustler?: boolean;
  /** A free grazer's wagon was lost: it was his bank (L5479). */
  wagonLost?: boolean;
  /** An outlaw job that succeeded (L5935–5941). */
  jobDone?: boolean;
  /** Prisoners (by id) a Jail Break set free. */
  freed?: string[];
  /** The hands in the encounter and how each came out of it (their experience). */
  hands?: HandInEncounter[];
  /** How a ranger detachment dealt with its casualties. */
  care?: "recoveredAll" | "recoveredMore" | "leftMore" | "leftAll" | "none";
}

export function recordEncounter(
  state: CampaignState,
  dice: DiceSource,
  outcome: EncounterOutcome,
  rules: CampaignRules = {},
): StepResult {
  expectPhase(state, "play");
  const step = new Step(state, dice, rules);
  const s = step.state;
  const played = s.encounter!;
  advance(step, outcome);
  advanceHands(step, outcome.hands ?? []);
  if (outcome.freed?.length) {
    const freed = freePrisoners(s.prisoners, outcome.freed);
    s.prisoners = freed.prisoners;
    for (const e of freed.events) step.event(e.code, e.values);
  }
  s.hands = Math.max(0, s.hands - outcome.handsLost);
  for (const r of outcome.kinRemoved ?? [])
    if (s.clans[r.clan])
      s.clans[r.clan] = clanAfter(s.clans[r.clan]!, Math.min(r.brothers, s.clans[r.clan]!.brothers));
  dropSpentClans(s);
  for (const kill of outcome.kills ?? []) {
    if (kill.profession !== "cowboy" && kill.profession !== "outlaw") continue;
    const kin = rollVengefulKin(dice, {
      killedRep: kill.rep,
      killedProfession: kill.profession,
      locale: s.locale,
      starIsGunfighter: s.profession === "gunfighter",
    });
    step.add(kin.rolls);
    if (kin.clan) {
      s.clans.push(kin.clan);
      step.event("kinSworn", { brothers: kin.clan.brothers });
    }
  }
  switch (keptProfession(s)) {
    case "sheriff":
      s.sheriff.year.othersKilled += (outcome.kills ?? []).length;
      s.sheriff.year.townsfolkKilled += outcome.townsfolkKilled ?? 0;
      if (outcome.robbery === "succeeded") s.sheriff.year.robberies += 1;
      if (outcome.robbery === "caught") s.sheriff.year.robbersCaughtByPosse = true;
      if (outcome.robbery === "thwarted") s.sheriff.year.robberyThwarted = true;
      break;
    case "outlaw":
      if (played.why === "job" && outcome.jobDone) outlawTake(step, played.id === "trainRobbery");
      if (played.why === "mutinyDraw" || played.why === "mutinyBackShot")
        afterMutiny(step, played.why, outcome);
      break;
    case "cowboy":
      if (played.id === "cattleRustling") rustling(step, outcome);
      // A free grazer's wagon is his bank: lost with it, every LP he had put by (L5479).
      if (s.cowboy.grazing && outcome.wagonLost) {
        step.event("wagonLost", { lucre: s.lucre + s.bank });
        s.lucre = 0;
        s.bank = 0;
      }
      break;
    case "ranger": {
      const r = s.ranger;
      r.engaged = Math.min(r.company - 1, r.engaged + (outcome.participants ?? 0));
      r.engagedSeniors = Math.min(r.place - 1, r.engaged, r.engagedSeniors + (outcome.seniorsEngaged ?? 0));
      r.casualties += outcome.handsLost;
      // Those lost rode with him: they leave the count of the engaged as they leave the company.
      const lost = Math.min(outcome.handsLost, r.company - 1);
      const seniorsLost = loseRangers(step, lost, outcome.seniorsLost ?? 0);
      r.engaged = Math.max(0, r.engaged - lost);
      r.engagedSeniors = Math.max(0, Math.min(r.engaged, r.engagedSeniors - seniorsLost));
      if (outcome.care) r.care = outcome.care;
      break;
    }
    default:
      break;
  }
  joinUp(step);
  s.encounter = null;
  // An encounter ends the season's movement where it found him (L4124).
  s.moving = false;
  return next(step);
}

/**
 * A clan with no brothers left comes gunning no more (L4089): its encounters still waiting are
 * dropped. The others name their clan by its place in the list and follow it as the list closes up.
 */
function dropSpentClans(s: CampaignState) {
  const kept = s.clans.flatMap((c, i) => (c.brothers > 0 ? [i] : []));
  s.clans = kept.map((i) => s.clans[i]!);
  s.queue = s.queue.flatMap((e) => {
    if (!e.kin) return [e];
    const at = kept.indexOf(e.kin.clan);
    return at < 0 ? [] : [{ ...e, kin: { ...e.kin, clan: at } }];
  });
}

/**
 * WHAT HAPPENS NOW? (L6103–6109): a Draw! the Star wins keeps the unpaid men; lost (out of the fight)
 * the whole gang deserts him, his brothers apart. Out of the fight after a shot in the back, the law
 * has him: the GM records it in his recovery (captured), where the charge is tried.
 */
function afterMutiny(step: Step, why: "mutinyDraw" | "mutinyBackShot", outcome: EncounterOutcome) {
  const s = step.state;
  if (!outcome.star.outOfTheFight) {
    step.event("mutiny.faced");
    return;
  }
  if (why === "mutinyBackShot") {
    step.event("mutiny.lawTakesHim");
    return;
  }
  if (s.hands > 0) step.event("mutiny.gangDeserts", { n: s.hands });
  s.hands = 0;
  s.handRap = s.handRap.filter((h) => s.brothers.includes(h.who));
}

/** A rustling's aftermath: the rustler keeps 1 CP and may be known (L5279–5300); the cattlemen lose one. */
function rustling(step: Step, outcome: EncounterOutcome) {
  const { state: s, dice } = step;
  if (outcome.asRustler) {
    if (outcome.won) {
      s.cattle += 1;
      s.cowboy.rustlingWon += 1;
    }
    const known = rollHeyIKnowThoseBoys(dice, level(s));
    step.add(known.roll);
    if (known.wanted) {
      s.wanted = addWanted(s.wanted, { locale: s.locale, train: false });
      step.event("wanted");
    }
  } else if (!outcome.won) {
    if (s.cowboy.drive) s.cowboy.drive.cattle = Math.max(0, s.cowboy.drive.cattle - 1);
    else s.cowboy.rustlingLost += 1;
  }
}

/**
 * The Star's experience after an encounter: RAP toward the next Rep (L4558–4589), or under the
 * alternate method (L4591–4601, a world setting) a die against Rep and one against Sand when he
 * neither ran nor went out of the fight.
 */
function advance(step: Step, outcome: EncounterOutcome) {
  const { state: s, dice } = step;
  if (step.rules.experience === "alternate") {
    if (outcome.star.ranAway || outcome.star.outOfTheFight) return;
    const rolled = rollAlternateExperience(dice, { rep: s.star.rep, sand: s.star.sand });
    step.add(rolled.rolls);
    if (rolled.rep !== s.star.rep)
      step.event(rolled.rep > s.star.rep ? "repUp" : "repDown", { rep: rolled.rep });
    if (rolled.sand !== s.star.sand) step.event("sandChanges", { sand: rolled.sand });
    s.star.rep = rolled.rep;
    s.star.sand = rolled.sand;
    return;
  }
  const advanced = advanceRep(
    { rep: s.star.rep, rap: s.star.rap },
    {
      profession: s.profession,
      ...outcome.star,
      robbedBankSl4: outcome.robbedBankSl4,
      capturedHigherRepOutlaw: outcome.capturedHigherRepOutlaw,
      beatHigherRepGunfighter: outcome.beatHigherRepGunfighter,
    },
  );
  s.star.rep = advanced.rep;
  s.star.rap = advanced.rap;
  if (advanced.improved) step.event("repUp", { rep: advanced.rep });
}

function outlawTake(step: Step, train: boolean) {
  const { state: s, dice } = step;
  const take = rollTheTake(dice, level(s));
  step.add(take);
  const lucre = Number(take.values?.lucre ?? 0);
  s.lucre += lucre;
  const chase = rollPursuit(dice, {
    settlementLevel: level(s),
    lucre,
    train,
    against: step.rules.pursuitAgainst,
  });
  step.add(chase.rolls);
  if (chase.wanted) {
    s.wanted = addWanted(s.wanted, { locale: s.locale, train });
    step.event("wanted");
  }
  if (chase.posse) s.queue.unshift(pending("posse", "pursuit"));
}

function joinUp(step: Step) {
  const { state: s, dice } = step;
  const who: JoinUpProfession | null =
    s.profession === "sheriff" && s.sheriff.inOffice
      ? "sheriff"
      : s.profession === "cowboy" && s.cowboy.role !== "puncher"
        ? "cowboy"
        : s.profession === "marshal" || s.profession === "ranger"
          ? s.profession
          : null;
  if (!who) return;
  const join = rollJoinUp(dice, {
    profession: who,
    rep: s.star.rep,
    settlementLevel: level(s),
    rancher: who === "cowboy" && s.cowboy.role === "rancher" && s.star.rep >= 6,
  });
  step.add(join.roll);
  if (!join.joins) return;
  s.hands += 1;
  if (who === "ranger") s.ranger.company = Math.min(RANGER_COMPANY_SIZE, s.ranger.company + 1);
  step.event("joins", { list: join.list });
}

// ---------------------------------------------------------------------------------------------
// End of the season

export function endSeason(state: CampaignState, dice: DiceSource, rules: CampaignRules = {}): StepResult {
  expectPhase(state, "end");
  const step = new Step(state, dice, rules);
  const s = step.state;
  custody(step, custodySeasonEnd);
  const own = keptProfession(s);
  // A free grazer keeps at most 3 CP: after spring's moves and encounters the rest are sold or let
  // roam (L5476; the book names no price, so our reading lets them go).
  if (own === "cowboy" && s.cowboy.grazing && s.turn.season === "spring" && s.cattle > FREE_GRAZING_MAX_CP) {
    step.event("grazingExcess", { cattle: s.cattle - FREE_GRAZING_MAX_CP });
    s.cattle = FREE_GRAZING_MAX_CP;
  }
  if (own === "outlaw") endOutlaw(step);
  if (own === "ranger") endRanger(step);
  if (own === "cowboy" && s.cowboy.rangeWar) {
    const war = rollRangeWarTurn(dice);
    step.add(war.roll);
    if (war.encounters > 0) step.event("rangeWarComing", { n: war.encounters });
  }
  if (s.cowboy.drive) {
    s.cowboy.drive.seasonLegs = 0;
    s.cowboy.drive.stalled = false;
  }
  s.cowboy.bought = false;
  s.cowboy.mavericked = false;
  s.moving = false;
  const after = nextTurn(s.turn);
  if (!after) return step.done("over");
  s.turn = after;
  s.tested = false;
  return step.done("start");
}

function endOutlaw(step: Step) {
  const { state: s, dice } = step;
  const paid = payout({ lucre: s.lucre, starAndBrothers: 1 + s.brothers.length, others: s.hands });
  s.lucre = paid.lucre;
  if (paid.unpaid > 0) {
    const loyal = rollSoThatsHowItIs(dice, {
      rep: s.star.rep,
      wantedHere: s.wanted.locales[s.locale] ?? 0,
      wantedNationally: s.wanted.national,
    });
    step.add(loyal.rolls);
    step.event(`loyalty.${loyal.mutiny ?? loyal.outcome}`, { unpaid: paid.unpaid });
    // Pass 1: each unpaid man tests his Sand before the next season starts (`unpaidMenTest`).
    if (loyal.outcome === "mayLeave") s.outlaw.unpaid = paid.unpaid;
    // Pass 0: the mutineer's play is a fight, played first thing next season (L6099–6109): a
    // Draw! with the highest Rep one (a one on one gunfight), or the lowest Rep one's shot in the back.
    if (loyal.mutiny === "draw") s.queue.push(pending("gunfight", "mutinyDraw", { gunfightType: 1 }));
    if (loyal.mutiny === "backShot") s.queue.push(pending("gunfight", "mutinyBackShot"));
  }
  if (s.turn.season !== "winter") {
    const join = rollOutlawJoinUp(dice, level(s));
    step.add(join.roll);
    const room = gangLimit(s.star.rep) - s.hands;
    const added = Math.max(0, Math.min(room, join.recruits.outlaws));
    s.hands += added;
    if (added > 0) step.event("joins", { list: "outlaw", n: added });
  }
}

function endRanger(step: Step) {
  const { state: s, dice } = step;
  if (s.turn.season === "winter") {
    const idle = Math.max(0, s.ranger.company - 1 - s.ranger.engaged);
    // The idle rangers in seniority order: first those senior to the Star who did not ride with him.
    const idleSeniors = Math.min(idle, s.ranger.place - 1 - s.ranger.engagedSeniors);
    let lost = 0;
    let seniors = 0;
    for (let i = 0; i < idle; i++) {
      const fate = rollRangerFate(dice, `ranger.${i + 1}`);
      step.add(fate.roll);
      if (!fate.lost) continue;
      lost++;
      if (i < idleSeniors) seniors++;
    }
    loseRangers(step, lost, seniors);
    s.ranger.casualties += lost;
    s.hands = Math.max(0, s.hands - lost);
    s.ranger.engaged = 0;
    s.ranger.engagedSeniors = 0;
    if (lost > 0) step.event("rangersLost", { n: lost });
  }
  const casualties = Math.min(s.ranger.casualties, RANGER_COMPANY_SIZE - s.ranger.company);
  if (s.ranger.captain && casualties > 0 && s.home !== null && s.locale === s.home) {
    const replacement = rollRangerReplacement(dice, level(s, s.home));
    step.add(replacement.roll);
    const recruit = rollRangerRecruitment(dice, {
      captainRep: s.star.rep,
      casualties,
      replacement,
      care: s.ranger.care,
    });
    step.add(recruit.roll);
    s.ranger.company += recruit.recruits;
    s.hands += recruit.recruits;
    if (recruit.recruits > 0) step.event("joins", { list: "ranger", n: recruit.recruits });
  }
  s.ranger.casualties = 0;
  s.ranger.care = "none";
}

/** The steps the phase offers the GM. */
export const PHASE_STEPS: { readonly [P in CampaignPhase]: readonly string[] } = {
  start: ["startSeason"],
  move: ["moveSeason"],
  encounter: ["testForEncounter"],
  play: ["recordEncounter", "skipEncounter"],
  end: ["endSeason"],
  over: [],
};

/** The GM declines an optional encounter (an outlaw job, L5921) or one not played: nothing is recorded. */
export function skipEncounter(state: CampaignState, dice: DiceSource, rules: CampaignRules = {}): StepResult {
  expectPhase(state, "play");
  const step = new Step(state, dice, rules);
  step.event("skipped", { encounter: step.state.encounter?.id ?? "gmChoice" });
  step.state.encounter = null;
  step.state.moving = false;
  return next(step);
}

/**
 * The Star takes up another profession campaign at the start of a season (L4023–4030): only in
 * spring, outlawry in any season, never a badge where he is wanted. A new sheriff holds office
 * and a new ranger joins as a Captain's man (the GM sets the company on the record). Refused with
 * the reason as a RulesError; warrants, kin and money stay with him.
 */
export function changeProfession(state: CampaignState, dice: DiceSource, to: CampaignProfession): StepResult {
  expectPhase(state, "start");
  const step = new Step(state, dice);
  const s = step.state;
  const refusal = professionChangeRefusal({
    turn: s.turn,
    from: s.profession,
    to,
    locale: s.locale,
    wantedIn: (Object.keys(s.wanted.locales) as LocaleId[]).filter((l) => (s.wanted.locales[l] ?? 0) > 0),
  });
  if (refusal) throw new RulesError("to", to, `cannot be taken up now (${refusal})`);
  // A sheriff's town is a locale of settlement level 3 or more (L6392).
  if (to === "sheriff" && level(s) < SHERIFF_MIN_SETTLEMENT_LEVEL)
    throw new RulesError("to", to, "a sheriff needs a town in a locale of settlement level 3 or more");
  s.profession = to;
  if (to === "sheriff" || to === "ranger") s.home = s.locale;
  s.sheriff.inOffice = to === "sheriff";
  s.gunfighter.job = null;
  if (to !== "cowboy") s.cowboy.drive = null;
  step.event("professionChanged", { profession: to });
  return step.done("start");
}
