import { RulesError, assertInteger, cardKey, colour, type Card, type DiceSource } from "../../rules/core";
import type { StartTurnInput, TurnStart } from "./turn";
import {
  SIDE_COLOURS,
  type ActivationOptions,
  type ActivationUnit,
  type CardActivationState,
  type ColourTurn,
  type SideColour,
  type SideOrder,
} from "./types";

/**
 * The colour-per-side turn (red against black) as pure steps, beside `turn.ts`'s other kinds:
 * the sides ordered inside, the pairs read by the ruleset, the day's face cards carried from turn
 * to turn. The ruleset's `readPairs` holds the book's reading of a pair; the shell only keeps
 * count and order.
 */

/** The usual length of a day in face cards when a ruleset gives none. */
export const DEFAULT_FACE_CARDS_PER_DAY = 10;
/** Pairs a press may draw before the tracker gives up (each tie draws one more pair). */
export const MAX_PAIRS = 26;

/** Highest value first; equal values keep the combat's order (no dice). */
function byValue(figures: readonly { id: string; cv: number }[]): SideOrder {
  const sorted = figures.map((f, i) => ({ ...f, i })).sort((a, b) => b.cv - a.cv || a.i - b.i);
  return { order: sorted.map((f) => f.id), rollOffs: [] };
}

function orderUnit(
  unit: ActivationUnit,
  cvs: ReadonlyMap<string, number>,
  options: ActivationOptions,
  source: DiceSource | undefined,
): { unit: ActivationUnit; rollOffs: SideOrder["rollOffs"] } {
  const figures = unit.members.map((m) => ({ id: m.id, cv: cvs.get(m.id) ?? 0 }));
  let result: SideOrder;
  if (options.orderSide) {
    if (!source) throw new RulesError("source", source, "must be given: the ruleset rolls to order a side");
    result = options.orderSide(figures, source);
  } else result = byValue(figures);
  const ids = unit.members.map((m) => m.id);
  if (result.order.length !== ids.length || !ids.every((id) => result.order.includes(id)))
    throw new RulesError("orderSide", result.order, `must order every figure of ${unit.name} once`);
  const byId = new Map(unit.members.map((m) => [m.id, m]));
  return { unit: { ...unit, members: result.order.map((id) => byId.get(id)!) }, rollOffs: result.rollOffs };
}

/** A new colour turn: both sides ordered inside, the day carried on or a new one begun. */
export function startColourTurn(
  input: StartTurnInput & {
    base: Omit<CardActivationState, "owners" | "colour">;
  },
): TurnStart {
  const { base, participants, options = {}, previous, source } = input;
  if (base.units.length < 2) {
    const left = base.units[0]?.name ?? "nobody";
    throw new RulesError("participants", base.units.length, `must stand on both sides: only ${left} is left`);
  }
  const perDay = assertInteger(
    "options.faceCardsPerDay",
    options.faceCardsPerDay ?? DEFAULT_FACE_CARDS_PER_DAY,
    1,
    52,
  );
  const cvs = new Map(participants.map((p) => [p.id, typeof p.cv === "number" ? p.cv : 0]));
  const rollOffs: { side: SideColour; cv: number; rounds: readonly Record<string, number>[] }[] = [];
  const units = base.units.map((u) => {
    const ordered = orderUnit(u, cvs, options, source);
    rollOffs.push(...ordered.rollOffs.map((r) => ({ side: u.key as SideColour, ...r })));
    return ordered.unit;
  });
  const last = previous?.kind === "colourPerSide" ? previous.colour : undefined;
  const newDay = !last || dayOver(last);
  const turn: ColourTurn = {
    day: newDay ? (last?.day ?? 0) + 1 : last.day,
    faceCards: newDay ? 0 : last.faceCards,
    perDay,
    first: null,
    pairs: 0,
    rollOffs,
  };
  return { state: { ...base, units, owners: {}, colour: turn }, deckCards: null, recall: newDay };
}

export function dayOver(turn: ColourTurn): boolean {
  return turn.faceCards >= turn.perDay;
}

export function pairsOf(drawn: readonly Card[]): (readonly [Card, Card])[] {
  const pairs: (readonly [Card, Card])[] = [];
  for (let i = 0; i + 1 < drawn.length; i += 2) pairs.push([drawn[i]!, drawn[i + 1]!]);
  return pairs;
}

/**
 * The GM's press on a colour turn. First press: `drawn` is every pair drawn, in order, the last
 * one deciding (the ruleset's `readPairs` says so); the first side acts. Second press (no cards):
 * the other side acts, and the turn is over.
 */
export function applyColourDraw(
  state: CardActivationState,
  drawn: readonly Card[],
  options: ActivationOptions,
): CardActivationState {
  const turn = state.colour;
  if (!turn) throw new RulesError("cardActivation.colour", turn, "is missing: start a new turn");
  if (!Array.isArray(drawn)) throw new RulesError("drawn", drawn, "must be a list of cards");
  if (state.order.length > 0) {
    if (drawn.length !== 0) throw new RulesError("drawn", drawn, "must be empty: the pairs are out already");
    return { ...state, current: state.current + 1 };
  }
  if (drawn.length < 2 || drawn.length % 2 !== 0 || drawn.length > MAX_PAIRS * 2)
    throw new RulesError("drawn", drawn.length, `must be whole pairs of cards, 1 to ${MAX_PAIRS} of them`);
  const keys = drawn.map((c) => cardKey(c));
  if (new Set(keys).size !== keys.length) throw new RulesError("drawn", keys, "holds one card twice");
  if (!options.readPairs) throw new RulesError("readPairs", undefined, "must be given by the ruleset");
  const pairs = pairsOf(drawn);
  if (pairs.length > 1 && options.readPairs(pairs.slice(0, -1)).first !== null)
    throw new RulesError("drawn", keys, "goes on drawing after a pair had decided");
  const read = options.readPairs(pairs);
  if (read.first === null) throw new RulesError("drawn", keys, "decides nothing yet: draw another pair");
  if (!SIDE_COLOURS.includes(read.first))
    throw new RulesError("readPairs.first", read.first, "must be red or black");
  const faceCards = assertInteger("readPairs.faceCards", read.faceCards, 0, drawn.length);
  return {
    ...state,
    owners: Object.fromEntries(drawn.map((c, i) => [keys[i]!, colour(c)])),
    order: keys,
    current: 0,
    ties: [],
    colour: { ...turn, first: read.first, pairs: pairs.length, faceCards: turn.faceCards + faceCards },
  };
}

/** The side acting now (or first, before the draw is known: null), by the turn's `current`. */
export function actingSide(state: CardActivationState): SideColour | null {
  const first = state.colour?.first;
  if (!first || state.current < 0) return null;
  return state.current === 0 ? first : SIDE_COLOURS.find((c) => c !== first)!;
}

/** Reads the `colour` part of a stored state; anything malformed is a RulesError. */
export function readColourTurn(value: unknown, state: Omit<CardActivationState, "colour">): ColourTurn {
  if (typeof value !== "object" || value === null)
    throw new RulesError("cardActivation.colour", value, "must hold the day's count");
  const v = value as Record<string, unknown>;
  const field = (name: string) => `cardActivation.colour.${name}`;
  const day = assertInteger(field("day"), v.day, 1, 1_000_000);
  const perDay = assertInteger(field("perDay"), v.perDay, 1, 52);
  const faceCards = assertInteger(field("faceCards"), v.faceCards, 0, 1_000_000);
  const pairs = assertInteger(field("pairs"), v.pairs, 0, MAX_PAIRS);
  const first = v.first ?? null;
  if (first !== null && !SIDE_COLOURS.includes(first as SideColour))
    throw new RulesError(field("first"), first, "must be red, black or empty");
  if ((first === null) !== (state.order.length === 0))
    throw new RulesError(field("first"), first, "must be set exactly when the pairs are out");
  if (state.current > 1) throw new RulesError("cardActivation.current", state.current, "must be -1, 0 or 1");
  if (!Array.isArray(v.rollOffs)) throw new RulesError(field("rollOffs"), v.rollOffs, "must be a list");
  const rollOffs = v.rollOffs.map((r: unknown, i) => {
    const rr = (r ?? {}) as Record<string, unknown>;
    const at = field(`rollOffs[${i}]`);
    if (!SIDE_COLOURS.includes(rr.side as SideColour))
      throw new RulesError(`${at}.side`, rr.side, "must be red or black");
    const cv = assertInteger(`${at}.cv`, rr.cv, -100, 100);
    if (!Array.isArray(rr.rounds)) throw new RulesError(`${at}.rounds`, rr.rounds, "must be a list");
    const rounds = rr.rounds.map((round: unknown, j) => {
      if (typeof round !== "object" || round === null)
        throw new RulesError(`${at}.rounds[${j}]`, round, "must map figures to dice");
      return Object.fromEntries(
        Object.entries(round).map(([id, face]) => [
          id,
          assertInteger(`${at}.rounds[${j}].${id}`, face, 1, 100),
        ]),
      );
    });
    return { side: rr.side as SideColour, cv, rounds };
  });
  return { day, perDay, faceCards, pairs, first: first as SideColour | null, rollOffs };
}
