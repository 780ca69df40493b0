import { I18N } from "../../config";
import { ATTRIBUTES, WEAPONS } from "../../rules/blaze-of-glory/ids";
import { AMMO_STATUSES } from "../../rules/blaze-of-glory/weapons";
import { type WeaponColumns } from "../../data/derive";
import { deriveAttribute } from "../../data/derive-attribute";
import { ATTRIBUTE_KINDS, type AttributeSource, type WeaponSource } from "../../data/source-types";
import { type SheetMode, choices, fieldHint, fieldLabel, inches, modeView } from "./view-common";

/** View models of the weapon and attribute sheets (pure; shared by the live sheets and the gallery). */

export interface ItemViewInput<S> {
  item: { name: string; img: string };
  system: S;
  mode: SheetMode;
  editable: boolean;
  notesHTML: string;
}

const yesNo = (b: boolean) => (b ? `${I18N}.Derived.yes` : `${I18N}.Derived.no`);

export function weaponView(input: ItemViewInput<WeaponSource> & { columns: WeaponColumns }) {
  const c = input.columns;
  const row = (key: string, value: string, localize = false) => ({
    label: `${I18N}.WeaponColumn.${key}`,
    hint: `${I18N}.WeaponColumn.${key}Hint`,
    value,
    localize,
  });
  return {
    name: input.item.name,
    img: input.item.img,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system: input.system,
    weaponLabel: `${I18N}.Weapon.${input.system.weapon}`,
    weaponChoices: choices(WEAPONS, `${I18N}.Weapon`),
    ammoChoices: choices(AMMO_STATUSES, `${I18N}.Ammo`),
    ammoLabel: `${I18N}.Ammo.${input.system.ammo}`,
    ammoClass: `ammo-${input.system.ammo}`,
    meleeOnly: c.meleeOnly,
    columns: [
      row("e", c.e === null ? "x" : inches(c.e)),
      row("longE", c.longE === null ? "—" : inches(c.longE)),
      row("maxRange", c.maxRange === null ? "x" : inches(c.maxRange)),
      row("targets", String(c.targets)),
      row("hands", String(c.hands)),
      row("longArm", yesNo(c.longArm), true),
      row("ammoClass", `${I18N}.AmmoClass.${c.ammoClass}`, true),
      row("fumbleRule", `${I18N}.FumbleRule.${c.fumbleRule}`, true),
      row("meleeWeapon", yesNo(c.meleeWeapon), true),
      row("spread", c.spreadMinRep === null ? "—" : `${c.spreadMinRep} / ${inches(c.spreadCloseRange)}`),
    ],
    flags: [
      { label: `${I18N}.WeaponTag.twoHanded`, on: c.twoHanded },
      { label: `${I18N}.WeaponTag.firearm`, on: c.firearm },
      { label: `${I18N}.WeaponFootnote.thrown`, on: c.thrown },
      { label: `${I18N}.WeaponFootnote.muzzleLoader`, on: c.muzzleLoader },
      { label: `${I18N}.WeaponFootnote.meleeOnly`, on: c.meleeOnly },
    ],
    damageTags: c.damageTags.map((t) => `${I18N}.DamageTag.${t}`),
    footnotes: c.footnotes.map((f) => `${I18N}.WeaponFootnoteText.${f}`),
    tableSource: c.source,
    labels: {
      weapon: fieldLabel("WeaponItem", "weapon"),
      weaponHint: fieldHint("WeaponItem", "weapon"),
      ammo: fieldLabel("WeaponItem", "ammo"),
      ammoHint: fieldHint("WeaponItem", "ammo"),
      capAndBall: fieldLabel("WeaponItem", "capAndBall"),
      capAndBallHint: fieldHint("WeaponItem", "capAndBall"),
      notes: fieldLabel("WeaponItem", "notes"),
    },
    notesHTML: input.notesHTML,
    notesSource: input.system.notes,
  };
}

const RANK_NAMES: Record<number, string> = { 11: "J", 12: "Q", 13: "K", 14: "A" };
const SUIT_SYMBOL: Record<string, string> = { spades: "♠", clubs: "♣", hearts: "♥", diamonds: "♦" };

export function attributeView(input: ItemViewInput<AttributeSource>) {
  const d = deriveAttribute(input.system.attribute);
  return {
    name: input.item.name,
    img: input.item.img,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system: input.system,
    attributeLabel: `${I18N}.Attribute.${input.system.attribute}`,
    kindLabel: `${I18N}.AttributeKind.${input.system.kind}`,
    attributeChoices: choices(ATTRIBUTES, `${I18N}.Attribute`),
    kindChoices: choices(ATTRIBUTE_KINDS, `${I18N}.AttributeKind`),
    weaponChoices: choices(WEAPONS, `${I18N}.Weapon`),
    needsWeapon: input.system.attribute === "familiarWithWeapon",
    familiarWeaponLabel: input.system.familiarWeapon ? `${I18N}.Weapon.${input.system.familiarWeapon}` : null,
    cards: d.cards.map((c) => ({
      suit: `${I18N}.Suit.${c.suit}`,
      symbol: SUIT_SYMBOL[c.suit],
      red: c.suit === "hearts" || c.suit === "diamonds",
      ranks: c.ranks.map((r) => RANK_NAMES[r] ?? String(r)).join(" "),
    })),
    effects: d.effects.map((e) => ({
      test: `${I18N}.EffectTest.${e.test}`,
      change: `${I18N}.EffectChange.${e.change}`,
      condition: e.condition ? `${I18N}.EffectCondition.${e.condition}` : null,
    })),
    labels: {
      attribute: fieldLabel("AttributeItem", "attribute"),
      attributeHint: fieldHint("AttributeItem", "attribute"),
      kind: fieldLabel("AttributeItem", "kind"),
      familiarWeapon: fieldLabel("AttributeItem", "familiarWeapon"),
      notes: fieldLabel("AttributeItem", "notes"),
    },
    notesHTML: input.notesHTML,
    notesSource: input.system.notes,
  };
}
