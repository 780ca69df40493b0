import type { CharacterData } from "../rulesets/blaze-of-glory/data/actor/character";
import type { MountData } from "../rulesets/blaze-of-glory/data/actor/mount";
import type { VehicleData } from "../rulesets/blaze-of-glory/data/actor/vehicle";
import type { OutfitData } from "../rulesets/blaze-of-glory/data/actor/outfit";
import type { WeaponData } from "../rulesets/blaze-of-glory/data/item/weapon";
import type { AttributeData } from "../rulesets/blaze-of-glory/data/item/attribute";

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
