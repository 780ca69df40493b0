import type { CharacterData } from "../data/actor/character";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      character: typeof CharacterData;
    };
  }
}

declare global {
  interface SettingConfig {
    "six-gun-sound.ruleset": string;
  }
}
