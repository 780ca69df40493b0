import type { CharacterData } from "../data/actor/character";
import type { MountData } from "../data/actor/mount";
import type { VehicleData } from "../data/actor/vehicle";
import type { OutfitData } from "../data/actor/outfit";
import type { WeaponData } from "../data/item/weapon";
import type { AttributeData } from "../data/item/attribute";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      character: typeof CharacterData;
      mount: typeof MountData;
      vehicle: typeof VehicleData;
      outfit: typeof OutfitData;
    };
    Item: {
      weapon: typeof WeaponData;
      attribute: typeof AttributeData;
    };
  }
}

declare global {
  interface SettingConfig {
    "six-gun-sound.ruleset": string;
    "six-gun-sound.schemaVersion": number;
  }
}
