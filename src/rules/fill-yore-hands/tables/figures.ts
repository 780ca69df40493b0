import type { GmTableDefinition } from "../../core/gm-table";
import { frozen } from "../../core/frozen";
import { fieldLabel, tableLabels } from "./keys";

/**
 * The figure ratings the seed names without their values: quickness numbers, brawling ratings,
 * charm levels and shooting skills. None of them has a value in the surviving text.
 */

/**
 * FYH-M04: "Quickness ratings:" (L92) is followed by nothing. A list table whose row keys are the
 * two traits, "quickAsAFox" and "greasedLightning" (a figure with neither adds nothing); the
 * generic shape has no fixed set of named keys, so the keys are a convention of this table.
 */
export const QUICKNESS_VALUES: GmTableDefinition = frozen({
  id: "quicknessValues",
  ...tableLabels("quicknessValues"),
  source: "FYH-M04, L92–L93",
  keys: { kind: "list" },
  fields: [{ id: "value", label: fieldLabel("quicknessValues", "value"), type: "number", integer: true }],
});

/** A named modifier: the row shape of every "name → modifier" list the seed lost. */
function modifierList(id: string, source: string): GmTableDefinition {
  return frozen({
    id,
    ...tableLabels(id),
    source,
    keys: { kind: "list" },
    fields: [
      { id: "name", label: fieldLabel(id, "name"), type: "text" },
      { id: "modifier", label: fieldLabel(id, "modifier"), type: "number", integer: true },
    ],
  });
}

/** FYH-M08: the first "Modifiers to D6 roll:" list, for the brawl roll (L117–L118). */
export const BRAWL_MODIFIERS = modifierList("brawlModifiers", "FYH-M08, L117–L118");

/** FYH-M08: the second list, for the rear attack's roll (L121–L122). */
export const REAR_ATTACK_MODIFIERS = modifierList("rearAttackModifiers", "FYH-M08, L121–L122");

/** FYH-M09: the ratings the GM gives brawlers before play (L123–L124). */
export const BRAWLING_RATINGS = modifierList("brawlingRatings", "FYH-M09, L123–L124");

/** FYH-M11: "Characters have different levels of charm" (L146), with no levels given. */
export const CHARM_LEVELS = modifierList("charmLevels", "FYH-M11, L146");

/** FYH-M12: "an average shot" (L142) hints at shooting skills the text never defines. */
export const SHOOTING_SKILLS = modifierList("shootingSkills", "FYH-M12, L142");
