import { describe, expect, it } from "vitest";
import {
  type Problem,
  choiceProblem,
  optionalWholeNumberProblem,
  plainTextProblem,
  uuidProblem,
  wholeNumberProblem,
} from "../../src/rulesets/blaze-of-glory/data/validation";
import { vehicleTeamProblem } from "../../src/rulesets/blaze-of-glory/data/validation-joint";
import { ATTRIBUTE_KINDS, ENCOUNTER_FLAGS, GUN_ARMS, type VehicleSource } from "../../src/rulesets/blaze-of-glory/data/source-types";
import { WOUND_MAX } from "../../src/rulesets/blaze-of-glory/data/limits";
import { SCHEMA_VERSIONS } from "../../src/rulesets/blaze-of-glory/migrations";
import { REP_RANGE, SAND_RANGE, TOUGHNESS_RANGE } from "../../src/rules/blaze-of-glory/figure";
import { ATTRIBUTES, PROFESSIONS, WARRIOR_REGIONS, WEAPONS } from "../../src/rules/blaze-of-glory/ids";
import {
  MOUNT_STATES,
  MOUNT_STATUSES,
  MOUNT_TYPES,
  PROSPERITY_RANGE,
  QUALITY_RANGE,
} from "../../src/rules/blaze-of-glory/mounts";
import { AMMO_STATUSES } from "../../src/rules/blaze-of-glory/weapons";
import { DRAFT_ANIMALS, VEHICLE_POSITIONS, VEHICLE_TYPES } from "../../src/rules/blaze-of-glory/vehicles";
import { ALL_PACKS, manifest, type SourceDoc } from "./helpers";
import { FYH_CHECKS } from "../rulesets/fill-yore-hands/pack-checks";
import { CLASSIC_CHECKS } from "../rulesets/sgs-classic/pack-checks";

/**
 * Every pack document passes the same pure validators the data models' fields call
 * (src/rulesets/blaze-of-glory/data/validation.ts, validation-joint.ts), and every document and embedded document has an
 * `_id` and the `_key` the compiler needs.
 */

type Sys = Record<string, unknown>;
const optionalChoice = (v: unknown, ids: readonly string[]) => (v === "" ? null : choiceProblem(v, ids));
const flag = (v: unknown): Problem | null =>
  typeof v === "boolean" ? null : { key: "flag", data: {}, message: `${String(v)} is not a flag` };
const text = (v: unknown): Problem | null =>
  typeof v === "string" ? null : { key: "text", data: {}, message: "notes must be text" };
const version = (type: keyof typeof SCHEMA_VERSIONS) => (v: unknown) =>
  wholeNumberProblem(v, { min: 1, max: SCHEMA_VERSIONS[type] });

const CHECKS: Record<string, (s: Sys) => Record<string, Problem | null>> = {
  character: (s) => {
    const wounds = s.wounds as Sys;
    const encounter = s.encounter as Sys;
    return {
      schemaVersion: version("character")(s.schemaVersion),
      star: flag(s.star),
      profession: choiceProblem(s.profession, PROFESSIONS),
      warriorRegion: optionalChoice(s.warriorRegion, WARRIOR_REGIONS),
      veteran: flag(s.veteran),
      rep: wholeNumberProblem(s.rep, REP_RANGE),
      toughness: wholeNumberProblem(s.toughness, TOUGHNESS_RANGE),
      sand: wholeNumberProblem(s.sand, SAND_RANGE),
      prosperity: optionalWholeNumberProblem(s.prosperity, PROSPERITY_RANGE),
      lostLeg: flag(s.lostLeg),
      stagecoachDriver: flag(s.stagecoachDriver),
      gunArm: choiceProblem(s.gunArm, GUN_ARMS),
      ...Object.fromEntries(
        (s.familiarWeapons as unknown[]).map((w, i) => [`familiarWeapons.${i}`, choiceProblem(w, WEAPONS)]),
      ),
      ...Object.fromEntries(
        ["head", "gunArm", "offArm", "chest", "gut", "leg"].map((k) => [
          `wounds.${k}`,
          wholeNumberProblem(wounds[k], { min: 0, max: WOUND_MAX }),
        ]),
      ),
      gutShot: flag(wounds.gutShot),
      ...Object.fromEntries(ENCOUNTER_FLAGS.map((f) => [`encounter.${f}`, flag(encounter[f])])),
      notes: text(s.notes),
    };
  },
  mount: (s) => ({
    schemaVersion: version("mount")(s.schemaVersion),
    mountType: choiceProblem(s.mountType, MOUNT_TYPES),
    quality: wholeNumberProblem(s.quality, QUALITY_RANGE),
    state: choiceProblem(s.state, MOUNT_STATES),
    status: choiceProblem(s.status, MOUNT_STATUSES),
    rider: uuidProblem(s.rider),
    notes: text(s.notes),
  }),
  vehicle: (s) => {
    const team = s.team as Sys;
    return {
      schemaVersion: version("vehicle")(s.schemaVersion),
      vehicleType: choiceProblem(s.vehicleType, VEHICLE_TYPES),
      "team.animal": choiceProblem(team.animal, DRAFT_ANIMALS),
      "team.quality": wholeNumberProblem(team.quality, QUALITY_RANGE),
      "team.leadQuality": optionalWholeNumberProblem(team.leadQuality, QUALITY_RANGE),
      team: vehicleTeamProblem(s as unknown as VehicleSource),
      driver: uuidProblem(s.driver),
      ...Object.fromEntries(
        (s.passengers as Sys[]).flatMap((p, i) => [
          [`passengers.${i}.uuid`, uuidProblem(p.uuid)],
          [`passengers.${i}.position`, choiceProblem(p.position, VEHICLE_POSITIONS)],
        ]),
      ),
      notes: text(s.notes),
    };
  },
  outfit: (s) => ({
    schemaVersion: version("outfit")(s.schemaVersion),
    leader: uuidProblem(s.leader),
    prosperity: optionalWholeNumberProblem(s.prosperity, PROSPERITY_RANGE),
    ...Object.fromEntries(
      (s.members as Sys[]).map((m, i) => [`members.${i}.uuid`, uuidProblem(m.uuid)]),
    ),
    ...Object.fromEntries(
      (s.groups as Sys[]).flatMap((g, i) => [
        [`groups.${i}.name`, plainTextProblem(g.name)],
        [`groups.${i}.leader`, uuidProblem(g.leader)],
      ]),
    ),
    notes: text(s.notes),
  }),
  weapon: (s) => ({
    schemaVersion: version("weapon")(s.schemaVersion),
    weapon: choiceProblem(s.weapon, WEAPONS),
    ammo: choiceProblem(s.ammo, AMMO_STATUSES as readonly string[]),
    capAndBall: flag(s.capAndBall),
    notes: text(s.notes),
  }),
  attribute: (s) => ({
    schemaVersion: version("attribute")(s.schemaVersion),
    attribute: choiceProblem(s.attribute, ATTRIBUTES),
    kind: choiceProblem(s.kind, ATTRIBUTE_KINDS),
    familiarWeapon: optionalChoice(s.familiarWeapon, WEAPONS),
    notes: text(s.notes),
  }),
  // Fill Yore Hands!'s types, checked by its own validators.
  ...FYH_CHECKS,
  ...CLASSIC_CHECKS,
};

const PREFIX: Record<string, string> = {
  Actor: "actors",
  Item: "items",
  RollTable: "tables",
  JournalEntry: "journal",
  Macro: "macros",
};
const EMBEDDED: Record<string, [string, string][]> = {
  Actor: [
    ["items", "actors.items"],
    ["effects", "actors.effects"],
  ],
  Item: [["effects", "items.effects"]],
  RollTable: [["results", "tables.results"]],
  JournalEntry: [["pages", "journal.pages"]],
};

function problemsOf(doc: SourceDoc): string[] {
  const check = doc.type ? CHECKS[doc.type] : undefined;
  if (!check) return [];
  return Object.entries(check(doc.system!))
    .filter(([, p]) => p)
    .map(([field, p]) => `${doc.name} ${field}: ${p!.message}`);
}

const cases = manifest.packs.flatMap((pack) =>
  (ALL_PACKS[pack.name] ?? []).map((doc) => [`${pack.name}/${doc.name}`, pack.type, doc] as const),
);

describe("every pack document", () => {
  it("covers every pack", () => {
    for (const pack of manifest.packs) expect(ALL_PACKS[pack.name]!.length, pack.name).toBeGreaterThan(0);
  });

  it.each(cases)("%s passes the data models' validators", (_name, documentName, doc) => {
    if (documentName === "Actor" || documentName === "Item") expect(Object.keys(CHECKS)).toContain(doc.type);
    expect(problemsOf(doc)).toEqual([]);
    for (const item of doc.items ?? []) expect(problemsOf(item)).toEqual([]);
    expect(plainTextProblem(doc.name)).toBeNull();
  });

  it.each(cases)("%s and its embedded documents have _id and _key", (_name, documentName, doc) => {
    expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(doc._key).toBe(`!${PREFIX[documentName]}!${doc._id}`);
    for (const [field, prefix] of EMBEDDED[documentName] ?? []) {
      const children = (doc[field] ?? []) as SourceDoc[];
      const ids = children.map((c) => c._id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const child of children) {
        expect(child._id).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(child._key).toBe(`!${prefix}!${doc._id}.${child._id}`);
      }
    }
  });

  it("a validator really refuses bad data (the check is not vacuous)", () => {
    const cowboy = ALL_PACKS.npcs!.find((d) => d._id === "sgsNpcCowboy0003")!;
    const bad = structuredClone(cowboy);
    bad.system!.rep = 9;
    bad.system!.profession = "pirate";
    expect(problemsOf(bad)).toHaveLength(2);
    const wagon = ALL_PACKS.stock!.find((d) => d.type === "vehicle")!;
    const badWagon = structuredClone(wagon);
    (badWagon.system!.team as Sys).size = 40;
    expect(problemsOf(badWagon).length).toBeGreaterThan(0);
  });
});
