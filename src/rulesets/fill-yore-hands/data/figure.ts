import { I18N } from "../../../config";
import {
  ATTITUDES,
  CHARACTER_TYPES,
  QUICKNESS,
  TOUGHNESS,
  WOUND_LEVELS,
  WOUND_SOURCES,
} from "../../../rules/fill-yore-hands/ids";
import { migrateModelSource } from "../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../migrations";
import { readInterpretations } from "../settings";
import { type FigureDerived, deriveFigure } from "./derive";
import {
  actorUuidField,
  cardKeyField,
  choiceField,
  flagField,
  multilineTextField,
  notesField,
  optionalTextField,
  schemaVersionField,
  wholeField,
} from "./fields";
import { DRUNK_CHOICES, LIMITS, type FigureSource } from "./source";

const { fields } = foundry.data;
const P = `${I18N}.FYH`;

function woundSchema() {
  return new fields.SchemaField({
    level: choiceField(WOUND_LEVELS, `${P}.Wound`, "pinked"),
    source: choiceField(WOUND_SOURCES, `${P}.WoundSource`, "shot"),
    card: cardKeyField(),
    ignored: flagField(),
  });
}

function defineFigureSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS["fyh-figure"]),
    characterType: choiceField(CHARACTER_TYPES, `${P}.Type`, "townie"),
    isNPC: flagField(),
    isWoman: flagField(),
    quickness: choiceField(QUICKNESS, `${P}.Quickness`, "none"),
    toughness: choiceField(TOUGHNESS, `${P}.Toughness`, "none"),
    toughnessUsed: flagField(),
    isDrunk: choiceField(DRUNK_CHOICES, `${P}.Drunk`, "byType"),
    drunkShrugUsed: flagField(),
    chargenCard: cardKeyField(),
    wounds: new fields.ArrayField(woundSchema()),
    brawlingRating: optionalTextField(),
    charmLevel: optionalTextField(),
    shootingSkill: optionalTextField(),
    mounted: flagField(),
    prone: flagField(),
    inLightCover: flagField(),
    inWindowOrDoor: flagField(),
    elevation: wholeField(LIMITS.elevation, 0),
    ranLastActivation: flagField(),
    runStreak: wholeField(LIMITS.runStreak, 0),
    outaBreath: flagField(),
    stoodStillLastActivation: flagField(),
    surpriseBonus: wholeField(LIMITS.surpriseBonus, 0),
    attitude: choiceField(ATTITUDES, `${P}.Attitude`, "neutral"),
    charmedBy: actorUuidField(),
    woundedEver: flagField(),
    script: multilineTextField(2000),
    notes: notesField(),
  };
}

export type FigureSchema = ReturnType<typeof defineFigureSchema>;

/**
 * A Fill Yore Hands! figure (guide §6.1): its type and traits, every wound kept on its own (the
 * rule that combines them is lost, FYH-M03), its state at the table and, for an NPC, its attitude,
 * who charmed it and the GM's script. `derived` holds the wound level, down/dead and the penalties.
 */
export class FigureData extends foundry.abstract.TypeDataModel<FigureSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${P}.Figure`];

  declare derived: FigureDerived;

  static override defineSchema(): FigureSchema {
    return defineFigureSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("fyh-figure", source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    this.derived = deriveFigure(this as unknown as FigureSource, readInterpretations());
  }
}
