import { SYSTEM_ID, templatePath } from "../../../config";
import { cardKey, parseCard, type Card } from "../../../rules/core";
import { applyWound, type WoundEntry as CoreWound } from "../../../rules/fill-yore-hands/wounds";
import { womenInBrawlsReady, womenInBrawlsResult } from "../../../rules/fill-yore-hands/women";
import {
  discardCards,
  ensureDeck,
  drawCards,
  readDeck,
  shuffleDeck,
  type DeckHandle,
} from "../../../shell/decks/service";
import type { DeckDefinition } from "../../../shell/decks/definition";
import { actorFrom, fgame, fv, type FActor, type FMessage } from "../../../shell/foundry";
import { FYH_DECKS } from "../decks";
import type { WoundEntry } from "../data/source";
import { readInterpretations } from "../settings";
import type { CloseAction } from "./close-actions";
import { cardView } from "../chat/close-format";
import { FIGURE_TYPE, closeFigure, gmTable, missing } from "./close-common";

/**
 * Applies one close-quarters card action on the active GM's client (the shell's queue has already
 * checked who may). Every value is checked again here: a card's flags can be forged. Returns false
 * for an action that is not one of these (the damage card belongs to the damage module).
 */
export async function applyCloseAction(action: CloseAction): Promise<boolean> {
  const actor = await actorFrom(action.actor);
  if (!actor || actor.type !== FIGURE_TYPE) return action.type !== "fyhDamage";
  switch (action.type) {
    case "fyhLittleCut":
      await littleCut(actor);
      return true;
    case "fyhWomanCard":
      await womanCard(actor);
      return true;
    case "fyhCharm": {
      const charmer = await actorFrom(action.charmedBy);
      // Only an NPC is charmed, and only by a figure.
      if (!charmer || charmer.type !== FIGURE_TYPE || (actor.system as { isNPC?: boolean }).isNPC !== true)
        return true;
      await actor.update({ "system.charmedBy": charmer.uuid });
      return true;
    }
    case "fyhSurprise": {
      const n = action.surpriseBonus;
      if (Number.isInteger(n) && n >= 0 && n <= 6) await actor.update({ "system.surpriseBonus": n });
      return true;
    }
    default:
      return false;
  }
}

const toCore = (w: WoundEntry): CoreWound => ({ ...w, card: w.card === null ? null : parseCard(w.card) });
const toStored = (w: CoreWound): WoundEntry => ({
  ...w,
  card: w.card === null ? null : cardKey(w.card as Card),
});

/** A brawl's Little cut: a Pinked wound from the brawl, no card (L113), through the wound rules. */
async function littleCut(actor: FActor): Promise<void> {
  const f = closeFigure(actor);
  const s = f.system;
  const npc = s.isNPC
    ? { attitude: s.attitude, charmedBy: s.charmedBy, woundedEver: s.woundedEver }
    : undefined;
  if (f.derived?.isDead) return; // A Kilt figure takes no more wounds: the cut changes nothing.
  const applied = applyWound({
    figure: {
      toughness: s.toughness,
      isDrunk:
        f.derived?.drunk ?? (s.isDrunk === "yes" || (s.isDrunk === "byType" && s.characterType === "drunk")),
      wounds: s.wounds.map(toCore),
      ...(npc ? { npc } : {}),
    },
    level: "pinked",
    source: "brawl",
    card: null,
    additionalWoundsRule: gmTable("additionalWoundsRule"),
    options: readInterpretations(),
  });
  const update: Record<string, unknown> = { "system.wounds": applied.wounds.map(toStored) };
  if (applied.ignoredBy === "toughness") update["system.toughnessUsed"] = true;
  if (applied.ignoredBy === "drunk") update["system.drunkShrugUsed"] = true;
  if (applied.npc) {
    update["system.attitude"] = applied.npc.attitude;
    update["system.charmedBy"] = applied.npc.charmedBy;
    update["system.woundedEver"] = applied.npc.woundedEver;
  }
  await actor.update(update);
}

/**
 * A deck to draw from on the GM's client: made on demand (in suit order), so a deck nobody has
 * drawn from yet is shuffled first.
 */
export async function readyDeck(def: DeckDefinition): Promise<DeckHandle> {
  const handle = await ensureDeck(def);
  const s = readDeck(handle);
  if (s.discardPile.length === 0 && s.table.length === 0 && Object.keys(s.hands).length === 0)
    await shuffleDeck(handle);
  return handle;
}

const WOMEN_DECK = FYH_DECKS.find((d) => d.id === "womenBrawl")!;

/**
 * How a woman takes the brawl (L137): one card of the 52-card deck, read through the GM's
 * `womenInBrawlsTable`. A table still to fill is reported and no card is drawn.
 */
export async function womanCard(actor: FActor): Promise<FMessage | undefined> {
  const table = gmTable("womenInBrawlsTable");
  const gap = womenInBrawlsReady(table);
  if (gap) return missing(gap);
  if (!fgame().user.isGM) throw new Error("the women-in-brawls card is drawn on the GM's client");
  const handle = await readyDeck(WOMEN_DECK);
  const { drawn } = await drawCards(handle, { count: 1 });
  // The card goes to the discards at once: the next woman draws from what is left.
  await discardCards(handle);
  const result = womenInBrawlsResult(drawn[0]!, table);
  if ("missing" in result) return missing(result);
  const g = fv();
  const body = await g.foundry.applications.handlebars.renderTemplate(
    templatePath("fyh/chat/woman-card.hbs"),
    {
      name: actor.name,
      card: cardView(result.card),
      result: result.result,
    },
  );
  return g.ChatMessage.create({
    content: `<div class="six-gun-sound sgs-chat">${body}</div>`,
    speaker: g.ChatMessage.getSpeaker({ actor }),
    flags: { [SYSTEM_ID]: { fyhWomanCard: { actor: actor.uuid, card: cardKey(result.card) } } },
  });
}
