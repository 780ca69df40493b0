import { cardFaces } from "../scripts/lib/card-faces.mjs";
import { seededDice } from "../src/rules/core";
import {
  arrivalBySuit,
  buildEnemyPile,
  rollEnemyAwareness,
  rollHereComeTheRest,
  rollTheyreOverHere,
  turnCards,
} from "../src/rules/blaze-of-glory/deployment";
import {
  deploymentCardContext,
  type DeploymentCardInput,
} from "../src/rulesets/blaze-of-glory/deployment/view";
import type { Localize } from "../src/rulesets/blaze-of-glory/encounters/view";
import { langText } from "./pages-gm-tables";

/**
 * The deployment card (templates/chat/deployment.hbs) of "They're over here!" and "Here come the
 * rest", built from the rules core with seeded dice through the same pure view the live card uses:
 * contact with cards turned and their awareness, and reinforcements with the main deck's arrival
 * card. The faces are the build's own SVGs, inlined as on the deck pages.
 */

const FACES = new Map(
  cardFaces().map((f) => [f.key, `data:image/svg+xml;base64,${Buffer.from(f.svg).toString("base64")}`]),
);
const text = langText();
const localize: Localize = (key, data) =>
  data ? text.format(key, data as Record<string, string>) : text.localize(key);

/** The first seed from `start` whose THEY'RE OVER HERE makes contact and reveals somebody. */
function overHereInput(start: number): DeploymentCardInput {
  for (let s = start; s < start + 500; s++) {
    const dice = seededDice(s);
    const pile = buildEnemyPile(dice, { enemies: 5, enemyColour: "black" });
    const result = rollTheyreOverHere(dice);
    if (result.cardsToTurn === 0) continue;
    const turned = turnCards(pile, result.cardsToTurn);
    if (turned.enemies === 0) continue;
    const awareness = rollEnemyAwareness(dice, {
      leaderRep: 4,
      figures: turned.enemies,
      mountedOnTrail: true,
    });
    return {
      procedure: "theyreOverHere",
      result,
      turned: {
        cards: turned.turned,
        enemyColour: "black",
        enemies: turned.enemies,
        left: turned.pile.state.drawPile.length,
      },
      awareness,
      figures: Array.from({ length: turned.enemies }, (_, i) => `Outlaw (${i + 2})`),
    };
  }
  throw new Error("gallery: no seed made contact");
}

function restInput(start: number): DeploymentCardInput {
  for (let s = start; s < start + 500; s++) {
    const dice = seededDice(s);
    const pile = buildEnemyPile(dice, { enemies: 6 });
    const result = rollHereComeTheRest(dice, { leaderRep: 4 });
    if (result.cardsToTurn === 0) continue;
    const turned = turnCards(pile, result.cardsToTurn);
    if (turned.enemies === 0) continue;
    const card = { suit: "diamonds", rank: 8 } as const;
    return {
      procedure: "hereComeTheRest",
      result,
      turned: {
        cards: turned.turned,
        enemyColour: "red",
        enemies: turned.enemies,
        left: turned.pile.state.drawPile.length,
      },
      arrival: { card, arrival: arrivalBySuit(card).arrival },
      figures: Array.from({ length: turned.enemies }, (_, i) => `Cowboy (${i + 1})`),
    };
  }
  throw new Error("gallery: no seed brought reinforcements");
}

function context(input: DeploymentCardInput) {
  const view = deploymentCardContext(input, localize);
  return { ...view, turned: view.turned.map((c) => ({ ...c, img: FACES.get(c.key) ?? c.img })) };
}

export function buildPages() {
  const specs = [
    {
      key: "over-here",
      label: "contact, cards turned, their awareness",
      input: overHereInput(1876),
      height: 760,
    },
    { key: "rest", label: "reinforcements and where they come in", input: restInput(1881), height: 560 },
  ];
  return (["light", "dark"] as const).flatMap((theme) =>
    specs.map((s) => ({
      id: `deployment-${s.key}-${theme}`,
      title: `Chat: the deployment card, ${s.label} (${theme})`,
      theme,
      kind: "chat" as const,
      templates: ["chat/deployment.hbs"],
      speaker: localize("SIXGUN.Deployment.Card.Kicker"),
      height: s.height,
      context: context(s.input) as unknown as Record<string, unknown>,
    })),
  );
}
