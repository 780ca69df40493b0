import { RulesError, assertBoolean, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * The Posse's pursuit (guide §4.9.7; seed L834–L863): the Chasers start 50" behind; each step the
 * Runners roll 1D6 + bonus + their lowest CV and gain that; the Chasers roll 1D6 + their lowest CV
 * and close that; a Chaser total above the Runners' drops the bonus by 1 for good. At 100" the
 * Runners are away; at rifle range (SGS-Q42: 36" basic, 48" with the advanced weapons) the fight
 * begins. Cattle Rustling's Runners start at +1 and move as CV 4; an Exceptional Horse starts at +3.
 */

export const PURSUIT_START = 50;
export const PURSUIT_ESCAPE = 100;

export function rifleRange(rules: ClassicRules = DEFAULT_RULES): number {
  return rules.advancedShooting ? 48 : 36;
}

export interface PursuitState {
  readonly separation: number;
  readonly runnerBonus: number;
  readonly runnerLowestCv: number;
  readonly chaserLowestCv: number;
  readonly steps: number;
}

export function startPursuit(input: {
  readonly runnerLowestCv: number;
  readonly chaserLowestCv: number;
  readonly exceptionalHorse?: boolean;
  readonly cattleRustling?: boolean;
}): PursuitState {
  const rustling = assertBoolean("cattleRustling", input.cattleRustling ?? false);
  const horse = assertBoolean("exceptionalHorse", input.exceptionalHorse ?? false);
  return {
    separation: PURSUIT_START,
    runnerBonus: rustling ? 1 : horse ? 3 : 2,
    // The rustlers move as if their lowest CV were 4 (L764).
    runnerLowestCv: rustling ? 4 : assertInteger("runnerLowestCv", input.runnerLowestCv, 0, 6),
    chaserLowestCv: assertInteger("chaserLowestCv", input.chaserLowestCv, 0, 6),
    steps: 0,
  };
}

export interface PursuitStep {
  readonly runnerTotal: number;
  readonly chaserTotal: number;
  readonly bonusDropped: boolean;
  readonly state: PursuitState;
  readonly ended: "escaped" | "rifleRange" | null;
  /** The Chasers are on the table once the separation is under the table's length. */
  readonly chasersOnTable: boolean;
}

export function pursuitStep(
  state: PursuitState,
  dice: { readonly runner: number; readonly chaser: number },
  input: { readonly tableLength: number },
  rules: ClassicRules = DEFAULT_RULES,
): PursuitStep {
  if (!Number.isFinite(state.separation))
    throw new RulesError("separation", state.separation, "must be a number");
  const runnerTotal = assertInteger("runner", dice.runner, 1, 6) + state.runnerBonus + state.runnerLowestCv;
  const chaserTotal = assertInteger("chaser", dice.chaser, 1, 6) + state.chaserLowestCv;
  const bonusDropped = chaserTotal > runnerTotal;
  const separation = state.separation + runnerTotal - chaserTotal;
  const next: PursuitState = {
    ...state,
    separation,
    runnerBonus: bonusDropped ? state.runnerBonus - 1 : state.runnerBonus,
    steps: state.steps + 1,
  };
  const ended =
    separation >= PURSUIT_ESCAPE ? "escaped" : separation <= rifleRange(rules) ? "rifleRange" : null;
  const length = assertInteger("tableLength", input.tableLength, 12, 480);
  return { runnerTotal, chaserTotal, bonusDropped, state: next, ended, chasersOnTable: separation < length };
}
