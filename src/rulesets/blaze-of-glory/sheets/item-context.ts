import { I18N } from "../../../config";
import { ATTRIBUTES, WEAPONS } from "../../../rules/blaze-of-glory/ids";
import { AMMO_STATUSES } from "../../../rules/blaze-of-glory/weapons";
import { type WeaponColumns } from "../data/derive";
import { deriveAttribute } from "../data/derive-attribute";
import { ATTRIBUTE_KINDS, type AttributeSource, type WeaponSource } from "../data/source-types";
import {
  type SheetMode,
  SUIT_SYMBOL,
  cardRank,
  choices,
  effectRows,
  inches,
  modeView,
} from "../../../shell/sheets/view-common";

/** View models of the weapon and attribute sheets (pure; shared by the live sheets and the gallery). */

export interface ItemViewInput<S> {
  item: { name: string; img: string };
  system: S;
  mode: SheetMode;
  editable: boolean;
  notesHTML: string;
}

const WEAPON_CHOICES = choices(WEAPONS, `${I18N}.Weapon`);

const yesNo = (b: boolean) => (b ? `${I18N}.Derived.yes` : `${I18N}.Derived.no`);

export function weaponView(input: ItemViewInput<WeaponSource> & { columns: WeaponColumns }) {
  const c = input.columns;
  // The template names each column from its key (WeaponColumn.<key>, WeaponColumn.<key>Hint).
  const row = (key: string, value: string, localize = false) => ({ key, value, localize });
  return {
    ...input.item,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system: input.system,
    weaponChoices: WEAPON_CHOICES,
    ammoChoices: choices(AMMO_STATUSES, `${I18N}.Ammo`),
    columns: [
      row("e", c.e === null ? "x" : inches(c.e)),
      row("longE", c.longE === null ? "—" : inches(c.longE)),
      row("maxRange", c.maxRange === null ? "x" : inches(c.maxRange)),
      row("targets", String(c.targets)),
      row("hands", String(c.hands)),
      row("longArm", yesNo(c.longArm), true),
      row("ammoClass", `${I18N}.AmmoClass.${c.ammo}`, true),
      row("fumbleRule", `${I18N}.FumbleRule.${c.fumbleRule}`, true),
      row("meleeWeapon", yesNo(c.meleeWeapon), true),
      row("spread", c.spread ? `${c.spread.minRep} / ${inches(c.spread.closeRange)}` : "—"),
    ],
    /** The weapon's row of the weapons table: the badges, damage tags and footnotes. */
    tableRow: c,
    notesHTML: input.notesHTML,
  };
}

export function attributeView(input: ItemViewInput<AttributeSource>) {
  const d = deriveAttribute(input.system.attribute);
  return {
    ...input.item,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system: input.system,
    attributeChoices: choices(ATTRIBUTES, `${I18N}.Attribute`),
    kindChoices: choices(ATTRIBUTE_KINDS, `${I18N}.AttributeKind`),
    weaponChoices: WEAPON_CHOICES,
    needsWeapon: input.system.attribute === "familiarWithWeapon",
    cards: d.cards.map((c) => ({
      suit: c.suit,
      symbol: SUIT_SYMBOL[c.suit],
      red: c.suit === "hearts" || c.suit === "diamonds",
      ranks: c.ranks.map(cardRank).join(" "),
    })),
    effects: effectRows(d.effects),
    notesHTML: input.notesHTML,
  };
}
