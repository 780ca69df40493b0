import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  HOW_MANY_IN,
  INDIANS,
  howManyIndians,
  indianScenario,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  PONY_QUALITY,
  TALK_THE_TALK_TABLE,
  handOverFate,
  outnumberedBy,
  ponyQuality,
  readTalkTheTalk,
  talkTheTalkModifier,
  type TalkOutcome,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  SIEGE_END_OF_DAY_TABLE,
  SIEGE_RECOVERY_TABLE,
  indiansCallOffAttack,
  siegeDayEnd,
  siegeRecovery,
} from "../../../src/rules/blaze-of-glory/encounters";
import { relativeCount, type Relation } from "../../../src/rules/blaze-of-glory/encounters";
import {
  encounterDefinition,
  specialTableDefinition,
  warriorRegionsFor,
} from "../../../src/rules/blaze-of-glory/encounters";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";
import { count, throwsOn } from "./encounter-fixtures";

// HOW MANY OF THEM TABLE (IN), 2d6 − SL (L3706–3719), transcribed as printed with the guide's
// reading (I-38: the first two rows are −2 and −1; "three as many" is three times).
const HOW_MANY_IN_ROWS: [number, string, number, Relation][] = [
  [-2, "2 Twice as many figures as Star's Outfit.", 3706, "twice"],
  [-1, "1 Twice as many figures as Star's Outfit.", 3707, "twice"],
  [0, "0 Twice as many figures as Star's Outfit.", 3708, "twice"],
  [1, "1 Twice as many figures as Star's Outfit.", 3709, "twice"],
  [2, "2 Twice as many figures as Star's Outfit.", 3710, "twice"],
  [3, "3 Twice as many figures as Star's Outfit.", 3711, "twice"],
  [4, "4 Twice as many figures as Star's Outfit.", 3712, "twice"],
  [5, "5 Twice as many figures as Star's Outfit.", 3713, "twice"],
  [6, "6 Three as many figures as Star's Outfit.", 3714, "threeTimes"],
  [7, "7 Three as many figures as Star's Outfit.", 3715, "threeTimes"],
  [8, "8 Four as many figures as Star's Outfit.", 3716, "fourTimes"],
  [9, "9 Four as many figures as Star's Outfit.", 3717, "fourTimes"],
  [10, "10 Five as many figures as Star's Outfit.", 3718, "fiveTimes"],
  [11, "11 Five as many figures as Star's Outfit.", 3719, "fiveTimes"],
];

describe("INDIANS (L3680–3772)", () => {
  it.each(HOW_MANY_IN_ROWS)("HOW MANY (IN) %i: %s (L%i)", (score, _text, _line, relation) => {
    expect(howManyIndians(score)).toBe(relation);
  });

  it("scores below −2 (2d6 − 5 or − 6) read the first row", () => {
    expect(howManyIndians(-4)).toBe("twice");
    expect(howManyIndians(-3)).toBe("twice");
    expect(HOW_MANY_IN[0]![0]).toBe(-4);
  });

  it("the scenario die: 1–3 pursuit, 4–6 holed up (L3685–3686)", () => {
    expect([1, 2, 3, 4, 5, 6].map(indianScenario)).toEqual([
      "pursuit",
      "pursuit",
      "pursuit",
      "holedUp",
      "holedUp",
      "holedUp",
    ]);
  });

  it("worked example, holed up: 3 companions, 2d6 8 − SL 2 = 6, three times the Star's side", () => {
    const s = INDIANS.setUp(sequenceDice(5, 3, 4, 4), { settlementLevel: 2 });
    expect(s.variant).toBe("holedUp");
    expect(s.rolls.map((r) => [r.purpose, r.score])).toEqual([
      ["indianScenario", 5],
      ["starOutfit", 3],
      ["howManyIndians", 6],
    ]);
    expect(count(s, "star")).toBe(4);
    expect(count(s, "indians")).toBe(12);
    expect(s.rolls[2]!.values).toEqual({ n: 12, base: 4 });
    expect(s.deployment).toMatchObject({ kind: "holedUp", radiusInches: 12, distanceInches: 24 });
    expect(s.terrain).toContain("waterSourceAtCentre");
    expect(s.specialTables).toEqual(["talkTheTalk", "siegeRecovery", "siegeEndOfDay"]);
    // 12 warriors against 4: three to one (L3739).
    expect(s.instructions).toContain("parleyOutnumbered.threeToOne");
    expect(s.gmJudgement).toContain("warriorRegion");
    expect(s.sides[0]!.role).toBe("players");
    expect(missingEncounterKeys(s)).toEqual([]);
    expect(missingInputKeys(INDIANS)).toEqual([]);
  });

  it("worked example, pursuit in Dakota: the Star runs, the warriors from the locale's sheet", () => {
    const regions = warriorRegionsFor("dakota");
    expect(regions).toHaveLength(1);
    const s = INDIANS.setUp(sequenceDice(2, 6, 6), { locale: "dakota", outfit: 2 });
    expect(s.variant).toBe("pursuit");
    // 12 − SL 2 = 10: five times the Star's 3.
    expect(count(s, "chasers")).toBe(15);
    expect(s.sides[1]!.forces.every((l) => l.warriorRegion === regions[0])).toBe(true);
    expect(s.deployment.kind).toBe("pursuit");
    expect(s.specialTables).toEqual(expect.arrayContaining(["pursuitChase", "posseHorsemanship"]));
    expect(s.sides[0]).toMatchObject({ id: "runners", role: "players" });
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("a chosen region and scenario are taken as given", () => {
    const s = INDIANS.setUp(sequenceDice(1, 1), { scenario: "holedUp", outfit: 1, warriorRegion: "plains" });
    expect(count(s, "indians")).toBe(4);
    expect(s.sides[1]!.forces[0]!.warriorRegion).toBe("plains");
  });

  it("refuses bad input, naming the field", () => {
    throwsOn("scenario", () => INDIANS.setUp(seededDice(1), { scenario: "tea" }));
    throwsOn("outfit", () => INDIANS.setUp(seededDice(1), { outfit: 31 }));
    throwsOn("warriorRegion", () => INDIANS.setUp(seededDice(1), { warriorRegion: "eastern" }));
    throwsOn("settlementLevel", () => INDIANS.setUp(seededDice(1), { settlementLevel: 0 }));
    throwsOn("score", () => howManyIndians(12));
  });

  it("every seeded set-up has English for its codes", () => {
    for (let seed = 1; seed <= 60; seed++)
      for (const locale of ["none", "random", "utah", "missouri"])
        expect(missingEncounterKeys(INDIANS.setUp(seededDice(seed), { locale }))).toEqual([]);
  });

  it("is registered", () => {
    expect(encounterDefinition("indians")).toBe(INDIANS);
    expect(specialTableDefinition("talkTheTalk")).toBe(TALK_THE_TALK_TABLE);
    expect(specialTableDefinition("siegeRecovery")).toBe(SIEGE_RECOVERY_TABLE);
    expect(specialTableDefinition("siegeEndOfDay")).toBe(SIEGE_END_OF_DAY_TABLE);
  });
});

// TALK THE TALK MODIFIERS (L3739–3741), transcribed.
const TALK_MODIFIERS: [string, number, number][] = [
  ["Outnumbered 3 to 1", -1, 3739],
  ["Outnumbered 5 to 1", -1, 3740], // "−1 more": −2 in all
  ["Peaceful result in this locale in past", 1, 3741],
];
// TALK THE TALK (L3749–3761), transcribed: Star passes, Indian passes, as printed (abridged), line.
const TALK_ROWS: [number, number, string, number, TalkOutcome][] = [
  [0, 0, "Both pass same d6: no conflict if Star agrees to leave", 3751, "peaceIfTurnBack"],
  [2, 2, "Both pass same d6: no conflict if Star agrees to leave", 3751, "peaceIfTurnBack"],
  [1, 0, "Star passes 1 more: safe passage", 3755, "safePassage"],
  [2, 1, "Star passes 1 more: safe passage", 3755, "safePassage"],
  [0, 1, "Indian passes 1 more: hand over 1d6 of the best mounts", 3756, "peaceForMounts"],
  [1, 2, "Indian passes 1 more: hand over 1d6 of the best mounts", 3756, "peaceForMounts"],
  [2, 0, "Star passes 2 more: 1d6 Indian ponies", 3760, "tradeForPonies"],
  [0, 2, "Indian passes 2 more: hand over all mounts and fire arms", 3761, "handOverAll"],
];

describe("TALK THE TALK (L3733–3761)", () => {
  it.each(TALK_MODIFIERS)("%s: %i (L%i)", (text, mod) => {
    if (text.includes("3 to 1"))
      expect(talkTheTalkModifier({ outnumbered: "threeToOne", peacefulPast: false })).toBe(mod);
    else if (text.includes("5 to 1"))
      expect(talkTheTalkModifier({ outnumbered: "fiveToOne", peacefulPast: false })).toBe(-1 + mod);
    else expect(talkTheTalkModifier({ outnumbered: "no", peacefulPast: true })).toBe(mod);
  });

  it.each(TALK_ROWS)("Star %i, Indian %i: %s (L%i)", (s, i, _t, _l, outcome) => {
    expect(readTalkTheTalk(s, i)).toBe(outcome);
  });

  it("pony quality (L3760): Nag 1, Pretty Fair 2–4, Good 5–6", () => {
    expect([1, 2, 3, 4, 5, 6].map(ponyQuality)).toEqual([
      "nag",
      "prettyFair",
      "prettyFair",
      "prettyFair",
      "good",
      "good",
    ]);
    expect(PONY_QUALITY).toHaveLength(3);
  });

  it("outnumbered: 3 to 1 and 5 to 1 or worse", () => {
    expect(outnumberedBy(11, 4)).toBe("no");
    expect(outnumberedBy(12, 4)).toBe("threeToOne");
    expect(outnumberedBy(20, 4)).toBe("fiveToOne");
  });

  it("worked: Star Rep 5 outnumbered 3 to 1 rolls vs 4 and passes 2, chief passes 0: 3 ponies", () => {
    // Star 4, 3 (vs 4: 2 passes); chief 6, 6 (vs 4: 0); ponies 3; qualities 1, 4, 6.
    const r = TALK_THE_TALK_TABLE.roll(sequenceDice(4, 3, 6, 6, 3, 1, 4, 6), {
      starRep: 5,
      indianLeaderRep: 4,
      outnumbered: "threeToOne",
    });
    expect(r.rolls[0]!.target).toBe(4);
    expect(r.outcome).toBe("talk.tradeForPonies");
    expect(r.values).toEqual({ starRepModifier: -1, ponies: 3, nag: 1, prettyFair: 1, good: 1 });
    expect(missingEncounterKeys(r)).toEqual([]);
    expect(missingInputKeys(TALK_THE_TALK_TABLE)).toEqual([]);
  });

  it("worked: the chief passes one more: 1d6 best mounts, or open fire", () => {
    const r = TALK_THE_TALK_TABLE.roll(sequenceDice(6, 6, 1, 6, 4), { starRep: 4, indianLeaderRep: 4 });
    expect(r.outcome).toBe("talk.peaceForMounts");
    expect(r.values).toMatchObject({ mounts: 4 });
    expect(r.notes).toContain("otherwiseOpenFire");
  });

  it("after handing everything over: 1–3 let go; 4–6 slaughtered unless 1–2 escapes", () => {
    expect(TALK_THE_TALK_TABLE.roll(sequenceDice(3), { stage: "handOver" }).outcome).toBe(
      "talk.allowedToLeave",
    );
    expect(TALK_THE_TALK_TABLE.roll(sequenceDice(4, 2), { stage: "handOver" }).outcome).toBe(
      "talk.hairRaisingEscape",
    );
    const dead = TALK_THE_TALK_TABLE.roll(sequenceDice(6, 3), { stage: "handOver" });
    expect(dead.outcome).toBe("talk.slaughtered");
    expect(missingEncounterKeys(dead)).toEqual([]);
    expect(handOverFate(2)).toBe("allowedToLeave");
    throwsOn("escapeDie", () => handOverFate(5));
  });

  it("refuses bad input, naming the field", () => {
    throwsOn("starRep", () => TALK_THE_TALK_TABLE.roll(seededDice(1), { starRep: 8 }));
    throwsOn("outnumbered", () => TALK_THE_TALK_TABLE.roll(seededDice(1), { outnumbered: "2to1" }));
    throwsOn("peacefulPast", () => TALK_THE_TALK_TABLE.roll(seededDice(1), { peacefulPast: "yes" }));
    throwsOn("stage", () => TALK_THE_TALK_TABLE.roll(seededDice(1), { stage: "later" }));
    throwsOn("starPasses", () => readTalkTheTalk(3, 0));
  });
});

// The siege (L3767–3772), transcribed.
const RECOVERY_ROWS: [number, string, number, ReturnType<typeof siegeRecovery>][] = [
  [2, "Pass 2d6 and the character is fit to fight again.", 3768, "fitToFight"],
  [1, "Pass 1d6 and the figure fights again with any penalties", 3768, "fightsWounded"],
  [0, "Pass 0d6 and that figure is OOF for the duration", 3768, "outOfTheFight"],
];

describe("the siege (L3765–3772)", () => {
  it.each(RECOVERY_ROWS)("recovery pass %i: %s (L%i)", (passes, _t, _l, result) => {
    expect(siegeRecovery(passes)).toBe(result);
  });

  it("the recovery table rolls 2d6 vs Rep", () => {
    const r = SIEGE_RECOVERY_TABLE.roll(sequenceDice(3, 5), { rep: 4 });
    expect(r.rolls[0]).toMatchObject({ dice: [3, 5], target: 4, score: 1, source: "L3768" });
    expect(r.outcome).toBe("siege.fightsWounded");
    expect(missingEncounterKeys(r)).toEqual([]);
    expect(missingInputKeys(SIEGE_RECOVERY_TABLE)).toEqual([]);
  });

  it("the first activation total ends the day's attack when it comes again (L3767)", () => {
    expect(indiansCallOffAttack(7, 7, 1)).toBe(false);
    expect(indiansCallOffAttack(7, 7, 3)).toBe(true);
    expect(indiansCallOffAttack(7, 8, 3)).toBe(false);
  });

  it("end of day: dead + 1d6 above alive + 1d6 and they go (L3769)", () => {
    const r = SIEGE_END_OF_DAY_TABLE.roll(sequenceDice(4, 2), {
      deadIndians: 5,
      aliveIndians: 6,
      settlementLevel: 2,
    });
    expect(r.rolls.map((x) => x.score)).toEqual([9, 8]);
    expect(r.outcome).toBe("siege.indiansDisappear");
  });

  it("end of day: a tie stays; the cavalry on a die above the level (L3770)", () => {
    const cav = SIEGE_END_OF_DAY_TABLE.roll(sequenceDice(3, 2, 3), {
      deadIndians: 5,
      aliveIndians: 6,
      settlementLevel: 2,
    });
    expect(cav.outcome).toBe("siege.cavalryArrives");
    const stay = SIEGE_END_OF_DAY_TABLE.roll(sequenceDice(3, 2, 2), {
      deadIndians: 5,
      aliveIndians: 6,
      settlementLevel: 2,
      day: 1,
    });
    expect(stay.outcome).toBe("siege.fightNextDay");
    expect(stay.values).toEqual({ day: 1, nextDay: 2 });
    expect(missingEncounterKeys(stay)).toEqual([]);
  });

  it("three days at a water hole is enough (L3772)", () => {
    const held = SIEGE_END_OF_DAY_TABLE.roll(sequenceDice(1, 6, 1), {
      deadIndians: 0,
      aliveIndians: 9,
      day: 3,
    });
    expect(held.outcome).toBe("siege.waterHoleHeld");
    const dry = SIEGE_END_OF_DAY_TABLE.roll(sequenceDice(1, 6, 1), {
      deadIndians: 0,
      aliveIndians: 9,
      day: 3,
      waterHole: false,
    });
    expect(dry.outcome).toBe("siege.fightNextDay");
    expect(missingInputKeys(SIEGE_END_OF_DAY_TABLE)).toEqual([]);
  });

  it("siegeDayEnd reads in the book's order", () => {
    const base = {
      dead: 2,
      alive: 2,
      deadDie: 1,
      aliveDie: 1,
      cavalryDie: 1,
      settlementLevel: 3,
      day: 1,
      waterHole: true,
    };
    expect(siegeDayEnd(base)).toBe("fightNextDay");
    expect(siegeDayEnd({ ...base, deadDie: 2 })).toBe("indiansDisappear");
    expect(siegeDayEnd({ ...base, cavalryDie: 4 })).toBe("cavalryArrives");
    expect(siegeDayEnd({ ...base, day: 3 })).toBe("waterHoleHeld");
    throwsOn("deadDie", () => siegeDayEnd({ ...base, deadDie: 0 }));
  });

  it("refuses bad input, naming the field", () => {
    throwsOn("rep", () => SIEGE_RECOVERY_TABLE.roll(seededDice(1), { rep: 0 }));
    throwsOn("deadIndians", () => SIEGE_END_OF_DAY_TABLE.roll(seededDice(1), { deadIndians: -1 }));
    throwsOn("day", () => SIEGE_END_OF_DAY_TABLE.roll(seededDice(1), { day: 0 }));
    throwsOn("waterHole", () => SIEGE_END_OF_DAY_TABLE.roll(seededDice(1), { waterHole: 1 }));
    expect(relativeCount("fiveTimes", 3)).toBe(15);
  });
});
