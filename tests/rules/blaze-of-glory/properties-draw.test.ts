import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import {
  type DrawParticipant,
  FLINCH_OUTCOMES,
  checkDrawParticipant,
  drawOpeningTests,
  drawOutcomeDistribution,
  drawPoolOf,
  drawPoolSize,
  gotTheDropFollowUp,
  resolveDraw,
  rollDraw,
} from "../../../src/rules/blaze-of-glory/draw";
import {
  RUNS,
  allFinite,
  diceArb,
  expectDistribution,
  expectRulesError,
  fracLe,
  professionArb,
  repArb,
  weaponArb,
} from "../helpers/properties";

/** 2–4 figures, each drawing on at least one other. */
const participantsArb: fc.Arbitrary<DrawParticipant[]> = fc.integer({ min: 2, max: 4 }).chain((n) => {
  const ids = Array.from({ length: n }, (_, i) => `p${i}`);
  return fc.tuple(
    ...ids.map((id) =>
      fc.record({
        id: fc.constant(id),
        profession: professionArb,
        rep: repArb,
        weapon: weaponArb,
        flinch: fc.constantFrom(...FLINCH_OUTCOMES),
        targets: fc.subarray(
          ids.filter((x) => x !== id),
          { minLength: 1 },
        ),
        hasDrop: fc.boolean(),
      }),
    ),
  );
});

describe("draw: properties over random valid input", () => {
  it("checkDrawParticipant, drawPoolOf, drawPoolSize: pool = Rep + modifiers, never below 0, 0 when unmanned", () => {
    fc.assert(
      fc.property(participantsArb, (ps) => {
        for (const p of ps) {
          const checked = checkDrawParticipant(p, "p");
          expect(checked).toEqual(p);
          const pool = drawPoolSize(p);
          expect(pool).toEqual(drawPoolOf(checked));
          expect(pool.size).toBeGreaterThanOrEqual(0);
          if (p.flinch === "unmanned") expect(pool.size).toBe(0);
          else expect(pool.size).toBe(Math.max(0, p.rep + pool.modifiers.reduce((a, m) => a + m.dice, 0)));
          if (p.rep < 7 && p.flinch !== "unmanned")
            expect(drawPoolSize({ ...p, rep: p.rep + 1 }).size).toBeGreaterThanOrEqual(pool.size);
        }
        const p = ps[0]!;
        expectRulesError(() => drawPoolSize({ ...p, rep: 9 }), "participant.rep");
        expectRulesError(() => checkDrawParticipant({ ...p, weapon: "laser" }, "x"), "x.weapon");
        expectRulesError(() => checkDrawParticipant({ ...p, profession: "banker" }, "x"), "x.profession");
        expectRulesError(() => checkDrawParticipant({ ...p, targets: [] }, "x"), "x.targets");
      }),
      RUNS,
    );
  });

  it("resolveDraw and rollDraw: every pairing names real figures; rollDraw consumes exactly the pools", () => {
    fc.assert(
      fc.property(participantsArb, fc.array(diceArb(20, 20), { minLength: 4, maxLength: 4 }), (ps, pools) => {
        const sizes = ps.map((p) => drawPoolSize(p).size);
        const rolls = sizes.map((n, i) => pools[i]!.slice(0, n));
        const r = resolveDraw(ps, rolls);
        allFinite(r);
        const ids = ps.map((p) => p.id);
        for (const pr of r.pairings) {
          for (const id of pr.figures) expect(ids).toContain(id);
          if (pr.winner !== null) expect(pr.figures).toContain(pr.winner);
          expect(pr.margin).toBeGreaterThanOrEqual(0);
        }
        for (const f of r.figures) expect(f.passes).toBe(f.dice.filter((d) => d <= 3).length);
        const src = sequenceDice(...rolls.flat());
        expect(rollDraw(src, ps)).toEqual(r);
        expect(src.remaining).toBe(0);
        expectRulesError(() => resolveDraw(ps, rolls.slice(1)), "rolls");
        const bad = rolls.map((x) => [...x]);
        const j = sizes.findIndex((n) => n > 0);
        if (j >= 0) {
          bad[j]![0] = 7;
          expectRulesError(() => resolveDraw(ps, bad), new RegExp(`^rolls\\[${j}\\]`));
        }
        expectRulesError(() => resolveDraw([ps[0]!], [rolls[0]!]), "participants");
      }),
      RUNS,
    );
  });

  it("gotTheDropFollowUp and drawOpeningTests", () => {
    fc.assert(
      fc.property(
        participantsArb,
        fc.constantFrom("surrenders" as const, "redraw" as const),
        (ps, outcome) => {
          const [a, b] = [ps[0]!.id, ps[1]!.id];
          const f = gotTheDropFollowUp(outcome, ps, a, b);
          if (f.code === "surrenders") expect(f.surrendered).toBe(b);
          else {
            expect(f.participants.map((p) => p.id).sort()).toEqual([a, b].sort());
            expect(f.participants.find((p) => p.id === a)!.hasDrop).toBe(true);
          }
          expectRulesError(() => gotTheDropFollowUp(outcome, ps, "nobody", b), "winnerId");
          expectRulesError(() => gotTheDropFollowUp(outcome, ps, a, a), "loserId");
          expectRulesError(() => gotTheDropFollowUp("flees" as never, ps, a, b), "outcome");
          const ids = ps.map((p) => p.id);
          expect(drawOpeningTests(ids)).toEqual(ids.map((figureId) => ({ figureId, test: "flinch" })));
          expectRulesError(() => drawOpeningTests([ids[0]!]), "figureIds");
          expectRulesError(() => drawOpeningTests([...ids, ids[0]!]), `figureIds[${ids.length}]`);
        },
      ),
      RUNS,
    );
  });

  it("drawOutcomeDistribution: a distribution; one more die for A never lowers A's drop chance", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        (a, b, covered) => {
          const d = drawOutcomeDistribution(a, b, covered);
          expectDistribution([d.gotTheDrop, d.obviouslyDead, d.rollDamage, d.shoot, d.bothDrawn, d.outdrawn]);
          const more = drawOutcomeDistribution(a + 1, b, covered);
          expect(fracLe(d.gotTheDrop, more.gotTheDrop)).toBe(true);
          expectRulesError(() => drawOutcomeDistribution(Number.NaN, b), "poolA");
          expectRulesError(() => drawOutcomeDistribution(a, 21), "poolB");
        },
      ),
      { numRuns: 60 },
    );
  });
});
