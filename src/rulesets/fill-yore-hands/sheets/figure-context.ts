import {
  ATTITUDES,
  CHARACTER_TYPES,
  QUICKNESS,
  TOUGHNESS,
  WOUND_LEVELS,
  WOUND_SOURCES,
} from "../../../rules/fill-yore-hands/ids";
import { type SheetMode, modeView } from "../../../shell/sheets/view-common";
import { WOUND_SHOT_PENALTY, type FigureDerived } from "../data/derive";
import { DRUNK_CHOICES, type FigureSource, type WeaponSource } from "../data/source";
import { TABLE_API_NAMES } from "../load";
import { P, cardText, choicesOf, signed } from "./labels";

/** The figure sheet's view model (pure; shared by the live sheet and the gallery). */

export interface OwnedWeapon {
  id: string;
  name: string;
  img: string;
  system: WeaponSource;
}

export interface FigureViewInput {
  actor: { name: string; img: string };
  system: FigureSource;
  derived: FigureDerived;
  weapons: OwnedWeapon[];
  /** The name of the figure who charmed this NPC, resolved by the sheet (null: none or gone). */
  charmedByName: string | null;
  mode: SheetMode;
  editable: boolean;
  notesHTML: string;
}

const STATE_FLAGS = ["mounted", "prone", "inLightCover", "inWindowOrDoor"] as const;
/** Flags the table's flows set; edit mode lets the GM put them right. */
const BOOKKEEPING_FLAGS = [
  "toughnessUsed",
  "drunkShrugUsed",
  "ranLastActivation",
  "stoodStillLastActivation",
] as const;

const ACTION_ICONS: Record<(typeof TABLE_API_NAMES)[number], string> = {
  shoot: "fa-crosshairs",
  reload: "fa-rotate",
  brawl: "fa-hand-fist",
  jump: "fa-person-falling",
  charm: "fa-face-smile-wink",
  run: "fa-person-running",
  standStill: "fa-person",
  drawTraits: "fa-clone",
};

export function figureView(input: FigureViewInput) {
  const { system, derived } = input;
  const field = (path: string) => ({
    label: `${P}.Figure.FIELDS.${path}.label`,
    hint: `${P}.Figure.FIELDS.${path}.hint`,
  });
  return {
    ...input.actor,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system,
    derived,
    typeLabel: `${P}.Type.${system.characterType}`,
    quicknessLabel: `${P}.Quickness.${system.quickness}`,
    toughnessLabel: `${P}.Toughness.${system.toughness}`,
    chargenCard: cardText(system.chargenCard),
    choices: {
      type: choicesOf(CHARACTER_TYPES, "Type"),
      quickness: choicesOf(QUICKNESS, "Quickness"),
      toughness: choicesOf(TOUGHNESS, "Toughness"),
      drunk: choicesOf(DRUNK_CHOICES, "Drunk"),
      attitude: choicesOf(ATTITUDES, "Attitude"),
      woundLevel: choicesOf(WOUND_LEVELS, "Wound"),
      woundSource: choicesOf(WOUND_SOURCES, "WoundSource"),
    },
    /** The four levels in rising severity, the one in force marked. */
    woundTrack: WOUND_LEVELS.map((level) => ({
      level,
      label: `${P}.Wound.${level}`,
      effect: level === "kilt" ? `${P}.WoundEffect.kilt` : null,
      penalty: level === "kilt" ? "" : signed(WOUND_SHOT_PENALTY[level]),
      current: derived.woundLevel === level,
      count: system.wounds.filter((w) => w.level === level && !w.ignored).length,
    })),
    woundLevelLabel: `${P}.Wound.${derived.woundLevel}`,
    shotPenalty: signed(derived.shotPenalty),
    wounds: system.wounds.map((w, index) => ({
      ...w,
      index,
      levelLabel: `${P}.Wound.${w.level}`,
      sourceLabel: `${P}.WoundSource.${w.source}`,
      cardText: cardText(w.card),
    })),
    states: STATE_FLAGS.map((key) => ({ key, name: `system.${key}`, checked: system[key], ...field(key) })),
    bookkeeping: BOOKKEEPING_FLAGS.map((key) => ({
      key,
      name: `system.${key}`,
      checked: system[key],
      ...field(key),
    })),
    weapons: input.weapons.map((w) => ({
      id: w.id,
      name: w.name,
      img: w.img,
      keyLabel: `${P}.Weapon.${w.system.key}`,
      loaded: w.system.loaded,
      capacity: w.system.capacity,
      reserve: w.system.reserve,
      readied: w.system.readied,
      empty: w.system.loaded === 0,
      unknownCapacity: w.system.capacity === 0,
    })),
    actions: TABLE_API_NAMES.map((action) => ({
      action,
      label: `${P}.Action.${action}`,
      hint: `${P}.Action.${action}Hint`,
      icon: ACTION_ICONS[action],
    })),
    npc: system.isNPC
      ? {
          attitudeLabel: `${P}.Attitude.${derived.attitude}`,
          forcedSuspicious: derived.attitude !== system.attitude,
          charmedByName: input.charmedByName,
          script: system.script,
        }
      : null,
    unset: `${P}.unset`,
    notesHTML: input.notesHTML,
  };
}
