import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import {
  GOOD_SIZED_TOWN_BUILDINGS,
  SMALL_TOWN_BUILDINGS,
  advanceRep,
  cowboyRank,
  joinUpRow,
  otherTerrains,
  rapEarned,
  rapNeeded,
  rollAlternateExperience,
  rollFort,
  rollJoinUp,
  rollRiverCrossing,
  rollTradingPost,
  rollTrailSection,
  type EncounterRecord,
} from "../../../src/rules/blaze-of-glory/campaign";

/* Advancement, JOIN UP and the table's terrain (L4558–4839), transcribed from the seed. */

const won: EncounterRecord = {
  profession: "gunfighter",
  ranAway: false,
  outOfTheFight: false,
  engaged: true,
};

describe("IMPROVING REP (L4558–4589)", () => {
  it("needs the printed RAP: 2→2, 3→4, 4→6, 5→8, 6→10", () => {
    expect([2, 3, 4, 5, 6].map(rapNeeded)).toEqual([2, 4, 6, 8, 10]);
    expect(rapNeeded(7)).toBeNull();
  });
  it("earns one RAP for a success, none for running, going down or never firing", () => {
    expect(rapEarned(won)).toBe(1);
    expect(rapEarned({ ...won, ranAway: true })).toBe(0);
    expect(rapEarned({ ...won, outOfTheFight: true })).toBe(0);
    expect(rapEarned({ ...won, engaged: false })).toBe(0);
  });
  it("adds one for each profession's exception, and only for that profession", () => {
    expect(rapEarned({ ...won, profession: "outlaw", robbedBankSl4: true })).toBe(2);
    expect(rapEarned({ ...won, profession: "sheriff", capturedHigherRepOutlaw: true })).toBe(2);
    expect(rapEarned({ ...won, profession: "ranger", capturedHigherRepOutlaw: true })).toBe(2);
    expect(rapEarned({ ...won, beatHigherRepGunfighter: true })).toBe(2);
    expect(
      rapEarned({ ...won, profession: "cowboy", beatHigherRepGunfighter: true, robbedBankSl4: true }),
    ).toBe(1);
  });
  it("raises Rep on reaching the number and starts again from 0; running away wipes RAP", () => {
    expect(advanceRep({ rep: 4, rap: 5 }, won)).toEqual({ rep: 5, rap: 0, improved: true });
    expect(advanceRep({ rep: 4, rap: 4 }, won)).toEqual({ rep: 4, rap: 5, improved: false });
    expect(advanceRep({ rep: 4, rap: 5 }, { ...won, ranAway: true })).toEqual({
      rep: 4,
      rap: 0,
      improved: false,
    });
    expect(advanceRep({ rep: 6, rap: 9 }, won)).toEqual({ rep: 7, rap: 0, improved: true });
    expect(advanceRep({ rep: 7, rap: 3 }, won)).toEqual({ rep: 7, rap: 4, improved: false });
  });
  it("a Cowboy is a Trail Boss at Rep 5 and a Rancher at 6", () => {
    expect([4, 5, 6, 7].map(cowboyRank)).toEqual(["puncher", "trailBoss", "rancher", "rancher"]);
  });
});

describe("ALTERNATE EXPERIENCE METHOD (L4591–4601)", () => {
  it("a die over the stat or a 6 raises it; a 1 lowers it; never below 1", () => {
    expect(rollAlternateExperience(sequenceDice(5, 2), { rep: 4, sand: 3 })).toMatchObject({
      rep: 5,
      sand: 3,
    });
    expect(rollAlternateExperience(sequenceDice(6, 1), { rep: 7, sand: 1 })).toMatchObject({
      rep: 7,
      sand: 1,
    });
    expect(rollAlternateExperience(sequenceDice(1, 6), { rep: 4, sand: 6 })).toMatchObject({
      rep: 3,
      sand: 7,
    });
    expect(rollAlternateExperience(sequenceDice(4, 4), { rep: 4, sand: 4 })).toMatchObject({
      rep: 4,
      sand: 4,
    });
  });
});

describe("JOIN UP (L4603–4655)", () => {
  // [profession, passes 3, 2 (SL 3), 2 (SL 4), 1, 0 (not at the ranch), 0 at the ranch]
  const SEED = {
    cowboy: ["cowboy", "cowboy", "cowboy", "greenhorn", null, "greenhorn"],
    marshal: ["marshal", null, "marshal", null, null, null],
    outlaw: ["outlaw", "outlaw", "outlaw", "outlaw-lower", null, null],
    ranger: ["ranger", null, "ranger", null, null, null],
    sheriff: ["deputy", "deputy", "deputy", null, null, null],
  } as const;
  const read = (r: ReturnType<typeof joinUpRow>) =>
    r.joins ? (r.lowerRep ? `${r.list}-lower` : r.list) : null;
  it("reads every row as printed", () => {
    for (const [p, want] of Object.entries(SEED) as [keyof typeof SEED, readonly (string | null)[]][]) {
      expect([
        read(joinUpRow(p, 3, { settlementLevel: 3 })),
        read(joinUpRow(p, 2, { settlementLevel: 3 })),
        read(joinUpRow(p, 2, { settlementLevel: 4 })),
        read(joinUpRow(p, 1, { settlementLevel: 6 })),
        read(joinUpRow(p, 0, { settlementLevel: 6 })),
        read(joinUpRow(p, 0, { settlementLevel: 6, atRanch: true })),
      ]).toEqual(want);
    }
  });
  it("rolls 3d6 vs Rep; a Rancher 4d6 counting the best three", () => {
    const dice = sequenceDice(1, 2, 6);
    expect(rollJoinUp(dice, { profession: "sheriff", rep: 4, settlementLevel: 3 })).toMatchObject({
      joins: true,
      list: "deputy",
    });
    const rancher = sequenceDice(1, 2, 3, 4);
    const r = rollJoinUp(rancher, { profession: "cowboy", rep: 6, settlementLevel: 3, rancher: true });
    expect(r.roll.score).toBe(3);
    expect(rancher.remaining).toBe(0);
  });
});

describe("terrain on the trail and in settlements (L4689–4839)", () => {
  it("a 1 changes the section to one of the two other types, 1–3 the first, 4–6 the second", () => {
    expect(otherTerrains("wideOpenSpaces")).toEqual(["roughTerrain", "highCountry"]);
    // WOS base, 1 → different, 5 → high country; trail 5 (yes), water 2 (no), woods 6 (no).
    const s = rollTrailSection(sequenceDice(1, 5, 5, 2, 6), "wideOpenSpaces");
    expect(s.terrain).toBe("highCountry");
    expect(s.features).toEqual({ trail: true, waterSource: false, woods: false });
  });
  it("wide-open spaces: scrub 1–4 no effect, rocks 1, dry riverbed 1–2, water 1", () => {
    const s = rollTrailSection(sequenceDice(2, 5, 1, 2, 3), "wideOpenSpaces");
    expect(s.features).toEqual({
      scrub: "obscuring",
      rockFormations: true,
      dryRiverbed: true,
      waterSource: false,
    });
  });
  it("rough terrain: gullies 1, washes 1–2, ridges 1–3, river 1 with one (1–4), two (5) or no (6) fords", () => {
    const s = rollTrailSection(sequenceDice(4, 2, 2, 3, 1, 5), "roughTerrain");
    expect(s.features).toEqual({ gullies: false, washes: true, ridges: true, river: { fords: 2 } });
  });
  it("a placed river: 1 a bridge, 2–3 half fordable, 4–6 fordable", () => {
    expect([1, 2, 3, 4, 6].map((f) => rollRiverCrossing(sequenceDice(f)).crossing)).toEqual([
      "bridge",
      "halfFordable",
      "halfFordable",
      "fordable",
      "fordable",
    ]);
  });
  it("trading post and fort layouts", () => {
    expect(rollTradingPost(sequenceDice(4, 2, 6))).toMatchObject({
      water: "river",
      outhouse: true,
      corral: false,
    });
    expect(rollFort(sequenceDice(5, 6), "private")).toMatchObject({ buildings: 4, walled: false });
    expect(rollFort(sequenceDice(5, 1), "federal")).toMatchObject({ buildings: 9, walled: true });
  });
  it("the building lists have the printed 18 and 31 buildings", () => {
    expect(SMALL_TOWN_BUILDINGS).toHaveLength(18);
    expect(GOOD_SIZED_TOWN_BUILDINGS).toHaveLength(31);
    expect(GOOD_SIZED_TOWN_BUILDINGS.filter((b) => b.building === "saloon").map((b) => b.size)).toEqual([
      "medium",
      "large",
      "large",
    ]);
  });
});
