import { SYSTEM_ID, templatePath } from "../../config";
import { RulesError, type Card, type DiceSource } from "../../rules/core";
import { foundryDice } from "../dice/foundry-dice";
import { MAX_PAIRS, pairsOf } from "./colour-turn";
import { fgame, fv, localize, notify, type FActor, type FCombat, type FUser } from "../foundry";
import type { RulesetDefinition } from "../ruleset-definition";
import { chatLine } from "./chat-line";
import { activationDeckOf, type ActivationDeckPort } from "./deck-port";
import { panelView, pressAllowed } from "./panel";
import { participantsOf } from "./participants";
import { applyDraw, drawCount, readActivationState, startTurn, toFlag } from "./turn";
import { isCardActivation, type CardActivationState } from "./types";
import { trackerView } from "./view";

/**
 * The Foundry side of card activation (loaded on demand from `register.ts`): the panel in the
 * combat tracker, and the GM's two presses. Only a GM's client draws and writes the Combat's
 * `flags["six-gun-sound"].cardActivation`; a player's click only explains.
 */

export const FLAG = "cardActivation";

export interface TrackerContext {
  readonly ruleset: Pick<RulesetDefinition, "activation" | "decks" | "typePrefix" | "cardActivation">;
  readonly deck: ActivationDeckPort;
  /** Dice for roll-offs inside a side; Foundry's RNG unless a test seeds them. */
  readonly dice?: () => DiceSource;
}

/** The turn stored on `combat`, or null; a malformed state is reported, not thrown. */
export function storedState(combat: FCombat): { state: CardActivationState | null; problem: string | null } {
  const raw = combat.getFlag(SYSTEM_ID, FLAG);
  if (raw === undefined || raw === null) return { state: null, problem: null };
  try {
    return { state: readActivationState(raw), problem: null };
  } catch (err) {
    return { state: null, problem: err instanceof Error ? err.message : String(err) };
  }
}

/** Presses in flight, per Combat: a double click must not draw twice. */
const busy = new Set<string>();

async function guarded(
  combat: FCombat,
  user: FUser,
  run: () => Promise<CardActivationState | null>,
): Promise<CardActivationState | null> {
  const allowed = pressAllowed(user);
  if (!allowed.ok) {
    notify("info", allowed.why);
    return null;
  }
  if (busy.has(combat.id)) return null;
  busy.add(combat.id);
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof RulesError)) console.error(`${SYSTEM_ID} | card activation`, err);
    notify("warn", "SIXGUN.Activation.Failed", { error: err instanceof Error ? err.message : String(err) });
    return null;
  } finally {
    busy.delete(combat.id);
  }
}

function kindOf(ctx: TrackerContext) {
  const kind = ctx.ruleset.activation;
  if (!isCardActivation(kind)) throw new RulesError("activation", kind, "is not played with cards");
  return kind;
}

/** A new turn: the deck rebuilt from who is in the fight now, gathered and shuffled. */
export async function pressNewTurn(
  combat: FCombat,
  ctx: TrackerContext,
  user: FUser = fgame().user,
  actors: Iterable<FActor> = fgame().actors,
): Promise<CardActivationState | null> {
  return guarded(combat, user, async () => {
    const hooks = ctx.ruleset.cardActivation;
    const previous = storedState(combat).state;
    const { state, deckCards, recall } = startTurn({
      kind: kindOf(ctx),
      participants: participantsOf({ combat, actors, typePrefix: ctx.ruleset.typePrefix, hooks }),
      options: hooks?.options?.() ?? {},
      turn: (previous?.turn ?? 0) + 1,
      previous,
      source: ctx.dice?.() ?? foundryDice(),
    });
    const handle = await ctx.deck.ensureDeck(
      activationDeckOf(ctx.ruleset.decks),
      deckCards ? { cards: deckCards } : undefined,
    );
    if (recall) await ctx.deck.recallDeck(handle);
    await combat.setFlag(SYSTEM_ID, FLAG, toFlag(state));
    return state;
  });
}

/** The GM's draw: the next card (or the deal, or the pass to the next dealt card), told in chat. */
export async function pressDraw(
  combat: FCombat,
  ctx: TrackerContext,
  user: FUser = fgame().user,
): Promise<CardActivationState | null> {
  return guarded(combat, user, async () => {
    const { state } = storedState(combat);
    if (!state || state.kind !== kindOf(ctx)) {
      notify("warn", "SIXGUN.Activation.NoTurnGM");
      return null;
    }
    const count = drawCount(state);
    const options = ctx.ruleset.cardActivation?.options?.() ?? {};
    let drawn: Card[] = [];
    if (count > 0) {
      const handle = await ctx.deck.ensureDeck(activationDeckOf(ctx.ruleset.decks));
      const colour = state.kind === "colourPerSide";
      const more = async () => {
        const { drawn: cards } = await ctx.deck.drawCards(handle, { count, announce: false });
        // A colour deck runs on through the day: the pair only decides the order and goes to the
        // discards at once, which are shuffled back when the deck runs out (SGS-Q03).
        if (colour) await ctx.deck.discardCards(handle);
        return cards;
      };
      drawn = await more();
      // Red against black: equal ranks of two colours decide nothing, so another pair is drawn.
      if (colour)
        while (drawn.length < MAX_PAIRS * 2 && options.readPairs?.(pairsOf(drawn)).first === null)
          drawn = [...drawn, ...(await more())];
    }
    const next = applyDraw(state, drawn, options);
    await combat.setFlag(SYSTEM_ID, FLAG, toFlag(next));
    await announce(next, state.order.length === 0 && count > 1);
    return next;
  });
}

async function announce(state: CardActivationState, dealt: boolean): Promise<void> {
  const g = fv();
  const content = chatLine(
    trackerView(state),
    { escape: (s) => g.foundry.utils.escapeHTML(s), localize, lang: fgame().i18n.lang },
    dealt,
  );
  await g.ChatMessage.create({
    content,
    speaker: g.ChatMessage.getSpeaker({ alias: localize("SIXGUN.Activation.Title") }),
  });
}

/** `renderCombatTracker`: the panel after the tracker's header, and the acting combatants marked. */
export async function renderPanel(
  element: unknown,
  ctx: TrackerContext,
  /** The combat the tracker shows (V13 `CombatTracker#viewed`), else the active one. */
  viewed?: FCombat | null,
): Promise<void> {
  // V13 hands the application's element; anything else (an older jQuery object) is left alone.
  if (typeof (element as HTMLElement | null)?.querySelector !== "function") return;
  const html = element as HTMLElement;
  html.querySelector(".six-gun-sound.sgs-cards-activation")?.remove();
  const combat = viewed ?? fgame().combat;
  if (!combat) return;
  const user = fgame().user;
  const { state, problem } = storedState(combat);
  const view = panelView({ state, problem, kind: kindOf(ctx), isGM: user.isGM });
  const markup = await fv().foundry.applications.handlebars.renderTemplate(
    templatePath("shell/card-activation.hbs"),
    view,
  );
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  const panel = holder.firstElementChild as HTMLElement | null;
  if (!panel) return;
  const anchor = html.querySelector(".combat-tracker-header, header") ?? html.firstElementChild;
  if (anchor?.parentElement) anchor.insertAdjacentElement("afterend", panel);
  else html.prepend(panel);

  // The combatants the current card activates stand out in the core list.
  const actingKey = view.view?.current?.unitKey;
  const acting = new Set(state?.units.find((u) => u.key === actingKey)?.members.map((m) => m.id) ?? []);
  html.querySelectorAll<HTMLElement>("[data-combatant-id]").forEach((li) => {
    li.classList.toggle("sgs-card-acting", acting.has(li.dataset.combatantId ?? ""));
  });

  panel.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement | null)?.closest?.<HTMLElement>("[data-sgs-activation]");
    if (!button) return;
    event.preventDefault();
    const press = button.dataset.sgsActivation === "newTurn" ? pressNewTurn : pressDraw;
    void press(combat, ctx, fgame().user).catch((err) =>
      console.error(`${SYSTEM_ID} | card activation`, err),
    );
  });
}
