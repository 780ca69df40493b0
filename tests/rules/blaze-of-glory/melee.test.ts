import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fraction,
  poolDifferenceDistribution,
  seededDice,
  sequenceDice,
  sum,
  toNumber,
} from "../../../src/rules/core";
import {
  type KeepFightinAnswer,
  type MeleeFighter,
  fightMelee,
  finishOffOptions,
  meleePoolSize,
  meleeRoundDistribution,
  resolveMeleeRound,
  rollMeleeRound,
} from "../../../src/rules/blaze-of-glory/melee";
import { fieldOf } from "../helpers/errors";

function fighter(id: string, side: string, over: Partial<MeleeFighter> = {}): MeleeFighter {
  return { id, side, rep: 4, ...over };
}

const carryOn = { keepFightin: (): KeepFightinAnswer => "carryOn" };

describe("FIGHTIN' MODIFIERS (L1791–1800) and attributes", () => {
  const size = (over: Partial<MeleeFighter>, round = 1, flurries = 0, options = {}) =>
    meleePoolSize(fighter("a", "x", over), { round, flurries }, options).size;

  it("starts at Rep d6", () => {
    expect(size({})).toBe(4);
  });

  it("+1d6 from flank or rear, or when the enemy Fears you — one die, not two", () => {
    expect(size({ flankOrRear: true })).toBe(5);
    expect(size({ enemyFearsYou: true })).toBe(5);
    expect(size({ flankOrRear: true, enemyFearsYou: true })).toBe(5);
    expect(size({ enemyFearsYou: true }, 1, 0, { fears: "ignored" })).toBe(4);
  });

  it("+1d6 mounted in the impact round only (meleeWeaponOnly option follows L2302)", () => {
    expect(size({ mounted: true }, 1)).toBe(5);
    expect(size({ mounted: true }, 2)).toBe(4);
    expect(size({ mounted: true }, 1, 0, { mountedImpact: "meleeWeaponOnly" })).toBe(4);
    expect(size({ mounted: true, meleeWeapon: "lance" }, 1, 0, { mountedImpact: "meleeWeaponOnly" })).toBe(6);
  });

  it.each(["knife", "tomahawk", "lance"] as const)("+1d6 with a %s", (meleeWeapon) => {
    expect(size({ meleeWeapon })).toBe(5);
  });

  it("+1d6 when the enemy is outnumbered", () => {
    expect(size({ enemyOutnumbered: true })).toBe(5);
  });

  it("I-20: −1d6 in the first round when the charge result imposed it", () => {
    expect(size({ chargePenalty: true }, 1)).toBe(3);
    expect(size({ chargePenalty: true }, 2)).toBe(4);
  });

  it("−1d6 prone (L1193, L1800)", () => {
    expect(size({ prone: true })).toBe(3);
  });

  it("Brawler +1d6 (L3061); Knife Fighter +1d6 only with a knife (L3097)", () => {
    expect(size({ attributes: ["brawler"] })).toBe(5);
    expect(size({ attributes: ["knifeFighter"], meleeWeapon: "knife" })).toBe(6);
    expect(size({ attributes: ["knifeFighter"], meleeWeapon: "tomahawk" })).toBe(5);
    expect(size({ attributes: ["knifeFighter"] })).toBe(4);
  });

  it('I-27: by default every passed die counts; the "bestTwo" option caps the passes at 2', () => {
    const f = fighter("a", "x", { rep: 5, attributes: ["brawler"] });
    expect(meleePoolSize(f).passCap).toBeNull();
    expect(meleePoolSize(f, {}, { attributeDice: "bestTwo" }).passCap).toBe(2);
    const r = resolveMeleeRound(
      { fighters: [f, fighter("b", "y")], contacts: [["a", "b"]] },
      [
        [1, 1, 1, 1, 1, 1],
        [1, 1, 1, 6],
      ],
      { attributeDice: "bestTwo" },
    );
    expect(r.fighters[0]!.passes).toBe(2);
    expect(r.pairs[0]).toMatchObject({ winner: "b", code: "flurry" });
  });

  it("Runt counts Rep −1 (L3103); Sick drunk −1d6 (L3083); a first-round Rep change from a reaction row", () => {
    expect(meleePoolSize(fighter("a", "x", { attributes: ["runt"] }))).toMatchObject({
      base: 3,
      repModifiers: [{ code: "runt", rep: -1 }],
      size: 3,
    });
    expect(size({ drunk: "sick" })).toBe(3);
    expect(size({ drunk: "staggering" })).toBe(4);
    expect(size({ firstRoundRepModifier: -1 }, 1)).toBe(3);
    expect(size({ firstRoundRepModifier: -1 }, 2)).toBe(4);
  });

  it("each Flurry taken so far: −1d6; never below 0", () => {
    expect(size({}, 2, 2)).toBe(2);
    expect(size({}, 2, 9)).toBe(0);
  });

  it("everything at once: Rep 5 brawler with a knife, flank, mounted impact, outnumbering = 10d6", () => {
    expect(
      size({
        rep: 5,
        attributes: ["brawler"],
        meleeWeapon: "knife",
        flankOrRear: true,
        mounted: true,
        enemyOutnumbered: true,
      }),
    ).toBe(10);
  });

  it("rejects bad fighters", () => {
    expect(fieldOf(() => meleePoolSize(fighter("a", "x", { rep: 8 })))).toBe("fighter.rep");
    expect(fieldOf(() => meleePoolSize(fighter("a", "x", { meleeWeapon: "pistol" as never })))).toBe(
      "fighter.meleeWeapon",
    );
    expect(fieldOf(() => meleePoolSize(fighter("a", "", {})))).toBe("fighter.side");
    expect(fieldOf(() => meleePoolSize(fighter("a", "x"), { round: 0 }))).toBe("context.round");
    expect(fieldOf(() => meleePoolSize(fighter("a", "x"), {}, { attributeDice: "all" as never }))).toBe(
      "options.attributeDice",
    );
  });
});

describe("FIGHTIN' TABLE (L1802–1823)", () => {
  const pair = (a: Partial<MeleeFighter>, b: Partial<MeleeFighter>) => ({
    fighters: [fighter("a", "x", a), fighter("b", "y", b)],
    contacts: [["a", "b"]] as const,
  });

  it("3 more, winner with a melee weapon: Killing stroke, loser Obviously Dead", () => {
    const r = resolveMeleeRound(pair({ meleeWeapon: "knife" }, {}), [
      [1, 2, 3, 6, 6],
      [4, 5, 6, 6],
    ]);
    expect(r.pairs[0]).toMatchObject({
      winner: "a",
      margin: 3,
      code: "killingStroke",
      loserFate: "obviouslyDead",
    });
    expect(r.fighters[1]).toMatchObject({
      fate: "obviouslyDead",
      downedBy: "killingStroke",
      locationRoll: false,
    });
  });

  it("3 more without a melee weapon: Out of the Fight, location roll only (L1827)", () => {
    const r = resolveMeleeRound(pair({}, {}), [
      [1, 2, 3, 3],
      [4, 5, 6, 6],
    ]);
    expect(r.pairs[0]).toMatchObject({ margin: 4, code: "killingStroke", loserFate: "outOfFight" });
    expect(r.fighters[1]).toMatchObject({ fate: "outOfFight", locationRoll: true, unarmedMelee: true });
  });

  it("2 more: Telling Blow, loser Out of the Fight", () => {
    const r = resolveMeleeRound(pair({}, { meleeWeapon: "tomahawk" }), [
      [1, 2, 5, 6],
      [4, 5, 6, 6, 6],
    ]);
    expect(r.pairs[0]).toMatchObject({ margin: 2, code: "tellingBlow", loserFate: "outOfFight" });
    expect(r.fighters[1]).toMatchObject({ fate: "outOfFight", locationRoll: true, unarmedMelee: true });
  });

  it('1 more: Flurry of Punches — pushed back 1", −1d6 from now on, roll again at once', () => {
    const r = resolveMeleeRound(pair({}, {}), [
      [1, 5, 6, 6],
      [4, 5, 6, 6],
    ]);
    expect(r.pairs[0]).toMatchObject({ margin: 1, code: "flurry", loserFate: "pushedBack" });
    expect(r.fighters[1]).toMatchObject({
      fate: "fighting",
      flurriesTaken: 1,
      totalFlurries: 1,
      pushedBackInches: 1,
    });
    expect(r.rollAgainNow).toBe(true);
    expect(r.flurries).toEqual({ a: 0, b: 1 });
  });

  it("flurries stack from round to round; reduced to 0 dice is Out of the Fight", () => {
    const r = resolveMeleeRound({ ...pair({}, { rep: 2 }), round: 2, flurries: { b: 1 } }, [
      [1, 5, 6, 6],
      [4],
    ]);
    expect(r.fighters[1]).toMatchObject({
      totalFlurries: 2,
      fate: "outOfFight",
      downedBy: "noDiceLeft",
      locationRoll: true,
    });
    expect(r.rollAgainNow).toBe(false);
  });

  it('a pool already at 0 is Out of the Fight before rolling, unless the "flurryOnly" option is set', () => {
    const input = pair({}, { rep: 1, prone: true });
    const r = resolveMeleeRound(input, [[4, 5, 6, 6], []]);
    expect(r.fighters[1]).toMatchObject({ fate: "outOfFight", downedBy: "noDiceLeft" });
    expect(r.pairs).toEqual([]);
    const lenient = resolveMeleeRound(input, [[4, 5, 6, 6], []], { zeroDice: "flurryOnly" });
    expect(lenient.fighters[1]!.fate).toBe("fighting");
    expect(lenient.pairs[0]!.code).toBe("evenlyMatched");
  });

  it("same number: Evenly Matched — both take KEEP FIGHTIN'", () => {
    const r = resolveMeleeRound(pair({}, {}), [
      [1, 5, 6, 6],
      [2, 5, 6, 6],
    ]);
    expect(r.pairs[0]).toMatchObject({ winner: null, margin: 0, code: "evenlyMatched" });
    expect(r.keepFightinTests).toEqual(["a", "b"]);
  });

  it("W-29: JBJ (Rep 5, knife → 6d6) rolls 1,3,3,4,5,6; Tex passes 3 → evenly matched; Weezie passes 1 → Telling Blow", () => {
    const jbj = fighter("jimBobJoe", "jbj", { rep: 5, meleeWeapon: "knife" });
    const tex = fighter("tex", "texas", { rep: 4, enemyOutnumbered: true });
    const weezie = fighter("weezie", "texas", { rep: 3, enemyOutnumbered: true });
    expect(meleePoolSize(jbj).size).toBe(6);
    const r = resolveMeleeRound(
      {
        fighters: [jbj, tex, weezie],
        contacts: [
          ["jimBobJoe", "tex"],
          ["jimBobJoe", "weezie"],
        ],
      },
      [
        [1, 3, 3, 4, 5, 6],
        [1, 2, 3, 5, 6],
        [2, 4, 5, 6],
      ],
    );
    expect(r.fighters.map((f) => f.passes)).toEqual([3, 3, 1]);
    expect(r.pairs.map((p) => p.code)).toEqual(["evenlyMatched", "tellingBlow"]);
    expect(r.keepFightinTests).toEqual(["jimBobJoe", "tex"]);
    expect(r.fighters[2]).toMatchObject({ fate: "outOfFight", locationRoll: true, unarmedMelee: false });
  });

  it("one roll is compared with every enemy in contact; blows land together", () => {
    // a beats b by 2 while c beats a by 3 in the same round: both blows stand.
    const r = resolveMeleeRound(
      {
        fighters: [fighter("a", "x"), fighter("b", "y"), fighter("c", "y")],
        contacts: [
          ["a", "b"],
          ["a", "c"],
        ],
      },
      [
        [1, 2, 5, 6],
        [4, 5, 6, 6],
        [1, 2, 3, 3],
      ],
    );
    expect(r.fighters.map((f) => f.fate)).toEqual(["outOfFight", "outOfFight", "fighting"]);
  });

  it("rejects bad rounds", () => {
    const ok = pair({}, {});
    expect(fieldOf(() => resolveMeleeRound(ok, [[1, 1, 1, 1]]))).toBe("dice");
    expect(
      fieldOf(() =>
        resolveMeleeRound(ok, [
          [1, 1, 1],
          [1, 1, 1, 1],
        ]),
      ),
    ).toBe("dice[0]");
    expect(fieldOf(() => resolveMeleeRound({ ...ok, contacts: [["a", "zed"]] }, [[], []]))).toBe(
      "input.contacts[0][1]",
    );
    expect(
      fieldOf(() =>
        resolveMeleeRound({ fighters: [fighter("a", "x"), fighter("b", "x")], contacts: [["a", "b"]] }, [
          [],
          [],
        ]),
      ),
    ).toBe("input.contacts[0]");
    expect(
      fieldOf(() =>
        resolveMeleeRound(
          { fighters: [fighter("a", "x"), fighter("b", "y"), fighter("c", "y")], contacts: [["a", "b"]] },
          [[], [], []],
        ),
      ),
    ).toBe("input.fighters[2]");
    expect(fieldOf(() => resolveMeleeRound({ ...ok, flurries: { a: -1 } }, [[], []]))).toBe(
      "input.flurries.a",
    );
  });
});

describe("fighting a melee to the end", () => {
  it("a Telling Blow ends it at once", () => {
    const dice = sequenceDice(1, 2, 3, 4, 1, 5, 6, 6);
    const r = fightMelee(
      dice,
      { fighters: [fighter("a", "x"), fighter("b", "y")], contacts: [["a", "b"]] },
      carryOn,
    );
    expect(r.rounds).toHaveLength(1);
    expect(r.fighters[1]).toMatchObject({
      status: "outOfFight",
      downedBy: "tellingBlow",
      locationRoll: true,
    });
    expect(r).toMatchObject({ end: "decided", winningSide: "x" });
    expect(dice.remaining).toBe(0);
  });

  it("a Flurry forces another round at once with the loser a die down", () => {
    const dice = sequenceDice(1, 2, 4, 5, 1, 4, 5, 6, /* round 2 */ 1, 2, 3, 4, 4, 5, 6);
    const r = fightMelee(
      dice,
      { fighters: [fighter("a", "x"), fighter("b", "y")], contacts: [["a", "b"]] },
      carryOn,
    );
    expect(r.rounds).toHaveLength(2);
    expect(r.rounds[1]!.result.fighters[1]!.pool.size).toBe(3);
    expect(r.fighters[1]).toMatchObject({
      status: "outOfFight",
      downedBy: "killingStroke",
      pushedBackInches: 1,
      totalFlurries: 1,
    });
    expect(dice.remaining).toBe(0);
  });

  it("KEEP FIGHTIN': both carry on → another round; one runs → the melee is over", () => {
    const answers: Record<string, KeepFightinAnswer> = { a: "carryOn", b: "runaway" };
    const calls: [string, number][] = [];
    const dice = sequenceDice(1, 5, 6, 6, 2, 5, 6, 6);
    const r = fightMelee(
      dice,
      { fighters: [fighter("a", "x"), fighter("b", "y")], contacts: [["a", "b"]] },
      { keepFightin: (id, round) => (calls.push([id, round]), answers[id]!) },
    );
    expect(calls).toEqual([
      ["a", 1],
      ["b", 1],
    ]);
    expect(r.fighters.map((f) => f.status)).toEqual(["fighting", "ranAway"]);
    expect(r).toMatchObject({ end: "decided", winningSide: "x" });
    expect(r.rounds[0]!.keepFightin).toEqual({
      answers: [
        { id: "a", answer: "carryOn" },
        { id: "b", answer: "runaway" },
      ],
      allFailedFightOn: false,
    });
  });

  it("KEEP FIGHTIN': when both sides fail together they fight on (L1367)", () => {
    const dice = sequenceDice(1, 5, 6, 6, 2, 5, 6, 6, /* round 2 */ 1, 2, 3, 3, 4, 5, 6, 6);
    const r = fightMelee(
      dice,
      { fighters: [fighter("a", "x"), fighter("b", "y")], contacts: [["a", "b"]] },
      { keepFightin: () => "runaway" },
    );
    expect(r.rounds[0]!.keepFightin!.allFailedFightOn).toBe(true);
    expect(r.rounds).toHaveLength(2);
    expect(r.fighters[1]!.status).toBe("outOfFight");
  });

  it('works out "enemy outnumbered" each round when not given: two against one get +1d6 each', () => {
    const dice = sequenceDice(...Array<number>(14).fill(4));
    const r = fightMelee(
      dice,
      {
        fighters: [fighter("a", "x"), fighter("b", "x"), fighter("c", "y")],
        contacts: [
          ["a", "c"],
          ["b", "c"],
        ],
      },
      { keepFightin: (id) => (id === "c" ? "runaway" : "carryOn") },
    );
    expect(r.rounds[0]!.result.fighters.map((f) => f.pool.size)).toEqual([5, 5, 4]);
    expect(r.fighters[2]!.status).toBe("ranAway");
    expect(dice.remaining).toBe(0);
  });

  it("stops at the round cap when nobody can win", () => {
    const allFail = { roll: () => 6 };
    const r = fightMelee(
      allFail,
      { fighters: [fighter("a", "x"), fighter("b", "y")], contacts: [["a", "b"]] },
      carryOn,
      { maxRounds: 5 },
    );
    expect(r.rounds).toHaveLength(5);
    expect(r).toMatchObject({ end: "roundCap", winningSide: null });
  });

  it("rejects a missing hook or a bad answer", () => {
    const input = { fighters: [fighter("a", "x"), fighter("b", "y")], contacts: [["a", "b"]] as const };
    expect(fieldOf(() => fightMelee(sequenceDice(), input, {} as never))).toBe("hooks.keepFightin");
    expect(
      fieldOf(() =>
        fightMelee(sequenceDice(1, 5, 6, 6, 2, 5, 6, 6), input, { keepFightin: () => "maybe" as never }),
      ),
    ).toBe("keepFightin(a)");
  });
});

describe("finishing off the downed (L1829–1831)", () => {
  it("an active figure in contact with an OOF figure may dispatch or capture it", () => {
    expect(finishOffOptions({ active: true, inContact: true, targetState: "outOfFight" })).toEqual({
      allowed: true,
      choices: ["dispatch", "capture"],
    });
  });

  it.each([
    [{ active: false, inContact: true, targetState: "outOfFight" }, "notActive"],
    [{ active: true, inContact: false, targetState: "outOfFight" }, "notInContact"],
    [{ active: true, inContact: true, targetState: "standing" }, "targetNotOutOfFight"],
  ] as const)("%j → %s", (input, refusal) => {
    expect(finishOffOptions(input)).toEqual({ allowed: false, choices: [], refusal });
  });

  it("rejects a bad state", () => {
    expect(
      fieldOf(() => finishOffOptions({ active: true, inContact: true, targetState: "asleep" as never })),
    ).toBe("input.targetState");
  });
});

describe("melee odds", () => {
  it("6d6 against 4d6: Killing stroke 11/64, Telling Blow 105/512 (2^10 equally likely pass patterns)", () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let a = 0; a < 64; a++) {
      for (let b = 0; b < 16; b++) {
        const d = a.toString(2).split("1").length - 1 - (b.toString(2).split("1").length - 1);
        counts[Math.max(-3, Math.min(3, d)) + 3]!++;
      }
    }
    const odds = meleeRoundDistribution(6, 4);
    expect(odds.aKillingStroke).toEqual(fraction(counts[6]!, 1024));
    expect(odds.aKillingStroke).toEqual(fraction(11, 64));
    expect(odds.aTellingBlow).toEqual(fraction(105, 512));
    expect(odds.evenlyMatched).toEqual(fraction(counts[3]!, 1024));
    expect(odds.bKillingStroke).toEqual(fraction(counts[0]!, 1024));
    expect(sum(Object.values(odds))).toEqual(fraction(1));
    expect(odds.evenlyMatched).toEqual(poolDifferenceDistribution(6, 4).get(0));
  });

  it("the literal best-two cap: a capped 6d6 can never land a Killing stroke on 4d6 that passes 0", () => {
    const capped = meleeRoundDistribution(6, 4, { a: 2 });
    const uncapped = meleeRoundDistribution(6, 4);
    expect(toNumber(capped.aKillingStroke)).toBe(0);
    expect(toNumber(capped.aTellingBlow)).toBeLessThan(
      toNumber(uncapped.aTellingBlow) + toNumber(uncapped.aKillingStroke),
    );
  });

  it("agrees with a seeded simulation of 100,000 rounds within 0.006", () => {
    const odds = meleeRoundDistribution(6, 4);
    const dice = seededDice(1836);
    const input = {
      fighters: [fighter("a", "x", { rep: 6 }), fighter("b", "y")],
      contacts: [["a", "b"]] as const,
    };
    const counts: Record<string, number> = {};
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const p = rollMeleeRound(dice, input).pairs[0]!;
      const key =
        p.code === "evenlyMatched"
          ? "evenlyMatched"
          : `${p.winner}${p.code[0]!.toUpperCase()}${p.code.slice(1)}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    for (const [key, p] of Object.entries(odds)) {
      expect(Math.abs((counts[key] ?? 0) / n - toNumber(p))).toBeLessThan(0.006);
    }
  });
});

describe("properties", () => {
  const arb = fc.record({
    rep: fc.integer({ min: 1, max: 7 }),
    meleeWeapon: fc.constantFrom(null, "knife", "tomahawk", "lance" as const),
    attributes: fc.uniqueArray(fc.constantFrom("brawler", "knifeFighter", "runt" as const), { maxLength: 3 }),
    drunk: fc.constantFrom(null, "sick" as const),
    prone: fc.boolean(),
    mounted: fc.boolean(),
    flankOrRear: fc.boolean(),
    chargePenalty: fc.boolean(),
  });

  it("fights end decided or at the cap, statuses are valid, dice consumed equal the pools rolled", () => {
    fc.assert(
      fc.property(
        fc.array(arb, { minLength: 1, maxLength: 3 }),
        arb,
        fc.integer(),
        fc.constantFrom("extraDie", "bestTwo" as const),
        (friends, foe, seed, attributeDice) => {
          const fighters: MeleeFighter[] = [
            ...friends.map((f, i) => ({ ...f, id: `x${i}`, side: "x" })),
            { ...foe, id: "y0", side: "y" },
          ];
          const contacts = friends.map((_, i) => [`x${i}`, "y0"] as const);
          const dice = seededDice(seed);
          const answers = seededDice(seed ^ 0x5bd1e995);
          let used = 0;
          const r = fightMelee(
            { roll: (f) => (used++, dice.roll(f)) },
            { fighters, contacts },
            { keepFightin: () => (answers.roll(6) <= 4 ? "carryOn" : "runaway") },
            { attributeDice, maxRounds: 30 },
          );
          const rolled = r.rounds.reduce(
            (n, round) => n + round.result.fighters.reduce((m, f) => m + f.dice.length, 0),
            0,
          );
          expect(used).toBe(rolled);
          expect(r.rounds.length).toBeLessThanOrEqual(30);
          for (const round of r.rounds) {
            for (const f of round.result.fighters) {
              expect(f.dice.length).toBe(f.pool.size);
              expect(f.passes).toBeLessThanOrEqual(f.pool.passCap ?? f.pool.size);
              expect(Number.isInteger(f.passes)).toBe(true);
            }
            for (const p of round.result.pairs) {
              expect(["killingStroke", "tellingBlow", "flurry", "evenlyMatched"]).toContain(p.code);
            }
          }
          for (const f of r.fighters)
            expect(["fighting", "outOfFight", "obviouslyDead", "ranAway"]).toContain(f.status);
          if (r.end === "decided") {
            const up = (id: string) => r.fighters.find((f) => f.id === id)!.status === "fighting";
            for (const [a, b] of contacts) expect(up(a) && up(b)).toBe(false);
          }
        },
      ),
    );
  });
});
