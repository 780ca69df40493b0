import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WARRIOR_REGIONS } from "../../../src/rules/blaze-of-glory/ids";
import {
  REACTION_DIRECTIVES,
  REACTION_SHEETS,
  WARRIOR_LOCALES,
  assertReactionSheet,
  reactionFireFallback,
  reactionFireTarget,
  reactionSheetFor,
  rollWarriorRegion,
  runawayMove,
  runawayTrigger,
  warriorRegionsForLocale,
} from "../../../src/rules/blaze-of-glory/reactions";
import { RUNS, countingDice, expectRulesError, professionArb, seedArb } from "../helpers/properties";

const regionArb = fc.constantFrom(...WARRIOR_REGIONS);
const localeArb = fc.constantFrom(...WARRIOR_LOCALES);
const utahArb = fc.option(regionArb, { nil: undefined });

describe("reactions: properties over random valid input", () => {
  it("reactionSheetFor and assertReactionSheet: every profession reads a known sheet; warriors need a region", () => {
    fc.assert(
      fc.property(professionArb, regionArb, (p, region) => {
        const sheet = reactionSheetFor(p, region);
        expect(assertReactionSheet("sheet", sheet)).toBe(sheet);
        expect(REACTION_SHEETS).toContain(sheet);
        if (p !== "warrior") expect(reactionSheetFor(p)).toBe(sheet);
        else expectRulesError(() => reactionSheetFor(p), "region");
        expectRulesError(() => reactionSheetFor("banker" as never), "profession");
        expectRulesError(() => reactionSheetFor(p, "eastern" as never), "region");
        expectRulesError(() => assertReactionSheet("figure.sheet", "pirate"), "figure.sheet");
      }),
      RUNS,
    );
  });

  it("warriorRegionsForLocale and rollWarriorRegion: the rolled region is one the locale lists, a die only when there is a choice", () => {
    fc.assert(
      fc.property(seedArb, localeArb, utahArb, (s, locale, utahRegion) => {
        const regions = warriorRegionsForLocale(locale, { utahRegion });
        expect(regions.length).toBeGreaterThanOrEqual(1);
        const src = countingDice(s);
        const r = rollWarriorRegion(src, locale, { utahRegion });
        expect(regions).toContain(r.region);
        expect(src.count).toBe(regions.length === 1 ? 0 : 1);
        if (r.die !== undefined) expect(r.region).toBe(r.die <= 3 ? regions[0] : regions[1]);
        expectRulesError(() => warriorRegionsForLocale("atlantis" as never), "locale");
        expectRulesError(
          () => warriorRegionsForLocale("utah", { utahRegion: "eastern" as never }),
          "options.utahRegion",
        );
        if (regions.length > 1)
          expectRulesError(() => rollWarriorRegion({ roll: () => 7 }, locale, { utahRegion }), "d6");
      }),
      RUNS,
    );
  });

  it("reactionFireFallback: with a usable weapon nothing changes; without one, never a firing order", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REACTION_DIRECTIVES),
        fc.boolean(),
        fc.boolean(),
        (d, usable, inReach) => {
          const r = reactionFireFallback(d, { hasUsableWeapon: usable, enemyInChargeReach: inReach });
          expect(REACTION_DIRECTIVES).toContain(r);
          if (usable) expect(r).toBe(d);
          else
            expect([
              "fire",
              "fireAtMinusOneRep",
              "haltAndFire",
              "stayAndFire",
              "fireAndPrepare",
              "fireAndPrepareAtMinusOneDie",
            ]).not.toContain(r);
          expectRulesError(
            () =>
              reactionFireFallback("dance" as never, {
                hasUsableWeapon: usable,
                enemyInChargeReach: inReach,
              }),
            "directive",
          );
          expectRulesError(
            () => reactionFireFallback(d, { hasUsableWeapon: 1 as never, enemyInChargeReach: inReach }),
            "check.hasUsableWeapon",
          );
        },
      ),
      RUNS,
    );
  });

  it("reactionFireTarget, runawayMove, runawayTrigger", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 24 }), { nil: undefined }),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
        fc.boolean(),
        (active, gap, building, leader, left) => {
          expect(reactionFireTarget(active)).toBe(active ? "anyTarget" : "whoCausedTheTest");
          const m = runawayMove({ escapeGapInches: gap, buildingInSight: building });
          if (gap !== undefined && gap < 6) expect(m).toBe("surrender");
          else expect(m).toBe(building ? "runToBuilding" : "runForTableEdge");
          const t = runawayTrigger({ outfitLeaderInches: leader, leftBoard: left });
          if (left) expect(t).toBe("leftBoard");
          else expect(t).toBe(leader !== undefined && leader <= 3 ? "cominBack" : "none");
          expectRulesError(() => reactionFireTarget("yes" as never), "activeAtStartOfTurn");
          expectRulesError(
            () => runawayMove({ escapeGapInches: Number.NaN, buildingInSight: building }),
            "situation.escapeGapInches",
          );
          expectRulesError(() => runawayTrigger({ outfitLeaderInches: -1 }), "progress.outfitLeaderInches");
        },
      ),
      RUNS,
    );
  });
});
