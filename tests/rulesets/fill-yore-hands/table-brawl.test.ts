import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import {
  cardKey,
  deckWithJokers,
  sequenceDice,
  standardDeck,
  type Card,
  type GmTableData,
} from "../../../src/rules/core";
import { brawlOdds, resolveBrawl } from "../../../src/rules/fill-yore-hands/brawl";
import { DEFAULT_INTERPRETATIONS } from "../../../src/rules/fill-yore-hands/interpretations";
import { resolveRearAttack } from "../../../src/rules/fill-yore-hands/rear-attack";
import { loadRuntime } from "../../../src/rulesets/fill-yore-hands/load";
import { brawl } from "../../../src/rulesets/fill-yore-hands/table/close-api";
import {
  brawlDialogContext,
  type BrawlDialogInput,
} from "../../../src/rulesets/fill-yore-hands/table/brawl-dialog";
import { closeFigure } from "../../../src/rulesets/fill-yore-hands/table/close-common";
import { formatFraction } from "../../../src/rules/core/probability";
import { clickAs, postCard } from "../../queries/requests";
import type { StandInActor } from "../../queries/world";
import { fyhCard, makeFyhWorld, modifierList, type FyhWorld } from "./close-world";
import { answerDialogs } from "./close-answers";

/**
 * Brawling at the table (guide §3.7–§3.10): a sheet click or `game.sixGunSound.brawl` runs the
 * rules core on Foundry's dice, posts the card and changes the figures through the card's Apply
 * buttons, under the trust model (a player's card changes another's figure only by its owner's or
 * the GM's click).
 */

let world: FyhWorld;
let tex: StandInActor; // Alice's figure
let jake: StandInActor; // Bob's figure
let outlaw: StandInActor; // the GM's NPC

const filled = (deck: readonly Card[], field: string, value: unknown): GmTableData => ({
  sourceStatus: "gm-defined",
  rows: Object.fromEntries(deck.map((c) => [cardKey(c), { [field]: value }])),
});
const DAMAGE = filled(deckWithJokers(), "level", "hit");

beforeAll(async () => {
  await loadRuntime();
});

beforeEach(() => {
  world = makeFyhWorld();
  tex = world.figure("tex", "Tex", ["alice"]);
  jake = world.figure("jake", "Jake", ["bob"]);
  outlaw = world.figure("outlaw", "Outlaw", [], { isNPC: true, characterType: "gunfighter" });
  world.tables({ damageCardTable: DAMAGE });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cards = () => world.live().filter((m) => m.flags[SYSTEM_ID]?.card);
const missingCards = () => world.live().filter((m) => m.flags[SYSTEM_ID]?.missingTable);
const sys = (a: StandInActor) => a.system as Record<string, unknown>;

describe("a brawl from the sheet", () => {
  it("rolls the rules core's brawl on Foundry's dice and shows it on the card", async () => {
    const message = await world.as("alice", () => brawl(tex.uuid, { target: outlaw.uuid }));
    expect(message).toBeTruthy();
    const card = fyhCard(cards()[0]!);
    expect(card.kind).toBe("fyhBrawl");
    expect(card.faces).toHaveLength(2);
    // The same brawl replayed on the card's faces is the one on the card.
    const expected = resolveBrawl({
      attacker: { modifiers: [], brawlingRating: null, surprise: 0, prone: false, woman: false },
      defender: { modifiers: [], brawlingRating: null, surprise: 0, prone: false, woman: false },
      inContact: true,
      dice: sequenceDice(...card.faces),
      tables: {
        brawlModifiers: undefined,
        brawlingRatings: undefined,
        damageCardTable: DAMAGE,
        womenInBrawlsTable: undefined,
      },
      options: DEFAULT_INTERPRETATIONS,
    });
    if ("missing" in expected || "refused" in expected) throw new Error("the brawl should roll");
    const view = world.view("fyh/chat/brawl.hbs") as {
      sides: { die: number; total: number }[];
      effect: string;
    };
    expect(view.sides.map((s) => s.total)).toEqual([expected.totals.attacker, expected.totals.defender]);
    expect(view.effect).toBe(`SIXGUN.FYH.Close.Effect.${expected.outcome.kind}`);
    expect(card.groups.length).toBe(expected.outcome.kind === "standOff" ? 0 : 1);
  });

  it("a win by 1 gives the loser a Little cut: the player's own figure at once, another's on its owner's or the GM's click", async () => {
    world.dice = sequenceDice(3, 4) as never; // Tex 3, Outlaw 4: Tex loses by 1
    await world.as("alice", () => brawl(tex.uuid, { target: outlaw.uuid }));
    const first = cards()[0]!;
    expect(fyhCard(first).groups[0]!.actions).toEqual([{ type: "fyhLittleCut", actor: tex.uuid }]);
    await world.gmSees(first);
    expect(sys(tex).wounds).toEqual([{ level: "pinked", source: "brawl", card: null, ignored: false }]);

    world.dice = sequenceDice(5, 4) as never; // Tex wins by 1 over the GM's NPC
    await world.as("alice", () => brawl(tex.uuid, { target: outlaw.uuid }));
    const second = cards()[1]!;
    await world.gmSees(second);
    expect(sys(outlaw).wounds).toEqual([]); // Alice does not own Outlaw: no automatic change
    await clickAs(world, "alice", { kind: "apply", messageId: second.id, group: "loser" });
    expect(sys(outlaw).wounds).toEqual([]);
    await clickAs(world, "gm", { kind: "apply", messageId: second.id, group: "loser" });
    expect(sys(outlaw).wounds).toEqual([{ level: "pinked", source: "brawl", card: null, ignored: false }]);
    // Any wound makes an NPC Suspicious for good (L148).
    expect(sys(outlaw)).toMatchObject({ woundedEver: true, attitude: "suspicious", charmedBy: null });
  });

  it("a win by 2 or more sends the loser to the damage deck; a tie changes nobody", async () => {
    world.dice = sequenceDice(6, 2) as never;
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    expect(fyhCard(cards()[0]!).groups[0]!.actions).toEqual([
      { type: "fyhDamage", actor: jake.uuid, hits: 1, source: "brawl" },
    ]);
    world.dice = sequenceDice(4, 4) as never;
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    expect(fyhCard(cards()[1]!).groups).toEqual([]);
    expect((world.view("fyh/chat/brawl.hbs") as { effect: string }).effect).toBe(
      "SIXGUN.FYH.Close.Effect.standOff",
    );
  });

  it("the loser by 2 draws a damage card through the damage module when the GM applies it", async () => {
    world.dice = sequenceDice(6, 1) as never; // Outlaw wins by 5: Tex draws
    await world.as("gm", () => brawl(outlaw.uuid, { target: tex.uuid }));
    await world.gmSees(cards()[0]!);
    const wounds = sys(tex).wounds as { level: string; source: string; card: string }[];
    expect(wounds).toHaveLength(1);
    expect(wounds[0]).toMatchObject({ level: "hit", source: "brawl" });
    expect(typeof wounds[0]!.card).toBe("string");
  });

  it("attacking from the rear rolls the rear attack first; a tie keeps the attacker's +1 surprise", async () => {
    world.tables({ damageCardTable: DAMAGE, rearAttackModifiers: modifierList([["Sneaking", 1]]) });
    answerDialogs({ inContact: true, rear: true });
    world.dice = sequenceDice(3, 3, 3, 3) as never;
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    const card = fyhCard(cards()[0]!);
    expect(card.faces).toEqual([3, 3, 3, 3]);
    const rear = resolveRearAttack({
      attackerModifiers: [],
      defenderModifiers: [],
      dice: sequenceDice(3, 3),
      rearAttackModifiers: undefined,
      options: DEFAULT_INTERPRETATIONS,
    });
    expect(rear).toMatchObject({ defenderTurns: false, attackerSurprise: 1 });
    const view = world.view("fyh/chat/brawl.hbs") as {
      rear: { resultKey: string };
      sides: { total: number }[];
    };
    expect(view.rear.resultKey).toBe("SIXGUN.FYH.Close.Rear.kept");
    expect(view.sides.map((s) => s.total)).toEqual([4, 3]);
    expect(card.groups[0]!.actions).toEqual([{ type: "fyhLittleCut", actor: jake.uuid }]);
  });

  it("a defender's surprise (a failed jump's) counts, then an Apply spends it", async () => {
    jake.system.surpriseBonus = 1;
    world.dice = sequenceDice(4, 4) as never; // 4 against 4 + 1: Tex loses by 1
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    const message = cards()[0]!;
    expect(fyhCard(message).groups.map((g) => g.id)).toEqual(["loser", "defenderSurprise"]);
    await clickAs(world, "bob", { kind: "apply", messageId: message.id, group: "defenderSurprise" });
    expect(sys(jake).surpriseBonus).toBe(0);
  });

  it("Built like an Ox shrugs off the first Little cut through the wound rules (L70)", async () => {
    tex.system.toughness = "builtLikeAnOx";
    world.dice = sequenceDice(1, 2) as never;
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    await world.gmSees(cards()[0]!);
    expect(sys(tex)).toMatchObject({
      wounds: [{ level: "pinked", source: "brawl", card: null, ignored: true }],
      toughnessUsed: true,
    });
  });

  it("is refused out of base contact (FYH-Q17) and rolls nothing", async () => {
    answerDialogs({ inContact: false });
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    expect(world.messages).toEqual([]);
    expect(world.notes.map((n) => n.text)).toContain(
      "The figures must be base to base to brawl (see the brawl setting).",
    );
  });

  it("a player cannot brawl with a figure he does not own", async () => {
    await world.as("alice", () => brawl(jake.uuid, { target: tex.uuid }));
    expect(world.messages).toEqual([]);
    expect(world.notes.map((n) => n.text)).toContain("You do not own Jake.");
  });
});

describe("tables the GM has not filled", () => {
  it("without the damage table the brawl is reported and nothing is rolled", async () => {
    world.tables({});
    world.dice = sequenceDice() as never; // no faces: any die read would throw
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    expect(cards()).toEqual([]);
    expect(missingCards()).toHaveLength(1);
    expect(missingCards()[0]!.flags[SYSTEM_ID]!.missingTable).toMatchObject({ table: "damageCardTable" });
    expect(world.notes.some((n) => n.level === "warn")).toBe(true);
  });

  it("a brawling rating the GM's list lacks is reported (table needed only when a figure has one)", async () => {
    tex.system.brawlingRating = "r0";
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    expect(cards()).toEqual([]);
    expect(missingCards()[0]!.flags[SYSTEM_ID]!.missingTable).toMatchObject({ table: "brawlingRatings" });
    world.tables({ damageCardTable: DAMAGE, brawlingRatings: modifierList([["Bruiser", 2]]) });
    world.dice = sequenceDice(2, 3) as never; // 2 + 2 against 3: Tex wins by 1
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    expect((world.view("fyh/chat/brawl.hbs") as { sides: { total: number }[] }).sides[0]!.total).toBe(4);
  });

  it("a woman in the brawl needs the women-in-brawls table before any die", async () => {
    const kate = world.figure("kate", "Kate", ["bob"], { characterType: "floozy" });
    world.dice = sequenceDice() as never;
    await world.as("alice", () => brawl(tex.uuid, { target: kate.uuid }));
    expect(cards()).toEqual([]);
    expect(missingCards()[0]!.flags[SYSTEM_ID]!.missingTable).toMatchObject({ table: "womenInBrawlsTable" });
  });
});

describe("women in brawls (L137)", () => {
  it("the GM's client draws her card from the 52-card deck and reads the GM's table", async () => {
    const women = filled(standardDeck(), "result", "placeholder");
    for (const [key, row] of Object.entries(women.rows))
      (row as { result: string }).result = `takes it ${key}`;
    world.tables({ damageCardTable: DAMAGE, womenInBrawlsTable: women });
    const kate = world.figure("kate", "Kate", ["alice"], { characterType: "honestWoman" });
    world.dice = sequenceDice(4, 4) as never;
    await world.as("alice", () => brawl(kate.uuid, { target: tex.uuid }));
    const card = fyhCard(cards()[0]!);
    expect(card.groups.map((g) => g.id)).toEqual(["woman-attacker"]);
    await world.gmSees(cards()[0]!);
    const drawn = world.live().find((m) => m.flags[SYSTEM_ID]?.fyhWomanCard)!;
    const { card: key } = drawn.flags[SYSTEM_ID]!.fyhWomanCard as { card: string };
    expect(world.view("fyh/chat/woman-card.hbs")).toMatchObject({
      name: "Kate",
      card: { key },
      result: `takes it ${key}`,
    });
  });
});

describe("a forged card", () => {
  it("cannot wound or charm a figure its author does not own", async () => {
    const forged = await postCard(world, "alice", {
      kind: "fyhBrawl" as never,
      groups: [
        {
          id: "loser",
          label: "x",
          name: "Jake",
          auto: true,
          actions: [{ type: "fyhLittleCut", actor: jake.uuid } as never],
        },
        {
          id: "charm",
          label: "x",
          name: "Outlaw",
          auto: true,
          actions: [{ type: "fyhCharm", actor: outlaw.uuid, charmedBy: tex.uuid } as never],
        },
      ],
    });
    await world.gmSees(forged);
    await clickAs(world, "alice", { kind: "apply", messageId: forged.id, group: "loser" });
    await clickAs(world, "alice", { kind: "apply", messageId: forged.id, group: "charm" });
    expect(sys(jake).wounds).toEqual([]);
    expect(sys(outlaw).charmedBy).toBeNull();
    expect(world.warnings.filter((w) => w.includes("refused"))).toHaveLength(2);
  });
});

describe("the brawl dialog's live odds", () => {
  const input = (): BrawlDialogInput => ({
    attacker: closeFigure(tex as never),
    defender: closeFigure(jake as never),
    tables: {
      brawlModifiers: modifierList([
        ["Bottle", 1],
        ["Drunk", -1],
      ]),
      brawlingRatings: undefined,
      damageCardTable: DAMAGE,
      womenInBrawlsTable: undefined,
      rearAttackModifiers: undefined,
    },
    options: DEFAULT_INTERPRETATIONS,
    modifierRows: [
      { id: "r0", name: "Bottle", modifier: 1 },
      { id: "r1", name: "Drunk", modifier: -1 },
    ],
    rearRows: [],
    ratingNames: {},
  });

  it("are the exact odds of the ticked modifiers", () => {
    const ctx = brawlDialogContext(input(), { "mod.a.0": true, "mod.d.1": true });
    const exact = brawlOdds(1, -1);
    expect(ctx.odds.standOff!.fraction).toBe(formatFraction(exact.standOff));
    expect(ctx.odds.rows[0]!.defender.fraction).toBe(formatFraction(exact.littleCut.defender));
    expect(ctx.odds.rows[1]!.attacker.fraction).toBe(formatFraction(exact.damageCard.attacker));
    expect(ctx.modRows.map((r) => [r.attacker, r.defender])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("name the missing table instead of odds", () => {
    const i = input();
    i.tables = { ...i.tables, damageCardTable: undefined };
    expect(brawlDialogContext(i).odds).toMatchObject({
      rows: [],
      blocked: { key: "SIXGUN.FYH.Close.NeedsTable" },
    });
  });
});
