import type { FMessage } from "../../../shell/foundry";
import type { ClassicFollowUp } from "./actions";
import { reactionTest } from "./reaction-flow";
import { woundTest } from "./wound-flow";

/**
 * A classic card's next step, rolled on this client (the figure's owner's, or the GM's once the
 * owner has not answered in time): the fired-on test, or the Scratch / Bad Wound test.
 */
export async function runClassicFollowUp(
  f: ClassicFollowUp,
  options: { skipDialog?: boolean } = {},
): Promise<FMessage | null> {
  if (f.type === "classicReaction")
    return reactionTest(f.actor, { test: f.test, skipDialog: options.skipDialog ?? false });
  return woundTest(f.actor, { wound: f.wound, impact: f.impact });
}
