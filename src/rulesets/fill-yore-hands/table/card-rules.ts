import type { CardRules } from "../../../shell/chat/card-rules";
import { loadRuntime } from "../load";
import { damageActionIsWhole, followUpIsWhole, type FyhAction, type FyhFollowUp } from "./actions";
import { closeFollowUpIsWhole, isCloseAction, type CloseAction, type CloseFollowUp } from "./close-actions";

/**
 * What Fill Yore Hands!'s cards do, for the shell's card plumbing (`src/shell/chat/card-rules.ts`).
 * Set at start-up, so it stays small: the checks of stored data are here, the work (the damage
 * draw, a shot, the close-quarters changes) is in the runtime chunk, loaded when a card is first
 * used. A card's actions and next steps are the poster's data: each is checked before it runs.
 */

/** How long the GM waits for a figure's owner to roll before rolling it himself. */
export const FYH_REPLY_TIMEOUT_MS = 30_000;

type Stored = { type: string; actor: string } & Record<string, unknown>;

export const fillYoreHandsCardRules: CardRules = {
  async applyAction(cardAction) {
    const action = cardAction as Stored;
    const runtime = await loadRuntime();
    if (action.type === "fyhDamage") {
      // Only a damage draw of a sane size: a forged card could ask for a thousand cards.
      if (!damageActionIsWhole(action))
        return console.warn("six-gun-sound | a damage draw that does not hold together", action);
      const damage = action as unknown as FyhAction;
      await runtime.applyDamage({ target: damage.actor, hits: damage.hits, source: damage.source });
      return;
    }
    if (isCloseAction(action)) await runtime.applyCloseAction(action as CloseAction);
    else console.warn("six-gun-sound | Fill Yore Hands!: a card action it does not know", action);
  },
  async runFollowUp(f, options) {
    const runtime = await loadRuntime();
    if (f.type === "fyhBrawl") return runtime.runCloseFollowUp(f as CloseFollowUp, options);
    return runtime.runFyhFollowUp(f as FyhFollowUp, options);
  },
  followUpIsWhole: (f) =>
    f.type === "fyhBrawl" ? closeFollowUpIsWhole(f) : followUpIsWhole(f as unknown as Stored),
  reactionTimeoutMs: () => FYH_REPLY_TIMEOUT_MS,
};
