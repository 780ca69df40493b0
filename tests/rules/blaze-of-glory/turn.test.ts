import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction, seededDice, sequenceDice, toNumber } from "../../../src/rules/core";
import {
  type ActivationGroup,
  activationChance,
  activationDoublesProbability,
  activeFigureActions,
  planSideActivation,
  planTurn,
  resolveActivation,
  rollActivation,
  rollActivationChecks,
  sideBlockedProbability,
} from "../../../src/rules/blaze-of-glory/turn";
import { fieldOf } from "../helpers/errors";

// Jim Bob Joe's and Tex's outfits for the book's turn-sequence examples (L1119–1133).
const jbjGroups: ActivationGroup[] = [
  { id: "jbj", figures: [{ id: "jimBobJoe", rep: 5, outfitLeader: true }] },
  {
    id: "cowboys",
    figures: [
      { id: "cowboyA", rep: 4 },
      { id: "cowboyB", rep: 4 },
    ],
  },
  {
    id: "greenhorns",
    figures: [
      { id: "greenhornA", rep: 3 },
      { id: "greenhornB", rep: 2 },
    ],
  },
];
const texGroups: ActivationGroup[] = [
  {
    id: "texBand",
    figures: [
      { id: "tex", rep: 4, outfitLeader: true },
      { id: "outlawA", rep: 3 },
    ],
  },
  { id: "loner", figures: [{ id: "outlawB", rep: 3 }] },
  { id: "drunks", figures: [{ id: "outlawC", rep: 2 }] },
];

describe("activation roll", () => {
  it("W-07: white 4 and red 4 are doubles — nobody moves or fires, both may reload, change or pick up weapons", () => {
    const result = resolveActivation([
      { side: "white", die: 4 },
      { side: "red", die: 4 },
    ]);
    expect(result.doubles).toBe(true);
    expect(result.order).toEqual([]);
    expect(result.blocked).toEqual(["white", "red"]);
    for (const side of result.sides) {
      expect(side.status).toBe("blocked");
      expect(side.allowedActions).toEqual(["reload", "changeWeapon", "pickUpWeapon"]);
    }
    const plan = planTurn(result, [
      { side: "white", groups: jbjGroups },
      { side: "red", groups: texGroups },
    ]);
    expect(plan.steps).toEqual([]);
    expect(plan.blocked.map((b) => b.side)).toEqual(["white", "red"]);
  });

  it("W-08: white 4, red 3 — white (JBJ) goes first at threshold 4, then red (Tex) at threshold 3", () => {
    const result = resolveActivation([
      { side: "white", die: 4 },
      { side: "red", die: 3 },
    ]);
    expect(result.order).toEqual(["white", "red"]);
    expect(result.sides.map((s) => [s.side, s.status, s.threshold, s.position])).toEqual([
      ["white", "acts", 4, 1],
      ["red", "acts", 3, 2],
    ]);
    const plan = planTurn(result, [
      { side: "white", groups: jbjGroups },
      { side: "red", groups: texGroups },
    ]);
    const white = plan.steps[0]!;
    expect(white.side).toBe("white");
    // Only Rep 4+ figures, or groups led by Rep 4+, may act on the white 4.
    expect(white.plan.units.map((u) => [u.groupId, u.rep, u.figureIds])).toEqual([
      ["jbj", 5, ["jimBobJoe"]],
      ["cowboys", 4, ["cowboyA", "cowboyB"]],
    ]);
    expect(white.plan.idle).toEqual(["greenhornA", "greenhornB"]);
    const red = plan.steps[1]!;
    expect(red.plan.threshold).toBe(3);
    expect(red.plan.units.map((u) => [u.groupId, u.rep])).toEqual([
      ["texBand", 4],
      ["loner", 3],
    ]);
    expect(red.plan.idle).toEqual(["outlawC"]);
  });

  it("W-10: once the first side's groups are done the other side activates its groups one at a time; then the dice are rolled again", () => {
    const plan = planTurn(
      resolveActivation([
        { side: "white", die: 2 },
        { side: "red", die: 5 },
      ]),
      [
        { side: "white", groups: jbjGroups },
        { side: "red", groups: texGroups },
      ],
    );
    expect(plan.steps.map((s) => s.side)).toEqual(["red", "white"]);
    expect(plan.steps[0]!.plan.units).toEqual([]); // red 5: nobody of Tex's reaches Rep 5
    expect(plan.steps[1]!.plan.units.map((u) => u.groupId)).toEqual(["jbj", "cowboys", "greenhorns"]);
    expect(plan.afterTurn).toBe("rollActivation");
  });

  it("W-11: white 4, red 3, green 3 — red and green are blocked, white acts at threshold 4", () => {
    const result = resolveActivation([
      { side: "white", die: 4 },
      { side: "red", die: 3 },
      { side: "green", die: 3 },
    ]);
    expect(result.order).toEqual(["white"]);
    expect(result.blocked).toEqual(["red", "green"]);
    expect(result.sides[0]).toMatchObject({ status: "acts", threshold: 4, allowedActions: "all" });
    expect(result.sides[1]!.allowedActions).toEqual(["reload", "changeWeapon", "pickUpWeapon"]);
  });

  it("orders three or more acting sides from the highest die down", () => {
    const result = resolveActivation([
      { side: "a", die: 2 },
      { side: "b", die: 6 },
      { side: "c", die: 1 },
      { side: "d", die: 4 },
    ]);
    expect(result.order).toEqual(["b", "d", "a", "c"]);
    expect(result.blocked).toEqual([]);
  });

  it("with four sides only the matching pairs are blocked", () => {
    const result = resolveActivation([
      { side: "a", die: 5 },
      { side: "b", die: 5 },
      { side: "c", die: 2 },
      { side: "d", die: 2 },
    ]);
    expect(result.order).toEqual([]);
    expect(result.blocked).toEqual(["a", "b", "c", "d"]);
  });

  it("rolls one die per side in the order given", () => {
    const dice = sequenceDice(6, 1, 3);
    const result = rollActivation(dice, ["white", "red", "green"]);
    expect(result.dice).toEqual([
      { side: "white", die: 6 },
      { side: "red", die: 1 },
      { side: "green", die: 3 },
    ]);
    expect(result.order).toEqual(["white", "green", "red"]);
    expect(dice.remaining).toBe(0);
  });

  it("rejects bad input, naming the field", () => {
    expect(fieldOf(() => rollActivation(sequenceDice(1), ["white"]))).toBe("sides");
    expect(fieldOf(() => rollActivation(sequenceDice(1, 2), ["white", "white"]))).toBe("sides[1]");
    expect(fieldOf(() => rollActivation(sequenceDice(1, 2), ["white", ""]))).toBe("sides[1]");
    expect(
      fieldOf(() =>
        resolveActivation([
          { side: "white", die: 7 },
          { side: "red", die: 1 },
        ]),
      ),
    ).toBe("dice[0].die");
    expect(fieldOf(() => rollActivation(sequenceDice(9, 1), ["white", "red"]))).toBe("dice[0]");
  });
});

describe("groups, leaders and eligibility", () => {
  it("a group goes on its leader's Rep and carries lower-Rep members with it (L1067, L1072)", () => {
    const plan = planSideActivation(
      [
        {
          id: "posse",
          leaderId: "marshal",
          figures: [
            { id: "marshal", rep: 5 },
            { id: "deputy", rep: 3 },
            { id: "greenhorn", rep: 2 },
          ],
        },
      ],
      5,
    );
    expect(plan.units).toEqual([
      {
        kind: "group",
        groupId: "posse",
        leaderId: "marshal",
        rep: 5,
        figureIds: ["marshal", "deputy", "greenhorn"],
        leaderReplaced: false,
      },
    ]);
    expect(plan.idle).toEqual([]);
  });

  it("a member whose own Rep reaches the die may still go alone when the designated leader's does not (L1124)", () => {
    const plan = planSideActivation(
      [
        {
          id: "band",
          leaderId: "weak",
          figures: [
            { id: "weak", rep: 3 },
            { id: "strong", rep: 5 },
            { id: "middling", rep: 4 },
          ],
        },
      ],
      4,
    );
    expect(plan.units.map((u) => [u.kind, u.leaderId, u.figureIds])).toEqual([
      ["individual", "strong", ["strong"]],
      ["individual", "middling", ["middling"]],
    ]);
    expect(plan.idle).toEqual(["weak"]);
  });

  it("with no designated leader the outfit leader leads, otherwise the highest Rep", () => {
    const withOutfitLeader = planSideActivation(
      [
        {
          id: "g",
          figures: [
            { id: "hand", rep: 5 },
            { id: "boss", rep: 4, outfitLeader: true },
          ],
        },
      ],
      1,
    );
    expect(withOutfitLeader.units[0]!.leaderId).toBe("boss");
    expect(withOutfitLeader.rallyingLeaders).toEqual(["boss"]);
    const plain = planSideActivation(
      [
        {
          id: "g",
          figures: [
            { id: "a", rep: 3 },
            { id: "b", rep: 5 },
          ],
        },
      ],
      1,
    );
    expect(plain.units[0]!.leaderId).toBe("b");
  });

  it("a disabled leader is replaced by the highest-Rep able member for activation only (L1085)", () => {
    const plan = planSideActivation(
      [
        {
          id: "gang",
          figures: [
            { id: "boss", rep: 5, outfitLeader: true, disabled: true },
            { id: "kid", rep: 3 },
            { id: "ace", rep: 4 },
          ],
        },
      ],
      4,
    );
    expect(plan.units).toEqual([
      {
        kind: "group",
        groupId: "gang",
        leaderId: "ace",
        rep: 4,
        figureIds: ["kid", "ace"],
        leaderReplaced: true,
      },
    ]);
    // Rallying stays with the (disabled) outfit leader: nobody else may rally.
    expect(plan.rallyingLeaders).toEqual([]);
  });

  it("a group with nobody able to act produces no unit", () => {
    const plan = planSideActivation([{ id: "g", figures: [{ id: "a", rep: 6, disabled: true }] }], 1);
    expect(plan).toMatchObject({ units: [], idle: [] });
  });

  it("orders units highest Rep first, keeping input order on equal Reps", () => {
    const plan = planSideActivation(
      [
        { id: "g1", figures: [{ id: "a", rep: 3 }] },
        { id: "g2", figures: [{ id: "b", rep: 6 }] },
        { id: "g3", figures: [{ id: "c", rep: 3 }] },
        { id: "g4", figures: [{ id: "d", rep: 4 }] },
      ],
      2,
    );
    expect(plan.units.map((u) => u.groupId)).toEqual(["g2", "g4", "g1", "g3"]);
  });

  it("rejects bad groups, naming the field", () => {
    expect(fieldOf(() => planSideActivation([{ id: "g", figures: [{ id: "a", rep: 8 }] }], 3))).toBe(
      "groups[0].figures[0].rep",
    );
    expect(fieldOf(() => planSideActivation([{ id: "g", figures: [{ id: "a", rep: 4 }] }], 0))).toBe(
      "threshold",
    );
    expect(
      fieldOf(() => planSideActivation([{ id: "g", leaderId: "zed", figures: [{ id: "a", rep: 4 }] }], 3)),
    ).toBe("groups[0].leaderId");
    expect(
      fieldOf(() =>
        planSideActivation(
          [
            { id: "g", figures: [{ id: "a", rep: 4 }] },
            { id: "h", figures: [{ id: "a", rep: 4 }] },
          ],
          3,
        ),
      ),
    ).toBe("figures[1]");
    expect(
      fieldOf(() =>
        planTurn(
          resolveActivation([
            { side: "white", die: 1 },
            { side: "red", die: 2 },
          ]),
          [{ side: "white", groups: [] }],
        ),
      ),
    ).toBe("sides");
  });
});

describe("active figure actions", () => {
  it("an armed, loaded figure on foot may do everything listed at L1139–1142 and L1191–1207", () => {
    const r = activeFigureActions({ weapon: "pistol", weaponLoaded: true });
    expect(r.actions).toEqual([
      "stayInPlace",
      "changeFacing",
      "move",
      "moveFast",
      "charge",
      "enterOrExit",
      "moveCasualty",
      "activeFire",
      "goProne",
      "reload",
      "switchWeapon",
      "exchangeWeapon",
      "pickUpWeapon",
    ]);
    expect(r.reloadKeepsMove).toBe(false);
    expect(r.chargeNeedsTest).toBe("wantingToCharge");
  });

  it("one active fire per activation, only with a loaded weapon", () => {
    expect(activeFigureActions({ weapon: "pistol", weaponLoaded: false }).actions).not.toContain(
      "activeFire",
    );
    expect(
      activeFigureActions({ weapon: "pistol", weaponLoaded: true, activeFireUsed: true }).actions,
    ).not.toContain("activeFire");
  });

  it("two leg wounds or lying prone take away movement; a prone figure may rise", () => {
    const lame = activeFigureActions({ weapon: "pistol", weaponLoaded: true, legWounds: 2 });
    expect(lame.actions).not.toContain("move");
    expect(lame.actions).not.toContain("charge");
    const prone = activeFigureActions({ weapon: "pistol", weaponLoaded: true, prone: true });
    expect(prone.actions).toContain("rise");
    expect(prone.actions).not.toContain("goProne");
    expect(prone.actions).not.toContain("moveFast");
  });

  it("I-07: reloading on the move only for riders with the listed weapons by default", () => {
    expect(activeFigureActions({ weapon: "pistol", mounted: true }).reloadKeepsMove).toBe(true);
    expect(activeFigureActions({ weapon: "trapdoorCarbine", mounted: true }).reloadKeepsMove).toBe(true);
    expect(activeFigureActions({ weapon: "trapdoorRifle", mounted: true }).reloadKeepsMove).toBe(false);
    expect(activeFigureActions({ weapon: "bow", mounted: true }).reloadKeepsMove).toBe(false);
    expect(activeFigureActions({ weapon: "bow", mounted: true, profession: "warrior" }).reloadKeepsMove).toBe(
      true,
    );
    expect(
      activeFigureActions({ weapon: "smoothboreCarbine", mounted: true, profession: "warrior" })
        .reloadKeepsMove,
    ).toBe(true);
    expect(activeFigureActions({ weapon: "pistol" }).reloadKeepsMove).toBe(false);
    expect(
      activeFigureActions({ weapon: "trapdoorRifle" }, { reloadDuringMove: "anyFigure" }).reloadKeepsMove,
    ).toBe(true);
  });

  it("rejects bad state", () => {
    expect(fieldOf(() => activeFigureActions({ weapon: "cannon" as never }))).toBe("state.weapon");
    expect(fieldOf(() => activeFigureActions({ legWounds: 3 }))).toBe("state.legWounds");
    expect(fieldOf(() => activeFigureActions({}, { reloadDuringMove: "sometimes" as never }))).toBe(
      "options.reloadDuringMove",
    );
  });
});

describe("checks on becoming active", () => {
  it("Dead drunk passes out when the die beats Rep (L3079)", () => {
    expect(rollActivationChecks(sequenceDice(5), { rep: 4, drunk: "deadDrunk" })).toEqual({
      checks: [{ code: "deadDrunk", die: 5, failed: true }],
      status: "passesOut",
    });
    expect(rollActivationChecks(sequenceDice(4), { rep: 4, drunk: "deadDrunk" }).status).toBe("actsNormally");
  });

  it("Touched in the Head, and a Touched drunk, stay in place on a die over Rep (L3081, L3087)", () => {
    expect(rollActivationChecks(sequenceDice(4), { rep: 3, attributes: ["touchedInTheHead"] }).status).toBe(
      "remainsInPlace",
    );
    expect(rollActivationChecks(sequenceDice(3), { rep: 3, drunk: "touched" }).status).toBe("actsNormally");
  });

  it("rolls nothing for other figures and one die for each condition that applies", () => {
    const none = sequenceDice();
    expect(rollActivationChecks(none, { rep: 4, drunk: "sick" })).toEqual({
      checks: [],
      status: "actsNormally",
    });
    const two = sequenceDice(2, 6);
    expect(
      rollActivationChecks(two, { rep: 4, drunk: "deadDrunk", attributes: ["touchedInTheHead"] }).status,
    ).toBe("remainsInPlace");
    expect(two.used).toBe(2);
  });

  it("rejects bad figures", () => {
    expect(fieldOf(() => rollActivationChecks(sequenceDice(1), { rep: 4, drunk: "merry" as never }))).toBe(
      "figure.drunk",
    );
    expect(fieldOf(() => rollActivationChecks(sequenceDice(1), { rep: 0 }))).toBe("figure.rep");
  });
});

describe("activation odds", () => {
  it("two sides roll doubles 1 time in 6", () => {
    expect(activationDoublesProbability(2)).toEqual(fraction(1, 6));
    expect(sideBlockedProbability(2)).toEqual(fraction(1, 6));
  });

  it("three sides: doubles 1 − (6·5·4)/216 = 4/9; one given side blocked 1 − 25/36 = 11/36", () => {
    expect(activationDoublesProbability(3)).toEqual(fraction(4, 9));
    expect(sideBlockedProbability(3)).toEqual(fraction(11, 36));
    expect(activationDoublesProbability(7)).toEqual(fraction(1));
  });

  it("a Rep 4 group acts with two sides when its die is 1–4 and not matched: 4/6 · 5/6 = 5/9", () => {
    expect(activationChance(4, 2)).toEqual(fraction(5, 9));
    expect(activationChance(7, 2)).toEqual(fraction(5, 6));
  });

  it("agrees with a seeded simulation of 200,000 two-side rolls within 0.005", () => {
    const dice = seededDice(20260101);
    let doubles = 0;
    let rep4Acts = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const r = rollActivation(dice, ["white", "red"]);
      if (r.doubles) doubles++;
      const white = r.sides[0]!;
      if (white.status === "acts" && white.threshold <= 4) rep4Acts++;
    }
    expect(Math.abs(doubles / n - toNumber(activationDoublesProbability(2)))).toBeLessThan(0.005);
    expect(Math.abs(rep4Acts / n - toNumber(activationChance(4, 2)))).toBeLessThan(0.005);
  });
});

describe("properties", () => {
  const sideIds = fc.uniqueArray(
    fc.constantFrom("white", "red", "green", "blue", "black", "yellow", "pink"),
    {
      minLength: 2,
      maxLength: 7,
    },
  );

  it("every side is either acting (with a unique die, ordered high → low) or blocked; one die per side", () => {
    fc.assert(
      fc.property(sideIds, fc.integer(), (sides, seed) => {
        const dice = seededDice(seed);
        let used = 0;
        const counting = { roll: (faces: number) => (used++, dice.roll(faces)) };
        const r = rollActivation(counting, sides);
        expect(used).toBe(sides.length);
        expect(r.order.length + r.blocked.length).toBe(sides.length);
        const faces = r.order.map((s) => r.sides.find((x) => x.side === s)!.die);
        for (let i = 1; i < faces.length; i++) expect(faces[i]!).toBeLessThan(faces[i - 1]!);
        for (const s of r.sides) {
          const matches = r.sides.filter((x) => x.die === s.die).length;
          expect(s.status).toBe(matches > 1 ? "blocked" : "acts");
          expect(s.threshold).toBe(s.die);
        }
      }),
    );
  });

  it("every able figure is in exactly one unit or idle, units ordered by Rep, all at or above the threshold", () => {
    const figure = fc.record({
      rep: fc.integer({ min: 1, max: 7 }),
      disabled: fc.boolean(),
      outfitLeader: fc.boolean(),
    });
    const groups = fc.array(fc.array(figure, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(groups, fc.integer({ min: 1, max: 6 }), (raw, threshold) => {
        let n = 0;
        const input: ActivationGroup[] = raw.map((figs, gi) => ({
          id: `g${gi}`,
          figures: figs.map((f) => ({ ...f, id: `f${n++}` })),
        }));
        const plan = planSideActivation(input, threshold);
        const able = input.flatMap((g) => g.figures.filter((f) => !f.disabled).map((f) => f.id));
        const placed = [...plan.units.flatMap((u) => u.figureIds), ...plan.idle];
        expect([...placed].sort()).toEqual([...able].sort());
        for (let i = 1; i < plan.units.length; i++)
          expect(plan.units[i]!.rep).toBeLessThanOrEqual(plan.units[i - 1]!.rep);
        for (const u of plan.units) expect(u.rep).toBeGreaterThanOrEqual(threshold);
      }),
    );
  });
});
