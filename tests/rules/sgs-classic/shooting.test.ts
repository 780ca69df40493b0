import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Fraction, ONE, add, equals, fraction, mul, seededDice, sum } from "../../../src/rules/core";
import { COOLNESS_RESULTS } from "../../../src/rules/sgs-classic/ids";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";
import {
  ADVANCED_TO_HIT_ROWS,
  type AdvancedShotSituation,
  type BasicShotSituation,
  advancedDrawOdds,
  advancedHitResult,
  advancedShotOdds,
  allocationRolled,
  badWoundOdds,
  basicBulletOdds,
  basicBurstOdds,
  coolnessChecksFor,
  drawVolleys,
  basicDamageDice,
  basicHitResult,
  basicShotOdds,
  basicToHitModifiers,
  bulletConditions,
  coolnessOdds,
  duckDownTurns,
  extraBulletPenalty,
  hitAllocation,
  horseCheckOdds,
  horseDown,
  impactDeathOdds,
  planBurst,
  resolveAdvancedBurst,
  resolveAdvancedDraw,
  resolveBadWound,
  resolveBasicBurst,
  resolveCoolnessCheck,
  resolveHorseCheck,
  resolveImpact,
  resolveScratch,
  riderOnGround,
  rofResets,
  rollAdvancedBurst,
  rollAdvancedDraw,
  rollBadWound,
  rollBasicBurst,
  rollCoolnessCheck,
  rollHorseCheck,
  rollScratch,
  scratchOdds,
  shotsLeft,
} from "../../../src/rules/sgs-classic/shooting";
import { weaponProfile } from "../../../src/rules/sgs-classic/weapons";
import { fieldOf } from "../helpers/errors";

const F = (n: number, d = 1) => fraction(n, d);
const eq = (a: Fraction, b: Fraction) =>
  expect(equals(a, b), `${a.num}/${a.den} vs ${b.num}/${b.den}`).toBe(true);
const open: BasicShotSituation = {
  firerStationary: false,
  effectiveRange: false,
  targetStationary: false,
  targetPoppedUp: false,
  targetInCover: false,
};
const still: AdvancedShotSituation = { targetInCover: false, targetMovedFast: false, firerMovedFast: false };
const faces = [1, 2, 3, 4, 5, 6] as const;
const adv = classicRules({ advancedShooting: true });

describe("Coolness check (L231–L241)", () => {
  it("steady / flinch / rush by dice over Coolness", () => {
    expect(resolveCoolnessCheck(3, [2, 3]).result).toBe("steady");
    expect(resolveCoolnessCheck(3, [2, 4]).result).toBe("flinch");
    expect(resolveCoolnessCheck(3, [5, 4]).result).toBe("rush");
    expect(resolveCoolnessCheck(6, [6, 6]).result).toBe("steady");
    expect(resolveCoolnessCheck(0, [1, 1]).result).toBe("rush");
    expect(fieldOf(() => resolveCoolnessCheck(7, [1, 1]))).toBe("coolness");
  });
  it("odds match enumeration of 36 rolls", () => {
    for (let c = 0; c <= 6; c++) {
      const n = { steady: 0, flinch: 0, rush: 0 };
      for (const a of faces) for (const b of faces) n[resolveCoolnessCheck(c, [a, b]).result]++;
      const odds = coolnessOdds(c);
      for (const r of COOLNESS_RESULTS) eq(odds[r], F(n[r], 36));
    }
  });
});

describe("basic to-hit (L243–L279)", () => {
  it("reads totals: ≤7 miss, 8–9 1D6, 10+ 2D6", () => {
    expect([7, 8, 9, 10].map(basicHitResult)).toEqual(["miss", "hit1d6", "hit1d6", "hit2d6"]);
    expect(["miss", "hit1d6", "hit2d6"].map((r) => basicDamageDice(r as never))).toEqual([0, 1, 2]);
  });
  it("D7 CV4, stationary, effective, target stationary, 3 bullets 1,3,2 → 8 hit, 9 hit, 7 miss", () => {
    const burst = resolveBasicBurst({
      cv: 4,
      situation: { ...open, firerStationary: true, effectiveRange: true, targetStationary: true },
      coolness: "steady",
      dice: [1, 3, 2],
    });
    expect(burst.map((b) => [b.total, b.result])).toEqual([
      [8, "hit1d6"],
      [9, "hit1d6"],
      [7, "miss"],
    ]);
    expect(burst[2]!.modifiers.find((m) => m.code === "extraBullets")!.value).toBe(-2);
  });
  it("D8 CV3 long range, target moving in cover, flinch, die 6 → 7 miss (stationary target: 8 hit)", () => {
    const s = { ...open, targetInCover: true };
    expect(resolveBasicBurst({ cv: 3, situation: s, coolness: "flinch", dice: [6] })[0]!.result).toBe("miss");
    expect(
      resolveBasicBurst({
        cv: 3,
        situation: { ...s, targetStationary: true },
        coolness: "flinch",
        dice: [6],
      })[0]!.total,
    ).toBe(8);
  });
  it("SGS-Q08: cumulative −(i−1) or flat −(n−1)", () => {
    expect([1, 2, 3].map((i) => extraBulletPenalty(i, 3))).toEqual([0, -1, -2]);
    const flat = classicRules({ multiBulletPenalty: "flat" });
    expect([1, 2, 3].map((i) => extraBulletPenalty(i, 3, flat))).toEqual([-2, -2, -2]);
  });
  it("modifier table rows (L259–L273)", () => {
    const all = {
      firerStationary: true,
      effectiveRange: true,
      targetStationary: true,
      targetPoppedUp: true,
      targetInCover: true,
    };
    expect(basicToHitModifiers({ situation: all, coolness: "rush", bullet: 2, bullets: 2 })).toEqual([
      { code: "firerStationary", value: 1 },
      { code: "effectiveRange", value: 1 },
      { code: "targetStationary", value: 1 },
      { code: "targetPoppedUp", value: -1 },
      { code: "targetInCover", value: -1 },
      { code: "extraBullets", value: -1 },
      { code: "rush", value: -2 },
    ]);
  });
  it("B7 CV5/Coolness 2 hits 12/27; CV4/Coolness 6 hits 1/2", () => {
    const hit = (o: ReturnType<typeof basicShotOdds>) => add(o.hit1d6, o.hit2d6);
    eq(hit(basicShotOdds({ cv: 5, coolness: 2, situation: open, bullet: 1, bullets: 1 })), F(12, 27));
    eq(hit(basicShotOdds({ cv: 4, coolness: 6, situation: open, bullet: 1, bullets: 1 })), F(1, 2));
  });
  it("shot odds equal enumeration of the Coolness dice and the to-hit die", () => {
    for (const cv of [0, 3, 6])
      for (const cool of [0, 2, 5])
        for (const rules of [classicRules(), classicRules({ multiBulletPenalty: "flat" })]) {
          const n = { miss: 0, hit1d6: 0, hit2d6: 0 };
          for (const a of faces)
            for (const b of faces)
              for (const d of faces) {
                const c = resolveCoolnessCheck(cool, [a, b]).result;
                n[resolveBasicBurst({ cv, situation: open, coolness: c, dice: [1, d] }, rules)[1]!.result]++;
              }
          const o = basicShotOdds({ cv, coolness: cool, situation: open, bullet: 2, bullets: 2 }, rules);
          for (const k of ["miss", "hit1d6", "hit2d6"] as const) eq(o[k], F(n[k], 216));
        }
  });
});

describe("whole basic burst (SGS-Q52)", () => {
  it("hit-count odds equal enumeration, one check per firing or per bullet", () => {
    const s = { ...open, firerStationary: true, effectiveRange: true };
    for (const coolnessScope of ["perFiring", "perBullet"] as const)
      for (const cvv of [2, 5])
        for (const cool of [1, 4]) {
          const rules = classicRules({ coolnessScope });
          expect(coolnessChecksFor(2, rules)).toBe(coolnessScope === "perBullet" ? 2 : 1);
          const n = [0, 0, 0];
          let all = 0;
          // Coolness dice (a,b) for the firing or bullet 1, (c,d) for bullet 2 when checked per bullet.
          for (const a of faces)
            for (const b of faces)
              for (const c of faces)
                for (const d of faces)
                  for (const x of faces)
                    for (const y of faces) {
                      const c1 = resolveCoolnessCheck(cool, [a, b]).result;
                      const c2 =
                        coolnessScope === "perBullet" ? resolveCoolnessCheck(cool, [c, d]).result : c1;
                      const b1 = resolveBasicBurst(
                        { cv: cvv, situation: s, coolness: c1, dice: [x, 1] },
                        rules,
                      )[0]!;
                      const b2 = resolveBasicBurst(
                        { cv: cvv, situation: s, coolness: c2, dice: [1, y] },
                        rules,
                      )[1]!;
                      n[(b1.result === "miss" ? 0 : 1) + (b2.result === "miss" ? 0 : 1)]!++;
                      all++;
                    }
          const o = basicBurstOdds({ cv: cvv, coolness: cool, situation: s, bullets: 2 }, rules);
          n.forEach((k, i) => eq(o[i]!, F(k, all)));
        }
  });
});

describe("advanced to-hit (L975–L1001)", () => {
  it("rows 6–9 and their conditions", () => {
    expect(ADVANCED_TO_HIT_ROWS[7].conditions).toEqual(["targetInCover", "rush", "thirdBullet"]);
    expect(ADVANCED_TO_HIT_ROWS[9].conditions).toEqual(["targetInCover", "rush", "thirdBullet"]);
    expect([5, 6, 7, 8, 9, 10, 11].map((t) => advancedHitResult(t, []).result)).toEqual([
      "miss",
      "scratch",
      "scratch",
      "badWound",
      "badWound",
      "badWound",
      "badWound",
    ]);
    expect([6, 7, 8, 9].map((t) => advancedHitResult(t, ["flinch"]).result)).toEqual([
      "miss",
      "scratch",
      "scratch",
      "badWound",
    ]);
    expect([6, 7, 8, 9].map((t) => advancedHitResult(t, ["rush"]).result)).toEqual([
      "miss",
      "miss",
      "scratch",
      "scratch",
    ]);
  });
  it("B1 total 8, target in cover → Scratch", () => {
    expect(
      resolveAdvancedBurst(
        { cv: 4, situation: { ...still, targetInCover: true }, coolness: "steady", bullets: 1, dice: [4] },
        adv,
      )[0]!.result,
    ).toBe("scratch");
  });
  it("B2 total 8 in the open → Bad Wound", () => {
    expect(
      resolveAdvancedBurst({ cv: 4, situation: still, coolness: "steady", bullets: 1, dice: [4] }, adv)[0]!
        .result,
    ).toBe("badWound");
  });
  it("B3 three bullets each read as 8 → Bad Wound, Scratch, Scratch (both SGS-Q22 readings)", () => {
    const per = resolveAdvancedBurst(
      { cv: 4, situation: still, coolness: "steady", bullets: 3, dice: [4, 4, 4] },
      adv,
    );
    const once = resolveAdvancedBurst(
      { cv: 4, situation: still, coolness: "steady", bullets: 3, dice: [4] },
      classicRules({ advancedToHitRoll: "oncePerBurst" }),
    );
    for (const b of [per, once]) expect(b.map((x) => x.result)).toEqual(["badWound", "scratch", "scratch"]);
    expect(
      fieldOf(() =>
        resolveAdvancedBurst({ cv: 4, situation: still, coolness: "steady", bullets: 3, dice: [4] }, adv),
      ),
    ).toBe("dice");
  });
  it("D13 CV5 + 4 = 9: 3rd bullet / 2nd with flinch / cover → Scratch / Bad Wound / Scratch", () => {
    const at = (bullet: number, coolness: "steady" | "flinch", s = still) =>
      advancedHitResult(9, bulletConditions({ situation: s, coolness, bullet })).result;
    expect([at(3, "steady"), at(2, "flinch"), at(1, "steady", { ...still, targetInCover: true })]).toEqual([
      "scratch",
      "badWound",
      "scratch",
    ]);
  });
  it("D14 total 6: target moved fast / none → Miss / Scratch; SGS-Q24 firer reading", () => {
    const fast = { ...still, targetMovedFast: true };
    expect(
      advancedHitResult(6, bulletConditions({ situation: fast, coolness: "steady", bullet: 1 })).result,
    ).toBe("miss");
    expect(
      advancedHitResult(6, bulletConditions({ situation: still, coolness: "steady", bullet: 1 })).result,
    ).toBe("scratch");
    expect(
      bulletConditions(
        { situation: fast, coolness: "steady", bullet: 1 },
        classicRules({ fastMovementOf: "firer" }),
      ),
    ).toEqual([]);
    expect(
      bulletConditions(
        { situation: { ...still, firerMovedFast: true }, coolness: "steady", bullet: 1 },
        classicRules({ fastMovementOf: "firer" }),
      ),
    ).toEqual(["fastMovement"]);
  });
  it("D15 CV6 + 6 = 12 → Bad Wound (SGS-Q23)", () => {
    expect(advancedHitResult(12, ["targetInCover", "rush", "thirdBullet"]).result).toBe("badWound");
  });
  it("odds equal enumeration", () => {
    for (const cv of [0, 4, 6])
      for (const cool of [1, 4])
        for (const bullet of [1, 3]) {
          const n = { miss: 0, scratch: 0, badWound: 0 };
          for (const a of faces)
            for (const b of faces)
              for (const d of faces) {
                const c = resolveCoolnessCheck(cool, [a, b]).result;
                n[
                  resolveAdvancedBurst({ cv, situation: still, coolness: c, bullets: 1, dice: [d] }, adv)[0]!
                    .result === "miss"
                    ? "miss"
                    : advancedHitResult(cv + d, bulletConditions({ situation: still, coolness: c, bullet }))
                        .result
                ]++;
              }
          const o = advancedShotOdds({ cv, coolness: cool, situation: still, bullet });
          const m = { miss: 0, scratch: 0, badWound: 0 };
          for (const a of faces)
            for (const b of faces)
              for (const d of faces)
                m[
                  advancedHitResult(
                    cv + d,
                    bulletConditions({
                      situation: still,
                      coolness: resolveCoolnessCheck(cool, [a, b]).result,
                      bullet,
                    }),
                  ).result
                ]++;
          for (const k of ["miss", "scratch", "badWound"] as const) eq(o[k], F(m[k], 216));
          expect(n.miss + n.scratch + n.badWound).toBe(216);
        }
  });
});

describe("Scratch and Bad Wound (L1002–L1028)", () => {
  it("D16 CV4, (2,5) pass 1; 1D6 6 / 3 → duck 2 turns / 1 turn", () => {
    expect(resolveScratch({ cv: 4 }, { test: [2, 5], duck: 6 }).effect).toEqual({
      kind: "duckDown",
      turns: 2,
      die: 6,
    });
    expect(resolveScratch({ cv: 4 }, { test: [2, 5], duck: 3 }).effect).toEqual({
      kind: "duckDown",
      turns: 1,
      die: 3,
    });
    expect(resolveScratch({ cv: 4 }, { test: [2, 3] }).effect.kind).toBe("carryOn");
    expect(resolveScratch({ cv: 4 }, { test: [6, 5] }).effect.kind).toBe("runaway");
  });
  it("SGS-Q26: the modifier counts only when the world says so", () => {
    expect(resolveScratch({ cv: 4, modifier: 1 }, { test: [5, 5] }).passes).toBe(0);
    expect(
      resolveScratch({ cv: 4, modifier: 1 }, { test: [5, 5] }, classicRules({ woundTestUsesModifiers: true }))
        .passes,
    ).toBe(2);
  });
  it("D17 Impact 2+5 = 7 vs CV4+2 = 6 → dead; Impact 4+1 vs CV5+3 → unconscious", () => {
    expect(
      resolveBadWound(
        { cv: 4, impact: 2, badWounds: 0 },
        { test: [3, 6], impact: [{ impactDie: 5, cvDie: 2 }] },
      ).effect,
    ).toMatchObject({ kind: "impact", outcome: "dead" });
    expect(resolveImpact({ cv: 5, impact: 4 }, [{ impactDie: 1, cvDie: 3 }]).outcome).toBe("unconscious");
  });
  it("SGS-Q25 tie: rolled again, or unconscious", () => {
    expect(
      resolveImpact({ cv: 4, impact: 2 }, [
        { impactDie: 4, cvDie: 2 },
        { impactDie: 6, cvDie: 1 },
      ]).outcome,
    ).toBe("dead");
    expect(fieldOf(() => resolveImpact({ cv: 4, impact: 2 }, [{ impactDie: 4, cvDie: 2 }]))).toBe("rounds");
    expect(
      resolveImpact(
        { cv: 4, impact: 2 },
        [{ impactDie: 4, cvDie: 2 }],
        classicRules({ impactTie: "unconscious" }),
      ).outcome,
    ).toBe("unconscious");
  });
  it("D18 a second Bad Wound kills", () => {
    expect(resolveBadWound({ cv: 6, impact: 2, badWounds: 1 }, { test: [] }).effect).toEqual({
      kind: "dead",
      reason: "secondBadWound",
    });
  });
  it("Bad Wound pass 0 dead, pass 2 duck down", () => {
    expect(resolveBadWound({ cv: 2, impact: 2, badWounds: 0 }, { test: [6, 6] }).effect.kind).toBe("dead");
    expect(resolveBadWound({ cv: 5, impact: 2, badWounds: 0 }, { test: [1, 1], duck: 6 }).effect).toEqual({
      kind: "duckDown",
      turns: 1,
      die: 6,
    });
  });
  it("odds equal enumeration (both SGS-Q25 readings)", () => {
    for (const cv of [1, 4])
      for (const impact of [2, 4])
        for (const impactTie of ["reroll", "unconscious"] as const) {
          const rules = classicRules({ impactTie });
          let win = 0;
          let lose = 0;
          let tie = 0;
          for (const a of faces)
            for (const b of faces) {
              if (impact + a > cv + b) win++;
              else if (impact + a < cv + b) lose++;
              else tie++;
            }
          const death = impactTie === "reroll" ? F(win, win + lose) : F(win, 36);
          eq(impactDeathOdds({ cv, impact }, rules), death);
          const o = badWoundOdds({ cv, impact, badWounds: 0 }, rules);
          eq(sum([o.duckDown, o.unconscious, o.dead]), ONE);
          let p0 = 0;
          let p1 = 0;
          let p2 = 0;
          for (const a of faces)
            for (const b of faces) {
              const passes = (a <= cv ? 1 : 0) + (b <= cv ? 1 : 0);
              if (passes === 0) p0++;
              else if (passes === 1) p1++;
              else p2++;
            }
          // Pass 1 goes to Impact: unconscious when CV wins (ties rolled again, or counted unconscious).
          const out = impactTie === "reroll" ? F(lose, win + lose) : F(lose + tie, 36);
          eq(o.unconscious, mul(F(p1, 36), out));
          eq(o.duckDown, F(p2, 36));
          eq(o.dead, add(F(p0, 36), mul(F(p1, 36), death)));
        }
  });
});

describe("mounted targets (L287–L299)", () => {
  it('D11 beyond 12": die 2 horse, 4 rider; SGS-Q19 within 12"', () => {
    expect(allocationRolled(15)).toBe(true);
    expect([hitAllocation(2), hitAllocation(4)]).toEqual(["horse", "rider"]);
    expect(allocationRolled(12)).toBe(false);
    expect(allocationRolled(12, classicRules({ mountedCloseAim: "alwaysRoll" }))).toBe(true);
  });
  it("D12 My Horse Has Fallen: (5,2) / (6,3)+5 / (6,3)+2 / (6,6)", () => {
    expect(resolveHorseCheck([5, 2]).result).toBe("keepsGoing");
    expect(resolveHorseCheck([6, 3], 5)).toMatchObject({ result: "brokeStride", riderThrown: true });
    expect(resolveHorseCheck([6, 3], 2)).toMatchObject({ result: "brokeStride", riderThrown: false });
    const fell = resolveHorseCheck([6, 6]);
    expect(fell.result).toBe("fallen");
    expect(riderOnGround(fell, false)).toBe(true);
    expect(horseDown(12)).toBe(true);
    expect(horseDown(11)).toBe(false);
  });
});

describe("advanced Draw (L1034–L1048)", () => {
  it("B4 Wyatt passes 3, Curly Bill 2 → Wyatt fires 1 first, then the rest together", () => {
    const plan = resolveAdvancedDraw(
      [
        { cv: 6, rof: 3 },
        { cv: 4, rof: 3 },
      ],
      [
        [1, 2, 3],
        [1, 2, 6],
      ],
    );
    expect(plan).toEqual({ passes: [3, 2], first: 0, firstBullets: 1, together: [2, 3] });
  });
  it("D20 A passes 2, B 0, A's pistol → 2 first, then A's 3rd with B's", () => {
    const plan = resolveAdvancedDraw(
      [
        { cv: 3, rof: 3 },
        { cv: 0, rof: 1 },
      ],
      [
        [1, 2, 6],
        [1, 1, 1],
      ],
    );
    expect(plan).toEqual({ passes: [2, 0], first: 0, firstBullets: 2, together: [1, 1] });
  });
  it("D20 volleys: A's 2 first; then A's 3rd with B's, unless B is put down", () => {
    const plan = resolveAdvancedDraw(
      [
        { cv: 3, rof: 3 },
        { cv: 0, rof: 1 },
      ],
      [
        [1, 2, 6],
        [1, 1, 1],
      ],
    );
    expect(drawVolleys(plan)).toEqual([
      { shooter: 0, bullets: 2, simultaneous: false },
      { shooter: 0, bullets: 1, simultaneous: true },
      { shooter: 1, bullets: 1, simultaneous: true },
    ]);
    expect(drawVolleys(plan, [false, true])).toHaveLength(2);
  });
  it("SGS-Q31 ROF cap", () => {
    const g = [
      { cv: 6, rof: 1 },
      { cv: 0, rof: 1 },
    ] as const;
    expect(
      resolveAdvancedDraw(g, [
        [1, 1, 1],
        [1, 1, 1],
      ]).firstBullets,
    ).toBe(1);
    expect(
      resolveAdvancedDraw(
        g,
        [
          [1, 1, 1],
          [1, 1, 1],
        ],
        classicRules({ advancedDrawRofCap: false }),
      ).firstBullets,
    ).toBe(3);
  });
});

describe("paths and ROF (SGS-Q10, SGS-Q11)", () => {
  it("shotgun: every figure in the path; pistol: up to 3 targets", () => {
    expect(planBurst({ profile: weaponProfile("shotgun"), bullets: 2, targets: 3 })).toEqual(
      [0, 1, 2].map((target) => ({ target, bullets: 2, rollToHit: true })),
    );
    expect(
      planBurst(
        { profile: weaponProfile("shotgun"), bullets: 1, targets: 2 },
        classicRules({ pathFire: "autoHit" }),
      )[1]!.rollToHit,
    ).toBe(false);
    expect(
      planBurst({ profile: weaponProfile("pistol"), bullets: 3, targets: 5 }).map((a) => a.bullets),
    ).toEqual([1, 1, 1]);
    expect(planBurst({ profile: weaponProfile("rifle"), bullets: 1, targets: 4 })).toEqual([
      { target: 0, bullets: 1, rollToHit: true },
    ]);
    expect(
      fieldOf(() => planBurst({ profile: weaponProfile("pistol"), bullets: 2, targets: 1, shotsFired: 2 })),
    ).toBe("bullets");
  });
  it("rofResets by reading", () => {
    expect([rofResets("sidePhase"), rofResets("activation")]).toEqual([true, false]);
    const per = classicRules({ rofReset: "perActivation" });
    expect([rofResets("sidePhase", per), rofResets("activation", per)]).toEqual([false, true]);
  });
});

describe("properties", () => {
  const die = fc.integer({ min: 1, max: 6 });
  const cv = fc.integer({ min: 0, max: 6 });
  const bool = fc.boolean();
  const situation = fc.record({
    firerStationary: bool,
    effectiveRange: bool,
    targetStationary: bool,
    targetPoppedUp: bool,
    targetInCover: bool,
  });
  const advSituation = fc.record({ targetInCover: bool, targetMovedFast: bool, firerMovedFast: bool });
  const cool = fc.constantFrom(...COOLNESS_RESULTS);
  const rules = fc
    .record({
      multiBulletPenalty: fc.constantFrom("cumulative" as const, "flat" as const),
      advancedToHitRoll: fc.constantFrom("perBullet" as const, "oncePerBurst" as const),
      fastMovementOf: fc.constantFrom("target" as const, "firer" as const),
      impactTie: fc.constantFrom("reroll" as const, "unconscious" as const),
      woundTestUsesModifiers: bool,
      advancedDrawRofCap: bool,
      pathFire: fc.constantFrom("rollEach" as const, "autoHit" as const),
      coolnessScope: fc.constantFrom("perFiring" as const, "perBullet" as const),
      rofReset: fc.constantFrom("perSidePhase" as const, "perActivation" as const),
      mountedCloseAim: fc.constantFrom("firerChooses" as const, "alwaysRoll" as const),
      advancedShooting: bool,
    })
    .map((o) => classicRules(o));
  const seed = fc.integer();
  const total = (o: Record<string, Fraction>) => sum(Object.values(o));

  it("Coolness: resolve, roll and odds agree", () => {
    fc.assert(
      fc.property(cv, die, die, seed, (c, a, b, s) => {
        const r = resolveCoolnessCheck(c, [a, b]);
        expect(COOLNESS_RESULTS).toContain(r.result);
        expect(COOLNESS_RESULTS).toContain(rollCoolnessCheck(c, seededDice(s)).result);
        eq(total(coolnessOdds(c)), ONE);
      }),
    );
  });
  it("basic: modifiers sum into the total; odds sum to one; roll = resolve of its dice", () => {
    fc.assert(
      fc.property(
        cv,
        situation,
        cool,
        fc.array(die, { minLength: 1, maxLength: 3 }),
        rules,
        seed,
        (c, s, co, dice, r, sd) => {
          const burst = resolveBasicBurst({ cv: c, situation: s, coolness: co, dice }, r);
          burst.forEach((b, i) => {
            expect(b.total).toBe(c + b.die + b.modifiers.reduce((t, m) => t + m.value, 0));
            expect(b.modifiers).toEqual(
              basicToHitModifiers({ situation: s, coolness: co, bullet: i + 1, bullets: dice.length }, r),
            );
            expect(b.result).toBe(basicHitResult(b.total));
            expect(basicDamageDice(b.result)).toBeLessThanOrEqual(2);
            expect(extraBulletPenalty(i + 1, dice.length, r)).toBeLessThanOrEqual(0);
            eq(total(basicBulletOdds(b.total - b.die)), ONE);
            expect(coolnessChecksFor(dice.length, r)).toBeLessThanOrEqual(dice.length);
            eq(
              total(
                basicShotOdds({ cv: c, coolness: 3, situation: s, bullet: i + 1, bullets: dice.length }, r),
              ),
              ONE,
            );
          });
          eq(sum(basicBurstOdds({ cv: c, coolness: 3, situation: s, bullets: dice.length }, r)), ONE);
          const rolled = rollBasicBurst(
            { cv: c, situation: s, coolness: co, bullets: dice.length },
            seededDice(sd),
            r,
          );
          expect(rolled).toEqual(
            resolveBasicBurst({ cv: c, situation: s, coolness: co, dice: rolled.map((b) => b.die) }, r),
          );
        },
      ),
    );
  });
  it("advanced: a condition never improves a result; odds sum to one", () => {
    const rank = { miss: 0, scratch: 1, badWound: 2 };
    fc.assert(
      fc.property(
        cv,
        die,
        advSituation,
        cool,
        fc.integer({ min: 1, max: 3 }),
        rules,
        seed,
        (c, d, s, co, n, r, sd) => {
          const conds = bulletConditions({ situation: s, coolness: co, bullet: n }, r);
          expect(rank[advancedHitResult(c + d, conds).result]).toBeLessThanOrEqual(
            rank[advancedHitResult(c + d, []).result],
          );
          eq(total(advancedShotOdds({ cv: c, coolness: 3, situation: s, bullet: n }, r)), ONE);
          const rolled = rollAdvancedBurst(
            { cv: c, situation: s, coolness: co, bullets: n },
            seededDice(sd),
            r,
          );
          expect(rolled).toHaveLength(n);
          const dice = r.advancedToHitRoll === "perBullet" ? rolled.map((b) => b.die) : [rolled[0]!.die];
          expect(resolveAdvancedBurst({ cv: c, situation: s, coolness: co, bullets: n, dice }, r)).toEqual(
            rolled,
          );
        },
      ),
    );
  });
  it("wounds: duck turns ≥ 1; rolled tests match their odds' support; odds sum to one", () => {
    fc.assert(
      fc.property(
        cv,
        die,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        rules,
        seed,
        (c, d, imp, mod, had, r, sd) => {
          expect(duckDownTurns(d, c)).toBeGreaterThanOrEqual(1);
          const sc = rollScratch({ cv: c, modifier: mod }, seededDice(sd), r);
          expect(
            resolveScratch(
              { cv: c, modifier: mod },
              { test: sc.test, duck: sc.effect.kind === "duckDown" ? sc.effect.die : undefined },
              r,
            ),
          ).toEqual(sc);
          eq(total(scratchOdds({ cv: c, modifier: mod }, r)), ONE);
          const bw = rollBadWound({ cv: c, impact: imp, badWounds: had }, seededDice(sd), r);
          if (had >= 1) expect(bw.effect.kind).toBe("dead");
          else
            expect(
              resolveBadWound(
                { cv: c, impact: imp, badWounds: had },
                {
                  test: bw.test,
                  duck: bw.effect.kind === "duckDown" ? bw.effect.die : undefined,
                  impact: bw.effect.kind === "impact" ? bw.effect.rounds : undefined,
                },
                r,
              ),
            ).toEqual(bw);
          eq(total(badWoundOdds({ cv: c, impact: imp, badWounds: had }, r)), ONE);
          const dead = impactDeathOdds({ cv: c, impact: imp }, r);
          expect(dead.num).toBeLessThanOrEqual(dead.den);
          const round = [{ impactDie: d, cvDie: 7 - d }];
          const tie = imp + d === c + 7 - d;
          if (tie && r.impactTie === "reroll")
            expect(fieldOf(() => resolveImpact({ cv: c, impact: imp }, round, r))).toBe("rounds");
          else
            expect(resolveImpact({ cv: c, impact: imp }, round, r).outcome).toBe(
              imp + d > c + 7 - d ? "dead" : "unconscious",
            );
        },
      ),
    );
  });
  it("mounted: allocation, horse check and its odds", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 60, noNaN: true }),
        die,
        die,
        die,
        fc.integer({ min: 0, max: 30 }),
        rules,
        seed,
        (dist, a, b, t, dmg, r, sd) => {
          if (dist > 12) expect(allocationRolled(dist, r)).toBe(true);
          expect(["horse", "rider"]).toContain(hitAllocation(a));
          const check = resolveHorseCheck([a, b], t);
          expect(riderOnGround(check, horseDown(dmg))).toBe(
            horseDown(dmg) || check.result === "fallen" || (check.result === "brokeStride" && t >= 4),
          );
          expect(["keepsGoing", "brokeStride", "fallen"]).toContain(rollHorseCheck(seededDice(sd)).result);
          eq(total(horseCheckOdds()), ONE);
        },
      ),
    );
  });
  it("advanced Draw: never more bullets than ROF; odds sum to one", () => {
    const g = fc.record({ cv, rof: fc.integer({ min: 1, max: 3 }) });
    fc.assert(
      fc.property(g, g, rules, seed, (a, b, r, sd) => {
        const plan = rollAdvancedDraw([a, b], seededDice(sd), r);
        expect(resolveAdvancedDraw([a, b], plan.dice, r).passes).toEqual(plan.passes);
        if (plan.first !== null && r.advancedDrawRofCap)
          expect(plan.firstBullets + plan.together[plan.first]).toBe([a, b][plan.first]!.rof);
        eq(sum([...advancedDrawOdds([a.cv, b.cv]).values()]), ONE);
        const volleys = drawVolleys(plan, [false, false]);
        for (const i of [0, 1] as const)
          expect(volleys.filter((v) => v.shooter === i).reduce((t, v) => t + v.bullets, 0)).toBe(
            (plan.first === i ? plan.firstBullets : 0) + plan.together[i],
          );
      }),
    );
  });
  it("planBurst spends the bullets within ROF; rofResets at exactly one moment", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("pistol" as const, "shotgun" as const, "rifle" as const, "scattergun" as const),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        rules,
        (k, n, t, r) => {
          const p = weaponProfile(k, classicRules({ ...r, advancedShooting: false }));
          if (n > shotsLeft(p, 0)) return;
          const plan = planBurst({ profile: p, bullets: n, targets: t }, r);
          expect(plan.length).toBeGreaterThanOrEqual(1);
          if (k === "pistol" || k === "rifle") expect(plan.reduce((s, x) => s + x.bullets, 0)).toBe(n);
          expect(rofResets("sidePhase", r)).not.toBe(rofResets("activation", r));
        },
      ),
    );
  });
});
