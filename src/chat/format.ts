import { formatFraction, toNumber, type Fraction } from "../rules/core";
import { I18N } from "../config";
import type { ActionGroup, FollowUp, TableAction } from "../table/actions";

/**
 * Small view helpers shared by every card: exact odds as text, dice as badges, the changes an
 * "Apply" button makes and the follow-up buttons. Everything returns plain data and localization
 * keys; the templates localize.
 */

export interface OddsView {
  fraction: string;
  percent: string;
}

export function odds(f: Fraction): OddsView {
  const p = toNumber(f) * 100;
  const percent =
    f.num === 0 ? "0%" : p < 1 ? "<1%" : p > 99 && f.num !== f.den ? ">99%" : `${Math.round(p)}%`;
  return { fraction: formatFraction(f), percent };
}

export interface DieView {
  face: number;
  /** "pass" / "fail" against a target, or "" when the die is not read that way. */
  state: "pass" | "fail" | "";
  /** CSS modifier: white/coloured damage dice, a side's colour. */
  tone: string;
}

export function passDice(faces: readonly number[], target: number, tone = ""): DieView[] {
  return faces.map((face) => ({ face, state: face <= target ? "pass" : "fail", tone }));
}

/** Pool dice (the Draw, Fightin'): 1–3 pass. */
export function poolDice(faces: readonly number[], tone = ""): DieView[] {
  return faces.map((face) => ({ face, state: face <= 3 ? "pass" : "fail", tone }));
}

export function plainDice(faces: readonly number[], tone = ""): DieView[] {
  return faces.map((face) => ({ face, state: "", tone }));
}

export interface ChangeView {
  key: string;
  nameKey: string;
  value: string;
  n: string;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

export function changeView(action: TableAction, weaponName = ""): ChangeView {
  switch (action.type) {
    case "encounter":
      return {
        key: `${I18N}.Table.Change.${action.value ? "flagOn" : "flagOff"}`,
        nameKey: `${I18N}.Table.Flag.${action.flag}`,
        value: "",
        n: "",
      };
    case "stat":
      return {
        key: `${I18N}.Table.Change.stat`,
        nameKey: `${I18N}.Table.Stat.${action.stat}`,
        value: "",
        n: signed(action.delta),
      };
    case "wound":
      return {
        key: `${I18N}.Table.Change.${action.gutShot ? "gutShot" : "wound"}`,
        nameKey: `${I18N}.Table.Location.${action.location}`,
        value: "",
        n: signed(action.count),
      };
    case "ammo":
      return {
        key: `${I18N}.Table.Change.ammo`,
        nameKey: `${I18N}.Table.Ammo.${action.ammo}`,
        value: weaponName,
        n: "",
      };
    case "memo":
      return {
        key: `${I18N}.Table.Change.toughUsed`,
        nameKey: `${I18N}.Table.Flag.toughUsed`,
        value: "",
        n: "",
      };
  }
}

export interface GroupView {
  id: string;
  label: string;
  name: string;
  auto: boolean;
  changes: ChangeView[];
}

export function groupView(group: ActionGroup, weaponNames: Record<string, string> = {}): GroupView {
  return {
    id: group.id,
    label: group.label,
    name: group.name,
    auto: group.auto,
    changes: group.actions.map((a) =>
      changeView(a, a.type === "ammo" ? (a.weaponName ?? weaponNames[a.item] ?? "") : ""),
    ),
  };
}

export interface FollowUpView {
  index: number;
  label: string;
  name: string;
  detail: string;
  reason: string;
}

export function followUpView(f: FollowUp, index: number): FollowUpView {
  switch (f.type) {
    case "reaction":
      return { index, label: `${I18N}.Table.Test.${f.test}`, name: f.name, detail: "", reason: f.reason };
    case "shoot":
      return {
        index,
        label: `${I18N}.Chat.FollowUp.returnFire`,
        name: f.name,
        detail: f.targetName,
        reason: f.reason,
      };
    case "recovery":
      return { index, label: `${I18N}.Chat.FollowUp.recovery`, name: f.name, detail: "", reason: f.reason };
    case "redraw":
      return { index, label: `${I18N}.Chat.FollowUp.redraw`, name: f.name, detail: "", reason: f.reason };
  }
}
