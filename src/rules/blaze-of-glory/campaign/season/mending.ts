import { nextTurn, turnIndex } from "../calendar";
import { assertCampaignState, type CampaignState } from "./state";

/**
 * WOUNDS & OUT OF THE FIGHT RECOVERY's pass 1 (L4341): "still mending", no change this season, and
 * the wound is tested again after the next season. The record keeps who is mending and from which
 * season his wounds may be tested again, so his recovery does not roll them sooner.
 */

/** After a recovery: a figure with a wound still mending waits a season; one with none is off the list. */
export function noteMending(
  state: CampaignState,
  figure: { who: string; name: string; stillMending: boolean },
): CampaignState {
  const s = assertCampaignState(state);
  s.mending = s.mending.filter((m) => m.who !== figure.who);
  const after = nextTurn(s.turn);
  if (figure.stillMending && after)
    s.mending.push({ who: figure.who, name: figure.name.slice(0, 80), from: { ...after } });
  return assertCampaignState(s);
}

/** Whether a figure's wounds may be tested this season (false while the record says he is mending). */
export function mayTestWounds(state: CampaignState, who: string): boolean {
  const entry = state.mending.find((m) => m.who === who);
  return !entry || turnIndex(state.turn) >= turnIndex(entry.from);
}
