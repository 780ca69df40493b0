import type { CardRules } from "../../../shell/chat/card-rules";
import { loadRuntime } from "../load";
import { actionIsWhole, followUpIsWhole } from "./actions";

/**
 * What Six Gun Sound (classic)'s cards do, for the shell's card plumbing (`src/shell/chat/
 * card-rules.ts`). Set at start-up, so it stays small: the checks of stored data are here, the
 * work (damage, a wound's effect, a test rolled for a figure) in the runtime chunk, loaded when a
 * card is first used.
 */

/** How long the GM waits for a figure's owner to roll before rolling it himself. */
export const CLASSIC_REPLY_TIMEOUT_MS = 30_000;

export const classicCardRules: CardRules = {
  async applyAction(action) {
    if (!actionIsWhole(action))
      return console.warn(
        "six-gun-sound | Six Gun Sound (classic): a card action that does not hold together",
        action,
      );
    await (await loadRuntime()).applyClassicAction(action);
  },
  async runFollowUp(f, options) {
    if (!followUpIsWhole(f)) return null;
    return (await loadRuntime()).runClassicFollowUp(f, options);
  },
  followUpIsWhole: (f) => followUpIsWhole(f),
  reactionTimeoutMs: () => CLASSIC_REPLY_TIMEOUT_MS,
};
