import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction, sequenceDice } from "../../../src/rules/core";
import { QUICKNESS } from "../../../src/rules/fill-yore-hands/ids";
import {
  JUMP_SURPRISE,
  jumpLandsOdds,
  jumpOutcome,
  jumpTargetQuickness,
  resolveJump,
} from "../../../src/rules/fill-yore-hands/jump";
import { fieldOf } from "../helpers/errors";
import { RUNS, expectProbability } from "../helpers/properties";
import { gm, noDice } from "./combat-fixtures";

const OPTS = { jumpFailSurpriseBonus: 1 };
/** A GM's quickness values (test values, not the book's). */
const QV = gm({ quickAsAFox: { value: 1 }, greasedLightning: { value: 2 } });
const jump = (j: number, t: number, quickness: (typeof QUICKNESS)[number] = "none") =>
  resolveJump({
    fromHigherGround: true,
    targetQuickness: quickness,
    dice: sequenceDice(j, t),
    quicknessValues: QV,
    options: OPTS,
  });

describe("T17: jumping on someone", () => {
  it("T17: jumper 4 vs target 4: lands, +1 in the brawl", () => {
    expect(jump(4, 4)).toMatchObject({
      landed: true,
      jumperSurprise: 1,
      jumperProne: false,
      targetSurprise: 0,
    });
  });
  it("T17: jumper 2 vs target 5: jumper prone, target has surprise (FYH-Q26)", () => {
    expect(jump(2, 5)).toMatchObject({
      landed: false,
      jumperProne: true,
      targetSurprise: 1,
      jumperSurprise: 0,
    });
  });
  it("the target adds its quickness, never the jumper", () => {
    expect(jump(5, 4, "quickAsAFox")).toMatchObject({ targetTotal: 5, landed: true });
    expect(jump(5, 4, "greasedLightning")).toMatchObject({ targetTotal: 6, landed: false });
  });
  it("only from higher ground; a missing quickness value rolls nothing", () => {
    expect(
      resolveJump({
        fromHigherGround: false,
        targetQuickness: "none",
        dice: noDice,
        quicknessValues: QV,
        options: OPTS,
      }),
    ).toEqual({
      refused: "notHigher",
    });
    expect(
      resolveJump({
        fromHigherGround: true,
        targetQuickness: "quickAsAFox",
        dice: noDice,
        quicknessValues: undefined,
        options: OPTS,
      }),
    ).toEqual({ missing: "quicknessValues", key: "quickAsAFox" });
    // No quickness: no table needed.
    expect(
      resolveJump({
        fromHigherGround: true,
        targetQuickness: "none",
        dice: sequenceDice(1, 1),
        quicknessValues: undefined,
        options: OPTS,
      }),
    ).toMatchObject({ landed: true });
  });
  it("odds by brute force: 21/36 against a plain target; matches resolveJump over 36 pairs", () => {
    expect(jumpLandsOdds(0)).toEqual(fraction(21, 36));
    let lands = 0;
    for (let j = 1; j <= 6; j++)
      for (let t = 1; t <= 6; t++)
        if ((jump(j, t, "greasedLightning") as { landed: boolean }).landed) lands++;
    expect(jumpLandsOdds(2)).toEqual(fraction(lands, 36));
  });
  it("bad input is a RulesError", () => {
    expect(fieldOf(() => jumpTargetQuickness("speedy" as never, QV))).toBe("quickness");
    expect(fieldOf(() => jumpTargetQuickness("quickAsAFox", gm({ quickAsAFox: { value: "1" } })))).toBe(
      "quicknessValues.rows.quickAsAFox.value",
    );
    expect(fieldOf(() => jumpOutcome(7, 3, OPTS))).toBe("jumperRoll");
    expect(fieldOf(() => jumpOutcome(3, 3, { jumpFailSurpriseBonus: -1 }))).toBe(
      "options.jumpFailSurpriseBonus",
    );
    expect(
      fieldOf(() =>
        resolveJump({
          fromHigherGround: "yes" as never,
          targetQuickness: "none",
          dice: noDice,
          quicknessValues: QV,
          options: OPTS,
        }),
      ),
    ).toBe("fromHigherGround");
  });
});

describe("jump: properties", () => {
  const qvArb = fc.record({ fox: fc.integer({ min: -2, max: 4 }), gl: fc.integer({ min: -2, max: 5 }) });
  it("jumpTargetQuickness: 0 for none, else the GM's row", () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUICKNESS), qvArb, (q, v) => {
        const table = gm({ quickAsAFox: { value: v.fox }, greasedLightning: { value: v.gl } });
        expect(jumpTargetQuickness(q, table)).toBe(q === "none" ? 0 : q === "quickAsAFox" ? v.fox : v.gl);
      }),
      RUNS,
    );
  });
  it("jumpOutcome: lands exactly when jumper ≥ target; the surprise goes to one side only", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -2, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        (j, t, b) => {
          const o = jumpOutcome(j, t, { jumpFailSurpriseBonus: b });
          expect(o.landed).toBe(j >= t);
          expect(o.jumperProne).toBe(!o.landed);
          expect(o.jumperSurprise).toBe(o.landed ? JUMP_SURPRISE : 0);
          expect(o.targetSurprise).toBe(o.landed ? 0 : b);
        },
      ),
      RUNS,
    );
  });
  it("resolveJump / jumpLandsOdds: the odds are the landing frequency over 36 pairs, falling with quickness", () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUICKNESS), qvArb, (q, v) => {
        const table = gm({ quickAsAFox: { value: v.fox }, greasedLightning: { value: v.gl } });
        const qv = jumpTargetQuickness(q, table) as number;
        let lands = 0;
        for (let j = 1; j <= 6; j++)
          for (let t = 1; t <= 6; t++) {
            const r = resolveJump({
              fromHigherGround: true,
              targetQuickness: q,
              dice: sequenceDice(j, t),
              quicknessValues: table,
              options: OPTS,
            });
            if (!("landed" in r)) throw new Error("expected a jump");
            expect(r.targetTotal).toBe(t + qv);
            if (r.landed) lands++;
          }
        const odds = jumpLandsOdds(qv);
        expectProbability(odds);
        expect(odds).toEqual(fraction(lands, 36));
        const harder = jumpLandsOdds(qv + 1);
        expect(harder.num * odds.den).toBeLessThanOrEqual(odds.num * harder.den);
      }),
      RUNS,
    );
  });
});
