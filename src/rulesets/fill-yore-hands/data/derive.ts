import { WOUND_LEVELS, type WoundLevel, type WoundState } from "../../../rules/fill-yore-hands/ids";
import type { FyhInterpretations } from "../../../rules/fill-yore-hands/interpretations";
import type { FigureSource } from "./source";

/**
 * What a figure's sheet and the table read from its stored data (pure, for tests). The rule that
 * combines a second wound with the first is lost (FYH-M03): until the GM's table says otherwise,
 * the figure's level is its worst wound that was not shrugged off (the guide's placeholder).
 */

/** The penalty a wound level puts on its figure's own shots (guide §2.5, L53–L57). */
export const WOUND_SHOT_PENALTY: Readonly<Record<WoundLevel, number>> = Object.freeze({
  pinked: -1,
  hit: -2,
  gutShot: -3,
  kilt: 0,
});

/** A Drunk's penalty on every shot (L177). */
export const DRUNK_SHOT_PENALTY = -1;

/** Types that are women whatever the GM's flag, under the guide's reading (FYH-Q23). */
export const WOMEN_TYPES = ["honestWoman", "floozy"] as const;

export interface FigureDerived {
  /** Worst wound not ignored (placeholder for the lost rule, FYH-M03). */
  woundLevel: WoundState;
  /** Gut Shot: down, no reply. */
  isDown: boolean;
  /** Kilt. */
  isDead: boolean;
  drunk: boolean;
  woman: boolean;
  /** What the figure's wounds take off its own shots (FYH-Q11: worst, or every wound added). */
  woundPenalty: number;
  /** Wounds and drink together. */
  shotPenalty: number;
  /** An NPC once wounded is Suspicious for good (L150). */
  attitude: FigureSource["attitude"];
}

export function worstWound(wounds: FigureSource["wounds"]): WoundState {
  let worst = -1;
  for (const w of wounds) if (!w.ignored) worst = Math.max(worst, WOUND_LEVELS.indexOf(w.level));
  return worst < 0 ? "none" : WOUND_LEVELS[worst]!;
}

export function deriveFigure(
  source: FigureSource,
  readings: Pick<FyhInterpretations, "woundPenalty" | "womenByType">,
): FigureDerived {
  const woundLevel = worstWound(source.wounds);
  const counted = source.wounds.filter((w) => !w.ignored);
  const woundPenalty =
    readings.woundPenalty === "sum"
      ? counted.reduce((sum, w) => sum + WOUND_SHOT_PENALTY[w.level], 0)
      : woundLevel === "none"
        ? 0
        : WOUND_SHOT_PENALTY[woundLevel];
  const drunk = source.isDrunk === "byType" ? source.characterType === "drunk" : source.isDrunk === "yes";
  const byType = (WOMEN_TYPES as readonly string[]).includes(source.characterType);
  return {
    woundLevel,
    isDown: woundLevel === "gutShot",
    isDead: woundLevel === "kilt",
    drunk,
    woman: source.isWoman || (readings.womenByType && byType),
    woundPenalty,
    shotPenalty: woundPenalty + (drunk ? DRUNK_SHOT_PENALTY : 0),
    attitude: source.isNPC && source.woundedEver ? "suspicious" : source.attitude,
  };
}
