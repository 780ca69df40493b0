import { I18N } from "../../../config";
import type { TrayReason } from "./placement";

/** What the encounter tray shows and what a drag from it carries (pure; `./tray.ts` is the window). */

export interface TrayEntry {
  uuid: string;
  name: string;
  img: string;
  /** `character`, `mount`, `vehicle`: the small label beside the name. */
  type: string;
  typeLabel: string;
}

export interface TrayContext {
  title: string;
  hint: string;
  reasons: string[];
  entries: TrayEntry[];
  empty: boolean;
}

export interface Named {
  uuid: string;
  name: string;
  img?: string;
  type?: string;
}

/** Pure: what the tray shows for the actors found (unknown uuids are left out). */
export function trayContext(
  title: string,
  actors: readonly (Named | null | undefined)[],
  reasons: readonly TrayReason[],
  t: (key: string, data?: Record<string, unknown>) => string,
): TrayContext {
  const entries = actors
    .filter((a): a is Named => !!a)
    .map((a) => ({
      uuid: a.uuid,
      name: a.name,
      img: a.img || "icons/svg/mystery-man.svg",
      type: a.type ?? "character",
      typeLabel: t(`${I18N}.Encounter.Tray.Type.${a.type ?? "character"}`),
    }));
  return {
    title,
    hint: t(`${I18N}.Encounter.Tray.Hint`),
    reasons: reasons.map((r) => t(`${I18N}.Encounter.Tray.Reason.${r}`)),
    entries,
    empty: entries.length === 0,
  };
}

/** The data a drag carries: what Foundry's canvas drop reads. */
export function dragData(uuid: string): string {
  return JSON.stringify({ type: "Actor", uuid });
}
