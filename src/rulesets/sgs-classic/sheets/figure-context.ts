import { I18N } from "../../../config";
import {
  COOLNESS_RESULTS,
  CON_CATEGORIES,
  ENCOUNTERS,
  INDIAN_NATIONS,
  LOCALES,
  NPC_TABLES,
  PROFESSIONS,
  SIDE_COLOURS,
  UNIQUE_ROLES,
} from "../../../rules/sgs-classic/ids";
import { damageThresholds } from "../../../rules/sgs-classic/stats/damage";
import { choices, modeView, tabsView } from "../../../shell/sheets/view-common";
import { type CommonViewInput, S, type WeaponRowSource } from "./view-input";
import { weaponStats } from "./weapon-stats";
import { FIGURE_TAB_IDS } from "./sheet-specs";

/** The figure sheet's view model (pure; shared by the live sheet and the gallery). */

const C = `${I18N}.Classic`;

const TAB_ICONS: Record<(typeof FIGURE_TAB_IDS)[number], string> = {
  gunfight: "fa-solid fa-gun",
  status: "fa-solid fa-heart-pulse",
  campaign: "fa-solid fa-map",
  notes: "fa-solid fa-book-open",
};
export const FIGURE_TABS = FIGURE_TAB_IDS.map((id) => ({ id, icon: TAB_ICONS[id] }));

/** The figure's roll buttons: each `data-action` names a `game.sixGunSound.classic` entry point. */
export const FIGURE_ACTIONS = [
  { action: "reactionTest", icon: "fa-solid fa-bolt" },
  { action: "coolnessCheck", icon: "fa-solid fa-snowflake" },
  { action: "shoot", icon: "fa-solid fa-crosshairs" },
  { action: "draw", icon: "fa-solid fa-hand" },
  { action: "charge", icon: "fa-solid fa-person-running" },
  { action: "brawl", icon: "fa-solid fa-hand-fist" },
  { action: "horseCheck", icon: "fa-solid fa-horse" },
] as const;
export type FigureAction = (typeof FIGURE_ACTIONS)[number]["action"];

/** The stored figure as the sheet reads it (a structural subset of the data model's source). */
export interface FigureViewSource {
  isPC: boolean;
  profession: string | null;
  conCategory: string;
  isWoman: boolean;
  indianNation: string | null;
  npc: { table: string | null; roll: number | null; role: string };
  uniqueRole: string | null;
  cv: number;
  coolness: number;
  constitution: {
    woundDamage: number;
    brawlDamage: number;
    maxOverride: number | null;
    max: number;
    current: number;
    unconscious: boolean;
    dead: boolean;
  };
  side: string;
  inCover: boolean;
  secureFlanksRear: boolean;
  stationary: boolean;
  movedFast: boolean;
  shotsThisPhase: number;
  coolnessResult: string | null;
  duckDownTurns: number;
  badWounds: number;
  scratches: number;
  horse: string | null;
  rifleAtHorse: boolean;
  citizenActive: boolean;
  campaign: {
    currentLocale: string;
    encounterPoints: number;
    shootoutsWithoutRunning: number;
    lifeAndTimes: { roll: number; key: string; locale: string | null }[];
    cattleDriveMonthsLeft: number;
    rangeWar: boolean;
    history: {
      year: number;
      month: number;
      encounter: string | null;
      outcome: string;
      points: number;
      ranAway: boolean;
    }[];
  };
  notes: string;
}

export interface FigureViewInput extends CommonViewInput {
  system: FigureViewSource;
  weapons: WeaponRowSource[];
  tab: string;
  /** The figure's horse, resolved by the sheet (null: none or gone). */
  horseName: string | null;
  /** The owner may roll (the buttons show only then). */
  canRoll: boolean;
}

const TOGGLES = [
  "inCover",
  "secureFlanksRear",
  "stationary",
  "movedFast",
  "rifleAtHorse",
  "citizenActive",
] as const;
const ADVANCED_COUNTERS = ["badWounds", "scratches", "duckDownTurns"] as const;

/** A toggle or counter of the Status tab: its form name, value and own label and hint. */
function flag(key: string, checked: boolean) {
  return { key, name: `system.${key}`, checked, label: `${S}.Field.${key}`, hint: `${S}.Field.${key}Hint` };
}

/** Constitution for the header: current of max, and the damage that knocks out and that kills. */
export function constitutionView(con: FigureViewSource["constitution"]) {
  let thresholds: { unconsciousAt: number; deadAt: number } | null;
  try {
    thresholds = damageThresholds(con.max);
  } catch {
    thresholds = null;
  }
  const damage = con.woundDamage + con.brawlDamage;
  return {
    current: con.current,
    max: con.max,
    damage,
    woundDamage: con.woundDamage,
    brawlDamage: con.brawlDamage,
    unconsciousAt: thresholds?.unconsciousAt ?? null,
    deadAt: thresholds?.deadAt ?? null,
    state: con.dead ? "dead" : con.unconscious ? "unconscious" : "up",
    stateLabel: `${S}.State.${con.dead ? "dead" : con.unconscious ? "unconscious" : "up"}`,
    /** Fill of the bar, 0–100: what is left of the maximum. */
    percent: con.max > 0 ? Math.max(0, Math.min(100, Math.round((100 * con.current) / con.max))) : 0,
    overridden: con.maxOverride !== null,
  };
}

export function figureView(input: FigureViewInput) {
  const { system, rules } = input;
  const advanced = rules.advancedShooting;
  // Every tab always shows (static TABS); a non-player figure's Campaign tab says it keeps none.
  const tabs = tabsView(FIGURE_TABS, input.tab, `${S}.Tab`);
  const identity = system.isPC
    ? system.profession
      ? `${C}.Profession.${system.profession}`
      : `${S}.noProfession`
    : system.npc.table
      ? `${C}.NpcTable.${system.npc.table}`
      : `${S}.npc`;
  return {
    name: input.name,
    img: input.img,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    canRoll: input.canRoll && input.editable,
    system,
    tabs,
    identityLabel: identity,
    role: system.isPC ? "" : system.npc.role,
    sideLabel: `${C}.Side.${system.side}`,
    uniqueRoleLabel: system.uniqueRole ? `${C}.UniqueRole.${system.uniqueRole}` : null,
    conCategoryLabel: `${C}.ConCategory.${system.conCategory}`,
    constitution: constitutionView(system.constitution),
    advanced,
    weaponColumns: advanced
      ? [`${S}.WeaponField.range`, `${S}.WeaponField.rof`, `${S}.WeaponField.impact`]
      : [`${S}.WeaponField.effectiveRange`, `${S}.WeaponField.longRange`, `${S}.WeaponField.rofMax`],
    weapons: input.weapons.map((w) => ({
      id: w.id,
      name: w.name,
      img: w.img,
      keyLabel: `${C}.WeaponKey.${w.system.key}`,
      stats: weaponStats(w.system, advanced),
    })),
    actions: FIGURE_ACTIONS.filter((a) => a.action !== "horseCheck" || system.horse).map((a) => ({
      ...a,
      label: `${S}.Action.${a.action}`,
      hint: `${S}.Action.${a.action}Hint`,
    })),
    horseName: input.horseName,
    toggles: TOGGLES.map((k) => flag(k, system[k])),
    coolnessResultLabel: system.coolnessResult ? `${C}.CoolnessResult.${system.coolnessResult}` : `${S}.none`,
    /** Bad Wounds, Scratches and duck-down turns belong to the advanced shooting rules (§3.12). */
    counters: advanced ? ADVANCED_COUNTERS.map((k) => ({ ...flag(k, false), value: system[k] })) : [],
    campaign: system.isPC
      ? {
          localeLabel: `${C}.Locale.${system.campaign.currentLocale}`,
          lifeAndTimes: system.campaign.lifeAndTimes.map((e, index) => ({
            ...e,
            index,
            localeLabel: e.locale ? `${C}.Locale.${e.locale}` : null,
          })),
          history: system.campaign.history.map((h, index) => ({
            ...h,
            index,
            when: `${h.year}/${String(h.month).padStart(2, "0")}`,
            encounterLabel: h.encounter ? `${C}.Encounter.${h.encounter}` : null,
          })),
        }
      : null,
    choices: {
      profession: choices(PROFESSIONS, `${C}.Profession`),
      conCategory: choices(CON_CATEGORIES, `${C}.ConCategory`),
      npcTable: choices(NPC_TABLES, `${C}.NpcTable`),
      uniqueRole: choices(UNIQUE_ROLES, `${C}.UniqueRole`),
      indianNation: choices(INDIAN_NATIONS, `${C}.IndianNation`),
      side: choices(SIDE_COLOURS, `${C}.Side`),
      coolnessResult: choices(COOLNESS_RESULTS, `${C}.CoolnessResult`),
      locale: choices(LOCALES, `${C}.Locale`),
      encounter: choices(ENCOUNTERS, `${C}.Encounter`),
    },
    notesHTML: input.notesHTML,
  };
}
