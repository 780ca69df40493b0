import { RulesError, type DiceSource } from "../../../core";
import { freePrisoners, prisonerCanMove, takePrisoner, type TakenPrisoner } from "../custody";
import { assertCampaignState, type CampaignState } from "./state";
import type { CampaignEvent, StepResult } from "./steps";

/**
 * The record's custody steps, taken whenever they happen rather than in the season's order: a
 * figure imprisoned after an encounter (his recovery), one set free (a Jail Break played, or the GM's
 * word), one who can move again. The phase is left as it was.
 */

function expectRunning(state: CampaignState) {
  if (state.phase === "over") throw new RulesError("phase", state.phase, "the campaign is over");
}

/** A figure imprisoned by CAPTURED! joins the record's prisoners; a second capture replaces the first. */
export function imprison(
  state: CampaignState,
  dice: DiceSource,
  taken: Omit<TakenPrisoner, "locale"> & { locale?: TakenPrisoner["locale"] },
): StepResult {
  const s = assertCampaignState(state);
  expectRunning(s);
  const { prisoner, rolls } = takePrisoner(dice, { ...taken, locale: taken.locale ?? s.locale });
  s.prisoners = [...s.prisoners.filter((p) => p.who !== prisoner.who), prisoner];
  const events: CampaignEvent[] = [
    {
      code: prisoner.waitingToMove ? "prisoner.heldWaiting" : "prisoner.held",
      values: { name: prisoner.name, n: taken.jailBreakIn },
    },
  ];
  if (prisoner.trialIn !== null)
    events.push({ code: "prisoner.trialSet", values: { name: prisoner.name, n: prisoner.trialIn } });
  return { state: assertCampaignState(s), rolls, events };
}

/** Sets figures free (by id): a Jail Break that got them out, or the GM's ruling. */
export function releasePrisoners(state: CampaignState, who: readonly string[]): StepResult {
  const s = assertCampaignState(state);
  expectRunning(s);
  const freed = freePrisoners(s.prisoners, who);
  if (freed.events.length === 0) throw new RulesError("who", who.join(", "), "no such prisoner");
  s.prisoners = freed.prisoners;
  return { state: assertCampaignState(s), rolls: [], events: freed.events };
}

/** He can move on his own again: a pass-2 prisoner's Jail Break wait starts (L4494). */
export function prisonerMoves(state: CampaignState, who: string): CampaignState {
  const s = assertCampaignState(state);
  s.prisoners = prisonerCanMove(s.prisoners, who);
  return assertCampaignState(s);
}
