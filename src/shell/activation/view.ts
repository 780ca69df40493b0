import { I18N } from "../../config";
import { cardKey, isJoker, parseCard, type Card } from "../../rules/core";
import { colourView } from "./colour-view";
import { strategyFor, type ActivationMode } from "./strategies";
import { drawCount, turnOver } from "./turn";
import type { CardActivationState } from "./types";

/** What the tracker shows of a turn: pure, shared by the live panel, the chat line and the gallery. */

export interface CardFace {
  readonly key: string;
  /** "A", "10", "Q"; "Joker" for a Joker. */
  readonly rank: string;
  /** The suit's sign (♠ ♥ ♦ ♣), empty for a Joker. */
  readonly suit: string;
  readonly colour: "red" | "black";
}

const SUIT_SIGNS = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" } as const;
const RANK_NAMES: Readonly<Record<number, string>> = { 11: "J", 12: "Q", 13: "K", 14: "A" };

export function cardFace(card: Card | string): CardFace {
  const c = typeof card === "string" ? parseCard(card) : card;
  if (isJoker(c)) return { key: cardKey(c), rank: "Joker", suit: "", colour: c.joker };
  const colour = c.suit === "hearts" || c.suit === "diamonds" ? "red" : "black";
  return { key: cardKey(c), rank: RANK_NAMES[c.rank] ?? String(c.rank), suit: SUIT_SIGNS[c.suit], colour };
}

export type CardStatus = "current" | "done" | "waiting";

export interface UnitView {
  readonly key: string;
  readonly name: string;
  readonly members: readonly string[];
  readonly cards: readonly { face: CardFace; status: CardStatus; tied: boolean }[];
  /** Its cards not yet turned (drawn), or whether it has still to act (dealt: 1 or 0). */
  readonly left: number;
  readonly acting: boolean;
}

export interface TrackerView {
  readonly kind: CardActivationState["kind"];
  readonly mode: ActivationMode;
  readonly turn: number;
  /**
   * The last card turned and whom it activates: whose turn it is. A colour side may act without
   * a card of its own in the pair (the other colour's pair sent it second): `face` is null then.
   */
  readonly current: {
    face: CardFace | null;
    unit: string;
    unitKey: string;
    members: readonly string[];
  } | null;
  readonly units: readonly UnitView[];
  /** Cards still to come this turn, and (dealt turns) who acts next. */
  readonly next: { cardsLeft: number; unit: string | null };
  readonly turnOver: boolean;
  /** Cards the GM's next press draws (0: it passes to the next dealt card, or the turn is over). */
  readonly drawCount: number;
  /** The cards turned so far, in order, with whom each activated. */
  readonly history: readonly { face: CardFace; unit: string }[];
  /** Every card whose place is known, in acting order (a dealt turn knows them all at once). */
  readonly order: readonly { face: CardFace; unit: string }[];
  /** The plural key of the "still to come" line: cards, or sides (colour). */
  readonly leftKey: string;
  /** The line once the turn is over. */
  readonly overKey: string;
  /** Colour per side: the day's face cards, and the roll-offs that ordered a side. */
  readonly day?: {
    readonly n: number;
    readonly faceCards: number;
    readonly perDay: number;
    readonly over: boolean;
  };
  readonly rollOffs?: readonly { readonly side: string; readonly cv: number; readonly dice: string }[];
}

export function trackerView(state: CardActivationState): TrackerView {
  const { mode } = strategyFor(state.kind);
  if (mode === "colour") return colourView(state);
  const byKey = new Map(state.units.map((u) => [u.key, u]));
  const unitName = (cardKey: string) => byKey.get(state.owners[cardKey] ?? "")?.name ?? "?";
  const currentKey = state.current >= 0 ? state.order[state.current] : undefined;
  const position = (key: string) => state.order.indexOf(key);
  const status = (key: string): CardStatus => {
    if (key === currentKey) return "current";
    const at = position(key);
    return at >= 0 && at < state.current ? "done" : "waiting";
  };
  const units = state.units.map((u) => {
    const keys = Object.keys(state.owners)
      .filter((k) => state.owners[k] === u.key)
      // Held cards in the order they come up, the unturned ones after.
      .sort((a, b) => rankOf(position(a)) - rankOf(position(b)));
    const cards = keys.map((k) => ({ face: cardFace(k), status: status(k), tied: state.ties.includes(k) }));
    const left =
      mode === "drawn"
        ? keys.filter((k) => position(k) < 0).length
        : keys.filter((k) => status(k) === "waiting").length + (keys.length === 0 ? 1 : 0);
    return {
      key: u.key,
      name: u.name,
      members: u.members.map((m) => m.name),
      cards,
      left,
      acting: currentKey !== undefined && state.owners[currentKey] === u.key,
    };
  });
  const over = turnOver(state);
  const nextKey = mode === "dealt" ? state.order[state.current + 1] : undefined;
  const cardsLeft = units.reduce((n, u) => n + u.left, 0);
  return {
    kind: state.kind,
    mode,
    turn: state.turn,
    current: currentKey
      ? {
          face: cardFace(currentKey),
          unit: unitName(currentKey),
          unitKey: state.owners[currentKey]!,
          members: byKey.get(state.owners[currentKey]!)?.members.map((m) => m.name) ?? [],
        }
      : null,
    units,
    next: { cardsLeft, unit: nextKey ? unitName(nextKey) : null },
    turnOver: over,
    drawCount: drawCount(state),
    history: state.order
      .slice(0, mode === "drawn" ? state.order.length : state.current + 1)
      .map((k) => ({ face: cardFace(k), unit: unitName(k) })),
    order: state.order.map((k) => ({ face: cardFace(k), unit: unitName(k) })),
    leftKey: `${I18N}.Activation.CardsLeft`,
    overKey: `${I18N}.Activation.TurnOver`,
  };
}

/** Unturned cards (position -1) sort after the turned ones. */
function rankOf(position: number): number {
  return position < 0 ? Number.MAX_SAFE_INTEGER : position;
}
