import { RANGE_TABLES, WEAPON_KEYS } from "../../../rules/fill-yore-hands/ids";
import { RANGE_TABLE } from "../../../rules/fill-yore-hands/shooting/range-table";
import { type SheetMode, modeView } from "../../../shell/sheets/view-common";
import { LIMITS, RESERVE_CONTAINERS, type WeaponSource } from "../data/source";
import { P, choicesOf } from "./labels";

/** The weapon sheet's view model (pure; shared by the live sheet and the gallery). */

export interface WeaponViewInput {
  item: { name: string; img: string };
  system: WeaponSource;
  mode: SheetMode;
  editable: boolean;
  notesHTML: string;
}

export function weaponView(input: WeaponViewInput) {
  const { system } = input;
  return {
    ...input.item,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system,
    keyLabel: `${P}.Weapon.${system.key}`,
    rangeTableLabel: `${P}.RangeTable.${system.rangeTable}`,
    containerLabel: `${P}.Container.${system.reserveContainer}`,
    choices: {
      key: choicesOf(WEAPON_KEYS, "Weapon"),
      rangeTable: choicesOf(RANGE_TABLES, "RangeTable"),
      container: choicesOf(RESERVE_CONTAINERS, "Container"),
    },
    limits: LIMITS,
    /** The row of the range table it shoots on (§2.6.1): how far each band reaches, what hits. */
    bands: RANGE_TABLE[system.rangeTable].map((b) => ({
      label: `${P}.Band.${b.band}`,
      upTo: `${b.upToInches}"`,
      hits: `${b.hitFrom}\u201320`,
    })),
    bandsLost: RANGE_TABLE[system.rangeTable].length < 4,
    /** The shotgun's rounds are lost (FYH-M13): say so while the GM has set none. */
    lostAmmo: system.key === "shotgun" && system.capacity === 0,
    empty: system.loaded === 0,
    notesHTML: input.notesHTML,
  };
}
