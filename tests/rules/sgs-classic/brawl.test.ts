import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, equals, fraction, ONE, sequenceDice } from "../../../src/rules/core";
import {
  afterBeingCharged,
  afterChargerFiredOn,
  afterChargingTest,
  arcOf,
  brawlDiceFor,
  brawlingTestOdds,
  mayJoinBrawl,
  resolveBrawlingTests,
  resolveBrawlRound,
  resolveCoup,
  rollBrawlRound,
  type Brawler,
} from "../../../src/rules/sgs-classic/brawl";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";

const pair = (firstPunch: boolean, current: number): Brawler[] => [
  { id: "a", opponent: "b", brawlDice: 2, permanent: true, current: 5, firstPunch },
  { id: "b", opponent: "a", brawlDice: 1, permanent: false, current },
];

describe("brawl", () => {
  it("arcs: front, flank, rear", () => {
    fc.assert(
      fc.property(fc.integer({ min: -720, max: 720 }), fc.integer({ min: 0, max: 180 }), (facing, off) => {
        const arc = arcOf(facing, facing + off);
        expect(arc).toBe(off <= classicRules({}).frontArcDegrees ? "front" : off <= 90 ? "flank" : "rear");
      }),
    );
  });
  it("frontage SGS-Q02 both readings", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (front, rear) => {
        expect(
          mayJoinBrawl({ front, rear, joiningFrom: "rear" }, classicRules({ brawlFrontage: "twoInAll" })),
        ).toBe(front + rear < 2);
        expect(mayJoinBrawl({ front, rear, joiningFrom: "front" })).toBe(front < 2);
        expect(mayJoinBrawl({ front, rear, joiningFrom: "rear" })).toBe(rear < 2);
      }),
    );
  });
  it("charge steps and SGS-Q18", () => {
    fc.assert(
      fc.property(fc.boolean(), (canFire) => {
        expect(afterChargingTest("CHARGE", canFire)).toBe("targetTests");
        expect(afterChargingTest("HOLD_FIRE_OR_STAND", canFire)).toBe(
          canFire ? "chargerFires" : "chargerStands",
        );
        expect(afterBeingCharged("STAND_FIRST_PUNCH")).toBe("brawlChargerFirst");
        expect(afterChargerFiredOn("CARRY_ON")).toBe("brawl");
      }),
    );
    expect(afterBeingCharged("RUNAWAY")).toBe("targetRuns");
    expect(() => afterBeingCharged("FIRE")).toThrow();
  });
  it("brawl round: first punch knocks out, manual returns no blows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 12 }),
        (x, y, con) => {
          const r = resolveBrawlRound(pair(true, con), { a: [x, y], b: [3] });
          expect(r.forestalled.includes("b")).toBe(con - x - y <= 0);
          expect(r.blows[0]).toMatchObject({ from: "a", damage: x + y, kind: "wound" });
          const s = resolveBrawlRound(pair(false, con), { a: [x, y], b: [3] });
          expect(s.blows).toHaveLength(2);
          expect(
            resolveBrawlRound(pair(true, con), {}, classicRules({ brawlResolution: "manual" })).blows,
          ).toEqual([]);
          const rolled = rollBrawlRound(pair(true, con), sequenceDice(x, y, 3));
          expect(rolled.blows.length).toBe(con - x - y <= 0 ? 1 : 2);
        },
      ),
    );
  });
  it("Brawling tests: both pass 1 means nobody steps back; odds sum to 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), (cv) => {
        const o = brawlingTestOdds(cv);
        expect(equals(add(add(o.fightOn, o.backOff), o.runaway), ONE)).toBe(true);
        const out = resolveBrawlingTests([
          { id: "a", cv, dice: [1, 6] },
          { id: "b", cv, dice: [1, 6] },
        ]);
        if (cv >= 1 && cv < 6) expect(out.every((e) => e.loseCon === 1 && !e.stepBack)).toBe(true);
      }),
    );
    expect(brawlingTestOdds(0).runaway).toEqual(fraction(1));
  });
  it("brawl dice per weapon and SGS-Q17", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("knife", "lanceBayonet", "saber") as fc.Arbitrary<"knife">,
        fc.constantFrom(1, 2),
        (w, q) => {
          expect(brawlDiceFor(w, classicRules({ tomahawkBrawlDice: q }))).toEqual({
            brawlDice: 2,
            permanent: true,
          });
          expect(brawlDiceFor("tomahawkKnife", classicRules({ tomahawkBrawlDice: q })).brawlDice).toBe(q);
          expect(brawlDiceFor("fists")).toEqual({ brawlDice: 1, permanent: false });
        },
      ),
    );
  });
  it("coup: counts once, only when the attacker strikes", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (struck, already) => {
        const c = resolveCoup({ struck, alreadyCouped: already, enemyArmed: true });
        expect(c.counted).toBe(struck && !already);
        expect(c.points).toBe(c.counted ? 15 : 0);
      }),
    );
  });
});
