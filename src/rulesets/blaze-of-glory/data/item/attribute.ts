import { I18N } from "../../../../config";
import { ATTRIBUTES, WEAPONS } from "../../../../rules/blaze-of-glory/ids";
import { choiceField, notesField, optionalChoiceField, schemaVersionField } from "../fields";
import { type AttributeDerived, deriveAttribute } from "../derive-attribute";
import { ATTRIBUTE_KINDS, type AttributeSource } from "../source-types";
import { migrateModelSource } from "../../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../../migrations";

function defineAttributeSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS.attribute),
    attribute: choiceField(ATTRIBUTES, `${I18N}.Attribute`, "agile"),
    kind: choiceField(ATTRIBUTE_KINDS, `${I18N}.AttributeKind`, "attribute"),
    familiarWeapon: optionalChoiceField(WEAPONS, `${I18N}.Weapon`),
    notes: notesField(),
  };
}

export type AttributeSchema = ReturnType<typeof defineAttributeSchema>;

/**
 * An attribute or skill. `attribute` is the key the rules core reads (shooting, reactions, melee,
 * movement all look attributes up by it); the card that deals it and its effect summary are derived.
 */
export class AttributeData extends foundry.abstract.TypeDataModel<AttributeSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.AttributeItem`];

  declare derived: AttributeDerived;

  static override defineSchema(): AttributeSchema {
    return defineAttributeSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("attribute", source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    this.derived = deriveAttribute((this as unknown as AttributeSource).attribute);
  }
}
