import type { DiceSource } from "../../rules/core";
import { fv } from "../foundry";

/**
 * Dice from Foundry's RNG (`CONFIG.Dice.randomUniform`, a Mersenne Twister unless a test seeds
 * it), for draws the rules core makes itself (shuffles, roll-offs, generators), not shown as rolls.
 */
export function foundryDice(): DiceSource {
  return {
    roll(faces: number): number {
      const uniform = fv().CONFIG.Dice.randomUniform;
      if (!uniform) throw new Error("dice: CONFIG.Dice.randomUniform is missing");
      return Math.min(faces, Math.floor(uniform() * faces) + 1);
    },
  };
}
