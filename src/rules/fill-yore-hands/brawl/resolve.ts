import { d6, type DiceSource } from "../../core/dice";
import { assertList, assertObject, optionalFlag } from "../../core/checks";
import { assertInteger } from "../../core/errors";
import { isMissingTable, requireGmTable, type GmTableData, type MissingTable } from "../../core/gm-table";
import { add, fraction, ZERO, type Fraction } from "../../core/probability";
import type { FyhInterpretations } from "../interpretations";
import { BRAWLING_RATINGS, BRAWL_MODIFIERS } from "../tables/figures";
import { assertTableData } from "../tables/data";
import { WOMEN_IN_BRAWLS_TABLE } from "../tables/wounds";
import { damageTableReady } from "../wounds/damage";
import { listModifier, tickedModifiers } from "./modifiers";

/**
 * Brawling (guide §3.7, seed L111–L124): each side rolls a D6, adds its ticked modifiers (lost
 * list, FYH-M08), its brawling rating (lost list, FYH-M09) and any surprise; the higher total wins.
 * A tie sends both back 2"; a win by 1 gives the loser a Little cut (= Pinked); a win by 2 or more
 * makes the loser draw a damage card as if shot.
 */

export const BRAWL_SIDES = ["attacker", "defender"] as const;
export type BrawlSide = (typeof BRAWL_SIDES)[number];

export type BrawlOutcome =
  | { readonly kind: "standOff" }
  | { readonly kind: "littleCut"; readonly loser: BrawlSide; readonly margin: 1 }
  | { readonly kind: "damageCard"; readonly loser: BrawlSide; readonly margin: number };

/** The outcome of two brawl totals (T15). */
export function brawlOutcome(attackerTotal: number, defenderTotal: number): BrawlOutcome {
  const a = assertInteger("attackerTotal", attackerTotal, -1000, 1000);
  const d = assertInteger("defenderTotal", defenderTotal, -1000, 1000);
  const margin = Math.abs(a - d);
  if (margin === 0) return { kind: "standOff" };
  const loser: BrawlSide = a > d ? "defender" : "attacker";
  return margin === 1 ? { kind: "littleCut", loser, margin: 1 } : { kind: "damageCard", loser, margin };
}

/** What one brawler brings besides its D6. */
export interface Brawler {
  /** Row ids of `brawlModifiers` the player ticked for this side. */
  readonly modifiers: readonly string[];
  /** Row id of `brawlingRatings`, or null for no rating (adds 0). */
  readonly brawlingRating: string | null;
  /** Surprise bonus won by a rear attack or a jump (see `resolveRearAttack`, `resolveJump`). */
  readonly surprise: number;
  /** Prone (a failed jumper): adds the FYH-Q19 modifier. */
  readonly prone?: boolean;
  /** A woman (see `isWoman`): a card from the 52-card deck is drawn for her (L137). */
  readonly woman?: boolean;
}

export interface BrawlTables {
  readonly brawlModifiers: GmTableData | undefined;
  readonly brawlingRatings: GmTableData | undefined;
  readonly damageCardTable: GmTableData | undefined;
  readonly womenInBrawlsTable: GmTableData | undefined;
}

type BrawlOptions = Pick<FyhInterpretations, "proneBrawlModifier" | "brawlNeedsContact">;

export interface BrawlModifierBreakdown {
  readonly ticked: number;
  readonly rating: number;
  readonly surprise: number;
  readonly prone: number;
  readonly total: number;
}

function breakdown(
  field: string,
  brawler: Brawler,
  tables: Pick<BrawlTables, "brawlModifiers" | "brawlingRatings">,
  options: Pick<FyhInterpretations, "proneBrawlModifier">,
): BrawlModifierBreakdown | MissingTable {
  const b = assertObject<Brawler>(field, brawler);
  assertList(`${field}.modifiers`, b.modifiers);
  const surprise = assertInteger(`${field}.surprise`, b.surprise, 0, 6);
  const pronePenalty = assertInteger("options.proneBrawlModifier", options?.proneBrawlModifier, -3, 3);
  const prone = optionalFlag(`${field}.prone`, b.prone) ? pronePenalty : 0;
  optionalFlag(`${field}.woman`, b.woman);
  const ticked = tickedModifiers(BRAWL_MODIFIERS, tables.brawlModifiers, b.modifiers);
  if (isMissingTable(ticked)) return ticked;
  const rating = listModifier(BRAWLING_RATINGS, tables.brawlingRatings, b.brawlingRating ?? null);
  if (isMissingTable(rating)) return rating;
  return { ticked, rating, surprise, prone, total: ticked + rating + surprise + prone };
}

/** Both sides' modifiers from the GM's lists, or the first list that is missing. */
export function brawlModifiers(
  attacker: Brawler,
  defender: Brawler,
  tables: Pick<BrawlTables, "brawlModifiers" | "brawlingRatings">,
  options: Pick<FyhInterpretations, "proneBrawlModifier">,
): Record<BrawlSide, BrawlModifierBreakdown> | MissingTable {
  const t = assertObject<BrawlTables>("tables", tables);
  const a = breakdown("attacker", attacker, t, options);
  if (isMissingTable(a)) return a;
  const d = breakdown("defender", defender, t, options);
  if (isMissingTable(d)) return d;
  return { attacker: a, defender: d };
}

export interface BrawlInput {
  readonly attacker: Brawler;
  readonly defender: Brawler;
  /** Base to base (FYH-Q17). */
  readonly inContact: boolean;
  readonly dice: DiceSource;
  readonly tables: BrawlTables;
  readonly options: BrawlOptions;
}

export interface BrawlResult {
  readonly rolls: Record<BrawlSide, number>;
  readonly modifiers: Record<BrawlSide, BrawlModifierBreakdown>;
  readonly totals: Record<BrawlSide, number>;
  readonly outcome: BrawlOutcome;
  /** Sides that are women: each draws a card of the 52-card deck (see `womenInBrawlsResult`). */
  readonly womanCards: readonly BrawlSide[];
}

export interface BrawlRefused {
  readonly refused: "noContact";
}

/**
 * Rolls a brawl: the attacker's D6, then the defender's. Every table the brawl may need (the
 * ticked modifiers, the ratings, the damage cards for a win by 2+, the women's card) is checked
 * before either die is read, so a missing table rolls nothing.
 */
export function resolveBrawl(input: BrawlInput): BrawlResult | BrawlRefused | MissingTable {
  const i = assertObject<BrawlInput>("input", input);
  const needsContact = optionalFlag("options.brawlNeedsContact", i.options?.brawlNeedsContact, true);
  const inContact = optionalFlag("inContact", i.inContact, false);
  const tables = assertObject<BrawlTables>("tables", i.tables);
  const modifiers = brawlModifiers(i.attacker, i.defender, tables, i.options);
  if (needsContact && !inContact) return { refused: "noContact" };
  if (isMissingTable(modifiers)) return modifiers;
  const damage = damageTableReady(tables.damageCardTable);
  if (damage) return damage;
  const womanCards = BRAWL_SIDES.filter((s) => (s === "attacker" ? i.attacker : i.defender).woman === true);
  if (womanCards.length > 0) {
    const women = requireGmTable(
      WOMEN_IN_BRAWLS_TABLE,
      assertTableData("womenInBrawlsTable", tables.womenInBrawlsTable),
    );
    if (women) return women;
  }
  const rolls = { attacker: d6(i.dice), defender: d6(i.dice) };
  const totals = {
    attacker: rolls.attacker + modifiers.attacker.total,
    defender: rolls.defender + modifiers.defender.total,
  };
  return { rolls, modifiers, totals, outcome: brawlOutcome(totals.attacker, totals.defender), womanCards };
}

export interface BrawlOdds {
  readonly standOff: Fraction;
  readonly littleCut: Record<BrawlSide, Fraction>;
  readonly damageCard: Record<BrawlSide, Fraction>;
}

/**
 * Exact odds of each outcome for the sides' net modifiers, by enumerating the 36 pairs of dice.
 * `littleCut.defender` is the chance the defender takes a Little cut, and so on.
 */
export function brawlOdds(attackerModifier: number, defenderModifier: number): BrawlOdds {
  const am = assertInteger("attackerModifier", attackerModifier, -1000, 1000);
  const dm = assertInteger("defenderModifier", defenderModifier, -1000, 1000);
  const p = fraction(1, 36);
  let standOff = ZERO;
  const littleCut = { attacker: ZERO, defender: ZERO };
  const damageCard = { attacker: ZERO, defender: ZERO };
  for (let a = 1; a <= 6; a++)
    for (let d = 1; d <= 6; d++) {
      const o = brawlOutcome(a + am, d + dm);
      if (o.kind === "standOff") standOff = add(standOff, p);
      else if (o.kind === "littleCut") littleCut[o.loser] = add(littleCut[o.loser], p);
      else damageCard[o.loser] = add(damageCard[o.loser], p);
    }
  return { standOff, littleCut, damageCard };
}
