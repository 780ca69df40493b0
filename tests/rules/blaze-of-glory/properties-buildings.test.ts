import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type FireState,
  STRUCTURE_KINDS,
  WINDS,
  WIND_DIRECTIONS,
  advanceFire,
  changeLevel,
  collapsingAreas,
  coverInsideBuilding,
  extinguish,
  fireSpread,
  passOpening,
  resolveBurns,
  resolveStartFire,
  resolveSv,
  rollWindDirection,
  startFireDistribution,
  startFireTarget,
  structure,
  windDirection,
  windDirectionDistribution,
} from "../../../src/rules/blaze-of-glory/buildings";
import {
  RUNS,
  allFinite,
  countingDice,
  diceArb,
  dieArb,
  expectDistribution,
  expectRulesError,
  fracLe,
  seedArb,
} from "../helpers/properties";

const svArb = fc.integer({ min: 0, max: 6 });
const windArb = fc.constantFrom(...WINDS);
const fireArb: fc.Arbitrary<FireState> = fc.record({
  status: fc.constantFrom("smouldering" as const, "burning" as const, "out" as const),
  sv: svArb,
  burns: fc.boolean(),
  fireInches: fc.integer({ min: 0, max: 20 }),
  extentInches: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  destroyed: fc.boolean(),
});

describe("buildings: structures and fire", () => {
  it("resolveSv, resolveBurns: an explicit value wins over the structure; bad values are named", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STRUCTURE_KINDS), svArb, fc.boolean(), (kind, sv, burns) => {
        expect(resolveSv({ structure: kind })).toBe(structure(kind).sv);
        expect(resolveSv({ structure: kind, sv })).toBe(sv);
        expect(resolveBurns({ structure: kind })).toBe(structure(kind).burns);
        expect(resolveBurns({ structure: kind, burns })).toBe(burns);
        expectRulesError(() => resolveSv({ sv: 7 }), "sv");
        expectRulesError(() => resolveSv({ sv: Number.NaN }, "wall.sv"), "wall.sv");
        expectRulesError(() => resolveBurns({ burns: "yes" as never }), "burns");
      }),
      RUNS,
    );
  });

  it("windDirection, rollWindDirection, windDirectionDistribution", () => {
    fc.assert(
      fc.property(seedArb, dieArb, fc.boolean(), (s, face, windless) => {
        expect(WIND_DIRECTIONS).toContain(windDirection(face));
        const src = countingDice(s);
        const r = rollWindDirection(src, { windless });
        expect(src.count).toBe(windless ? 0 : 1);
        expect(r.wind).toBe(windless ? "none" : windDirection(r.die!));
        expectDistribution(Object.values(windDirectionDistribution()));
        expectRulesError(() => windDirection(7), "face");
        expectRulesError(() => rollWindDirection(src, { windless: 1 as never }), "options.windless");
      }),
      RUNS,
    );
  });

  it("startFireTarget, resolveStartFire, startFireDistribution: sturdier walls never burn more easily", () => {
    fc.assert(
      fc.property(svArb, fc.boolean(), fc.boolean(), diceArb(2, 2), (sv, wet, burns, dice) => {
        const t = startFireTarget(sv);
        expect(t).toBe(6 - sv);
        const used = wet ? dice.slice(0, 1) : dice;
        const r = resolveStartFire({ sv, wet, burns }, used);
        allFinite(r);
        expect(r.outcome).toBe(["notLit", "smouldering", "burning"][Math.min(2, r.passes)]);
        expect(r.passes).toBeLessThanOrEqual(used.length);
        const d = startFireDistribution(sv, wet);
        expectDistribution(Object.values(d));
        if (sv < 6) expect(fracLe(startFireDistribution(sv + 1, wet).burning, d.burning)).toBe(true);
        expect(
          fracLe(startFireDistribution(sv, true).burning, startFireDistribution(sv, false).burning),
        ).toBe(true);
        expectRulesError(() => startFireTarget(7), "sv");
        expectRulesError(() => resolveStartFire({ sv, wet }, [...used, 1]), "dice");
        expectRulesError(() => resolveStartFire({ sv, wet: false }, [7, 1]), "dice[0]");
        expectRulesError(() => startFireDistribution(sv, "no" as never), "wet");
      }),
      RUNS,
    );
  });

  it("fireSpread, advanceFire, extinguish: a fire never reaches past its extent; water never adds fire", () => {
    fc.assert(
      fc.property(fireArb, windArb, svArb, fc.integer({ min: 0, max: 10 }), (state, wind, sv, buckets) => {
        const sp = fireSpread(sv, wind);
        expect(sp.inches).toBe(wind === "none" ? (6 - sv) / 2 : 6 - sv);
        const a = advanceFire(state, wind);
        allFinite(a);
        expect(a.state.fireInches).toBeGreaterThanOrEqual(
          state.status === "burning" && state.burns && !state.destroyed
            ? Math.min(state.fireInches, state.extentInches ?? Infinity)
            : state.fireInches,
        );
        if (state.extentInches !== null && a.spreadInches > 0)
          expect(a.state.fireInches).toBeLessThanOrEqual(Math.max(state.extentInches, state.fireInches));
        const e = extinguish(state, buckets);
        allFinite(e);
        expect(e.state.fireInches).toBeLessThanOrEqual(state.fireInches);
        expect(e.state.fireInches).toBeGreaterThanOrEqual(0);
        expectRulesError(() => fireSpread(sv, "up" as never), "wind");
        expectRulesError(() => advanceFire({ ...state, fireInches: Number.NaN }, wind), "state.fireInches");
        expectRulesError(() => extinguish({ ...state, sv: 9 }, buckets), "state.sv");
        expectRulesError(() => extinguish(state, -1), "buckets");
      }),
      RUNS,
    );
  });
});

describe("buildings: areas and access", () => {
  it("collapsingAreas: the collapsed area and everything stacked above it, each once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.nat(), (floors, pick) => {
        const areas = Array.from({ length: floors }, (_, i) => ({
          id: `f${i}`,
          below: i === 0 ? null : `f${i - 1}`,
        }));
        const from = pick % floors;
        const out = collapsingAreas(areas, `f${from}`);
        expect(out).toEqual(areas.slice(from).map((a) => a.id));
        expectRulesError(() => collapsingAreas(areas, "roof"), "collapsedId");
        expectRulesError(
          () => collapsingAreas([...areas, { id: "f0", below: null }], "f0"),
          `areas[${floors}].id`,
        );
      }),
      RUNS,
    );
  });

  it("passOpening, changeLevel, coverInsideBuilding", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("door" as const, "window" as const),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        fc.boolean(),
        (op, inches, from, to, same, doorway) => {
          const p = passOpening(op, inches);
          allFinite(p);
          expect(p.remaining).toBeLessThanOrEqual(inches);
          expect(p.remaining).toBeGreaterThanOrEqual(0);
          const c = changeLevel(from, to);
          expect(c.levels).toBe(Math.abs(to - from));
          expect(c.allowed).toBe(c.levels <= 1);
          const cv = coverInsideBuilding({ shooterInsideSameBuilding: same, targetInDoorway: doorway });
          expect(cv === null).toBe(!same || doorway);
          expectRulesError(() => passOpening("chimney" as never, inches), "opening");
          expectRulesError(() => passOpening(op, Number.NaN), "remainingInches");
          expectRulesError(() => changeLevel(from, 2.5), "toLevel");
          expectRulesError(
            () => coverInsideBuilding({ shooterInsideSameBuilding: same, targetInDoorway: 0 as never }),
            "targetInDoorway",
          );
        },
      ),
      RUNS,
    );
  });
});
