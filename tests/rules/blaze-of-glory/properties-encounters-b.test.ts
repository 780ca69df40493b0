import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError, seededDice } from "../../../src/rules/core";
import type {
  EncounterSetup,
  SpecialTableDefinition,
  SpecialTableId,
} from "../../../src/rules/blaze-of-glory/encounters";
import { trailAttackSetUp, trailAttackTable } from "../../../src/rules/blaze-of-glory/encounters";
import { REP_RANGE } from "../../../src/rules/blaze-of-glory/figure";

const REP_MIN = REP_RANGE.min;
const REP_MAX = REP_RANGE.max;
import { RollLog } from "../../../src/rules/blaze-of-glory/encounters";
import { LOCALE_IDS } from "../../../src/rules/blaze-of-glory/encounters";
import { WARRIOR_REGIONS } from "../../../src/rules/blaze-of-glory/ids";
import { RELATIONS, relativeCount } from "../../../src/rules/blaze-of-glory/encounters";
import {
  TRAIL_ATTACK_OUTCOMES,
  readTrailAttack,
  rollTrailAttack,
  trailAttackDeployment,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  ESCORT_KINDS,
  ESCORT_TABLE_IDS,
  dieLessLevel,
  escortKind,
  escortWithLeader,
  rollEscort,
  rollPassengers,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  HOLD_UP,
  HOLD_UP_TABLE,
  holdUpAttackers,
  holdUpObject,
  howManyHoldUp,
  muleSkinners,
  setUpHoldUp,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  PRISONER_TRANSPORT_TABLE,
  howManyPrisonerTransport,
  passengerInvolvement,
  setUpPrisonerTransport,
  transportMode,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  CATTLE_DRIVE_EVENTS_TABLE,
  DRIVE_LEGS,
  cattleDriveEvent,
  cattleDriveEventRow,
  driveEventEncounter,
  setUpCattleDrive,
  DRIVE_EVENTS,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  HERDING_TABLE_DEFINITION,
  cowMove,
  herdedCapacity,
  herdersNeeded,
  rollHerding,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  howManyCattleRustling,
  rustlerCount,
  setUpCattleRustling,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  RANGE_WAR_ENCOUNTER_TABLE,
  rangeWarEvent,
  rivalHeadPresentUpTo,
  rollRangeWarEncounter,
  setUpRangeWar,
  RANGE_WAR_EVENTS,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  OUTNUMBERED,
  TALK_THE_TALK_TABLE,
  handOverFate,
  outnumberedBy,
  ponyQuality,
  readTalkTheTalk,
  talkTheTalkModifier,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  SIEGE_END_OF_DAY_TABLE,
  SIEGE_RECOVERY_TABLE,
  indiansCallOffAttack,
  siegeDayEnd,
  siegeRecovery,
} from "../../../src/rules/blaze-of-glory/encounters";
import { howManyIndians, indianScenario, setUpIndians } from "../../../src/rules/blaze-of-glory/encounters";
import { readWarriorRegion } from "../../../src/rules/blaze-of-glory/encounters";
import { STAR_CHOICES, readStar } from "../../../src/rules/blaze-of-glory/encounters";
import { missingEncounterKeys } from "./encounter-codes";
import en from "../../../lang/en.json";

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const die = fc.integer({ min: 1, max: 6 });
const level = fc.integer({ min: 1, max: 6 });
const passes = fc.integer({ min: 0, max: 2 });
const locale = fc.constantFrom("none", "random", ...LOCALE_IDS);

function total(setup: EncounterSetup, id: string, roles?: string[]): number {
  const side = setup.sides.find((s) => s.id === id);
  return (side?.forces ?? [])
    .filter((l) => !roles || roles.includes(l.role))
    .reduce((a, l) => a + l.count, 0);
}

/** What every set-up keeps: the players' side first, real faces, whole positive counts, English text. */
function wellFormed(setup: EncounterSetup) {
  expect(setup.sides[0]!.role).toBe("players");
  for (const r of setup.rolls) {
    for (const d of r.dice) expect(d >= 1 && d <= 6).toBe(true);
    expect(r.source).toMatch(/^L\d/);
  }
  for (const s of setup.sides)
    for (const l of s.forces) expect(Number.isInteger(l.count) && l.count > 0).toBe(true);
  expect(missingEncounterKeys(setup)).toEqual([]);
  expect(unnamedSubjects(setup.rolls, setup.sides)).toEqual([]);
}

/** Roll subjects the card cannot name: neither a side of the set-up nor a `Side.<id>` text. */
function unnamedSubjects(
  rolls: readonly { subject?: string }[],
  sides: readonly { id: string }[] = [],
): string[] {
  const named = en.SIXGUN.Encounter.Side as Record<string, string>;
  return rolls
    .map((r) => r.subject?.split(".")[0])
    .filter((id): id is string => id !== undefined && !sides.some((s) => s.id === id) && !(id in named));
}

describe("HOW MANY relations", () => {
  it("never fewer than the base, and the multiples are exact", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RELATIONS), fc.integer({ min: 0, max: 199 }), (relation, base) => {
        const up = relativeCount(relation, base, "up");
        const down = relativeCount(relation, base, "down");
        expect(up).toBeGreaterThanOrEqual(base);
        expect(up - down).toBe(relation === "halfMore" ? base % 2 : 0);
        if (relation === "threeTimes") expect(up).toBe(3 * base);
        expect(relativeCount(relation, base + 1)).toBeGreaterThan(up);
      }),
    );
  });
});

describe("HOLD UP / PRISONER TRANSPORT table", () => {
  it("swapping the leaders swaps who has the edge", () => {
    const mirror: Record<string, string> = {
      trailEven: "trailEven",
      trailTravellersAdvantage: "trailAttackersAdvantage",
      trailAttackersAdvantage: "trailTravellersAdvantage",
      trailTravellersMayRun: "trailAmbush",
      trailAmbush: "trailTravellersMayRun",
    };
    fc.assert(
      fc.property(passes, passes, (t, a) => {
        expect(readTrailAttack(a, t)).toBe(mirror[readTrailAttack(t, a)]);
      }),
    );
  });

  it('deployment: 24" unless the attackers have the edge; an ambush only on two more', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRAIL_ATTACK_OUTCOMES), fc.boolean(), (outcome, circle) => {
        const plan = trailAttackDeployment(outcome, {
          travellers: "t",
          attackers: "a",
          mayCircleWagons: circle,
        });
        const attackersEdge = outcome === "trailAttackersAdvantage" || outcome === "trailAmbush";
        expect(plan.distanceInches).toBe(attackersEdge ? 12 : 24);
        expect(plan.ambushBy === "a").toBe(outcome === "trailAmbush");
        expect(plan.setsUpFirst).toBe("t");
      }),
    );
  });

  it("rolling it reads the recorded passes", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), (s, tr, ar) => {
        const log = new RollLog(seededDice(s));
        const outcome = rollTrailAttack(log, {
          purpose: "holdUpLeader",
          source: "L3839–3859",
          travellers: { id: "t", rep: tr },
          attackers: { id: "a", rep: ar },
        });
        expect(log.rolls).toHaveLength(2);
        expect(outcome).toBe(readTrailAttack(log.rolls[0]!.score, log.rolls[1]!.score));
      }),
    );
  });

  it("the table buttons give known outcomes with English text", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), (s, a, b) => {
        for (const table of [HOLD_UP_TABLE, PRISONER_TRANSPORT_TABLE] as SpecialTableDefinition[]) {
          const r = table.roll(seededDice(s), {
            targetLeaderRep: a,
            escortLeaderRep: a,
            attackerLeaderRep: b,
          });
          expect(TRAIL_ATTACK_OUTCOMES).toContain(r.outcome);
          expect(missingEncounterKeys(r)).toEqual([]);
          expect(unnamedSubjects(r.rolls)).toEqual([]);
        }
      }),
    );
  });
});

describe("escorts", () => {
  it("every list reads every face; 1d6 − SL is never negative", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ESCORT_TABLE_IDS), die, level, (table, d, sl) => {
        expect(ESCORT_KINDS).toContain(escortKind(table, d));
        expect(dieLessLevel(d, sl)).toBe(Math.max(0, d - sl));
      }),
    );
  });

  it("a rolled escort has at least one figure and counts its lines", () => {
    fc.assert(
      fc.property(seed, fc.constantFrom(...ESCORT_TABLE_IDS), level, (s, table, sl) => {
        const log = new RollLog(seededDice(s));
        const e = rollEscort(log, { table, settlementLevel: sl });
        expect(e.count).toBe(e.lines.reduce((a, l) => a + l.count, 0));
        expect(e.count).toBeGreaterThanOrEqual(1);
        expect(e.count).toBeLessThanOrEqual(1 + Math.max(0, 6 - sl) + (e.kind === "halfD6Marshals" ? 2 : 0));
        const led = escortWithLeader(e.lines, { placement: "besideTheDriver" });
        expect(led.reduce((a, l) => a + l.count, 0)).toBe(e.count);
        expect(led.filter((l) => l.role === "leader")).toEqual([
          { ...e.lines[0]!, count: 1, role: "leader", placement: "besideTheDriver" },
        ]);
        const p = rollPassengers(log, "L3802");
        expect(p >= 0 && p <= 5).toBe(true);
      }),
    );
  });
});

describe("HOLD UP set-up", () => {
  it("reads its dice as printed", () => {
    fc.assert(
      fc.property(
        die,
        level,
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 0, max: 60 }),
        (d, sl, score, mules) => {
          expect(holdUpObject(d)).toBe(d <= 2 ? "stagecoach" : d <= 4 ? "freightWagons" : "muleTrain");
          const who = holdUpAttackers(sl, d);
          if (sl === 6) expect(who).toBeNull();
          else expect(who).toBe(sl < 5 && d > sl ? "indians" : "outlaws");
          expect(howManyHoldUp(score)).toBe(howManyHoldUp(14 - score));
          const skinners = muleSkinners(mules);
          expect((skinners - 1) * 4).toBeGreaterThanOrEqual(mules);
          expect((skinners - 2) * 4).toBeLessThan(Math.max(1, mules));
        },
      ),
    );
  });

  it("the attackers are at least as many as the target (Indians at most three times + 6)", () => {
    fc.assert(
      fc.property(seed, locale, fc.constantFrom("target", "attackers"), (s, loc, playerSide) => {
        const setup = setUpHoldUp(seededDice(s), { locale: loc, playerSide });
        wellFormed(setup);
        if (setup.variant === "none") return;
        const target = total(setup, "target");
        const attackers = total(setup, "attackers");
        expect(attackers).toBeGreaterThanOrEqual(target);
        expect(attackers).toBeLessThanOrEqual(3 * target + 6);
        expect(HOLD_UP.setUp(seededDice(s), { locale: loc, playerSide })).toEqual(setup);
      }),
      { numRuns: 60 },
    );
  });
});

describe("PRISONER TRANSPORT set-up", () => {
  it("reads its dice as printed", () => {
    fc.assert(
      fc.property(die, fc.integer({ min: -4, max: 10 }), passes, (d, score, p) => {
        expect(transportMode(d)).toBe(d <= 2 ? "stagecoach" : d <= 4 ? "wagon" : "horseback");
        const order = ["equal", "oneMore", "twice", "threeTimes"];
        expect(order.indexOf(howManyPrisonerTransport(score + 1))).toBeGreaterThanOrEqual(
          order.indexOf(howManyPrisonerTransport(score)),
        );
        expect(passengerInvolvement(p)).toBe(["staysOut", "firesFromCoach", "joinsEscort"][p]);
      }),
    );
  });

  it("one manacled prisoner, and at least as many outlaws as lawmen", () => {
    fc.assert(
      fc.property(seed, locale, fc.integer({ min: 0, max: 7 }), (s, loc, sand) => {
        const setup = setUpPrisonerTransport(seededDice(s), { locale: loc, passengerSand: sand });
        wellFormed(setup);
        const prisoners = setup.sides.flatMap((x) => x.forces).filter((l) => l.role === "prisoner");
        expect(prisoners).toHaveLength(1);
        expect(prisoners[0]!.notes).toContain("manacled");
        const lawmen = total(setup, "escort", ["driver", "leader", "escort"]);
        expect(total(setup, "outlaws", ["leader", "outfit"])).toBeGreaterThanOrEqual(lawmen);
      }),
      { numRuns: 60 },
    );
  });
});

describe("CATTLE DRIVE", () => {
  it("Kansas differs from the other legs only on a 10", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.constantFrom(...DRIVE_LEGS), (score, leg) => {
        const row = cattleDriveEventRow(score);
        expect(score >= row.from && score <= row.to).toBe(true);
        const e = cattleDriveEvent(score, leg);
        if (leg !== "kansas" || score !== 10) expect(e).toBe(row.event);
        expect(driveEventEncounter(e) === null).toBe(e === "noEncounter");
      }),
    );
  });

  it("three legs, one follow-on for each leg with an encounter", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 30 }), (s, outfit) => {
        const setup = setUpCattleDrive(seededDice(s), { outfit });
        wellFormed(setup);
        expect(setup.rolls.map((r) => r.subject)).toEqual([...DRIVE_LEGS]);
        expect(setup.followOn).toHaveLength(
          setup.rolls.filter((r) => r.result !== "drive.noEncounter").length,
        );
        expect(total(setup, "drovers")).toBe(1 + outfit);
        const r = CATTLE_DRIVE_EVENTS_TABLE.roll(seededDice(s), {});
        expect(DRIVE_EVENTS.map((x) => `drive.${x}`)).toContain(r.outcome);
      }),
    );
  });
});

describe("CATTLE RUSTLING and herding", () => {
  it("herding reads every face; four head an outlaw", () => {
    fc.assert(
      fc.property(die, fc.integer({ min: 0, max: 800 }), seed, (d, cattle, s) => {
        expect(cowMove(d)).toBe(
          d <= 3 ? "asDesired" : ["towardLeftEdge", "towardRear", "towardRightEdge"][d - 4],
        );
        const n = herdersNeeded(cattle);
        expect(herdedCapacity(n)).toBeGreaterThanOrEqual(cattle);
        if (n > 0) expect(herdedCapacity(n - 1)).toBeLessThan(cattle);
        const r = rollHerding(seededDice(s), {});
        expect(r.outcome).toBe(`cow.${cowMove(r.rolls[0]!.dice[0]!)}`);
        expect(HERDING_TABLE_DEFINITION.roll(seededDice(s), {})).toEqual(r);
      }),
    );
  });

  it("the rustlers: the die or one per four head, whichever is more", () => {
    fc.assert(
      fc.property(
        die,
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        (d, cattle, score) => {
          const n = rustlerCount(d, cattle);
          expect(n).toBe(Math.max(d, Math.ceil(cattle / 4)));
          expect(["halfMore", "twoMore", "oneMore", "equal", "twice"]).toContain(
            howManyCattleRustling(score),
          );
        },
      ),
    );
  });

  it("the cowboys are never fewer than the rustlers, who can herd the lot", () => {
    fc.assert(
      fc.property(
        seed,
        fc.constantFrom("cowboys", "outlaws"),
        fc.constantFrom("up", "down"),
        (s, playerSide, halfRounding) => {
          const setup = setUpCattleRustling(seededDice(s), { playerSide, halfRounding });
          wellFormed(setup);
          const cattle = setup.rolls[0]!.score;
          const rustlers = total(setup, "runners");
          expect(rustlers * 4).toBeGreaterThanOrEqual(cattle);
          expect(total(setup, "chasers")).toBeGreaterThanOrEqual(rustlers);
        },
      ),
    );
  });
});

describe("RANGE WAR", () => {
  it("footnotes only where the book puts them", () => {
    fc.assert(
      fc.property(die, seed, (d, s) => {
        const event = rangeWarEvent(d);
        expect(RANGE_WAR_EVENTS).toContain(event);
        expect(rivalHeadPresentUpTo(event)).toBe(d === 5 ? 3 : d === 6 ? 4 : 0);
        const r = rollRangeWarEncounter(seededDice(s));
        if (r.event !== "gunfightGF3") expect(r.capture).toBe("none");
        if (rivalHeadPresentUpTo(r.event) === 0) expect(r.rivalHeadPresent).toBe(false);
        expect(r.encounter).toBe(
          r.capture !== "none" ? "capture" : r.event.endsWith("Rustle") ? "cattleRustling" : "gunfight",
        );
        const setup = setUpRangeWar(seededDice(s), {});
        wellFormed(setup);
        expect(setup.followOn).toEqual([{ encounter: r.encounter, when: r.when }]);
        expect(missingEncounterKeys(RANGE_WAR_ENCOUNTER_TABLE.roll(seededDice(s), {}))).toEqual([]);
      }),
    );
  });
});

describe("TALK THE TALK", () => {
  it("modifiers, outnumbering and the reading", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OUTNUMBERED),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 20 }),
        passes,
        passes,
        (o, past, indians, side, s, i) => {
          const m = talkTheTalkModifier({ outnumbered: o, peacefulPast: past });
          expect(m).toBe(-OUTNUMBERED.indexOf(o) + (past ? 1 : 0));
          expect(OUTNUMBERED.indexOf(outnumberedBy(indians + 1, side))).toBeGreaterThanOrEqual(
            OUTNUMBERED.indexOf(outnumberedBy(indians, side)),
          );
          const outcome = readTalkTheTalk(s, i);
          if (s === i) expect(outcome).toBe("peaceIfTurnBack");
          if (s > i) expect(["safePassage", "tradeForPonies"]).toContain(outcome);
          if (s < i) expect(["peaceForMounts", "handOverAll"]).toContain(outcome);
        },
      ),
    );
  });

  it("ponies, the hand-over and the table", () => {
    fc.assert(
      fc.property(
        die,
        die,
        seed,
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        (d, e, s, a, b) => {
          expect(ponyQuality(d)).toBe(d === 1 ? "nag" : d <= 4 ? "prettyFair" : "good");
          const fate = handOverFate(d, e);
          expect(fate === "allowedToLeave").toBe(d <= 3);
          if (d > 3) expect(fate === "hairRaisingEscape").toBe(e <= 2);
          const r = TALK_THE_TALK_TABLE.roll(seededDice(s), { starRep: a, indianLeaderRep: b });
          expect(missingEncounterKeys(r)).toEqual([]);
          expect(unnamedSubjects(r.rolls)).toEqual([]);
          if (r.outcome === "talk.tradeForPonies") {
            const v = r.values as Record<string, number>;
            expect(v.nag! + v.prettyFair! + v.good!).toBe(v.ponies);
          }
          const h = TALK_THE_TALK_TABLE.roll(seededDice(s), { stage: "handOver" });
          expect(["talk.allowedToLeave", "talk.hairRaisingEscape", "talk.slaughtered"]).toContain(h.outcome);
        },
      ),
    );
  });
});

describe("the siege", () => {
  it("call-off, recovery and the end of a day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 20 }),
        passes,
        fc.record({
          dead: fc.integer({ min: 0, max: 40 }),
          alive: fc.integer({ min: 0, max: 40 }),
          deadDie: die,
          aliveDie: die,
          cavalryDie: die,
          settlementLevel: level,
          day: fc.integer({ min: 1, max: 10 }),
          waterHole: fc.boolean(),
        }),
        (first, now, turn, p, day) => {
          expect(indiansCallOffAttack(first, now, turn)).toBe(turn > 1 && first === now);
          expect(siegeRecovery(p)).toBe(["outOfTheFight", "fightsWounded", "fitToFight"][p]);
          const end = siegeDayEnd(day);
          expect(end === "indiansDisappear").toBe(day.dead + day.deadDie > day.alive + day.aliveDie);
          if (end === "fightNextDay") {
            expect(day.cavalryDie).toBeLessThanOrEqual(day.settlementLevel);
            expect(day.waterHole && day.day >= 3).toBe(false);
          }
        },
      ),
    );
  });

  it("the table buttons", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 30 }), (s, rep, n) => {
        const r = SIEGE_RECOVERY_TABLE.roll(seededDice(s), { rep });
        expect(r.outcome).toBe(`siege.${siegeRecovery(r.rolls[0]!.score)}`);
        const e = SIEGE_END_OF_DAY_TABLE.roll(seededDice(s), { deadIndians: n, aliveIndians: 30 - n });
        expect(missingEncounterKeys(e)).toEqual([]);
      }),
    );
  });
});

describe("INDIANS set-up", () => {
  it("the scenario die and HOW MANY (IN) grow as printed", () => {
    fc.assert(
      fc.property(die, fc.integer({ min: -4, max: 10 }), (d, score) => {
        expect(indianScenario(d)).toBe(d <= 3 ? "pursuit" : "holedUp");
        const order = ["twice", "threeTimes", "fourTimes", "fiveTimes"];
        expect(order.indexOf(howManyIndians(score + 1))).toBeGreaterThanOrEqual(
          order.indexOf(howManyIndians(score)),
        );
      }),
    );
  });

  it("the warriors are a whole multiple (2–5) of the Star's side", () => {
    fc.assert(
      fc.property(seed, locale, (s, loc) => {
        const setup = setUpIndians(seededDice(s), { locale: loc });
        wellFormed(setup);
        const star = total(setup, setup.sides[0]!.id);
        const warriors = total(setup, setup.sides[1]!.id);
        expect(warriors % star).toBe(0);
        expect(warriors / star).toBeGreaterThanOrEqual(2);
        expect(warriors / star).toBeLessThanOrEqual(5);
        expect(setup.gmJudgement.includes("warriorRegion")).toBe(
          setup.sides[1]!.forces[0]!.warriorRegion === undefined,
        );
      }),
      { numRuns: 60 },
    );
  });

  it("reads the warrior region and the Star answers", () => {
    fc.assert(
      fc.property(
        seed,
        fc.constantFrom("fromLocale", ...WARRIOR_REGIONS),
        fc.constantFrom(...STAR_CHOICES),
        (s, choice, star) => {
          const r = readWarriorRegion(seededDice(s), { warriorRegion: choice }, null);
          expect(r.region).toBe(choice === "fromLocale" ? null : choice);
          expect(r.rolls).toEqual([]);
          expect(readStar({ star })).toBe(star === "none" ? null : star);
        },
      ),
    );
  });

  it("bad answers throw RulesError", () => {
    fc.assert(
      fc.property(
        fc.string().filter((x) => x !== "" && !STAR_CHOICES.includes(x as never)),
        (bad) => {
          expect(() => readStar({ star: bad })).toThrow(RulesError);
        },
      ),
    );
  });
});

describe("trailAttackTable", () => {
  it("asks the two leaders' Rep under the given key and reads the two pass counts as the book's table", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: REP_MIN, max: REP_MAX }),
        fc.integer({ min: REP_MIN, max: REP_MAX }),
        fc.constantFrom("holdUpTable", "prisonerTransportTable") as fc.Arbitrary<SpecialTableId>,
        (seed, travellerRep, attackerRep, id) => {
          const table = trailAttackTable({
            id,
            source: "L1",
            purpose: "leader",
            travellers: { id: "us", repKey: "ourRep" },
            attackers: { id: "them" },
            mayCircleWagons: false,
          });
          expect(table.inputs.map((i) => i.key)).toEqual(["ourRep", "attackerLeaderRep"]);
          const result = table.roll(seededDice(seed), {
            ourRep: travellerRep,
            attackerLeaderRep: attackerRep,
          });
          const [ours, theirs] = result.rolls;
          expect(result.table).toBe(id);
          expect([ours!.subject, ours!.target, theirs!.subject, theirs!.target]).toEqual([
            "us",
            travellerRep,
            "them",
            attackerRep,
          ]);
          expect(result.outcome).toBe(readTrailAttack(ours!.score, theirs!.score));
        },
      ),
    );
  });
});

describe("trailAttackSetUp", () => {
  it("rolls the table only with both leaders' Rep, and offers a Posse only when the travellers may run", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: REP_MAX }),
        fc.integer({ min: 0, max: REP_MAX }),
        fc.boolean(),
        (seed, travellerRep, attackerRep, mayCircleWagons) => {
          const log = new RollLog(seededDice(seed));
          const { deployment, followOn } = trailAttackSetUp(log, {
            purpose: "leader",
            source: "L1",
            travellers: { id: "us", rep: travellerRep },
            attackers: { id: "them", rep: attackerRep },
            mayCircleWagons,
            laterNote: "later",
          });
          if (travellerRep === 0 || attackerRep === 0) {
            expect(log.rolls).toEqual([]);
            expect(deployment).toEqual({ kind: "trail", setsUpFirst: "us", notes: ["later"] });
            expect(followOn).toEqual([]);
            return;
          }
          expect(log.rolls).toHaveLength(2);
          const outcome = readTrailAttack(log.rolls[0]!.score, log.rolls[1]!.score);
          expect(deployment).toEqual(
            trailAttackDeployment(outcome, { travellers: "us", attackers: "them", mayCircleWagons }),
          );
          expect(followOn.length).toBe(outcome === "trailTravellersMayRun" ? 1 : 0);
        },
      ),
    );
  });
});
