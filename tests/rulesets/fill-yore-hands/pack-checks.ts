import {
  ATTITUDES,
  CHARACTER_TYPES,
  QUICKNESS,
  RANGE_TABLES,
  TOUGHNESS,
  WEAPON_KEYS,
  WOUND_LEVELS,
  WOUND_SOURCES,
} from "../../../src/rules/fill-yore-hands/ids";
import {
  type Problem,
  cardKeyProblem,
  choiceProblem,
  loadedProblem,
  multilineTextProblem,
  optionalPlainTextProblem,
  optionalWholeNumberProblem,
  plainTextProblem,
  uuidProblem,
  wholeNumberProblem,
} from "../../../src/rulesets/fill-yore-hands/data/validation";
import { DRUNK_CHOICES, LIMITS, RESERVE_CONTAINERS } from "../../../src/rulesets/fill-yore-hands/data/source";
import { SCHEMA_VERSIONS } from "../../../src/rulesets/fill-yore-hands/migrations";

/**
 * The pure checks of Fill Yore Hands!'s stored data, field by field, as its data models' `validate`
 * callbacks run them: the pack validation test (`tests/packs/validation.test.ts`) runs them over
 * every FYH pack document, and the FYH tests feed them bad data.
 */
type Sys = Record<string, unknown>;
const flag = (v: unknown): Problem | null =>
  typeof v === "boolean" ? null : { key: "flag", data: {}, message: `${String(v)} is not a flag` };
const text = (v: unknown): Problem | null =>
  typeof v === "string" ? null : { key: "text", data: {}, message: "notes must be text" };
const version = (type: keyof typeof SCHEMA_VERSIONS) => (v: unknown) =>
  wholeNumberProblem(v, { min: 1, max: SCHEMA_VERSIONS[type] });

export const FYH_CHECKS: Record<string, (s: Sys) => Record<string, Problem | null>> = {
  "fyh-figure": (s) => ({
    schemaVersion: version("fyh-figure")(s.schemaVersion),
    characterType: choiceProblem(s.characterType, CHARACTER_TYPES),
    quickness: choiceProblem(s.quickness, QUICKNESS),
    toughness: choiceProblem(s.toughness, TOUGHNESS),
    isDrunk: choiceProblem(s.isDrunk, DRUNK_CHOICES),
    attitude: choiceProblem(s.attitude, ATTITUDES),
    chargenCard: cardKeyProblem(s.chargenCard),
    ...Object.fromEntries(
      [
        "isNPC",
        "isWoman",
        "toughnessUsed",
        "drunkShrugUsed",
        "mounted",
        "prone",
        "inLightCover",
        "inWindowOrDoor",
        "ranLastActivation",
        "outaBreath",
        "stoodStillLastActivation",
        "woundedEver",
      ].map((k) => [k, flag(s[k])]),
    ),
    ...Object.fromEntries(
      ["brawlingRating", "charmLevel", "shootingSkill"].map((k) => [k, optionalPlainTextProblem(s[k])]),
    ),
    elevation: wholeNumberProblem(s.elevation, LIMITS.elevation),
    runStreak: wholeNumberProblem(s.runStreak, LIMITS.runStreak),
    surpriseBonus: wholeNumberProblem(s.surpriseBonus, LIMITS.surpriseBonus),
    charmedBy: uuidProblem(s.charmedBy),
    script: multilineTextProblem(s.script),
    notes: text(s.notes),
    ...Object.fromEntries(
      (s.wounds as Sys[]).flatMap((w, i) => [
        [`wounds.${i}.level`, choiceProblem(w.level, WOUND_LEVELS)],
        [`wounds.${i}.source`, choiceProblem(w.source, WOUND_SOURCES)],
        [`wounds.${i}.card`, cardKeyProblem(w.card)],
        [`wounds.${i}.ignored`, flag(w.ignored)],
      ]),
    ),
  }),
  "fyh-group": (s) => ({
    schemaVersion: version("fyh-group")(s.schemaVersion),
    ...Object.fromEntries((s.members as unknown[]).map((m, i) => [`members.${i}`, uuidProblem(m)])),
    cardsPerGroup: optionalWholeNumberProblem(s.cardsPerGroup, LIMITS.cardsPerGroup),
    ownerNote: plainTextProblem(s.ownerNote),
    notes: text(s.notes),
  }),
  "fyh-weapon": (s) => ({
    schemaVersion: version("fyh-weapon")(s.schemaVersion),
    key: choiceProblem(s.key, WEAPON_KEYS),
    rangeTable: choiceProblem(s.rangeTable, RANGE_TABLES),
    capacity: wholeNumberProblem(s.capacity, LIMITS.capacity),
    loaded: wholeNumberProblem(s.loaded, LIMITS.capacity) ?? loadedProblem(s.loaded, s.capacity),
    reserve: wholeNumberProblem(s.reserve, LIMITS.reserve),
    reserveContainer: choiceProblem(s.reserveContainer, RESERVE_CONTAINERS),
    readied: flag(s.readied),
    notes: text(s.notes),
  }),
};
