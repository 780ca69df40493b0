import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice, type DiceSource } from "../../../src/rules/core";
import {
  HAND_RESULTS,
  newCampaign,
  recordEncounter,
  type CampaignState,
  type HandInEncounter,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS, expectRulesError, professionArb, repArb, sandArb, seedArb } from "../helpers/properties";

/* The hands' experience (IMPROVING REP L4558–4589, ALTERNATE EXPERIENCE METHOD L4591–4601). */

const playing = (over: Partial<CampaignState> = {}): CampaignState => ({
  ...newCampaign({ profession: "gunfighter", locale: "kansas", star: { rep: 4, sand: 4 }, hands: 2 }),
  phase: "play",
  tested: true,
  encounter: { id: "gunfight", gunfightType: 1, why: "table", locale: null, warriors: false },
  ...over,
});
const kid = (over: Partial<HandInEncounter> = {}): HandInEncounter => ({
  who: "Actor.kid",
  name: "Kid",
  rep: 2,
  sand: 3,
  profession: "gunfighter",
  result: "success",
  ...over,
});
const starFine = { ranAway: false, outOfTheFight: false, engaged: true };
const record = (
  state: CampaignState,
  hands: HandInEncounter[],
  dice: DiceSource = sequenceDice(),
  alternate = false,
) =>
  recordEncounter(
    state,
    dice,
    { won: true, star: starFine, handsLost: 0, hands },
    {
      experience: alternate ? "alternate" : "rap",
    },
  );

describe("a hand's RAP", () => {
  it("one RAP for coming through; at Rep 2 the second raises him to Rep 3 and starts again", () => {
    const first = record(playing(), [kid()]);
    expect(first.state.handRap).toEqual([{ who: "Actor.kid", name: "Kid", rep: 2, rap: 1 }]);
    expect(first.events.map((e) => e.code)).not.toContain("hand.repUp");
    const second = record({ ...first.state, phase: "play", encounter: playing().encounter }, [kid()]);
    expect(second.state.handRap).toEqual([{ who: "Actor.kid", name: "Kid", rep: 3, rap: 0 }]);
    expect(second.events).toContainEqual({
      code: "hand.repUp",
      values: { who: "Actor.kid", name: "Kid", rep: 3 },
    });
  });
  it("running away wipes his RAP; neither keeps them as they were", () => {
    const had = playing({ handRap: [{ who: "Actor.kid", name: "Kid", rep: 4, rap: 5 }] });
    expect(record(had, [kid({ rep: 4, result: "none" })]).state.handRap[0]!.rap).toBe(5);
    expect(record(had, [kid({ rep: 4, result: "ranAway" })]).state.handRap[0]!.rap).toBe(0);
  });
  it("under the alternate method he rolls against Rep and Sand, and only after coming through", () => {
    // The Star rolls first (3 and 3: no change); then the Kid. Rep 2: a 5 is over it, up one; Sand 3: a 1 is down one.
    const r = record(playing(), [kid()], sequenceDice(3, 3, 5, 1), true);
    const his = r.rolls.filter((x) => x.subject === "Kid");
    expect(his.map((x) => [x.purpose, x.subject, x.dice])).toEqual([
      ["experienceRep", "Kid", [5]],
      ["experienceSand", "Kid", [1]],
    ]);
    expect(r.events.filter((e) => e.code.startsWith("hand."))).toEqual([
      { code: "hand.repUp", values: { who: "Actor.kid", name: "Kid", rep: 3 } },
      { code: "hand.sandChanges", values: { who: "Actor.kid", name: "Kid", sand: 2 } },
    ]);
    expect(r.state.handRap).toEqual([]);
    expect(record(playing(), [kid({ result: "ranAway" })], sequenceDice(3, 3), true).rolls).toHaveLength(2);
  });
  it("refuses a result it does not know", () => {
    expectRulesError(() => record(playing(), [kid({ result: "lucky" as never })]), "hands.result");
  });
});

describe("hands' experience, properties", () => {
  it("RAP stay within the table, Rep rises by one at most, every change names its hand", () => {
    const handArb = fc.record({
      who: fc.constantFrom("Actor.a", "Actor.b"),
      name: fc.string({ maxLength: 8 }),
      rep: repArb,
      sand: sandArb,
      profession: professionArb,
      result: fc.constantFrom(...HAND_RESULTS),
    });
    fc.assert(
      fc.property(
        seedArb,
        fc.uniqueArray(handArb, { maxLength: 2, selector: (h) => h.who }),
        fc.boolean(),
        (seed, hands, alt) => {
          const r = record(playing(), hands, seededDice(seed), alt);
          for (const h of r.state.handRap) {
            const given = hands.find((x) => x.who === h.who)!;
            expect(h.rep - given.rep).toBeGreaterThanOrEqual(0);
            expect(h.rep - given.rep).toBeLessThanOrEqual(1);
            expect(h.rap).toBeLessThan(10);
          }
          for (const e of r.events.filter((x) => x.code.startsWith("hand.")))
            expect(hands.map((h) => h.who)).toContain(e.values!.who);
          if (alt) expect(r.state.handRap).toEqual([]);
        },
      ),
      RUNS,
    );
  });
});
