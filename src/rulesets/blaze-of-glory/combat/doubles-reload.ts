import { I18N } from "../../../config";
import type { FollowUp } from "../table/actions";
import type { TableWeapon } from "../table/figure";

/**
 * Doubles hold the matching sides: their figures may not move or fire, but may still reload, change
 * weapon or pick one up. Of these only reloading is a roll, so the activation card offers it as a
 * button for every figure of a held side with a weapon to reload (fumbling or must reload: the
 * only states a reload rolls for).
 */

export interface SideFigure {
  side: string;
  uuid: string;
  name: string;
  weapons: readonly Pick<TableWeapon, "id" | "name" | "ammo">[];
}

const NEEDS_RELOAD: ReadonlySet<string> = new Set(["fumbling", "mustReload"]);

export function doublesReloads(heldSides: readonly string[], figures: readonly SideFigure[]): FollowUp[] {
  const held = new Set(heldSides);
  return figures
    .filter((f) => held.has(f.side))
    .flatMap((f) =>
      f.weapons
        .filter((w) => NEEDS_RELOAD.has(w.ammo))
        .map((w): FollowUp => ({
          type: "reload",
          actor: f.uuid,
          name: f.name,
          weapon: w.id,
          weaponName: w.name,
          reason: `${I18N}.Chat.Head.heldByDoubles`,
        })),
    );
}
