import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction, sequenceDice } from "../../../src/rules/core";
import {
  rearAttackOutcome,
  rearSurpriseOdds,
  resolveRearAttack,
} from "../../../src/rules/fill-yore-hands/rear-attack";
import { fieldOf } from "../helpers/errors";
import { RUNS, expectProbability } from "../helpers/properties";
import { gm, modifierTableArb, noDice } from "./combat-fixtures";

const OPTS = { rearSurpriseBonus: 1 };
const MODS = gm({ sneaky: { name: "Sneaky", modifier: 1 }, deaf: { name: "Hard of hearing", modifier: -1 } });
const rear = (a: number, d: number, am: string[] = [], dm: string[] = []) =>
  resolveRearAttack({
    attackerModifiers: am,
    defenderModifiers: dm,
    dice: sequenceDice(a, d),
    rearAttackModifiers: MODS,
    options: OPTS,
  });

describe("T16: attacking from the rear", () => {
  it("T16: attacker 3 vs defender 3: the tie goes to the attacker, who keeps surprise (+1, FYH-Q18)", () => {
    expect(rear(3, 3)).toMatchObject({ defenderTurns: false, attackerSurprise: 1 });
  });
  it("T16: attacker 2 vs defender 5: the defender turns round, not surprised", () => {
    expect(rear(2, 5)).toMatchObject({ defenderTurns: true, attackerSurprise: 0 });
  });
  it("ticked modifiers change the totals; the option sets the surprise", () => {
    expect(rear(2, 3, ["sneaky"])).toMatchObject({
      totals: { attacker: 3, defender: 3 },
      defenderTurns: false,
    });
    expect(rearAttackOutcome(4, 4, { rearSurpriseBonus: 2 }).attackerSurprise).toBe(2);
  });
  it("a ticked modifier with no table or row rolls nothing", () => {
    const base = { defenderModifiers: [], dice: noDice, options: OPTS };
    expect(
      resolveRearAttack({ ...base, attackerModifiers: ["sneaky"], rearAttackModifiers: undefined }),
    ).toEqual({
      missing: "rearAttackModifiers",
      key: "sneaky",
    });
    expect(
      resolveRearAttack({
        ...base,
        attackerModifiers: [],
        defenderModifiers: ["x"],
        rearAttackModifiers: MODS,
      }),
    ).toEqual({ missing: "rearAttackModifiers", key: "x" });
  });
  it("odds by brute force: 21/36 keep surprise with no modifiers; matches resolveRearAttack over 36 pairs", () => {
    expect(rearSurpriseOdds(0, 0)).toEqual(fraction(21, 36));
    let kept = 0;
    for (let a = 1; a <= 6; a++)
      for (let d = 1; d <= 6; d++)
        if (!(rear(a, d, ["sneaky"], []) as { defenderTurns: boolean }).defenderTurns) kept++;
    expect(rearSurpriseOdds(1, 0)).toEqual(fraction(kept, 36));
  });
  it("bad input is a RulesError", () => {
    expect(fieldOf(() => rearAttackOutcome(1, 2, { rearSurpriseBonus: 9 }))).toBe(
      "options.rearSurpriseBonus",
    );
    expect(fieldOf(() => rearAttackOutcome(Number.NaN, 2, OPTS))).toBe("attackerTotal");
    expect(fieldOf(() => rearSurpriseOdds(0, 0.5))).toBe("defenderModifier");
  });
});

describe("rear attack: properties", () => {
  it("rearAttackOutcome: the defender turns exactly when his total is higher", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 12 }),
        fc.integer({ min: -5, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        (a, d, b) => {
          const o = rearAttackOutcome(a, d, { rearSurpriseBonus: b });
          expect(o.defenderTurns).toBe(d > a);
          expect(o.attackerSurprise).toBe(d > a ? 0 : b);
        },
      ),
      RUNS,
    );
  });
  it("resolveRearAttack: dice plus ticked rows; rearSurpriseOdds is the frequency over 36 pairs and monotone", () => {
    fc.assert(
      fc.property(
        modifierTableArb.chain((t) =>
          fc.tuple(fc.constant(t), fc.subarray(Object.keys(t.rows)), fc.subarray(Object.keys(t.rows))),
        ),
        ([table, am, dm]) => {
          const sum = (ids: string[]) => ids.reduce((s, id) => s + (table.rows[id]!.modifier as number), 0);
          let kept = 0;
          for (let a = 1; a <= 6; a++)
            for (let d = 1; d <= 6; d++) {
              const r = resolveRearAttack({
                attackerModifiers: am,
                defenderModifiers: dm,
                dice: sequenceDice(a, d),
                rearAttackModifiers: table,
                options: OPTS,
              });
              if ("missing" in r) throw new Error("rows exist");
              expect(r.totals).toEqual({ attacker: a + sum(am), defender: d + sum(dm) });
              if (!r.defenderTurns) kept++;
            }
          const odds = rearSurpriseOdds(sum(am), sum(dm));
          expectProbability(odds);
          expect(odds).toEqual(fraction(kept, 36));
          const better = rearSurpriseOdds(sum(am) + 1, sum(dm));
          expect(better.num * odds.den).toBeGreaterThanOrEqual(odds.num * better.den);
        },
      ),
      RUNS,
    );
  });
});
