import { CharacterData } from "./character";

/** Actor sub-types and their data models, assigned to CONFIG.Actor.dataModels in init. */
export const actorDataModels = {
  character: CharacterData,
} as const;

export { CharacterData };
