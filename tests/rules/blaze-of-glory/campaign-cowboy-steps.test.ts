import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  buyCattle,
  cowboyStepsOpen,
  hireGunfighters,
  maverick,
  newCampaign,
  recordEncounter,
  startSeason,
  moveSeason,
  endSeason,
  type CampaignState,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS, expectRulesError, seedArb } from "../helpers/properties";

/* The Cowboy's own steps: BUY THEM (L5238–5247), MAVERICKING (L5249–5275), gunfighters (L5495). */

const cowboy = (
  over: Partial<CampaignState> = {},
  role: "puncher" | "rancher" = "rancher",
): CampaignState => ({
  ...newCampaign({
    profession: "cowboy",
    locale: "westTexas",
    star: { rep: 4, sand: 4 },
    hands: 5,
    lucre: 5,
    cattle: 2,
    cowboyRole: role,
  }),
  ...over,
});

describe("BUY THEM", () => {
  it("1d6 + Rep, +2 in Texas: 10 is 1 LP a CP; he buys what he asked for", () => {
    const r = buyCattle(cowboy(), sequenceDice(4), { cattle: 3 });
    expect(r.rolls[0]).toMatchObject({ purpose: "buyThem", dice: [4], modifier: 6, score: 10 });
    expect(r.state).toMatchObject({ cattle: 5, lucre: 2, phase: "start" });
    expect(r.state.cowboy.bought).toBe(true);
    expect(r.events).toEqual([{ code: "bought", values: { cattle: 3, lucre: 3 } }]);
  });
  it("no more than his lucre in hand and in the bank pays for", () => {
    const r = buyCattle(cowboy({ locale: "kansas", lucre: 5, bank: 2 }), sequenceDice(2), { cattle: 5 });
    // 2 + 4 = 6: 3 LP a CP; 7 LP buys two.
    expect(r.state).toMatchObject({ cattle: 4, lucre: 0, bank: 1 });
  });
  it("4 and 5 read as none for sale, or 3 LP under the other reading of I-48", () => {
    const none = buyCattle(cowboy({ locale: "kansas" }), sequenceDice(1), { cattle: 1 });
    expect(none.events).toEqual([{ code: "noneForSale" }]);
    expect(none.state).toMatchObject({ cattle: 2, lucre: 5 });
    const priced = buyCattle(
      cowboy({ locale: "kansas" }),
      sequenceDice(1),
      { cattle: 1 },
      {
        buyThemOverlap: "priceFirst",
      },
    );
    expect(priced.state).toMatchObject({ cattle: 3, lucre: 2 });
  });
  it("once a season, at its start, in a Cowboy campaign", () => {
    const once = buyCattle(cowboy(), sequenceDice(4), { cattle: 1 }).state;
    expectRulesError(() => buyCattle(once, sequenceDice(4), { cattle: 1 }), "bought");
    expectRulesError(() => buyCattle(cowboy({ phase: "move" }), sequenceDice(4), { cattle: 1 }), "phase");
    expectRulesError(
      () => buyCattle({ ...cowboy(), profession: "marshal" }, sequenceDice(4), { cattle: 1 }),
      "profession",
    );
  });
});

describe("gunfighters on the payroll", () => {
  it("1 LP a man to hire, at most one a point of Rep", () => {
    const r = hireGunfighters(cowboy(), sequenceDice(), { hire: 2 });
    expect(r.state.cowboy.gunfighters).toBe(2);
    expect(r.state.lucre).toBe(3);
    expectRulesError(() => hireGunfighters(r.state, sequenceDice(), { hire: 3 }), "hire");
    expectRulesError(() => hireGunfighters(cowboy({ lucre: 1 }), sequenceDice(), { hire: 2 }), "hire");
    const fewer = hireGunfighters(r.state, sequenceDice(), { letGo: 1 });
    expect(fewer.state.cowboy.gunfighters).toBe(1);
    expect(fewer.state.lucre).toBe(3);
    expectRulesError(() => hireGunfighters(cowboy({}, "puncher"), sequenceDice(), { hire: 1 }), "role");
  });
  it("each season's start costs 1 LP a man; those he cannot pay ride off", () => {
    const base = cowboy({ turn: { year: 1875, season: "summer" }, lucre: 1, bank: 1 });
    const s = { ...base, cowboy: { ...base.cowboy, gunfighters: 3 } };
    const r = startSeason(s, sequenceDice());
    expect(r.state.cowboy.gunfighters).toBe(2);
    expect(r.state).toMatchObject({ lucre: 0, bank: 0 });
    expect(r.events.map((e) => e.code)).toEqual(["gunfightersLeave", "gunfightersPaid"]);
  });
});

describe("MAVERICKING", () => {
  const atEnd = (over: Partial<CampaignState> = {}) => cowboy({ phase: "end", ...over }, "puncher");

  it("pass 0: a CP for every full three men of the outfit (the Star and five hands: 2)", () => {
    const r = maverick(atEnd(), sequenceDice(4, 5));
    expect(r.state).toMatchObject({ cattle: 4, phase: "end" });
    expect(r.state.cowboy.mavericked).toBe(true);
    expect(r.events).toEqual([{ code: "mavericks", values: { cattle: 2 } }]);
  });
  it("pass 1: taken for rustlers, a GF-3 to play; after it the season ends", () => {
    const r = maverick(atEnd(), sequenceDice(1, 6));
    expect(r.state.phase).toBe("play");
    expect(r.state.encounter).toMatchObject({ id: "gunfight", gunfightType: 3, why: "takenForRustlers" });
    const after = recordEncounter(r.state, sequenceDice(), {
      won: true,
      star: { ranAway: false, outOfTheFight: false, engaged: true },
      handsLost: 0,
    });
    expect(after.state.phase).toBe("end");
    expect(cowboyStepsOpen(after.state).maverick).toBe(false);
  });
  it("pass 2: cows to rustle, a Cattle Rustling the GM may play or skip", () => {
    const r = maverick(atEnd(), sequenceDice(2, 3));
    expect(r.state.encounter).toMatchObject({ id: "cattleRustling", why: "rustle" });
  });
  it("never in winter, nor where the settlement level is above 3, nor twice a season", () => {
    expectRulesError(
      () => maverick(atEnd({ turn: { year: 1876, season: "winter" } }), sequenceDice(1, 1)),
      "season",
    );
    expectRulesError(() => maverick(atEnd({ locale: "kansas" }), sequenceDice(1, 1)), "settlementLevel");
    const done = maverick(atEnd(), sequenceDice(4, 5)).state;
    expectRulesError(() => maverick(done, sequenceDice(4, 5)), "mavericked");
  });
});

describe("the Cowboy's steps, properties", () => {
  it("what the panel offers is exactly what the step accepts; lucre and cattle never go negative", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.constantFrom("start", "move", "end", "play") as fc.Arbitrary<CampaignState["phase"]>,
        fc.constantFrom("westTexas", "kansas", "montana", "oregon") as fc.Arbitrary<CampaignState["locale"]>,
        fc.constantFrom("puncher", "rancher") as fc.Arbitrary<"puncher" | "rancher">,
        fc.constantFrom("spring", "summer", "fall", "winter") as fc.Arbitrary<"spring">,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 8 }),
        (seed, phase, locale, role, season, lucre, want) => {
          const s = cowboy({ phase, locale, lucre, turn: { year: 1877, season } }, role);
          const open = cowboyStepsOpen(s);
          const tries = {
            buy: () => buyCattle(s, seededDice(seed), { cattle: want }),
            hire: () => hireGunfighters(s, seededDice(seed), { hire: Math.min(want, lucre, 4) }),
            maverick: () => maverick(s, seededDice(seed)),
          };
          for (const [id, run] of Object.entries(tries)) {
            let result: ReturnType<typeof run> | null = null;
            try {
              result = run();
            } catch {
              result = null;
            }
            expect(result !== null, id).toBe(open[id as keyof typeof open]);
            if (result) {
              expect(result.state.lucre).toBeGreaterThanOrEqual(0);
              expect(result.state.bank).toBeGreaterThanOrEqual(0);
              expect(result.state.cattle).toBeGreaterThanOrEqual(s.cattle);
            }
          }
        },
      ),
      RUNS,
    );
  });
});

describe("FREE GRAZING (L5469–5479)", () => {
  const grazer = (over: Partial<CampaignState> = {}) => ({
    ...newCampaign({
      profession: "cowboy",
      locale: "westTexas",
      star: { rep: 4, sand: 4 },
      hands: 9,
      cattle: 3,
      cowboyRole: "puncher",
      grazing: true,
    }),
    ...over,
  });

  it("his wagon is his bank: lost in an encounter, every LP goes with it; no other outfit's wagon is", () => {
    const played = (over: Partial<CampaignState>): CampaignState => ({
      ...grazer({ lucre: 5, bank: 2, ...over }),
      phase: "play",
      tested: true,
      encounter: { id: "gunfight", gunfightType: 1, why: "table", locale: null, warriors: false },
    });
    const outcome = {
      won: false,
      star: { ranAway: false, outOfTheFight: false, engaged: true },
      handsLost: 0,
      wagonLost: true,
    };
    const lost = recordEncounter(played({}), seededDice(1), outcome);
    expect(lost.events).toContainEqual({ code: "wagonLost", values: { lucre: 7 } });
    expect(lost.state).toMatchObject({ lucre: 0, bank: 0 });
    const herding = played({ cowboy: { ...grazer().cowboy, grazing: false } });
    expect(recordEncounter(herding, seededDice(1), outcome).state).toMatchObject({ lucre: 5, bank: 2 });
  });
  it("spring: round up, then 1d6 of 1–3 and the outfit must move on; staying is refused", () => {
    // Round up of 3 CP: no Nature's Wrath (1, 1), then one pair for the three (1, 1: +1 CP); grazing 2.
    const r = startSeason(grazer(), sequenceDice(1, 1, 1, 1, 2));
    expect(r.state.cattle).toBe(4);
    expect(r.state.cowboy.mustMove).toBe(true);
    expect(r.events.map((e) => e.code)).toEqual(["roundUp", "mustMoveOn"]);
    expectRulesError(
      () => moveSeason(r.state, sequenceDice(), { action: "stay", neighbours: ["newMexico"] }),
      "action",
    );
    const moved = moveSeason(r.state, sequenceDice(), {
      action: "travel",
      to: "newMexico",
      neighbours: ["newMexico"],
    });
    expect(moved.state).toMatchObject({ locale: "newMexico" });
    expect(moved.state.cowboy.mustMove).toBe(false);
    // With nowhere on the map to go, he stays.
    expect(moveSeason(r.state, sequenceDice(), { action: "stay", neighbours: [] }).state.phase).toBe(
      "encounter",
    );
  });
  it("no roll in winter; 4–6 he may stay; no puncher's assignment for a man on his own range", () => {
    const winter = startSeason(grazer({ turn: { year: 1875, season: "winter" } }), sequenceDice());
    expect(winter.rolls).toEqual([]);
    const summer = startSeason(grazer({ turn: { year: 1875, season: "summer" } }), sequenceDice(5));
    expect(summer.rolls.map((x) => x.purpose)).toEqual(["freeGrazing"]);
    expect(summer.state.cowboy.mustMove).toBe(false);
  });
  it("more than 3 CP after spring are sold or let roam at its end", () => {
    const r = endSeason(grazer({ phase: "end", cattle: 5 }), sequenceDice());
    expect(r.state.cattle).toBe(3);
    expect(r.events).toContainEqual({ code: "grazingExcess", values: { cattle: 2 } });
    expect(
      endSeason(grazer({ phase: "end", cattle: 5, turn: { year: 1875, season: "summer" } }), sequenceDice())
        .state.cattle,
    ).toBe(5);
  });
  it("only a drifting puncher grazes his own herd", () => {
    expect(
      newCampaign({
        profession: "cowboy",
        locale: "westTexas",
        star: { rep: 6, sand: 4 },
        cowboyRole: "rancher",
        grazing: true,
      }).cowboy.grazing,
    ).toBe(false);
  });
});
