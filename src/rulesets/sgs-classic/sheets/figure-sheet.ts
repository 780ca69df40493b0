import { I18N } from "../../../config";
import { SixGunActorSheet, enrich, loadDocument, updateDocument } from "../../../shell/sheets/base-sheets";
import { mergeArrayEdits } from "../../../shell/sheets/form-arrays";
import { readClassicRules } from "../settings";
import { loadContexts } from "./load-contexts";
import { runClassicAction } from "./sheet-action";
import { FIGURE_SHEET, FIGURE_TAB_IDS, sheetParts, windowOptions } from "./sheet-specs";
import type { FigureViewSource } from "./figure-context";
import type { WeaponRowSource } from "./view-input";

/** One handler per roll button: the `data-action` names the `game.sixGunSound.classic` entry. */
function rollAction(name: string) {
  return async function (this: ClassicFigureSheet, event: PointerEvent, target: HTMLElement) {
    const weaponId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    await runClassicAction(name, this.actor, {
      event,
      weapon: weaponId ? this.actor.items.get(weaponId) : undefined,
    });
  };
}

/**
 * A classic figure: CV, Coolness and Constitution at the top; the Gunfight tab's weapons and roll
 * buttons, the Status tab's state at the table, a PC's campaign record, and notes. Edit mode
 * changes who the figure is and its numbers.
 */
export class ClassicFigureSheet extends SixGunActorSheet {
  static override NEW_ITEM_NAMES = { "classic-weapon": `${I18N}.Classic.Sheet.newWeapon` };
  protected static override readonly ITEM_TYPES: readonly string[] = ["classic-weapon"];

  static override DEFAULT_OPTIONS = {
    ...windowOptions(FIGURE_SHEET),
    actions: {
      reactionTest: rollAction("reactionTest"),
      shoot: rollAction("shoot"),
      coolnessCheck: rollAction("coolnessCheck"),
      draw: rollAction("draw"),
      charge: rollAction("charge"),
      brawl: rollAction("brawl"),
      horseCheck: rollAction("horseCheck"),
      recordEncounter: rollAction("recordEncounter"),
      addLifeEntry: ClassicFigureSheet.#onAddLifeEntry,
      removeLifeEntry: ClassicFigureSheet.#onRemoveLifeEntry,
      addHistory: ClassicFigureSheet.#onAddHistory,
      removeHistory: ClassicFigureSheet.#onRemoveHistory,
    },
  };

  static override PARTS = sheetParts(FIGURE_SHEET);

  static override TABS = {
    primary: {
      tabs: FIGURE_TAB_IDS.map((id) => ({ id, cssClass: "" })),
      initial: "gunfight",
      labelPrefix: `${I18N}.Classic.Sheet.Tab`,
    },
  };

  private get figure(): FigureViewSource {
    return this.actor.system as unknown as FigureViewSource;
  }

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const { figureView } = await loadContexts();
    const actor = this.actor;
    const system = this.figure;
    const weapons: WeaponRowSource[] = [];
    for (const item of actor.items) {
      if ((item.type as string) !== "classic-weapon") continue;
      weapons.push({
        id: item.id!,
        name: item.name,
        img: item.img ?? "",
        system: item.system as unknown as WeaponRowSource["system"],
      });
    }
    const horse = await loadDocument<{ name: string }>(system.horse);
    return {
      ...context,
      actor,
      ...figureView({
        name: actor.name,
        img: actor.img ?? "",
        system,
        weapons,
        tab: this.tabGroups.primary ?? "gunfight",
        horseName: horse?.name ?? null,
        canRoll: actor.isOwner,
        mode: this.mode,
        editable: this.isEditable,
        rules: readClassicRules(),
        notesHTML: await enrich(system.notes, actor, actor.isOwner),
      }),
    };
  }

  /** Index-named inputs edit one entry of a campaign list; keep the rest of each. */
  override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: never) {
    const data = super._processFormData(event, form, formData) as Record<string, unknown>;
    mergeArrayEdits(data, { system: this.actor.system }, [
      "system.campaign.lifeAndTimes",
      "system.campaign.history",
    ]);
    return data;
  }

  static async #onAddLifeEntry(this: ClassicFigureSheet) {
    const list = this.figure.campaign.lifeAndTimes.map((e) => ({ ...e }));
    await updateDocument(this.actor, {
      "system.campaign.lifeAndTimes": [
        ...list,
        { roll: 0, key: "", locale: this.figure.campaign.currentLocale },
      ],
    });
  }

  static async #onRemoveLifeEntry(this: ClassicFigureSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset.index);
    await updateDocument(this.actor, {
      "system.campaign.lifeAndTimes": this.figure.campaign.lifeAndTimes.filter((_, i) => i !== index),
    });
  }

  static async #onAddHistory(this: ClassicFigureSheet) {
    const list = this.figure.campaign.history.map((h) => ({ ...h }));
    const last = list.at(-1);
    const entry = {
      year: last?.year ?? 1870,
      month: last?.month ?? 1,
      encounter: null,
      outcome: "",
      points: 0,
      ranAway: false,
    };
    await updateDocument(this.actor, { "system.campaign.history": [...list, entry] });
  }

  static async #onRemoveHistory(this: ClassicFigureSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset.index);
    await updateDocument(this.actor, {
      "system.campaign.history": this.figure.campaign.history.filter((_, i) => i !== index),
    });
  }
}
