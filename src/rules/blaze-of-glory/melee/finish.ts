import { assertOneOf } from "../../core";
import { assertObject, optionalFlag } from "../turn/validate";

/**
 * Finishing off a downed figure (L1829–1831): an active figure that touches an Out of the Fight
 * figure may kill it or take it prisoner (tie it up).
 */

export const FINISH_CHOICES = ["dispatch", "capture"] as const;
export type FinishChoice = (typeof FINISH_CHOICES)[number];
export type FinishRefusal = "notActive" | "notInContact" | "targetNotOutOfFight";

export interface FinishOffInput {
  active: boolean;
  inContact: boolean;
  targetState: "outOfFight" | "standing" | "obviouslyDead";
}

export function finishOffOptions(input: FinishOffInput): {
  allowed: boolean;
  choices: readonly FinishChoice[];
  refusal?: FinishRefusal;
} {
  const i = assertObject("input", input);
  const state = assertOneOf("input.targetState", i.targetState, [
    "outOfFight",
    "standing",
    "obviouslyDead",
  ] as const);
  if (!optionalFlag("input.active", i.active)) return { allowed: false, choices: [], refusal: "notActive" };
  if (!optionalFlag("input.inContact", i.inContact))
    return { allowed: false, choices: [], refusal: "notInContact" };
  if (state !== "outOfFight") return { allowed: false, choices: [], refusal: "targetNotOutOfFight" };
  return { allowed: true, choices: FINISH_CHOICES };
}
