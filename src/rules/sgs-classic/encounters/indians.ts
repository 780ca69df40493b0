import { assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import { LOCALES, type Locale } from "../ids";

/**
 * The Indians encounter (guide §4.9.5; seed L794–L818): 2 + 1D6 Indians; at each day's end their
 * morale (the dead and out + 1D6 against those still up + 1D6: higher and they vanish) and the
 * cavalry (1D6, Kansas −2, Southwest +1: 1–3 it comes and drives them off). Holed up at a watering
 * hole, the party need last only three days.
 */

export function indianCount(die: number): number {
  return 2 + assertInteger("die", die, 1, 6);
}

export function resolveIndianMorale(input: {
  readonly down: number;
  readonly standing: number;
  readonly downDie: number;
  readonly standingDie: number;
}): { readonly downTotal: number; readonly standingTotal: number; readonly vanish: boolean } {
  const downTotal = assertInteger("down", input.down, 0, 60) + assertInteger("downDie", input.downDie, 1, 6);
  const standingTotal =
    assertInteger("standing", input.standing, 0, 60) + assertInteger("standingDie", input.standingDie, 1, 6);
  return { downTotal, standingTotal, vanish: downTotal > standingTotal };
}

export const CAVALRY_LOCALE_MODIFIER: Readonly<Record<Locale, number>> = Object.freeze({
  kansas: -2,
  southwest: 1,
  texas: 0,
});

export function resolveCavalry(
  locale: Locale,
  die: number,
): { readonly modified: number; readonly arrives: boolean } {
  const modified =
    assertInteger("die", die, 1, 6) + CAVALRY_LOCALE_MODIFIER[assertOneOf("locale", locale, LOCALES)];
  return { modified, arrives: modified <= 3 };
}

/** Points of the players' side (SGS-Q40): full when they got away themselves (morale counts per the world), half when the cavalry saved them. */
export function indiansOutcome(
  input: { readonly ended: "escaped" | "morale" | "wateringHole" | "cavalry" | "lost" },
  indianMoraleFullPoints = true,
): "full" | "half" | "none" {
  const e = assertOneOf("ended", input.ended, [
    "escaped",
    "morale",
    "wateringHole",
    "cavalry",
    "lost",
  ] as const);
  if (e === "escaped" || e === "wateringHole") return "full";
  if (e === "morale")
    return assertBoolean("indianMoraleFullPoints", indianMoraleFullPoints) ? "full" : "half";
  if (e === "cavalry") return "half";
  return "none";
}
