import { assertOneOf } from "../../../core";
import { PROFESSIONS, type Profession } from "../../ids";
import { advanceRep, rollAlternateExperience } from "../advancement";
import type { Step } from "./step-kit";

/**
 * The hands' experience after an encounter (IMPROVING REP, L4558–4589, is for every character, not
 * the Star alone): each hand who came through earns a RAP toward his next Rep, one who ran away from
 * a reaction test loses those he had; under the alternate method (L4591–4601) each who came through
 * rolls against his Rep and Sand. The record keeps each hand's RAP; his Rep and Sand live on his
 * figure, so the changes go out as events naming him (`values.who`).
 */

export const HAND_RESULTS = ["success", "ranAway", "none"] as const;
export type HandResult = (typeof HAND_RESULTS)[number];

export interface HandInEncounter {
  /** The figure's id where the table keeps it, and its name for the cards. */
  who: string;
  name: string;
  rep: number;
  sand: number;
  profession: Profession;
  /** Came through (did not run, not out of the fight, shot or fought), ran away, or neither. */
  result: HandResult;
}

export function advanceHands(step: Step, hands: readonly HandInEncounter[]) {
  const s = step.state;
  for (const hand of hands) {
    const result = assertOneOf("hands.result", hand.result, HAND_RESULTS);
    const values = { who: hand.who, name: hand.name };
    if (step.rules.experience === "alternate") {
      if (result !== "success") continue;
      const rolled = rollAlternateExperience(step.dice, {
        rep: hand.rep,
        sand: hand.sand,
        subject: hand.name,
      });
      step.add(rolled.rolls);
      if (rolled.rep !== hand.rep)
        step.event(rolled.rep > hand.rep ? "hand.repUp" : "hand.repDown", { ...values, rep: rolled.rep });
      if (rolled.sand !== hand.sand) step.event("hand.sandChanges", { ...values, sand: rolled.sand });
      continue;
    }
    if (result === "none") continue;
    const entry = s.handRap.find((h) => h.who === hand.who);
    const advanced = advanceRep(
      { rep: hand.rep, rap: entry?.rap ?? 0 },
      {
        profession: assertOneOf("hands.profession", hand.profession, PROFESSIONS),
        ranAway: result === "ranAway",
        outOfTheFight: false,
        engaged: true,
      },
    );
    s.handRap = [
      ...s.handRap.filter((h) => h.who !== hand.who),
      { who: hand.who, name: hand.name.slice(0, 80), rep: advanced.rep, rap: advanced.rap },
    ];
    if (advanced.improved) step.event("hand.repUp", { ...values, rep: advanced.rep });
  }
}
