import { rollAndPost } from "../../../shell/chat/post";
import type { FActor, FMessage } from "../../../shell/foundry";

/**
 * Posts a classic card that rolls no dice (damage applied, a month, a new character, a record):
 * the shared card template, spoken by `actor`, through the same path as the rolled cards.
 */
export async function postClassicCard(
  context: object,
  kind: string,
  actor: FActor,
): Promise<FMessage | null> {
  const message = await rollAndPost(
    () => null,
    () => [],
    () => ({ template: "classic/chat/roll.hbs", context, kind, actor }),
  );
  return message ?? null;
}
