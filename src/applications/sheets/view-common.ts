import { I18N } from "../../config";

/**
 * Small helpers shared by the sheets' view models. Pure: no Foundry. Labels are returned as lang
 * keys; templates localize them (`{{localize label}}`) and escape every user string.
 */

export type SheetMode = "play" | "edit";

export interface ModeView {
  play: boolean;
  edit: boolean;
  /** Label key of the toggle: what it switches to. */
  toggleLabel: string;
  toggleIcon: string;
}

export function modeView(mode: SheetMode, editable: boolean): ModeView {
  const edit = editable && mode === "edit";
  return {
    play: !edit,
    edit,
    toggleLabel: edit ? `${I18N}.Mode.toPlay` : `${I18N}.Mode.toEdit`,
    toggleIcon: edit ? "fa-solid fa-dice" : "fa-solid fa-pen-to-square",
  };
}

export interface TabView {
  id: string;
  group: string;
  active: boolean;
  cssClass: string;
  label: string;
  icon: string;
}

/** Tab data in the shape of V13 `_prepareTabs` (id, group, active, cssClass, label, icon). */
export function tabsView(
  tabs: readonly { id: string; icon: string }[],
  active: string,
  labelPrefix: string,
  group = "primary",
): Record<string, TabView> {
  const current = tabs.some((t) => t.id === active) ? active : tabs[0]!.id;
  return Object.fromEntries(
    tabs.map((t) => [
      t.id,
      {
        id: t.id,
        group,
        active: t.id === current,
        cssClass: t.id === current ? "active" : "",
        label: `${labelPrefix}.${t.id}`,
        icon: t.icon,
      },
    ]),
  );
}

export function choices(ids: readonly string[], prefix: string): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`]));
}

export function fieldLabel(model: string, path: string): string {
  return `${I18N}.${model}.FIELDS.${path}.label`;
}

export function fieldHint(model: string, path: string): string {
  return `${I18N}.${model}.FIELDS.${path}.hint`;
}

/** Inches for display: whole numbers stay whole, halves keep one decimal. */
export function inches(value: number | null): string {
  if (value === null) return "—";
  return Number.isInteger(value) ? `${value}"` : `${value.toFixed(1)}"`;
}

/** A reference to another actor as a sheet shows it (resolved by the sheet, or a stand-in). */
export interface ActorRef {
  uuid: string;
  name: string;
  img: string;
  /** The referenced document no longer exists. */
  missing: boolean;
}
