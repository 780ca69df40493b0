import { I18N, SYSTEM_PATH } from "../../../config";
import type { AmmoStatus } from "../../../rules/blaze-of-glory/weapons";
import type { HitLocation } from "../../../rules/blaze-of-glory/ids";
import type { EncounterFlag, EncounterState, WoundsSource } from "../data/source-types";

/**
 * The token conditions of Blaze of Glory and how they follow a figure's data. Pure: the Foundry
 * layer (`./register.ts`, `../hooks/conditions.ts`) turns these into `CONFIG.statusEffects` and keeps
 * the token icons in step with the sheet.
 *
 * Three kinds of condition:
 * - `encounter`: one flag of the figure's encounter state. Either side may change it: ticking it on
 *   the sheet shows the icon, toggling the icon on the token HUD ticks the flag.
 * - `wound`: shown while the figure carries a wound at that location (the sheet is the source).
 * - `ammo`: shown while any of the figure's weapons is in that ammunition state (the sheet is the
 *   source). Wound and ammo icons are kept off the HUD palette: they follow the data only.
 */

export type ConditionKind = "encounter" | "wound" | "ammo";

export interface ConditionDef {
  /** Status id (stable; stored on ActiveEffects). */
  readonly id: string;
  readonly kind: ConditionKind;
  readonly flag?: EncounterFlag;
  readonly location?: HitLocation;
  readonly ammo?: AmmoStatus;
  /** File name under assets/icons/conditions/. */
  readonly icon: string;
}

/** Each icon file is named after its status id, in kebab case (`outOfAmmo` → out-of-ammo.svg). */
function iconOf(id: string): string {
  return `${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.svg`;
}
function encounter(flag: EncounterFlag): ConditionDef {
  return { id: flag, kind: "encounter", flag, icon: iconOf(flag) };
}
function wound(location: HitLocation): ConditionDef {
  const id = `wound${location[0]!.toUpperCase()}${location.slice(1)}`;
  return { id, kind: "wound", location, icon: iconOf(id) };
}
function ammo(id: string, status: AmmoStatus): ConditionDef {
  return { id, kind: "ammo", ammo: status, icon: iconOf(id) };
}

/** In the order the token HUD and the sheet list them. */
export const CONDITIONS: readonly ConditionDef[] = Object.freeze([
  encounter("duckBack"),
  encounter("runaway"),
  encounter("prone"),
  encounter("hidden"),
  encounter("movingFast"),
  encounter("flinched"),
  encounter("outOfTheFight"),
  encounter("obviouslyDead"),
  ammo("fumbling", "fumbling"),
  ammo("lastShot", "lastShot"),
  ammo("outOfAmmo", "out"),
  wound("head"),
  wound("gunArm"),
  wound("offArm"),
  wound("chest"),
  wound("gut"),
  wound("leg"),
  encounter("captured"),
  encounter("surrendered"),
  encounter("mounted"),
  encounter("removedFromPlay"),
  encounter("siouxside"),
]);

export type ConditionId = string;
export const CONDITION_IDS: readonly ConditionId[] = CONDITIONS.map((c) => c.id);
const BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));

export function conditionDef(id: string): ConditionDef | undefined {
  return BY_ID.get(id);
}

export function conditionLabel(id: string): string {
  return `${I18N}.Condition.${id}`;
}

export function conditionIcon(def: ConditionDef): string {
  return `${SYSTEM_PATH}/assets/icons/conditions/${def.icon}`;
}

/** What the conditions of a figure are read from. */
export interface ConditionInputs {
  encounter: EncounterState;
  wounds: WoundsSource;
  /** Ammunition state of each of the figure's weapons. */
  ammo: readonly AmmoStatus[];
}

/** Every condition the figure's data says is on, in `CONDITIONS` order. */
export function conditionsFor(data: ConditionInputs): ConditionId[] {
  const on: ConditionId[] = [];
  for (const c of CONDITIONS) {
    if (c.kind === "encounter" && data.encounter[c.flag!]) on.push(c.id);
    else if (c.kind === "wound" && data.wounds[c.location!] > 0) on.push(c.id);
    else if (c.kind === "ammo" && data.ammo.includes(c.ammo!)) on.push(c.id);
  }
  return on;
}

/**
 * The system-data change that matches a status toggled on the token, or null when the status does
 * not drive data (wounds and ammunition follow the sheet) or the data already agrees.
 */
export function encounterChangeFor(
  id: string,
  active: boolean,
  current: EncounterState,
): Record<string, boolean> | null {
  const def = BY_ID.get(id);
  if (!def || def.kind !== "encounter") return null;
  if (current[def.flag!] === active) return null;
  return { [`system.encounter.${def.flag}`]: active };
}

/** Which of our statuses to switch on and off so the token matches the data. */
export function statusSyncPlan(
  present: ReadonlySet<string>,
  wanted: readonly ConditionId[],
): { add: ConditionId[]; remove: ConditionId[] } {
  const want = new Set(wanted);
  const add = CONDITION_IDS.filter((id) => want.has(id) && !present.has(id));
  const remove = CONDITION_IDS.filter((id) => !want.has(id) && present.has(id));
  return { add, remove };
}

/** A 16-character document id for a status, stable across clients (toggling finds the same effect). */
export function statusEffectId(id: string): string {
  const base = `sgs${id}`.replace(/[^A-Za-z0-9]/g, "");
  return (base + "0000000000000000").slice(0, 16);
}

/** The `CONFIG.statusEffects` entries (V13 array shape). */
export function statusEffectConfigs(): {
  id: string;
  _id: string;
  name: string;
  img: string;
  hud: boolean | { actorTypes: string[] };
}[] {
  return CONDITIONS.map((c) => ({
    id: c.id,
    _id: statusEffectId(c.id),
    name: conditionLabel(c.id),
    img: conditionIcon(c),
    hud: c.kind === "encounter" ? { actorTypes: ["character"] } : false,
  }));
}
