import { SYSTEM_ID } from "../config";
import { ATTRIBUTES, WEAPONS, type AttributeId, type WeaponId } from "../rules/blaze-of-glory/ids";
import { AMMO_STATUSES, type AmmoStatus } from "../rules/blaze-of-glory/weapons";
import { DRUNK_STATES, type DrunkState } from "../rules/blaze-of-glory/reactions";
import type { FigureStats, TableFigure, TableWeapon } from "./figure";
import { NO_ENCOUNTER } from "./figure";
import { NO_WOUNDS_SOURCE } from "../data/source-types";
import type { FActor } from "./foundry";

/**
 * Reads an Actor (issue 4's character data model) into the plain `TableFigure` the flows use.
 * Defensive: a field the data model does not have yet falls back to the rules' defaults, and an
 * actor that is not a figure gives null.
 */
export function figureFromActor(actor: FActor): TableFigure | null {
  if (actor.type !== "character") return null;
  const s = actor.system as Partial<FigureStats> & { derived?: { attributes?: unknown } };
  const attributes: AttributeId[] = [];
  const derived = Array.isArray(s.derived?.attributes) ? (s.derived.attributes as unknown[]) : null;
  if (derived) {
    for (const a of derived)
      if ((ATTRIBUTES as readonly unknown[]).includes(a)) attributes.push(a as AttributeId);
  } else {
    for (const item of actor.items) {
      const a = item.type === "attribute" ? item.system.attribute : undefined;
      if ((ATTRIBUTES as readonly unknown[]).includes(a)) attributes.push(a as AttributeId);
    }
  }
  const weapons: TableWeapon[] = [];
  for (const item of actor.items) {
    if (item.type !== "weapon") continue;
    const w = item.system.weapon;
    if (!(WEAPONS as readonly unknown[]).includes(w)) continue;
    const ammo = (AMMO_STATUSES as readonly unknown[]).includes(item.system.ammo)
      ? (item.system.ammo as AmmoStatus)
      : "loaded";
    weapons.push({
      id: item.id,
      name: item.name,
      weapon: w as WeaponId,
      ammo,
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
    drunk: (DRUNK_STATES as readonly unknown[]).includes(drunk) ? (drunk as DrunkState) : null,
  };
}

function num(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}
