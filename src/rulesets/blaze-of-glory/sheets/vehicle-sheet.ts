import { I18N } from "../../../config";
import { VEHICLE_SHEET, windowOptions, sheetParts } from "./sheet-specs";
import { vehicleView } from "./vehicle-context";
import {
  SixGunActorSheet,
  actorRef,
  enrich,
  loadDocument,
  updateDocument,
  warn,
} from "../../../shell/sheets/base-sheets";
import type { VehicleData } from "../data/actor/vehicle";
import { driverRatingOn } from "../data/derive";
import type { CharacterSource, PassengerSource, VehicleSource } from "../data/source-types";
import { loadRuntime } from "../load";
import { VEHICLE_TESTS, type VehicleTestId } from "../table/ride-tests";

/** A wagon, stagecoach or buckboard: team, derived move, driver and passengers, cover by position. */
export class VehicleSheet extends SixGunActorSheet {
  static override DEFAULT_OPTIONS = {
    ...windowOptions(VEHICLE_SHEET),
    actions: {
      removeDriver: VehicleSheet.#onRemoveDriver,
      removePassenger: VehicleSheet.#onRemovePassenger,
      rideTest: VehicleSheet.#onRideTest,
    },
  };

  static override PARTS = sheetParts(VEHICLE_SHEET);

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const data = actor.system as unknown as VehicleData;
    const system = data as unknown as VehicleSource;
    const driverDoc = await loadDocument<Actor.Implementation>(system.driver);
    const driver = await actorRef(system.driver);
    const rating =
      driverDoc?.type === "character"
        ? driverRatingOn(system, driverDoc.system as unknown as CharacterSource)
        : null;
    const passengers = await Promise.all(
      system.passengers.map(async (p) => ({ ...(await actorRef(p.uuid))!, position: p.position })),
    );
    return {
      ...context,
      actor,
      ...vehicleView({
        actor: { name: actor.name, img: actor.img ?? "" },
        system,
        derived: data.derived,
        driver: driver && { ...driver, rating },
        passengers,
        mode: this.mode,
        editable: this.isEditable,
        canRoll: actor.isOwner,
        notesHTML: await enrich(system.notes, actor, actor.isOwner),
      }),
    };
  }

  override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    this.bindChange("select[data-passenger-index]", (el) => {
      const index = Number(el.dataset.passengerIndex);
      const passengers = this.passengers().map((p, i) => (i === index ? { ...p, position: el.value } : p));
      return updateDocument(this.actor, { "system.passengers": passengers });
    });
  }

  private passengers(): PassengerSource[] {
    return (this.actor.system as unknown as VehicleSource).passengers.map((p) => ({ ...p }));
  }

  /** A figure dropped on the vehicle takes the box if it is free, otherwise a passenger seat. */
  async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    if (actor.type !== "character") {
      warn(`${I18N}.Drop.notFigure`);
      return null;
    }
    const data = this.actor.system as unknown as VehicleData;
    const system = data as unknown as VehicleSource;
    if (system.driver === actor.uuid || system.passengers.some((p) => p.uuid === actor.uuid)) {
      warn(`${I18N}.Drop.already`, { name: actor.name });
      return null;
    }
    if (!system.driver) return updateDocument(this.actor, { "system.driver": actor.uuid });
    if (system.passengers.length + 1 >= data.derived.capacity) {
      warn(`${I18N}.Drop.full`);
      return null;
    }
    const position = data.derived.cover[0]?.position ?? "inBox";
    return updateDocument(this.actor, {
      "system.passengers": [...this.passengers(), { uuid: actor.uuid, position }],
    });
  }

  static async #onRemoveDriver(this: VehicleSheet) {
    await updateDocument(this.actor, { "system.driver": null });
  }

  static async #onRemovePassenger(this: VehicleSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset.index);
    await updateDocument(this.actor, {
      "system.passengers": this.passengers().filter((_, i) => i !== index),
    });
  }

  /** A driving test through the table flows (`TABLE_API.vehicleTest`); only owners see the buttons. */
  static async #onRideTest(this: VehicleSheet, event: PointerEvent, target: HTMLElement) {
    const test = target.dataset.test;
    if (!test || !this.actor.isOwner || !(VEHICLE_TESTS as readonly string[]).includes(test)) return;
    await (await loadRuntime()).TABLE_API.vehicleTest(this.actor as never, test as VehicleTestId, { event });
  }
}
