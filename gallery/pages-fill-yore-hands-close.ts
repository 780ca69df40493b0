import { cardKey, deckWithJokers, seededDice, type Card, type DiceSource } from "../src/rules/core";
import type { GmTableData } from "../src/rules/core/gm-table";
import { DEFAULT_INTERPRETATIONS } from "../src/rules/fill-yore-hands/interpretations";
import { deriveFigure } from "../src/rulesets/fill-yore-hands/data/derive";
import type { FigureSource } from "../src/rulesets/fill-yore-hands/data/source";
import { brawlCard } from "../src/rulesets/fill-yore-hands/chat/brawl-card";
import { cardView } from "../src/rulesets/fill-yore-hands/chat/close-format";
import {
  chargenCard,
  charmCard,
  jumpCard,
  runCard,
  standStillCard,
} from "../src/rulesets/fill-yore-hands/chat/close-cards";
import {
  brawlDialogContext,
  type BrawlDialogInput,
} from "../src/rulesets/fill-yore-hands/table/brawl-dialog";
import { rollBrawlPlan, type BrawlDeclaration } from "../src/rulesets/fill-yore-hands/table/brawl-flow";
import {
  charmChance,
  rollCharmPlan,
  type CharmDeclaration,
} from "../src/rulesets/fill-yore-hands/table/charm-flow";
import { chargenOddsFor, traitsFromDraw } from "../src/rulesets/fill-yore-hands/table/chargen-flow";
import type { CloseFigure } from "../src/rulesets/fill-yore-hands/table/close-common";
import { jumpOdds, rollJumpPlan } from "../src/rulesets/fill-yore-hands/table/jump-flow";
import { rollRunPlan, runBreathOdds, standStillPlan } from "../src/rulesets/fill-yore-hands/table/run-flow";
import type { Packs } from "./pages";
import { inBothThemes, packFigure, type FyhPage, type FyhPageSpec } from "./fyh-page-kit";

/**
 * Fill Yore Hands!'s close-quarters dialog and cards (brawl, jump, charm, run, stand still,
 * character generation), each built from real rules-core results on scripted dice through the same
 * view functions the live flows call, with GM tables filled as a GM might (the gallery's values,
 * not the book's), in both themes.
 */

const ACTIONS = "chat/actions.hbs";

/** The given faces, then seeded dice: a page never runs out. */
function scripted(...faces: number[]): DiceSource {
  const rest = seededDice(faces.length + 3);
  let i = 0;
  return { roll: (sides: number) => (i < faces.length ? faces[i++]! : rest.roll(sides)) };
}

function figureOf(packs: Packs, id: string, name: string, over: Partial<FigureSource> = {}): CloseFigure {
  const { system } = packFigure(packs, id, over);
  return {
    actor: null as never,
    uuid: `Actor.${id}`,
    name,
    system,
    derived: deriveFigure(system, DEFAULT_INTERPRETATIONS),
  };
}

const list = (rows: [string, number][]): GmTableData => ({
  sourceStatus: "gm-defined",
  rows: Object.fromEntries(rows.map(([name, modifier], i) => [`r${i}`, { name, modifier }])),
});

const byCard = (deck: readonly Card[], value: (key: string) => Record<string, unknown>): GmTableData => ({
  sourceStatus: "gm-defined",
  rows: Object.fromEntries(deck.map((c) => [cardKey(c), value(cardKey(c))])),
});

function specs(packs: Packs): FyhPageSpec[] {
  const out: FyhPageSpec[] = [];
  const chat = (
    key: string,
    label: string,
    template: string,
    context: object,
    speaker: string,
    height = 520,
  ) =>
    out.push({
      key,
      label,
      kind: "chat",
      templates: [template, ACTIONS],
      context: context as Record<string, unknown>,
      speaker,
      height,
    });

  const tex = figureOf(packs, "fyhFigCowboy0001", "Tex Willard", { brawlingRating: "r0", surpriseBonus: 1 });
  const cyrus = figureOf(packs, "fyhFigTownie0001", "Bartender Cyrus Pettibone", {
    isNPC: true,
    attitude: "innocent",
  });
  const options = DEFAULT_INTERPRETATIONS;
  const modifiers: [string, number][] = [
    ["Broken bottle", 1],
    ["Chair over the head", 2],
    ["Wounded", -1],
  ];
  const rear: [string, number][] = [
    ["Sneaking up", 1],
    ["Lookout posted", 1],
  ];
  const tables = {
    brawlModifiers: list(modifiers),
    brawlingRatings: list([["Saloon bruiser", 1]]),
    damageCardTable: byCard(deckWithJokers(), () => ({ level: "hit" })),
    womenInBrawlsTable: undefined,
    rearAttackModifiers: list(rear),
  };
  const input: BrawlDialogInput = {
    attacker: tex,
    defender: cyrus,
    tables,
    options,
    modifierRows: modifiers.map(([name, modifier], i) => ({ id: `r${i}`, name, modifier })),
    rearRows: rear.map(([name, modifier], i) => ({ id: `r${i}`, name, modifier })),
    ratingNames: { r0: "Saloon bruiser" },
  };
  const form = { inContact: true, rear: true, "mod.a.0": true, "mod.d.2": true, "rear.a.0": true };

  // The brawl dialog, from the rear with modifiers ticked.
  out.push({
    key: "dialog-brawl",
    label: "Dialog: brawl",
    kind: "dialog",
    templates: ["fyh/dialog/brawl.hbs"],
    sheet: { classes: ["six-gun-sound", "sgs-dialog-window"], width: 460, height: 560, parts: {} },
    windowTitle: "Brawl",
    context: brawlDialogContext(input, form) as unknown as Record<string, unknown>,
  });

  // A rear attack that keeps surprise, then a win by 1: the Little cut.
  const decl: BrawlDeclaration = {
    attacker: tex,
    defender: cyrus,
    inContact: true,
    rear: true,
    modifiers: { attacker: ["r0"], defender: ["r2"] },
    rearModifiers: { attacker: ["r0"], defender: [] },
  };
  const cut = rollBrawlPlan(scripted(4, 3, 1, 5), decl, tables, options);
  chat(
    "brawl-little-cut",
    "Card: brawl, Little cut",
    "fyh/chat/brawl.hbs",
    brawlCard(
      cut,
      { attacker: tex.name, defender: cyrus.name },
      "Little cut",
      brawlDialogContext(input, form).odds,
    ),
    tex.name,
    640,
  );
  // From the front, a heavy win: the damage card.
  const front = { ...decl, rear: false, modifiers: { attacker: [], defender: [] } };
  const heavy = rollBrawlPlan(scripted(6, 1), front, tables, options);
  chat(
    "brawl-damage",
    "Card: brawl, damage card",
    "fyh/chat/brawl.hbs",
    brawlCard(
      heavy,
      { attacker: tex.name, defender: cyrus.name },
      "Little cut",
      brawlDialogContext(input, {}).odds,
    ),
    tex.name,
  );

  // A jump from a horse that misses: the jumper prone, the target's surprise to apply, the brawl next.
  const rider = { ...tex, system: { ...tex.system, mounted: true, surpriseBonus: 0 } };
  const jump = rollJumpPlan(
    scripted(2, 5),
    { jumper: rider, target: cyrus, fromHigherGround: true },
    undefined,
    options,
  );
  const jOdds = jumpOdds(cyrus, undefined);
  chat(
    "jump-miss",
    "Card: jump, missed",
    "fyh/chat/jump.hbs",
    jumpCard(jump, { jumper: rider.name, target: cyrus.name }, "missing" in jOdds ? null : jOdds),
    rider.name,
  );

  // A charm that works on an Innocent NPC: the GM's Apply.
  const charmDecl: CharmDeclaration = { charmer: tex, npc: cyrus, distanceInches: 3, failedBefore: false };
  const charm = rollCharmPlan(scripted(4), charmDecl, undefined, options);
  const cOdds = charmChance(charmDecl, undefined);
  chat(
    "charm",
    "Card: charm",
    "fyh/chat/charm.hbs",
    charmCard(
      charm,
      { charmer: tex.name, npc: cyrus.name },
      "innocent",
      "missing" in cOdds ? null : cOdds,
      true,
    ),
    tex.name,
  );

  // A second run in a row that leaves the runner Outa Breath, and the activation spent standing still.
  const runTables = {
    movementDieMap: {
      sourceStatus: "gm-defined" as const,
      rows: { "1": { inches: 1 }, "3": { inches: 3 }, "4": { inches: 3 }, "6": { inches: 5 } },
    },
    outaBreath: { sourceStatus: "gm-defined" as const, rows: { r0: { appliesTo: "any", passOn: 3 } } },
  };
  const kid = { ...tex, name: "Kid Snodgrass", system: { ...tex.system, runStreak: 1 } };
  const ran = rollRunPlan(scripted(5, 2), kid, runTables, options);
  const rOdds = runBreathOdds(kid, runTables);
  chat(
    "run-outa-breath",
    "Card: run, Outa Breath",
    "fyh/chat/run.hbs",
    runCard(kid.name, ran, rOdds && !("missing" in rOdds) ? rOdds : null),
    kid.name,
  );
  const winded = { ...kid, system: { ...kid.system, runStreak: 2, outaBreath: true } };
  chat(
    "stand-still",
    "Card: stand still",
    "fyh/chat/run.hbs",
    standStillCard(kid.name, standStillPlan(winded, options)),
    kid.name,
    300,
  );

  // Character generation: a Floozy's card.
  const drawn = [{ suit: "clubs" as const, rank: 12 as const }];
  const flo = { ...cyrus, name: "Miss Lily", system: { ...cyrus.system, characterType: "floozy" as const } };
  chat(
    "chargen",
    "Card: character generation",
    "fyh/chat/chargen.hbs",
    chargenCard(
      flo.name,
      traitsFromDraw("floozy", options, drawn),
      drawn,
      chargenOddsFor("floozy", options, deckWithJokers()),
    ),
    "Gamemaster",
    420,
  );
  // How a woman takes the brawl: her card from the 52-card deck, read through the GM's table.
  chat(
    "woman-card",
    "Card: woman in a brawl",
    "fyh/chat/woman-card.hbs",
    {
      name: flo.name,
      card: cardView({ suit: "hearts", rank: 7 }),
      result: "Slaps him and walks off (the GM's row).",
    },
    "Gamemaster",
    240,
  );
  return out;
}

export function buildPages(packs: Packs): FyhPage[] {
  return inBothThemes("fyh-close", specs(packs));
}
