import { statusEffectConfigs } from "./definitions";

/**
 * Replaces core status effects with Blaze of Glory's conditions (V13: an array). The combat
 * tracker's "defeated" toggle uses Out of the Fight.
 */
export function registerConditions(): void {
  CONFIG.statusEffects = statusEffectConfigs() as unknown as typeof CONFIG.statusEffects;
  (CONFIG.specialStatusEffects as unknown as Record<string, string>).DEFEATED = "outOfTheFight";
}
