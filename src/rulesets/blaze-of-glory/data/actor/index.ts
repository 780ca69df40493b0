import { CharacterData } from "./character";
import { MountData } from "./mount";
import { OutfitData } from "./outfit";
import { VehicleData } from "./vehicle";

/** Actor sub-types and their data models, assigned to CONFIG.Actor.dataModels in init. */
export const actorDataModels = {
  character: CharacterData,
  mount: MountData,
  vehicle: VehicleData,
  outfit: OutfitData,
} as const;

export { CharacterData, MountData, OutfitData, VehicleData };
