import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { classicRules, DEFAULT_RULES } from "../../../src/rules/sgs-classic/interpretations";
import { actionIsWhole, followUpIsWhole } from "../../../src/rulesets/sgs-classic/table/actions";
import { brawl } from "../../../src/rulesets/sgs-classic/table/brawl-flow";
import { charge } from "../../../src/rulesets/sgs-classic/table/reaction-flow";
import { shoot } from "../../../src/rulesets/sgs-classic/table/shoot-flow";
import { shotConsequences } from "../../../src/rulesets/sgs-classic/table/shot-results";
import type { ShotRoll, ShotSetup } from "../../../src/rulesets/sgs-classic/table/shot-plan";
import { woundTest } from "../../../src/rulesets/sgs-classic/table/wound-flow";
import type { CardFlags } from "../../../src/shell/chat/cards";
import { clickAs } from "../../queries/requests";
import type { StandInActor, StandInMessage } from "../../queries/world";
import { cardsOfKind, lastClassicCard, makeClassicWorld, scriptDice, type ClassicWorld } from "./table-world";

/**
 * What a classic card leaves to do, through the shell's card plumbing: the damage a basic shot
 * applies to the target's Constitution, the fired-on test and the wound tests rolled by the hit
 * figure's owner, and what a wound test's card leaves on the figure.
 */

let world: ClassicWorld;
let tex: StandInActor; // Alice's
let jake: StandInActor; // Bob's

beforeEach(() => {
  world = makeClassicWorld();
  tex = world.figure("tex", "Tex", ["alice"], { cv: 5, coolness: 4 });
  jake = world.figure("jake", "Jake", ["bob"], { inCover: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const dice = (...faces: number[]) => scriptDice(world, ...faces);
const flagsOf = (m: StandInMessage) => m.flags[SYSTEM_ID]!.card as CardFlags;
const cards = (kind: string) => cardsOfKind(world, kind);
const lastCard = () => lastClassicCard(world);

describe("a basic hit, from the shot to the damage and the Shot At test", () => {
  it("Alice's hit on Jake: only Bob (or the GM) applies its damage, once, and Jake falls unconscious", async () => {
    // Coolness 4, 4 (steady); to-hit 6: CV5 + 6 + 3 − 1 = 13 → 2D6 damage: 5 and 6.
    dice(4, 4, 6, 5, 6);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 10, skipDialog: true }));
    const shot = cards("classicShot")[0]!;
    const flags = flagsOf(shot);
    expect(flags.groups).toEqual([
      {
        id: "damage",
        label: "SIXGUN.Classic.Apply.Damage",
        name: "Jake",
        actions: [{ type: "classicDamage", actor: jake.uuid, amount: 11, kind: "wound" }],
        auto: true,
      },
    ]);
    // 11 off a Constitution of 10 knocks Jake out: no Shot At test for an unconscious man.
    expect(flags.followUps).toEqual([]);
    // The card shows the button and the next step (the shared actions template's view).
    expect(lastCard().groups?.[0]?.changes[0]).toMatchObject({
      key: "SIXGUN.Classic.Change.damage",
      value: 11,
    });
    // Alice cannot apply damage to Bob's figure; Bob can.
    await clickAs(world, "alice", { kind: "apply", messageId: shot.id, group: "damage" });
    expect((jake.system.constitution as { woundDamage: number }).woundDamage).toBe(0);
    await clickAs(world, "bob", { kind: "apply", messageId: shot.id, group: "damage" });
    // 11 off a Constitution of 10: unconscious (−1), not dead (dead past 20).
    expect((jake.system.constitution as { woundDamage: number }).woundDamage).toBe(11);
    expect(world.statuses).toEqual([{ actor: jake.uuid, id: "unconscious", active: true }]);
    const damage = cards("classicDamage")[0]!;
    expect(damage).toBeTruthy();
    expect(lastCard().head).toBe("SIXGUN.Classic.Damage.Head.unconscious");
    expect(lastCard().lines[1]).toEqual({ key: "SIXGUN.Classic.Damage.Constitution", value: "10 → -1" });
    // A second click applies nothing more.
    await clickAs(world, "bob", { kind: "apply", messageId: shot.id, group: "damage" });
    expect((jake.system.constitution as { woundDamage: number }).woundDamage).toBe(11);
  });

  it("a miss leaves only the Shot At test; Bob's click rolls it for Jake, once", async () => {
    // Coolness 6, 6: a rush (−2); to-hit 1: CV5 + 1 + 3 − 1 − 2 = 6, a miss.
    dice(6, 6, 1);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 10, skipDialog: true }));
    const shot = cards("classicShot")[0]!;
    expect(flagsOf(shot).groups).toEqual([]);
    expect(flagsOf(shot).followUps.map((f) => f.type)).toEqual(["classicReaction"]);
    world.dialog = "roll";
    dice(2, 3);
    await clickAs(world, "bob", { kind: "followUp", messageId: shot.id, index: 0 });
    expect(cards("classicReaction")).toHaveLength(1);
    await clickAs(world, "bob", { kind: "followUp", messageId: shot.id, index: 0 });
    expect(cards("classicReaction")).toHaveLength(1);
  });
});

describe("advanced hits: the wound tests", () => {
  it("a Scratch asks Jake's owner for the Scratch test; a pass 1 ducks him down 1D6 − CV turns", async () => {
    world.rules.advancedShooting = true;
    // Coolness 1, 1; to-hit 3: CV5 + 3 = 8 against cover → Scratch.
    dice(1, 1, 3);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 10, skipDialog: true }));
    const shot = cards("classicShot")[0]!;
    expect(flagsOf(shot).followUps).toEqual([
      {
        type: "classicWoundTest",
        actor: jake.uuid,
        name: "Jake",
        reason: "SIXGUN.Classic.Follow.Why.scratch",
        wound: "scratch",
        // The pistol's Impact on the advanced table.
        impact: 2,
      },
    ]);
    // Jake CV4 rolls 3 and 6 (one pass), then 6 for the duck: 6 − 4 = 2 turns.
    dice(3, 6, 6);
    await clickAs(world, "bob", { kind: "followUp", messageId: shot.id, index: 0 });
    const test = cards("classicWound")[0]!;
    expect(lastCard().head).toBe("SIXGUN.Classic.Wound.Effect.duckDown");
    expect(flagsOf(test).groups[0]!.actions).toEqual([
      { type: "classicWound", actor: jake.uuid, wound: "scratch", effect: "duckDown", turns: 2 },
    ]);
    // Bob posted it about his own figure: the GM applies it without a click.
    await clickAs(world, "bob", { kind: "apply", messageId: test.id, group: "wound" });
    expect(jake.system.scratches).toBe(1);
    expect(jake.system.duckDownTurns).toBe(2);
    expect(world.statuses).toEqual([{ actor: jake.uuid, id: "duckedDown", active: true }]);
  });

  it("a second Bad Wound kills at once (two strikes): no dice, the figure is dead", async () => {
    jake.system.badWounds = 1;
    dice();
    await world.as("bob", () => woundTest(jake.uuid, { wound: "badWound", impact: 3 }));
    expect(lastCard().head).toBe("SIXGUN.Classic.Wound.Effect.dead");
    const test = cards("classicWound")[0]!;
    await clickAs(world, "bob", { kind: "apply", messageId: test.id, group: "wound" });
    expect(jake.system.badWounds).toBe(2);
    expect(world.statuses).toEqual([{ actor: jake.uuid, id: "dead", active: true }]);
  });

  it("a Bad Wound passed once goes to Impact against CV: Impact 3 + 6 beats CV4 + 2, dead", async () => {
    // 2D6 against CV4: 2 and 5 (one pass); Impact die 6, CV die 2.
    dice(2, 5, 6, 2);
    await world.as("bob", () => woundTest(jake.uuid, { wound: "badWound", impact: 3 }));
    const card = lastCard();
    expect(card.head).toBe("SIXGUN.Classic.Wound.Effect.dead");
    expect(card.lines).toContainEqual({ key: "SIXGUN.Classic.Wound.ImpactRound", value: "9 : 6" });
    expect(card.odds.map((o) => o.key)).toEqual([
      "SIXGUN.Classic.Wound.Effect.duckDown",
      "SIXGUN.Classic.Wound.Effect.unconscious",
      "SIXGUN.Classic.Wound.Effect.dead",
    ]);
  });
});

describe("what a shot leaves to do (pure), by the world's readings", () => {
  const shooter = {
    uuid: "Actor.tex",
    name: "Tex",
    cv: 5,
    coolness: 4,
    side: "red" as const,
    inCover: false,
    stationary: true,
    movedFast: false,
    secureFlanksRear: false,
    badWounds: 0,
    coolnessResult: "" as const,
    unconscious: false,
    dead: false,
    poppedUp: false,
    concealed: true,
    constitution: { max: 9, woundDamage: 0, brawlDamage: 0 },
    weapons: [],
  };
  const setup = (rules = DEFAULT_RULES): ShotSetup => ({
    shooter,
    targetName: "Jake",
    target: { uuid: "Actor.jake", name: "Jake" },
    rules,
    declared: {
      weapon: "rifle",
      weaponName: "Winchester",
      distance: 10,
      bullets: 2,
      firerStationary: true,
      targetStationary: true,
      targetPoppedUp: false,
      targetInCover: false,
      targetMovedFast: false,
    },
  });
  const basicMiss: ShotRoll = {
    coolness: { dice: [1, 1], coolness: 4, result: "steady" } as never,
    band: "effective",
    basic: [
      { bullet: 1, die: 1, total: 7, result: "miss", damage: [] },
      { bullet: 2, die: 1, total: 6, result: "miss", damage: [] },
    ] as never,
    advanced: null,
  };

  it("SGS-Q09: one Shot At after the burst, or one per bullet", () => {
    expect(shotConsequences(setup(), basicMiss).followUps).toHaveLength(1);
    const each = classicRules({ shotAtTiming: "afterEachBullet" });
    expect(shotConsequences(setup(each), basicMiss).followUps).toHaveLength(2);
  });

  it("a basic hit that leaves the target unconscious asks for no Shot At test (only the conscious test)", () => {
    const hit: ShotRoll = {
      ...basicMiss,
      basic: [{ bullet: 1, die: 6, total: 12, result: "hit2d6", damage: [4, 3] }] as never,
    };
    const fresh = {
      ...setup(),
      target: { uuid: "Actor.jake", name: "Jake", constitution: { max: 8, woundDamage: 0, brawlDamage: 0 } },
    };
    expect(shotConsequences(fresh, hit).followUps).toHaveLength(1);
    const hurt = {
      ...fresh,
      target: { ...fresh.target, constitution: { max: 8, woundDamage: 1, brawlDamage: 0 } },
    };
    const out = shotConsequences(hurt, hit);
    expect(out.followUps).toEqual([]);
    expect(out.groups.find((g) => g.id === "damage")!.actions).toEqual([
      { type: "classicDamage", actor: "Actor.jake", amount: 7, kind: "wound" },
    ]);
  });

  it("SGS-Q56: a concealed firer is seen when the world says firing reveals, and not otherwise", () => {
    const on = shotConsequences(setup(classicRules({ firingReveals: true })), basicMiss).groups;
    expect(on).toEqual([
      expect.objectContaining({ id: "reveal", actions: [{ type: "classicReveal", actor: "Actor.tex" }] }),
    ]);
    expect(shotConsequences(setup(classicRules({ firingReveals: false })), basicMiss).groups).toEqual([]);
  });

  it("advanced hits carry the weapon's Impact; the fired-on test follows a hit only under that reading", () => {
    const advanced: ShotRoll = {
      ...basicMiss,
      basic: null,
      advanced: [
        { bullet: 1, die: 6, total: 11, result: "badWound", by: null },
        { bullet: 2, die: 1, total: 6, result: "miss", by: null },
      ] as never,
    };
    const rules = classicRules({ advancedShooting: true, advancedHitTests: "woundTestOnly" });
    const out = shotConsequences(setup(rules), advanced);
    expect(out.followUps).toEqual([
      expect.objectContaining({ type: "classicWoundTest", wound: "badWound", impact: 4 }),
    ]);
    const both = shotConsequences(
      setup(classicRules({ advancedShooting: true, advancedHitTests: "woundAndReceivedFire" })),
      advanced,
    );
    expect(both.followUps.map((f) => f.type)).toEqual(["classicWoundTest", "classicReaction"]);
  });

  it("no target, no damage or test: only the firer's own change", () => {
    const noTarget = { ...setup(classicRules({ firingReveals: true })), target: null };
    expect(shotConsequences(noTarget, basicMiss)).toEqual({
      groups: [expect.objectContaining({ id: "reveal" })],
      followUps: [],
    });
  });
});

describe("stored actions and follow-ups are checked before they run", () => {
  it("refuses forged sizes, kinds and effects", () => {
    const damage = { type: "classicDamage", actor: "Actor.a", amount: 5, kind: "wound" };
    expect(actionIsWhole(damage)).toBe(true);
    expect(actionIsWhole({ ...damage, amount: 5000 })).toBe(false);
    expect(actionIsWhole({ ...damage, kind: "poison" })).toBe(false);
    const wound = { type: "classicWound", actor: "Actor.a", wound: "scratch", effect: "duckDown", turns: 2 };
    expect(actionIsWhole(wound)).toBe(true);
    expect(actionIsWhole({ ...wound, turns: 0 })).toBe(false);
    expect(actionIsWhole({ ...wound, effect: "carryOn", turns: 3 })).toBe(false);
    expect(actionIsWhole({ type: "classicHeal", actor: "Actor.a" })).toBe(false);
    const f = { type: "classicReaction", actor: "Actor.a", name: "A", reason: "r", test: "shotAt" };
    expect(followUpIsWhole(f)).toBe(true);
    expect(followUpIsWhole({ ...f, test: "dance" })).toBe(false);
    expect(
      followUpIsWhole({
        type: "classicWoundTest",
        actor: "Actor.a",
        name: "A",
        reason: "r",
        wound: "scratch",
        impact: 99,
      }),
    ).toBe(false);
  });
});

describe("a brawl round", () => {
  it("Tex's fists against Jake's knife: both blows, both Brawling tests, each owner applies his figure's damage", async () => {
    const knife = world.figure("kid", "Kid", ["bob"], { cv: 4 }, "knife");
    // Blows: Tex 1D6 fists = 4; the Kid's knife 2D6 = 3 + 5. Tests: Tex (CV5) 2, 3 fights on; the Kid (CV4) 3, 6 gives ground.
    dice(4, 3, 5, 2, 3, 3, 6);
    await world.as("alice", () => brawl(tex.uuid, { target: knife.uuid }));
    const card = cards("classicBrawl")[0]!;
    const flags = flagsOf(card);
    expect(flags.groups.map((g) => [g.name, g.actions])).toEqual([
      ["Tex", [{ type: "classicDamage", actor: tex.uuid, amount: 8, kind: "wound" }]],
      [
        "Kid",
        [
          { type: "classicDamage", actor: knife.uuid, amount: 4, kind: "fists" },
          { type: "classicDamage", actor: knife.uuid, amount: 1, kind: "wound" },
        ],
      ],
    ]);
    expect(lastCard().lines.map((l) => l.key)).toEqual([
      "SIXGUN.Classic.Brawl.Blow.fists",
      "SIXGUN.Classic.Brawl.Blow.wound",
      "SIXGUN.Classic.Brawl.Test.FIGHT_ON",
      "SIXGUN.Classic.Brawl.Test.BACK_OFF",
    ]);
    // Both figures' Brawling-test odds, before the dice: CV 5 passes both dice 25/36.
    expect(lastCard().odds.map((o) => [o.name, o.key, o.odds])).toContainEqual([
      "Tex",
      "SIXGUN.Classic.Brawl.Odds.fightOn",
      "25/36",
    ]);
    expect(lastCard().odds).toHaveLength(6);
    // Alice posted it: her own figure's damage applies itself; Bob applies the Kid's.
    await clickAs(world, "alice", { kind: "apply", messageId: card.id, group: "brawl0" });
    await clickAs(world, "bob", { kind: "apply", messageId: card.id, group: "brawl1" });
    expect(tex.system.constitution).toMatchObject({ woundDamage: 8, brawlDamage: 0 });
    expect(knife.system.constitution).toMatchObject({ woundDamage: 1, brawlDamage: 4 });
  });

  it("needs an opponent standing", async () => {
    dice();
    expect(await world.as("alice", () => brawl(tex.uuid))).toBeNull();
    expect(cards("classicBrawl")).toHaveLength(0);
  });

  it("a world that plays brawls by hand rolls only the tests", async () => {
    world.rules.brawlResolution = "manual";
    dice(1, 1, 4, 6);
    await world.as("alice", () => brawl(tex.uuid, { target: jake.uuid }));
    expect(lastCard().lines[0]!.key).toBe("SIXGUN.Classic.Brawl.Manual");
    expect(flagsOf(cards("classicBrawl")[0]!).groups.map((g) => g.name)).toEqual(["Jake"]);
  });
});

describe("a charge", () => {
  it("Tex's Charging test sends him in: Jake's owner rolls Being Charged from the card", async () => {
    // Tex CV5 rolls 1 and 2: both pass, he charges.
    dice(1, 2);
    await world.as("alice", () => charge(tex.uuid, { target: jake.uuid, skipDialog: true }));
    const card = cards("classicReaction")[0]!;
    expect(lastCard().head).toBe("SIXGUN.Classic.Reaction.Code.CHARGE");
    expect(flagsOf(card).followUps).toEqual([
      {
        type: "classicReaction",
        actor: jake.uuid,
        name: "Jake",
        reason: "SIXGUN.Classic.Follow.Why.charged",
        test: "beingCharged",
      },
    ]);
    world.dialog = "roll";
    dice(3, 3);
    await clickAs(world, "bob", { kind: "followUp", messageId: card.id, index: 0 });
    expect(cards("classicReaction")).toHaveLength(2);
    expect(lastCard().kicker).toBe("SIXGUN.Classic.Reaction.Test.beingCharged");
  });

  it("a charger who will not go in asks nothing of the target; no target, no charge", async () => {
    dice(6, 6);
    await world.as("alice", () => charge(tex.uuid, { target: jake.uuid, skipDialog: true }));
    expect(flagsOf(cards("classicReaction")[0]!).followUps).toEqual([]);
    expect(await world.as("alice", () => charge(tex.uuid, { skipDialog: true }))).toBeNull();
  });
});
