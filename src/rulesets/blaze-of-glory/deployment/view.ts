import { I18N } from "../../../config";
import { cardKey, colour, type Card } from "../../../rules/core";
import type { EncounterRoll } from "../../../rules/blaze-of-glory/encounters/types";
import type {
  Arrival,
  AwarenessResult,
  DeploymentProcedure,
  DeploymentResult,
  PileColour,
} from "../../../rules/blaze-of-glory/deployment";
import { cardName, faceImage } from "../../../shell/decks/faces";
import { countedText, rollView, type Localize, type RollView } from "../encounters/view";

/**
 * The deployment card (templates/chat/deployment.hbs) as plain text, pure: what a "They're over
 * here!" / "Here they come!" step rolled, the cards it turned, who was revealed and how aware they
 * are. Codes of the rules core become text under `SIXGUN.Deployment.<Branch>.<code>`; the template
 * prints everything escaped.
 */

const D = `${I18N}.Deployment`;

/** A roll on the card: the same view as an encounter's rolls. */
export type DeploymentRollView = RollView;

export interface TurnedCardView {
  key: string;
  name: string;
  img: string;
  colour: "red" | "black";
  /** "enemy" for a figure, "empty" for a card of the other colour. */
  kind: "enemy" | "empty";
  /** "a figure" / "nobody", for readers who do not see the colours. */
  label: string;
}

export interface DeploymentCardContext {
  kicker: string;
  name: string;
  rolls: DeploymentRollView[];
  outcome: string;
  turned: TurnedCardView[];
  /** "3 figures revealed, 5 still face down" or "". */
  revealed: string;
  awareness: { outcome: string; gotAShot: string; facing: string; rolls: DeploymentRollView[] } | null;
  arrival: string;
  notes: string[];
  figures: string[];
}

export function deploymentRollView(roll: EncounterRoll, localize: Localize): DeploymentRollView {
  return rollView(roll, localize, [], D);
}

export function turnedCardView(card: Card, enemyColour: PileColour, localize: Localize): TurnedCardView {
  const enemy = colour(card) === enemyColour;
  return {
    key: cardKey(card),
    name: cardName(card, localize),
    img: faceImage(card),
    colour: colour(card),
    kind: enemy ? "enemy" : "empty",
    label: localize(`${D}.Card.${enemy ? "Figure" : "Nobody"}`),
  };
}

export interface DeploymentCardInput {
  procedure: DeploymentProcedure | "deal";
  result?: DeploymentResult;
  turned?: { cards: readonly Card[]; enemyColour: PileColour; left: number; enemies: number };
  awareness?: AwarenessResult;
  arrival?: { arrival: Arrival; card: Card };
  /** Names of the figures created. */
  figures?: readonly string[];
  /** For a deal: how many cards and enemies went into the pile. */
  dealt?: { cards: number; enemies: number; enemyColour: PileColour };
}

export function deploymentCardContext(input: DeploymentCardInput, localize: Localize): DeploymentCardContext {
  const { result, turned, awareness, arrival, dealt } = input;
  // A note that asks for a step this card already shows (the awareness, the arrival card) is dropped.
  const done = new Set([...(awareness ? ["checkAwareness"] : []), ...(arrival ? ["drawArrivalCard"] : [])]);
  const notes = (result?.notes ?? []).filter((n) => !done.has(n)).map((n) => localize(`${D}.Note.${n}`));
  // The outcome is printed only when no roll on the card already reads it.
  const repeats = (r: { rolls: EncounterRoll[]; outcome: string }) =>
    r.rolls.some((x) => x.result === r.outcome);
  let outcome =
    result && !repeats(result) ? localize(`${D}.Result.${result.outcome}`, { n: result.cardsToTurn }) : "";
  if (dealt)
    outcome = localize(`${D}.Card.Dealt`, {
      cards: dealt.cards,
      enemies: dealt.enemies,
      colour: localize(`${D}.Colour.${dealt.enemyColour}`),
    });
  return {
    kicker: localize(`${D}.Card.Kicker`),
    name: localize(`${D}.Procedure.${input.procedure}`),
    rolls: (result?.rolls ?? []).map((r) => deploymentRollView(r, localize)),
    outcome,
    turned: (turned?.cards ?? []).map((c) => turnedCardView(c, turned!.enemyColour, localize)),
    revealed: turned
      ? countedText(localize, `${D}.Card.Revealed`, { n: turned.enemies, left: turned.left })
      : "",
    awareness: awareness
      ? {
          outcome: repeats(awareness) ? "" : localize(`${D}.Result.${awareness.outcome}`),
          gotAShot: localize(`${D}.GotAShot.${awareness.gotAShot}`),
          facing: localize(`${D}.Card.Facing`, {
            n: awareness.facing.filter(Boolean).length,
            of: awareness.facing.length,
          }),
          rolls: awareness.rolls.map((r) => deploymentRollView(r, localize)),
        }
      : null,
    arrival: arrival
      ? localize(`${D}.Card.Arrival`, {
          card: cardName(arrival.card, localize),
          where: localize(`${D}.Arrival.${arrival.arrival}`),
        })
      : "",
    notes: [...notes, ...(awareness?.notes ?? []).map((n) => localize(`${D}.Note.${n}`))],
    // The i-th figure placed is the i-th revealed, whose facing die is the i-th of the awareness roll.
    figures: (input.figures ?? []).map((name, i) => {
      const facing = awareness?.facing[i];
      if (facing === undefined) return name;
      return localize(`${D}.Card.${facing ? "FigureFacing" : "FigureAway"}`, { name });
    }),
  };
}
