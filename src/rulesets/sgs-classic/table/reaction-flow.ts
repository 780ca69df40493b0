import { opponentOf, ownFigure } from "./entry";
import { readClassicFigure } from "./figure-read";
import { I18N } from "../../../config";
import { rollD6 } from "../../../rules/core";
import type { ReactionTest } from "../../../rules/sgs-classic/ids";
import type { ClassicRules } from "../../../rules/sgs-classic/interpretations";
import { takesTests } from "../../../rules/sgs-classic/reactions/tables";
import {
  reactionOdds,
  resolveReactionTest,
  type ReactionTestResult,
} from "../../../rules/sgs-classic/reactions/test";
import { rollAndPost } from "../../../shell/chat/post";
import { ask, type ClickModifiers } from "../../../shell/dialogs";
import { specs } from "../../../shell/dice/bridge";
import type { FActor, FMessage } from "../../../shell/foundry";
import { refuse, safely } from "../../../shell/table-entry";
import { readClassicRules } from "../settings";
import { defaultReactionForm, reactionDialogContext, readReactionForm } from "./reaction-dialog";
import type { ClassicFollowUp } from "./actions";
import { actionViews, reactionCardView } from "./views";

/**
 * A Reaction Test at the table (guide §3.7–§3.8): `game.sixGunSound.classic.reactionTest(actor)`
 * and the sheet's button. The owner picks the test and the situation, sees the exact odds, rolls
 * 2D6 with Foundry's dice, and the card says what the figure does next.
 */

const C = `${I18N}.Classic`;

export interface ReactionTestOptions {
  test?: ReactionTest;
  event?: ClickModifiers | null;
  skipDialog?: boolean;
  /** A charge: the figure charged, who takes its own test when the charger goes in. */
  charged?: { uuid: string; name: string } | null;
}

export async function reactionTest(
  ref: FActor | string,
  options: ReactionTestOptions = {},
): Promise<FMessage | null> {
  return safely("reaction test", async () => {
    const own = await ownFigure(ref);
    if (!own) return null;
    const { actor, figure } = own;
    if (!takesTests(figure)) return refuse(`${C}.Card.Down`, { name: figure.name });
    const rules = readClassicRules();
    const start = defaultReactionForm(figure, rules, options.test);
    const form = await ask(
      "classic/dialog/reaction.hbs",
      reactionDialogContext(figure, start, rules),
      `${C}.Reaction.Title`,
      {
        skip: options.skipDialog,
        event: options.event,
        refresh: (data) => reactionDialogContext(figure, readReactionForm(data, rules, start), rules),
      },
    );
    if (!form) return null;
    const answers = readReactionForm(form, rules, start);
    const input = {
      test: answers.test,
      cv: figure.cv,
      situation: answers.situation,
      context: answers.context,
    };
    return (
      (await rollAndPost(
        (source) => resolveReactionTest(input, rollD6(source, 2)),
        (result) => specs(result.dice, "test", "test", figure.uuid),
        (result: ReactionTestResult) => {
          const followUps = chargeFollowUps(result, options.charged ?? null, rules);
          return {
            template: "classic/chat/roll.hbs",
            context: {
              ...reactionCardView({ name: figure.name, result, odds: reactionOdds(result.target) }),
              ...actionViews({ groups: [], followUps }),
            },
            kind: "classicReaction",
            followUps,
            actor,
          };
        },
      )) ?? null
    );
  });
}

/**
 * A charger that goes in (guide §3.15): the figure charged takes the Being Charged test (or the
 * Advanced QRS's check), rolled by its owner from the card.
 */
export function chargeFollowUps(
  result: ReactionTestResult,
  charged: { uuid: string; name: string } | null,
  rules: ClassicRules,
): ClassicFollowUp[] {
  if (!charged || result.code !== "CHARGE") return [];
  return [
    {
      type: "classicReaction",
      actor: charged.uuid,
      name: charged.name,
      reason: `${C}.Follow.Why.charged`,
      test: rules.advancedReactions ? "beingChargedCheck" : "beingCharged",
    },
  ];
}

/**
 * The sheet's Charge button: the figure's Charging test (or Wanting to Charge) against its targeted
 * opponent; if it goes in, the card asks the opponent's owner for the Being Charged test.
 */
export async function charge(
  ref: FActor | string,
  options: { target?: FActor | string; event?: ClickModifiers | null; skipDialog?: boolean } = {},
): Promise<FMessage | null> {
  return safely("charge", async () => {
    const own = await ownFigure(ref);
    if (!own) return null;
    const target = readClassicFigure((await opponentOf(own.actor, options.target)) as never);
    if (!target) return refuse(`${C}.Charge.NoTarget`, { name: own.figure.name });
    const test = readClassicRules().advancedReactions ? "wantingToCharge" : "charging";
    return reactionTest(own.actor, {
      test,
      event: options.event ?? null,
      skipDialog: options.skipDialog ?? false,
      charged: { uuid: target.uuid, name: target.name },
    });
  });
}
