import { describe, expect, it } from "vitest";
import { cardKey, colour, sequenceDice, seededDice, type Card } from "../../../src/rules/core";
import {
  ARRIVAL_BY_SUIT,
  ENEMY_AWARENESS_MODIFIERS,
  ENEMY_AWARENESS_TABLE,
  ENEMY_CONTACT_TABLE,
  HERE_COME_THE_REST_TABLE,
  MARCH_TO_THE_GUNS_TABLE,
  OUR_AWARENESS_MODIFIERS,
  OUR_AWARENESS_TABLE,
  THEYRE_OVER_HERE_TABLE,
  arrivalBySuit,
  buildEnemyPile,
  countEnemies,
  enemiesLeft,
  isReinforcementTurn,
  pileCards,
  rollEnemyAwareness,
  rollEnemyContact,
  rollFirstArrivals,
  rollHereComeTheRest,
  rollMarchToTheGuns,
  rollOurAwareness,
  rollTheyreOverHere,
  rollWhoGetsContacted,
  turnCards,
} from "../../../src/rules/blaze-of-glory/deployment";
import { fieldOf } from "../helpers/errors";

/*
 * The deployment tables, transcribed from the seed (L4908–5131) and parsed here: the implementation's
 * tables are never used to build an expected value, only checked against these rows.
 * Columns: table | line | passes | cards turned (d6 summed) | what the row says.
 */
const SEED_ROWS = `
  THEY'RE OVER HERE | L4949 | 2 | 2 | Contact! hidden
  THEY'RE OVER HERE | L4953 | 1 | 2 | Contact! not hidden
  THEY'RE OVER HERE | L4957 | 0 | 0 | No contact!
  HERE COME THE REST | L5008 | 2 | 2 | Roll 2d6. Draw cards
  HERE COME THE REST | L5012 | 1 | 1 | Roll 1d6. Draw cards
  HERE COME THE REST | L5016 | 0 | 0 | No enemy figures arrive.
  ENEMY CONTACT | L5093 | 2 | 2 | Roll 2d6. Draw cards
  ENEMY CONTACT | L5097 | 1 | 1 | Roll 1d6. Draw cards
  ENEMY CONTACT | L5101 | 0 | 0 | No enemy figures arrive.
`;
/* Columns: table | line | passes | all facing | Got a Shot (extra die / normal / none). */
const SEED_AWARENESS = `
  ENEMY | L4986 | 2 | all | extra die
  ENEMY | L4990 | 1 | some | normal
  ENEMY | L4994 | 0 | some | none
  OURS | L5055 | 2 | all | normal
  OURS | L5059 | 1 | some | normal
  OURS | L5063 | 0 | some | none
`;
/* Columns: line | passes | decision. */
const SEED_MARCH = `
  L5121 | 2 | towards the gunfire
  L5125 | 1 | 1d6 vs Sand
  L5129 | 0 | remain in place
`;
/* L5024–5026. */
const SEED_SUITS = `
  Diamond | left flank
  Hearts | right flank
  Spades | front
  Clubs | front
`;

const rows = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((l) => l.split("|").map((c) => c.trim()));

const tables = {
  "THEY'RE OVER HERE": THEYRE_OVER_HERE_TABLE,
  "HERE COME THE REST": HERE_COME_THE_REST_TABLE,
  "ENEMY CONTACT": ENEMY_CONTACT_TABLE,
} as const;

describe("deployment tables against the seed", () => {
  it("has every card-turning row the book prints, with its dice", () => {
    const seen = rows(SEED_ROWS);
    expect(seen).toHaveLength(9);
    for (const [name, line, passes, dice, text] of seen) {
      const table = tables[name as keyof typeof tables];
      const row = table.rows.find((r) => r.passes === Number(passes))!;
      expect(row.cardDice, `${name} pass ${passes}`).toBe(Number(dice));
      // Each row cites the lines that hold it.
      const [from, to] = row.source.replace(/L/g, "").split("–").map(Number);
      const at = Number(line!.slice(1));
      expect(at >= from! && at <= (to ?? from)!, `${name} ${line} in ${row.source}`).toBe(true);
      expect(text).toBeTruthy();
    }
    for (const table of Object.values(tables)) expect(table.rows.map((r) => r.passes)).toEqual([2, 1, 0]);
  });

  it("reads the contact targets as printed (guide I-58)", () => {
    // L4939 and L4945: vs 4 (3 for warriors); L5085 and L5089: vs 3 (4 for warriors).
    expect([THEYRE_OVER_HERE_TABLE.target, THEYRE_OVER_HERE_TABLE.warriorTarget]).toEqual([4, 3]);
    expect([ENEMY_CONTACT_TABLE.target, ENEMY_CONTACT_TABLE.warriorTarget]).toEqual([3, 4]);
    // L5000 and L5083: "7" on the activation dice.
    expect(HERE_COME_THE_REST_TABLE.activationTotal).toBe(7);
    expect(ENEMY_CONTACT_TABLE.activationTotal).toBe(7);
  });

  it("has both awareness tables row by row", () => {
    for (const [side, line, passes, all, shot] of rows(SEED_AWARENESS)) {
      const table = side === "ENEMY" ? ENEMY_AWARENESS_TABLE : OUR_AWARENESS_TABLE;
      const row = table.rows.find((r) => r.passes === Number(passes))!;
      expect(row.allFacing, `${side} ${line}`).toBe(all === "all");
      expect(row.gotAShot, `${side} ${line}`).toBe(
        { "extra die": "extraDie", normal: "normal", none: "none" }[shot!],
      );
      const [from, to] = row.source.replace(/L/g, "").split("–").map(Number);
      expect(Number(line!.slice(1))).toBeGreaterThanOrEqual(from!);
      expect(Number(line!.slice(1))).toBeLessThanOrEqual(to!);
    }
  });

  it("has the awareness modifiers (L4973–4974, L5042–5043)", () => {
    expect(ENEMY_AWARENESS_MODIFIERS.map((m) => [m.id, m.value])).toEqual([
      ["shotsFired", 2],
      ["mountedOnTrail", 1],
    ]);
    expect(OUR_AWARENESS_MODIFIERS.map((m) => [m.id, m.value])).toEqual([
      ["shotsFired", 2],
      ["theirSideMounted", 1],
    ]);
  });

  it("has MARCH TO THE GUNS and the arrival suits", () => {
    const march = rows(SEED_MARCH);
    expect(MARCH_TO_THE_GUNS_TABLE.rows.map((r) => r.passes)).toEqual(march.map((r) => Number(r[1])));
    expect(MARCH_TO_THE_GUNS_TABLE.rows.map((r) => r.result)).toEqual(["march", "checkSand", "remain"]);
    const suits = rows(SEED_SUITS);
    const names: Record<string, string> = {
      Diamond: "diamonds",
      Hearts: "hearts",
      Spades: "spades",
      Clubs: "clubs",
    };
    const arrivals: Record<string, string> = {
      "left flank": "leftFlank",
      "right flank": "rightFlank",
      front: "front",
    };
    for (const [suit, where] of suits) {
      const row = ARRIVAL_BY_SUIT.rows.find((r) => r.suit === names[suit!])!;
      expect(row.arrival, suit).toBe(arrivals[where!]);
    }
  });
});

describe("the enemy pile (L4930–4935)", () => {
  it("holds one card of the enemy's colour per figure and as many of the other colour", () => {
    const cards = pileCards({ enemies: 5, enemyColour: "black" });
    expect(cards).toHaveLength(10);
    expect(cards.filter((c) => colour(c) === "black")).toHaveLength(5);
    expect(new Set(cards.map(cardKey)).size).toBe(10);
  });

  it("is shuffled face down, and turning reveals figures by colour", () => {
    const pile = buildEnemyPile(seededDice(7), { enemies: 4 });
    expect(pile.enemyColour).toBe("red");
    expect(pile.state.drawPile).toHaveLength(8);
    const top3 = pile.state.drawPile.slice(0, 3) as Card[];
    const turned = turnCards(pile, 3);
    expect(turned.turned).toEqual(top3);
    expect(turned.enemies).toBe(top3.filter((c) => colour(c) === "red").length);
    expect(turned.pile.state.drawPile).toHaveLength(5);
    expect(turned.pile.state.table).toEqual(top3);
    expect(enemiesLeft(turned.pile) + turned.enemies).toBe(4);
  });

  it("turns what is left when the dice ask for more (a 2d6 of 11 on a pile of 6)", () => {
    const pile = buildEnemyPile(seededDice(3), { enemies: 3 });
    const turned = turnCards(pile, 11);
    expect(turned.turned).toHaveLength(6);
    expect(turned.short).toBe(5);
    expect(turned.enemies).toBe(3);
  });

  it("rejects a bad pile", () => {
    expect(fieldOf(() => pileCards({ enemies: 0 }))).toBe("enemies");
    expect(fieldOf(() => pileCards({ enemies: 27 }))).toBe("enemies");
    expect(fieldOf(() => pileCards({ enemies: 2, enemyColour: "green" as never }))).toBe("enemyColour");
    expect(fieldOf(() => turnCards(buildEnemyPile(seededDice(1), { enemies: 1 }), -1))).toBe("count");
    expect(fieldOf(() => countEnemies([], "blue" as never))).toBe("enemyColour");
  });
});

describe("worked cases", () => {
  it("THEY'RE OVER HERE: 3 and 5 vs 4 is contact in sight; 2d6 of 4 + 6 turns ten cards", () => {
    const r = rollTheyreOverHere(sequenceDice(3, 5, 4, 6));
    expect(r.outcome).toBe("contactSeen");
    expect(r.cardsToTurn).toBe(10);
    expect(r.rolls.map((x) => x.dice)).toEqual([
      [3, 5],
      [4, 6],
    ]);
    expect(r.rolls[0]!.target).toBe(4);
  });

  it("THEY'RE OVER HERE against warriors reads vs 3: 4 and 4 is no contact, no cards", () => {
    const r = rollTheyreOverHere(sequenceDice(4, 4), { warriors: true });
    expect(r.outcome).toBe("noContact");
    expect(r.cardsToTurn).toBe(0);
    expect(r.rolls).toHaveLength(1);
  });

  it("THEY'RE OVER HERE: two passes is contact with hidden figures", () => {
    expect(rollTheyreOverHere(sequenceDice(1, 2, 1, 1)).outcome).toBe("contactHidden");
  });

  it("ENEMY STATE OF AWARENESS: Rep 4, shots fired and our side mounted → vs 7, all face us with the extra die", () => {
    const r = rollEnemyAwareness(sequenceDice(6, 6), {
      leaderRep: 4,
      figures: 3,
      shotsFired: true,
      mountedOnTrail: true,
    });
    expect(r.target).toBe(7);
    expect(r.outcome).toBe("enemyReady");
    expect(r.facing).toEqual([true, true, true]);
    expect(r.gotAShot).toBe("extraDie");
  });

  it("ENEMY STATE OF AWARENESS: pass 1 rolls a facing die per figure (1–3 faces us)", () => {
    const r = rollEnemyAwareness(sequenceDice(2, 6, 1, 4, 3), { leaderRep: 4, figures: 3 });
    expect(r.outcome).toBe("enemySomeFacing");
    expect(r.facing).toEqual([true, false, true]);
    expect(r.gotAShot).toBe("normal");
  });

  it("OUR SIDE STATE OF AWARENESS: pass 0 is lax, no Got a Shot", () => {
    const r = rollOurAwareness(sequenceDice(6, 5, 4, 4), { leaderRep: 3, figures: 2 });
    expect(r.outcome).toBe("oursLax");
    expect(r.facing).toEqual([false, false]);
    expect(r.gotAShot).toBe("none");
  });

  it("OUR SIDE STATE OF AWARENESS after shots: counted as pass 2 without a roll (L5065)", () => {
    const r = rollOurAwareness(sequenceDice(), { leaderRep: 3, figures: 2, contactedAfterShots: true });
    expect(r.outcome).toBe("oursReady");
    expect(r.rolls).toEqual([]);
  });

  it("HERE COME THE REST: Rep 5, a 5 and a 6 → 1d6 cards", () => {
    const r = rollHereComeTheRest(sequenceDice(5, 6, 4), { leaderRep: 5 });
    expect(r.outcome).toBe("restOneDie");
    expect(r.cardsToTurn).toBe(4);
  });

  it("first turn of HERE THEY COME: 2d6 cards", () => {
    expect(rollFirstArrivals(sequenceDice(2, 3)).cardsToTurn).toBe(5);
  });

  it("ENEMY CONTACT: warriors read vs 4 (a 4 and a 5 → 1d6 cards)", () => {
    const r = rollEnemyContact(sequenceDice(4, 5, 2), { warriors: true });
    expect(r.outcome).toBe("contactOneDie");
    expect(r.cardsToTurn).toBe(2);
    expect(rollEnemyContact(sequenceDice(4, 5)).outcome).toBe("contactNone");
  });

  it("the arrival card: a Diamond is the left flank", () => {
    expect(arrivalBySuit({ suit: "diamonds", rank: 9 }).arrival).toBe("leftFlank");
    expect(fieldOf(() => arrivalBySuit({ joker: "red" }))).toBe("card");
  });

  it("MARCH TO THE GUNS: pass 1 then a die at or under Sand marches", () => {
    expect(rollMarchToTheGuns(sequenceDice(3, 6, 3), { sand: 4 }).marches).toBe(true);
    expect(rollMarchToTheGuns(sequenceDice(3, 6, 5), { sand: 4 }).marches).toBe(false);
    expect(rollMarchToTheGuns(sequenceDice(5, 6), { sand: 4 }).outcome).toBe("remain");
    expect(rollMarchToTheGuns(sequenceDice(), { sand: 4, exempt: true }).rolls).toEqual([]);
  });

  it("WHO GETS CONTACTED: the closest first; equally close groups roll, high first", () => {
    const r = rollWhoGetsContacted(sequenceDice(2, 5), [
      { id: "far", distance: 20 },
      { id: "a", distance: 6 },
      { id: "b", distance: 6 },
    ]);
    expect(r.order).toEqual(["b", "a", "far"]);
    // A tie on the dice rolls again.
    const again = rollWhoGetsContacted(sequenceDice(4, 4, 1, 6), [
      { id: "a", distance: 1 },
      { id: "b", distance: 1 },
    ]);
    expect(again.order).toEqual(["b", "a"]);
  });

  it("a turn calls for reinforcements when the activation dice total 7", () => {
    expect(isReinforcementTurn([3, 4])).toBe(true);
    expect(isReinforcementTurn([3, 3])).toBe(false);
  });
});

describe("bad input", () => {
  it("is a RulesError naming the field", () => {
    const d = sequenceDice(1, 1, 1, 1);
    expect(fieldOf(() => rollTheyreOverHere(d, { warriors: "yes" as never }))).toBe("warriors");
    expect(fieldOf(() => rollEnemyAwareness(d, { leaderRep: 0, figures: 1 }))).toBe("leaderRep");
    expect(fieldOf(() => rollEnemyAwareness(d, { leaderRep: 4, figures: -1 }))).toBe("figures");
    expect(fieldOf(() => rollOurAwareness(d, { leaderRep: 4, figures: 1, shotsFired: 1 as never }))).toBe(
      "shotsFired",
    );
    expect(fieldOf(() => rollHereComeTheRest(d, { leaderRep: 8 }))).toBe("leaderRep");
    expect(fieldOf(() => rollMarchToTheGuns(d, { sand: 2.5 }))).toBe("sand");
    expect(fieldOf(() => rollWhoGetsContacted(d, []))).toBe("groups");
    expect(fieldOf(() => rollWhoGetsContacted(d, [{ id: "a", distance: -1 }]))).toBe("groups[0].distance");
    expect(fieldOf(() => isReinforcementTurn([7, 1]))).toBe("activationDice[0]");
    expect(fieldOf(() => isReinforcementTurn([1]))).toBe("activationDice");
  });
});
