import { I18N } from "../../../config";
import { rollAndPost } from "../../../shell/chat/post";
import { specs } from "../../../shell/dice/bridge";
import type { FActor, FMessage } from "../../../shell/foundry";
import { refuse, safely } from "../../../shell/table-entry";
import { readClassicRules } from "../settings";
import type { WoundKind } from "./actions";
import { ownFigure } from "./entry";
import { actionViews } from "./views";
import { type WoundTestRoll, rollWoundTest, woundCardView, woundGroup, woundTestFaces } from "./wound-plan";

/**
 * The test after an advanced hit (guide §3.12), usually started from the shot card's next step on
 * the hit figure's owner's client: `game.sixGunSound.classic.woundTest(actor, { wound, impact })`.
 * 2D6 against the CV, then the duck-down die or Impact against CV; the card's Apply button (applied
 * by the system) leaves the wound and its effect on the figure.
 */

export interface WoundTestOptions {
  wound: WoundKind;
  /** The Impact of the weapon that hit (Bad Wound). */
  impact?: number;
}

export async function woundTest(ref: FActor | string, options: WoundTestOptions): Promise<FMessage | null> {
  return safely("wound test", async () => {
    const own = await ownFigure(ref);
    if (!own) return null;
    const { actor, figure } = own;
    if (figure.dead) return refuse(`${I18N}.Classic.Card.Down`, { name: figure.name });
    const setup = { figure, wound: options.wound, impact: options.impact ?? 0, rules: readClassicRules() };
    return (
      (await rollAndPost(
        (source) => rollWoundTest(source, setup),
        (roll: WoundTestRoll) => {
          const { test, more } = woundTestFaces(roll);
          return [
            ...specs(test, "test", "test", figure.uuid),
            ...specs(more, "generic", "effect", figure.uuid),
          ];
        },
        (roll: WoundTestRoll) => {
          const groups = [woundGroup(setup, roll)];
          return {
            template: "classic/chat/roll.hbs",
            context: { ...woundCardView(setup, roll), ...actionViews({ groups, followUps: [] }) },
            kind: "classicWound",
            groups,
            actor,
          };
        },
      )) ?? null
    );
  });
}
