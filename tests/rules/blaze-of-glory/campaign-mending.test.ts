import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  mayTestWounds,
  newCampaign,
  noteMending,
  turnAt,
  turnIndex,
  type CampaignState,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS } from "../helpers/properties";

/* A wound "still mending" (L4341) is tested again after the next season. */

const campaign = (turn = { year: 1876, season: "summer" as const }): CampaignState => ({
  ...newCampaign({ profession: "marshal", locale: "kansas", star: { rep: 4, sand: 4 } }),
  turn,
});

describe("still mending", () => {
  it("a wound still mending waits this season out; the next season it is tested again", () => {
    const s = noteMending(campaign(), { who: "Actor.kid", name: "Kid", stillMending: true });
    expect(s.mending).toEqual([{ who: "Actor.kid", name: "Kid", from: { year: 1876, season: "fall" } }]);
    expect(mayTestWounds(s, "Actor.kid")).toBe(false);
    expect(mayTestWounds(s, "Actor.other")).toBe(true);
    expect(mayTestWounds({ ...s, turn: { year: 1876, season: "fall" } }, "Actor.kid")).toBe(true);
  });
  it("a test that heals him, or kills him, takes him off the list", () => {
    const s = noteMending(campaign(), { who: "Actor.kid", name: "Kid", stillMending: true });
    expect(noteMending(s, { who: "Actor.kid", name: "Kid", stillMending: false }).mending).toEqual([]);
  });
  it("in the last season of the campaign there is no next season to wait for", () => {
    const s = noteMending(campaign({ year: 1885, season: "winter" } as never), {
      who: "Actor.kid",
      name: "Kid",
      stillMending: true,
    });
    expect(s.mending).toEqual([]);
  });
});

describe("still mending, properties", () => {
  it("a figure noted mending may be tested exactly from the next season on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 42 }), fc.integer({ min: 0, max: 43 }), (when, later) => {
        const s = noteMending(campaign(turnAt(when) as never), {
          who: "a",
          name: "A",
          stillMending: true,
        });
        expect(mayTestWounds({ ...s, turn: turnAt(later) }, "a")).toBe(later > when);
        expect(turnIndex(s.mending[0]!.from)).toBe(when + 1);
      }),
      RUNS,
    );
  });
});
