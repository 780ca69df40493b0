import { I18N } from "../../config";

/**
 * Small helpers shared by the sheets' view models. Pure: no Foundry. Labels are returned as lang
 * keys; templates localize them (`{{localize label}}`) and escape every user string.
 */

export type SheetMode = "play" | "edit";

/** Which controls a sheet shows; the header toggle (in the templates) offers the other mode. */
export interface ModeView {
  play: boolean;
  edit: boolean;
}

export function modeView(mode: SheetMode, editable: boolean): ModeView {
  const edit = editable && mode === "edit";
  return { play: !edit, edit };
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

/** A derived value on a sheet: its `Derived.<key>` label, the hint (`Derived.<key>Hint` unless named). */
export function derivedStat(key: string, value: string, hint = `${key}Hint`) {
  return { label: `${I18N}.Derived.${key}`, hint: `${I18N}.Derived.${hint}`, value };
}

/** Inches for display: whole numbers stay whole, halves keep one decimal. */
export function inches(value: number | null): string {
  if (value === null) return "—";
  return Number.isInteger(value) ? `${value}"` : `${value.toFixed(1)}"`;
}

export const SUIT_SYMBOL: Record<string, string> = { spades: "♠", clubs: "♣", hearts: "♥", diamonds: "♦" };

const FACE_CARDS: Record<number, string> = { 11: "J", 12: "Q", 13: "K", 14: "A" };

/** A card rank as printed on the card: 2–10, then J, Q, K, A. */
export function cardRank(rank: number): string {
  return FACE_CARDS[rank] ?? String(rank);
}

/** What an attribute changes: on which test, how, and when (lang keys). */
export function effectRows(effects: readonly { test: string; change: string; condition?: string | null }[]) {
  return effects.map((e) => ({
    test: `${I18N}.EffectTest.${e.test}`,
    change: `${I18N}.EffectChange.${e.change}`,
    condition: e.condition ? `${I18N}.EffectCondition.${e.condition}` : null,
  }));
}

/** Foundry's core placeholder portrait, shown for an actor that no longer exists. */
export const MISSING_FIGURE_IMG = "icons/svg/mystery-man.svg";

/** A reference to another actor as a sheet shows it (resolved by the sheet, or a stand-in). */
export interface ActorRef {
  uuid: string;
  name: string;
  img: string;
  /** The referenced document no longer exists. */
  missing: boolean;
}
