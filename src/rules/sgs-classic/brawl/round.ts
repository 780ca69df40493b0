import { type DiceSource, type Fraction, rollD6 } from "../../core";
import { RulesError, assertBoolean, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import { resolveReactionTest } from "../reactions/test";
import type { ReactionTestResult } from "../reactions/test";
import { reactionOdds } from "../reactions/test";

/**
 * A brawl round (guide §3.15). The book gives no attack roll (SGS-Q16): under the house reading
 * every figure in contact deals its damage dice to its opponent, the blows at once, except that a
 * target who gave up the first punch takes the charger's blow first and does not strike back if it
 * knocks him out. Fists do 1D6 temporary damage, blades 2D6 permanent (L178, L303–L305). Then every
 * figure takes the Brawling test (L371–L377).
 */

export interface Brawler {
  readonly id: string;
  readonly opponent: string;
  readonly brawlDice: 1 | 2;
  /** A weapon's damage is a wound; fists' is temporary. */
  readonly permanent: boolean;
  /** Constitution left before the round. */
  readonly current: number;
  /** Strikes first this round (the charger whose target gave up the first punch). */
  readonly firstPunch?: boolean;
}

export interface Blow {
  readonly from: string;
  readonly to: string;
  readonly dice: readonly number[];
  readonly damage: number;
  readonly kind: "wound" | "fists";
}

export interface BrawlRound {
  readonly blows: readonly Blow[];
  /** Figures knocked out by a first punch before they could strike. */
  readonly forestalled: readonly string[];
  /** "manual": no blow rolled, the GM adjudicates. */
  readonly resolution: "automatic" | "manual";
}

/** Resolves a round from the dice of each blow, in the brawlers' order (first punches first). */
export function resolveBrawlRound(
  brawlers: readonly Brawler[],
  dice: Readonly<Record<string, readonly number[]>>,
  rules: ClassicRules = DEFAULT_RULES,
): BrawlRound {
  if (!Array.isArray(brawlers) || brawlers.length < 2)
    throw new RulesError("brawlers", brawlers, "must hold two figures or more");
  const ids = new Set(brawlers.map((b) => b.id));
  brawlers.forEach((b, i) => {
    assertInteger(`brawlers[${i}].brawlDice`, b.brawlDice, 1, 2);
    assertInteger(`brawlers[${i}].current`, b.current, -99, 99);
    assertBoolean(`brawlers[${i}].permanent`, b.permanent);
    if (!ids.has(b.opponent) || b.opponent === b.id)
      throw new RulesError(`brawlers[${i}].opponent`, b.opponent, "must be another figure of the brawl");
  });
  if (rules.brawlResolution === "manual") return { blows: [], forestalled: [], resolution: "manual" };
  const blowOf = (b: Brawler): Blow => {
    const d = dice[b.id];
    if (!Array.isArray(d) || d.length !== b.brawlDice)
      throw new RulesError(
        `dice.${b.id}`,
        d,
        `must hold ${b.brawlDice} ${b.brawlDice === 1 ? "die" : "dice"}`,
      );
    d.forEach((f, i) => assertInteger(`dice.${b.id}[${i}]`, f, 1, 6));
    return {
      from: b.id,
      to: b.opponent,
      dice: [...d],
      damage: d.reduce((t, f) => t + f, 0),
      kind: b.permanent ? "wound" : "fists",
    };
  };
  const first = brawlers.filter((b) => b.firstPunch);
  const firstBlows = first.map(blowOf);
  const taken = new Map<string, number>();
  for (const b of firstBlows) taken.set(b.to, (taken.get(b.to) ?? 0) + b.damage);
  const forestalled = brawlers
    .filter((b) => !b.firstPunch && taken.has(b.id) && b.current - taken.get(b.id)! <= 0)
    .map((b) => b.id);
  const rest = brawlers.filter((b) => !b.firstPunch && !forestalled.includes(b.id)).map(blowOf);
  return { blows: [...firstBlows, ...rest], forestalled, resolution: "automatic" };
}

/** Rolls a round's blows (one set of damage dice per brawler still able to strike) and resolves it. */
export function rollBrawlRound(
  brawlers: readonly Brawler[],
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): BrawlRound {
  if (rules.brawlResolution === "manual") return resolveBrawlRound(brawlers, {}, rules);
  const dice: Record<string, number[]> = {};
  // Roll first punches first so a knocked-out figure rolls nothing.
  const order = [...brawlers.filter((b) => b.firstPunch), ...brawlers.filter((b) => !b.firstPunch)];
  const taken = new Map<string, number>();
  for (const b of order) {
    if (!b.firstPunch && taken.has(b.id) && b.current - taken.get(b.id)! <= 0) continue;
    dice[b.id] = rollD6(source, b.brawlDice);
    if (b.firstPunch)
      taken.set(b.opponent, (taken.get(b.opponent) ?? 0) + dice[b.id]!.reduce((t, f) => t + f, 0));
  }
  return resolveBrawlRound(brawlers, dice, rules);
}

export interface BrawlingTestEntry {
  readonly id: string;
  readonly cv: number;
  readonly dice: readonly number[];
}

export interface BrawlingTestOutcome {
  readonly id: string;
  readonly test: ReactionTestResult;
  /** Pass 1: 1 Constitution lost. */
  readonly loseCon: number;
  /** Pass 1 steps back 1", unless both sides scored pass 1. */
  readonly stepBack: boolean;
  readonly runaway: boolean;
}

/** Every figure's Brawling test at the end of the round; pass 1 on both sides means nobody steps back. */
export function resolveBrawlingTests(entries: readonly BrawlingTestEntry[]): BrawlingTestOutcome[] {
  if (!Array.isArray(entries)) throw new RulesError("entries", entries, "must be a list");
  const tests = entries.map((e) => ({
    id: e.id,
    test: resolveReactionTest({ test: "brawling", cv: e.cv }, e.dice),
  }));
  const allBackOff = tests.length >= 2 && tests.every((t) => t.test.code === "BACK_OFF");
  return tests.map(({ id, test }) => ({
    id,
    test,
    loseCon: test.code === "BACK_OFF" ? 1 : 0,
    stepBack: test.code === "BACK_OFF" && !allBackOff,
    runaway: test.code === "RUNAWAY",
  }));
}

/** Exact odds of fight on / back off / run away for a brawler's CV. */
export function brawlingTestOdds(cv: number): { fightOn: Fraction; backOff: Fraction; runaway: Fraction } {
  const [p0, p1, p2] = reactionOdds(assertInteger("cv", cv, 0, 6));
  return { fightOn: p2!, backOff: p1!, runaway: p0! };
}

/** The brawl weapons (L178, L303–L305): fists, or a blade; the tomahawk's dice are SGS-Q17's reading. */
export type BrawlWeapon = "fists" | "knife" | "lanceBayonet" | "saber" | "tomahawkKnife";

/** Damage dice and kind of a brawl weapon: fists 1D6 temporary, blades 2D6 permanent. */
export function brawlDiceFor(
  weapon: BrawlWeapon,
  rules: ClassicRules = DEFAULT_RULES,
): { readonly brawlDice: 1 | 2; readonly permanent: boolean } {
  if (weapon === "fists") return { brawlDice: 1, permanent: false };
  if (weapon === "tomahawkKnife")
    return { brawlDice: rules.tomahawkBrawlDice === 1 ? 1 : 2, permanent: true };
  if (weapon === "knife" || weapon === "lanceBayonet" || weapon === "saber")
    return { brawlDice: 2, permanent: true };
  throw new RulesError("weapon", weapon, "must be a brawl weapon");
}
