import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../../../src/rules/core";
import { REP_RANGE } from "../../../src/rules/blaze-of-glory/figure";
import { PROFESSIONS } from "../../../src/rules/blaze-of-glory/ids";
import {
  JUST_PASSING_THROUGH,
  RANDOM_NPC_SELECTION,
  type NpcScore,
  generatedVeteranChance,
  justPassingThroughDistribution,
  lookupRandomStarProfession,
  lookupRedWhite,
  npcRow,
  randomNpcSelectionDistribution,
  randomStarProfessionDistribution,
  redWhiteDistribution,
  rollEitherOr,
  rollJustPassingThrough,
  rollRandomNpcSelection,
  rollRandomStarProfession,
  rollRedWhite,
  rollSelection,
  rollVeteran,
  selectByScore,
  statsRowDistribution,
  veteranChance,
} from "../../../src/rules/blaze-of-glory/npc";
import {
  RUNS,
  countingDice,
  dieArb,
  expectDistribution,
  expectProbability,
  expectRulesError,
  fracLe,
  professionArb,
  seedArb,
} from "../helpers/properties";

const tableArb = fc.constantFrom(JUST_PASSING_THROUGH, RANDOM_NPC_SELECTION);
/** Brackets covering 1–6 exactly once: cut points split the die into consecutive runs. */
const bracketsArb = fc.uniqueArray(fc.integer({ min: 2, max: 6 }), { maxLength: 4 }).map((cuts) => {
  const starts = [1, ...cuts.sort((a, b) => a - b)];
  return starts.map((min, i) => ({ value: `v${i}`, min, max: (starts[i + 1] ?? 7) - 1 }));
});

describe("npc: tables and random professions", () => {
  it("npcRow: every profession has a row for each score; bad profession or score is named", () => {
    fc.assert(
      fc.property(professionArb, dieArb, (p, score) => {
        const row = npcRow(p, score as NpcScore);
        expect(row.score).toBe(score);
        if (row.kind === "stats") {
          expect(row.rep).toBeGreaterThanOrEqual(REP_RANGE.min);
          expect(row.rep).toBeLessThanOrEqual(REP_RANGE.max);
          expect(Number.isInteger(row.toughness) && Number.isInteger(row.sand)).toBe(true);
        }
        expectRulesError(() => npcRow(p, 7 as NpcScore), "score");
        expectRulesError(() => npcRow(p, 2.5 as NpcScore), "score");
        expectRulesError(() => npcRow("banker" as never, score as NpcScore), "profession");
      }),
      RUNS,
    );
  });

  it("lookupRedWhite, rollRedWhite, rollJustPassingThrough, rollRandomNpcSelection: red then white, each throw reported", () => {
    fc.assert(
      fc.property(seedArb, tableArb, dieArb, dieArb, (s, table, red, white) => {
        const e = lookupRedWhite(table, red, white);
        expect(red >= e.red[0] && red <= e.red[1] && white >= e.white[0] && white <= e.white[1]).toBe(true);
        let src = countingDice(s);
        const r = rollRedWhite(src, table);
        expect([r.red, r.white]).toEqual(src.faces);
        expect(r.result).toBe(lookupRedWhite(table, r.red, r.white).result);
        src = countingDice(s);
        const j = rollJustPassingThrough(src);
        expect(PROFESSIONS).toContain(j.result);
        src = countingDice(s);
        const sel = rollRandomNpcSelection(src);
        expect(src.count).toBe(2 * sel.throws.length);
        expect(sel.throws.at(-1)!.result).toBe(sel.profession);
        for (const t of sel.throws.slice(0, -1)) expect(t.result).toBe("reroll");
        expectRulesError(() => lookupRedWhite(table, 7, white), "red");
        expectRulesError(() => lookupRedWhite(table, red, Number.NaN), "white");
        expectRulesError(() => rollRedWhite({ roll: () => 0 }, table), "red");
      }),
      RUNS,
    );
  });

  it("lookupRandomStarProfession and rollRandomStarProfession", () => {
    fc.assert(
      fc.property(seedArb, dieArb, (s, score) => {
        expect(lookupRandomStarProfession(score).score).toBe(score);
        const src = countingDice(s);
        const r = rollRandomStarProfession(src);
        expect(r.die).toBe(src.faces[0]);
        expect(r.profession).toBe(lookupRandomStarProfession(r.die).result);
        expectRulesError(() => lookupRandomStarProfession(2.5), "score");
        expectRulesError(() => rollRandomStarProfession({ roll: () => 7 }), "score");
      }),
      RUNS,
    );
  });

  it("selectByScore, rollSelection, rollEitherOr: the chosen bracket holds the die", () => {
    fc.assert(
      fc.property(seedArb, bracketsArb, dieArb, (s, brackets, score) => {
        const v = selectByScore(score, brackets);
        const b = brackets.find((x) => x.value === v)!;
        expect(score >= b.min && score <= b.max).toBe(true);
        const r = rollSelection(seededDice(s), brackets);
        expect(r.value).toBe(selectByScore(r.die, brackets));
        const e = rollEitherOr(seededDice(s), "low", "high");
        expect(e.value).toBe(e.die <= 3 ? "low" : "high");
        expectRulesError(() => selectByScore(7, brackets), "score");
        expectRulesError(() => selectByScore(score, []), "options");
        expectRulesError(() => rollEitherOr({ roll: () => Number.NaN }, 1, 2), "die");
      }),
      RUNS,
    );
  });

  it("veteranChance, rollVeteran, generatedVeteranChance", () => {
    fc.assert(
      fc.property(seedArb, professionArb, (s, p) => {
        const c = veteranChance(p);
        expectProbability(c);
        expect(fracLe(c, { num: 1, den: 3 })).toBe(true);
        const src = countingDice(s);
        const r = rollVeteran(src, p);
        expect(src.count).toBe(r.die === null ? 0 : 1);
        if (c.num === 0) expect(r.veteran).toBe(false);
        expectProbability(generatedVeteranChance(p));
        expectRulesError(() => veteranChance("banker" as never), "profession");
        expectRulesError(() => rollVeteran(src, "banker" as never), "profession");
        expectRulesError(() => generatedVeteranChance("banker" as never), "profession");
      }),
      RUNS,
    );
  });

  it("redWhiteDistribution and the profession distributions each sum to exactly 1", () => {
    fc.assert(
      fc.property(tableArb, professionArb, (table, p) => {
        const d = redWhiteDistribution(table);
        expectDistribution(d.values());
        for (const k of d.keys()) expect([...PROFESSIONS, "reroll"]).toContain(k);
        expectDistribution(randomNpcSelectionDistribution().values());
        expectDistribution(justPassingThroughDistribution().values());
        expectDistribution(randomStarProfessionDistribution().values());
        const rows = statsRowDistribution(p);
        expectDistribution(rows.map((r) => r.p));
        for (const r of rows) expect(npcRow(r.profession, r.score).kind).toBe("stats");
        expectRulesError(() => redWhiteDistribution([]), "table");
        expectRulesError(() => statsRowDistribution("banker" as never), "profession");
      }),
      { numRuns: 30 },
    );
  });
});
