import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError, seededDice, sequenceDice } from "../../../src/rules/core";
import { encounterDefinition, specialTableDefinition } from "../../../src/rules/blaze-of-glory/encounters";
import type { EncounterSetup, ForceLine } from "../../../src/rules/blaze-of-glory/encounters";
import {
  CAPTURE,
  CAPTURE_BUILDING_TABLE,
  buildingModifier,
  rollCaptureBuilding,
  withLeader,
} from "../../../src/rules/blaze-of-glory/encounters";
import { groupForceLines } from "../../../src/rules/blaze-of-glory/encounters";
import {
  GF_STAR_PROFESSIONS,
  GUNFIGHT,
  gunfightOutfitProfession,
  gunfightType,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  GF_OPPONENT_COLUMNS,
  gunfightLawman,
  gunfightOpponentColumn,
  gunfightOpponentRow,
  rollGunfightOpponent,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  GF_RELATIONS,
  howManyGunfight,
  howManyMultiple,
  opposingCount,
  opposingCountFloored,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  JAIL_BREAK,
  JAIL_BREAK_ALERT_TABLE,
  afterDark,
  jailAlertSounded,
  jailArms,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  POSSE,
  POSSE_HORSEMANSHIP_TABLE,
  POSSE_LAME_TABLE,
  PURSUIT_CHASE_TABLE,
  footChase,
  lameParty,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  PURSUIT_BANDS,
  applyChase,
  chaserGap,
  holeUpChaserModifier,
  pursuitFiringRange,
  pursuitOver,
  startPursuit,
  type PursuitState,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  ARMED_POPULACE_TABLE,
  DEFENDING_HEARTH_AND_HOME_TABLE,
  HOT_ON_YOUR_TRAIL_TABLE,
  RAISING_THE_ALARM_TABLE,
  ROBBERY,
  ROBBERY_COMPLICATIONS_TABLE,
  UNARMED_TOWNSFOLK_TABLE,
  alarmRaised,
  hearthAndHome,
  posseFollows,
  robberyTarget,
  rollComplication,
  sheriffOffice,
  unarmedDestination,
  unarmedWeapon,
} from "../../../src/rules/blaze-of-glory/encounters";
import { RollLog } from "../../../src/rules/blaze-of-glory/encounters";
import { specialTable } from "../../../src/rules/blaze-of-glory/encounters";
import {
  STANDUP_FIGHT_TABLE,
  bestPassingDie,
  readStandup,
  rollStandupFight,
  standupDeployment,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  deputiesFor,
  lawPlacement,
  rollDeputies,
  rollTownLaw,
  rollTownsfolk,
  streetSide,
  streetTownsfolkArmed,
  townsfolkStart,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  rollLooseTownMounts,
  rollTownMountStarts,
  introMountInstructions,
  rollTrailMounts,
  townMountStart,
  withIntroMountRules,
  trailMountStart,
} from "../../../src/rules/blaze-of-glory/encounters";
import { missingEncounterKeys } from "./encounter-codes";

const die = fc.integer({ min: 1, max: 6 });
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const sl = fc.integer({ min: 1, max: 6 });
const RUNS = { numRuns: 150 };

function figures(lines: readonly ForceLine[]) {
  return lines.reduce((n, l) => n + l.count, 0);
}

/** Every set-up's invariants: counts positive, codes in the language, rolls traced to the seed. */
function checkSetup(s: EncounterSetup) {
  for (const side of s.sides) for (const l of side.forces) expect(l.count).toBeGreaterThan(0);
  for (const m of s.looseMounts) expect(m.count).toBeGreaterThan(0);
  for (const r of s.rolls) {
    expect(r.source).toMatch(/^L\d{4}/);
    for (const d of r.dice) expect(d).toBeGreaterThanOrEqual(1);
  }
  expect(missingEncounterKeys(s)).toEqual([]);
  expect(new Set(s.sides.map((x) => x.id)).size).toBe(s.sides.length);
  expect(s.sides.filter((x) => x.role === "players").length).toBeLessThanOrEqual(1);
}

describe("encounter set-ups (helper A) for any dice and answers", () => {
  it("GUNFIGHT", () => {
    fc.assert(
      fc.property(
        seed,
        fc.constantFrom("outlaw", "gunfighter", "cowboy", "marshal", "ranger", "sheriff", "deputy"),
        fc.constantFrom("roll", "GF-1", "GF-2", "GF-3"),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
        (s, starProfession, gunfightType, starSide, a, b) => {
          const setup = GUNFIGHT.setUp(seededDice(s), {
            starProfession,
            gunfightType,
            starSide,
            starLeaderRep: a,
            oppositionLeaderRep: b,
          });
          checkSetup(setup);
          expect(figures(setup.sides[1]!.forces)).toBeGreaterThanOrEqual(1);
          if (setup.variant === "GF-1") expect(figures(setup.sides[0]!.forces)).toBe(1);
          else if (starSide > 0) expect(figures(setup.sides[0]!.forces)).toBe(starSide);
          expect(encounterDefinition("gunfight")).toBe(GUNFIGHT);
        },
      ),
      RUNS,
    );
  });
  it("ROBBERY", () => {
    fc.assert(
      fc.property(
        seed,
        sl,
        fc.constantFrom("roll", "goodSizedTown", "smallTown", "tradingPost", "fort", "trader"),
        fc.integer({ min: 0, max: 20 }),
        (s, level, settlement, outlaws) => {
          const setup = ROBBERY.setUp(seededDice(s), { settlementLevel: level, settlement, outlaws });
          checkSetup(setup);
          if (setup.variant === "escortHoldUp") return;
          const town = setup.sides.find((x) => x.id === "town")!;
          const gang = figures(setup.sides.find((x) => x.id === "outlaws")!.forces);
          if (outlaws > 0) expect(gang).toBe(outlaws);
          else expect(gang).toBeGreaterThanOrEqual(3);
          const folk = figures(town.forces.filter((l) => l.role === "townsfolk"));
          expect(folk % gang).toBe(0);
          expect(folk / gang).toBeGreaterThanOrEqual(2);
          expect(folk / gang).toBeLessThanOrEqual(5);
          expect(figures(town.forces.filter((l) => l.role === "deputy"))).toBeLessThanOrEqual(level - 1);
          if (level >= 4)
            for (const l of town.forces)
              if (l.role === "townsfolk" && l.placement !== "inBuilding") expect(l.armed).toBe(false);
          expect(encounterDefinition("robbery")).toBe(ROBBERY);
        },
      ),
      RUNS,
    );
  });
  it("POSSE", () => {
    fc.assert(
      fc.property(seed, sl, fc.integer({ min: 0, max: 30 }), (s, level, runners) => {
        const setup = POSSE.setUp(seededDice(s), { settlementLevel: level, runners });
        checkSetup(setup);
        const run = figures(setup.sides[0]!.forces);
        if (runners > 0) expect(run).toBe(runners);
        const folk = figures(setup.sides[1]!.forces.filter((l) => l.role === "townsfolk"));
        expect(folk / run).toBeGreaterThanOrEqual(2);
        expect(folk / run).toBeLessThanOrEqual(5);
        expect(encounterDefinition("posse")).toBe(POSSE);
      }),
      RUNS,
    );
  });
  it("CAPTURE: the lawmen are twice the outlaws (or more, when the deputies alone exceed it)", () => {
    fc.assert(
      fc.property(
        seed,
        sl,
        fc.constantFrom("roll", "town", "trail"),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
        (s, level, place, buildings, a, b) => {
          const setup = CAPTURE.setUp(seededDice(s), {
            settlementLevel: level,
            place,
            buildings,
            saloons: Math.min(1, buildings),
            lawmanRep: a,
            outlawLeaderRep: b,
          });
          checkSetup(setup);
          const law = figures(setup.sides.find((x) => x.id === "lawmen")!.forces);
          const out = figures(setup.sides.find((x) => x.id === "outlaws")!.forces);
          expect(law).toBeGreaterThanOrEqual(2 * out);
          expect(law).toBeLessThanOrEqual(Math.max(2 * out, 4));
          expect(encounterDefinition("capture")).toBe(CAPTURE);
        },
      ),
      RUNS,
    );
  });
  it("JAIL BREAK", () => {
    fc.assert(
      fc.property(seed, sl, fc.integer({ min: 0, max: 20 }), (s, level, outlaws) => {
        const setup = JAIL_BREAK.setUp(seededDice(s), { settlementLevel: level, outlaws });
        checkSetup(setup);
        if (outlaws > 0) expect(figures(setup.sides[0]!.forces)).toBe(outlaws);
        expect(encounterDefinition("jailBreak")).toBe(JAIL_BREAK);
      }),
      RUNS,
    );
  });
  it("every set-up refuses a non-object answer", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.array(fc.integer())), (raw) => {
        for (const d of [GUNFIGHT, ROBBERY, POSSE, CAPTURE, JAIL_BREAK])
          expect(() => d.setUp(seededDice(1), raw as never)).toThrow(RulesError);
      }),
      { numRuns: 30 },
    );
  });
});

describe("special tables (helper A) for any dice", () => {
  const TABLES = [
    STANDUP_FIGHT_TABLE,
    ROBBERY_COMPLICATIONS_TABLE,
    RAISING_THE_ALARM_TABLE,
    DEFENDING_HEARTH_AND_HOME_TABLE,
    ARMED_POPULACE_TABLE,
    UNARMED_TOWNSFOLK_TABLE,
    PURSUIT_CHASE_TABLE,
    POSSE_HORSEMANSHIP_TABLE,
    POSSE_LAME_TABLE,
    CAPTURE_BUILDING_TABLE,
    JAIL_BREAK_ALERT_TABLE,
    HOT_ON_YOUR_TRAIL_TABLE,
  ];
  it("roll with their defaults, name their codes, and are registered", () => {
    fc.assert(
      fc.property(seed, fc.constantFrom(...TABLES), (s, table) => {
        const r = table.roll(seededDice(s), {});
        expect(r.table).toBe(table.id);
        expect(missingEncounterKeys(r)).toEqual([]);
        expect(specialTableDefinition(table.id)).toBe(table);
      }),
      RUNS,
    );
  });
  it("specialTable reads its inputs before rolling", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), (n) => {
        const t = specialTable(
          "posseLame",
          "L3469",
          [{ key: "n", kind: "integer", min: 0, max: 5, default: 1 }],
          (_d, v) => ({
            table: "posseLame",
            rolls: [],
            outcome: String(v.n),
          }),
        );
        if (n < 0 || n > 5) expect(() => t.roll(seededDice(1), { n })).toThrow(RulesError);
        else expect(t.roll(seededDice(1), { n }).outcome).toBe(String(n));
      }),
    );
  });
});

describe("table readers (helper A)", () => {
  it("one-die readers return a code for every face and refuse others", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 10 }),
        fc.constantFrom(
          gunfightType,
          gunfightLawman,
          townMountStart,
          trailMountStart,
          lawPlacement,
          townsfolkStart,
          streetSide,
          sheriffOffice,
          unarmedDestination,
          unarmedWeapon,
          lameParty,
          withLeader,
          jailArms,
          afterDark,
        ),
        (d, read) => {
          if (d >= 1 && d <= 6) expect(read(d)).toBeDefined();
          else expect(() => read(d)).toThrow(RulesError);
        },
      ),
    );
  });
  it("GUNFIGHT OPPONENTS: every 2d6 score in every column names a list", () => {
    fc.assert(
      fc.property(fc.constantFrom(...GF_OPPONENT_COLUMNS), die, die, (c, a, b) => {
        expect(["greenhorn", "cowboy", "lawman", "outlaw", "gunfighter", "rns"]).toContain(
          gunfightOpponentRow(c, a + b),
        );
        if (c === "lawman") expect(["greenhorn", "lawman"]).not.toContain(gunfightOpponentRow(c, a + b));
      }),
    );
  });
  it("gunfightOpponentColumn maps Star professions to a column", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("outlaw", "gunfighter", "cowboy", "marshal", "ranger", "sheriff", "deputy" as const),
        (p) => {
          expect(GF_OPPONENT_COLUMNS).toContain(gunfightOpponentColumn(p));
        },
      ),
    );
  });
  it("rollGunfightOpponent always ends on a profession and logs every die it read", () => {
    fc.assert(
      fc.property(seed, fc.constantFrom(...GF_OPPONENT_COLUMNS), (s, c) => {
        const log = new RollLog(seededDice(s));
        const p = rollGunfightOpponent(log, c, "opposition.1");
        expect(typeof p).toBe("string");
        expect(log.rolls.every((r) => r.subject === "opposition.1")).toBe(true);
        expect(log.rolls.at(-1)!.result).toBe(log.rolls.length === 1 ? log.rolls[0]!.result : p);
      }),
    );
  });
  it("HOW MANY (GF): the count grows with the Star's side and never drops below one", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom("up", "down" as const),
        (score, side, r) => {
          const rel = howManyGunfight(score);
          const n = opposingCount(rel, side, r);
          expect(n).toBeGreaterThanOrEqual(1);
          expect(opposingCount(rel, side + 1, r)).toBeGreaterThanOrEqual(n);
          // Raised to one only where the table takes figures away from a small side.
          if (opposingCountFloored(rel, side, r)) {
            expect(n).toBe(1);
            expect(["youOneMore", "youTwoMore", "youHalfMore", "youTwice"]).toContain(rel);
          }
          if (rel === "youTwoMore") expect(opposingCountFloored(rel, side, r)).toBe(side < 3);
          expect(opposingCount(rel, side, "up")).toBeGreaterThanOrEqual(opposingCount(rel, side, "down"));
          // The table runs from "they" to "you": a higher score never gives them more once the side is
          // big enough for "half again" to outweigh "two more" (from 6; below that the book's rows cross).
          if (score < 12 && side >= 6)
            expect(opposingCount(howManyGunfight(score + 1), side, r)).toBeLessThanOrEqual(n);
          expect(GF_RELATIONS).toContain(rel);
        },
      ),
    );
  });
  it("HOW MANY (R/P): a multiple of 2–5 that never falls as the score rises", () => {
    fc.assert(
      fc.property(fc.constantFrom("R", "P" as const), fc.integer({ min: 3, max: 17 }), (t, score) => {
        const m = howManyMultiple(t, score);
        expect(m).toBeGreaterThanOrEqual(2);
        expect(m).toBeLessThanOrEqual(5);
        expect(howManyMultiple(t, score + 1)).toBeGreaterThanOrEqual(m);
      }),
    );
  });
  it("groupForceLines keeps the total and merges only identical lines", () => {
    const line = fc.record({
      profession: fc.constantFrom("outlaw", "townsfolk" as const),
      count: fc.integer({ min: 0, max: 4 }),
      role: fc.constantFrom("a", "b"),
      placementValues: fc.option(fc.record({ inches: fc.integer({ min: 2, max: 3 }) }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const clean = lines.map(
          (l) =>
            Object.fromEntries(Object.entries(l).filter(([, v]) => v !== undefined)) as unknown as ForceLine,
        );
        const grouped = groupForceLines(clean);
        expect(figures(grouped)).toBe(figures(clean));
        const keys = grouped.map(({ count: _c, ...rest }) => JSON.stringify(rest));
        expect(new Set(keys).size).toBe(keys.length);
        for (const g of grouped) expect(g.count).toBeGreaterThan(0);
      }),
    );
  });
});

describe("STANDUP FIGHT (helper A)", () => {
  const pair = fc.tuple(die, die);
  it("readStandup: more passes wins; equal passes go to the better passing die or roll again", () => {
    fc.assert(
      fc.property(
        pair,
        pair,
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
        (da, db, ta, tb) => {
          const r = readStandup({ id: "a", dice: da, target: ta }, { id: "b", dice: db, target: tb });
          const pa = da.filter((d) => d <= ta).length;
          const pb = db.filter((d) => d <= tb).length;
          if (pa !== pb) {
            expect(r!.winner).toBe(pa > pb ? "a" : "b");
            expect(r!.outcome).toBe(Math.abs(pa - pb) === 2 ? "ambush" : "advantage");
          } else if (bestPassingDie(da, ta) === bestPassingDie(db, tb)) expect(r).toBeNull();
          else expect(r!.outcome).toBe("choice");
        },
      ),
    );
  });
  it('rollStandupFight ends with a winner and deploys 24" apart', () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: -2, max: 0 }),
        (s, a, b, m) => {
          const log = new RollLog(seededDice(s));
          const r = rollStandupFight(log, { id: "x", rep: a }, { id: "y", rep: b, repModifier: m });
          expect([r.winner, r.loser].sort()).toEqual(["x", "y"]);
          expect(log.rolls.length % 2).toBe(0);
          const d = standupDeployment(r);
          expect(d.distanceInches).toBe(24);
          expect(d.setsUpFirst).toBe(r.winner);
          expect(d.ambushBy === r.winner).toBe(r.outcome === "ambush");
        },
      ),
    );
  });
});

describe("town forces and mounts (helper A)", () => {
  it("deputiesFor and rollDeputies: SL − die, never negative", () => {
    fc.assert(
      fc.property(sl, die, (level, d) => {
        expect(deputiesFor(level, d)).toBe(Math.max(0, level - d));
        expect(rollDeputies(new RollLog(sequenceDice(d)), level, "L3281")).toBe(deputiesFor(level, d));
      }),
    );
  });
  it("rollTownLaw: one sheriff, SL − 1d6 deputies, each placed", () => {
    fc.assert(
      fc.property(seed, sl, (s, level) => {
        const log = new RollLog(seededDice(s));
        const lines = rollTownLaw(log, level, "L3281");
        expect(figures(lines.filter((l) => l.role === "sheriff"))).toBe(1);
        const deputies = figures(lines.filter((l) => l.role === "deputy"));
        expect(deputies).toBe(deputiesFor(level, log.rolls[0]!.dice[0]!));
        expect(log.rolls.filter((r) => r.purpose === "lawPlacement").length).toBe(1 + deputies);
      }),
    );
  });
  it("rollTownsfolk: the multiple of the outlaws, halved at night, each figure placed", () => {
    fc.assert(
      fc.property(seed, sl, fc.integer({ min: 0, max: 10 }), fc.boolean(), (s, level, outlaws, halve) => {
        const log = new RollLog(seededDice(s));
        const r = rollTownsfolk(log, { settlementLevel: level, outlaws, halve });
        const full = howManyMultiple("R", log.rolls[0]!.score) * outlaws;
        expect(r.count).toBe(halve ? Math.floor(full / 2) : full);
        expect(figures(r.lines)).toBe(r.count);
        expect(log.rolls.filter((x) => x.purpose === "townsfolkStart").length).toBe(r.count);
      }),
    );
  });
  it("streetTownsfolkArmed: SL 4+ never, SL 3 on 4–6", () => {
    fc.assert(
      fc.property(sl, die, (level, d) => {
        const armed = streetTownsfolkArmed(level, level === 3 ? d : null);
        if (level >= 4) expect(armed).toBe(false);
        if (level === 3) expect(armed).toBe(d >= 4);
      }),
    );
  });
  it("loose town horses are never negative and each figure's horse is rolled", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 8 }), (s, n) => {
        const log = new RollLog(seededDice(s));
        for (const m of rollLooseTownMounts(log, "L3241")) expect(m.count).toBeGreaterThan(0);
        const subjects = Array.from({ length: n }, (_, i) => `star.${i + 1}`);
        expect(rollTownMountStarts(log, subjects, "L3241").length).toBe(n);
        const trail = rollTrailMounts(log, subjects, "L3242");
        expect(trail.inches.length).toBe(trail.start === "saddledNearby" ? n : 0);
        for (const i of trail.inches) expect(i).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});

describe("gunfight outfit (helper A)", () => {
  it("gunfightOutfitProfession: lawmen who lead posses ride with deputies, others with their own kind", () => {
    fc.assert(
      fc.property(fc.constantFrom(...GF_STAR_PROFESSIONS), (p) => {
        const hand = gunfightOutfitProfession(p);
        expect(hand).toBe(p === "sheriff" || p === "marshal" ? "deputy" : p);
      }),
    );
    expect(() => gunfightOutfitProfession("gambler")).toThrow(RulesError);
  });
});

describe("standing mount rules (helper A)", () => {
  it("saddling takes two activations only where a horse starts unsaddled; pack animals always", () => {
    const mounts = fc.constantFrom(
      "mounted",
      "saddledNearby",
      "tetheredOutside",
      "saddledInLivery",
      "unsaddledInLivery",
      "centralLocation",
      "corral",
      "asDesired",
      "none" as const,
    );
    fc.assert(
      fc.property(fc.array(mounts, { maxLength: 6 }), (ms) => {
        const sides = [
          {
            id: "a",
            role: "players" as const,
            label: "x",
            goal: "y",
            forces: ms.map((mount) => ({ profession: "outlaw" as const, count: 1, role: "outfit", mount })),
          },
        ];
        const codes = introMountInstructions(sides);
        expect(codes[0]).toBe("packAnimalsWithLeader");
        expect(codes.includes("saddleTakesTwoActivations")).toBe(
          ms.some((m) => m === "unsaddledInLivery" || m === "centralLocation"),
        );
        const setup = withIntroMountRules({
          encounter: "gunfight",
          terrain: [],
          rolls: [],
          sides,
          deployment: { kind: "asDesired", notes: [] },
          looseMounts: [],
          specialTables: [],
          instructions: ["theDraw"],
          endConditions: [],
          followOn: [],
          gmJudgement: [],
        });
        expect(setup.instructions).toEqual(["theDraw", ...codes]);
      }),
    );
  });
});

describe("robbery readers (helper A)", () => {
  it("robberyTarget, alarmRaised, hearthAndHome, posseFollows", () => {
    fc.assert(
      fc.property(
        die,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        sl,
        (d, turn, passes, level) => {
          expect(robberyTarget("tradingPost", d)).toBe("store");
          expect(["bank", "twoBanks"]).toContain(robberyTarget("goodSizedTown", d));
          expect(alarmRaised(turn, d)).toBe(d <= turn);
          expect(["freeToAct", "offTheStreet", "hides"][2 - passes]).toBe(hearthAndHome(passes));
          expect(posseFollows(level, d)).toBe(d < level);
        },
      ),
    );
  });
  it("rollComplication: a 6 then a complication, with its numbers in range", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 12 }), (s, n) => {
        const c = rollComplication(new RollLog(seededDice(s)), n);
        if (c.code === "horsesKeptAway") expect(c.values.inches).toBeGreaterThanOrEqual(8);
        if (c.code === "timedLock") expect(c.values.turns).toBeGreaterThanOrEqual(3);
        if (c.code === "lameMount") expect(c.values.figure).toBeLessThanOrEqual(n);
        if (c.code === "recognizedByRangers") expect(figures(c.lines)).toBe(2);
      }),
    );
  });
});

describe("pursuit grid (helper A)", () => {
  const state = fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }),
      fc.array(fc.option(fc.integer({ min: 1, max: PURSUIT_BANDS }), { nil: null }), { maxLength: 5 }),
    )
    .map(([r, c]): PursuitState => {
      const shift = Math.min(...r) - 1;
      return { runners: r.map((b) => b - shift), chasers: c };
    });
  it("the front runner stays in band 1, chasers stay on 1–10 or fall off for good", () => {
    fc.assert(
      fc.property(state, fc.infiniteStream(fc.integer({ min: 0, max: 1 })), (s, bits) => {
        const it = bits[Symbol.iterator]();
        const next = () => it.next().value as number;
        const after = applyChase(s, { runnerSlips: s.runners.map(next), chaserSlips: s.chasers.map(next) });
        expect(Math.min(...after.runners)).toBe(1);
        after.chasers.forEach((b, i) => {
          if (s.chasers[i] === null) expect(b).toBeNull();
          if (b !== null) expect(b).toBeGreaterThanOrEqual(1);
          if (b !== null) expect(b).toBeLessThanOrEqual(PURSUIT_BANDS);
        });
        expect(pursuitOver(after)).toBe(after.chasers.every((b) => b === null));
      }),
    );
  });
  it("startPursuit, chaserGap, pursuitFiringRange and holeUpChaserModifier agree", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), state, (r, c, s) => {
        const start = startPursuit(r, c);
        expect(chaserGap(start, 0)).toBe(5);
        expect(pursuitFiringRange(5)).toBe("outOfRange");
        const gaps = s.chasers.map((_, i) => chaserGap(s, i));
        for (const g of gaps)
          if (g !== null)
            expect(["outOfRange", "longRifle", "effectiveRifle", "sameBand"]).toContain(
              pursuitFiringRange(g),
            );
        const on = gaps.filter((g): g is number => g !== null);
        expect(holeUpChaserModifier(s)).toBe(on.length > 0 && Math.min(...on) >= 8 ? -2 : 0);
      }),
    );
  });
});

describe("posse, capture and jail break readers (helper A)", () => {
  it("footChase falls back unless both dice pass", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), (p) => {
        expect(footChase(p).slips).toBe(p === 2 ? 0 : 1);
      }),
    );
  });
  it("buildingModifier and rollCaptureBuilding pick one counted building", () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (s, n, sal, hot) => {
          const saloons = Math.min(sal, n);
          const hotels = Math.min(hot, n - saloons);
          const layout = { buildings: n, saloons, hotels, exclude: 1 };
          const b = rollCaptureBuilding(new RollLog(seededDice(s)), layout);
          expect(b).toBeGreaterThanOrEqual(2);
          expect(b).toBeLessThanOrEqual(n);
          expect([0, 1, 2]).toContain(buildingModifier(layout, b));
        },
      ),
    );
  });
  it("jailAlertSounded only on the turn's own number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), die, (t, d) => {
        expect(jailAlertSounded(t, d)).toBe(t === d);
      }),
    );
  });
});
