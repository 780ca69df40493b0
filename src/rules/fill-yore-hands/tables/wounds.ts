import type { GmTableDefinition } from "../../core/gm-table";
import { frozen } from "../../core/frozen";
import { WOUND_LEVELS } from "../ids";
import { choiceLabels, fieldLabel, tableLabels } from "./keys";

/**
 * The wound tables the seed announces and then lost: which damage card gives which level, how a
 * later wound combines with earlier ones, the brawling names of the levels, and how a woman takes
 * a brawl. Only the one brawling name the text gives ("Little cut" for Pinked, L113) is shipped.
 */

/** FYH-M02: one row per card of the 54-card damage deck (L64–L66, deck at L62 and L115). */
export const DAMAGE_CARD_TABLE: GmTableDefinition = frozen({
  id: "damageCardTable",
  ...tableLabels("damageCardTable"),
  source: "FYH-M02, L64–L66",
  keys: { kind: "cards", deck: "withJokers" },
  fields: [
    {
      id: "level",
      label: fieldLabel("damageCardTable", "level"),
      type: "choice",
      choices: WOUND_LEVELS,
      choiceLabels: choiceLabels("damageCardTable", WOUND_LEVELS),
    },
  ],
});

export const ADDITIONAL_WOUNDS_RULES = ["worst", "stepUp", "custom"] as const;

/**
 * FYH-M03: the "Additional wounds" heading (L68) has no text under it. One row holds the GM's
 * choice: keep the worst level (the guide's placeholder), step up one level, or the GM's own rule
 * written in `note` and applied by hand.
 */
export const ADDITIONAL_WOUNDS_RULE: GmTableDefinition = frozen({
  id: "additionalWoundsRule",
  ...tableLabels("additionalWoundsRule"),
  source: "FYH-M03, L68",
  keys: { kind: "list" },
  fields: [
    {
      id: "rule",
      label: fieldLabel("additionalWoundsRule", "rule"),
      type: "choice",
      choices: ADDITIONAL_WOUNDS_RULES,
      choiceLabels: choiceLabels("additionalWoundsRule", ADDITIONAL_WOUNDS_RULES),
    },
    { id: "note", label: fieldLabel("additionalWoundsRule", "note"), type: "text" },
  ],
});

/**
 * FYH-M10: the brawling names of the four levels (L113–L115). A list table whose row keys are the
 * four wound levels ("pinked", "hit", "gutShot", "kilt"); the generic shape has no fixed set of
 * named keys, so the keys are a convention of this table. The text names only the first level.
 */
export const BRAWL_WOUND_NAMES: GmTableDefinition = frozen({
  id: "brawlWoundNames",
  ...tableLabels("brawlWoundNames"),
  source: "FYH-M10, L113–L115",
  keys: { kind: "list" },
  fields: [{ id: "name", label: fieldLabel("brawlWoundNames", "name"), type: "text" }],
  // The book's own term (L113: a Little cut is the same as Pinked), kept as the book spells it.
  known: { pinked: { name: "Little cut" } },
});

/** FYH-M15: one row per card of the 52-card deck drawn when brawling with a woman (L137–L138). */
export const WOMEN_IN_BRAWLS_TABLE: GmTableDefinition = frozen({
  id: "womenInBrawlsTable",
  ...tableLabels("womenInBrawlsTable"),
  source: "FYH-M15, L137–L138",
  keys: { kind: "cards", deck: "standard" },
  fields: [{ id: "result", label: fieldLabel("womenInBrawlsTable", "result"), type: "text" }],
});
