/** Blaze of Glory's document types: their data models and sheets, as the definition lists them. */
export { CharacterData, MountData, OutfitData, VehicleData } from "../../data/actor";
export { AttributeData, WeaponData } from "../../data/item";
export { CharacterSheet } from "../../applications/sheets/character-sheet";
export { MountSheet } from "../../applications/sheets/mount-sheet";
export { VehicleSheet } from "../../applications/sheets/vehicle-sheet";
export { OutfitSheet } from "../../applications/sheets/outfit-sheet";
export { AttributeSheet, WeaponSheet } from "../../applications/sheets/item-sheets";
