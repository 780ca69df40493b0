import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError, sequenceDice, seededDice } from "../../../src/rules/core";
import {
  DEFAULT_OPPOSITION_WEIGHTS,
  OPPOSITION_OPTIONS,
  OPPOSITION_WEIGHTS_TABLE,
  chooseByWeight,
  readOppositionWeights,
  npcOptions,
  type OppositionOption,
  type OppositionState,
} from "../../../src/rules/blaze-of-glory/opposition";

const state = fc.record(
  {
    outOfTheFight: fc.boolean(),
    obviouslyDead: fc.boolean(),
    captured: fc.boolean(),
    surrendered: fc.boolean(),
    removedFromPlay: fc.boolean(),
    runaway: fc.boolean(),
    duckBack: fc.boolean(),
    hidden: fc.boolean(),
    fumbling: fc.boolean(),
    hasLoadedWeapon: fc.boolean(),
    enemyInSight: fc.boolean(),
    enemyInChargeReach: fc.boolean(),
  },
  { requiredKeys: ["hasLoadedWeapon"] },
) as fc.Arbitrary<OppositionState>;

const options = fc.subarray([...OPPOSITION_OPTIONS], { minLength: 1 });
const weights = fc.dictionary(
  fc.constantFrom(...OPPOSITION_OPTIONS),
  fc.integer({ min: 0, max: 12 }),
) as fc.Arbitrary<Partial<Record<OppositionOption, number>>>;

describe("npcOptions: what the book forces, what it leaves open", () => {
  it("a figure out of play, running or unable to fire has no choice; otherwise it always may move", () => {
    fc.assert(
      fc.property(state, (s) => {
        const g = npcOptions(s);
        const out = s.outOfTheFight || s.obviouslyDead || s.captured || s.surrendered || s.removedFromPlay;
        if (out) expect(g.forced).toBe("outOfPlay");
        else if (s.runaway) expect(g.forced).toBe("keepRunning");
        else if (s.fumbling || !s.hasLoadedWeapon) expect(g.forced).toBe("reload");
        else expect(g.forced).toBeNull();
        if (g.forced) expect(g.options).toEqual([]);
        else {
          expect(g.options).toContain("advance");
          expect(g.options).toContain("takeCover");
          expect(g.options.includes("fire")).toBe(Boolean(s.enemyInSight));
          expect(g.options.includes("charge")).toBe(Boolean(s.enemyInChargeReach));
          expect(g.options.includes("stayHidden")).toBe(Boolean(s.hidden));
          expect(g.options.includes("holdPosition")).toBe(!s.hidden);
          expect(g.notes.includes("duckBackEnds")).toBe(Boolean(s.duckBack));
        }
      }),
    );
  });

  it("refuses a state that is not booleans", () => {
    expect(() => npcOptions({ hasLoadedWeapon: "yes" } as never)).toThrow(RulesError);
    expect(() => npcOptions({ hasLoadedWeapon: true, runaway: 1 } as never)).toThrow(RulesError);
    expect(() => npcOptions(null as never)).toThrow(RulesError);
  });
});

describe("chooseByWeight: the weighted die", () => {
  it("picks an open option with a positive weight, the face falling in its range", () => {
    fc.assert(
      fc.property(options, weights, fc.integer({ min: 1, max: 2 ** 30 }), (open, w, seed) => {
        const weightOf = (o: OppositionOption) => w[o] ?? DEFAULT_OPPOSITION_WEIGHTS[o];
        const total = open.reduce((n, o) => n + weightOf(o), 0);
        if (total === 0) {
          expect(() => chooseByWeight(seededDice(seed), open, w)).toThrow(RulesError);
          return;
        }
        const r = chooseByWeight(seededDice(seed), open, w);
        expect(open).toContain(r.choice);
        expect(weightOf(r.choice)).toBeGreaterThan(0);
        if (r.roll) {
          expect(r.roll.faces).toBe(total);
          const slot = r.faces.find((f) => f.option === r.choice)!;
          expect(r.roll.face).toBeGreaterThanOrEqual(slot.from);
          expect(r.roll.face).toBeLessThanOrEqual(slot.to);
        } else expect(open.filter((o) => weightOf(o) > 0)).toEqual([r.choice]);
      }),
    );
  });

  it("every face of the die picks exactly the option holding it", () => {
    fc.assert(
      fc.property(options, weights, (open, w) => {
        const weightOf = (o: OppositionOption) => w[o] ?? DEFAULT_OPPOSITION_WEIGHTS[o];
        const total = open.reduce((n, o) => n + weightOf(o), 0);
        fc.pre(open.filter((o) => weightOf(o) > 0).length > 1);
        const counts = new Map<string, number>();
        for (let face = 1; face <= total; face++) {
          const r = chooseByWeight(sequenceDice(face), open, w);
          counts.set(r.choice, (counts.get(r.choice) ?? 0) + 1);
        }
        for (const o of open) expect(counts.get(o) ?? 0).toBe(weightOf(o));
      }),
    );
  });

  it("the defaults: fire 4, charge 1, advance 2, take cover 2 → faces 1–4 fire, 5 charge", () => {
    const open: OppositionOption[] = ["fire", "charge", "advance", "takeCover", "holdPosition"];
    expect(chooseByWeight(sequenceDice(4), open).choice).toBe("fire");
    expect(chooseByWeight(sequenceDice(5), open).choice).toBe("charge");
    expect(chooseByWeight(sequenceDice(10), open).choice).toBe("holdPosition");
    expect(chooseByWeight(sequenceDice(10), open).roll).toEqual({ face: 10, faces: 10 });
  });

  it("refuses unknown, repeated or out-of-range input", () => {
    expect(() => chooseByWeight(seededDice(1), [])).toThrow(RulesError);
    expect(() => chooseByWeight(seededDice(1), ["dance" as never])).toThrow(RulesError);
    expect(() => chooseByWeight(seededDice(1), ["fire", "fire"])).toThrow(RulesError);
    expect(() => chooseByWeight(seededDice(1), ["fire"], { fire: 13 })).toThrow(RulesError);
    expect(() => chooseByWeight(sequenceDice(0), ["fire", "advance"])).toThrow(RulesError);
  });
});

describe("readOppositionWeights: the GM's table, our defaults where it has nothing usable", () => {
  it("keeps a whole weight in range, our default otherwise", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...OPPOSITION_OPTIONS),
          fc.oneof(fc.integer({ min: -3, max: 15 }), fc.anything()),
        ),
        (rows) => {
          const read = readOppositionWeights((key) => (key in rows ? { weight: rows[key] } : undefined));
          for (const o of OPPOSITION_OPTIONS) {
            const w = rows[o];
            const usable = typeof w === "number" && Number.isInteger(w) && w >= 0 && w <= 12;
            expect(read[o]).toBe(usable ? w : DEFAULT_OPPOSITION_WEIGHTS[o]);
          }
        },
      ),
    );
  });

  it("the table ships our defaults as its known rows", () => {
    for (const o of OPPOSITION_OPTIONS)
      expect(OPPOSITION_WEIGHTS_TABLE.known?.[o]).toEqual({ weight: DEFAULT_OPPOSITION_WEIGHTS[o] });
  });
});
