import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFraction, seededDice, sequenceDice, toNumber } from "../../../src/rules/core";
import {
  STRUCTURES,
  STRUCTURE_KINDS,
  WINDS,
  advanceFire,
  areaCondition,
  changeLevel,
  collapsingAreas,
  coverInsideBuilding,
  extinguish,
  fireSpread,
  igniteFire,
  passOpening,
  resolveStartFire,
  rollStartFire,
  rollWindDirection,
  startFireDistribution,
  windDirectionDistribution,
  type FireState,
  type StructureKind,
} from "../../../src/rules/blaze-of-glory/buildings";
import { rulesErrorOf as catchError } from "../helpers/errors";

describe("structural values (L1930–1933)", () => {
  // Tent/teepee SV 0 obscuring; frame SV 1 obscuring; grain sacks / soft fieldworks SV 4 bulletproof;
  // stone (brick, log cabin, adobe) SV 5 bulletproof.
  it.each([
    ["tentOrTeepee", 0, "obscuring", "L1930"],
    ["frameBuilding", 1, "obscuring", "L1931"],
    ["softFieldworks", 4, "bulletproof", "L1932"],
    ["stone", 5, "bulletproof", "L1933"],
    ["brick", 5, "bulletproof", "L1933"],
    ["logCabin", 5, "bulletproof", "L1933"],
    ["adobe", 5, "bulletproof", "L1933"],
  ] as const)("%s: SV %i, %s cover", (kind, sv, cover, line) => {
    expect(STRUCTURES[kind]).toMatchObject({ sv, cover, source: line });
  });

  it("adobe, stone and brick smoke occupants out rather than burning (L1990 Reading)", () => {
    expect(STRUCTURE_KINDS.filter((k) => !STRUCTURES[k].burns)).toEqual(["stone", "brick", "adobe"]);
  });
});

describe("STARTING A FIRE (L1969–1984)", () => {
  it("2d6 vs 6 − SV: pass 2 burning, pass 1 smouldering, pass 0 not lit", () => {
    // Frame building: target 5.
    expect(rollStartFire(sequenceDice(2, 5), { structure: "frameBuilding" })).toMatchObject({
      target: 5,
      passes: 2,
      outcome: "burning",
      source: "L1974",
    });
    expect(rollStartFire(sequenceDice(2, 6), { structure: "frameBuilding" })).toMatchObject({
      outcome: "smouldering",
      source: "L1978",
    });
    expect(rollStartFire(sequenceDice(6, 6), { structure: "frameBuilding" })).toMatchObject({
      outcome: "notLit",
      source: "L1982",
    });
    // Soft fieldworks SV 4: target 2.
    expect(rollStartFire(sequenceDice(2, 3), { structure: "softFieldworks" }).outcome).toBe("smouldering");
  });

  it("rain or a wet fuse rolls 1d6, so pass 2 is impossible", () => {
    const dice = sequenceDice(1);
    expect(rollStartFire(dice, { structure: "tentOrTeepee", wet: true })).toMatchObject({
      dice: [1],
      passes: 1,
      outcome: "smouldering",
    });
    expect(dice.remaining).toBe(0);
    expect(formatFraction(startFireDistribution(0, true).burning)).toBe("0");
  });

  it("a tent (SV 0, target 6) always catches; flaming arrows need no roll (L2003)", () => {
    expect(rollStartFire(sequenceDice(6, 6), { structure: "tentOrTeepee" }).outcome).toBe("burning");
    const dice = sequenceDice();
    expect(rollStartFire(dice, { structure: "stone", flamingArrow: true })).toMatchObject({
      dice: [],
      outcome: "burning",
      smokeOut: true,
    });
  });

  it("adobe that catches smokes the occupants out", () => {
    expect(rollStartFire(sequenceDice(1, 1), { structure: "adobe" })).toMatchObject({
      target: 1,
      outcome: "burning",
      smokeOut: true,
    });
    expect(rollStartFire(sequenceDice(1, 1), { structure: "logCabin" }).smokeOut).toBe(false);
  });

  it("exact odds: SV 1 → burning 25/36, smouldering 10/36, not lit 1/36", () => {
    const d = startFireDistribution(1, false);
    expect([d.burning, d.smouldering, d.notLit].map(formatFraction)).toEqual(["25/36", "5/18", "1/36"]);
  });

  it("seeded simulation for SV 4 within ±0.01 (n = 60,000)", () => {
    const src = seededDice(1959);
    const n = 60_000;
    let burning = 0;
    for (let i = 0; i < n; i++) if (rollStartFire(src, { sv: 4 }).outcome === "burning") burning++;
    // Target 2: (2/6)² = 1/9.
    expect(formatFraction(startFireDistribution(4, false).burning)).toBe("1/9");
    expect(Math.abs(burning / n - toNumber(startFireDistribution(4, false).burning))).toBeLessThan(0.01);
  });

  it("bad input names the field", () => {
    expect(catchError(() => rollStartFire(sequenceDice(1, 1), { sv: 7 })).field).toBe("sv");
    expect(
      catchError(() => rollStartFire(sequenceDice(1, 1), { structure: "igloo" as StructureKind })).field,
    ).toBe("structure");
    expect(catchError(() => resolveStartFire({ sv: 1 }, [1])).field).toBe("dice");
    expect(catchError(() => resolveStartFire({ sv: 1 }, [1, 0])).field).toBe("dice[1]");
  });
});

describe("WIND DIRECTION TABLE (L1992–2001)", () => {
  it.each([
    [1, "north"],
    [2, "west"],
    [3, "west"],
    [4, "east"],
    [5, "east"],
    [6, "south"],
  ] as const)("%i → %s", (face, wind) => {
    expect(rollWindDirection(sequenceDice(face))).toEqual({ die: face, wind });
  });

  it("a windless scenario (guide I-32 option) rolls nothing", () => {
    const dice = sequenceDice();
    expect(rollWindDirection(dice, { windless: true })).toEqual({ die: null, wind: "none" });
  });

  it("exact odds: north 1/6, west 1/3, east 1/3, south 1/6", () => {
    const d = windDirectionDistribution();
    expect([d.north, d.west, d.east, d.south].map(formatFraction)).toEqual(["1/6", "1/3", "1/3", "1/6"]);
  });
});

describe("fire spreading and burning (L1986–1990, L2005)", () => {
  it("spreads 6 − SV downwind, half that every way without wind", () => {
    expect(fireSpread(1, "east")).toEqual({ inches: 5, directions: ["east"] });
    expect(fireSpread(1, "none")).toEqual({ inches: 2.5, directions: "all" });
    expect(fireSpread(0, "north").inches).toBe(6);
    expect(fireSpread(5, "south").inches).toBe(1);
  });

  it("pass 2: burning at once, spreading from the next activation, until the structure is gone", () => {
    const fire = igniteFire(resolveStartFire({ structure: "frameBuilding" }, [1, 1]), { extentInches: 12 })!;
    expect(fire).toMatchObject({ status: "burning", fireInches: 1, destroyed: false });
    const a = advanceFire(fire, "west");
    expect(a).toMatchObject({ spreadInches: 5, directions: ["west"], events: ["spread", "mayJump"] });
    expect(a.state.fireInches).toBe(6);
    const b = advanceFire(a.state, "west");
    expect(b.state.fireInches).toBe(11);
    const c = advanceFire(b.state, "west");
    expect(c.events).toContain("destroyed");
    expect(c.state).toMatchObject({ destroyed: true, fireInches: 12 });
    expect(areaCondition(c.state)).toBe("collapsed");
    expect(areaCondition(c.state, { collapse: "manual" })).toBe("uninhabitable");
  });

  it("pass 1: smoulders, catches at the next activation without spreading, then spreads", () => {
    const fire = igniteFire(resolveStartFire({ structure: "frameBuilding" }, [1, 6]))!;
    expect(fire.status).toBe("smouldering");
    expect(areaCondition(fire)).toBe("sound");
    const a = advanceFire(fire, "none");
    expect(a).toMatchObject({ spreadInches: 0, events: ["lit"] });
    expect(a.state.status).toBe("burning");
    const b = advanceFire(a.state, "none");
    // No wind: no jump to a neighbouring structure.
    expect(b).toMatchObject({ spreadInches: 2.5, directions: "all", events: ["spread"] });
  });

  it("pass 0 leaves no fire", () => {
    expect(igniteFire(resolveStartFire({ structure: "stone" }, [2, 2]))).toBeNull();
  });

  it("a structure that does not burn keeps smoking its occupants out", () => {
    const fire = igniteFire(resolveStartFire({ structure: "adobe" }, [1, 1]))!;
    expect(advanceFire(fire, "east")).toMatchObject({ spreadInches: 0, events: ["smokingOut"] });
    expect(areaCondition(fire)).toBe("uninhabitable");
  });

  it("each bucket of water puts out 1 inch", () => {
    const fire: FireState = {
      status: "burning",
      sv: 1,
      burns: true,
      fireInches: 3,
      extentInches: null,
      destroyed: false,
    };
    expect(extinguish(fire, 2).state).toMatchObject({ status: "burning", fireInches: 1 });
    expect(extinguish(fire, 3)).toMatchObject({
      state: { status: "out", fireInches: 0 },
      events: ["extinguished"],
    });
    expect(advanceFire(extinguish(fire, 3).state, "east").spreadInches).toBe(0);
    expect(catchError(() => extinguish(fire, -1)).field).toBe("buckets");
    expect(catchError(() => advanceFire(fire, "up" as "east")).field).toBe("wind");
  });
});

describe("areas and collapse (L1945–1953)", () => {
  const areas = [
    { id: "store", below: null },
    { id: "storeUpstairs", below: "store" },
    { id: "attic", below: "storeUpstairs" },
    { id: "saloon", below: null },
  ];

  it("a collapsing area brings down everything above it", () => {
    expect(collapsingAreas(areas, "store")).toEqual(["store", "storeUpstairs", "attic"]);
    expect(collapsingAreas(areas, "storeUpstairs")).toEqual(["storeUpstairs", "attic"]);
    expect(collapsingAreas(areas, "saloon")).toEqual(["saloon"]);
  });

  it("bad area lists name the field", () => {
    expect(catchError(() => collapsingAreas(areas, "bank")).field).toBe("collapsedId");
    expect(catchError(() => collapsingAreas([{ id: "a", below: "x" }], "a")).field).toBe("areas[0].below");
    expect(
      catchError(() =>
        collapsingAreas(
          [
            { id: "a", below: null },
            { id: "a", below: null },
          ],
          "a",
        ),
      ).field,
    ).toBe("areas[1].id");
  });
});

describe("entering, leaving and moving inside (L1935–1943)", () => {
  it("a door costs 1 inch", () => {
    expect(passOpening("door", 6)).toMatchObject({
      allowed: true,
      code: "throughDoor",
      cost: 1,
      remaining: 5,
      endsMove: false,
    });
    expect(passOpening("door", 0.5)).toMatchObject({ allowed: false, code: "doorNeedsOneInch" });
  });

  it("a window needs 2 inches left, ends the move, and the figure may still shoot (I-08)", () => {
    expect(passOpening("window", 2)).toMatchObject({
      allowed: true,
      code: "throughWindow",
      remaining: 0,
      endsMove: true,
      mayShoot: true,
    });
    expect(passOpening("window", 1.5)).toMatchObject({ allowed: false, code: "windowNeedsTwoInches" });
    expect(catchError(() => passOpening("chimney" as "door", 3)).field).toBe("opening");
    expect(catchError(() => passOpening("door", Number.NaN)).field).toBe("remainingInches");
  });

  it("W-30: Jim Bob Joe goes from the first floor to the second in one activation, ready to fight", () => {
    expect(changeLevel(0, 1)).toMatchObject({ allowed: true, code: "changedLevel", mayFightOnArrival: true });
    expect(changeLevel(1, 0).allowed).toBe(true);
    expect(changeLevel(0, 2)).toMatchObject({ allowed: false, code: "tooManyLevels" });
    expect(changeLevel(0, 2, { levelsPerActivation: 2 }).allowed).toBe(true);
  });

  it("shots from inside the same building: obscuring and behind a wall, except at the doorway", () => {
    expect(coverInsideBuilding({ shooterInsideSameBuilding: true, targetInDoorway: false })).toMatchObject({
      cover: "obscuring",
      behindWall: true,
    });
    expect(coverInsideBuilding({ shooterInsideSameBuilding: true, targetInDoorway: true })).toBeNull();
    expect(coverInsideBuilding({ shooterInsideSameBuilding: false, targetInDoorway: false })).toBeNull();
  });
});

describe("properties", () => {
  it("fires never produce NaN or leave their codes, and dice match the wet flag", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...STRUCTURE_KINDS),
        fc.boolean(),
        fc.array(fc.constantFrom(...WINDS), { maxLength: 8 }),
        fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
        (seed, structure, wet, winds, extent) => {
          const r = rollStartFire(seededDice(seed), { structure, wet });
          expect(r.dice).toHaveLength(wet ? 1 : 2);
          expect(["burning", "smouldering", "notLit"]).toContain(r.outcome);
          let fire = igniteFire(r, extent === undefined ? {} : { extentInches: extent });
          if (fire === null) return;
          for (const w of winds) {
            const step = advanceFire(fire, w);
            expect(Number.isFinite(step.state.fireInches)).toBe(true);
            expect(step.state.fireInches).toBeGreaterThanOrEqual(fire.fireInches);
            if (extent !== undefined) expect(step.state.fireInches).toBeLessThanOrEqual(Math.max(extent, 1));
            fire = step.state;
          }
          expect(["sound", "uninhabitable", "collapsed"]).toContain(areaCondition(fire));
        },
      ),
      { numRuns: 500 },
    );
  });
});
