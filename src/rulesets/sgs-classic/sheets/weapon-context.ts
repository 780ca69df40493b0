import { I18N } from "../../../config";
import { WEAPON_KEYS } from "../../../rules/sgs-classic/ids";
import { choices, modeView } from "../../../shell/sheets/view-common";
import { type CommonViewInput, S, type WeaponRowSource } from "./view-input";
import { weaponStats } from "./weapon-stats";

/** The weapon sheet's view model (pure; shared by the live sheet and the gallery). */

export interface WeaponViewSource extends Omit<WeaponRowSource["system"], never> {
  fieldOfFire: { mode: string; pathWidth: number; maxTargets: number };
  brawlPermanent: boolean;
  thrown: boolean;
  notes: string;
}

export interface WeaponViewInput extends CommonViewInput {
  system: WeaponViewSource;
}

const FIRE_MODES = ["single", "path"] as const;

export function weaponView(input: WeaponViewInput) {
  const { system, rules } = input;
  const advanced = rules.advancedShooting;
  const stats = weaponStats(system, advanced);
  const labels = advanced ? ["range", "rof", "impact"] : ["effectiveRange", "longRange", "rofMax"];
  return {
    name: input.name,
    img: input.img,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system,
    advanced,
    keyLabel: `${I18N}.Classic.WeaponKey.${system.key}`,
    /** The table in force, first; the other table's numbers stay editable for a world that switches. */
    inForce: labels.map((key, i) => ({
      label: `${S}.WeaponField.${key}`,
      hint: `${S}.WeaponField.${key}Hint`,
      value: stats[i],
    })),
    tableLabel: advanced ? `${S}.WeaponField.advancedTable` : `${S}.WeaponField.basicTable`,
    fireModeLabel: `${I18N}.Classic.FireMode.${system.fieldOfFire.mode}`,
    path: system.fieldOfFire.mode === "path",
    choices: {
      key: choices(WEAPON_KEYS, `${I18N}.Classic.WeaponKey`),
      fireMode: choices(FIRE_MODES, `${I18N}.Classic.FireMode`),
    },
    notesHTML: input.notesHTML,
  };
}
