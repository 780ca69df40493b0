/** Fill Yore Hands!'s document types: their data models and sheets, as the definition lists them. */
export { FigureData } from "./data/figure";
export { GroupData } from "./data/group";
export { WeaponData } from "./data/weapon";
export { FyhFigureSheet } from "./sheets/figure-sheet";
export { GroupSheet } from "./sheets/group-sheet";
export { FyhWeaponSheet } from "./sheets/weapon-sheet";
