import { SYSTEM_ID } from "../../src/config";
import { onCreateChatMessage, onUpdateChatMessage } from "../../src/shell/chat/handler";
import { askGM } from "../../src/shell/queries/register";
import type { CardFlags } from "../../src/rulesets/blaze-of-glory/table/actions";
import type { CardRequest } from "../../src/shell/queries/authorize";
import type { StandInMessage, World } from "./world";

/** Cards and clicks in the trust-model world, the way a player's browser console could send them. */

/** Lets every queued promise and zero-delay timer run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A card as `user` would post it (a player may post anything: the server only records him). */
export function postCard(world: World, user: string, card: Partial<CardFlags>): Promise<StandInMessage> {
  const flags = { kind: "task", groups: [], followUps: [], applied: [], used: [], faces: [], ...card };
  return world.as(user, async () => {
    const { ChatMessage } = globalThis as unknown as {
      ChatMessage: { create(d: object): Promise<StandInMessage> };
    };
    return ChatMessage.create({ content: "", flags: { [SYSTEM_ID]: { card: flags } } });
  });
}

/** `user` clicks a card button: his client posts a request; the GM's client handles it. */
export async function clickAs(world: World, user: string, request: CardRequest): Promise<void> {
  const before = world.messages.length;
  await world.as(user, () => askGM(request));
  const requests = world.messages.slice(before);
  for (const message of requests) await world.as("gm", () => onCreateChatMessage(message as never));
  // Foundry tells every client of the update (the GM's note of a refusal) before the deletion.
  for (const message of requests)
    if (message.flags[SYSTEM_ID]?.outcome) await world.as(user, () => onUpdateChatMessage(message as never));
  await settle();
}
