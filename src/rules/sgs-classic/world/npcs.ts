import { type DiceSource, type Fraction, fraction, rollD6 } from "../../core";
import { RulesError, assertInteger, assertOneOf } from "../../core/errors";
import { type ConCategory, NPC_TABLES, type NpcTable, type UniqueRole, type WeaponKey } from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import { constitutionMax } from "../stats/constitution";

/**
 * The five NPC tables (guide §4.8; seed L616–L722), 2D6 each. The book gives no Constitution: it is
 * derived from CV and the category (guide §4.8, SGS-Q07). One Marshal per posse, one Chief per
 * tribe, one Trail Boss per group (SGS-Q49).
 */

export interface NpcRow {
  readonly roll: number;
  /** The role's id (camelCase); its label is a lang key. */
  readonly who: string;
  readonly cv: number;
  readonly coolness: number;
  readonly weapon: WeaponKey;
  readonly category: ConCategory;
  readonly isWoman: boolean;
  readonly unique: UniqueRole | null;
}

type Raw = readonly [who: string, cv: number, coolness: number, weapon: WeaponKey];

function table(
  rows: readonly Raw[],
  category: (who: string) => ConCategory,
  unique: (who: string) => UniqueRole | null = () => null,
): readonly NpcRow[] {
  return Object.freeze(
    rows.map(([who, cv, coolness, weapon], i) =>
      Object.freeze({
        roll: i + 2,
        who,
        cv,
        coolness,
        weapon,
        category: category(who),
        isWoman: who === "saloonGal",
        unique: unique(who),
      }),
    ),
  );
}

/** L624–L642. */
const CIVILIANS = table(
  [
    ["saloonGal", 4, 3, "knife"],
    ["merchant", 4, 3, "rifle"],
    ["bankTeller", 3, 4, "pistol"],
    ["gambler", 4, 4, "pistol"],
    ["bartender", 5, 5, "scattergun"],
    ["homesteader", 4, 4, "rifle"],
    ["miner", 4, 4, "rifle"],
    ["teamster", 4, 4, "rifle"],
    ["cook", 4, 3, "shotgun"],
    ["clerk", 3, 3, "rifle"],
    ["shopkeeper", 3, 3, "pistol"],
  ],
  () => "civilian",
);

/** L644–L662. */
const GANG = table(
  [
    ["bill", 3, 4, "pistol"],
    ["bob", 4, 5, "pistol"],
    ["charlie", 4, 4, "pistol"],
    ["clay", 4, 4, "pistol"],
    ["frank", 4, 4, "pistol"],
    ["george", 5, 4, "pistol"],
    ["henry", 4, 5, "pistol"],
    ["ice", 4, 4, "pistol"],
    ["jim", 3, 4, "pistol"],
    ["ned", 3, 4, "pistol"],
    ["sam", 4, 3, "pistol"],
  ],
  () => "outlaw",
);

/** L664–L682. */
const POSSE = table(
  [
    ["homesteader", 4, 4, "rifle"],
    ["merchant", 4, 3, "rifle"],
    ["bankTeller", 3, 4, "pistol"],
    ["gambler", 4, 4, "pistol"],
    ["deputy", 4, 4, "pistol"],
    ["marshal", 5, 5, "pistol"],
    ["miner", 4, 4, "rifle"],
    ["teamster", 4, 4, "rifle"],
    ["clerk", 3, 3, "rifle"],
    ["cook", 4, 3, "shotgun"],
    ["shopkeeper", 3, 3, "pistol"],
  ],
  (who) => (who === "deputy" ? "deputy" : who === "marshal" ? "marshal" : "civilian"),
  (who) => (who === "marshal" ? "marshal" : null),
);

/** L684–L702. */
const INDIANS = table(
  [
    ["chief", 5, 4, "rifle"],
    ["youth", 3, 5, "rifle"],
    ["youth", 3, 4, "rifle"],
    ["brave", 4, 5, "rifle"],
    ["brave", 4, 4, "rifle"],
    ["brave", 4, 4, "rifle"],
    ["brave", 4, 4, "rifle"],
    ["brave", 4, 3, "rifle"],
    ["chief", 5, 4, "rifle"],
    ["chief", 5, 5, "rifle"],
    ["youth", 3, 4, "rifle"],
  ],
  () => "indian",
  (who) => (who === "chief" ? "chief" : null),
);

/** L704–L722. */
const COWBOYS = table(
  [
    ["ben", 5, 4, "pistol"],
    ["charlie", 3, 5, "pistol"],
    ["jeff", 3, 4, "pistol"],
    ["jesse", 4, 5, "pistol"],
    ["jim", 4, 4, "pistol"],
    ["john", 4, 4, "pistol"],
    ["lonny", 4, 4, "pistol"],
    ["pat", 4, 3, "pistol"],
    ["sam", 5, 4, "pistol"],
    ["tom", 5, 5, "pistol"],
    ["wes", 3, 4, "pistol"],
  ],
  () => "cowboy",
  (who) => (who === "ben" || who === "sam" || who === "tom" ? "trailBoss" : null),
);

export const NPC_TABLE_ROWS: Readonly<Record<NpcTable, readonly NpcRow[]>> = Object.freeze({
  civilians: CIVILIANS,
  gang: GANG,
  posse: POSSE,
  indians: INDIANS,
  cowboys: COWBOYS,
});

/** Seed lines of each table. */
export const NPC_TABLE_SOURCES: Readonly<Record<NpcTable, string>> = Object.freeze({
  civilians: "L624–L642",
  gang: "L644–L662",
  posse: "L664–L682",
  indians: "L684–L702",
  cowboys: "L704–L722",
});

/** One row of a table by its 2D6 score. */
export function npcRow(tableId: NpcTable, roll: number): NpcRow {
  return NPC_TABLE_ROWS[assertOneOf("table", tableId, NPC_TABLES)][assertInteger("roll", roll, 2, 12) - 2]!;
}

/** An NPC's Constitution (derived: the book gives none). */
export function npcConstitution(row: NpcRow, rules: ClassicRules = DEFAULT_RULES): number {
  return constitutionMax({ cv: row.cv, category: row.category, isWoman: row.isWoman }, rules);
}

export interface NpcRoll {
  readonly dice: readonly number[];
  readonly row: NpcRow;
  /** Earlier rolls set aside because they broke a uniqueness limit. */
  readonly rerolled: readonly (readonly number[])[];
}

/**
 * Rolls `count` figures on a table; a second Marshal, Chief or Trail Boss is rolled again
 * (SGS-Q49), or kept under the other reading. `alreadyUnique` names unique roles the side already has.
 */
export function rollNpcForce(
  input: { readonly table: NpcTable; readonly count: number; readonly alreadyUnique?: readonly UniqueRole[] },
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): NpcRoll[] {
  const tableId = assertOneOf("table", input.table, NPC_TABLES);
  const count = assertInteger("count", input.count, 0, 60);
  const taken = new Set<UniqueRole>(input.alreadyUnique ?? []);
  const out: NpcRoll[] = [];
  for (let i = 0; i < count; i++) {
    const rerolled: number[][] = [];
    for (;;) {
      const dice = rollD6(source, 2);
      const row = npcRow(tableId, dice[0]! + dice[1]!);
      if (row.unique && taken.has(row.unique) && rules.uniqueReroll) {
        rerolled.push(dice);
        if (rerolled.length > 200) throw new RulesError("table", tableId, "keeps rolling a unique figure");
        continue;
      }
      if (row.unique) taken.add(row.unique);
      out.push({ dice, row, rerolled });
      break;
    }
  }
  return out;
}

/** Exact chance of each 2D6 score (the row's odds): (6 − |score − 7|)/36. */
export function twoD6Odds(score: number): Fraction {
  assertInteger("score", score, 2, 12);
  return fraction(6 - Math.abs(score - 7), 36);
}
