import { I18N } from "../../../config";
import { reloadWeapon, type ReloadResult } from "../../../rules/fill-yore-hands/ammo";
import { rollAndPost } from "../../../shell/chat/post";
import { actorFrom, type FActor, type FMessage } from "../../../shell/foundry";
import { readInterpretations } from "../settings";
import { reloadCardView } from "../chat/reload-card";
import { mine, refuse, safely } from "./entry";
import { readFigure, type FyhWeapon } from "./figure-read";

/**
 * Reloading, which the text never describes (FYH-M14): under the FYH-Q04 house rule one action
 * moves rounds from the weapon's reserve into it, up to what it holds. Refused, with the reason,
 * when the house rule is off, the weapon is full or the reserve is empty (no action spent then).
 */

const P = `${I18N}.FYH`;

/** The weapon to reload: the one named, else the readied one, else the first that is not full. */
export function weaponToReload(weapons: readonly FyhWeapon[], id?: string): FyhWeapon | null {
  if (id) return weapons.find((w) => w.id === id) ?? null;
  return (
    weapons.find((w) => w.system.readied) ??
    weapons.find((w) => w.system.loaded < w.system.capacity) ??
    weapons[0] ??
    null
  );
}

export function reloadOf(weapon: FyhWeapon): ReloadResult {
  const s = weapon.system;
  return reloadWeapon({
    ammo: { capacity: Math.max(1, s.capacity, s.loaded), loaded: s.loaded, reserve: s.reserve },
    rules: readInterpretations(),
  });
}

export async function reload(ref: FActor | string, weaponId?: string): Promise<FMessage | null> {
  return safely("reload", async () => {
    const actor = await actorFrom(ref);
    if (!actor || !mine(actor)) return null;
    const figure = readFigure(actor, readInterpretations());
    if (!figure) return refuse(`${P}.Shot.NotAFigure`, { name: actor.name });
    const weapon = weaponToReload(figure.weapons, typeof weaponId === "string" ? weaponId : undefined);
    if (!weapon) return refuse(`${P}.Shot.NoWeapon`, { name: figure.name });
    if (figure.state.isDead) return refuse(`${P}.Shot.Dead`, { name: figure.name });
    const result = reloadOf(weapon);
    if (!result.reloaded)
      return refuse(`${P}.Reload.Refused.${result.reason}`, { name: figure.name, weapon: weapon.name });
    // Read before the update: the item's data is the document's own, changed in place.
    const before = { ...weapon.system };
    await weapon.item.update({ "system.loaded": result.ammo.loaded, "system.reserve": result.ammo.reserve });
    const message = await rollAndPost(
      () => result,
      () => [],
      () => ({
        template: "fyh/chat/reload.hbs",
        context: reloadCardView({ name: figure.name, weapon: weapon.name, before, result }),
        kind: "fyhReload",
        actor,
      }),
    );
    return message ?? null;
  });
}
