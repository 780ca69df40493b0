import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError, seededDice, sequenceDice } from "../../../src/rules/core";
import {
  ENCOUNTER_IDS,
  LOCALES,
  RollLog,
  booleanInput,
  choiceInput,
  integerInput,
  readInputs,
  readRange,
  LOCALE_CHOICES,
  SPECIAL_TABLE_IDS,
  encounterDefinition,
  specialTableDefinition,
  LOCALE_IDS,
  RANDOM_LOCALE_ROWS,
  assertLocale,
  randomLocaleRow,
  readLocale,
  rollLocaleWarriorRegion,
  rollRandomLocale,
  rollTravelTerrain,
  settlementLevelFor,
  terrainFor,
  warriorRegionsFor,
  type LocaleId,
} from "../../../src/rules/blaze-of-glory/encounters";
import { rollSettlementSize, settlementSizeRow } from "../../../src/rules/blaze-of-glory/encounters";
import {
  hurrahPlace,
  rollComeAlongPeacefully,
  rollStreetBrawl,
  rowdyProfession,
  setUpHurrahingTheTown,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  expressAgentOutcome,
  expressAgentProfession,
  rollExpressAgent,
  rollExpressAgentTest,
} from "../../../src/rules/blaze-of-glory/encounters";
import { setUpTrainRobbery } from "../../../src/rules/blaze-of-glory/encounters";
import { rollWagonTipOff, setUpBigCapture } from "../../../src/rules/blaze-of-glory/encounters";
import { rollTheTake, rollWagonTrainTake } from "../../../src/rules/blaze-of-glory/encounters";
import type { EncounterRoll, EncounterSetup } from "../../../src/rules/blaze-of-glory/encounters";
import { PROFESSIONS } from "../../../src/rules/blaze-of-glory/ids";

const face = fc.integer({ min: 1, max: 6 });
const seed = fc.integer();
const locale = fc.constantFrom(...LOCALE_IDS);
const sl = fc.integer({ min: 1, max: 6 });
const rep = fc.integer({ min: 1, max: 7 });
const sand = fc.integer({ min: 0, max: 7 });

/** A source that records every face it hands out. */
function recording(s: number) {
  const inner = seededDice(s);
  const faces: number[] = [];
  return {
    faces,
    roll: (n: number) => {
      const f = inner.roll(n);
      faces.push(f);
      return f;
    },
  };
}

/** Every die a result shows is a die the source rolled, in order, and nothing else. */
function sameDice(rolls: readonly EncounterRoll[], faces: readonly number[]) {
  expect(rolls.flatMap((r) => r.dice)).toEqual(faces);
}

/** The invariants every set-up keeps. */
function wellFormed(setup: EncounterSetup) {
  expect(setup.sides[0]!.role).toBe("players");
  expect(new Set(setup.sides.map((s) => s.id)).size).toBe(setup.sides.length);
  for (const side of setup.sides)
    for (const line of side.forces) {
      expect(PROFESSIONS).toContain(line.profession);
      expect(Number.isInteger(line.count) && line.count > 0).toBe(true);
    }
  for (const r of setup.rolls) {
    expect(r.source).toMatch(/^L\d+/);
    if (r.target === undefined) expect(r.score).toBe(r.dice.reduce((a, b) => a + b, 0) + r.modifier);
  }
  for (const id of [setup.deployment.setsUpFirst, setup.deployment.activatesFirst])
    if (id) expect(setup.sides.map((s) => s.id)).toContain(id);
}

describe("locales", () => {
  it("settlementLevelFor / terrainFor / assertLocale read the 1875 table", () => {
    fc.assert(
      fc.property(locale, (l) => {
        expect(assertLocale("l", l)).toBe(l);
        expect(settlementLevelFor(l)).toBe(LOCALES[l].settlementLevel);
        expect(terrainFor(l)).toBe(LOCALES[l].terrain);
        expect(settlementLevelFor(l)).toBeGreaterThanOrEqual(1);
        expect(settlementLevelFor(l)).toBeLessThanOrEqual(6);
      }),
    );
  });

  it("assertLocale refuses anything else", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !(LOCALE_IDS as readonly string[]).includes(s)),
        (s) => {
          expect(() => assertLocale("where", s)).toThrow(RulesError);
        },
      ),
    );
  });

  it("rollTravelTerrain: the locale's terrain or high country, one die only when a footnote names the way", () => {
    fc.assert(
      fc.property(locale, locale, face, (from, to, die) => {
        const dice = sequenceDice(die);
        const r = rollTravelTerrain(dice, from, to);
        const named = LOCALES[from].highCountry?.to.includes(to) ?? false;
        expect(dice.used).toBe(named ? 1 : 0);
        expect(r.rolls).toHaveLength(named ? 1 : 0);
        expect([terrainFor(from), "highCountry"]).toContain(r.terrain);
        if (!named) expect(r.terrain).toBe(terrainFor(from));
      }),
    );
  });

  it("warriorRegionsFor / rollLocaleWarriorRegion: the region is one of the locale's, a die only for two", () => {
    fc.assert(
      fc.property(locale, face, (l, die) => {
        const regions = warriorRegionsFor(l);
        expect(regions.length).toBeLessThanOrEqual(2);
        const dice = sequenceDice(die);
        const r = rollLocaleWarriorRegion(dice, l);
        expect(dice.used).toBe(regions.length === 2 ? 1 : 0);
        if (regions.length === 0) expect(r.region).toBeNull();
        else expect(regions).toContain(r.region);
      }),
    );
  });

  it("randomLocaleRow: every pair reads exactly one row holding it", () => {
    fc.assert(
      fc.property(face, face, (red, white) => {
        const row = randomLocaleRow(red, white);
        expect(row.red).toBe(red);
        expect(row.white).toContain(white);
        expect(RANDOM_LOCALE_ROWS.filter((r) => r.red === red && r.white.includes(white))).toHaveLength(1);
      }),
    );
  });

  it("rollRandomLocale: only the last pair is a locale; every die shown was rolled", () => {
    fc.assert(
      fc.property(seed, (s) => {
        const dice = recording(s);
        const { locale: l, rolls } = rollRandomLocale(dice);
        expect(LOCALE_IDS).toContain(l);
        sameDice(rolls, dice.faces);
        expect(rolls.slice(0, -1).every((r) => r.result === "locale.reroll")).toBe(true);
        expect(rolls[rolls.length - 1]!.result).toBe(`locale.${l}`);
      }),
    );
  });

  it("readLocale: a locale gives its level, none the level answered, random a rolled locale", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALE_CHOICES), sl, seed, (choice, level, s) => {
        const r = readLocale(seededDice(s), { locale: choice, settlementLevel: level });
        if (choice === "none")
          expect(r).toEqual({ locale: null, settlementLevel: level, terrain: null, rolls: [] });
        else {
          expect(r.settlementLevel).toBe(settlementLevelFor(r.locale!));
          expect(r.rolls.length > 0).toBe(choice === "random");
          if (choice !== "random") expect(r.locale).toBe(choice);
        }
      }),
    );
  });
});

describe("settlement", () => {
  it("settlementSizeRow: the row holds the score", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 18 }), (score) => {
        const row = settlementSizeRow(score);
        expect(score).toBeGreaterThanOrEqual(row.from);
        expect(score).toBeLessThanOrEqual(row.to);
      }),
    );
  });

  it("rollSettlementSize: size by 2d6 + SL; forts have an owner, traders a train and homesteaders", () => {
    fc.assert(
      fc.property(seed, sl, (s, level) => {
        const dice = recording(s);
        const r = rollSettlementSize(dice, level);
        sameDice(r.rolls, dice.faces);
        expect(r.size).toBe(settlementSizeRow(r.rolls[0]!.score).size);
        expect(r.fort !== undefined).toBe(r.size === "fort");
        if (r.size === "trader") {
          expect((r.wagons ?? 0) > 0 !== (r.mules ?? 0) > 0).toBe(true);
          expect(r.homesteaders).toBe(1 + (r.wagons ?? Math.floor(r.mules! / 2)));
        } else expect(r.homesteaders).toBeUndefined();
      }),
    );
  });
});

describe("hurrahing the town", () => {
  it("hurrahPlace / rowdyProfession split the die where the book does", () => {
    fc.assert(
      fc.property(face, (d) => {
        expect(hurrahPlace(d)).toBe(d <= 3 ? "inSaloon" : "inStreet");
        expect(rowdyProfession(d)).toBe(d === 6 ? "townsfolk" : "cowboy");
      }),
    );
  });

  it("setUpHurrahingTheTown: 3–18 rowdies of one kind; the Star plus his outfit", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 20 }), (s, outfit) => {
        const dice = recording(s);
        const setup = setUpHurrahingTheTown(dice, { outfit });
        wellFormed(setup);
        sameDice(setup.rolls, dice.faces);
        const rowdies = setup.sides[1]!.forces;
        expect(rowdies).toHaveLength(1);
        expect(rowdies[0]!.count).toBeGreaterThanOrEqual(3);
        expect(rowdies[0]!.count).toBeLessThanOrEqual(18);
        expect(setup.sides[0]!.forces.reduce((n, l) => n + l.count, 0)).toBe(1 + outfit);
      }),
    );
  });

  it("rollComeAlongPeacefully: the outcome follows the passes; others only on a submit", () => {
    fc.assert(
      fc.property(seed, sand, sand, (s, lawmanSand, rowdySand) => {
        const r = rollComeAlongPeacefully(seededDice(s), { lawmanSand, rowdySand });
        const passes = r.rolls[0]!.score;
        expect(r.outcome).toBe(["rowdyDraws", "rowdySwings", "rowdySubmits"][passes]);
        expect(r.rolls.length).toBe(passes === 2 ? 2 : 1);
      }),
    );
  });

  it("rollStreetBrawl: one die per rowdy tested; joining + staying out = tested", () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 1, max: 3 }),
        sand,
        sand,
        sand,
        (s, rowdies, sand1, sand2, sand3) => {
          const r = rollStreetBrawl(seededDice(s), { rowdies, sand1, sand2, sand3 });
          expect(r.rolls).toHaveLength(rowdies);
          expect(Number(r.values!.joining) + Number(r.values!.stayingOut)).toBe(rowdies);
          expect(r.outcome === "brawlJoined").toBe(Number(r.values!.joining) > 0);
        },
      ),
    );
  });
});

describe("express agent and train robbery", () => {
  it("expressAgentOutcome / expressAgentProfession", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), face, (p, d) => {
        expect(expressAgentOutcome(p)).toBe(["agentFiresFirst", "agentDraws", "agentOvercome"][p]);
        expect(expressAgentProfession(d)).toBe(d <= 2 ? "townsfolk" : d <= 5 ? "deputy" : "marshal");
      }),
    );
  });

  it("rollExpressAgent / rollExpressAgentTest: a take exactly when overcome, an agent exactly when not", () => {
    fc.assert(
      fc.property(seed, rep, sl, (s, outlawRep, settlementLevel) => {
        const r = rollExpressAgent(seededDice(s), { outlawRep, settlementLevel });
        expect(r.lucre !== null).toBe(r.outcome === "agentOvercome");
        expect(r.agent !== null).toBe(r.outcome !== "agentOvercome");
        if (r.lucre !== null) expect(r.lucre % settlementLevel).toBe(0);
        const t = rollExpressAgentTest(seededDice(s), { outlawRep, settlementLevel });
        expect(t.outcome).toBe(r.outcome);
        expect(t.rolls).toEqual(r.rolls);
      }),
    );
  });

  it("setUpTrainRobbery: an opposing agent exactly when he resists; the outfit as asked", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 20 }), rep, rep, (s, outfit, a, b) => {
        const dice = recording(s);
        const setup = setUpTrainRobbery(dice, {
          outfit,
          firstOutlawRep: a,
          secondOutlawRep: b,
          locale: "random",
        });
        wellFormed(setup);
        sameDice(setup.rolls, dice.faces);
        expect(setup.sides.length).toBe(setup.variant === "agentOvercome" ? 1 : 2);
        expect(setup.sides[0]!.forces.reduce((n, l) => n + l.count, 0)).toBe(1 + outfit);
        expect(setup.rolls.some((r) => r.purpose === "whichOutlaw")).toBe(outfit > 0);
      }),
    );
  });

  it("rollTheTake: 1d6 × SL", () => {
    fc.assert(
      fc.property(face, sl, (d, level) => {
        expect(rollTheTake(sequenceDice(d), level).values).toEqual({
          lucre: d * level,
          settlementLevel: level,
        });
      }),
    );
  });

  it("rollWagonTrainTake: passes when the die is at most wagons × 2 + mules", () => {
    fc.assert(
      fc.property(
        face,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 8 }),
        (d, wagons, mules) => {
          const r = rollWagonTrainTake(sequenceDice(d), { wagons, mules });
          expect(r.result === "takeMayBeRolled").toBe(d <= wagons * 2 + mules);
        },
      ),
    );
  });
});

describe("big capture", () => {
  it("setUpBigCapture: 2–7 Marshals, 2–7 Deputies, no townsfolk among the lawmen", () => {
    fc.assert(
      fc.property(seed, fc.constantFrom<LocaleId | "none">("none", ...LOCALE_IDS), sl, (s, l, level) => {
        const dice = recording(s);
        const setup = setUpBigCapture(dice, { locale: l, settlementLevel: level, buildings: s & 7 });
        wellFormed(setup);
        sameDice(setup.rolls, dice.faces);
        const lawmen = setup.sides[0]!.forces;
        const count = (p: string) =>
          lawmen.filter((x) => x.profession === p).reduce((n, x) => n + x.count, 0);
        expect(count("marshal")).toBeGreaterThanOrEqual(2);
        expect(count("marshal")).toBeLessThanOrEqual(7);
        expect(count("deputy")).toBeGreaterThanOrEqual(2);
        expect(count("deputy")).toBeLessThanOrEqual(7);
        expect(count("marshal") + count("deputy")).toBe(lawmen.reduce((n, x) => n + x.count, 0));
        expect(setup.settlementLevel).toBe(l === "none" ? level : settlementLevelFor(l));
      }),
    );
  });

  it("rollWagonTipOff: tipped off on 5–6", () => {
    fc.assert(
      fc.property(face, (d) => {
        expect(rollWagonTipOff(sequenceDice(d), {}).outcome).toBe(
          d >= 5 ? "outlawsTippedOff" : "outlawsUnaware",
        );
      }),
    );
  });
});

describe("registry", () => {
  it("encounterDefinition / specialTableDefinition find the definition of that id, ours always", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENCOUNTER_IDS), fc.constantFrom(...SPECIAL_TABLE_IDS), (e, t) => {
        const d = encounterDefinition(e);
        if (d) expect(d.id).toBe(e);
        else expect(["hurrahingTheTown", "trainRobbery", "bigCapture"]).not.toContain(e);
        const table = specialTableDefinition(t);
        if (table) expect(table.id).toBe(t);
        else
          expect(["expressAgentTest", "comeAlongPeacefully", "streetBrawl", "wagonTipOff"]).not.toContain(t);
      }),
    );
  });
});

// The shared contract (inputs.ts, roll-log.ts) every encounter reads through.
describe("inputs and roll log", () => {
  const specs = [
    { key: "n", kind: "integer", min: 0, max: 9, default: 3 },
    { key: "b", kind: "boolean", default: false },
    { key: "c", kind: "choice", choices: ["x", "y"], default: "x" },
  ] as const;

  it("readInputs / integerInput / booleanInput / choiceInput: answers kept, gaps defaulted, the rest named", () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -20, max: 20 }), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(fc.constantFrom("x", "y", "z"), { nil: undefined }),
        (n, b, c) => {
          const raw = { n, b, c };
          const bad = n !== undefined && (n < 0 || n > 9) ? "n" : c === "z" ? "c" : null;
          if (bad) {
            try {
              readInputs(specs, raw);
              throw new Error("accepted");
            } catch (e) {
              expect(e).toBeInstanceOf(RulesError);
              expect((e as RulesError).field).toBe(bad);
            }
            return;
          }
          const v = readInputs(specs, raw);
          expect(integerInput(v, "n")).toBe(n ?? 3);
          expect(booleanInput(v, "b")).toBe(b ?? false);
          expect(choiceInput(v, "c", ["x", "y"])).toBe(c ?? "x");
          expect(() => integerInput(v, "b")).toThrow(RulesError);
          expect(() => booleanInput(v, "n")).toThrow(RulesError);
        },
      ),
    );
  });

  it("RollLog: a sum is the dice plus the modifier; a pass test counts dice at or under the target", () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: -6, max: 6 }),
        (s, count, modifier) => {
          const log = new RollLog(seededDice(s));
          const sum = log.sum({ purpose: "p", count, modifier, source: "L1", read: (x) => String(x) });
          expect(sum.dice).toHaveLength(count);
          expect(sum.score).toBe(sum.dice.reduce((a, b) => a + b, 0) + modifier);
          expect(sum.result).toBe(String(sum.score));
          const pass = log.passes({ purpose: "q", target: 3, source: "L2", read: (x) => String(x) });
          expect(pass.score).toBe(pass.dice.filter((d) => d <= 3).length);
          expect(log.rolls).toEqual([sum, pass]);
        },
      ),
    );
  });

  it("readRange: the row holding the score; the ends clamp", () => {
    const rows = [
      [2, 4, "low"],
      [5, 9, "mid"],
      [10, 12, "high"],
    ] as const;
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (score) => {
        const expected = score <= 4 ? "low" : score <= 9 ? "mid" : "high";
        expect(readRange(rows, score)).toBe(expected);
      }),
    );
  });
});
