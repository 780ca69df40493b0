import { I18N } from "../../../config";
import {
  CON_CATEGORIES,
  COOLNESS_RESULTS,
  ENCOUNTERS,
  INDIAN_ENCOUNTERS,
  INDIAN_NATIONS,
  LOCALES,
  NPC_TABLES,
  PROFESSIONS,
  SIDE_COLOURS,
  UNIQUE_ROLES,
} from "../../../rules/sgs-classic/ids";
import { migrateModelSource } from "../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../migrations";
import { readClassicRules } from "../settings";
import { type ConstitutionSource, deriveConstitution } from "./derive";
import {
  actorUuidField,
  choiceField,
  flagField,
  lineField,
  notesField,
  npcRollField,
  optionalChoiceField,
  optionalWholeField,
  schemaVersionField,
  uuidField,
  wholeField,
} from "./fields";

const { fields } = foundry.data;
const P = `${I18N}.Classic`;

/** Bounds of the figure's numbers (the rulebook's and generous ones for counters). */
export const FIGURE_LIMITS = Object.freeze({
  cv: { min: 3, max: 6 },
  coolness: { min: 0, max: 6 },
  damage: { min: 0, max: 999 },
  maxOverride: { min: 0, max: 99 },
  counter: { min: 0, max: 999 },
  points: { min: -9999, max: 99999 },
  driveMonths: { min: 0, max: 3 },
  month: { min: 1, max: 12 },
  year: { min: 0, max: 9999 },
  roll: { min: 0, max: 99 },
  chance: { min: 0, max: 100 },
});
const L = FIGURE_LIMITS;

/** Every encounter a month can bring: the nine, and an Indian PC's own (§4.12). */
const CAMPAIGN_ENCOUNTERS = [...new Set([...ENCOUNTERS, ...INDIAN_ENCOUNTERS])] as [string, ...string[]];

function npcSchema() {
  return new fields.SchemaField({
    table: optionalChoiceField(NPC_TABLES),
    roll: npcRollField(),
    role: lineField(),
  });
}

function constitutionSchema() {
  return new fields.SchemaField({
    woundDamage: wholeField(L.damage, 0),
    brawlDamage: wholeField(L.damage, 0),
    maxOverride: optionalWholeField(L.maxOverride),
  });
}

function campaignSchema() {
  return new fields.SchemaField({
    currentLocale: choiceField(LOCALES, `${P}.Locale`, "southwest"),
    encounterPoints: wholeField(L.points, 0),
    shootoutsWithoutRunning: wholeField(L.counter, 0),
    lifeAndTimes: new fields.ArrayField(
      new fields.SchemaField({
        roll: wholeField(L.roll, 0),
        key: lineField(),
        locale: optionalChoiceField(LOCALES),
      }),
    ),
    coupsCounted: new fields.ArrayField(uuidField()),
    pending: new fields.ArrayField(
      new fields.SchemaField({
        encounter: choiceField(CAMPAIGN_ENCOUNTERS, `${P}.Encounter`, CAMPAIGN_ENCOUNTERS[0]),
        monthsLeft: wholeField(L.counter, 0),
        chance: wholeField(L.chance, 0),
      }),
    ),
    cattleDriveMonthsLeft: wholeField(L.driveMonths, 0),
    rangeWar: flagField(),
    history: new fields.ArrayField(
      new fields.SchemaField({
        year: wholeField(L.year, 0),
        month: wholeField(L.month, 1),
        encounter: optionalChoiceField(CAMPAIGN_ENCOUNTERS),
        outcome: lineField(),
        points: wholeField(L.points, 0),
        ranAway: flagField(),
      }),
    ),
  });
}

function defineFigureSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS["classic-figure"]),
    isPC: flagField(),
    profession: optionalChoiceField(PROFESSIONS),
    conCategory: choiceField(CON_CATEGORIES, `${P}.ConCategory`, "none"),
    isWoman: flagField(),
    indianNation: optionalChoiceField(INDIAN_NATIONS),
    npc: npcSchema(),
    uniqueRole: optionalChoiceField(UNIQUE_ROLES),
    cv: wholeField(L.cv, 4),
    coolness: wholeField(L.coolness, 4),
    constitution: constitutionSchema(),
    side: choiceField(SIDE_COLOURS, `${P}.Side`, "red"),
    inCover: flagField(),
    secureFlanksRear: flagField(),
    /** Did not move in its own last activation (SGS-Q60). */
    stationary: flagField(true),
    movedFast: flagField(),
    shotsThisPhase: wholeField(L.counter, 0),
    coolnessResult: optionalChoiceField(COOLNESS_RESULTS),
    duckDownTurns: wholeField(L.counter, 0),
    badWounds: wholeField(L.counter, 0),
    scratches: wholeField(L.counter, 0),
    groupId: lineField(),
    horse: actorUuidField(),
    rifleAtHorse: flagField(),
    citizenActive: flagField(),
    campaign: campaignSchema(),
    notes: notesField(),
  };
}

export type FigureSchema = ReturnType<typeof defineFigureSchema>;

/**
 * A Six Gun Sound figure: who it is (PC profession or NPC table and role), its CV, Coolness and
 * Constitution, its state at the table and, for a PC, its campaign record. `constitution.max`,
 * `.current`, `.unconscious` and `.dead` are derived from the stored damage and the world's rules.
 */
export class FigureData extends foundry.abstract.TypeDataModel<FigureSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${P}.Figure`];

  static override defineSchema(): FigureSchema {
    return defineFigureSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("classic-figure", source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    const derived = deriveConstitution(this as unknown as ConstitutionSource, readClassicRules());
    Object.assign(this.constitution as object, derived);
  }
}
