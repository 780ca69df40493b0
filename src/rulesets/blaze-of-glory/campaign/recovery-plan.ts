import type { DiceSource } from "../../../rules/core";
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
  rollCaptured,
  type Captor,
  type CapturedOutcome,
} from "../../../rules/blaze-of-glory/campaign/captivity";
import type { CampaignEvent } from "../../../rules/blaze-of-glory/campaign/season/steps";
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
}

export const NO_ANSWERS: RecoveryAnswers = {
  inTown: false,
  onCattleDrive: false,
  place: "none",
  leftMounted: false,
  taken: "no",
  captor: "law",
};

export function readRecoveryForm(form: Record<string, unknown>): RecoveryAnswers {
  const place = String(form.place ?? "none");
  const taken = String(form.taken ?? "no");
  const captor = String(form.captor ?? "law");
  return {
    inTown: form.inTown === true,
    onCattleDrive: form.onCattleDrive === true,
    place: (DOC_PLACES as readonly string[]).includes(place) ? (place as DocPlace) : "none",
    leftMounted: form.leftMounted === true,
    taken: taken === "captured" || taken === "abandoned" ? taken : "no",
    captor: (CAPTORS as readonly string[]).includes(captor) ? (captor as Captor) : "law",
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
  };
}

export interface RecoveryPlan {
  rolls: EncounterRoll[];
  events: CampaignEvent[];
  /** Changes to the figure's actor (dot paths under `system.`). */
  update: Record<string, unknown>;
}

/** Rolls a figure's recovery and works out what it changes on his sheet. */
export function planRecovery(
  dice: DiceSource,
  figure: CharacterSource,
  answers: RecoveryAnswers,
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
    escaped = fate.outcome === "escapes";
    events.push({
      code: `recovery.captured.${fate.outcome}`,
      values: fate.jailBreakIn ? { n: fate.jailBreakIn } : {},
    });
  }
  const wounds = HIT_LOCATIONS.flatMap((l) => Array.from({ length: figure.wounds[l] }, () => l));
  if (wounds.length === 0 && figure.encounter.outOfTheFight) events.push({ code: "recovery.noWound" });
  if (wounds.length > 0 && captured !== "slain" && captured !== "lynched") {
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
  return { rolls, events, update };
}
