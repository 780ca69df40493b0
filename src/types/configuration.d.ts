import type { CharacterData } from "../data/actor/character";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      character: typeof CharacterData;
    };
  }
}
