import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ZERO,
  add,
  fraction,
  poolDifferenceDistribution,
  seededDice,
  sequenceDice,
  sum,
  toNumber,
} from "../../../src/rules/core";
import {
  type DrawParticipant,
  NEW_DRAW,
  drawOpeningTests,
  drawOutcomeDistribution,
  drawPoolSize,
  gotTheDropFollowUp,
  resolveDraw,
  rollDraw,
} from "../../../src/rules/blaze-of-glory/draw";
import { PROFESSIONS, WEAPONS } from "../../../src/rules/blaze-of-glory/ids";
import { fieldOf } from "../helpers/errors";

function figure(id: string, over: Partial<DrawParticipant> = {}): DrawParticipant {
  return { id, profession: "cowboy", rep: 4, weapon: "pistol", flinch: "drawNormally", targets: [], ...over };
}

function duel(a: Partial<DrawParticipant>, b: Partial<DrawParticipant>): DrawParticipant[] {
  return [figure("a", { targets: ["b"], ...a }), figure("b", { targets: ["a"], ...b })];
}

describe("DRAW MODIFIERS (L1736–1742)", () => {
  it("a Rep 4 cowboy drawing a pistol on one opponent rolls 4d6", () => {
    expect(drawPoolSize(figure("a", { targets: ["b"] }))).toEqual({ base: 4, modifiers: [], size: 4 });
  });

  it.each(["gunfighter", "marshal", "ranger", "bountyHunter"] as const)("%s: +1d6", (profession) => {
    expect(drawPoolSize(figure("a", { profession, targets: ["b"] })).size).toBe(5);
  });

  it.each(PROFESSIONS.filter((p) => !["gunfighter", "marshal", "ranger", "bountyHunter"].includes(p)))(
    "%s: no profession die",
    (profession) => {
      expect(drawPoolSize(figure("a", { profession, targets: ["b"] })).size).toBe(4);
    },
  );

  it("got the drop: +1d6", () => {
    expect(drawPoolSize(figure("a", { hasDrop: true, targets: ["b"] })).size).toBe(5);
  });

  it.each(WEAPONS.map((w) => [w, ["pistol", "derringer", "tomahawk", "knife"].includes(w) ? 4 : 3] as const))(
    "drawing a %s: %i dice",
    (weapon, size) => {
      expect(drawPoolSize(figure("a", { weapon, targets: ["b"] })).size).toBe(size);
    },
  );

  it("each target after the first: −1d6", () => {
    expect(drawPoolSize(figure("a", { targets: ["b", "c"] })).size).toBe(3);
    expect(drawPoolSize(figure("a", { targets: ["b", "c", "d"] }))).toEqual({
      base: 4,
      modifiers: [{ code: "extraTargets", dice: -2 }],
      size: 2,
    });
  });

  it("flinched: −1d6; unmanned figures do not draw", () => {
    expect(drawPoolSize(figure("a", { flinch: "flinched", targets: ["b"] })).size).toBe(3);
    expect(drawPoolSize(figure("a", { flinch: "unmanned", targets: ["b"] })).size).toBe(0);
  });

  it("never below 0 dice", () => {
    const p = figure("a", { rep: 1, weapon: "scattergun", flinch: "flinched", targets: ["b", "c", "d"] });
    expect(drawPoolSize(p).size).toBe(0);
  });

  it("rejects bad participants", () => {
    expect(fieldOf(() => drawPoolSize(figure("a", { targets: [] })))).toBe("participant.targets");
    expect(fieldOf(() => drawPoolSize(figure("a", { targets: ["a"] })))).toBe("participant.targets");
    expect(fieldOf(() => drawPoolSize(figure("a", { targets: ["b"], rep: 0 })))).toBe("participant.rep");
    expect(fieldOf(() => drawPoolSize(figure("a", { targets: ["b"], weapon: "cannon" as never })))).toBe(
      "participant.weapon",
    );
    expect(fieldOf(() => drawPoolSize(figure("a", { targets: ["b"], flinch: "shaky" as never })))).toBe(
      "participant.flinch",
    );
  });
});

describe("The Draw — worked examples", () => {
  it("W-26: Jim Bob Joe and Tex squaring off both take the FLINCH CHECK first", () => {
    expect(drawOpeningTests(["jimBobJoe", "tex"])).toEqual([
      { figureId: "jimBobJoe", test: "flinch" },
      { figureId: "tex", test: "flinch" },
    ]);
  });

  it("W-28 (corrected: the book rolls 6d6, the pool is 5 + 1 Gunfighter − 1 second target = 5d6, I-03)", () => {
    const jbj = figure("jimBobJoe", { profession: "gunfighter", rep: 5, targets: ["tex", "weezie"] });
    const tex = figure("tex", { rep: 4, targets: ["jimBobJoe"] });
    const weezie = figure("weezie", { profession: "townsfolk", rep: 3, targets: ["jimBobJoe"] });
    expect(drawPoolSize(jbj).size).toBe(5);
    // The book's six faces no longer fit the pool.
    expect(
      fieldOf(() =>
        resolveDraw(
          [jbj, tex, weezie],
          [
            [1, 3, 3, 4, 5, 6],
            [2, 2, 3, 6],
            [2, 5, 6],
          ],
        ),
      ),
    ).toBe("rolls[0]");
    const r = resolveDraw(
      [jbj, tex, weezie],
      [
        [1, 3, 3, 4, 5],
        [2, 2, 3, 6],
        [2, 5, 6],
      ],
    );
    const [j, t, w] = r.figures;
    expect([j!.passes, t!.passes, w!.passes]).toEqual([3, 3, 1]);
    expect(r.pairings).toEqual([
      {
        figures: ["jimBobJoe", "tex"],
        passes: [3, 3],
        winner: null,
        loser: null,
        margin: 0,
        readAs: 0,
        code: "bothDrawn",
      },
      {
        figures: ["jimBobJoe", "weezie"],
        passes: [3, 1],
        winner: "jimBobJoe",
        loser: "weezie",
        margin: 2,
        readAs: 2,
        code: "obviouslyDead",
      },
    ]);
    // vs Tex: both drawn and done for the turn; JBJ's 1 empties his pistol.
    expect(j).toMatchObject({ doneForTurn: true, emptyGun: true, beenShotAt: "no" });
    expect(t).toMatchObject({ doneForTurn: true, emptyGun: false, beenShotAt: "no" });
    // vs Weezie: a 3 among JBJ's dice — OD by the table (the book's text rolls damage instead).
    expect(w).toMatchObject({ obviouslyDead: true, damageRolls: 0, beenShotAt: "no" });
  });

  it("W-27: Tex (Sand 3) rolls 5 on GOT THE DROP and fails; the Draw is re-rolled with JBJ +1d6 and his 3+ reads as 2 more", () => {
    const jbj = figure("jimBobJoe", { profession: "gunfighter", rep: 5, targets: ["tex"] });
    const tex = figure("tex", { rep: 4, targets: ["jimBobJoe"] });
    const follow = gotTheDropFollowUp("redraw", [jbj, tex], "jimBobJoe", "tex");
    expect(follow.code).toBe("redraw");
    if (follow.code !== "redraw") return;
    const [again, texAgain] = follow.participants;
    expect(again).toMatchObject({ id: "jimBobJoe", hasDrop: true, targets: ["tex"] });
    expect(texAgain).toMatchObject({ id: "tex", hasDrop: false, targets: ["jimBobJoe"] });
    expect(drawPoolSize(again!).size).toBe(7); // 5 + Gunfighter + got the drop
    const r = resolveDraw(
      follow.participants,
      [
        [1, 2, 2, 2, 5, 6, 6],
        [4, 5, 6, 2],
      ],
      { coveredWinners: ["jimBobJoe"] },
    );
    expect(r.pairings[0]).toMatchObject({ winner: "jimBobJoe", margin: 3, readAs: 2, code: "rollDamage" });
    expect(r.figures[1]).toMatchObject({ damageRolls: 1, gotTheDropTest: false });
  });

  it("W-27 second-occurrence rule on its own: a Marshal who covered once reads a second 3+ as 2 more", () => {
    const marshal = figure("m", { profession: "marshal", rep: 5, targets: ["o"] });
    const outlaw = figure("o", { profession: "cowboy", rep: 4, targets: ["m"] });
    const first = resolveDraw(
      [marshal, outlaw],
      [
        [1, 2, 2, 2, 5, 6],
        [4, 5, 6, 6],
      ],
    );
    expect(first.pairings[0]).toMatchObject({ winner: "m", margin: 4, readAs: 3, code: "gotTheDrop" });
    expect(first.figures[1]).toMatchObject({ gotTheDropTest: true, coveredBy: ["m"], beenShotAt: "no" });
    expect(first.figures[0]!.gotTheDropTest).toBe(false);
    expect(first.nextState).toEqual({ coveredWinners: ["m"] });
    const follow = gotTheDropFollowUp("redraw", [marshal, outlaw], "m", "o");
    if (follow.code !== "redraw") throw new Error("expected a redraw");
    const second = resolveDraw(
      follow.participants,
      [
        [2, 2, 2, 5, 5, 6, 6],
        [4, 5, 6, 6],
      ],
      first.nextState,
    );
    expect(second.pairings[0]).toMatchObject({ readAs: 2, code: "rollDamage", conversion: "repeatedCover" });
  });

  it("GOT THE DROP passed: the covered figure surrenders", () => {
    const ps = duel({}, {});
    expect(gotTheDropFollowUp("surrenders", ps, "a", "b")).toEqual({ code: "surrenders", surrendered: "b" });
    expect(fieldOf(() => gotTheDropFollowUp("surrenders", ps, "a", "a"))).toBe("loserId");
    expect(fieldOf(() => gotTheDropFollowUp("surrenders", ps, "x", "a"))).toBe("winnerId");
    expect(fieldOf(() => gotTheDropFollowUp("maybe" as never, ps, "a", "b"))).toBe("outcome");
  });
});

describe("DRAW! table rows (L1751–1767)", () => {
  it("3 or more: covered, the out-drawn figure takes GOT THE DROP (I-02 reading)", () => {
    const r = resolveDraw(duel({}, {}), [
      [1, 2, 3, 3],
      [4, 5, 6, 6],
    ]);
    expect(r.pairings[0]).toMatchObject({ winner: "a", margin: 4, readAs: 3, code: "gotTheDrop" });
    expect(r.figures[1]!.gotTheDropTest).toBe(true);
    expect(r.figures[0]!.gotTheDropTest).toBe(false);
    // Nobody has fired, so the winner's 1 does not empty his gun and the loser is not "shot at".
    expect(r.figures[0]!.emptyGun).toBe(false);
    expect(r.figures[1]!.beenShotAt).toBe("no");
  });

  it('I-02 option "both": the winner tests too, as the main text says', () => {
    const r = resolveDraw(
      duel({}, {}),
      [
        [1, 2, 3, 3],
        [4, 5, 6, 6],
      ],
      NEW_DRAW,
      { gotTheDropTesters: "both" },
    );
    expect(r.figures.map((f) => f.gotTheDropTest)).toEqual([true, true]);
  });

  it.each(["gunfighter", "outlaw"] as const)("3 or more for a %s reads as 2 more", (profession) => {
    const r = resolveDraw(duel({ profession }, {}), [
      [1, 2, 2, 2, 5].slice(0, profession === "gunfighter" ? 5 : 4),
      [4, 5, 6, 6],
    ]);
    expect(r.pairings[0]).toMatchObject({ readAs: 2, conversion: "gunfighterOrOutlaw", code: "rollDamage" });
    expect(r.figures[0]!.emptyGun).toBe(true);
  });

  it('"perDraw" option: once anybody covered in this Draw, everybody\'s 3+ reads as 2', () => {
    const ps = duel({}, {});
    const perWinner = resolveDraw(
      ps,
      [
        [1, 2, 2, 2],
        [4, 5, 6, 6],
      ],
      { coveredWinners: ["someoneElse"] },
    );
    expect(perWinner.pairings[0]!.code).toBe("gotTheDrop");
    const perDraw = resolveDraw(
      ps,
      [
        [1, 2, 2, 2],
        [4, 5, 6, 6],
      ],
      { coveredWinners: ["someoneElse"] },
      {
        repeatedCover: "perDraw",
      },
    );
    expect(perDraw.pairings[0]).toMatchObject({ readAs: 2, conversion: "repeatedCover" });
  });

  it("2 more with a 3 among the winner's dice: opponent Obviously Dead", () => {
    const r = resolveDraw(duel({}, {}), [
      [3, 2, 5, 6],
      [4, 5, 6, 6],
    ]);
    expect(r.pairings[0]).toMatchObject({ margin: 2, code: "obviouslyDead" });
    expect(r.figures[1]).toMatchObject({ obviouslyDead: true, beenShotAt: "no" });
    expect(r.figures[0]!.emptyGun).toBe(false);
  });

  it("2 more with no 3: roll on the SHOOTIN' DAMAGE table; a 1 empties the winner's pistol", () => {
    const r = resolveDraw(duel({}, {}), [
      [1, 2, 5, 6],
      [4, 5, 6, 6],
    ]);
    expect(r.pairings[0]!.code).toBe("rollDamage");
    expect(r.figures[1]!.damageRolls).toBe(1);
    expect(r.figures[0]!.emptyGun).toBe(true);
  });

  it("a repeating carbine empties only on double 1s", () => {
    const one = resolveDraw(duel({ weapon: "repeatingCarbine", rep: 5 }, {}), [
      [1, 2, 5, 6],
      [4, 5, 6, 6],
    ]);
    expect(one.figures[0]!.emptyGun).toBe(false);
    const two = resolveDraw(duel({ weapon: "repeatingCarbine", rep: 5 }, {}), [
      [1, 1, 5, 6],
      [4, 5, 6, 6],
    ]);
    expect(two.figures[0]!.emptyGun).toBe(true);
  });

  it("1 more: a normal shot; the loser takes BEEN SHOT AT if it misses", () => {
    const r = resolveDraw(duel({}, {}), [
      [1, 2, 5, 6],
      [3, 5, 6, 6],
    ]);
    expect(r.pairings[0]).toMatchObject({ winner: "a", margin: 1, code: "shoot" });
    expect(r.figures[1]).toMatchObject({ shotAtBy: ["a"], beenShotAt: "ifShotsMiss" });
    // The shot itself follows the normal procedure (and its own fumble rule), so no empty gun here...
    expect(r.figures[0]!.emptyGun).toBe(false);
    // ...but the loser who rolled a 1 has emptied his.
    const loserOne = resolveDraw(duel({}, {}), [
      [2, 2, 5, 6],
      [1, 5, 6, 6],
    ]);
    expect(loserOne.figures[1]!.emptyGun).toBe(true);
  });

  it("same number: both drawn, nobody hit, done for the turn, any 1 empties a gun", () => {
    const r = resolveDraw(duel({}, {}), [
      [1, 5, 6, 6],
      [2, 5, 6, 6],
    ]);
    expect(r.pairings[0]).toMatchObject({ winner: null, margin: 0, code: "bothDrawn" });
    expect(r.figures.map((f) => [f.doneForTurn, f.emptyGun, f.beenShotAt])).toEqual([
      [true, true, "no"],
      [true, false, "no"],
    ]);
  });

  it("out-drawn by someone aiming elsewhere: not hit, so BEEN SHOT AT at once", () => {
    const ps = [
      figure("a", { targets: ["b"] }),
      figure("b", { targets: ["c"] }),
      figure("c", { targets: ["b"] }),
    ];
    const r = resolveDraw(ps, [
      [4, 5, 6, 6],
      [1, 2, 5, 6],
      [2, 5, 6, 6],
    ]);
    expect(r.pairings[0]).toMatchObject({ figures: ["a", "b"], winner: "b", code: "outdrawnNotTargeted" });
    expect(r.figures[0]).toMatchObject({ beenShotAt: "now", damageRolls: 0 });
    expect(r.pairings[1]).toMatchObject({ figures: ["b", "c"], winner: "b", code: "shoot" });
  });

  it("unmanned figures run: Sand −1, no dice, and those who drew on them may force GOT THE DROP", () => {
    const ps = [
      figure("a", { targets: ["b"] }),
      figure("b", { targets: ["a"], flinch: "unmanned" }),
      figure("c", { targets: ["b"] }),
    ];
    const r = resolveDraw(ps, [[1, 2, 3, 4], [], [1, 2, 3, 4]]);
    expect(r.pairings).toEqual([]);
    expect(r.figures[1]).toMatchObject({
      status: "ranAway",
      sandLoss: 1,
      mayBeStoppedBy: ["a", "c"],
      dice: [],
    });
  });

  it("rolls pools in participant order and skips runaways", () => {
    const dice = sequenceDice(1, 1, 1, 1, 4, 5, 6, 6);
    const r = rollDraw(dice, duel({}, {}));
    expect(r.figures.map((f) => f.dice)).toEqual([
      [1, 1, 1, 1],
      [4, 5, 6, 6],
    ]);
    expect(dice.remaining).toBe(0);
  });

  it("rejects bad draws", () => {
    expect(fieldOf(() => resolveDraw([figure("a", { targets: ["b"] })], [[1]]))).toBe("participants");
    expect(
      fieldOf(() =>
        resolveDraw(duel({ targets: ["zed"] }, {}), [
          [1, 1, 1, 1],
          [1, 1, 1, 1],
        ]),
      ),
    ).toBe("participants[0].targets[0]");
    expect(fieldOf(() => resolveDraw(duel({}, {}), [[1, 1, 1, 1]]))).toBe("rolls");
    expect(
      fieldOf(() =>
        resolveDraw(duel({}, {}), [
          [1, 1, 1, 1],
          [1, 1, 1, 9],
        ]),
      ),
    ).toBe("rolls[1][3]");
    expect(
      fieldOf(() =>
        resolveDraw(
          duel({}, {}),
          [
            [1, 1, 1, 1],
            [1, 1, 1, 1],
          ],
          NEW_DRAW,
          { repeatedCover: "x" as never },
        ),
      ),
    ).toBe("options.repeatedCover");
    const twins = [
      figure("a", { targets: ["b"] }),
      figure("a", { targets: ["b"] }),
      figure("b", { targets: ["a"] }),
    ];
    expect(fieldOf(() => resolveDraw(twins, [[], [], []]))).toBe("participants[1]");
  });
});

describe("Draw odds", () => {
  it("Rep 5 Gunfighter (6d6) beats a Rep 4 figure (4d6) by 2 or more with probability 193/512", () => {
    // Brute force: every pool die passes with probability 1/2, so all 2^10 pass patterns are equally likely.
    let count = 0;
    for (let a = 0; a < 64; a++) {
      for (let b = 0; b < 16; b++) {
        const pa = a.toString(2).split("1").length - 1;
        const pb = b.toString(2).split("1").length - 1;
        if (pa - pb >= 2) count++;
      }
    }
    expect(fraction(count, 1024)).toEqual(fraction(193, 512));
    const diff = poolDifferenceDistribution(6, 4);
    const twoPlus = sum([...diff].filter(([d]) => d >= 2).map(([, p]) => p));
    expect(twoPlus).toEqual(fraction(193, 512));
    const odds = drawOutcomeDistribution(6, 4, true);
    expect(add(odds.obviouslyDead, odds.rollDamage)).toEqual(fraction(193, 512));
    expect(odds.gotTheDrop).toEqual(ZERO);
  });

  it("the Gunfighter's OD and damage split (enumerated independently over 6^6 faces): 110755/373248 and 14971/186624", () => {
    const odds = drawOutcomeDistribution(6, 4, true);
    expect(odds.obviouslyDead).toEqual(fraction(110755, 373248));
    expect(odds.rollDamage).toEqual(fraction(14971, 186624));
  });

  it("a Rep 5 Marshal (also 6d6) covers a Rep 4 figure with probability 11/64; everything sums to 1", () => {
    const odds = drawOutcomeDistribution(6, 4);
    expect(odds.gotTheDrop).toEqual(fraction(11, 64));
    expect(sum(Object.values(odds))).toEqual(fraction(1));
  });

  it("agrees with a seeded simulation of 100,000 Gunfighter draws within 0.006", () => {
    const odds = drawOutcomeDistribution(6, 4, true);
    const dice = seededDice(1881);
    const ps = duel({ profession: "gunfighter", rep: 5 }, {});
    const counts: Record<string, number> = {};
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const p = rollDraw(dice, ps).pairings[0]!;
      const key = p.winner === "b" ? "outdrawn" : p.code;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    for (const [key, p] of Object.entries(odds)) {
      expect(Math.abs((counts[key] ?? 0) / n - toNumber(p))).toBeLessThan(0.006);
    }
  });
});

describe("properties", () => {
  const participant = fc.record({
    profession: fc.constantFrom(...PROFESSIONS),
    rep: fc.integer({ min: 1, max: 7 }),
    weapon: fc.constantFrom(...WEAPONS),
    flinch: fc.constantFrom("drawNormally", "flinched", "unmanned" as const),
    hasDrop: fc.boolean(),
    targetPicks: fc.uniqueArray(fc.nat(5), { minLength: 1, maxLength: 3 }),
  });

  it("every pairing and figure is consistent, dice consumed equal the pool sizes", () => {
    fc.assert(
      fc.property(fc.array(participant, { minLength: 2, maxLength: 5 }), fc.integer(), (raw, seed) => {
        const ids = raw.map((_, i) => `f${i}`);
        const ps: DrawParticipant[] = raw.map((r, i) => {
          const others = ids.filter((id) => id !== ids[i]);
          const targets = [...new Set(r.targetPicks.map((k) => others[k % others.length]!))];
          return {
            id: ids[i]!,
            profession: r.profession,
            rep: r.rep,
            weapon: r.weapon,
            flinch: r.flinch,
            hasDrop: r.hasDrop,
            targets,
          };
        });
        const dice = seededDice(seed);
        let used = 0;
        const r = rollDraw({ roll: (f) => (used++, dice.roll(f)) }, ps);
        expect(used).toBe(r.figures.reduce((n, f) => n + f.pool.size, 0));
        for (const f of r.figures) {
          expect(f.passes).toBe(f.dice.filter((d) => d <= 3).length);
          expect(f.dice.length).toBe(f.pool.size);
          expect(["now", "ifShotsMiss", "no"]).toContain(f.beenShotAt);
          if (f.status === "ranAway") expect(f.dice).toEqual([]);
        }
        for (const p of r.pairings) {
          expect([
            "gotTheDrop",
            "obviouslyDead",
            "rollDamage",
            "shoot",
            "bothDrawn",
            "outdrawnNotTargeted",
          ]).toContain(p.code);
          expect(p.margin).toBe(Math.abs(p.passes[0] - p.passes[1]));
          expect(p.readAs).toBeLessThanOrEqual(Math.min(3, p.margin));
          if (p.code === "gotTheDrop") expect(p.readAs).toBe(3);
        }
      }),
    );
  });
});
