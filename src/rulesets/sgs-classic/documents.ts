/** Six Gun Sound (classic)'s document types: their data models and sheets, as the definition lists them. */
export { FigureData } from "./data/figure";
export { HorseData } from "./data/horse";
export { VehicleData } from "./data/vehicle";
export { WeaponData } from "./data/weapon";
export { FigureSheet } from "./sheets/figure-sheet";
export { HorseSheet } from "./sheets/horse-sheet";
export { VehicleSheet } from "./sheets/vehicle-sheet";
export { WeaponSheet } from "./sheets/weapon-sheet";
