import { assertObject, optionalFlag } from "../../core/checks";
import { assertInteger } from "../../core/errors";

/** What halves the chance of a hit (L49, L51: "halve change of hit, round fractions UP"). */
export interface Halvings {
  /** Target in a window or door. */
  readonly targetInWindowOrDoor?: boolean;
  /** Firer is mounted. */
  readonly firerMounted?: boolean;
}

export interface HitNumber {
  /** Hitting faces before halving, then after each halving in turn. */
  readonly facesSteps: readonly number[];
  readonly faces: number;
  /** Lowest D20 result that hits: 21 − faces (21 when no face is left: the shot cannot hit). */
  readonly lowestHit: number;
}

/**
 * The hitting span after halving (guide §3.2 step 4). Each condition halves the number of hitting
 * faces and rounds up, one after the other (12 → 6 → 3); every step is kept for the chat card.
 * `faces` may be 0 (penalties taken off the faces first, FYH-Q09): nothing is left to halve then.
 */
export function hitNumber(input: { faces: number; halvings?: Halvings }): HitNumber {
  assertObject("input", input);
  const faces = assertInteger("faces", input.faces, 0, 20);
  const halvings = input.halvings === undefined ? {} : assertObject<Halvings>("halvings", input.halvings);
  const count =
    Number(optionalFlag("halvings.targetInWindowOrDoor", halvings.targetInWindowOrDoor)) +
    Number(optionalFlag("halvings.firerMounted", halvings.firerMounted));
  const facesSteps = [faces];
  for (let i = 0; i < count; i++) facesSteps.push(Math.ceil(facesSteps[i]! / 2));
  const last = facesSteps[facesSteps.length - 1]!;
  return { facesSteps, faces: last, lowestHit: 21 - last };
}

/** Hitting faces of a band whose lowest hitting face is `hitFrom` (5–20 → 16). */
export function facesFrom(hitFrom: number): number {
  return 21 - assertInteger("hitFrom", hitFrom, 1, 21);
}
