import { I18N } from "../../../config";
import {
  SixGunActorSheet,
  actorRef,
  enrich,
  loadDocument,
  updateDocument,
  warn,
} from "../../../shell/sheets/base-sheets";
import type { FigureData } from "../data/figure";
import type { FigureSource, GroupSource } from "../data/source";
import { readInterpretations } from "../settings";
import { GROUP_SHEET, sheetParts, windowOptions } from "./sheet-specs";
import { groupView, type GroupMemberRef } from "./group-context";

/** A player's group: its figures (drag them in), and the cards it puts in the activation deck. */
export class GroupSheet extends SixGunActorSheet {
  static override DEFAULT_OPTIONS = {
    ...windowOptions(GROUP_SHEET),
    actions: { removeMember: GroupSheet.#onRemoveMember },
  };

  static override PARTS = sheetParts(GROUP_SHEET);

  private get group(): GroupSource {
    return this.actor.system as unknown as GroupSource;
  }

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const system = this.group;
    const members: GroupMemberRef[] = await Promise.all(
      system.members.map(async (uuid) => {
        const doc = await loadDocument<Actor.Implementation>(uuid);
        const ref = (await actorRef(uuid))!;
        const isFigure = doc !== null && (doc.type as string) === "fyh-figure";
        const figure = isFigure ? (doc.system as unknown as FigureSource) : null;
        const derived = isFigure ? (doc.system as unknown as FigureData).derived : null;
        return {
          ...ref,
          typeLabel: figure ? `${I18N}.FYH.Type.${figure.characterType}` : null,
          woundLabel: derived ? `${I18N}.FYH.Wound.${derived.woundLevel}` : null,
          down: derived ? derived.isDown || derived.isDead : false,
        };
      }),
    );
    return {
      ...context,
      actor,
      ...groupView({
        actor: { name: actor.name, img: actor.img ?? "" },
        system,
        members,
        worldCards: readInterpretations().cardsPerGroup,
        mode: this.mode,
        editable: this.isEditable,
        notesHTML: await enrich(system.notes, actor, actor.isOwner),
        lang: game.i18n?.lang,
      }),
    };
  }

  /** Figures dropped on the group join it (only Fill Yore Hands! figures, each once). */
  async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    if ((actor.type as string) !== "fyh-figure") {
      warn(`${I18N}.FYH.Group.onlyFigures`, { name: actor.name });
      return null;
    }
    if (this.group.members.includes(actor.uuid)) {
      warn(`${I18N}.Drop.already`, { name: actor.name });
      return null;
    }
    return updateDocument(this.actor, { "system.members": [...this.group.members, actor.uuid] });
  }

  static async #onRemoveMember(this: GroupSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset.index);
    await updateDocument(this.actor, { "system.members": this.group.members.filter((_, i) => i !== index) });
  }
}
