import { type DiceSource, type Fraction, d6, fraction } from "../../core";
import { assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Who fires first. Draw! (guide §3.9; seed L227–L229): 1D6 + CV each, the higher fires first;
 * equal totals go to the higher Coolness, then both fire at once. The advanced Got a Shot pass-1
 * roll-off (L1344) is the same roll; its tie is SGS-Q29's reading.
 */

export interface Drawer {
  readonly cv: number;
  readonly coolness: number;
}

export interface DrawResult {
  readonly totals: readonly [number, number];
  /** 0 or 1: the figure that fires first; null when they fire at once. */
  readonly first: 0 | 1 | null;
  readonly by: "total" | "coolness" | "simultaneous";
}

function check(d: Drawer, i: number): void {
  assertInteger(`drawers[${i}].cv`, d.cv, 0, 6);
  assertInteger(`drawers[${i}].coolness`, d.coolness, 0, 6);
}

/** Reads a Draw! from the two dice rolled. */
export function resolveDraw(
  drawers: readonly [Drawer, Drawer],
  dice: readonly [number, number],
  tie: "coolnessThenSimultaneous" | "simultaneous" = "coolnessThenSimultaneous",
): DrawResult {
  drawers.forEach(check);
  const totals = [
    drawers[0].cv + assertInteger("dice[0]", dice[0], 1, 6),
    drawers[1].cv + assertInteger("dice[1]", dice[1], 1, 6),
  ] as const;
  if (totals[0] !== totals[1]) return { totals, first: totals[0] > totals[1] ? 0 : 1, by: "total" };
  if (tie === "coolnessThenSimultaneous" && drawers[0].coolness !== drawers[1].coolness)
    return { totals, first: drawers[0].coolness > drawers[1].coolness ? 0 : 1, by: "coolness" };
  return { totals, first: null, by: "simultaneous" };
}

export function rollDraw(drawers: readonly [Drawer, Drawer], source: DiceSource): DrawResult {
  return resolveDraw(drawers, [d6(source), d6(source)]);
}

/** The advanced Got a Shot pass-1 roll-off, its tie read by the world's SGS-Q29. */
export function rollOffGotAShot(
  drawers: readonly [Drawer, Drawer],
  dice: readonly [number, number],
  rules: ClassicRules = DEFAULT_RULES,
): DrawResult {
  return resolveDraw(drawers, dice, rules.gotAShotRollOffTie);
}

/** Exact odds of a Draw!: the first figure first, the second first, at once. */
export function drawOdds(
  drawers: readonly [Drawer, Drawer],
  tie: "coolnessThenSimultaneous" | "simultaneous" = "coolnessThenSimultaneous",
): { first: Fraction; second: Fraction; simultaneous: Fraction } {
  let a = 0;
  let b = 0;
  let both = 0;
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 6; y++) {
      const r = resolveDraw(drawers, [x, y], tie);
      if (r.first === 0) a++;
      else if (r.first === 1) b++;
      else both++;
    }
  return { first: fraction(a, 36), second: fraction(b, 36), simultaneous: fraction(both, 36) };
}

/** SGS-Q14: after a Draw!, whether the slower figure still fires (if it is able to). */
export function slowerFires(stillAble: boolean, rules: ClassicRules = DEFAULT_RULES): boolean {
  return rules.drawSlowerFires && stillAble;
}
