import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  REACTION_DIRECTIVES,
  REACTION_SHEETS,
  REACTION_TESTS,
} from "../../src/rules/blaze-of-glory/reactions";
import {
  SHOT_REASON_RESULT,
  OUTCOME_RANK,
  COVER_KINDS,
  IM_HIT_PASS_ONE,
} from "../../src/rules/blaze-of-glory/shooting";
import { AMMO_STATUSES } from "../../src/rules/blaze-of-glory/weapons";
import { HIT_LOCATIONS } from "../../src/rules/blaze-of-glory/ids";
import { DRAW_MODIFIERS } from "../../src/rules/blaze-of-glory/draw";
import { FIGHTIN_TABLE } from "../../src/rules/blaze-of-glory/melee";
import { TASK_DIFFICULTIES, TASK_OUTCOMES } from "../../src/rules/blaze-of-glory/challenges";
import { BLOCKED_SIDE_ACTIONS } from "../../src/rules/blaze-of-glory/turn";
import { ENCOUNTER_FLAGS } from "../../src/rulesets/blaze-of-glory/data/source-types";
import { TABLE_SETTINGS } from "../../src/rulesets/blaze-of-glory/table/settings";

/** Every outcome code the cards can show has words in lang/en.json, not only the ones the gallery rolls. */

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const has = (key: string) =>
  typeof key
    .split(".")
    .reduce<unknown>(
      (n, p) => (n && typeof n === "object" ? (n as Record<string, unknown>)[p] : undefined),
      lang,
    ) === "string";

const groups: [string, readonly string[]][] = [
  ["SIXGUN.Outcome.Directive", REACTION_DIRECTIVES],
  ["SIXGUN.Table.Test", REACTION_TESTS],
  ["SIXGUN.Table.Sheet", REACTION_SHEETS],
  ["SIXGUN.Outcome.Shot", Object.keys(SHOT_REASON_RESULT)],
  ["SIXGUN.Outcome.Target", Object.keys(OUTCOME_RANK)],
  [
    "SIXGUN.Outcome.ImHit",
    [
      ...new Set(Object.values(IM_HIT_PASS_ONE).flatMap((r) => [r.first, r.again])),
      "justAScratch",
      "woundedOutOfTheFight",
    ],
  ],
  ["SIXGUN.Table.Cover", COVER_KINDS],
  ["SIXGUN.Table.Ammo", AMMO_STATUSES],
  [
    "SIXGUN.Outcome.Blocked",
    [
      "fumbling",
      "mustReload",
      "out",
      "lastShotOnlyWhenActive",
      "lastShotOneDie",
      "gunArmUnusable",
      "offArmUnusable",
      "holdingMountsOneHandOnly",
      "outOfRange",
    ],
  ],
  ["SIXGUN.Table.Location", HIT_LOCATIONS],
  ["SIXGUN.Outcome.DrawModifier", DRAW_MODIFIERS.map((m) => m.code)],
  ["SIXGUN.Outcome.Fightin", FIGHTIN_TABLE.map((r) => r.code)],
  ["SIXGUN.Outcome.Task", TASK_OUTCOMES],
  ["SIXGUN.Dialog.DifficultyChoice", TASK_DIFFICULTIES],
  ["SIXGUN.Combat.Allowed", BLOCKED_SIDE_ACTIONS],
  ["SIXGUN.Table.Flag", ENCOUNTER_FLAGS],
];

describe("every code a card can show is localized", () => {
  it.each(groups)("%s", (prefix, codes) => {
    const missing = codes.filter((c) => !has(`${prefix}.${c}`));
    expect(missing).toEqual([]);
  });

  it("every table setting has a name, a hint and words for each choice", () => {
    for (const s of TABLE_SETTINGS) {
      expect(has(`SIXGUN.Settings.${s.key}.name`), s.key).toBe(true);
      expect(has(`SIXGUN.Settings.${s.key}.hint`), s.key).toBe(true);
      for (const c of s.choices ?? [])
        expect(has(`SIXGUN.Settings.${s.key}.choices.${c}`), `${s.key}.${c}`).toBe(true);
    }
  });
});
