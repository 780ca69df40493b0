import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CONDITIONS,
  CONDITION_IDS,
  conditionsFor,
  encounterChangeFor,
  statusEffectConfigs,
  statusEffectId,
  statusSyncPlan,
} from "../../src/rulesets/blaze-of-glory/conditions/definitions";
import {
  ENCOUNTER_FLAGS,
  type EncounterState,
  type WoundsSource,
} from "../../src/rulesets/blaze-of-glory/data/source-types";
import { HIT_LOCATIONS } from "../../src/rules/blaze-of-glory/ids";
import { readJSON } from "../helpers/files";

/** Token conditions: the list, their icons, and the pure mapping that keeps tokens and data in step. */

const calm = Object.fromEntries(ENCOUNTER_FLAGS.map((f) => [f, false])) as EncounterState;
const unhurt: WoundsSource = { head: 0, gunArm: 0, offArm: 0, chest: 0, gut: 0, leg: 0, gutShot: false };
const lang = readJSON<{ SIXGUN: { Condition: Record<string, string> } }>("lang/en.json");

describe("the conditions", () => {
  it("are exactly the issue's list", () => {
    expect(CONDITION_IDS).toEqual([
      "duckBack",
      "runaway",
      "prone",
      "hidden",
      "movingFast",
      "flinched",
      "outOfTheFight",
      "obviouslyDead",
      "fumbling",
      "lastShot",
      "outOfAmmo",
      "woundHead",
      "woundGunArm",
      "woundOffArm",
      "woundChest",
      "woundGut",
      "woundLeg",
      "captured",
      "surrendered",
      "mounted",
      "removedFromPlay",
      "siouxside",
    ]);
  });

  it("each have their own icon file and a label", () => {
    const icons = CONDITIONS.map((c) => c.icon);
    expect(new Set(icons).size).toBe(icons.length);
    for (const c of CONDITIONS) {
      expect(existsSync(`assets/icons/conditions/${c.icon}`), c.icon).toBe(true);
      expect(typeof lang.SIXGUN.Condition[c.id], c.id).toBe("string");
    }
  });

  it("become V13 status effects with unique 16-character ids", () => {
    const configs = statusEffectConfigs();
    expect(configs.map((c) => c.id)).toEqual(CONDITION_IDS);
    const ids = configs.map((c) => c._id);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(statusEffectId("duckBack")).toBe(configs[0]!._id);
    for (const c of configs)
      expect(c.img).toMatch(/^systems\/six-gun-sound\/assets\/icons\/conditions\/.+\.svg$/);
  });

  it("offer only encounter flags on the token HUD, and only to figures", () => {
    for (const c of statusEffectConfigs()) {
      const def = CONDITIONS.find((d) => d.id === c.id)!;
      expect(c.hud).toEqual(def.kind === "encounter" ? { actorTypes: ["character"] } : false);
    }
  });
});

describe("conditionsFor", () => {
  it("is empty for a calm, unhurt, loaded figure", () => {
    expect(conditionsFor({ encounter: calm, wounds: unhurt, ammo: ["loaded", "loaded"] })).toEqual([]);
  });

  it("follows every encounter flag", () => {
    for (const flag of ENCOUNTER_FLAGS) {
      expect(conditionsFor({ encounter: { ...calm, [flag]: true }, wounds: unhurt, ammo: [] })).toEqual([
        flag,
      ]);
    }
  });

  it("shows a wound icon per wounded location", () => {
    for (const location of HIT_LOCATIONS) {
      const on = conditionsFor({ encounter: calm, wounds: { ...unhurt, [location]: 1 }, ammo: [] });
      expect(on).toEqual([`wound${location[0]!.toUpperCase()}${location.slice(1)}`]);
    }
  });

  it("shows ammunition trouble if any weapon has it", () => {
    expect(
      conditionsFor({ encounter: calm, wounds: unhurt, ammo: ["loaded", "fumbling", "out", "lastShot"] }),
    ).toEqual(["fumbling", "lastShot", "outOfAmmo"]);
    expect(conditionsFor({ encounter: calm, wounds: unhurt, ammo: ["mustReload"] })).toEqual([]);
  });

  it("can have every condition on at once", () => {
    const all = conditionsFor({
      encounter: Object.fromEntries(ENCOUNTER_FLAGS.map((f) => [f, true])) as EncounterState,
      wounds: { head: 1, gunArm: 1, offArm: 1, chest: 1, gut: 1, leg: 1, gutShot: true },
      ammo: ["fumbling", "lastShot", "out"],
    });
    expect(all).toEqual(CONDITION_IDS);
  });
});

describe("token ↔ data", () => {
  it("turns a HUD toggle of an encounter condition into a data change", () => {
    expect(encounterChangeFor("prone", true, calm)).toEqual({ "system.encounter.prone": true });
    expect(encounterChangeFor("prone", false, { ...calm, prone: true })).toEqual({
      "system.encounter.prone": false,
    });
  });

  it("does nothing when the data already agrees, or for wound, ammo and foreign statuses", () => {
    expect(encounterChangeFor("prone", true, { ...calm, prone: true })).toBeNull();
    expect(encounterChangeFor("woundLeg", true, calm)).toBeNull();
    expect(encounterChangeFor("outOfAmmo", true, calm)).toBeNull();
    expect(encounterChangeFor("blind", true, calm)).toBeNull();
  });

  it("plans the toggles that make the token match the data, leaving other statuses alone", () => {
    const present = new Set(["prone", "woundLeg", "someModuleStatus"]);
    expect(statusSyncPlan(present, ["duckBack", "woundLeg"])).toEqual({
      add: ["duckBack"],
      remove: ["prone"],
    });
    expect(statusSyncPlan(new Set(["duckBack"]), ["duckBack"])).toEqual({ add: [], remove: [] });
  });
});
