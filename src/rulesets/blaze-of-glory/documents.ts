/** Blaze of Glory's document types: their data models and sheets, as the definition lists them. */
export { CharacterData, MountData, OutfitData, VehicleData } from "./data/actor";
export { AttributeData, WeaponData } from "./data/item";
export { CharacterSheet } from "./sheets/character-sheet";
export { MountSheet } from "./sheets/mount-sheet";
export { VehicleSheet } from "./sheets/vehicle-sheet";
export { OutfitSheet } from "./sheets/outfit-sheet";
export { AttributeSheet, WeaponSheet } from "./sheets/item-sheets";
