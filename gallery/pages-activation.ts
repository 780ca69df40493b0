import { parseCard, seededDice } from "../src/rules/core";
import { DEFAULT_RULES } from "../src/rules/sgs-classic/interpretations";
import { classicCardActivation } from "../src/rulesets/sgs-classic/activation";
import { panelView } from "../src/shell/activation/panel";
import { applyDraw, startTurn } from "../src/shell/activation/turn";
import type { CardActivationState, Participant } from "../src/shell/activation/types";

/**
 * The shell's card activation panel in the combat tracker (`shell/card-activation.hbs`), built
 * with the same pure steps the live tracker runs: a Fill Yore Hands!-like fight of three groups,
 * three cards each, in the middle of a turn (four cards drawn), for the GM and for a player; and
 * the same turn with the deck empty, when the GM's button starts the next turn. Then Six Gun
 * Sound (classic)'s red against black, with its own hooks: a tied pair drawn again, the first side
 * acting in CV order after a roll-off; the second side; and the day run out of face cards.
 */

interface ActivationPage {
  id: string;
  title: string;
  theme: "light" | "dark";
  kind: "window";
  templates: string[];
  sheet: { classes: string[]; width: number; height: number; parts: Record<string, string> };
  windowTitle: string;
  context: Record<string, unknown>;
}

const group = (id: string, name: string) => ({ id, name });
const SNODGRASS = group("snod", "The Snodgrass Boys");
const CLANTONS = group("clan", "Clantons");
const LAW = group("law", "The Law");

const PARTICIPANTS: Participant[] = [
  { id: "c1", name: "Kid Snodgrass", group: SNODGRASS },
  { id: "c2", name: "Ike Snodgrass", group: SNODGRASS },
  { id: "c3", name: "Abe Snodgrass", group: SNODGRASS },
  { id: "c4", name: "Billy Clanton", group: CLANTONS },
  { id: "c5", name: "Finn Clanton", group: CLANTONS },
  { id: "c6", name: "Marshal Dill", group: LAW },
  { id: "c7", name: "Deputy Pike", group: LAW },
];

function turnAfter(draws: readonly string[]): CardActivationState {
  const { state } = startTurn({
    kind: "cardsPerGroup",
    participants: PARTICIPANTS,
    options: { cardsPerGroup: 3 },
    turn: 2,
  });
  return draws.reduce((s, key) => applyDraw(s, [parseCard(key)]), state);
}

const MID_TURN = ["KH", "AD", "QS", "AH"];
const WHOLE_DECK = ["KH", "AD", "QS", "AH", "KS", "KD", "QH", "AS", "QD"];

const RED = { id: "red", name: "Red" };
const BLACK = { id: "black", name: "Black" };
const GUNFIGHT: Participant[] = [
  { id: "r1", name: "Wyatt", side: RED, cv: 5 },
  { id: "r2", name: "Virgil", side: RED, cv: 4 },
  { id: "r3", name: "Morgan", side: RED, cv: 4 },
  { id: "b1", name: "Ike Clanton", side: BLACK, cv: 3 },
  { id: "b2", name: "Frank McLaury", side: BLACK, cv: 4 },
];

/** A colour turn: `pairs` drawn on the first press, then `presses` more (0: the first side acts). */
function colourTurn(pairs: readonly string[], presses: number, faceCardsBefore = 0): CardActivationState {
  const options = classicCardActivation(() => DEFAULT_RULES).options!();
  const { state } = startTurn({
    kind: "colourPerSide",
    participants: GUNFIGHT,
    options,
    turn: 3,
    source: seededDice(2),
  });
  const start = { ...state, colour: { ...state.colour!, faceCards: faceCardsBefore } };
  let s = applyDraw(
    start,
    pairs.map((k) => parseCard(k)),
    options,
  );
  for (let i = 0; i < presses; i++) s = applyDraw(s, [], options);
  return s;
}

function colourPages(theme: "light" | "dark"): ActivationPage[] {
  const specs = [
    {
      key: "first",
      label: "red acts after a tie",
      state: colourTurn(["9D", "9S", "QH", "4S"], 0, 3),
      isGM: true,
    },
    {
      key: "second",
      label: "black acts, player",
      state: colourTurn(["9D", "9S", "QH", "4S"], 1, 3),
      isGM: false,
    },
    { key: "day-over", label: "the day is over", state: colourTurn(["KS", "JC"], 1, 8), isGM: true },
  ];
  return specs.map((s) => ({
    id: `activation-colour-${s.key}-${theme}`,
    title: `Combat tracker: red against black, ${s.label} (${theme})`,
    theme,
    kind: "window" as const,
    templates: ["shell/card-activation.hbs"],
    sheet: { classes: ["six-gun-sound", "sgs-tracker-window"], width: 300, height: 480, parts: {} },
    windowTitle: "Combat Tracker",
    context: panelView({ state: s.state, kind: "colourPerSide", isGM: s.isGM }) as unknown as Record<
      string,
      unknown
    >,
  }));
}

export function buildPages(): ActivationPage[] {
  const specs = [
    { key: "gm", label: "GM, mid-turn", isGM: true, draws: MID_TURN },
    { key: "player", label: "player, mid-turn", isGM: false, draws: MID_TURN },
    { key: "empty", label: "GM, the deck empty", isGM: true, draws: WHOLE_DECK },
  ];
  return (["light", "dark"] as const)
    .flatMap((theme) =>
      specs.map((s) => ({
        id: `activation-cards-${s.key}-${theme}`,
        title: `Combat tracker: activation cards, ${s.label} (${theme})`,
        theme,
        kind: "window" as const,
        templates: ["shell/card-activation.hbs"],
        sheet: { classes: ["six-gun-sound", "sgs-tracker-window"], width: 300, height: 480, parts: {} },
        windowTitle: "Combat Tracker",
        context: panelView({
          state: turnAfter(s.draws),
          kind: "cardsPerGroup",
          isGM: s.isGM,
        }) as unknown as Record<string, unknown>,
      })),
    )
    .concat((["light", "dark"] as const).flatMap(colourPages));
}
