import { assertList, assertObject, optionalFlag } from "../../core/checks";
import { RulesError, assertInteger, assertOneOf } from "../../core/errors";
import { WOUND_LEVELS, type WoundState } from "../ids";
import { DEFAULT_INTERPRETATIONS, type FyhInterpretations } from "../interpretations";

/** Why a modifier applies to a round's D20 (L47–L59). */
export type ShotModifierSource = "coverOrProne" | "firerWounded" | "drunk" | "extraRound";

export interface ShotModifier {
  readonly source: ShotModifierSource;
  /** Added to the roll: always negative here. */
  readonly value: number;
}

/** L53–L57: Pinked −1, Hit −2, Gut Shot −3. A Kilt figure shoots no more. */
const WOUND_PENALTY: Readonly<Record<Exclude<WoundState, "kilt">, number>> = {
  none: 0,
  pinked: -1,
  hit: -2,
  gutShot: -3,
};

/**
 * The firer's wound penalty from its wound levels (every wound kept, guide §6.1). FYH-Q11: the
 * worst level counts alone ("worst"), or each wound's penalty adds up ("sum"). A Kilt firer is bad
 * input: the dead do not shoot.
 */
export function firerWoundPenalty(input: {
  wounds: readonly WoundState[];
  rules?: Pick<FyhInterpretations, "woundPenalty">;
}): number {
  assertObject("input", input);
  const rules = input.rules ?? DEFAULT_INTERPRETATIONS;
  const mode = assertOneOf("rules.woundPenalty", rules.woundPenalty, ["worst", "sum"]);
  const values = assertList("wounds", input.wounds).map((w, i) => {
    const level = assertOneOf(`wounds[${i}]`, w, ["none", ...WOUND_LEVELS]);
    if (level === "kilt") throw new RulesError(`wounds[${i}]`, w, "a Kilt figure cannot shoot");
    return WOUND_PENALTY[level];
  });
  // `+ 0` turns the −0 of an empty list into 0.
  return (mode === "sum" ? values.reduce((a, b) => a + b, 0) : Math.min(0, ...values)) + 0;
}

/**
 * The penalty on round `round` of a burst for the rounds before it (L59, FYH-Q08): cumulative
 * (round k takes −(k−1)) or flat (−1 on every round after the first).
 */
export function roundPenalty(input: {
  round: number;
  rules?: Pick<FyhInterpretations, "roundPenaltyMode">;
}): number {
  assertObject("input", input);
  const rules = input.rules ?? DEFAULT_INTERPRETATIONS;
  const mode = assertOneOf("rules.roundPenaltyMode", rules.roundPenaltyMode, ["cumulative", "flat"]);
  const round = assertInteger("round", input.round, 1, 100);
  if (round === 1) return 0;
  return mode === "cumulative" ? -(round - 1) : -1;
}

export interface ShotPenaltyInput {
  /** Target in light cover, or prone: one −2 (L47 lists them as one line, so both still give −2). */
  readonly targetInLightCover?: boolean;
  readonly targetProne?: boolean;
  /** The firer's wound levels (see `firerWoundPenalty`). */
  readonly firerWounds?: readonly WoundState[];
  /** A Drunk: −1 on every shot (L177–L180). */
  readonly firerDrunk?: boolean;
}

/**
 * The modifiers that apply to one round (guide §3.2 step 5), each with its reason, zero entries
 * left out: cover or prone −2, the firer's wounds, Drunk −1, and the extra-round penalty.
 */
export function shotModifiers(input: {
  penalties: ShotPenaltyInput;
  round: number;
  rules?: Pick<FyhInterpretations, "woundPenalty" | "roundPenaltyMode">;
}): ShotModifier[] {
  assertObject("input", input);
  const p = assertObject<ShotPenaltyInput>("penalties", input.penalties);
  const rules = input.rules ?? DEFAULT_INTERPRETATIONS;
  const out: ShotModifier[] = [];
  const cover = optionalFlag("penalties.targetInLightCover", p.targetInLightCover);
  const prone = optionalFlag("penalties.targetProne", p.targetProne);
  if (cover || prone) out.push({ source: "coverOrProne", value: -2 });
  const wound = firerWoundPenalty({ wounds: p.firerWounds ?? [], rules });
  if (wound !== 0) out.push({ source: "firerWounded", value: wound });
  if (optionalFlag("penalties.firerDrunk", p.firerDrunk)) out.push({ source: "drunk", value: -1 });
  const extra = roundPenalty({ round: input.round, rules });
  if (extra !== 0) out.push({ source: "extraRound", value: extra });
  return out;
}
