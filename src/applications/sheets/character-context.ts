import { REP_RANGE, SAND_RANGE, TOUGHNESS_RANGE } from "../../rules/blaze-of-glory/figure";
import { HIT_LOCATIONS, PROFESSIONS, WARRIOR_REGIONS, WEAPONS } from "../../rules/blaze-of-glory/ids";
import { AMMO_STATUSES, rollReload, type AmmoStatus } from "../../rules/blaze-of-glory/weapons";
import type { WeaponId } from "../../rules/blaze-of-glory/ids";
import { needsRecovery } from "../../table/tests-flow";
import { PROSPERITY_RANGE } from "../../rules/blaze-of-glory/mounts";
import { I18N } from "../../config";
import { CONDITIONS, conditionIcon, conditionLabel } from "../../conditions/definitions";
import type { CharacterDerived } from "../../data/derive";
import { deriveAttribute } from "../../data/derive-attribute";
import { WOUND_MAX } from "../../data/limits";
import {
  type AttributeSource,
  type CharacterSource,
  type EncounterFlag,
  GUN_ARMS,
  type WeaponSource,
} from "../../data/source-types";
import {
  type ModeView,
  type SheetMode,
  type TabView,
  choices,
  fieldHint,
  fieldLabel,
  inches,
  modeView,
  tabsView,
} from "./view-common";

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
}

export interface StatView {
  key: "rep" | "toughness" | "sand";
  name: string;
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

export interface WeaponRowView {
  id: string;
  name: string;
  img: string;
  weaponLabel: string;
  effective: string;
  effectiveHalved: string;
  maxRange: string;
  targets: number;
  hands: string;
  firingRep: string;
  repModifiers: string[];
  ammo: string;
  ammoLabel: string;
  ammoClass: string;
  ammoChoices: Record<string, string>;
  blocked: string | null;
  familiar: boolean;
  familiarLabel: string;
  tags: string[];
  meleeOnly: boolean;
  /** The weapon may shoot now (not melee-only, nothing blocks it). */
  canShoot: boolean;
  /** A reload would roll dice (the rules core says so for this ammunition state). */
  canReload: boolean;
}

export interface ConditionView {
  id: string;
  label: string;
  icon: string;
  active: boolean;
  /** Encounter flags can be switched from the sheet; wound and ammo icons follow the data. */
  toggle: boolean;
  flag: EncounterFlag | null;
  kind: string;
}

export interface WoundView {
  location: string;
  label: string;
  count: number;
  pips: { value: number; filled: boolean }[];
  effect: string | null;
}

export interface AttributeRowView {
  id: string;
  name: string;
  img: string;
  label: string;
  kind: string;
  cards: string;
  effects: { test: string; change: string }[];
}

export interface CharacterView {
  name: string;
  img: string;
  mode: ModeView;
  editable: boolean;
  /** Roll buttons show: the user owns the figure and the sheet is in play mode. */
  canRoll: boolean;
  /** The figure ended the fight Out of the Fight, not dead: after-battle recovery applies. */
  canRecover: boolean;
  tabs: Record<string, TabView>;
  tabList: TabView[];
  roleLabel: string;
  professionLabel: string;
  regionLabel: string | null;
  needsRegion: boolean;
  veteran: boolean;
  star: boolean;
  gunArmLabel: string;
  stats: StatView[];
  ratings: RatingView[];
  professionChoices: Record<string, string>;
  regionChoices: Record<string, string>;
  gunArmChoices: Record<string, string>;
  prosperity: { value: number | null; min: number; max: number; placeholder: number };
  weapons: WeaponRowView[];
  familiarWeapons: { id: string; label: string; checked: boolean }[];
  reactionSheetLabel: string | null;
  reactions: { test: string; label: string; hint: string }[];
  conditions: ConditionView[];
  activeConditions: ConditionView[];
  encounterToggles: ConditionView[];
  wounds: WoundView[];
  /** The body diagram: which parts carry a wound, and which side the gun arm is drawn on. */
  body: Record<string, boolean | number>;
  woundSummary: string[];
  totalWounds: number;
  gutShot: boolean;
  attributes: AttributeRowView[];
  attributeSlots: number;
  notesHTML: string;
  notesSource: string;
  labels: {
    star: string;
    veteran: string;
    profession: string;
    warriorRegion: string;
    gunArm: string;
    prosperity: string;
    lostLeg: string;
    stagecoachDriver: string;
    familiarWeapons: string;
    notes: string;
  };
}

const PROFESSION_CHOICES = choices(PROFESSIONS, `${I18N}.Profession`);
const REGION_CHOICES = choices(WARRIOR_REGIONS, `${I18N}.WarriorRegion`);
const GUN_ARM_CHOICES = choices(GUN_ARMS, `${I18N}.GunArm`);
const AMMO_CHOICES = choices(AMMO_STATUSES, `${I18N}.Ammo`);

const WOUND_EFFECT: Record<string, (n: number) => string | null> = {
  head: (n) => (n > 0 ? `${I18N}.WoundEffect.head` : null),
  gunArm: (n) =>
    n >= 2 ? `${I18N}.WoundEffect.gunArmUnusable` : n === 1 ? `${I18N}.WoundEffect.gunArm` : null,
  offArm: (n) =>
    n >= 2 ? `${I18N}.WoundEffect.offArmUnusable` : n === 1 ? `${I18N}.WoundEffect.offArm` : null,
  chest: (n) => (n > 0 ? `${I18N}.WoundEffect.chest` : null),
  gut: (n) => (n > 0 ? `${I18N}.WoundEffect.gut` : null),
  leg: (n) => (n >= 2 ? `${I18N}.WoundEffect.legNone` : n === 1 ? `${I18N}.WoundEffect.legHalf` : null),
};

const RANK_NAMES: Record<number, string> = { 11: "J", 12: "Q", 13: "K", 14: "A" };
const rankName = (r: number) => RANK_NAMES[r] ?? String(r);

export function characterView(input: CharacterViewInput): CharacterView {
  const { system, derived } = input;
  const mode = modeView(input.mode, input.editable);
  const tabs = tabsView(CHARACTER_TABS, input.tab, `${I18N}.Tab`);
  const stat = (key: StatView["key"], range: { min: number; max: number }): StatView => ({
    key,
    name: `system.${key}`,
    label: fieldLabel("Character", key),
    hint: fieldHint("Character", key),
    value: system[key],
    min: range.min,
    max: range.max,
  });
  const active = new Set(derived.conditions);
  const conditions: ConditionView[] = CONDITIONS.map((c) => ({
    id: c.id,
    label: conditionLabel(c.id),
    icon: conditionIcon(c),
    active: active.has(c.id),
    toggle: c.kind === "encounter",
    flag: c.flag ?? null,
    kind: c.kind,
  }));
  const familiarSet = new Set(derived.familiarWeapons);
  return {
    name: input.actor.name,
    img: input.actor.img,
    mode,
    editable: input.editable,
    canRoll: (input.canRoll ?? input.editable) && mode.play,
    canRecover: needsRecovery(system.encounter),
    tabs,
    tabList: Object.values(tabs),
    roleLabel: system.star ? `${I18N}.Role.star` : `${I18N}.Role.hand`,
    professionLabel: `${I18N}.Profession.${system.profession}`,
    regionLabel: system.warriorRegion ? `${I18N}.WarriorRegion.${system.warriorRegion}` : null,
    needsRegion: system.profession === "warrior",
    veteran: system.veteran,
    star: system.star,
    gunArmLabel: `${I18N}.GunArm.${system.gunArm}`,
    stats: [stat("rep", REP_RANGE), stat("toughness", TOUGHNESS_RANGE), stat("sand", SAND_RANGE)],
    ratings: [
      {
        key: "horsemanship",
        label: `${I18N}.Derived.horsemanship`,
        hint: `${I18N}.Derived.horsemanshipHint`,
        value: String(derived.horsemanship),
        note: `${I18N}.Derived.cap`,
        noteData: { cap: String(derived.horsemanshipCap) },
      },
      {
        key: "driver",
        label: `${I18N}.Derived.driverRating`,
        hint: `${I18N}.Derived.driverRatingHint`,
        value: String(derived.driverRating),
        note: `${I18N}.Derived.cap`,
        noteData: { cap: String(derived.driverRatingCap) },
      },
      {
        key: "prosperity",
        label: fieldLabel("Character", "prosperity"),
        hint: fieldHint("Character", "prosperity"),
        value: String(derived.prosperity),
        note: derived.prosperityFromRep ? `${I18N}.Derived.fromRep` : `${I18N}.Derived.set`,
        noteData: {},
      },
      {
        key: "move",
        label: `${I18N}.Derived.move`,
        hint: `${I18N}.Derived.moveHint`,
        value: inches(derived.move),
        note: derived.canMove
          ? derived.wounds.movement === "half"
            ? `${I18N}.Derived.moveHalf`
            : `${I18N}.Derived.onFoot`
          : `${I18N}.Derived.cannotMove`,
        noteData: {},
      },
    ],
    professionChoices: PROFESSION_CHOICES,
    regionChoices: REGION_CHOICES,
    gunArmChoices: GUN_ARM_CHOICES,
    prosperity: {
      value: system.prosperity,
      min: PROSPERITY_RANGE.min,
      max: PROSPERITY_RANGE.max,
      placeholder: derived.prosperity,
    },
    weapons: derived.weapons.map((w) => {
      const item = input.weapons.find((i) => i.id === w.id);
      const tags: string[] = [];
      if (w.columns.twoHanded) tags.push(`${I18N}.WeaponTag.twoHanded`);
      else tags.push(`${I18N}.WeaponTag.oneHanded`);
      if (w.columns.meleeWeapon) tags.push(`${I18N}.WeaponTag.melee`);
      for (const f of w.columns.footnotes) tags.push(`${I18N}.WeaponFootnote.${f}`);
      if (w.usesLongE) tags.push(`${I18N}.WeaponTag.longE`);
      return {
        id: w.id,
        name: w.name,
        img: item?.img ?? "",
        weaponLabel: `${I18N}.Weapon.${w.weapon}`,
        effective: w.columns.meleeOnly ? "—" : inches(w.effectiveRange),
        effectiveHalved: inches(w.effectiveRangeHalved),
        maxRange: inches(w.columns.maxRange),
        targets: w.columns.targets,
        hands: w.columns.twoHanded ? "2" : "1",
        firingRep:
          w.firingRep === null ? "—" : w.dieBonus ? `${w.firingRep} (+${w.dieBonus})` : String(w.firingRep),
        repModifiers: w.repModifiers.map((m) => `${I18N}.RepModifier.${m}`),
        ammo: w.ammo,
        ammoLabel: `${I18N}.Ammo.${w.ammo}`,
        ammoClass: `ammo-${w.ammo}`,
        ammoChoices: AMMO_CHOICES,
        blocked: w.blockedBy ? `${I18N}.Blocked.${w.blockedBy}` : null,
        familiar: w.familiar,
        familiarLabel: w.familiar ? `${I18N}.Familiar.yes` : `${I18N}.Familiar.no`,
        tags,
        meleeOnly: w.columns.meleeOnly,
        canShoot: !w.columns.meleeOnly && w.blockedBy === null,
        canReload: !w.columns.meleeOnly && reloadRolls(w.weapon, w.ammo),
      };
    }),
    familiarWeapons: WEAPONS.map((id) => ({
      id,
      label: `${I18N}.Weapon.${id}`,
      checked: system.familiarWeapons.includes(id) || familiarSet.has(id),
    })),
    reactionSheetLabel: derived.reactionSheet ? `${I18N}.ReactionSheet.${derived.reactionSheet}` : null,
    reactions: derived.reactionTests.map((t) => ({
      test: t,
      label: `${I18N}.Reaction.Test.${t}`,
      hint: `${I18N}.Reaction.Hint.${t}`,
    })),
    conditions,
    activeConditions: conditions.filter((c) => c.active),
    encounterToggles: conditions.filter((c) => c.toggle),
    wounds: HIT_LOCATIONS.map((location) => {
      const count = system.wounds[location];
      return {
        location,
        label: `${I18N}.Location.${location}`,
        count,
        pips: Array.from({ length: WOUND_MAX }, (_, i) => ({ value: i + 1, filled: i < count })),
        effect: WOUND_EFFECT[location]!(count),
      };
    }),
    body: {
      ...Object.fromEntries(HIT_LOCATIONS.map((l) => [l, system.wounds[l] > 0])),
      // The figure faces the reader: a right gun arm is drawn on the reader's left.
      gunArmX: system.gunArm === "right" ? 14 : 86,
      offArmX: system.gunArm === "right" ? 86 : 14,
      gunArmLabelX: system.gunArm === "right" ? 24 : 96,
      offArmLabelX: system.gunArm === "right" ? 96 : 24,
    },
    woundSummary: woundSummary(derived),
    totalWounds: derived.totalWounds,
    gutShot: system.wounds.gutShot,
    attributes: input.attributes.map((a) => {
      const d = deriveAttribute(a.system.attribute);
      return {
        id: a.id,
        name: a.name,
        img: a.img,
        label: `${I18N}.Attribute.${a.system.attribute}`,
        kind: `${I18N}.AttributeKind.${a.system.kind}`,
        cards: d.cards
          .map((c) => {
            const first = c.ranks[0]!;
            const last = c.ranks[c.ranks.length - 1]!;
            const ranks = first === last ? rankName(first) : `${rankName(first)}–${rankName(last)}`;
            return `${ranks} ${SUIT_SYMBOL[c.suit]}`;
          })
          .join(", "),
        effects: d.effects.map((e) => ({
          test: `${I18N}.EffectTest.${e.test}`,
          change: `${I18N}.EffectChange.${e.change}`,
        })),
      };
    }),
    attributeSlots: derived.attributeSlots,
    notesHTML: input.notesHTML,
    notesSource: system.notes,
    labels: {
      star: fieldLabel("Character", "star"),
      veteran: fieldLabel("Character", "veteran"),
      profession: fieldLabel("Character", "profession"),
      warriorRegion: fieldLabel("Character", "warriorRegion"),
      gunArm: fieldLabel("Character", "gunArm"),
      prosperity: fieldLabel("Character", "prosperity"),
      lostLeg: fieldLabel("Character", "lostLeg"),
      stagecoachDriver: fieldLabel("Character", "stagecoachDriver"),
      familiarWeapons: fieldLabel("Character", "familiarWeapons"),
      notes: fieldLabel("Character", "notes"),
    },
  };
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

const SUIT_SYMBOL: Record<string, string> = { spades: "♠", clubs: "♣", hearts: "♥", diamonds: "♦" };

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
