import { SYSTEM_ID } from "../../../config";
import { ATTRIBUTES, WEAPONS } from "../../../rules/blaze-of-glory/ids";
import { AMMO_STATUSES } from "../../../rules/blaze-of-glory/weapons";
import { DRUNK_STATES } from "../../../rules/blaze-of-glory/reactions";
import type { FigureStats, TableFigure, TableWeapon } from "./figure";
import { NO_ENCOUNTER } from "./figure";
import { NO_WOUNDS_SOURCE } from "../data/source-types";
import type { FActor } from "../../../shell/foundry";

/**
 * Reads an Actor (issue 4's character data model) into the plain `TableFigure` the flows use.
 * Defensive: a field the data model does not have yet falls back to the rules' defaults, and an
 * actor that is not a figure gives null.
 */
export function figureFromActor(actor: FActor): TableFigure | null {
  if (actor.type !== "character") return null;
  const s = actor.system as Partial<FigureStats> & { derived?: { attributes?: unknown } };
  const derived = s.derived?.attributes;
  const attributes = (
    Array.isArray(derived)
      ? (derived as unknown[])
      : [...actor.items].filter((i) => i.type === "attribute").map((i) => i.system.attribute)
  ).filter((a) => oneOf(ATTRIBUTES, a));
  const weapons: TableWeapon[] = [];
  for (const item of actor.items) {
    const { weapon, ammo } = item.system;
    if (item.type === "weapon" && oneOf(WEAPONS, weapon))
      weapons.push({
        id: item.id,
        name: item.name,
        weapon,
        ammo: oneOf(AMMO_STATUSES, ammo) ? ammo : "loaded",
        capAndBall: item.system.capAndBall === true,
      });
  }
  const drunk = actor.getFlag(SYSTEM_ID, "drunk");
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img,
    system: {
      profession: s.profession ?? "cowboy",
      warriorRegion: s.warriorRegion ?? "",
      veteran: s.veteran ?? false,
      star: s.star ?? false,
      rep: num(s.rep, 4),
      toughness: num(s.toughness, 4),
      sand: num(s.sand, 4),
      wounds: { ...NO_WOUNDS_SOURCE, ...(s.wounds ?? {}) },
      encounter: { ...NO_ENCOUNTER, ...(s.encounter ?? {}) },
    },
    attributes,
    weapons,
    toughUsed: actor.getFlag(SYSTEM_ID, "toughUsed") === true,
    drunk: oneOf(DRUNK_STATES, drunk) ? drunk : null,
    ...(actor.isOwner ? {} : { notOwned: true }),
  };
}

function oneOf<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

function num(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}
