import { assertObject } from "../../core/checks";
import { type DiceSource, checkFace } from "../../core/dice";
import { RulesError, assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import type { WeaponKey } from "../ids";
import { DEFAULT_INTERPRETATIONS, type FyhInterpretations } from "../interpretations";
import { findBand } from "./bands";
import { type Halvings, facesFrom, hitNumber } from "./hit-number";
import { type ShotModifier, type ShotPenaltyInput, shotModifiers } from "./penalties";
import type { BandRow } from "./range-table";

/** A declared shot (guide §3.2 step 1): weapon, measured range, rounds, and the conditions. */
export interface ShotInput {
  readonly weapon: WeaponKey;
  /** Inches from firer to target. */
  readonly distance: number;
  /** Rounds declared; one D20 each (L18). */
  readonly rounds: number;
  /** Rounds in the weapon now: a shot may not declare more (guide §3.2 step 1). */
  readonly loaded: number;
  readonly halvings?: Halvings;
  readonly penalties?: ShotPenaltyInput;
}

/** The readings a shot depends on (FYH-Q05…Q11). */
export type ShotRules = Pick<
  FyhInterpretations,
  | "militaryRifleRow"
  | "derringerBands"
  | "maxRoundsPerShot"
  | "beyondLongBand"
  | "roundPenaltyMode"
  | "halvingOrder"
  | "natural20AutoHit"
  | "woundPenalty"
>;

/** What one round needs, worked out before its die is rolled. */
export interface RoundPlan {
  /** 1-based position in the burst. */
  readonly round: number;
  readonly modifiers: readonly ShotModifier[];
  /** Sum of `modifiers` (0 or negative). */
  readonly modifierTotal: number;
  /** Hitting faces before, then after each halving (FYH-Q09 "penaltiesFirst": penalties first). */
  readonly facesSteps: readonly number[];
  /** The number the compared result must reach: 21 − final faces. */
  readonly needed: number;
  /** "bandFirst": the roll plus modifiers is compared; "penaltiesFirst": the bare roll. */
  readonly modifiersOnRoll: boolean;
  /** Whether any face of the D20 can hit this round. */
  readonly canHit: boolean;
  readonly natural20AutoHit: boolean;
}

export type ShotPlan =
  /** FYH-Q07 "noShot": beyond the weapon's last band nothing can hit, and no die is rolled. */
  | { readonly inRange: false; readonly lastBand: BandRow }
  | {
      readonly inRange: true;
      readonly band: BandRow;
      /** Beyond the last band, treated as it under FYH-Q07 "asLong". */
      readonly beyondLong: boolean;
      readonly rounds: readonly RoundPlan[];
      /** Whether any round can hit (an impossible shot is still rolled, round by round). */
      readonly canHit: boolean;
    };

function readRules(rules: ShotRules | undefined): ShotRules {
  const r = rules ?? DEFAULT_INTERPRETATIONS;
  assertObject("rules", r);
  assertOneOf("rules.halvingOrder", r.halvingOrder, ["bandFirst", "penaltiesFirst"]);
  assertBoolean("rules.natural20AutoHit", r.natural20AutoHit);
  assertInteger("rules.maxRoundsPerShot", r.maxRoundsPerShot, 0, 100);
  return r;
}

/**
 * Checks a declared shot and works out what each round needs (guide §3.2 steps 1, 2, 4, 5): the
 * band, the halved span and every modifier. Declaring 0 rounds, more than are loaded, or more than
 * the FYH-Q06 cap is a RulesError; so is a negative distance or a Kilt firer.
 */
export function planShot(input: { shot: ShotInput; rules?: ShotRules }): ShotPlan {
  assertObject("input", input);
  const rules = readRules(input.rules);
  const shot = assertObject<ShotInput>("shot", input.shot);
  const loaded = assertInteger("shot.loaded", shot.loaded, 0, 100);
  const rounds = assertInteger("shot.rounds", shot.rounds, 1, 100);
  if (rounds > loaded) throw new RulesError("shot.rounds", rounds, `only ${loaded} round(s) are loaded`);
  if (rules.maxRoundsPerShot > 0 && rounds > rules.maxRoundsPerShot)
    throw new RulesError("shot.rounds", rounds, `at most ${rules.maxRoundsPerShot} round(s) per shot`);
  const lookup = findBand({ weapon: shot.weapon, distance: shot.distance, rules });
  // Check the conditions even when out of range, so bad input never passes silently.
  const plans = Array.from({ length: rounds }, (_, i) => planRound(shot, lookup, i + 1, rules));
  if (!lookup.inRange) return { inRange: false, lastBand: lookup.lastBand };
  return {
    inRange: true,
    band: lookup.row,
    beyondLong: lookup.beyondLong,
    rounds: plans,
    canHit: plans.some((p) => p.canHit),
  };
}

function planRound(
  shot: ShotInput,
  lookup: ReturnType<typeof findBand>,
  round: number,
  rules: ShotRules,
): RoundPlan {
  const modifiers = shotModifiers({ penalties: shot.penalties ?? {}, round, rules });
  const modifierTotal = modifiers.reduce((a, m) => a + m.value, 0);
  const row = lookup.inRange ? lookup.row : lookup.lastBand;
  const baseFaces = facesFrom(row.hitFrom);
  const modifiersOnRoll = rules.halvingOrder === "bandFirst";
  // FYH-Q09: by default halving changes the span and penalties come off the roll; the other
  // reading takes the penalties off the faces and then halves what is left.
  const faces = modifiersOnRoll ? baseFaces : Math.max(0, baseFaces + modifierTotal);
  const halved = hitNumber({ faces, halvings: shot.halvings ?? {} });
  const steps = modifiersOnRoll ? halved.facesSteps : [baseFaces, ...halved.facesSteps];
  const best = 20 + (modifiersOnRoll ? modifierTotal : 0);
  return {
    round,
    modifiers,
    modifierTotal,
    facesSteps: steps,
    needed: halved.lowestHit,
    modifiersOnRoll,
    natural20AutoHit: rules.natural20AutoHit,
    canHit: rules.natural20AutoHit || best >= halved.lowestHit,
  };
}

export interface RoundResult {
  readonly round: number;
  /** The D20 as rolled. */
  readonly die: number;
  readonly modifiers: readonly ShotModifier[];
  /** What is compared with `needed`: die + modifiers, or the bare die under "penaltiesFirst". */
  readonly result: number;
  readonly needed: number;
  readonly hit: boolean;
  /** Hit only because a natural 20 always hits (FYH-Q10 off by default). */
  readonly natural20: boolean;
  readonly canHit: boolean;
}

/** Whether a D20 face hits on a planned round (guide §3.2 step 6, FYH-Q10). */
export function roundHits(plan: RoundPlan, die: number): RoundResult {
  checkFace(die, 20, "die");
  const result = plan.modifiersOnRoll ? die + plan.modifierTotal : die;
  const byNumber = result >= plan.needed;
  const natural20 = !byNumber && plan.natural20AutoHit && die === 20;
  return {
    round: plan.round,
    die,
    modifiers: plan.modifiers,
    result,
    needed: plan.needed,
    hit: byNumber || natural20,
    natural20,
    canHit: plan.canHit,
  };
}

export type ShotResult =
  | { readonly fired: false; readonly reason: "outOfRange"; readonly plan: ShotPlan; readonly roundsFired: 0 }
  | {
      readonly fired: true;
      readonly plan: ShotPlan;
      readonly rounds: readonly RoundResult[];
      readonly hits: number;
      /** Rounds to take off the weapon's loaded count (guide §3.2 step 8). */
      readonly roundsFired: number;
      readonly canHit: boolean;
    };

/**
 * Fires a declared shot: one D20 per round from `dice`, each compared as `planShot` worked out.
 * Out of range (FYH-Q07) rolls nothing and fires nothing. Each hit then draws a wound card, which
 * is the wounds module's business.
 */
export function resolveShot(input: { shot: ShotInput; dice: DiceSource; rules?: ShotRules }): ShotResult {
  const plan = planShot(input);
  if (typeof input.dice?.roll !== "function")
    throw new RulesError("dice", input.dice, "must be a dice source");
  if (!plan.inRange) return { fired: false, reason: "outOfRange", plan, roundsFired: 0 };
  const rounds = plan.rounds.map((r) =>
    roundHits(r, checkFace(input.dice.roll(20), 20, `dice[${r.round - 1}]`)),
  );
  return {
    fired: true,
    plan,
    rounds,
    hits: rounds.filter((r) => r.hit).length,
    roundsFired: rounds.length,
    canHit: plan.canHit,
  };
}
