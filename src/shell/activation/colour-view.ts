import { I18N } from "../../config";
import { parseCard } from "../../rules/core";
import { actingSide, dayOver } from "./colour-turn";
import { highCardFirst } from "./strategies";
import { drawCount, turnOver } from "./turn";
import type { CardActivationState } from "./types";
import { cardFace, type CardStatus, type TrackerView } from "./view";

/**
 * What the tracker shows of a colour turn (red against black): the pairs drawn (the tied ones
 * marked), the side acting now with its figures in acting order, the day's face cards, and the
 * roll-offs that parted equal values. Pure, like `view.ts`, which hands colour turns here.
 */
export function colourView(state: CardActivationState): TrackerView {
  const turn = state.colour!;
  const byKey = new Map(state.units.map((u) => [u.key, u]));
  const acting = actingSide(state);
  const over = turnOver(state);
  // The last pair decided; the ones before it tied.
  const lastPair = state.order.slice(-2);
  const status = (key: string): CardStatus => (lastPair.includes(key) ? "current" : "done");
  const units = state.units.map((u) => {
    const keys = state.order.filter((k) => state.owners[k] === u.key);
    const toAct = state.order.length === 0 || (!over && state.current === 0 && u.key !== acting);
    return {
      key: u.key,
      name: u.name,
      members: u.members.map((m) => m.name),
      cards: keys.map((k) => ({ face: cardFace(k), status: status(k), tied: !lastPair.includes(k) })),
      left: toAct ? 1 : 0,
      acting: u.key === acting,
    };
  });
  const actingUnit = acting ? byKey.get(acting) : undefined;
  const other = state.units.find((u) => u.key !== acting);
  // The acting colour's higher card of the deciding pair: the one that sent it first, if any.
  const ownKey = lastPair
    .filter((k) => cardFace(k).colour === acting)
    .sort((a, b) => highCardFirst(parseCard(a), parseCard(b)))[0];
  const ownCard = ownKey ? cardFace(ownKey) : undefined;
  const history = state.order.map((k) => ({
    face: cardFace(k),
    unit: byKey.get(state.owners[k]!)?.name ?? "?",
  }));
  const sidesLeft = units.reduce((n, u) => n + u.left, 0);
  return {
    kind: state.kind,
    mode: "colour",
    turn: state.turn,
    current: actingUnit
      ? {
          face: ownCard ?? null,
          unit: actingUnit.name,
          unitKey: actingUnit.key,
          members: actingUnit.members.map((m) => m.name),
        }
      : null,
    units,
    next: { cardsLeft: sidesLeft, unit: state.current === 0 && !over ? (other?.name ?? null) : null },
    turnOver: over,
    drawCount: drawCount(state),
    history,
    order: history,
    leftKey: `${I18N}.Activation.SidesLeft`,
    overKey: dayOver(turn) ? `${I18N}.Activation.DayOver` : `${I18N}.Activation.ColourTurnOver`,
    day: { n: turn.day, faceCards: turn.faceCards, perDay: turn.perDay, over: dayOver(turn) },
    rollOffs: turn.rollOffs.map((r) => {
      const names = new Map(byKey.get(r.side)?.members.map((m) => [m.id, m.name]));
      return {
        side: byKey.get(r.side)?.name ?? r.side,
        cv: r.cv,
        dice: r.rounds
          .map((round) =>
            Object.entries(round)
              .map(([id, face]) => `${names.get(id) ?? id} ${face}`)
              .join(", "),
          )
          .join("; "),
      };
    }),
  };
}
