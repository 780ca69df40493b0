import { I18N, SYSTEM_PATH } from "../../config";
import type { RulesetStatus } from "../../shell/ruleset-definition";

/**
 * Six Gun Sound (classic)'s token conditions. Ids are stored on Active Effects: never changed.
 * Icons are the system's own condition icons (no new art): popped up reuses "last shot", ducked
 * down "duck back", concealed "hidden", brawling "fumbling", on the ground "prone", unconscious
 * "out of the fight", dead "obviously dead".
 */
const STATUSES = [
  { id: "poppedUp", icon: "last-shot.svg" },
  { id: "duckedDown", icon: "duck-back.svg" },
  { id: "concealed", icon: "hidden.svg" },
  { id: "brawling", icon: "fumbling.svg" },
  { id: "runaway", icon: "runaway.svg" },
  { id: "onGround", icon: "prone.svg" },
  { id: "unconscious", icon: "out-of-the-fight.svg" },
  { id: "dead", icon: "obviously-dead.svg" },
] as const;

export type ClassicStatusId = (typeof STATUSES)[number]["id"];
export const CLASSIC_STATUS_IDS: readonly ClassicStatusId[] = STATUSES.map((s) => s.id);

/** A 16-character Active Effect id per status, stable across worlds (V13 wants one). */
export function classicStatusEffectId(id: string): string {
  return (`sgs${id}`.replace(/[^A-Za-z0-9]/g, "") + "0000000000000000").slice(0, 16);
}

/** The `CONFIG.statusEffects` entries; the HUD offers them on figures only. */
export function sgsClassicStatuses(): RulesetStatus[] {
  return STATUSES.map((s) => ({
    id: s.id,
    _id: classicStatusEffectId(s.id),
    name: `${I18N}.Classic.Status.${s.id}`,
    img: `${SYSTEM_PATH}/assets/icons/conditions/${s.icon}`,
    hud: { actorTypes: ["classic-figure"] },
  }));
}
