import { cardFaces } from "../scripts/lib/card-faces.mjs";
import { parseCard } from "../src/rules/core";
import { deckDrawView } from "../src/shell/decks/announce";
import type { DeckDefinition } from "../src/shell/decks/definition";
import { langText } from "./pages-gm-tables";

/**
 * The deck service's chat card (`shell/deck-draw.hbs`), built with the same view function the live
 * announcement uses: a hand of five from a 54-card deck with a Joker (the reshuffle note), and a
 * draw that ran the pile out. The faces are the build's own SVGs, inlined (the gallery copies the
 * repository's assets, and the faces exist only in the built system).
 */

const FACES = new Map(
  cardFaces().map((f) => [f.key, `data:image/svg+xml;base64,${Buffer.from(f.svg).toString("base64")}`]),
);

const DECK: DeckDefinition = {
  id: "fate",
  label: "SIXGUN.Activation.Deck",
  composition: "withJokers",
  reshuffleWhenEmpty: true,
  reshuffleOnJoker: true,
};

function context(keys: readonly string[], flavor: string, reshuffles: number) {
  const text = langText();
  const drawn = keys.map((k) => parseCard(k));
  const view = deckDrawView(
    DECK,
    { drawn, reshuffles, jokerDrawn: keys.some((k) => k.startsWith("Joker")) },
    flavor,
    (key, data) => (data ? text.format(key, data as Record<string, string>) : text.localize(key)),
  );
  return { ...view, cards: view.cards.map((c) => ({ ...c, img: FACES.get(c.key) ?? c.img })) };
}

export function buildPages() {
  const specs = [
    {
      key: "hand",
      label: "five cards and a Joker",
      keys: ["AS", "10H", "QD", "JokerR", "7C"],
      reshuffles: 0,
    },
    { key: "reshuffle", label: "the pile ran out", keys: ["2D", "KS", "JokerB"], reshuffles: 1 },
  ];
  return (["light", "dark"] as const).flatMap((theme) =>
    specs.map((s) => ({
      id: `deck-draw-${s.key}-${theme}`,
      title: `Chat: cards drawn, ${s.label} (${theme})`,
      theme,
      kind: "chat" as const,
      templates: ["shell/deck-draw.hbs"],
      speaker: "Activation deck",
      height: 300,
      context: context(s.keys, `Turn 2: <Kid "Snodgrass"> draws`, s.reshuffles),
    })),
  );
}
