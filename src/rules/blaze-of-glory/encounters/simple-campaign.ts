import { RulesError, assertOneOf, type DiceSource } from "../../core";
import type { Profession } from "../ids";
import { RollLog, readRange } from "./roll-log";
import { ENCOUNTER_IDS, type EncounterId, type EncounterRoll } from "./types";

/**
 * Which encounter to play when the GM lets the dice choose. The book's one table for that outside a
 * profession campaign is the SIMPLE CAMPAIGN table (L4668–4687): 2d6 read in the Star's column
 * (Outlaw, Gunfighter, Lawman, Cowboy). For a Star of any other profession the book gives no such
 * table; then the pick is ours, one die over the encounters on offer, each as likely.
 */

export const SIMPLE_CAMPAIGN_COLUMNS = ["outlaw", "gunfighter", "lawman", "cowboy"] as const;
export type SimpleCampaignColumn = (typeof SIMPLE_CAMPAIGN_COLUMNS)[number];

export const SIMPLE_CAMPAIGN_SOURCE = "L4668–4687";

/** Each column's rows, 2d6 totals to encounter ("X" rows left out: Jail Break is X in every column). */
export const SIMPLE_CAMPAIGN_TABLE: Readonly<
  Record<SimpleCampaignColumn, readonly (readonly [number, number, EncounterId])[]>
> = {
  outlaw: [
    [2, 2, "indians"],
    [3, 5, "cattleRustling"],
    [6, 6, "gunfight"],
    [7, 7, "holdUp"],
    [8, 8, "prisonerTransport"],
    [9, 12, "robbery"],
  ],
  gunfighter: [
    [2, 2, "indians"],
    [3, 5, "rangeWar"],
    [6, 9, "gunfight"],
    [10, 11, "holdUp"],
    [12, 12, "prisonerTransport"],
  ],
  lawman: [
    [2, 2, "indians"],
    [3, 4, "rangeWar"],
    [5, 6, "gunfight"],
    [7, 8, "posse"],
    [9, 12, "capture"],
  ],
  cowboy: [
    [2, 3, "indians"],
    [4, 7, "cattleDrive"],
    [8, 9, "rangeWar"],
    [10, 12, "gunfight"],
  ],
};

/** The column of a Star's profession: a Lawman is a Marshal, Sheriff or Ranger (L4687); others have none. */
export function simpleCampaignColumn(profession: Profession): SimpleCampaignColumn | null {
  switch (profession) {
    case "outlaw":
    case "gunfighter":
    case "cowboy":
      return profession;
    case "marshal":
    case "sheriff":
    case "ranger":
      return "lawman";
    default:
      return null;
  }
}

/** Rolls 2d6 on the SIMPLE CAMPAIGN table in `column`; the result is `picked.<encounter>`. */
export function rollSimpleCampaignEncounter(dice: DiceSource, column: SimpleCampaignColumn): EncounterRoll {
  const col = assertOneOf("column", column, SIMPLE_CAMPAIGN_COLUMNS);
  return new RollLog(dice).sum({
    purpose: "simpleCampaign",
    count: 2,
    source: SIMPLE_CAMPAIGN_SOURCE,
    read: (score) => `picked.${readRange(SIMPLE_CAMPAIGN_TABLE[col], score)}`,
    values: () => ({ column: col }),
  });
}

/**
 * Our pick where the book has no table: one die with as many faces as `offered` encounters, read in
 * the order given. `source` is empty: no line of the book stands behind it.
 */
export function pickEncounterUniformly(dice: DiceSource, offered: readonly EncounterId[]): EncounterRoll {
  if (offered.length === 0) throw new RulesError("offered", offered, "no encounter to choose from");
  for (const id of offered) assertOneOf("offered", id, ENCOUNTER_IDS);
  const face = offered.length === 1 ? 1 : dice.roll(offered.length);
  if (!Number.isInteger(face) || face < 1 || face > offered.length)
    throw new RulesError("dice", face, `must be a whole number from 1 to ${offered.length}`);
  return {
    purpose: "ourPick",
    // A lone encounter on offer is no pick: no die is shown for it.
    dice: offered.length === 1 ? [] : [face],
    modifier: 0,
    score: face,
    result: `picked.${offered[face - 1]!}`,
    values: { faces: offered.length },
    source: "",
  };
}

/** The encounter a pick chose (`picked.<id>`), or null for any other roll. */
export function pickedEncounter(roll: EncounterRoll): EncounterId | null {
  const id = roll.result.startsWith("picked.") ? roll.result.slice("picked.".length) : "";
  return (ENCOUNTER_IDS as readonly string[]).includes(id) ? (id as EncounterId) : null;
}
