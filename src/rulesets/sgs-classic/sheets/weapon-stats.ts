import { inches } from "../../../shell/sheets/view-common";
import type { WeaponRowSource } from "./view-input";

/**
 * A weapon's three numbers as the world's rules read them: the basic table's effective range, long
 * range and most shots a phase, or the advanced table's range, ROF and Impact (§3.12). A range the
 * table leaves open (null) shows as a dash.
 */
export function weaponStats(system: WeaponRowSource["system"], advanced: boolean): string[] {
  return advanced
    ? [inches(system.advanced.range), String(system.advanced.rof), String(system.advanced.impact)]
    : [inches(system.basic.effectiveRange), inches(system.basic.longRange), String(system.basic.rofMax)];
}
