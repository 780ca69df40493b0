import { I18N } from "../../../config";
import { SixGunActorSheet, enrich, loadDocument, updateDocument } from "../../../shell/sheets/base-sheets";
import { mergeArrayEdits } from "../../../shell/sheets/form-arrays";
import type { FigureData } from "../data/figure";
import type { FigureSource, WeaponSource, WoundEntry } from "../data/source";
import type { TableActionName } from "../load";
import { FIGURE_SHEET, sheetParts, windowOptions } from "./sheet-specs";
import { figureView, type OwnedWeapon } from "./figure-context";
import { runTableAction } from "./table-action";

/** One handler per table action: the button's `data-action` names the `game.sixGunSound` entry. */
function tableAction(name: TableActionName) {
  return async function (this: FyhFigureSheet) {
    await runTableAction(name, this.actor);
  };
}

/**
 * A Fill Yore Hands! figure: type and traits, the wound track, state at the table, weapons and the
 * table's action buttons; an NPC's attitude, charm and script. Edit mode changes type, traits and
 * the wound list.
 */
export class FyhFigureSheet extends SixGunActorSheet {
  static override NEW_ITEM_NAMES = { "fyh-weapon": `${I18N}.FYH.WeaponItem.new` };
  protected static override readonly ITEM_TYPES: readonly string[] = ["fyh-weapon"];

  static override DEFAULT_OPTIONS = {
    ...windowOptions(FIGURE_SHEET),
    actions: {
      addWound: FyhFigureSheet.#onAddWound,
      removeWound: FyhFigureSheet.#onRemoveWound,
      shoot: tableAction("shoot"),
      reload: tableAction("reload"),
      brawl: tableAction("brawl"),
      jump: tableAction("jump"),
      charm: tableAction("charm"),
      run: tableAction("run"),
      standStill: tableAction("standStill"),
      drawTraits: tableAction("drawTraits"),
    },
  };

  static override PARTS = sheetParts(FIGURE_SHEET);

  private get figure(): FigureSource {
    return this.actor.system as unknown as FigureSource;
  }

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const system = this.figure;
    const weapons: OwnedWeapon[] = [];
    for (const item of actor.items) {
      if ((item.type as string) !== "fyh-weapon") continue;
      weapons.push({
        id: item.id!,
        name: item.name,
        img: item.img ?? "",
        system: item.system as unknown as WeaponSource,
      });
    }
    const charmer = await loadDocument<{ name: string }>(system.charmedBy);
    return {
      ...context,
      actor,
      ...figureView({
        actor: { name: actor.name, img: actor.img ?? "" },
        system,
        derived: (actor.system as unknown as FigureData).derived,
        weapons,
        charmedByName: charmer?.name ?? null,
        mode: this.mode,
        editable: this.isEditable,
        notesHTML: await enrich(system.notes, actor, actor.isOwner),
      }),
    };
  }

  /** Index-named wound inputs edit one wound; keep the rest of each. */
  override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: never) {
    const data = super._processFormData(event, form, formData) as Record<string, unknown>;
    mergeArrayEdits(data, { system: this.actor.system }, ["system.wounds"]);
    return data;
  }

  static async #onAddWound(this: FyhFigureSheet) {
    const wound: WoundEntry = { level: "pinked", source: "shot", card: null, ignored: false };
    await updateDocument(this.actor, {
      "system.wounds": [...this.figure.wounds.map((w) => ({ ...w })), wound],
    });
  }

  static async #onRemoveWound(this: FyhFigureSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset.index);
    await updateDocument(this.actor, { "system.wounds": this.figure.wounds.filter((_, i) => i !== index) });
  }
}
