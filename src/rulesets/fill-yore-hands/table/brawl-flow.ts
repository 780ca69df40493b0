import { isMissingTable, type DiceSource, type Fraction, type MissingTable } from "../../../rules/core";
import { add, mul, sub, ONE } from "../../../rules/core/probability";
import {
  brawlModifiers,
  brawlOdds,
  resolveBrawl,
  type BrawlOdds,
  type Brawler,
  type BrawlResult,
  type BrawlSide,
  type BrawlTables,
} from "../../../rules/fill-yore-hands/brawl";
import {
  rearSurpriseOdds,
  resolveRearAttack,
  type RearAttackResult,
} from "../../../rules/fill-yore-hands/rear-attack";
import type { FyhInterpretations } from "../../../rules/fill-yore-hands/interpretations";
import { tickedModifiers } from "../../../rules/fill-yore-hands/brawl/modifiers";
import { REAR_ATTACK_MODIFIERS } from "../../../rules/fill-yore-hands/tables";
import type { GmTableData } from "../../../rules/core/gm-table";
import { closeGroup, type CloseAction, type CloseGroup } from "./close-actions";
import { isWomanFigure, type CloseFigure } from "./close-common";
import { precheck } from "./close-precheck";

/**
 * A brawl at the table (guide §3.7–§3.10, seed L111–L138): what the dialog declared, checked and
 * rolled through the rules core, and what its outcome changes on the figures.
 */

export interface BrawlDeclaration {
  attacker: CloseFigure;
  defender: CloseFigure;
  /** Base to base (FYH-Q17). */
  inContact: boolean;
  /** Attacking from the rear: the rear-attack roll comes first (L119–L121). */
  rear: boolean;
  /** Row ids of `brawlModifiers` ticked for each side. */
  modifiers: Record<BrawlSide, string[]>;
  /** Row ids of `rearAttackModifiers` ticked for each side (read only with `rear`). */
  rearModifiers: Record<BrawlSide, string[]>;
}

export interface BrawlWorldTables extends BrawlTables {
  rearAttackModifiers: GmTableData | undefined;
}

export type BrawlOptions = Pick<
  FyhInterpretations,
  "proneBrawlModifier" | "brawlNeedsContact" | "rearSurpriseBonus" | "womenByType"
>;

/** Surprise stays within what a brawler may carry (the rules core's bound). */
const MAX_SURPRISE = 6;

/** The brawler a figure makes; `extraSurprise` is the rear attack's kept surprise (FYH-Q18). */
export function brawlerOf(
  f: CloseFigure,
  modifiers: string[],
  extraSurprise: number,
  options: BrawlOptions,
): Brawler {
  return {
    modifiers,
    brawlingRating: f.system.brawlingRating ?? null,
    surprise: Math.min(MAX_SURPRISE, (f.system.surpriseBonus ?? 0) + extraSurprise),
    prone: f.system.prone === true,
    woman: isWomanFigure(f, options.womenByType),
  };
}

function brawlInput(decl: BrawlDeclaration, tables: BrawlWorldTables, options: BrawlOptions, kept: number) {
  return {
    attacker: brawlerOf(decl.attacker, decl.modifiers.attacker, kept, options),
    defender: brawlerOf(decl.defender, decl.modifiers.defender, 0, options),
    inContact: decl.inContact,
    tables,
    options,
  };
}

/** What stops a brawl before any die: no contact, or the first missing table; null when ready. */
export function brawlBlocked(
  decl: BrawlDeclaration,
  tables: BrawlWorldTables,
  options: BrawlOptions,
): { refused: "noContact" } | MissingTable | null {
  const checked = precheck((dice) => resolveBrawl({ ...brawlInput(decl, tables, options, 0), dice }));
  if (!checked.ready)
    return "missing" in checked ? checked.missing : (checked.result as { refused: "noContact" });
  if (!decl.rear) return null;
  const rear = precheck((dice) => rearRoll(decl, tables, options, dice));
  return !rear.ready && "missing" in rear ? rear.missing : null;
}

function rearRoll(decl: BrawlDeclaration, tables: BrawlWorldTables, options: BrawlOptions, dice: DiceSource) {
  return resolveRearAttack({
    attackerModifiers: decl.rearModifiers.attacker,
    defenderModifiers: decl.rearModifiers.defender,
    dice,
    rearAttackModifiers: tables.rearAttackModifiers,
    options,
  });
}

export interface BrawlPlan {
  rear: RearAttackResult | null;
  brawl: BrawlResult;
  groups: CloseGroup[];
}

/**
 * Rolls the brawl (the rear-attack roll first, when declared): pure over the dice, as the dice
 * bridge needs. Call `brawlBlocked` first: a refusal or a missing table here is an error.
 */
export function rollBrawlPlan(
  dice: DiceSource,
  decl: BrawlDeclaration,
  tables: BrawlWorldTables,
  options: BrawlOptions,
): BrawlPlan {
  let rear: RearAttackResult | null = null;
  if (decl.rear) {
    const r = rearRoll(decl, tables, options, dice);
    if (isMissingTable(r)) throw new Error(`brawl: table ${r.missing} went missing`);
    rear = r;
  }
  const result = resolveBrawl({ ...brawlInput(decl, tables, options, rear?.attackerSurprise ?? 0), dice });
  if (isMissingTable(result) || "refused" in result) throw new Error("brawl: refused after its checks");
  return { rear, brawl: result, groups: brawlGroups(decl, result) };
}

function figureOfSide(decl: BrawlDeclaration, side: BrawlSide): CloseFigure {
  return side === "attacker" ? decl.attacker : decl.defender;
}

/** What the outcome changes: the loser's wound, each woman's card, the defender's spent surprise. */
export function brawlGroups(decl: BrawlDeclaration, result: BrawlResult): CloseGroup[] {
  const groups: CloseGroup[] = [];
  const o = result.outcome;
  if (o.kind !== "standOff") {
    const loser = figureOfSide(decl, o.loser);
    const action: CloseAction =
      o.kind === "littleCut"
        ? { type: "fyhLittleCut", actor: loser.uuid }
        : { type: "fyhDamage", actor: loser.uuid, hits: 1, source: "brawl" };
    groups.push(closeGroup("loser", "SIXGUN.FYH.Close.ApplyWound", loser.name, [action]));
  }
  for (const side of result.womanCards) {
    const woman = figureOfSide(decl, side);
    groups.push(
      closeGroup(`woman-${side}`, "SIXGUN.FYH.Close.ApplyWomanCard", woman.name, [
        { type: "fyhWomanCard", actor: woman.uuid },
      ]),
    );
  }
  // The defender's surprise (from a jump that failed on him) is spent on this brawl.
  if ((decl.defender.system.surpriseBonus ?? 0) > 0)
    groups.push(
      closeGroup("defenderSurprise", "SIXGUN.FYH.Close.ApplySurpriseSpent", decl.defender.name, [
        { type: "fyhSurprise", actor: decl.defender.uuid, surpriseBonus: 0 },
      ]),
    );
  return groups;
}

/** The dialog's odds: each outcome, the rear attack counted in when declared; or what blocks them. */
export interface BrawlOddsView {
  odds: BrawlOdds | null;
  /** Chance the rear attacker keeps surprise (null without a rear attack). */
  rearKept: Fraction | null;
  blocked: { refused: "noContact" } | MissingTable | null;
  modifiers: Record<BrawlSide, number> | null;
}

const mixOdds = (p: Fraction, a: BrawlOdds, b: BrawlOdds): BrawlOdds => {
  const q = sub(ONE, p);
  const mix = (x: Fraction, y: Fraction) => add(mul(p, x), mul(q, y));
  return {
    standOff: mix(a.standOff, b.standOff),
    littleCut: {
      attacker: mix(a.littleCut.attacker, b.littleCut.attacker),
      defender: mix(a.littleCut.defender, b.littleCut.defender),
    },
    damageCard: {
      attacker: mix(a.damageCard.attacker, b.damageCard.attacker),
      defender: mix(a.damageCard.defender, b.damageCard.defender),
    },
  };
};

/**
 * Exact odds before any die: the brawl's 36 pairs for the declared modifiers; with a rear attack,
 * weighted by the chance the attacker keeps surprise (its +Q18 bonus) or the defender turns.
 */
export function brawlOddsView(
  decl: BrawlDeclaration,
  tables: BrawlWorldTables,
  options: BrawlOptions,
): BrawlOddsView {
  const blocked = brawlBlocked(decl, tables, options);
  const base = brawlModifiers(
    brawlerOf(decl.attacker, decl.modifiers.attacker, 0, options),
    brawlerOf(decl.defender, decl.modifiers.defender, 0, options),
    tables,
    options,
  );
  if (blocked || isMissingTable(base)) return { odds: null, rearKept: null, blocked, modifiers: null };
  const am = base.attacker.total;
  const dm = base.defender.total;
  if (!decl.rear)
    return {
      odds: brawlOdds(am, dm),
      rearKept: null,
      blocked: null,
      modifiers: { attacker: am, defender: dm },
    };
  const ra = tickedModifiers(REAR_ATTACK_MODIFIERS, tables.rearAttackModifiers, decl.rearModifiers.attacker);
  const rd = tickedModifiers(REAR_ATTACK_MODIFIERS, tables.rearAttackModifiers, decl.rearModifiers.defender);
  if (isMissingTable(ra) || isMissingTable(rd))
    return { odds: null, rearKept: null, blocked, modifiers: null };
  const kept = rearSurpriseOdds(ra, rd);
  const surprise = decl.attacker.system.surpriseBonus ?? 0;
  // The kept bonus cannot lift the attacker's surprise past what a brawler may carry.
  const bonus = Math.max(
    0,
    Math.min(MAX_SURPRISE, surprise + options.rearSurpriseBonus) - Math.min(MAX_SURPRISE, surprise),
  );
  return {
    odds: mixOdds(kept, brawlOdds(am + bonus, dm), brawlOdds(am, dm)),
    rearKept: kept,
    blocked: null,
    modifiers: { attacker: am, defender: dm },
  };
}
