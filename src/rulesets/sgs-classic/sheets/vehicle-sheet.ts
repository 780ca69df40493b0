import { SixGunActorSheet, actorRef, enrich } from "../../../shell/sheets/base-sheets";
import { readClassicRules } from "../settings";
import { loadContexts } from "./load-contexts";
import { VEHICLE_SHEET, sheetParts, windowOptions } from "./sheet-specs";
import type { OccupantRef, VehicleViewSource } from "./vehicle-context";

/** A wagon or stagecoach: its move, its base and who rides in it. */
export class ClassicVehicleSheet extends SixGunActorSheet {
  static override DEFAULT_OPTIONS = { ...windowOptions(VEHICLE_SHEET) };

  static override PARTS = sheetParts(VEHICLE_SHEET);

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const { vehicleView } = await loadContexts();
    const actor = this.actor;
    const system = actor.system as unknown as VehicleViewSource;
    const occupants: OccupantRef[] = [];
    for (const uuid of system.occupants) {
      const ref = await actorRef(uuid);
      occupants.push(ref ?? { uuid, name: uuid, img: "", missing: true });
    }
    return {
      ...context,
      actor,
      ...vehicleView({
        name: actor.name,
        img: actor.img ?? "",
        system,
        occupants,
        mode: this.mode,
        editable: this.isEditable,
        rules: readClassicRules(),
        notesHTML: await enrich(system.notes, actor, actor.isOwner),
      }),
    };
  }
}
