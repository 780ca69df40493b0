import type { TableFigure, TableWeapon } from "../../src/table/figure";
import { NO_ENCOUNTER } from "../../src/table/figure";
import type { Profession } from "../../src/rules/blaze-of-glory/ids";
import type { AttributeId } from "../../src/rules/blaze-of-glory/ids";

/** Figures for table-flow tests: plain data, as an Actor would give them. */
export function figure(
  id: string,
  over: Partial<{
    profession: Profession;
    rep: number;
    toughness: number;
    sand: number;
    star: boolean;
    attributes: AttributeId[];
    weapons: TableWeapon[];
    encounter: Partial<typeof NO_ENCOUNTER>;
  }> = {},
): TableFigure {
  return {
    uuid: `Actor.${id}`,
    name: id[0]!.toUpperCase() + id.slice(1),
    system: {
      profession: over.profession ?? "cowboy",
      warriorRegion: "",
      veteran: false,
      star: over.star ?? false,
      rep: over.rep ?? 4,
      toughness: over.toughness ?? 4,
      sand: over.sand ?? 4,
      wounds: { head: 0, gunArm: 0, offArm: 0, chest: 0, gut: 0, leg: 0, gutShot: false },
      encounter: { ...NO_ENCOUNTER, ...(over.encounter ?? {}) },
    },
    attributes: over.attributes ?? [],
    weapons: over.weapons ?? [{ id: "pistol0000000001", name: "Colt", weapon: "pistol", ammo: "loaded" }],
  };
}
