import { I18N, SYSTEM_PATH } from "../../config";
import type { RulesetStatus } from "../../shell/ruleset-definition";

/**
 * Fill Yore Hands!'s token conditions. Ids are stored on Active Effects: never changed. Icons are
 * the system's own condition icons (no new art): down reuses "out of the fight", dead "obviously
 * dead", Outa Breath "moving fast", charmed "captured".
 */
const STATUSES = [
  { id: "down", icon: "out-of-the-fight.svg" },
  { id: "dead", icon: "obviously-dead.svg" },
  { id: "prone", icon: "prone.svg" },
  { id: "outaBreath", icon: "moving-fast.svg" },
  { id: "charmed", icon: "captured.svg" },
] as const;

export type FyhStatusId = (typeof STATUSES)[number]["id"];
export const FYH_STATUS_IDS: readonly FyhStatusId[] = STATUSES.map((s) => s.id);

/** A 16-character Active Effect id per status, stable across worlds (V13 wants one). */
export function fyhStatusEffectId(id: string): string {
  return (`fyh${id}`.replace(/[^A-Za-z0-9]/g, "") + "0000000000000000").slice(0, 16);
}

/** The `CONFIG.statusEffects` entries; the HUD offers them on figures only. */
export function fillYoreHandsStatuses(): RulesetStatus[] {
  return STATUSES.map((s) => ({
    id: s.id,
    _id: fyhStatusEffectId(s.id),
    name: `${I18N}.FYH.Status.${s.id}`,
    img: `${SYSTEM_PATH}/assets/icons/conditions/${s.icon}`,
    hud: { actorTypes: ["fyh-figure"] },
  }));
}
