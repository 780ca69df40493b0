import { SYSTEM_ID, templatePath } from "../../../config";
import { localize } from "../../../shell/foundry";
import { HandlebarsApplicationMixin } from "../../../shell/sheets/handlebars-mixin";
import type { TrayReason } from "./placement";
import { dragData, trayContext, type Named } from "./tray-view";

/**
 * The encounter's tray: the figures, mounts and vehicles it made that are not on the scene, each a
 * draggable entry. A drop on the canvas makes the token (Foundry's canvas accepts `{type: "Actor",
 * uuid}` as text/plain JSON).
 */

const { ApplicationV2 } = foundry.applications.api;

export const TRAY_ID = "sgs-encounter-tray";

export interface TrayOptions {
  title: string;
  uuids: string[];
  reasons: TrayReason[];
}

export class EncounterTray extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: TRAY_ID,
    classes: [SYSTEM_ID, "sgs-encounter-tray"],
    window: { title: "SIXGUN.Encounter.Tray.Title", icon: "fa-solid fa-box-open", resizable: true },
    position: { width: 320, height: 460 },
  } as never;

  static override PARTS = {
    tray: { template: templatePath("encounters/tray.hbs"), scrollable: [".sgs-tray-list"] },
  };

  constructor(readonly tray: TrayOptions) {
    super({} as never);
  }

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const actors = this.tray.uuids.map(
      (uuid) =>
        (globalThis as unknown as { fromUuidSync?(u: string): Named | null }).fromUuidSync?.(uuid) ?? null,
    );
    return Object.assign(context, trayContext(this.tray.title, actors, this.tray.reasons, localize));
  }

  override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    const root = this.element as HTMLElement;
    for (const el of root.querySelectorAll<HTMLElement>("[data-uuid]")) {
      el.addEventListener("dragstart", (event) => {
        const uuid = el.dataset.uuid;
        if (uuid) event.dataTransfer?.setData("text/plain", dragData(uuid));
      });
    }
  }
}

/** Opens (or refreshes) the tray with an encounter's actors. */
export async function openEncounterTray(options: TrayOptions): Promise<EncounterTray> {
  const existing = foundry.applications.instances.get(TRAY_ID) as EncounterTray | undefined;
  if (existing) await existing.close();
  const app = new EncounterTray(options);
  await app.render({ force: true });
  return app;
}
