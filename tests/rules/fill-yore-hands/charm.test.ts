import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction, sequenceDice } from "../../../src/rules/core";
import {
  CHARM_RANGE_INCHES,
  attitudeModifier,
  charmOdds,
  charmRefusal,
  charmSucceeds,
  resolveCharm,
  type CharmInput,
} from "../../../src/rules/fill-yore-hands/charm";
import { ATTITUDES } from "../../../src/rules/fill-yore-hands/ids";
import { fieldOf } from "../helpers/errors";
import { RUNS, expectProbability } from "../helpers/properties";
import { gm, modifierTableArb, noDice } from "./combat-fixtures";

const NPC = { attitude: "neutral" as const, charmedBy: null, woundedEver: false };
const LEVELS = gm({ silver: { name: "Silver tongue", modifier: 1 } });
const base: CharmInput = {
  charmerId: "kid",
  charmLevel: null,
  distanceInches: 3,
  npc: NPC,
  dice: noDice,
  charmLevels: undefined,
  options: { charmRetry: true },
};
const charm = (face: number, over: Partial<CharmInput> = {}) =>
  resolveCharm({ ...base, dice: sequenceDice(face), ...over });

describe("T18: charm", () => {
  it("T18: Innocent NPC, D6 4 → 5: charmed", () => {
    const r = charm(4, { npc: { ...NPC, attitude: "innocent" } });
    expect(r).toMatchObject({ total: 5, charmed: true, npc: { charmedBy: "kid" } });
  });
  it("T18: Suspicious NPC, D6 5 → 4: fails", () => {
    expect(charm(5, { npc: { ...NPC, attitude: "suspicious" } })).toMatchObject({
      total: 4,
      charmed: false,
      npc: { charmedBy: null },
    });
  });
  it("T18: neutral NPC, D6 5: charmed", () => {
    expect(charm(5)).toMatchObject({ total: 5, charmed: true });
  });
  it('T18: at 4.5" the charm is not allowed (4" is)', () => {
    expect(resolveCharm({ ...base, distanceInches: 4.5 })).toEqual({ refused: "tooFar" });
    expect(charm(6, { distanceInches: CHARM_RANGE_INCHES })).toMatchObject({ charmed: true });
  });
  it("a wounded NPC counts as Suspicious; another charmer takes over a charmed NPC", () => {
    expect(charm(5, { npc: { ...NPC, attitude: "innocent", woundedEver: true } })).toMatchObject({
      total: 4,
    });
    expect(charm(6, { npc: { ...NPC, charmedBy: "slim" } })).toMatchObject({ npc: { charmedBy: "kid" } });
  });
  it("refusals: GM-run NPC, already charmed by this figure, FYH-Q20 retries off", () => {
    expect(resolveCharm({ ...base, gmControlled: true })).toEqual({ refused: "gmControlled" });
    expect(resolveCharm({ ...base, npc: { ...NPC, charmedBy: "kid" } })).toEqual({
      refused: "alreadyCharmed",
    });
    expect(resolveCharm({ ...base, failedBefore: true, options: { charmRetry: false } })).toEqual({
      refused: "noRetry",
    });
    expect(charm(5, { failedBefore: true })).toMatchObject({ charmed: true });
  });
  it("the charm level comes from the GM's table; missing rolls nothing", () => {
    expect(resolveCharm({ ...base, charmLevel: "silver" })).toEqual({
      missing: "charmLevels",
      key: "silver",
    });
    expect(charm(4, { charmLevel: "silver", charmLevels: LEVELS })).toMatchObject({
      charmModifier: 1,
      total: 5,
      charmed: true,
    });
  });
  it("odds by brute force: neutral 2/6, innocent 3/6, suspicious 1/6; match resolveCharm over six faces", () => {
    expect(charmOdds("neutral", 0)).toEqual(fraction(2, 6));
    expect(charmOdds("innocent", 0)).toEqual(fraction(3, 6));
    expect(charmOdds("suspicious", 0)).toEqual(fraction(1, 6));
    let wins = 0;
    for (let f = 1; f <= 6; f++)
      if (
        (
          charm(f, { charmLevel: "silver", charmLevels: LEVELS, npc: { ...NPC, attitude: "innocent" } }) as {
            charmed: boolean;
          }
        ).charmed
      )
        wins++;
    expect(charmOdds("innocent", 1)).toEqual(fraction(wins, 6));
  });
  it("bad input is a RulesError", () => {
    expect(fieldOf(() => resolveCharm({ ...base, distanceInches: -1 }))).toBe("distanceInches");
    expect(fieldOf(() => resolveCharm({ ...base, charmerId: "" }))).toBe("charmerId");
    expect(fieldOf(() => resolveCharm({ ...base, npc: { ...NPC, attitude: "grumpy" as never } }))).toBe(
      "npc.attitude",
    );
    expect(fieldOf(() => attitudeModifier("grumpy" as never))).toBe("attitude");
    expect(fieldOf(() => charmSucceeds(4.5))).toBe("total");
  });
});

describe("charm: properties", () => {
  it("attitudeModifier / charmSucceeds / charmOdds: the odds are the frequency of faces that reach 5", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ATTITUDES), fc.integer({ min: -7, max: 7 }), (att, m) => {
        const odds = charmOdds(att, m);
        expectProbability(odds);
        let wins = 0;
        for (let f = 1; f <= 6; f++) if (charmSucceeds(f + attitudeModifier(att) + m)) wins++;
        expect(odds).toEqual(fraction(wins, 6));
        expect(charmSucceeds(5)).toBe(true);
        expect(charmSucceeds(4)).toBe(false);
      }),
      RUNS,
    );
  });
  it('charmRefusal / resolveCharm: farther than 4" is always refused; inside, one die is read and the total decides', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.constantFrom(...ATTITUDES),
        fc.integer({ min: 1, max: 6 }),
        modifierTableArb,
        (distance, attitude, face, table) => {
          const level = Object.keys(table.rows)[0]!;
          const input = {
            ...base,
            distanceInches: distance,
            npc: { ...NPC, attitude },
            charmLevel: level,
            charmLevels: table,
          };
          const refusal = charmRefusal(input);
          expect(refusal === "tooFar").toBe(distance > 4);
          const dice = sequenceDice(face);
          const r = resolveCharm({ ...input, dice });
          if (refusal) {
            expect(r).toEqual({ refused: refusal });
            expect(dice.used).toBe(0);
            return;
          }
          if (!("charmed" in r)) throw new Error("expected an attempt");
          expect(dice.used).toBe(1);
          expect(r.total).toBe(face + attitudeModifier(attitude) + (table.rows[level]!.modifier as number));
          expect(r.charmed).toBe(r.total >= 5);
          expect(r.npc.charmedBy).toBe(r.charmed ? "kid" : null);
        },
      ),
      RUNS,
    );
  });
});
