import { cardFaces } from "../scripts/lib/card-faces.mjs";
import { cardKey, deckWithJokers, isJoker, seededDice, type Card, type DiceSource } from "../src/rules/core";
import type { GmTableData } from "../src/rules/core/gm-table";
import { DEFAULT_INTERPRETATIONS } from "../src/rules/fill-yore-hands/interpretations";
import { deriveFigure } from "../src/rulesets/fill-yore-hands/data/derive";
import type { FigureSource, WeaponSource } from "../src/rulesets/fill-yore-hands/data/source";
import { damageCardView } from "../src/rulesets/fill-yore-hands/chat/damage-card";
import { reloadCardView } from "../src/rulesets/fill-yore-hands/chat/reload-card";
import { woundsFromCards } from "../src/rulesets/fill-yore-hands/table/damage";
import { coreWound, stateOf, type FyhFigure } from "../src/rulesets/fill-yore-hands/table/figure-read";
import { shootDialogContext } from "../src/rulesets/fill-yore-hands/table/shoot-dialog";
import { shotCard } from "../src/rulesets/fill-yore-hands/table/shoot-flow";
import { rollShot, type ShotRoll, type ShotSetup } from "../src/rulesets/fill-yore-hands/table/shot-plan";
import { langText } from "./pages-gm-tables";
import type { Packs } from "./pages";
import { inBothThemes, packFigure, type FyhPage, type FyhPageSpec } from "./fyh-page-kit";

/**
 * Fill Yore Hands!'s shoot dialog, shot cards and damage card, built from the ready figures of its
 * pack with the same functions the live flows call (scripted dice, and a damage card table filled
 * as a GM might: the gallery's values, not the book's), in both themes.
 */

const ACTIONS = "chat/actions.hbs";
const FACES = new Map(
  cardFaces().map((f) => [f.key, `data:image/svg+xml;base64,${Buffer.from(f.svg).toString("base64")}`]),
);

/** The given faces, then seeded dice: a page never runs out. */
function scripted(...faces: number[]): DiceSource {
  const rest = seededDice(faces.length + 5);
  let i = 0;
  return { roll: (sides: number) => (i < faces.length ? faces[i++]! : rest.roll(sides)) };
}

/** A pack figure as the table reads it (no actor behind it: the gallery renders only). */
function figureOf(packs: Packs, id: string, name: string, over: Partial<FigureSource> = {}): FyhFigure {
  const { doc, system } = packFigure(packs, id, over);
  const weapons = (doc.items ?? [])
    .filter((i) => i.type === "fyh-weapon")
    .map((i) => ({
      id: i._id,
      name: i.name,
      system: i.system as unknown as WeaponSource,
      item: null as never,
    }));
  const wounds = system.wounds.map(coreWound);
  return {
    uuid: `Actor.${id}`,
    name,
    actor: null as never,
    system,
    weapons,
    weapon: weapons.find((w) => w.system.readied) ?? weapons[0] ?? null,
    wounds,
    state: stateOf(wounds, undefined),
    drunk: deriveFigure(system, DEFAULT_INTERPRETATIONS).drunk,
    notOwned: false,
  };
}

/** A damage card table as a GM might fill it: by rank, the Jokers Kilt (the gallery's, not the book's). */
const damageTable: GmTableData = {
  sourceStatus: "gm-defined",
  rows: Object.fromEntries(
    deckWithJokers().map((c) => [
      cardKey(c),
      { level: isJoker(c) ? "kilt" : c.rank >= 13 ? "gutShot" : c.rank >= 9 ? "hit" : "pinked" },
    ]),
  ),
};

function cardNamer(): (card: Card) => string {
  const text = langText();
  const ranks: Record<number, string> = { 11: "Jack", 12: "Queen", 13: "King", 14: "Ace" };
  return (card) => {
    if (isJoker(card)) return text.localize(`SIXGUN.Decks.Joker.${card.joker}`);
    const rank = ranks[card.rank]
      ? text.localize(`SIXGUN.Decks.Rank.${ranks[card.rank]}`)
      : String(card.rank);
    return text.format("SIXGUN.Decks.CardName", { rank, suit: text.localize(`SIXGUN.Suit.${card.suit}`) });
  };
}

function specs(packs: Packs): FyhPageSpec[] {
  const out: FyhPageSpec[] = [];
  const rules = DEFAULT_INTERPRETATIONS;
  const tex = figureOf(packs, "fyhFigCowboy0001", "Tex Willard");
  const cyrus = figureOf(packs, "fyhFigTownie0001", "Bartender Cyrus Pettibone", {
    isNPC: true,
    inWindowOrDoor: true,
  });
  const base = (kind: ShotSetup["kind"], shooter: FyhFigure, target: FyhFigure): ShotSetup => ({
    kind,
    shooter,
    target,
    weapon: shooter.weapon!,
    declared: { distance: 8, rounds: 3, coverOrProne: false, windowOrDoor: true, mounted: false },
    simultaneous: false,
    rules,
    quicknessValues: { none: 0, quickAsAFox: 1, greasedLightning: 2 },
  });

  // The dialog: three rounds at a bartender in his window, 8" off (Medium, halved).
  const dialogSetup = base("shot", tex, cyrus);
  out.push({
    key: "dialog-shoot",
    label: "Dialog: shoot",
    kind: "dialog",
    templates: ["fyh/dialog/shoot.hbs"],
    sheet: { classes: ["six-gun-sound", "sgs-dialog-window"], width: 420, height: 560, parts: {} },
    windowTitle: "Shoot",
    context: { ...shootDialogContext(dialogSetup), targetChoices: null, targetId: cyrus.uuid },
  });

  const chat = (key: string, label: string, setup: ShotSetup, roll: ShotRoll, height: number) =>
    out.push({
      key,
      label,
      kind: "chat",
      templates: ["fyh/chat/shot.hbs", ACTIONS],
      context: shotCard(setup, roll).context as unknown as Record<string, unknown>,
      speaker: setup.shooter.name,
      height,
    });

  // Tex wins the roll-off and fires three rounds: a hit, then the extra rounds' penalties tell.
  const shot = { ...dialogSetup, declared: { ...dialogSetup.declared, windowOrDoor: false } };
  chat("shot", "Card: shot, shooter first", shot, rollShot(scripted(5, 2, 16, 12, 9), shot) as ShotRoll, 520);
  // The bartender is quicker: he fires first, Tex's shot waits.
  chat(
    "shot-target-first",
    "Card: shot, target first",
    shot,
    rollShot(scripted(2, 6), shot) as ShotRoll,
    380,
  );

  // The damage card: two hits on the bartender, the first shrugged off (Built like an Ox).
  const ox = { ...cyrus, system: { ...cyrus.system, toughness: "builtLikeAnOx" as const } };
  const cards: Card[] = [
    { suit: "hearts", rank: 10 },
    { suit: "spades", rank: 13 },
  ];
  const outcome = woundsFromCards({
    figure: { ...ox, npc: { attitude: "neutral", charmedBy: tex.uuid, woundedEver: false } },
    cards,
    source: "shot",
    damageTable,
    additionalWoundsRule: undefined,
    rules,
  });
  out.push({
    key: "damage",
    label: "Card: damage",
    kind: "chat",
    templates: ["fyh/chat/damage.hbs"],
    context: damageCardView({
      name: ox.name,
      source: "shot",
      outcome,
      reshuffles: 0,
      cardName: cardNamer(),
      faceImage: (c) => FACES.get(cardKey(c)) ?? "",
    }) as unknown as Record<string, unknown>,
    speaker: ox.name,
    height: 460,
  });
  // The reload card (the FYH-Q04 house rule): four rounds from the gun belt.
  out.push({
    key: "reload",
    label: "Card: reload",
    kind: "chat",
    templates: ["fyh/chat/reload.hbs"],
    context: reloadCardView({
      name: tex.name,
      weapon: tex.weapon!.name,
      before: { loaded: 2, reserve: 18, capacity: 6 },
      result: { reloaded: true, moved: 4, ammo: { capacity: 6, loaded: 6, reserve: 14 } },
    }) as unknown as Record<string, unknown>,
    speaker: tex.name,
    height: 260,
  });
  return out;
}

export function buildPages(packs: Packs): FyhPage[] {
  return inBothThemes("fyh-table", specs(packs));
}
