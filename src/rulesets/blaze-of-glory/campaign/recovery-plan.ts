import { isOneOf, type DiceSource } from "../../../rules/core";
import { HIT_LOCATIONS, type HitLocation } from "../../../rules/blaze-of-glory/ids";
import type { EncounterRoll } from "../../../rules/blaze-of-glory/encounters/types";
import {
  DOC_PLACES,
  rollAbleToRest,
  rollDoctorinTest,
  rollFindDoc,
  rollRunawayRecovery,
  rollWoundRecovery,
  type DocPlace,
  type WoundOutcome,
} from "../../../rules/blaze-of-glory/campaign/recovery";
import {
  CAPTORS,
  CRIMES,
  rollCaptured,
  type Captor,
  type CapturedOutcome,
  type Crime,
} from "../../../rules/blaze-of-glory/campaign/captivity";
import type { CampaignEvent } from "../../../rules/blaze-of-glory/campaign/season/steps";
import type { CampaignState } from "../../../rules/blaze-of-glory/campaign/season/state";
import { imprison, prisonerMoves } from "../../../rules/blaze-of-glory/campaign/season/custody-steps";
import type { CharacterSource } from "../data/source-types";
import { I18N } from "../../../config";
import type { Localize } from "../encounters/view";
import { C, choiceTexts } from "./view";

/**
 * A figure's campaign recovery after an encounter (L4270–4510), the pure half: the dialog's
 * context and answers, the rolls (a runaway's return, capture, then each wound with the Doc if he
 * can rest), and the changes they make to the figure's sheet. `recovery-flow.ts` posts the card
 * and writes the changes.
 */

export interface RecoveryAnswers {
  inTown: boolean;
  onCattleDrive: boolean;
  /** Where he rests, for the Doc; "none": no Doc sought. */
  place: DocPlace | "none";
  leftMounted: boolean;
  /** Left behind (abandoned) or taken (captured) by the enemy. */
  taken: "no" | "captured" | "abandoned";
  captor: Captor;
  /** What the law will try him for, if it holds him (null: no charge, no trial). */
  crime: Crime | null;
  /** His robbery, rustling or horse theft wounded a victim (L4540). */
  withAssault: boolean;
}

export const NO_ANSWERS: RecoveryAnswers = {
  inTown: false,
  onCattleDrive: false,
  place: "none",
  leftMounted: false,
  taken: "no",
  captor: "law",
  crime: null,
  withAssault: false,
};

export function readRecoveryForm(form: Record<string, unknown>): RecoveryAnswers {
  const place = String(form.place ?? "none");
  const taken = String(form.taken ?? "no");
  const captor = String(form.captor ?? "law");
  const crime = String(form.crime ?? "none");
  return {
    inTown: form.inTown === true,
    onCattleDrive: form.onCattleDrive === true,
    place: isOneOf(DOC_PLACES, place) ? place : "none",
    leftMounted: form.leftMounted === true,
    taken: taken === "captured" || taken === "abandoned" ? taken : "no",
    captor: isOneOf(CAPTORS, captor) ? captor : "law",
    crime: isOneOf(CRIMES, crime) ? crime : null,
    withAssault: form.withAssault === true && ["robbery", "rustling", "horseTheft"].includes(crime),
  };
}

export function recoveryContext(figure: { name: string; system: CharacterSource }, localize: Localize) {
  const wounds = HIT_LOCATIONS.filter((l) => figure.system.wounds[l] > 0).map(
    (l) => `${localize(`${I18N}.Location.${l}`)} ×${figure.system.wounds[l]}`,
  );
  return {
    name: figure.name,
    wounds: wounds.join(", "),
    runaway: figure.system.encounter.runaway,
    places: choiceTexts(["none", ...DOC_PLACES], `${C}.Recovery.Place`, localize),
    taken: choiceTexts(["no", "captured", "abandoned"], `${C}.Recovery.Taken`, localize),
    captors: choiceTexts(CAPTORS, `${C}.Recovery.Captor`, localize),
    crimes: choiceTexts(["none", ...CRIMES], `${C}.Crime`, localize),
  };
}

export interface RecoveryPlan {
  rolls: EncounterRoll[];
  events: CampaignEvent[];
  /** Changes to the figure's actor (dot paths under `system.`). */
  update: Record<string, unknown>;
  /** CAPTURED! imprisoned him: the Jail Break's wait (and whether it waits for him to move). */
  imprisoned: { jailBreakIn: number; afterMobile: boolean } | null;
  /** He can move on his own after this recovery (no leg wound, not out of the fight, alive). */
  mobile: boolean;
  /** A wound still mending after this season's test (null: no wound was tested). */
  stillMending: boolean | null;
}

/** Rolls a figure's recovery and works out what it changes on his sheet. */
export function planRecovery(
  dice: DiceSource,
  figure: CharacterSource,
  answers: RecoveryAnswers,
  /** False while the campaign record has his wounds still mending: they are not rolled this season. */
  testWounds = true,
): RecoveryPlan {
  const rolls: EncounterRoll[] = [];
  const events: CampaignEvent[] = [];
  const update: Record<string, unknown> = {};
  const indian = figure.profession === "warrior";
  let sand = figure.sand;
  let rep = figure.rep;
  let escaped = false;
  if (figure.encounter.runaway) {
    const back = rollRunawayRecovery(dice, { sand, leftMounted: answers.leftMounted, indian });
    rolls.push(back.roll);
    sand = Math.max(0, sand + back.sandChange);
    events.push({ code: `recovery.runaway.${back.outcome}` });
    if (back.outcome !== "lost") update["system.encounter.runaway"] = false;
  }
  let captured: CapturedOutcome | null = null;
  let imprisoned: RecoveryPlan["imprisoned"] = null;
  if (answers.taken !== "no") {
    const fate = rollCaptured(dice, {
      sand,
      abandoned: answers.taken === "abandoned",
      captor: answers.captor,
      inTown: answers.inTown,
      // Our reading of "mobile": not out of the fight and no leg wound (the book leaves it to the table).
      mobile: figure.wounds.leg === 0 && !figure.encounter.outOfTheFight,
      indian,
    });
    rolls.push(...fate.rolls);
    captured = fate.outcome;
    if (fate.outcome === "imprisoned")
      imprisoned = { jailBreakIn: fate.jailBreakIn!, afterMobile: fate.afterMobile === true };
    escaped = fate.outcome === "escapes";
    events.push({ code: `recovery.captured.${fate.outcome}` });
  }
  const wounds = HIT_LOCATIONS.flatMap((l) => Array.from({ length: figure.wounds[l] }, () => l));
  if (wounds.length === 0 && figure.encounter.outOfTheFight) events.push({ code: "recovery.noWound" });
  let stillMending = false;
  if (wounds.length > 0 && !testWounds) events.push({ code: "recovery.woundsWait" });
  if (testWounds && wounds.length > 0 && captured !== "slain" && captured !== "lynched") {
    const rest = rollAbleToRest(dice, {
      profession: figure.profession,
      inTown: answers.inTown,
      onCattleDrive: answers.onCattleDrive,
      captured: answers.taken === "captured",
      abandonedEscapee: escaped && answers.taken === "abandoned",
    });
    rolls.push(...rest.rolls);
    const doc =
      rest.rests && answers.place !== "none" ? rollFindDoc(dice, { place: answers.place, indian }) : null;
    if (doc) rolls.push(...doc.rolls);
    const left: Record<HitLocation, number> = { ...figure.wounds };
    let lostLeg = figure.lostLeg;
    let dead = false;
    for (const [i, location] of wounds.entries()) {
      const subject = `wound.${i + 1}`;
      const wound = rollWoundRecovery(dice, {
        toughness: figure.toughness,
        location,
        ableToRest: rest.rests,
        subject,
      });
      rolls.push(...wound.rolls);
      let outcome: WoundOutcome = wound.outcome;
      if (doc?.found) {
        const treated = rollDoctorinTest(dice, {
          skill: doc.skill!,
          location,
          woundOutcome: outcome,
          subject,
        });
        rolls.push(treated.roll);
        outcome = treated.outcome;
      }
      if (outcome === "recovered" || outcome === "losesLimb") left[location] -= 1;
      if (outcome === "losesLimb") {
        if (location === "gunArm") rep -= 2;
        else if (location === "offArm") rep -= 1;
        else lostLeg = true;
      }
      if (outcome === "dies") dead = true;
      if (outcome === "mending") stillMending = true;
      events.push({ code: `recovery.wound.${outcome}`, values: { where: location } });
    }
    for (const l of HIT_LOCATIONS) if (left[l] !== figure.wounds[l]) update[`system.wounds.${l}`] = left[l];
    if (lostLeg !== figure.lostLeg) update["system.lostLeg"] = lostLeg;
    if (dead) update["system.encounter.obviouslyDead"] = true;
    else if (HIT_LOCATIONS.every((l) => left[l] === 0)) update["system.encounter.outOfTheFight"] = false;
  }
  if (captured === "slain" || captured === "lynched") update["system.encounter.obviouslyDead"] = true;
  if (sand !== figure.sand) update["system.sand"] = sand;
  if (rep !== figure.rep) update["system.rep"] = Math.max(1, rep);
  const after = (path: string, now: unknown) => (path in update ? update[path] : now);
  const legWound = after("system.wounds.leg", figure.wounds.leg) as number;
  const mobile =
    legWound === 0 &&
    after("system.encounter.outOfTheFight", figure.encounter.outOfTheFight) !== true &&
    after("system.encounter.obviouslyDead", figure.encounter.obviouslyDead) !== true;
  const alive = after("system.encounter.obviouslyDead", figure.encounter.obviouslyDead) !== true;
  return {
    rolls,
    events,
    update,
    imprisoned,
    mobile,
    // Only a test this season decides it: a recovery that rolled no wounds leaves the record as it was.
    stillMending: testWounds && wounds.length > 0 ? stillMending && alive : null,
  };
}

/**
 * What a recovery does to the campaign record: a figure imprisoned joins its prisoners (the law
 * holds a trial when the GM named a crime); a prisoner who can move again starts his Jail Break's
 * wait. The same state object comes back when nothing changes.
 */
export function custodyAfterRecovery(
  state: CampaignState,
  dice: DiceSource,
  input: { who: string; name: string; sand: number; plan: RecoveryPlan; answers: RecoveryAnswers },
): { state: CampaignState; rolls: EncounterRoll[]; events: CampaignEvent[] } {
  const { plan, answers } = input;
  if (plan.imprisoned) {
    const taken = imprison(state, dice, {
      who: input.who,
      name: input.name,
      sand: input.sand,
      jailBreakIn: plan.imprisoned.jailBreakIn,
      // Pass 2 waits for him to move on his own; this recovery may already have seen to it.
      afterMobile: plan.imprisoned.afterMobile && !plan.mobile,
      crime: answers.captor === "law" ? answers.crime : null,
      withAssault: answers.captor === "law" && answers.withAssault,
    });
    return taken;
  }
  const held = state.prisoners.find((p) => p.who === input.who);
  if (held?.waitingToMove && plan.mobile)
    return {
      state: prisonerMoves(state, input.who),
      rolls: [],
      events: [{ code: "prisoner.canMove", values: { name: input.name } }],
    };
  return { state, rolls: [], events: [] };
}
