import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  assertCampaignState,
  endSeason,
  newCampaign,
  recordEncounter,
  startSeason,
  testForEncounter,
  unpaidMenTest,
  unpaidTestOpen,
  type CampaignState,
  type UnpaidMan,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS, expectRulesError, seedArb } from "../helpers/properties";

/*
 * The Outlaw's payout and loyalty (L6071–6101): brothers are paid first and never leave; after a
 * SO THAT'S HOW IT IS? of pass 1 each unpaid man tests his Sand before the next season starts.
 */

const outlaw = (over: Partial<CampaignState> = {}): CampaignState => ({
  ...newCampaign({ profession: "outlaw", locale: "missouri", star: { rep: 5, sand: 4 }, hands: 3, lucre: 3 }),
  phase: "end",
  ...over,
});

const waiting = (unpaid: number, over: Partial<CampaignState> = {}): CampaignState =>
  assertCampaignState({ ...outlaw(over), phase: "start", outlaw: { unpaid } });

const slim: UnpaidMan = { who: "Actor.slim", name: "Slim", sand: 4 };
const unnamed: UnpaidMan = { who: null, name: "Hand 1", sand: 2 };

describe("the payout: brothers first (L6073–6079)", () => {
  it("3 LP for the Star, a brother and 3 others: one other is paid, two go unpaid; pass 1 makes them test", () => {
    // Loyalty 2d6 vs Rep 5: (3, 6) → pass 1; join up (6, 6) → nobody.
    const r = endSeason(outlaw({ brothers: ["Actor.brother"] }), sequenceDice(3, 6, 6, 6));
    expect(r.state.lucre).toBe(0);
    expect(r.events).toContainEqual({ code: "loyalty.mayLeave", values: { unpaid: 2 } });
    expect(r.state.outlaw.unpaid).toBe(2);
    expect(r.state.phase).toBe("start");
    expect(unpaidTestOpen(r.state)).toBe(true);
  });
  it("without the brother the same 3 LP leave one man unpaid", () => {
    const r = endSeason(outlaw(), sequenceDice(3, 6, 6, 6));
    expect(r.events).toContainEqual({ code: "loyalty.mayLeave", values: { unpaid: 1 } });
    expect(r.state.outlaw.unpaid).toBe(1);
  });
  it("pass 2 (they stick) and pass 0 (mutiny) leave nobody to test", () => {
    const stick = endSeason(outlaw(), sequenceDice(1, 2, 6, 6));
    expect(stick.events).toContainEqual({ code: "loyalty.stickWithYou", values: { unpaid: 1 } });
    expect(stick.state.outlaw.unpaid).toBe(0);
    const mutiny = endSeason(outlaw(), sequenceDice(6, 6, 5, 6, 6));
    expect(mutiny.events).toContainEqual({ code: "loyalty.backShot", values: { unpaid: 1 } });
    expect(mutiny.state.outlaw.unpaid).toBe(0);
  });
  it("the next season waits for the test", () => {
    expectRulesError(() => startSeason(waiting(1), sequenceDice()), "outlaw.unpaid");
  });
});

describe("Are you with me, or a' gin me! (L6095)", () => {
  it("each unpaid man rolls 2d6 vs his Sand: any die passed rides off by default, none stays", () => {
    const s = waiting(2, {
      hands: 3,
      handRap: [{ who: "Actor.slim", name: "Slim", rep: 4, rap: 2 }],
      mending: [{ who: "Actor.slim", name: "Slim", from: { year: 1875, season: "fall" } }],
    });
    // Slim (3, 6) vs 4 → pass 1 → leaves; Hand 1 (5, 6) vs 2 → pass 0 → stays.
    const r = unpaidMenTest(s, sequenceDice(3, 6, 5, 6), { men: [slim, unnamed] });
    expect(r.rolls.map((x) => [x.purpose, x.subject, x.score])).toEqual([
      ["unpaidMember", "name.Slim", 1],
      ["unpaidMember", "name.Hand 1", 0],
    ]);
    expect(r.events).toEqual([
      { code: "unpaid.leaves", values: { name: "Slim", who: "Actor.slim" } },
      { code: "unpaid.stays", values: { name: "Hand 1" } },
    ]);
    expect(r.state).toMatchObject({
      hands: 2,
      phase: "start",
      outlaw: { unpaid: 0 },
      handRap: [],
      mending: [],
    });
    // Now the season may start.
    expect(startSeason(r.state, seededDice(1)).state.phase).not.toBe("start");
  });
  it("under the other reading only both dice passed send him off", () => {
    const r = unpaidMenTest(waiting(1), sequenceDice(3, 6), { men: [slim] }, { unpaidLeaveOn: "passTwo" });
    expect(r.events).toEqual([{ code: "unpaid.stays", values: { name: "Slim", who: "Actor.slim" } }]);
    expect(r.state.hands).toBe(3);
    const both = unpaidMenTest(waiting(1), sequenceDice(3, 4), { men: [slim] }, { unpaidLeaveOn: "passTwo" });
    expect(both.state.hands).toBe(2);
  });
  it("refuses a wrong count, a man named twice, a brother, a bad Sand, and a record with nobody waiting", () => {
    const s = waiting(2, { brothers: ["Actor.brother"] });
    expectRulesError(() => unpaidMenTest(s, sequenceDice(), { men: [slim] }), "men");
    expectRulesError(() => unpaidMenTest(s, sequenceDice(), { men: [slim, slim] }), "men");
    expectRulesError(
      () => unpaidMenTest(s, sequenceDice(), { men: [slim, { who: "Actor.brother", name: "Kin", sand: 4 }] }),
      "men",
    );
    expectRulesError(
      () => unpaidMenTest(s, sequenceDice(3, 6), { men: [slim, { ...unnamed, sand: 9 }] }),
      "men[1].sand",
    );
    expectRulesError(() => unpaidMenTest(waiting(0), sequenceDice(), { men: [] }), "outlaw.unpaid");
    const cowboy = assertCampaignState({ ...waiting(1), profession: "cowboy" });
    expectRulesError(() => unpaidMenTest(cowboy, sequenceDice(), { men: [slim] }), "outlaw.unpaid");
  });
  it("property: every unpaid man leaves or stays once; the hands drop by those who left; the test is done", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom("anyPass", "passTwo") as fc.Arbitrary<"anyPass" | "passTwo">,
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 6, maxLength: 6 }),
        (seed, unpaid, extra, leaveOn, sands) => {
          const s = waiting(unpaid, { hands: unpaid + extra });
          expect(unpaidTestOpen(s)).toBe(true);
          const men = sands.slice(0, unpaid).map((sand, i) => ({
            who: i % 2 ? `Actor.m${i}` : null,
            name: `Man ${i}`,
            sand,
          }));
          const r = unpaidMenTest(s, seededDice(seed), { men }, { unpaidLeaveOn: leaveOn });
          const left = r.events.filter((e) => e.code === "unpaid.leaves").length;
          expect(r.events).toHaveLength(unpaid);
          expect(r.rolls).toHaveLength(unpaid);
          r.rolls.forEach((roll, i) => {
            const need = leaveOn === "passTwo" ? 2 : 1;
            expect(r.events[i]!.code).toBe(roll.score >= need ? "unpaid.leaves" : "unpaid.stays");
          });
          expect(r.state.hands).toBe(unpaid + extra - left);
          expect(unpaidTestOpen(r.state)).toBe(false);
          expect(r.state.phase).toBe("start");
        },
      ),
      RUNS,
    );
  });
});

describe("WHAT HAPPENS NOW? after a mutiny (L6099–6109)", () => {
  const mutiny = (die: number) =>
    endSeason(outlaw({ brothers: ["Actor.brother"] }), sequenceDice(6, 6, die, 6, 6));
  const playing = (
    why: "mutinyDraw" | "mutinyBackShot",
    over: Partial<CampaignState> = {},
  ): CampaignState => ({
    ...outlaw({ brothers: ["Actor.brother"], ...over }),
    phase: "play",
    tested: true,
    encounter: {
      id: "gunfight",
      gunfightType: why === "mutinyDraw" ? 1 : null,
      why,
      locale: null,
      warriors: false,
    },
  });
  const outcome = (outOfTheFight: boolean) => ({
    won: !outOfTheFight,
    star: { ranAway: false, outOfTheFight, engaged: true },
    handsLost: 0,
  });

  it("the mutineer's play waits in the queue: a GF-1 Draw! on 1–4, a shot in the back on 5–6", () => {
    expect(mutiny(4).state.queue).toEqual([
      { id: "gunfight", gunfightType: 1, why: "mutinyDraw", locale: null, warriors: false },
    ]);
    expect(mutiny(5).state.queue).toEqual([
      { id: "gunfight", gunfightType: null, why: "mutinyBackShot", locale: null, warriors: false },
    ]);
  });
  it("next season it is played before the season's own encounter test", () => {
    const s = { ...mutiny(4).state, phase: "encounter" as const };
    const r = testForEncounter(s, sequenceDice());
    expect(r.state.encounter).toMatchObject({ id: "gunfight", why: "mutinyDraw" });
    expect(r.rolls).toEqual([]);
  });
  it("a Draw! lost (out of the fight): the gang deserts him, his brothers stay", () => {
    const s = playing("mutinyDraw", {
      hands: 4,
      handRap: [
        { who: "Actor.brother", name: "Frank", rep: 4, rap: 1 },
        { who: "Actor.slim", name: "Slim", rep: 3, rap: 2 },
      ],
    });
    const r = recordEncounter(s, seededDice(3), outcome(true));
    expect(r.events).toContainEqual({ code: "mutiny.gangDeserts", values: { n: 4 } });
    expect(r.state.hands).toBe(0);
    expect(r.state.handRap.map((h) => h.who)).toEqual(["Actor.brother"]);
    expect(r.state.brothers).toEqual(["Actor.brother"]);
  });
  it("a Draw! won keeps them; a shot in the back that puts him out of the fight gives him to the law", () => {
    const won = recordEncounter(playing("mutinyDraw", { hands: 4 }), seededDice(4), outcome(false));
    expect(won.events).toContainEqual({ code: "mutiny.faced" });
    expect(won.state.hands).toBe(4);
    const shot = recordEncounter(playing("mutinyBackShot", { hands: 4 }), seededDice(5), outcome(true));
    expect(shot.events).toContainEqual({ code: "mutiny.lawTakesHim" });
    expect(shot.state.hands).toBe(4);
  });
});
