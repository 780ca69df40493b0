import { REP_RANGE, SAND_RANGE, TOUGHNESS_RANGE } from "../../rules/blaze-of-glory/figure";
import { PROFESSIONS } from "../../rules/blaze-of-glory/ids";
import { I18N } from "../../config";
import { choiceField, notesField, statField } from "../fields";

function defineCharacterSchema() {
  return {
    profession: choiceField(PROFESSIONS, `${I18N}.Profession`, "cowboy"),
    rep: statField(REP_RANGE, 4),
    toughness: statField(TOUGHNESS_RANGE, 4),
    sand: statField(SAND_RANGE, 4),
    notes: notesField(),
  };
}

export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

/** A figure on the table: a Star or a Hand. */
export class CharacterData extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.Character`];

  static override defineSchema(): CharacterSchema {
    return defineCharacterSchema();
  }
}
