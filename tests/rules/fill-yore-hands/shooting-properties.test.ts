import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Fraction, fraction, sequenceDice, sum } from "../../../src/rules/core";
import {
  DEFAULT_INTERPRETATIONS,
  WEAPON_KEYS,
  type FyhInterpretations,
  type WoundState,
} from "../../../src/rules/fill-yore-hands";
import {
  RANGE_TABLE,
  assertDistance,
  facesFrom,
  findBand,
  firerWoundPenalty,
  hitNumber,
  planShot,
  resolveShot,
  roundHitChance,
  roundHits,
  roundPenalty,
  shotModifiers,
  shotOdds,
  type ShotInput,
} from "../../../src/rules/fill-yore-hands/shooting";
import { weaponRange } from "../../../src/rules/fill-yore-hands/weapons";
import { countingDice, expectDistribution, expectRulesError, seedArb } from "../helpers/properties";

const rulesArb: fc.Arbitrary<FyhInterpretations> = fc
  .record({
    militaryRifleRow: fc.constantFrom("rifle" as const, "carbine" as const),
    derringerBands: fc.constantFrom("pistolCloseShort" as const, "pistolAll" as const),
    maxRoundsPerShot: fc.constant(0),
    beyondLongBand: fc.constantFrom("noShot" as const, "asLong" as const),
    roundPenaltyMode: fc.constantFrom("cumulative" as const, "flat" as const),
    halvingOrder: fc.constantFrom("bandFirst" as const, "penaltiesFirst" as const),
    natural20AutoHit: fc.boolean(),
    woundPenalty: fc.constantFrom("worst" as const, "sum" as const),
  })
  .map((r) => ({ ...DEFAULT_INTERPRETATIONS, ...r }));
const weaponArb = fc.constantFrom(...WEAPON_KEYS);
/** Quarter inches from 0 to 40: covers every limit and the gaps between. */
const distanceArb = fc.integer({ min: 0, max: 160 }).map((q) => q / 4);
const woundArb = fc.constantFrom<WoundState>("none", "pinked", "hit", "gutShot");
const woundsArb = fc.array(woundArb, { maxLength: 3 });
const shotArb = (maxRounds: number): fc.Arbitrary<ShotInput> =>
  fc
    .record({
      weapon: weaponArb,
      distance: distanceArb,
      rounds: fc.integer({ min: 1, max: maxRounds }),
      extra: fc.integer({ min: 0, max: 3 }),
      halvings: fc.record({ targetInWindowOrDoor: fc.boolean(), firerMounted: fc.boolean() }),
      penalties: fc.record({
        targetInLightCover: fc.boolean(),
        targetProne: fc.boolean(),
        firerWounds: woundsArb,
        firerDrunk: fc.boolean(),
      }),
    })
    .map(({ extra, ...s }) => ({ ...s, loaded: s.rounds + extra }));

/** Brute force: every combination of D20s, each read by resolveShot itself. */
function enumerateHits(shot: ShotInput, rules: FyhInterpretations): Fraction[] {
  const counts = Array.from({ length: shot.rounds + 1 }, () => 0);
  const total = 20 ** shot.rounds;
  for (let i = 0; i < total; i++) {
    const dice = Array.from({ length: shot.rounds }, (_, k) => (Math.floor(i / 20 ** k) % 20) + 1);
    const res = resolveShot({ shot, dice: sequenceDice(...dice), rules });
    counts[res.fired ? res.hits : 0]!++;
  }
  return counts.map((c) => fraction(c, total));
}

describe("shooting: properties", () => {
  it("findBand: the first band whose limit reaches the distance; beyond the last, Q07 decides", () => {
    fc.assert(
      fc.property(weaponArb, distanceArb, rulesArb, (weapon, distance, rules) => {
        const bands = weaponRange({ weapon, rules }).bands;
        const got = findBand({ weapon, distance, rules });
        const first = bands.find((b) => distance <= b.upToInches);
        if (first) expect(got).toEqual({ inRange: true, row: first, beyondLong: false });
        else if (rules.beyondLongBand === "asLong")
          expect(got).toEqual({ inRange: true, row: bands[bands.length - 1], beyondLong: true });
        else expect(got).toEqual({ inRange: false, lastBand: bands[bands.length - 1] });
        // Farther never means an easier band.
        const farther = findBand({ weapon, distance: distance + 1, rules });
        if (got.inRange && farther.inRange)
          expect(farther.row.hitFrom).toBeGreaterThanOrEqual(got.row.hitFrom);
      }),
    );
  });

  it("assertDistance: any finite non-negative number passes unchanged; negatives and non-finite fail", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (d) => {
        if (Number.isFinite(d) && d >= 0) expect(assertDistance("d", d)).toBe(d);
        else expectRulesError(() => assertDistance("d", d), "d");
      }),
    );
  });

  it("hitNumber: each halving is the previous faces halved and rounded up; lowest hit is 21 − faces", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.boolean(), fc.boolean(), (faces, w, m) => {
        const got = hitNumber({ faces, halvings: { targetInWindowOrDoor: w, firerMounted: m } });
        expect(got.facesSteps).toHaveLength(1 + Number(w) + Number(m));
        got.facesSteps.slice(1).forEach((f, i) => expect(f).toBe(Math.ceil(got.facesSteps[i]! / 2)));
        expect(got.faces).toBe(got.facesSteps.at(-1));
        expect(got.lowestHit).toBe(21 - got.faces);
        // Rounding up: a band with any face keeps at least one.
        if (faces > 0) expect(got.faces).toBeGreaterThanOrEqual(1);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 21, max: 99 }), fc.integer({ min: -99, max: -1 })), (faces) => {
        expectRulesError(() => hitNumber({ faces }), "faces");
      }),
    );
  });

  it("facesFrom: a span n–20 has 21 − n faces, for every table row", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(RANGE_TABLE).flat()), (row) => {
        const faces = facesFrom(row.hitFrom);
        expect(faces).toBe(
          Array.from({ length: 20 }, (_, i) => i + 1).filter((d) => d >= row.hitFrom).length,
        );
      }),
    );
  });

  it("firerWoundPenalty: worst is the lowest single penalty, sum adds them, order does not matter", () => {
    const single: Record<string, number> = { none: 0, pinked: -1, hit: -2, gutShot: -3 };
    fc.assert(
      fc.property(woundsArb, (wounds) => {
        const worst = firerWoundPenalty({ wounds });
        const sum = firerWoundPenalty({ wounds, rules: { woundPenalty: "sum" } });
        expect(worst).toBe(Math.min(0, ...wounds.map((w) => single[w]!)));
        expect(sum).toBe(wounds.reduce((a, w) => a + single[w]!, 0));
        expect(sum).toBeLessThanOrEqual(worst);
        expect(firerWoundPenalty({ wounds: [...wounds].reverse() })).toBe(worst);
        expectRulesError(
          () => firerWoundPenalty({ wounds: [...wounds, "kilt"] }),
          `wounds[${wounds.length}]`,
        );
      }),
    );
  });

  it("roundPenalty: cumulative −(k−1), flat −1 after the first; cumulative is never milder", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (round) => {
        const cumulative = roundPenalty({ round });
        const flat = roundPenalty({ round, rules: { roundPenaltyMode: "flat" } });
        expect(cumulative).toBe(-(round - 1) + 0);
        expect(flat).toBe(round === 1 ? 0 : -1);
        expect(cumulative).toBeLessThanOrEqual(flat);
      }),
    );
  });

  it("shotModifiers: negative entries only, one per reason, the parts agree with their functions", () => {
    fc.assert(
      fc.property(shotArb(4), fc.integer({ min: 1, max: 6 }), rulesArb, (shot, round, rules) => {
        const mods = shotModifiers({ penalties: shot.penalties!, round, rules });
        for (const m of mods) expect(m.value).toBeLessThan(0);
        expect(new Set(mods.map((m) => m.source)).size).toBe(mods.length);
        const by = (s: string) => mods.find((m) => m.source === s)?.value ?? 0;
        const p = shot.penalties!;
        expect(by("coverOrProne")).toBe(p.targetInLightCover || p.targetProne ? -2 : 0);
        expect(by("drunk")).toBe(p.firerDrunk ? -1 : 0);
        expect(by("firerWounded")).toBe(firerWoundPenalty({ wounds: p.firerWounds!, rules }));
        expect(by("extraRound")).toBe(roundPenalty({ round, rules }));
      }),
    );
  });

  it("planShot: one plan per round; later rounds never easier; in range exactly when findBand says", () => {
    fc.assert(
      fc.property(shotArb(5), rulesArb, (shot, rules) => {
        const plan = planShot({ shot, rules });
        expect(plan.inRange).toBe(findBand({ ...shot, rules }).inRange);
        if (!plan.inRange) return;
        expect(plan.rounds.map((r) => r.round)).toEqual(Array.from({ length: shot.rounds }, (_, i) => i + 1));
        for (let i = 1; i < plan.rounds.length; i++) {
          expect(plan.rounds[i]!.modifierTotal).toBeLessThanOrEqual(plan.rounds[i - 1]!.modifierTotal);
          if (plan.rounds[i]!.canHit) expect(plan.rounds[i - 1]!.canHit).toBe(true);
        }
        expect(plan.canHit).toBe(plan.rounds.some((r) => r.canHit));
        // More rounds than loaded is refused.
        expectRulesError(
          () => planShot({ shot: { ...shot, loaded: shot.rounds - 1 }, rules }),
          "shot.rounds",
        );
      }),
    );
  });

  it("roundHits: a higher die never turns a hit into a miss; canHit false means no face hits", () => {
    fc.assert(
      fc.property(shotArb(4), rulesArb, fc.integer({ min: 1, max: 19 }), (shot, rules, die) => {
        const plan = planShot({ shot, rules });
        if (!plan.inRange) return;
        for (const r of plan.rounds) {
          if (roundHits(r, die).hit) expect(roundHits(r, die + 1).hit).toBe(true);
          if (!r.canHit) expect(roundHits(r, die).hit || roundHits(r, 20).hit).toBe(false);
          const res = roundHits(r, die);
          expect(res.result).toBe(r.modifiersOnRoll ? die + r.modifierTotal : die);
        }
      }),
    );
  });

  it("resolveShot: one D20 per round in range, none out of range; each round read by roundHits", () => {
    fc.assert(
      fc.property(shotArb(5), rulesArb, seedArb, (shot, rules, seed) => {
        const dice = countingDice(seed);
        const res = resolveShot({ shot, dice, rules });
        const plan = planShot({ shot, rules });
        if (!res.fired) {
          expect(dice.count).toBe(0);
          expect(plan.inRange).toBe(false);
          return;
        }
        expect(dice.count).toBe(shot.rounds);
        expect(res.roundsFired).toBe(shot.rounds);
        if (!plan.inRange) throw new Error("plan and result disagree");
        expect(res.rounds).toEqual(plan.rounds.map((r, i) => roundHits(r, dice.faces[i]!)));
        expect(res.hits).toBe(res.rounds.filter((r) => r.hit).length);
      }),
    );
  });

  it("roundHitChance: the hitting faces counted one by one, over 20", () => {
    fc.assert(
      fc.property(shotArb(4), rulesArb, (shot, rules) => {
        const plan = planShot({ shot, rules });
        if (!plan.inRange) return;
        for (const r of plan.rounds) {
          const faces = Array.from({ length: 20 }, (_, i) => i + 1).filter((d) => roundHits(r, d).hit).length;
          expect(roundHitChance(r)).toEqual(fraction(faces, 20));
        }
      }),
    );
  });

  it("shotOdds: equals brute-force enumeration of every D20 combination", () => {
    fc.assert(
      fc.property(shotArb(2), rulesArb, (shot, rules) => {
        const odds = shotOdds({ shot, rules });
        expectDistribution(odds.hits);
        expect(odds.hits).toEqual(enumerateHits(shot, rules));
        expect(odds.anyHit).toEqual(sum(odds.hits.slice(1)));
        expect(odds.perRound).toHaveLength(odds.inRange ? shot.rounds : 0);
      }),
      { numRuns: 40 },
    );
  });

  it("shotOdds: three rounds at pistol Short match all 8000 combinations", () => {
    const shot: ShotInput = { weapon: "sixShooter", distance: 5, rounds: 3, loaded: 6 };
    const odds = shotOdds({ shot });
    expect(odds.hits).toEqual(enumerateHits(shot, DEFAULT_INTERPRETATIONS));
    // Rounds need 9, 10, 11 on the die: 12/20, 11/20, 10/20.
    expect(odds.perRound).toEqual([fraction(12, 20), fraction(11, 20), fraction(10, 20)]);
  });
});
