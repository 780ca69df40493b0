import { I18N } from "../../../config";
import { rollAndPost } from "../../../shell/chat/post";
import { specs } from "../../../shell/dice/bridge";
import type { FActor, FMessage } from "../../../shell/foundry";
import { refuse, safely } from "../../../shell/table-entry";
import { readClassicRules } from "../settings";
import { brawlCardView, brawlGroups, rollBrawl, type BrawlRoll } from "./brawl-plan";
import { opponentOf, ownFigure } from "./entry";
import { readClassicFigure } from "./figure-read";
import { actionViews } from "./views";

/**
 * A brawl round at the table (guide §3.15): `game.sixGunSound.classic.brawl(actor)` and the sheet's
 * Brawl button. The figure fights its targeted opponent: one roll makes both blows and both
 * Brawling tests; the card's Apply buttons (one per figure hurt) put the damage on each figure.
 */

const C = `${I18N}.Classic`;

export async function brawl(
  ref: FActor | string,
  options: { target?: FActor | string; firstPunch?: boolean } = {},
): Promise<FMessage | null> {
  return safely("brawl", async () => {
    const own = await ownFigure(ref);
    if (!own) return null;
    const { actor, figure: a } = own;
    if (a.unconscious || a.dead) return refuse(`${C}.Card.Down`, { name: a.name });
    const b = readClassicFigure((await opponentOf(actor, options.target)) as never);
    if (!b) return refuse(`${C}.Brawl.NoOpponent`, { name: a.name });
    if (b.unconscious || b.dead) return refuse(`${C}.Card.Down`, { name: b.name });
    const setup = { a, b, firstPunch: options.firstPunch === true, rules: readClassicRules() };
    return (
      (await rollAndPost(
        (source) => rollBrawl(source, setup),
        (roll: BrawlRoll) => [
          ...roll.round.blows.flatMap((blow) => specs(blow.dice, "melee", "blows", blow.from)),
          ...roll.tests.flatMap((t) => specs(t.test.dice, "test", "brawling", t.id)),
        ],
        (roll: BrawlRoll) => {
          const groups = brawlGroups(setup, roll);
          return {
            template: "classic/chat/roll.hbs",
            context: { ...brawlCardView(setup, roll), ...actionViews({ groups, followUps: [] }) },
            kind: "classicBrawl",
            groups,
            actor,
          };
        },
      )) ?? null
    );
  });
}
