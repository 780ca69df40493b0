import { I18N, SYSTEM_ID } from "../../config";
import { MISSING_FIGURE_IMG, type ActorRef, type SheetMode } from "./view-common";
import { HandlebarsApplicationMixin } from "./handlebars-mixin";
import { clickOnEnterOrSpace } from "./keyboard";

/**
 * The two base classes every sheet of the system extends (the mixin's typing workaround is in
 * `./handlebars-mixin.ts`, so no sheet needs `@ts-expect-error`).
 *
 * Shared behaviour: a play/edit mode toggle in the sheet header (a system convention: core has
 * none), opening and deleting embedded items, opening linked actors, and enriching notes.
 */

const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

type AnyDocument = { uuid: string; name: string | null; img?: string | null };
type Uuid = Parameters<typeof fromUuid>[0];

/** Loads any document by UUID; null when it is gone or unreachable. */
export async function loadDocument<T>(uuid: string | null | undefined): Promise<T | null> {
  if (!uuid) return null;
  return ((await fromUuid(uuid as Uuid).catch(() => null)) as T | null) ?? null;
}

/** `Document#update` with dotted keys (fvtt-types only types the nested form). */
export function updateDocument(doc: { update(data: never): unknown }, data: Record<string, unknown>) {
  return doc.update(data as never) as Promise<unknown>;
}

/** The core V13 drop handlers, which fvtt-types 13.345.1 does not declare on ActorSheetV2. */
interface CoreDropHandlers {
  _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown>;
}

/** Resolves an actor UUID to what a sheet shows; a deleted or unreachable actor shows as missing. */
export async function actorRef(uuid: string | null | undefined): Promise<ActorRef | null> {
  if (!uuid) return null;
  const doc = await loadDocument<AnyDocument>(uuid);
  return doc
    ? { uuid, name: doc.name ?? "", img: doc.img ?? "", missing: false }
    : { uuid, name: uuid, img: MISSING_FIGURE_IMG, missing: true };
}

export async function enrich(html: string, relativeTo: unknown, secrets: boolean): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(html, {
    relativeTo: relativeTo as never,
    secrets,
  });
}

/** A warning notification from a lang key (formatted when it has data). */
export function warn(key: string, data?: Record<string, string>): void {
  ui.notifications?.warn(data ? game.i18n!.format(key, data) : game.i18n!.localize(key));
}

export class SixGunActorSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  /** The lang key of a new embedded Item's name, by Item type (a ruleset's sheet fills it in). */
  static NEW_ITEM_NAMES: Readonly<Record<string, string>> = {};

  static override DEFAULT_OPTIONS: typeof ActorSheetV2.DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "sheet", "actor"],
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: SixGunActorSheet.#onToggleMode,
      openItem: SixGunActorSheet.#onOpenItem,
      deleteItem: SixGunActorSheet.#onDeleteItem,
      createItem: SixGunActorSheet.#onCreateItem,
      openActor: SixGunActorSheet.#onOpenActor,
    },
  };

  /** Play (default) or edit: which controls the sheet shows. */
  protected sheetMode: SheetMode = "play";

  /** Item types this actor type carries; drops of other types are refused with a message. */
  protected static readonly ITEM_TYPES: readonly string[] = [];

  protected get mode(): SheetMode {
    return this.isEditable ? this.sheetMode : "play";
  }

  /** Enter and Space click the sheet's non-button controls, as they do a button (./keyboard.ts). */
  override async _onFirstRender(context: never, options: never) {
    await super._onFirstRender(context, options);
    clickOnEnterOrSpace(this.element as HTMLElement);
  }

  /** Binds `change` on elements matching `selector` inside the sheet (selects outside the form data). */
  protected bindChange(
    selector: string,
    handler: (element: HTMLInputElement | HTMLSelectElement) => unknown,
  ) {
    const root = this.element as HTMLElement;
    for (const el of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(selector)) {
      el.addEventListener("change", (event) => {
        event.stopPropagation();
        void handler(el);
      });
    }
  }

  /** V13 core drop handler (resolved document); refuses item types this actor does not carry. */
  async _onDropItem(event: DragEvent, item: Item.Implementation) {
    const allowed = (this.constructor as typeof SixGunActorSheet).ITEM_TYPES;
    if (!allowed.includes(item.type)) {
      warn(`${I18N}.Item.wrongType`, {
        actor: game.i18n!.localize(`TYPES.Actor.${this.actor.type}`),
        item: game.i18n!.localize(`TYPES.Item.${item.type}`),
      });
      return null;
    }
    return (ActorSheetV2.prototype as unknown as CoreDropHandlers)._onDropItem.call(this, event, item);
  }

  static async #onToggleMode(this: SixGunActorSheet) {
    this.sheetMode = this.sheetMode === "play" ? "edit" : "play";
    await this.render();
  }

  static async #onOpenItem(this: SixGunActorSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    await item?.sheet?.render(true);
  }

  static async #onDeleteItem(this: SixGunActorSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    await item?.deleteDialog();
  }

  static async #onCreateItem(this: SixGunActorSheet, _event: PointerEvent, target: HTMLElement) {
    const type = target.dataset.type;
    if (!type) return;
    const keys = (this.constructor as typeof SixGunActorSheet).NEW_ITEM_NAMES;
    // Without a ruleset's own name: core's "New {type}" with the type's label (V13 `TYPES.Item.<type>`).
    const name = keys[type]
      ? game.i18n!.localize(keys[type])
      : game.i18n!.format("DOCUMENT.New", { type: game.i18n!.localize(`TYPES.Item.${type}`) });
    const created = (await this.actor.createEmbeddedDocuments("Item", [{ name, type } as never])) as
      Item.Implementation[] | undefined;
    await created?.[0]?.sheet?.render(true);
  }

  static async #onOpenActor(this: SixGunActorSheet, _event: PointerEvent, target: HTMLElement) {
    const uuid = target.dataset.uuid;
    if (!uuid) return;
    const doc = await loadDocument<{ sheet?: { render(force: boolean): unknown } }>(uuid);
    await doc?.sheet?.render(true);
  }
}

export class SixGunItemSheet extends HandlebarsApplicationMixin(ItemSheetV2) {
  static override DEFAULT_OPTIONS: typeof ItemSheetV2.DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "sheet", "item"],
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: SixGunItemSheet.#onToggleMode,
    },
  };

  protected sheetMode: SheetMode = "play";

  protected get mode(): SheetMode {
    return this.isEditable ? this.sheetMode : "play";
  }

  /** Enter and Space click the sheet's non-button controls, as they do a button (./keyboard.ts). */
  override async _onFirstRender(context: never, options: never) {
    await super._onFirstRender(context, options);
    clickOnEnterOrSpace(this.element as HTMLElement);
  }

  static async #onToggleMode(this: SixGunItemSheet) {
    this.sheetMode = this.sheetMode === "play" ? "edit" : "play";
    await this.render();
  }
}
