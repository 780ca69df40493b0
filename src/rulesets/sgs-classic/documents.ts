/** Six Gun Sound (classic)'s document types: their data models and sheets, as the definition lists them. */
export { FigureData } from "./data/figure";
export { HorseData } from "./data/horse";
export { VehicleData } from "./data/vehicle";
export { WeaponData } from "./data/weapon";
export { ClassicFigureSheet } from "./sheets/figure-sheet";
export { ClassicHorseSheet } from "./sheets/horse-sheet";
export { ClassicVehicleSheet } from "./sheets/vehicle-sheet";
export { ClassicWeaponSheet } from "./sheets/weapon-sheet";
