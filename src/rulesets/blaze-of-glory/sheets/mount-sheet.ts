import { I18N } from "../../../config";
import { MOUNT_SHEET, windowOptions, sheetParts } from "./sheet-specs";
import { mountView } from "./mount-context";
import {
  SixGunActorSheet,
  actorRef,
  enrich,
  loadDocument,
  updateDocument,
  warn,
} from "../../../shell/sheets/base-sheets";
import type { MountData } from "../data/actor/mount";
import type { MountSource } from "../data/source-types";
import { loadRuntime } from "../load";
import { MOUNT_TESTS, type MountTestId } from "../table/ride-tests";

/** A horse or mule: Quality, move, where it is, its wounds and its rider (drag a figure onto it). */
export class MountSheet extends SixGunActorSheet {
  static override DEFAULT_OPTIONS = {
    ...windowOptions(MOUNT_SHEET),
    actions: { removeRider: MountSheet.#onRemoveRider, rideTest: MountSheet.#onRideTest },
  };

  static override PARTS = sheetParts(MOUNT_SHEET);

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const data = actor.system as unknown as MountData;
    const system = data as unknown as MountSource;
    return {
      ...context,
      actor,
      ...mountView({
        actor: { name: actor.name, img: actor.img ?? "" },
        system,
        derived: data.derived,
        rider: await actorRef(system.rider),
        mode: this.mode,
        editable: this.isEditable,
        canRoll: actor.isOwner,
        notesHTML: await enrich(system.notes, actor, actor.isOwner),
      }),
    };
  }

  /** A figure dropped on the mount becomes its rider and is marked Mounted. */
  async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    if (actor.type !== "character") {
      warn(`${I18N}.Drop.notFigure`);
      return null;
    }
    await updateDocument(this.actor, { "system.rider": actor.uuid, "system.state": "ridden" });
    if (actor.isOwner) await updateDocument(actor, { "system.encounter.mounted": true });
    return actor;
  }

  static async #onRemoveRider(this: MountSheet) {
    const uuid = (this.actor.system as unknown as MountSource).rider;
    await updateDocument(this.actor, { "system.rider": null, "system.state": "tied" });
    const rider = await loadDocument<Actor.Implementation>(uuid);
    if (rider?.isOwner && rider.type === "character")
      await updateDocument(rider, { "system.encounter.mounted": false });
  }

  /** A riding test through the table flows (`TABLE_API.mountTest`); only owners see the buttons. */
  static async #onRideTest(this: MountSheet, event: PointerEvent, target: HTMLElement) {
    const test = target.dataset.test;
    if (!test || !this.actor.isOwner || !(MOUNT_TESTS as readonly string[]).includes(test)) return;
    await (await loadRuntime()).TABLE_API.mountTest(this.actor as never, test as MountTestId, { event });
  }
}
