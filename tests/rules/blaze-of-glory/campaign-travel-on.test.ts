import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  assertCampaignState,
  endSeason,
  mayTravelOn,
  moveSeason,
  neighbours,
  newCampaign,
  recordEncounter,
  testForEncounter,
  travelOn,
  type CampaignState,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS, expectRulesError, seedArb } from "../helpers/properties";

/*
 * MOVEMENT AND THE TRAVEL MAP (L4122–4126): an unlimited distance each season but winter, testing
 * for an encounter on entering each locale; the first encounter stops the season's movement.
 */

const gunfighter = (over: Partial<CampaignState> = {}): CampaignState =>
  assertCampaignState({
    ...newCampaign({ profession: "gunfighter", locale: "kansas", star: { rep: 5, sand: 4 } }),
    phase: "move",
    ...over,
  });

/** Travels from Kansas to Indian Territory; the test there finds nobody (6, 6). */
function quietRide(): CampaignState {
  const moved = moveSeason(gunfighter(), sequenceDice(), {
    action: "travel",
    to: "indianTerritory",
    neighbours: neighbours("kansas"),
  }).state;
  expect(moved.moving).toBe(true);
  return testForEncounter(moved, sequenceDice(6, 6)).state;
}

describe("riding on", () => {
  it("after a quiet locale the outfit may ride on, and tests again as it enters the next", () => {
    const quiet = quietRide();
    expect(quiet.phase).toBe("end");
    expect(mayTravelOn(quiet)).toBe(true);
    const on = travelOn(quiet, sequenceDice(), { to: "kansas", neighbours: neighbours("indianTerritory") });
    expect(on.state).toMatchObject({ locale: "kansas", phase: "encounter", tested: false, moving: true });
    // A drifting gunfighter's card says he drifted; anyone else's that the outfit rides on.
    expect(on.events).toEqual([{ code: "drifts", values: { locale: "kansas" } }]);
    const marshal = travelOn({ ...quiet, profession: "marshal" }, sequenceDice(), {
      to: "kansas",
      neighbours: neighbours("indianTerritory"),
    });
    expect(marshal.events).toEqual([{ code: "ridesOn", values: { locale: "kansas" } }]);
    // The test in Kansas: (1, 6), pass 1, finds an encounter, which ends the riding once it is played.
    const met = testForEncounter(on.state, sequenceDice(1, 6, ...Array<number>(10).fill(3)));
    expect(met.state.phase).toBe("play");
    const done = recordEncounter(met.state, seededDice(4), {
      won: true,
      star: { ranAway: false, outOfTheFight: false, engaged: true },
      handsLost: 0,
    }).state;
    expect(done.moving).toBe(false);
    expect(mayTravelOn(done)).toBe(false);
  });
  it("not after staying put, not in winter, not on a drive, not for a ranger Captain, not into an unlinked locale", () => {
    const stayed = testForEncounter(
      moveSeason(gunfighter(), sequenceDice(), { action: "stay" }).state,
      sequenceDice(6, 6),
    ).state;
    expect(stayed.phase).toBe("end");
    expect(mayTravelOn(stayed)).toBe(false);
    expectRulesError(
      () => travelOn(stayed, sequenceDice(), { to: "kansas", neighbours: neighbours("kansas") }),
      "moving",
    );
    const quiet = quietRide();
    expect(mayTravelOn({ ...quiet, turn: { year: 1875, season: "winter" } })).toBe(false);
    expect(
      mayTravelOn({
        ...quiet,
        cowboy: {
          ...quiet.cowboy,
          drive: { cattle: 2, legs: 3, done: 1, own: true, seasonLegs: 1, stalled: false, spared: false },
        },
      }),
    ).toBe(false);
    expect(mayTravelOn({ ...quiet, profession: "ranger", ranger: { ...quiet.ranger, captain: true } })).toBe(
      false,
    );
    expectRulesError(
      () => travelOn(quiet, sequenceDice(), { to: "montana", neighbours: neighbours("indianTerritory") }),
      "to",
    );
    // The season's end stops it too.
    expect(endSeason(quiet, seededDice(1)).state.moving).toBe(false);
  });
  it("property: riding on is offered exactly when it is accepted", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.boolean(),
        fc.constantFrom("spring", "summer", "fall", "winter") as fc.Arbitrary<
          "spring" | "summer" | "fall" | "winter"
        >,
        fc.constantFrom("end", "encounter", "start") as fc.Arbitrary<"end" | "encounter" | "start">,
        fc.boolean(),
        (seed, moving, season, phase, queued) => {
          const s = gunfighter({
            phase,
            moving,
            turn: { year: 1876, season },
            queue: queued
              ? [{ id: "gunfight", gunfightType: 1, why: "table", locale: null, warriors: false }]
              : [],
          });
          const near = neighbours(s.locale);
          let accepted = true;
          try {
            travelOn(s, seededDice(seed), { to: near[0]!, neighbours: near });
          } catch {
            accepted = false;
          }
          expect(mayTravelOn(s)).toBe(accepted);
          expect(accepted).toBe(moving && phase === "end" && season !== "winter" && !queued);
        },
      ),
      RUNS,
    );
  });
});
