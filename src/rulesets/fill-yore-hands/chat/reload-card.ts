import type { ReloadResult } from "../../../rules/fill-yore-hands/ammo";

/** The reload card as plain data: the weapon, the rounds moved, loaded and reserve before and after. */
export function reloadCardView(input: {
  name: string;
  weapon: string;
  before: { loaded: number; reserve: number; capacity: number };
  result: Extract<ReloadResult, { reloaded: true }>;
}) {
  const { before, result } = input;
  return {
    name: input.name,
    weapon: input.weapon,
    moved: result.moved,
    capacity: result.ammo.capacity,
    loaded: { before: before.loaded, after: result.ammo.loaded },
    reserve: { before: before.reserve, after: result.ammo.reserve },
  };
}
