import { AttributeData } from "./attribute";
import { WeaponData } from "./weapon";

/** Item sub-types and their data models, assigned to CONFIG.Item.dataModels in init. */
export const itemDataModels = {
  weapon: WeaponData,
  attribute: AttributeData,
} as const;

export { AttributeData, WeaponData };
