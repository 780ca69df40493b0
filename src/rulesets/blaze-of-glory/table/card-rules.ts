import { SYSTEM_ID } from "../../../config";
import { REP_RANGE, SAND_RANGE, TOUGHNESS_RANGE } from "../../../rules/blaze-of-glory/figure";
import { WOUND_MAX } from "../data/limits";
import { actorFrom } from "../../../shell/foundry";
import type { CardRules } from "../../../shell/chat/card-rules";
import { loadRuntime } from "../load";
import { planUpdate, type FollowUp, type LiveActor, type TableAction } from "./actions";
import { readTableSettings } from "./settings";

/** What Blaze of Glory's cards do, for the shell's card plumbing (`src/shell/chat/card-rules.ts`). */

const LIMITS = { rep: REP_RANGE, toughness: TOUGHNESS_RANGE, sand: SAND_RANGE, woundMax: WOUND_MAX };

/** A stored re-draw names its covered figure and winner among the Draw's own figures. */
export function redrawIsWhole(f: Extract<FollowUp, { type: "redraw" }>): boolean {
  const figures = Array.isArray(f.draw?.figures) ? f.draw.figures : [];
  const ids = figures.map((d) => d?.uuid);
  return (
    ids.length >= 2 &&
    ids.every((id) => typeof id === "string") &&
    ids.includes(f.actor) &&
    ids.includes(f.winner) &&
    f.actor !== f.winner
  );
}

export const blazeOfGloryCardRules: CardRules = {
  async applyAction(cardAction) {
    const action = cardAction as TableAction;
    // Re-read the live document before every change: earlier awaits may have changed it.
    const actor = await actorFrom(action.actor);
    if (!actor) return;
    const planned = planUpdate(action, { system: actor.system as unknown as LiveActor["system"] }, LIMITS);
    if (!planned) return;
    if (planned.kind === "actor") await actor.update(planned.update);
    else if (planned.kind === "item") await actor.items.get(planned.item)?.update(planned.update);
    else await actor.setFlag(SYSTEM_ID, planned.key, planned.value);
  },
  runFollowUp: async (f, options) => (await loadRuntime()).runFollowUpHere(f as FollowUp, options),
  followUpIsWhole: (f) => f.type !== "redraw" || redrawIsWhole(f as Extract<FollowUp, { type: "redraw" }>),
  reactionTimeoutMs: () => Number(readTableSettings().reactionTimeout) * 1000,
};
