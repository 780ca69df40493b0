import { SYSTEM_ID, templatePath } from "../config";
import type { CardFlags } from "../table/actions";
import { fv, type FActor, type FMessage, type FRoll } from "../table/foundry";

/**
 * Posts a card: the card template and the shared actions template rendered from the view model,
 * the actions and follow-ups in the message flags, and the Foundry rolls attached so Dice So Nice
 * animates them (the HTML content keeps core from rendering the rolls itself).
 */
export async function postCard(options: {
  template: string;
  context: object;
  card: CardFlags;
  rolls: FRoll[];
  actor?: FActor | null;
  alias?: string;
  rollMode?: string;
}): Promise<FMessage | undefined> {
  const g = fv();
  const { renderTemplate } = g.foundry.applications.handlebars;
  const body = await renderTemplate(templatePath(options.template), options.context);
  const actions = await renderTemplate(templatePath("chat/actions.hbs"), options.context);
  const speaker = options.actor
    ? g.ChatMessage.getSpeaker({ actor: options.actor })
    : g.ChatMessage.getSpeaker({ alias: options.alias ?? "" });
  const data: Record<string, unknown> = {
    content: `<div class="six-gun-sound sgs-chat">${body}${actions}</div>`,
    speaker,
    rolls: options.rolls,
    flags: { [SYSTEM_ID]: { card: options.card } },
  };
  const rollMode = options.rollMode ?? (g.game.settings.get("core", "rollMode") as string);
  if (options.rolls.length === 0 && g.ChatMessage.applyRollMode) g.ChatMessage.applyRollMode(data, rollMode);
  return g.ChatMessage.create(data, { rollMode });
}
