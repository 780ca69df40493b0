import { SYSTEM_ID, templatePath } from "../../config";
import type { DiceSource } from "../../rules/core";
import { rollThrough, type DieSpec } from "../dice/bridge";
import { foundryRoller } from "../dice/rolls";
import { fv, type FActor, type FMessage } from "../foundry";

/** A card to post once its dice are in: template and view, what it applies, and who speaks it. */
export interface CardSpec {
  /** Default: the generic test card. */
  template?: string;
  context: object;
  /** The ruleset's card kind (Blaze of Glory: `CardKind`). */
  kind: string;
  /** The card's "Apply" buttons and next steps, as the ruleset defines them; stored in the flags. */
  groups?: readonly object[];
  followUps?: readonly object[];
  actor?: FActor | null;
  alias?: string;
  rollMode?: string;
}

/**
 * Every roll of the table goes this way: the rules step runs with Foundry's dice (`rollThrough`, so
 * `run` must be pure), then the card `cardOf` makes of its result is posted: the card template and
 * the shared actions template rendered from the view model, the actions and follow-ups in the
 * message flags, and the Foundry rolls attached so Dice So Nice animates them (the HTML content
 * keeps core from rendering the rolls itself). `colours`: the dice colour of each activation side.
 */
export async function rollAndPost<P>(
  run: (source: DiceSource) => P,
  describe: (plan: P) => readonly DieSpec[],
  cardOf: (plan: P) => CardSpec,
  colours?: Record<string, string>,
): Promise<FMessage | undefined> {
  const roller = foundryRoller(colours);
  const { result, faces } = await rollThrough(run, describe, roller);
  const {
    template = "chat/test.hbs",
    context,
    kind,
    groups = [],
    followUps = [],
    actor,
    alias,
    rollMode,
  } = cardOf(result);
  const g = fv();
  const { renderTemplate } = g.foundry.applications.handlebars;
  const body = await renderTemplate(templatePath(template), context);
  const actions = await renderTemplate(templatePath("chat/actions.hbs"), context);
  const data: Record<string, unknown> = {
    content: `<div class="six-gun-sound sgs-chat">${body}${actions}</div>`,
    speaker: g.ChatMessage.getSpeaker(actor ? { actor } : { alias: alias ?? "" }),
    rolls: roller.rolls,
    flags: { [SYSTEM_ID]: { card: { kind, groups, followUps, applied: [], used: [], faces } } },
  };
  const mode = rollMode ?? (g.game.settings.get("core", "rollMode") as string);
  if (roller.rolls.length === 0 && g.ChatMessage.applyRollMode) g.ChatMessage.applyRollMode(data, mode);
  return g.ChatMessage.create(data, { rollMode: mode });
}
