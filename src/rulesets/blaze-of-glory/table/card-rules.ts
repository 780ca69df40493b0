import { SYSTEM_ID } from "../../../config";
import { REP_RANGE, SAND_RANGE, TOUGHNESS_RANGE } from "../../../rules/blaze-of-glory/figure";
import { WOUND_MAX } from "../data/limits";
import { actorFrom } from "../../../shell/foundry";
import type { CardRules } from "../../../shell/chat/card-rules";
import { loadRuntime } from "../load";
import { RIDE_FOLLOW_TESTS, planUpdate, type FollowUp, type LiveActor, type TableAction } from "./actions";
import { readTableSettings } from "./settings";
import { systemRunUuid, systemRunsFollowUp } from "./system-run";
// The reactions' codes module, not its index: the card rules load at start-up.
import { REACTION_TESTS } from "../../../rules/blaze-of-glory/reactions/codes";

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

/**
 * A stored follow-up holds together: a re-draw as above; a Born Leader's copy names a test he
 * reaches and a pass count; a roll-off and a fight name a second figure other than the one acting,
 * and the roll-off the tester's faces.
 */
export function followUpIsWhole(f: FollowUp): boolean {
  const other = (uuid: unknown) => typeof uuid === "string" && uuid !== "" && uuid !== f.actor;
  switch (f.type) {
    case "redraw":
      return redrawIsWhole(f);
    case "followLeader":
      return (
        (REACTION_TESTS as readonly unknown[]).includes(f.test) &&
        f.test !== "gotAShot" &&
        (f.passes === 0 || f.passes === 1 || f.passes === 2)
      );
    case "rollOff":
      return (
        other(f.tester) &&
        Array.isArray(f.dice) &&
        f.dice.length > 0 &&
        f.dice.length <= 12 &&
        f.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)
      );
    case "melee":
      return other(f.opponent);
    case "ride":
      // The runner also checks that the subject carries the figure (its rider, driver or passenger).
      return (RIDE_FOLLOW_TESTS as readonly unknown[]).includes(f.test) && typeof f.subject === "string";
    default:
      return true;
  }
}

export const blazeOfGloryCardRules: CardRules = {
  async applyAction(cardAction) {
    const action = cardAction as TableAction;
    // Re-read the live document before every change: earlier awaits may have changed it.
    const actor = await actorFrom(action.actor);
    if (!actor) return;
    // A mount's status and state belong to mounts only (a card may name any actor it likes).
    if ((action.type === "mount") !== (actor.type === "mount")) return;
    // How drunk he is belongs to a figure (a character) only.
    if (action.type === "drunk" && actor.type !== "character") return;
    const planned = planUpdate(action, { system: actor.system as unknown as LiveActor["system"] }, LIMITS);
    if (!planned) return;
    if (planned.kind === "actor") await actor.update(planned.update);
    else if (planned.kind === "item") await actor.items.get(planned.item)?.update(planned.update);
    else await actor.setFlag(SYSTEM_ID, planned.key, planned.value);
  },
  runFollowUp: async (f, options) => (await loadRuntime()).runFollowUpHere(f as FollowUp, options),
  followUpIsWhole: (f) => followUpIsWhole(f as FollowUp),
  systemRuns: (f) => systemRunsFollowUp(f as FollowUp, systemRunUuid),
  reactionTimeoutMs: () => Number(readTableSettings().reactionTimeout) * 1000,
};
