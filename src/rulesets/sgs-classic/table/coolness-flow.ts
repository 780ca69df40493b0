import { ownFigure } from "./entry";
import { coolnessOdds, rollCoolnessCheck } from "../../../rules/sgs-classic/shooting/coolness-check";
import { rollAndPost } from "../../../shell/chat/post";
import { specs } from "../../../shell/dice/bridge";
import type { FActor, FMessage } from "../../../shell/foundry";
import { safely } from "../../../shell/table-entry";
import { coolnessCardView } from "./views";

/**
 * The Coolness check before firing (guide §3.10): `game.sixGunSound.classic.coolnessCheck(actor)`
 * and the sheet's button; the result stays on the figure (`coolnessResult`) for the shots of this
 * firing (SGS-Q52), written by the roller, who owns it.
 */

export async function coolnessCheck(ref: FActor | string): Promise<FMessage | null> {
  return safely("coolness check", async () => {
    const own = await ownFigure(ref);
    if (!own) return null;
    const { actor, figure } = own;
    let result: string | null = null;
    const message = await rollAndPost(
      (source) => rollCoolnessCheck(figure.coolness, source),
      (check) => specs(check.dice, "test", "coolness", figure.uuid),
      (check) => {
        result = check.result;
        return {
          template: "classic/chat/roll.hbs",
          context: coolnessCardView({ name: figure.name, check, odds: coolnessOdds(figure.coolness) }),
          kind: "classicCoolness",
          actor,
        };
      },
    );
    if (result) await actor.update({ "system.coolnessResult": result });
    return message ?? null;
  });
}
