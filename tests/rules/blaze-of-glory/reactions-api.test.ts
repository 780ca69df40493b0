import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError, seededDice, sequenceDice } from "../../../src/rules/core";
import { ATTRIBUTES, PROFESSIONS, WARRIOR_REGIONS } from "../../../src/rules/blaze-of-glory/ids";
import {
  DIRECTIONS,
  DRUNK_STATES,
  REACTION_DIRECTIVES,
  REACTION_SHEETS,
  REACTION_SHEET_DATA,
  REACTION_TESTS,
  WARRIOR_LOCALES,
  chooseReaction,
  followLeader,
  reactionDiceCount,
  reactionFireFallback,
  reactionFireTarget,
  reactionOdds,
  reactionSheetFor,
  resolveReaction,
  rollReaction,
  rollWarriorRegion,
  runawayMove,
  runawayTrigger,
  warriorRegionsForLocale,
  type ReactionRequest,
} from "../../../src/rules/blaze-of-glory/reactions";

describe("reactionSheetFor (guide §3.2)", () => {
  it.each([
    ["buffaloHunter", "buffaloHunterMountainMan"],
    ["mountainMan", "buffaloHunterMountainMan"],
    ["cowboy", "cowboy"],
    ["bountyHunter", "bountyHunterMarshalGunfighter"],
    ["marshal", "bountyHunterMarshalGunfighter"],
    ["gunfighter", "bountyHunterMarshalGunfighter"],
    ["prospector", "prospectorHomesteader"],
    ["homesteader", "prospectorHomesteader"],
    ["outlaw", "outlawRanger"],
    ["ranger", "outlawRanger"],
    ["deputy", "deputySheriff"],
    ["sheriff", "deputySheriff"],
    ["gambler", "gamblerGreenhornTownsfolk"],
    ["greenhorn", "gamblerGreenhornTownsfolk"],
    ["townsfolk", "gamblerGreenhornTownsfolk"],
  ] as const)("%s → %s", (profession, sheet) => {
    expect(reactionSheetFor(profession)).toBe(sheet);
  });

  it.each([
    ["southWestern", "southWesternWarrior"],
    ["northWestern", "northWesternWarrior"],
    ["plains", "plainsWarrior"],
  ] as const)("warrior of the %s region → %s", (region, sheet) => {
    expect(reactionSheetFor("warrior", region)).toBe(sheet);
  });

  it("warriors need a region; bad input names the field", () => {
    expect(() => reactionSheetFor("warrior")).toThrowError(expect.objectContaining({ field: "region" }));
    expect(() => reactionSheetFor("lawyer" as never)).toThrowError(
      expect.objectContaining({ field: "profession" }),
    );
    expect(() => reactionSheetFor("warrior", "eastern" as never)).toThrowError(
      expect.objectContaining({ field: "region" }),
    );
  });

  it("the warrior sheets have no FLINCH; every other sheet has all seven tests; every row names a seed line", () => {
    for (const id of REACTION_SHEETS) {
      const sheet = REACTION_SHEET_DATA[id];
      const warrior = id.endsWith("Warrior");
      expect(sheet.tests.flinch === undefined).toBe(warrior);
      for (const table of Object.values(sheet.tests)) {
        expect(table.freeWill).toBe(table.test !== "gotAShot");
        for (const rows of table.rows) for (const row of rows) expect(row.source).toMatch(/^(L\d{4}|I-61)/);
      }
    }
  });
});

describe("warrior locales (L8705–8715, L8845–8853, L8985–8995)", () => {
  it.each([
    ["arizona", ["southWestern"]],
    ["colorado", ["southWestern"]],
    ["nevada", ["southWestern"]],
    ["oldMexico", ["southWestern"]],
    ["newMexico", ["plains", "southWestern"]],
    ["westTexas", ["plains", "southWestern"]],
    ["canada", ["plains", "northWestern"]],
    ["california", ["northWestern"]],
    ["idaho", ["northWestern"]],
    ["oregon", ["northWestern"]],
    ["washington", ["northWestern"]],
    ["montana", ["plains"]],
    ["dakota", ["plains"]],
    ["nebraska", ["plains"]],
    ["eastTexas", ["plains"]],
    ["indianTerritory", ["plains"]],
    ["wyoming", ["plains"]],
    ["kansas", ["plains"]],
    ["utah", ["southWestern"]],
  ] as const)("%s → %j", (locale, regions) => {
    expect(warriorRegionsForLocale(locale)).toEqual(regions);
  });

  it("Utah is OPEN (I-64): utahRegion picks it, none rejects it", () => {
    expect(warriorRegionsForLocale("utah", { utahRegion: "northWestern" })).toEqual(["northWestern"]);
    expect(() => warriorRegionsForLocale("utah", { utahRegion: "none" })).toThrowError(
      expect.objectContaining({ field: "locale" }),
    );
    expect(() => warriorRegionsForLocale("missouri" as never)).toThrowError(
      expect.objectContaining({ field: "locale" }),
    );
  });

  it("equal-chance locales: 1–3 the first region, 4–6 the second; single-region locales roll nothing", () => {
    expect(rollWarriorRegion(sequenceDice(3), "canada")).toEqual({ region: "plains", die: 3 });
    expect(rollWarriorRegion(sequenceDice(4), "canada")).toEqual({ region: "northWestern", die: 4 });
    expect(rollWarriorRegion(sequenceDice(6), "westTexas")).toEqual({ region: "southWestern", die: 6 });
    expect(rollWarriorRegion(sequenceDice(), "kansas")).toEqual({ region: "plains", die: undefined });
    expect(WARRIOR_LOCALES).toHaveLength(19);
  });
});

describe("reaction fire and runaway rules", () => {
  it.each([
    ["fire", true, true, "fire"],
    ["fire", false, true, "charge"],
    ["fire", false, false, "duckBack"],
    ["fireAtMinusOneRep", false, false, "duckBack"],
    ["haltAndFire", false, true, "charge"],
    ["stayAndFire", false, true, "stayInPlace"],
    ["fireAndPrepare", false, false, "prepareToFight"],
    ["fireAndPrepareAtMinusOneDie", false, false, "prepareToFightAtMinusOneDie"],
    ["holdOrFire", false, false, "holdOrFire"],
    ["runaway", false, true, "runaway"],
  ] as const)(
    "%s with weapon %s, in reach %s → %s (L1302)",
    (directive, hasUsableWeapon, enemyInChargeReach, expected) => {
      expect(reactionFireFallback(directive, { hasUsableWeapon, enemyInChargeReach })).toBe(expected);
    },
  );

  it("active figures pick any target, inactive ones fire back (L1304)", () => {
    expect(reactionFireTarget(true)).toBe("anyTarget");
    expect(reactionFireTarget(false)).toBe("whoCausedTheTest");
    expect(() => reactionFireTarget("yes" as never)).toThrowError(
      expect.objectContaining({ field: "activeAtStartOfTurn" }),
    );
  });

  it.each([
    [{ escapeGapInches: 5.9, buildingInSight: true }, "surrender"],
    [{ escapeGapInches: 6, buildingInSight: true }, "runToBuilding"],
    [{ buildingInSight: false }, "runForTableEdge"],
    [{ escapeGapInches: Infinity, buildingInSight: false }, "runForTableEdge"],
  ] as const)("runawayMove %j → %s (L1421–1425)", (situation, expected) => {
    expect(runawayMove(situation)).toBe(expected);
  });

  it.each([
    [{ reachedShelter: true }, "cominBack"],
    [{ outfitLeaderInches: 3 }, "cominBack"],
    [{ outfitLeaderInches: 3.5 }, "none"],
    [{}, "none"],
    [{ leftBoard: true, outfitLeaderInches: 1 }, "leftBoard"],
  ] as const)("runawayTrigger %j → %s (L1390)", (progress, expected) => {
    expect(runawayTrigger(progress)).toBe(expected);
  });

  it("bad input names the field", () => {
    expect(() => runawayMove({ escapeGapInches: NaN, buildingInSight: true })).toThrowError(
      expect.objectContaining({ field: "situation.escapeGapInches" }),
    );
    expect(() => runawayTrigger({ outfitLeaderInches: -1 })).toThrowError(
      expect.objectContaining({ field: "progress.outfitLeaderInches" }),
    );
    expect(() =>
      reactionFireFallback("shoot" as never, { hasUsableWeapon: true, enemyInChargeReach: true }),
    ).toThrowError(expect.objectContaining({ field: "directive" }));
  });
});

describe("bad input → RulesError naming the field", () => {
  const ok: ReactionRequest = { figure: { profession: "cowboy", sand: 3 }, test: "beenShotAt" };
  it.each([
    ["figure.sand", { ...ok, figure: { profession: "cowboy", sand: 8 } }],
    ["figure.sand", { ...ok, figure: { profession: "cowboy", sand: NaN } }],
    ["figure.sand", { ...ok, figure: { profession: "cowboy", sand: 2.5 } }],
    ["figure.profession", { ...ok, figure: { profession: "lawyer", sand: 3 } }],
    [
      "figure.attributes[1]",
      { ...ok, figure: { profession: "cowboy", sand: 3, attributes: ["tough", "lucky"] } },
    ],
    ["figure.attributes", { ...ok, figure: { profession: "cowboy", sand: 3, attributes: "tough" } }],
    ["figure.star", { ...ok, figure: { profession: "cowboy", sand: 3, star: 1 } }],
    ["figure", { ...ok, figure: null }],
    ["test", { ...ok, test: "inSight" }],
    ["sheet", { ...ok, sheet: "lawyer" }],
    ["region", { ...ok, figure: { profession: "warrior", sand: 3 } }],
    ["region", { ...ok, region: "eastern" }],
    ["situation.from", { ...ok, situation: { from: "behind" } }],
    ["situation.inCover", { ...ok, situation: { inCover: "yes" } }],
    ["situation.targetSand", { ...ok, situation: { targetSand: -1 } }],
    ["situation.drunk", { ...ok, situation: { drunk: "merry" } }],
    ["options.warriorFlinch", { ...ok, options: { warriorFlinch: "maybe" } }],
    ["options.limitedDice", { ...ok, options: { limitedDice: "two" } }],
    ["sheetProfession", { ...ok, sheetProfession: "outlaw" }],
  ])("%s", (field, request) => {
    expect(() => rollReaction(seededDice(1), request as ReactionRequest)).toThrowError(
      expect.objectContaining({ field }),
    );
    expect(() => reactionOdds(request as ReactionRequest)).toThrowError(RulesError);
  });

  it("faces must be 1–6 and must be used up exactly", () => {
    expect(() => resolveReaction([1, 7], ok)).toThrowError(expect.objectContaining({ field: "dice[1]" }));
    expect(() => resolveReaction([1], ok)).toThrowError(expect.objectContaining({ field: "dice" }));
    expect(() => resolveReaction([1, 2, 3], ok)).toThrowError(expect.objectContaining({ field: "dice" }));
    expect(() => resolveReaction("12" as never, ok)).toThrowError(expect.objectContaining({ field: "dice" }));
    expect(() => rollReaction({ roll: () => NaN }, ok)).toThrowError(
      expect.objectContaining({ field: "dice[0]" }),
    );
  });
});

describe("property: random valid situations", () => {
  const figure = fc.record({
    profession: fc.constantFrom(...PROFESSIONS),
    sand: fc.integer({ min: 0, max: 7 }),
    star: fc.boolean(),
    attributes: fc.uniqueArray(fc.constantFrom(...ATTRIBUTES), { maxLength: 4 }),
  });
  const situation = fc.record(
    {
      hidden: fc.boolean(),
      inCover: fc.boolean(),
      inBuilding: fc.boolean(),
      from: fc.constantFrom(...DIRECTIONS),
      muzzleLoader: fc.boolean(),
      threeToOne: fc.boolean(),
      canFire: fc.boolean(),
      mounted: fc.boolean(),
      targetSand: fc.integer({ min: 0, max: 7 }),
      drunk: fc.constantFrom(...DRUNK_STATES),
      lastBrotherStanding: fc.boolean(),
      rescuingBrother: fc.boolean(),
      toughUsed: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const request = fc.record({
    figure,
    test: fc.constantFrom(...REACTION_TESTS),
    region: fc.constantFrom(...WARRIOR_REGIONS),
    situation,
    options: fc.record(
      {
        warriorFlinch: fc.constantFrom("standard" as const, "noTest" as const),
        limitedDice: fc.constantFrom("oneDie" as const, "addBonus" as const),
        bornLeaderOnGotTheDrop: fc.boolean(),
        runawayHooksOnUnmanned: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    sheet: fc.option(fc.constantFrom(...REACTION_SHEETS), { nil: undefined }),
  });
  const directives = new Set<string>(REACTION_DIRECTIVES);

  it("rollReaction / resolveReaction / reactionOdds agree and stay in range", () => {
    fc.assert(
      fc.property(request, fc.integer(), (req, seed) => {
        const faces: number[] = [];
        const base = seededDice(seed);
        const recorder = { roll: (n: number) => (faces.push(base.roll(n)), faces[faces.length - 1]!) };
        const r = rollReaction(recorder, req);
        expect([0, 1, 2]).toContain(r.passes);
        expect(directives.has(r.directive)).toBe(true);
        expect(r.directive).not.toBe("reroll");
        expect(Number.isNaN(r.repMod + r.meleeDiceMod + r.meleeRepMod)).toBe(false);
        const used = r.dice.length + (r.reroll?.dice.length ?? 0) + (r.rollOff?.dice.length ?? 0);
        expect(used).toBe(faces.length);
        if (r.tested) expect(r.dice.length).toBe(reactionDiceCount(req).dice);
        expect(r.passes).toBeLessThanOrEqual(r.tested ? reactionDiceCount(req).maxPasses : 0);
        if (r.leaderResult) expect(r.leaderResult.passes).toBe(r.passes);
        expect(resolveReaction(faces, req)).toEqual(r);
        const odds = reactionOdds(req);
        const hit = odds.directives.find((d) => d.directive === r.directive);
        expect(hit && hit.probability.num > 0).toBe(true);
        if (req.test !== "gotAShot") {
          const led = followLeader(req, { test: req.test, passes: 2 });
          expect(directives.has(led.directive)).toBe(true);
        }
        if (req.figure.star && req.test !== "gotAShot" && r.tested) {
          const chosen = chooseReaction(req, 0, 0);
          expect(chosen.how).toBe("chosen");
          expect(chosen.passes).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
