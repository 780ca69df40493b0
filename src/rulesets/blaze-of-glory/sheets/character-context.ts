import { REP_RANGE, SAND_RANGE, TOUGHNESS_RANGE } from "../../../rules/blaze-of-glory/figure";
import { HIT_LOCATIONS, PROFESSIONS, WARRIOR_REGIONS, WEAPONS } from "../../../rules/blaze-of-glory/ids";
import { AMMO_STATUSES, rollReload, type AmmoStatus } from "../../../rules/blaze-of-glory/weapons";
import type { WeaponId } from "../../../rules/blaze-of-glory/ids";
import { needsRecovery } from "../table/tests-flow";
import { PROSPERITY_RANGE } from "../../../rules/blaze-of-glory/mounts";
import { I18N } from "../../../config";
import { CONDITIONS, conditionIcon, conditionLabel } from "../conditions/definitions";
import type { CharacterDerived, WeaponForFigure } from "../data/derive";
import { deriveAttribute } from "../data/derive-attribute";
import { WOUND_MAX } from "../data/limits";
import {
  type AttributeSource,
  type CharacterSource,
  type EncounterFlag,
  GUN_ARMS,
  type WeaponSource,
} from "../data/source-types";
import {
  type ModeView,
  type SheetMode,
  type TabView,
  choices,
  derivedStat,
  effectRows,
  fieldHint,
  fieldLabel,
  SUIT_SYMBOL,
  cardRank,
  inches,
  modeView,
  tabsView,
} from "../../../shell/sheets/view-common";
import { pluralKey } from "../../../shell/plural";

/**
 * The character sheet's view model, built without Foundry so the preview gallery renders the sheet
 * from the very same function the live sheet uses. Input: plain source data, the rules-core
 * derivations and the embedded items; output: everything the templates print.
 */

export const CHARACTER_TABS = [
  { id: "combat", icon: "fa-solid fa-gun" },
  { id: "wounds", icon: "fa-solid fa-user-injured" },
  { id: "attributes", icon: "fa-solid fa-star" },
  { id: "notes", icon: "fa-solid fa-book-open" },
] as const;
export type CharacterTab = (typeof CHARACTER_TABS)[number]["id"];

export interface OwnedItem<S> {
  id: string;
  name: string;
  img: string;
  system: S;
}

export interface CharacterViewInput {
  actor: { name: string; img: string };
  system: CharacterSource;
  derived: CharacterDerived;
  weapons: readonly OwnedItem<WeaponSource>[];
  attributes: readonly OwnedItem<AttributeSource>[];
  mode: SheetMode;
  tab: string;
  editable: boolean;
  /** The user owns the figure and may roll for it (defaults to `editable`). */
  canRoll?: boolean;
  /** Enriched notes HTML (the sheet enriches; the gallery passes the stored HTML). */
  notesHTML: string;
  /** The client's language (`game.i18n.lang`), for plural forms; English by default. */
  lang?: string;
}

/** A button of the sheet's Actions panel: `action` names the sheet's handler. */
export interface SheetActionView {
  action: (typeof SHEET_ACTIONS)[number];
  label: string;
  hint: string;
  icon: string;
  disabled: boolean;
}

/**
 * The figure's own actions on the sheet, each a `TABLE_API` entry point: the Draw, Fightin' and an
 * exchange of fire go against the user's targeted tokens, the others concern the figure alone.
 */
export const SHEET_ACTIONS = ["draw", "melee", "exchange", "moveFast", "challenge", "recovery"] as const;

export interface StatView {
  /** The field under `system.` the input edits. */
  key: "rep" | "toughness" | "sand";
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
}

export interface RatingView {
  key: string;
  label: string;
  hint: string;
  value: string;
  /** Second line (cap, "from Rep"...), as a lang key with data. */
  note: string;
  noteData: Record<string, string>;
}

/** The derived weapon (the template names its weapon, tags and block) with its cells as text. */
export interface WeaponRowView extends Omit<WeaponForFigure, "firingRep"> {
  effective: string;
  effectiveHalved: string;
  maxRange: string;
  firingRep: string;
  /** Crackshot / Knife Fighter: added to each die's score, shown under the Rep. */
  dieBonus: number;
  ammoChoices: Record<string, string>;
  meleeOnly: boolean;
  /** The weapon may shoot now (not melee-only, nothing blocks it). */
  canShoot: boolean;
  /** A reload would roll dice (the rules core says so for this ammunition state). */
  canReload: boolean;
}

export interface ConditionView {
  label: string;
  icon: string;
  active: boolean;
  /** Encounter flags can be switched from the sheet; wound and ammo icons follow the data. */
  toggle: boolean;
  flag: EncounterFlag | null;
}

export interface WoundView {
  location: string;
  count: number;
  /** `setKey`: the pip's accessible name, in the plural form for its count. */
  pips: { value: number; filled: boolean; setKey: string }[];
  effect: string | null;
}

export interface AttributeRowView {
  id: string;
  name: string;
  kind: string;
  cards: string;
  effects: { test: string; change: string; condition: string | null }[];
}

export interface CharacterView {
  name: string;
  img: string;
  system: CharacterSource;
  mode: ModeView;
  editable: boolean;
  /** Roll buttons show: the user owns the figure and the sheet is in play mode. */
  canRoll: boolean;
  /** The figure ended the fight Out of the Fight, not dead: after-battle recovery applies. */
  canRecover: boolean;
  /** The Actions panel's buttons (empty when the user may not roll). */
  actions: SheetActionView[];
  /** A Warrior without a region: no reaction sheet until one is chosen. */
  needsRegion: boolean;
  /** Each region with the places its Warriors are met (lang keys), to choose by the encounter's. */
  regionLocales: { label: string; locales: string }[];
  tabs: Record<string, TabView>;
  stats: StatView[];
  ratings: RatingView[];
  professionChoices: Record<string, string>;
  regionChoices: Record<string, string>;
  gunArmChoices: Record<string, string>;
  prosperity: { value: number | null; min: number; max: number; placeholder: number };
  weapons: WeaponRowView[];
  familiarWeapons: { id: string; checked: boolean }[];
  reactionSheet: string | null;
  /** The tests the figure's reaction sheet lists (the template names them). */
  reactions: readonly string[];
  activeConditions: ConditionView[];
  encounterToggles: ConditionView[];
  wounds: WoundView[];
  /** The body diagram draws the gun arm on the reader's left (the figure faces the reader). */
  gunArmRight: boolean;
  woundSummary: string[];
  attributes: AttributeRowView[];
  attributeSlots: number;
  notesHTML: string;
}

const PROFESSION_CHOICES = choices(PROFESSIONS, `${I18N}.Profession`);
const REGION_CHOICES = choices(WARRIOR_REGIONS, `${I18N}.WarriorRegion`);
const GUN_ARM_CHOICES = choices(GUN_ARMS, `${I18N}.GunArm`);
const AMMO_CHOICES = choices(AMMO_STATUSES, `${I18N}.Ammo`);

/** Each location's WoundEffect key at one wound and at two or more. */
const WOUND_EFFECT: Record<string, [string, string]> = {
  head: ["head", "head"],
  gunArm: ["gunArm", "gunArmUnusable"],
  offArm: ["offArm", "offArmUnusable"],
  chest: ["chest", "chest"],
  gut: ["gut", "gut"],
  leg: ["legHalf", "legNone"],
};

export function characterView(input: CharacterViewInput): CharacterView {
  const { system, derived } = input;
  const mode = modeView(input.mode, input.editable);
  const tabs = tabsView(CHARACTER_TABS, input.tab, `${I18N}.Tab`);
  const stat = (key: StatView["key"], range: { min: number; max: number }): StatView => ({
    key,
    label: fieldLabel("Character", key),
    hint: fieldHint("Character", key),
    value: system[key],
    ...range,
  });
  const active = new Set(derived.conditions);
  const conditions: ConditionView[] = CONDITIONS.map((c) => ({
    label: conditionLabel(c.id),
    icon: conditionIcon(c),
    active: active.has(c.id),
    toggle: c.kind === "encounter",
    flag: c.flag ?? null,
  }));
  const familiarSet = new Set(derived.familiarWeapons);
  const canRoll = (input.canRoll ?? input.editable) && mode.play;
  const canRecover = needsRecovery(system.encounter);
  const lang = input.lang ?? "en";
  return {
    ...input.actor,
    system,
    mode,
    editable: input.editable,
    canRoll,
    canRecover,
    actions: canRoll ? sheetActions({ canMove: derived.canMove, canRecover }) : [],
    needsRegion: system.profession === "warrior" && !system.warriorRegion,
    regionLocales: WARRIOR_REGIONS.map((r) => ({
      label: `${I18N}.WarriorRegion.${r}`,
      locales: `${I18N}.Character.RegionLocales.${r}`,
    })),
    tabs,
    stats: [stat("rep", REP_RANGE), stat("toughness", TOUGHNESS_RANGE), stat("sand", SAND_RANGE)],
    ratings: [
      rating("horsemanship", "horsemanship", String(derived.horsemanship), {
        cap: String(derived.horsemanshipCap),
      }),
      rating("driver", "driverRating", String(derived.driverRating), {
        cap: String(derived.driverRatingCap),
      }),
      {
        key: "prosperity",
        label: fieldLabel("Character", "prosperity"),
        hint: fieldHint("Character", "prosperity"),
        value: String(derived.prosperity),
        note: derived.prosperityFromRep ? `${I18N}.Derived.fromRep` : `${I18N}.Derived.set`,
        noteData: {},
      },
      rating(
        "move",
        "move",
        inches(derived.move),
        {},
        derived.canMove
          ? derived.wounds.movement === "half"
            ? `${I18N}.Derived.moveHalf`
            : `${I18N}.Derived.onFoot`
          : `${I18N}.Derived.cannotMove`,
      ),
    ],
    professionChoices: PROFESSION_CHOICES,
    regionChoices: REGION_CHOICES,
    gunArmChoices: GUN_ARM_CHOICES,
    prosperity: { value: system.prosperity, ...PROSPERITY_RANGE, placeholder: derived.prosperity },
    weapons: derived.weapons.map((w) => ({
      ...w,
      effective: w.columns.meleeOnly ? "—" : inches(w.effectiveRange),
      effectiveHalved: inches(w.effectiveRangeHalved),
      maxRange: inches(w.columns.maxRange),
      firingRep: w.firingRep === null ? "—" : String(w.firingRep),
      ammoChoices: AMMO_CHOICES,
      meleeOnly: w.columns.meleeOnly,
      canShoot: !w.columns.meleeOnly && w.blockedBy === null,
      canReload: !w.columns.meleeOnly && reloadRolls(w.weapon, w.ammo),
    })),
    familiarWeapons: WEAPONS.map((id) => ({
      id,
      checked: system.familiarWeapons.includes(id) || familiarSet.has(id),
    })),
    reactionSheet: derived.reactionSheet,
    reactions: derived.reactionTests,
    activeConditions: conditions.filter((c) => c.active),
    encounterToggles: conditions.filter((c) => c.toggle),
    wounds: HIT_LOCATIONS.map((location) => {
      const count = system.wounds[location];
      return {
        location,
        count,
        pips: Array.from({ length: WOUND_MAX }, (_, i) => ({
          value: i + 1,
          filled: i < count,
          setKey: pluralKey(`${I18N}.Wounds.setCount`, i + 1, lang),
        })),
        effect: count ? `${I18N}.WoundEffect.${WOUND_EFFECT[location]![count >= 2 ? 1 : 0]}` : null,
      };
    }),
    gunArmRight: system.gunArm === "right",
    woundSummary: woundSummary(derived),
    attributes: input.attributes.map((a) => {
      const d = deriveAttribute(a.system.attribute);
      return {
        id: a.id,
        name: a.name,
        kind: a.system.kind,
        cards: d.cards
          .map((c) => {
            const first = c.ranks[0]!;
            const last = c.ranks[c.ranks.length - 1]!;
            const ranks = first === last ? cardRank(first) : `${cardRank(first)}–${cardRank(last)}`;
            return `${ranks} ${SUIT_SYMBOL[c.suit]}`;
          })
          .join(", "),
        effects: effectRows(d.effects),
      };
    }),
    attributeSlots: derived.attributeSlots,
    notesHTML: input.notesHTML,
  };
}

/** The Actions panel: each button's lang keys, icon and whether it can be used now. */
function sheetActions(state: { canMove: boolean; canRecover: boolean }): SheetActionView[] {
  const key = (k: string) => `${I18N}.Character.Actions.${k}`;
  const button = (
    action: SheetActionView["action"],
    icon: string,
    label: string,
    hint: string,
    disabled = false,
  ): SheetActionView => ({ action, icon, label, hint, disabled });
  return [
    button("draw", "fa-solid fa-hand", key("draw"), key("drawHint")),
    button("melee", "fa-solid fa-hand-fist", key("melee"), key("meleeHint")),
    button("exchange", "fa-solid fa-arrow-right-arrow-left", key("exchange"), key("exchangeHint")),
    button(
      "moveFast",
      "fa-solid fa-person-running",
      key("moveFast"),
      state.canMove ? key("moveFastHint") : key("cannotMove"),
      !state.canMove,
    ),
    button("challenge", "fa-solid fa-mountain", `${I18N}.Table.Challenge`, `${I18N}.Table.ChallengeHint`),
    button(
      "recovery",
      "fa-solid fa-kit-medical",
      `${I18N}.Table.Recovery`,
      state.canRecover ? `${I18N}.Table.RecoveryHint` : `${I18N}.Table.RecoveryNotNeeded`,
      !state.canRecover,
    ),
  ];
}

/** Asks the rules core whether reloading a weapon in this ammunition state rolls any dice. */
function reloadRolls(weapon: WeaponId, status: AmmoStatus): boolean {
  let rolled = false;
  rollReload(
    {
      roll: () => {
        rolled = true;
        return 6;
      },
    },
    { weapon, status },
  );
  return rolled;
}

/** A derived rating (see `derivedStat`) with a note under the value, the rating's cap by default. */
function rating(
  key: string,
  derived: string,
  value: string,
  noteData: Record<string, string>,
  note = `${I18N}.Derived.cap`,
): RatingView {
  return { key, ...derivedStat(derived, value), note, noteData };
}

/** The wound effects that matter while the figure fights, as lang keys. */
function woundSummary(derived: CharacterDerived): string[] {
  const w = derived.wounds;
  const out: string[] = [];
  if (!w.gunArmUsable) out.push(`${I18N}.WoundEffect.gunArmUnusable`);
  else if (w.gunArmPenalty) out.push(`${I18N}.WoundEffect.gunArm`);
  if (!w.offArmUsable) out.push(`${I18N}.WoundEffect.offArmUnusable`);
  else if (w.offArmPenalty) out.push(`${I18N}.WoundEffect.offArm`);
  if (w.chestPenalty) out.push(`${I18N}.WoundEffect.chest`);
  if (w.movement === "half") out.push(`${I18N}.WoundEffect.legHalf`);
  if (w.movement === "none") out.push(`${I18N}.WoundEffect.legNone`);
  return out;
}
