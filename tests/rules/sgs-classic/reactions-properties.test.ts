import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, equals, ONE, passTestDistribution, sequenceDice } from "../../../src/rules/core";
import {
  drawOdds,
  groupTest,
  gunfightOpening,
  isGroupChain,
  modifiedCv,
  reactionModifiers,
  reactionOdds,
  reactionOutcome,
  resolveDraw,
  resolvePursueByFire,
  resolveReactionTest,
  rollDraw,
  rollOffGotAShot,
  rollPursueByFire,
  rollReactionTest,
  slowerFires,
  takesTests,
  testFor,
  testsWhenFiredOn,
} from "../../../src/rules/sgs-classic/reactions";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";

const die = fc.integer({ min: 1, max: 6 });
const cv = fc.integer({ min: 0, max: 6 });
const drawer = fc.record({ cv, coolness: fc.integer({ min: 0, max: 6 }) });

describe("reactions properties", () => {
  it("test, modifiers and odds agree", () => {
    fc.assert(
      fc.property(cv, fc.boolean(), fc.boolean(), die, die, (c, behind, cover, x, y) => {
        const situation = { fromBehind: behind, inCover: cover };
        const mods = reactionModifiers("shotAt", situation);
        const t = modifiedCv(c, mods);
        expect(t).toBe(c + (behind ? -2 : 0) + (cover ? 1 : 0));
        const r = resolveReactionTest({ test: "shotAt", cv: c, situation }, [x, y]);
        expect(r.passes).toBe([x, y].filter((f) => f <= r.target).length);
        expect(r.code).toBe(reactionOutcome("shotAt", r.passes).code);
        expect(rollReactionTest({ test: "shotAt", cv: c, situation }, sequenceDice(x, y)).passes).toBe(
          r.passes,
        );
        const odds = reactionOdds(Math.max(0, Math.min(6, t)));
        expect(
          odds.every((o, i) => equals(o, passTestDistribution(2, Math.max(0, Math.min(6, t)))[i]!)),
        ).toBe(true);
        expect(testFor("shotAt", classicRules({ advancedReactions: behind }))).toBe(
          behind ? "receivedFire" : "shotAt",
        );
        expect(takesTests({ unconscious: cover, dead: behind })).toBe(!cover && !behind);
        expect(testsWhenFiredOn({ hit: cover }).woundTest).toBe(false);
      }),
    );
  });
  it("Draw!, roll-off and odds", () => {
    fc.assert(
      fc.property(drawer, drawer, die, die, fc.boolean(), (a, b, x, y, able) => {
        const r = resolveDraw([a, b], [x, y]);
        if (a.cv + x !== b.cv + y) expect(r.first).toBe(a.cv + x > b.cv + y ? 0 : 1);
        expect(rollDraw([a, b], sequenceDice(x, y))).toEqual(r);
        expect(
          rollOffGotAShot([a, b], [x, y], classicRules({ gotAShotRollOffTie: "simultaneous" })).first,
        ).toBe(a.cv + x === b.cv + y ? null : r.first);
        const o = drawOdds([a, b]);
        expect(equals(add(add(o.first, o.second), o.simultaneous), ONE)).toBe(true);
        expect(typeof slowerFires(able)).toBe("boolean");
        expect(slowerFires(false)).toBe(false);
      }),
    );
  });
  it("group, pursue and gunfight ordering", () => {
    fc.assert(
      fc.property(fc.array(cv, { minLength: 2, maxLength: 10 }), die, die, (cvs, x, y) => {
        const members = cvs.map((c, i) => ({ id: `m${i}`, cv: c }));
        expect(
          isGroupChain(
            members.map((m) => m.id),
            () => true,
          ),
        ).toBe(true);
        expect(groupTest({ members, trigger: "m0" }).cv).toBe(Math.max(...cvs));
        const p = resolvePursueByFire(cvs[0]!, [x, y]);
        expect(p.fires).toBe(p.passes > 0);
        expect(rollPursueByFire(cvs[0]!, sequenceDice(x, y))).toEqual(p);
        const o = gunfightOpening(members.map((m) => ({ id: m.id, code: "FIRE" as const, total: m.cv + x })));
        expect(o.volleys).toHaveLength(new Set(cvs).size);
      }),
    );
  });
});
