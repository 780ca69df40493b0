import { describe, expect, it } from "vitest";
import { fraction, sequenceDice } from "../../../src/rules/core";
import { DEFAULT_INTERPRETATIONS, type FyhInterpretations } from "../../../src/rules/fill-yore-hands";
import {
  RANGE_TABLE,
  findBand,
  hitNumber,
  planShot,
  resolveShot,
  shotModifiers,
  shotOdds,
  type ShotInput,
} from "../../../src/rules/fill-yore-hands/shooting";
import { fieldOf } from "../helpers/errors";

const rules = (over: Partial<FyhInterpretations> = {}): FyhInterpretations => ({
  ...DEFAULT_INTERPRETATIONS,
  ...over,
});
const shot = (over: Partial<ShotInput>): ShotInput => ({
  weapon: "sixShooter",
  distance: 3,
  rounds: 1,
  loaded: 6,
  ...over,
});
/** Fires one round with the given D20 face and returns that round. */
function oneRound(over: Partial<ShotInput>, die: number, r = rules()) {
  const res = resolveShot({ shot: shot(over), dice: sequenceDice(die), rules: r });
  if (!res.fired) throw new Error("expected a fired shot");
  return res.rounds[0]!;
}

describe("range and hit table (seed L19–L43)", () => {
  // Every row of guide §2.6.1: weapon row, band, inclusive limit, lowest hitting face.
  const rows: [keyof typeof RANGE_TABLE, string, number, number][] = [
    ["pistol", "close", 1, 5],
    ["pistol", "short", 6, 9],
    ["pistol", "medium", 10, 12],
    ["pistol", "long", 15, 19],
    ["rifle", "close", 1, 6],
    ["rifle", "short", 10, 9],
    ["rifle", "medium", 18, 11],
    ["rifle", "long", 36, 17],
    ["carbine", "close", 1, 6],
    ["carbine", "short", 8, 9],
    ["carbine", "medium", 13, 11],
    ["carbine", "long", 20, 17],
    ["shotgun", "close", 1, 5],
    ["shotgun", "short", 6, 9],
  ];
  it("holds exactly the fourteen rows of the seed", () => {
    const flat = Object.entries(RANGE_TABLE).flatMap(([t, bands]) =>
      bands.map((b) => [t, b.band, b.upToInches, b.hitFrom]),
    );
    expect(flat).toEqual(rows);
  });
  const weaponOf = {
    pistol: "sixShooter",
    rifle: "repeaterRifle",
    carbine: "militaryCarbine",
    shotgun: "shotgun",
  } as const;
  it.each(rows)('%s %s: up to %d" takes the band, hits from %d', (table, band, upTo, hitFrom) => {
    const at = findBand({ weapon: weaponOf[table], distance: upTo });
    expect(at).toMatchObject({ inRange: true, row: { band, hitFrom } });
    // A hair beyond the limit leaves the band.
    const past = findBand({ weapon: weaponOf[table], distance: upTo + 0.01 });
    expect(past.inRange ? past.row.band : "out").not.toBe(band);
  });
  it('shotgun beyond 6" cannot be hit (FYH-G02, Q07)', () => {
    expect(findBand({ weapon: "shotgun", distance: 6.5 })).toMatchObject({ inRange: false });
  });
});

describe("worked examples (guide §7.2)", () => {
  it("T1: pistol bands at 5 / 6 / 6.5 / 15 / 15.5 inches", () => {
    const band = (d: number) => {
      const b = findBand({ weapon: "sixShooter", distance: d });
      return b.inRange ? `${b.row.band} ${b.row.hitFrom}` : "out";
    };
    expect([5, 6, 6.5, 15, 15.5].map(band)).toEqual(["short 9", "short 9", "medium 12", "long 19", "out"]);
  });
  it("T2: rifle at 36 / 37; carbine at 8 / 13.5", () => {
    expect(findBand({ weapon: "repeaterRifle", distance: 36 })).toMatchObject({
      row: { band: "long", hitFrom: 17 },
    });
    expect(findBand({ weapon: "repeaterRifle", distance: 37 })).toMatchObject({ inRange: false });
    expect(findBand({ weapon: "militaryCarbine", distance: 8 })).toMatchObject({
      row: { band: "short", hitFrom: 9 },
    });
    expect(findBand({ weapon: "militaryCarbine", distance: 13.5 })).toMatchObject({
      row: { band: "long", hitFrom: 17 },
    });
  });
  it("T3: pistol short, D20 9 hits and 8 misses", () => {
    expect(oneRound({ distance: 4 }, 9)).toMatchObject({ needed: 9, result: 9, hit: true });
    expect(oneRound({ distance: 4 }, 8)).toMatchObject({ needed: 9, result: 8, hit: false });
  });
  it("T4: halving pistol medium for a window: 9 faces → 5, hits on 16–20", () => {
    expect(hitNumber({ faces: 9, halvings: { targetInWindowOrDoor: true } })).toEqual({
      facesSteps: [9, 5],
      faces: 5,
      lowestHit: 16,
    });
    const win = { distance: 8, halvings: { targetInWindowOrDoor: true } };
    expect(oneRound(win, 16).hit).toBe(true);
    expect(oneRound(win, 15).hit).toBe(false);
  });
  it("T5: double halving, mounted firer at a doorway: 12 → 6 → 3, hits on 18–20", () => {
    const plan = planShot({
      shot: shot({ distance: 5, halvings: { firerMounted: true, targetInWindowOrDoor: true } }),
    });
    expect(plan.inRange && plan.rounds[0]).toMatchObject({ facesSteps: [12, 6, 3], needed: 18 });
  });
  it("T6: halving a tiny band: pistol long, mounted: 2 → 1, hits on 20 only", () => {
    const over = { distance: 12, halvings: { firerMounted: true } };
    expect(oneRound(over, 20)).toMatchObject({ needed: 20, hit: true });
    expect(oneRound(over, 19).hit).toBe(false);
  });
  it("T7: carbine medium, target prone, firer Hit: 15 → 11 hits, 14 → 10 misses", () => {
    const over = {
      weapon: "militaryCarbine" as const,
      loaded: 1,
      distance: 10,
      penalties: { targetProne: true, firerWounds: ["hit" as const] },
    };
    expect(oneRound(over, 15)).toMatchObject({ result: 11, needed: 11, hit: true });
    expect(oneRound(over, 14)).toMatchObject({ result: 10, hit: false });
  });
  it("T8: three rounds at pistol short, each D20 10: hit, hit, miss", () => {
    const res = resolveShot({ shot: shot({ distance: 5, rounds: 3 }), dice: sequenceDice(10, 10, 10) });
    expect(res.fired && res.rounds.map((r) => [r.result, r.hit])).toEqual([
      [10, true],
      [9, true],
      [8, false],
    ]);
    expect(res.fired && res.hits).toBe(2);
    expect(res.roundsFired).toBe(3);
  });
  it("T9: a Drunk with a rifle at Close rolls 6 → 5, a miss", () => {
    const over = { weapon: "repeaterRifle" as const, distance: 1, penalties: { firerDrunk: true } };
    expect(oneRound(over, 6)).toMatchObject({ result: 5, needed: 6, hit: false });
  });
  it("T10: pistol long with a Gut Shot firer cannot hit, even on a 20 (Q10)", () => {
    const over = { distance: 14, penalties: { firerWounds: ["gutShot" as const] } };
    expect(oneRound(over, 20)).toMatchObject({ result: 17, needed: 19, hit: false, canHit: false });
    expect(shotOdds({ shot: shot(over) }).anyHit).toEqual(fraction(0));
    // With the other reading a natural 20 hits anyway.
    expect(oneRound(over, 20, rules({ natural20AutoHit: true }))).toMatchObject({
      hit: true,
      natural20: true,
    });
  });
  it("T11: halve first, then the penalty: pistol medium, window, firer Pinked; 17 hits, 16 misses", () => {
    const over = {
      distance: 9,
      halvings: { targetInWindowOrDoor: true },
      penalties: { firerWounds: ["pinked" as const] },
    };
    expect(oneRound(over, 17)).toMatchObject({ result: 16, needed: 16, hit: true });
    expect(oneRound(over, 16)).toMatchObject({ result: 15, hit: false });
    // Q09 "penaltiesFirst": 9 − 1 = 8 faces, halved to 4: the bare roll must reach 17.
    const other = rules({ halvingOrder: "penaltiesFirst" });
    expect(oneRound(over, 17, other)).toMatchObject({ result: 17, needed: 17, hit: true });
    expect(oneRound(over, 16, other).hit).toBe(false);
  });
});

describe("readings and penalties", () => {
  it("Q08 flat: every round after the first takes −1", () => {
    const mods = (round: number, mode: "flat" | "cumulative") =>
      shotModifiers({ penalties: {}, round, rules: rules({ roundPenaltyMode: mode }) });
    expect(mods(4, "flat")).toEqual([{ source: "extraRound", value: -1 }]);
    expect(mods(4, "cumulative")).toEqual([{ source: "extraRound", value: -3 }]);
    expect(mods(1, "cumulative")).toEqual([]);
  });
  it("cover and prone together are one −2 (one line, L47)", () => {
    expect(shotModifiers({ penalties: { targetInLightCover: true, targetProne: true }, round: 1 })).toEqual([
      { source: "coverOrProne", value: -2 },
    ]);
  });
  it("Q11: several wounds give the worst, or the sum", () => {
    const p = { firerWounds: ["pinked", "hit"] as const };
    expect(shotModifiers({ penalties: p, round: 1 })).toEqual([{ source: "firerWounded", value: -2 }]);
    expect(shotModifiers({ penalties: p, round: 1, rules: rules({ woundPenalty: "sum" }) })).toEqual([
      { source: "firerWounded", value: -3 },
    ]);
  });
  it("Q07 asLong: beyond the last band is shot as Long", () => {
    const b = findBand({ weapon: "sixShooter", distance: 40, rules: rules({ beyondLongBand: "asLong" }) });
    expect(b).toMatchObject({ inRange: true, beyondLong: true, row: { band: "long" } });
  });
  it("out of range rolls no die and fires nothing", () => {
    const dice = sequenceDice();
    expect(resolveShot({ shot: shot({ distance: 16 }), dice })).toMatchObject({
      fired: false,
      reason: "outOfRange",
      roundsFired: 0,
    });
  });
  it("Q06 cap refuses a longer burst", () => {
    expect(
      fieldOf(() => planShot({ shot: shot({ rounds: 3 }), rules: rules({ maxRoundsPerShot: 2 }) })),
    ).toBe("shot.rounds");
    expect(planShot({ shot: shot({ rounds: 2 }), rules: rules({ maxRoundsPerShot: 2 }) }).inRange).toBe(true);
  });
});

describe("bad input is a RulesError", () => {
  it.each([
    ["negative distance", { distance: -1 }, "distance"],
    ["NaN distance", { distance: Number.NaN }, "distance"],
    ["0 rounds", { rounds: 0 }, "shot.rounds"],
    ["more rounds than loaded", { rounds: 3, loaded: 2 }, "shot.rounds"],
    ["unknown weapon", { weapon: "blunderbuss" as never }, "weapon"],
    ["a Kilt firer", { penalties: { firerWounds: ["kilt" as const] } }, "wounds[0]"],
    ["a halving that is not a flag", { halvings: { firerMounted: "yes" as never } }, "halvings.firerMounted"],
  ])("%s", (_, over, field) => {
    expect(fieldOf(() => resolveShot({ shot: shot(over), dice: sequenceDice(10, 10, 10) }))).toBe(field);
  });
  it("faces out of range", () => {
    expect(fieldOf(() => hitNumber({ faces: 21 }))).toBe("faces");
    expect(fieldOf(() => hitNumber({ faces: -1 }))).toBe("faces");
  });
  it("a die the source gets wrong", () => {
    expect(fieldOf(() => resolveShot({ shot: shot({}), dice: { roll: () => 21 } }))).toBe("dice[0]");
  });
});
