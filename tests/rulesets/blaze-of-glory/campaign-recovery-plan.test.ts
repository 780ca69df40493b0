import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import {
  NO_ANSWERS,
  planRecovery,
  readRecoveryForm,
} from "../../../src/rulesets/blaze-of-glory/campaign/recovery-plan";
import {
  NO_ENCOUNTER,
  NO_WOUNDS_SOURCE,
  type CharacterSource,
} from "../../../src/rulesets/blaze-of-glory/data/source-types";

/* A figure's campaign recovery (L4270–4510) worked out for his sheet, with scripted dice. */

function figure(over: Partial<CharacterSource>): CharacterSource {
  return {
    schemaVersion: 1,
    star: false,
    profession: "sheriff",
    warriorRegion: "",
    veteran: false,
    rep: 4,
    toughness: 3,
    sand: 4,
    prosperity: null,
    lostLeg: false,
    stagecoachDriver: false,
    gunArm: "right",
    familiarWeapons: [],
    wounds: { ...NO_WOUNDS_SOURCE },
    encounter: { ...NO_ENCOUNTER },
    notes: "",
    ...over,
  } as CharacterSource;
}

describe("campaign recovery for a figure", () => {
  it("a runaway comes back shaken: Sand −1, the flag cleared", () => {
    const plan = planRecovery(
      sequenceDice(1, 6),
      figure({ encounter: { ...NO_ENCOUNTER, runaway: true } }),
      NO_ANSWERS,
    );
    expect(plan.update).toEqual({ "system.encounter.runaway": false, "system.sand": 3 });
    expect(plan.events.map((e) => e.code)).toEqual(["recovery.runaway.rejoinsShaken"]);
  });

  it("a sheriff rests; the Doc of a good-sized town turns a lost leg into one still mending", () => {
    // Rests (a sheriff always): Toughness 3 + 1 = 4. Doc on 1, skill die 3 → 4. Wound (5, 6) → infection;
    // infection 3 ≤ 3 → loses the leg; Doctorin' (1, 2) vs 4 → one better → still mending.
    const plan = planRecovery(
      sequenceDice(1, 3, 5, 6, 3, 1, 2),
      figure({
        wounds: { ...NO_WOUNDS_SOURCE, leg: 1 },
        encounter: { ...NO_ENCOUNTER, outOfTheFight: true },
      }),
      { ...NO_ANSWERS, place: "goodSizedTown" },
    );
    expect(plan.events.map((e) => e.code)).toEqual(["recovery.wound.mending"]);
    expect(plan.update).toEqual({});
  });

  it("a lost gun arm costs 2 Rep and clears the wound; every wound healed clears out of the fight", () => {
    const plan = planRecovery(
      sequenceDice(5, 6, 3, 1, 2),
      figure({
        wounds: { ...NO_WOUNDS_SOURCE, gunArm: 1, head: 1 },
        encounter: { ...NO_ENCOUNTER, outOfTheFight: true },
      }),
      NO_ANSWERS,
    );
    // Head first: (5, 6) vs 4 → infection → dies. Then the gun arm: (3, 1) → recovered. No dice left over.
    expect(plan.events.map((e) => e.code)).toEqual(["recovery.wound.dies", "recovery.wound.recovered"]);
    expect(plan.update).toEqual({ "system.wounds.gunArm": 0, "system.encounter.obviouslyDead": true });
    const arm = planRecovery(
      sequenceDice(5, 6, 1),
      figure({ wounds: { ...NO_WOUNDS_SOURCE, gunArm: 1 } }),
      NO_ANSWERS,
    );
    expect(arm.update).toEqual({
      "system.wounds.gunArm": 0,
      "system.rep": 2,
      "system.encounter.outOfTheFight": false,
    });
  });

  it("taken by the enemy: CAPTURED! first; lynched leaves no wound test", () => {
    const plan = planRecovery(sequenceDice(5, 6), figure({ wounds: { ...NO_WOUNDS_SOURCE, chest: 1 } }), {
      ...NO_ANSWERS,
      taken: "captured",
      captor: "law",
    });
    expect(plan.events.map((e) => e.code)).toEqual(["recovery.captured.lynched"]);
    expect(plan.update).toEqual({ "system.encounter.obviouslyDead": true });
  });

  it("reads the dialog, falling back on safe answers", () => {
    expect(
      readRecoveryForm({ inTown: true, place: "fortress", taken: "captured", captor: "indians" }),
    ).toEqual({
      ...NO_ANSWERS,
      inTown: true,
      taken: "captured",
      captor: "indians",
    });
  });
});
