import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import {
  DEFAULT_INTERPRETATIONS,
  QUICKNESS,
  WEAPON_KEYS,
  type FyhInterpretations,
  type Quickness,
  type WoundState,
} from "../../../src/rules/fill-yore-hands";
import {
  canReply,
  decideReply,
  quicknessValue,
  replyRollOff,
  secondShot,
  type ReplyTarget,
} from "../../../src/rules/fill-yore-hands/reply";
import { weaponRange } from "../../../src/rules/fill-yore-hands/weapons";
import { countingDice, expectRulesError, seedArb } from "../helpers/properties";

const rules = (over: Partial<FyhInterpretations> = {}): FyhInterpretations => ({
  ...DEFAULT_INTERPRETATIONS,
  ...over,
});
const target = (over: Partial<ReplyTarget> = {}): ReplyTarget => ({
  weapon: "sixShooter",
  loaded: 6,
  wound: "none",
  ...over,
});
/** Made-up test numbers, not the book's (FYH-M04 is lost). */
const VALUES: Record<Quickness, number> = { none: 0, quickAsAFox: 1, greasedLightning: 2 };

describe("shootin' back (guide §3.5)", () => {
  it("T13: shooter 3 + 0 against target 4 + 0: the target fires first, then the shooter if still up", () => {
    const got = replyRollOff({
      shooterQuickness: "none",
      targetQuickness: "none",
      quicknessValues: undefined,
      dice: sequenceDice(3, 4),
    });
    expect(got).toEqual({
      first: "target",
      rollOff: { shooter: { die: 3, quickness: 0, total: 3 }, target: { die: 4, quickness: 0, total: 4 } },
    });
    expect(secondShot({ first: "target", secondFirerWound: "hit" })).toEqual({
      fires: true,
      firer: "shooter",
      simultaneous: false,
    });
    expect(secondShot({ first: "target", secondFirerWound: "kilt" })).toEqual({
      fires: false,
      firer: "shooter",
      reason: "kilt",
    });
  });

  it("T14: a target Gut Shot by the first shot falls and gets no reply", () => {
    expect(secondShot({ first: "shooter", secondFirerWound: "gutShot" })).toEqual({
      fires: false,
      firer: "target",
      reason: "gutShot",
    });
    // Already Gut Shot before the shot: no reply at all, no die rolled.
    const dice = sequenceDice();
    expect(
      decideReply({
        shooterQuickness: "none",
        target: { ...target({ wound: "gutShot" }), quickness: "none" },
        distance: 3,
        quicknessValues: undefined,
        dice,
      }),
    ).toEqual({ reply: false, reason: "gutShot" });
  });

  it("a tie is simultaneous: both shots go off whatever they do", () => {
    const got = replyRollOff({
      shooterQuickness: "quickAsAFox",
      targetQuickness: "greasedLightning",
      quicknessValues: VALUES,
      dice: sequenceDice(5, 4),
    });
    expect(got).toMatchObject({ first: "simultaneous" });
    expect(secondShot({ first: "simultaneous", secondFirerWound: "kilt" })).toMatchObject({ fires: true });
  });

  it("canReply: Long band of the target's weapon (Q24), Short for a shotgun, rounds, wounds, Q14", () => {
    expect(canReply({ target: target(), distance: 15 })).toEqual({ canReply: true });
    expect(canReply({ target: target(), distance: 15.5 })).toEqual({ canReply: false, reason: "outOfRange" });
    expect(canReply({ target: target({ weapon: "shotgun" }), distance: 6 })).toEqual({ canReply: true });
    expect(canReply({ target: target({ weapon: "shotgun" }), distance: 7 })).toMatchObject({
      reason: "outOfRange",
    });
    expect(canReply({ target: target(), distance: 40, rules: rules({ replyRange: "any" }) }).canReply).toBe(
      true,
    );
    expect(canReply({ target: target({ loaded: 0 }), distance: 3 })).toMatchObject({
      reason: "noRoundsLoaded",
    });
    expect(canReply({ target: target({ wound: "kilt" }), distance: 3 })).toMatchObject({ reason: "kilt" });
    expect(canReply({ target: target({ wound: "pinked" }), distance: 3 }).canReply).toBe(true);
    expect(canReply({ target: target(), distance: 3, shotIsReply: true })).toMatchObject({
      reason: "replyToReply",
    });
    expect(
      canReply({ target: target(), distance: 3, shotIsReply: true, rules: rules({ replyToReply: true }) }),
    ).toEqual({ canReply: true });
  });

  it("quickness values are the GM's: missing when a figure has a trait and none are given", () => {
    const dice = sequenceDice();
    expect(
      replyRollOff({
        shooterQuickness: "none",
        targetQuickness: "quickAsAFox",
        quicknessValues: undefined,
        dice,
      }),
    ).toEqual({ missing: "quicknessValues" });
    expect(
      decideReply({
        shooterQuickness: "greasedLightning",
        target: { ...target(), quickness: "none" },
        distance: 3,
        quicknessValues: undefined,
        dice,
      }),
    ).toEqual({ missing: "quicknessValues" });
    expect(dice.used).toBe(0);
  });

  it("Q13 onlyIfQuicker: no roll-off unless the target is quicker", () => {
    const onlyIf = rules({ replyRollOff: "onlyIfQuicker" });
    const args = { quicknessValues: VALUES, rules: onlyIf };
    expect(
      replyRollOff({
        ...args,
        shooterQuickness: "quickAsAFox",
        targetQuickness: "quickAsAFox",
        dice: sequenceDice(),
      }),
    ).toEqual({ first: "shooter", rollOff: null });
    expect(
      replyRollOff({
        ...args,
        shooterQuickness: "none",
        targetQuickness: "quickAsAFox",
        dice: sequenceDice(3, 4),
      }),
    ).toMatchObject({ first: "target" });
  });

  it("bad input is a RulesError", () => {
    expectRulesError(() => canReply({ target: target(), distance: -2 }), "distance");
    expectRulesError(
      () => canReply({ target: target({ weapon: "musket" as never }), distance: 2 }),
      "weapon",
    );
    expectRulesError(
      () => canReply({ target: target({ wound: "dead" as never }), distance: 2 }),
      "target.wound",
    );
    expectRulesError(
      () => quicknessValue({ quickness: "slow" as never, quicknessValues: undefined }),
      "quickness",
    );
    expectRulesError(
      () => quicknessValue({ quickness: "quickAsAFox", quicknessValues: { ...VALUES, quickAsAFox: 1.5 } }),
      "quicknessValues.quickAsAFox",
    );
    expectRulesError(() => secondShot({ first: "nobody" as never, secondFirerWound: "none" }), "first");
  });
});

const quicknessArb = fc.constantFrom(...QUICKNESS);
const valuesArb = fc.option(
  fc.record({
    none: fc.constant(0),
    quickAsAFox: fc.integer({ min: 0, max: 3 }),
    greasedLightning: fc.integer({ min: 0, max: 4 }),
  }),
  { nil: undefined },
);
const woundArb = fc.constantFrom<WoundState>("none", "pinked", "hit", "gutShot", "kilt");
const replyRulesArb = fc
  .record({
    replyRange: fc.constantFrom("weaponLong" as const, "any" as const),
    replyToReply: fc.boolean(),
    replyRollOff: fc.constantFrom("always" as const, "onlyIfQuicker" as const),
    derringerBands: fc.constantFrom("pistolCloseShort" as const, "pistolAll" as const),
  })
  .map((r) => rules(r));
const targetArb = fc.record({
  weapon: fc.constantFrom(...WEAPON_KEYS),
  loaded: fc.integer({ min: 0, max: 8 }),
  wound: woundArb,
  quickness: quicknessArb,
});
const distanceArb = fc.integer({ min: 0, max: 160 }).map((q) => q / 4);

describe("shootin' back: properties", () => {
  it("canReply: yes exactly when up, loaded, in the weapon's reach and not answering a reply", () => {
    fc.assert(
      fc.property(targetArb, distanceArb, fc.boolean(), replyRulesArb, (t, distance, shotIsReply, r) => {
        const got = canReply({ target: t, distance, shotIsReply, rules: r });
        const bands = weaponRange({ weapon: t.weapon, rules: r }).bands;
        const reach = r.replyRange === "any" || distance <= bands[bands.length - 1]!.upToInches;
        const ok =
          (!shotIsReply || r.replyToReply) &&
          t.wound !== "gutShot" &&
          t.wound !== "kilt" &&
          t.loaded > 0 &&
          reach;
        expect(got.canReply).toBe(ok);
      }),
    );
  });

  it("quicknessValue: the GM's number; none is 0 without a table; a trait without one is missing", () => {
    fc.assert(
      fc.property(quicknessArb, valuesArb, (quickness, values) => {
        const got = quicknessValue({ quickness, quicknessValues: values });
        if (values) expect(got).toBe(values[quickness]);
        else expect(got).toEqual(quickness === "none" ? 0 : { missing: "quicknessValues" });
      }),
    );
  });

  it("replyRollOff: high total first, tie simultaneous; two dice or none", () => {
    fc.assert(
      fc.property(
        quicknessArb,
        quicknessArb,
        valuesArb,
        replyRulesArb,
        seedArb,
        (sq, tq, values, r, seed) => {
          const dice = countingDice(seed);
          const got = replyRollOff({
            shooterQuickness: sq,
            targetQuickness: tq,
            quicknessValues: values,
            dice,
            rules: r,
          });
          if ("missing" in got) {
            expect(values).toBeUndefined();
            expect(sq !== "none" || tq !== "none").toBe(true);
            expect(dice.count).toBe(0);
            return;
          }
          if (!got.rollOff) {
            expect(r.replyRollOff).toBe("onlyIfQuicker");
            expect(got.first).toBe("shooter");
            expect(dice.count).toBe(0);
            return;
          }
          expect(dice.count).toBe(2);
          const { shooter, target: tg } = got.rollOff;
          expect([shooter.die, tg.die]).toEqual(dice.faces);
          expect(shooter.total).toBe(shooter.die + shooter.quickness);
          expect(got.first).toBe(
            shooter.total > tg.total ? "shooter" : tg.total > shooter.total ? "target" : "simultaneous",
          );
        },
      ),
    );
  });

  it("decideReply: canReply's answer, then replyRollOff's with the same dice", () => {
    fc.assert(
      fc.property(
        quicknessArb,
        targetArb,
        distanceArb,
        valuesArb,
        replyRulesArb,
        seedArb,
        (sq, t, distance, values, r, seed) => {
          const input = { shooterQuickness: sq, target: t, distance, quicknessValues: values, rules: r };
          const got = decideReply({ ...input, dice: countingDice(seed) });
          const check = canReply(input);
          if (!check.canReply) {
            expect(got).toEqual({ reply: false, reason: check.reason });
            return;
          }
          const order = replyRollOff({
            shooterQuickness: sq,
            targetQuickness: t.quickness,
            quicknessValues: values,
            rules: r,
            dice: countingDice(seed),
          });
          expect(got).toEqual("missing" in order ? order : { reply: true, ...order });
        },
      ),
    );
  });

  it("secondShot: the other figure fires unless now Gut Shot or Kilt; simultaneous always fires", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("shooter" as const, "target" as const, "simultaneous" as const),
        woundArb,
        (first, w) => {
          const got = secondShot({ first, secondFirerWound: w });
          expect(got.firer).toBe(first === "target" ? "shooter" : "target");
          expect(got.fires).toBe(first === "simultaneous" || (w !== "gutShot" && w !== "kilt"));
        },
      ),
    );
  });
});
