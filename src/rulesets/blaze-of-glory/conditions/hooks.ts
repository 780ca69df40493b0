import { CONDITION_IDS, conditionsFor, encounterChangeFor, statusSyncPlan } from "./definitions";
import type { CharacterSource, WeaponSource } from "../data/source-types";

/**
 * Keeps a figure's token conditions and its data in step, both ways:
 * - sheet → token: after the figure's data or its weapons change, switch our statuses on or off
 *   to match `conditionsFor` (wounds, ammunition, encounter flags);
 * - token → sheet: a status toggled on the token HUD sets the matching encounter flag.
 * Only the client that made the change acts, so one change never turns into several writes.
 */

const OUR_IDS = new Set(CONDITION_IDS);
/** Actors being synchronised right now: the toggles we cause must not echo back into data. */
const syncing = new Set<string>();

function characterOf(doc: { type?: string } | null | undefined): Actor.Implementation | null {
  return doc && doc.type === "character" ? (doc as Actor.Implementation) : null;
}

export async function syncStatuses(actor: Actor.Implementation): Promise<void> {
  if (!actor.isOwner || actor.type !== "character" || syncing.has(actor.uuid)) return;
  const system = actor.system as unknown as CharacterSource;
  const ammo = actor.items
    .filter((i: Item.Implementation) => i.type === "weapon")
    .map((i: Item.Implementation) => (i.system as unknown as WeaponSource).ammo);
  const wanted = conditionsFor({ encounter: system.encounter, wounds: system.wounds, ammo });
  const plan = statusSyncPlan(actor.statuses as Set<string>, wanted);
  if (!plan.add.length && !plan.remove.length) return;
  syncing.add(actor.uuid);
  try {
    for (const id of plan.add) await actor.toggleStatusEffect(id, { active: true });
    for (const id of plan.remove) await actor.toggleStatusEffect(id, { active: false });
  } finally {
    syncing.delete(actor.uuid);
  }
}

async function statusToggled(effect: ActiveEffect.Implementation, active: boolean, userId: string) {
  if (userId !== game.user?.id) return;
  const actor = characterOf(effect.parent as never);
  if (!actor || syncing.has(actor.uuid)) return;
  const system = actor.system as unknown as CharacterSource;
  for (const id of effect.statuses ?? []) {
    if (!OUR_IDS.has(id)) continue;
    const change = encounterChangeFor(id, active, system.encounter);
    if (change) await actor.update(change as never);
  }
}

export function registerConditionHooks(): void {
  Hooks.on(
    "updateActor",
    (actor: Actor.Implementation, _changed: unknown, _options: unknown, userId: string) => {
      if (userId === game.user?.id && characterOf(actor)) void syncStatuses(actor);
    },
  );
  const itemChanged = (item: Item.Implementation, ...rest: unknown[]) => {
    const userId = rest[rest.length - 1];
    const actor = characterOf(item.parent as never);
    if (actor && item.type === "weapon" && userId === game.user?.id) void syncStatuses(actor);
  };
  Hooks.on("createItem", itemChanged as never);
  Hooks.on("updateItem", itemChanged as never);
  Hooks.on("deleteItem", itemChanged as never);
  Hooks.on(
    "createActiveEffect",
    ((effect: ActiveEffect.Implementation, _o: unknown, userId: string) =>
      void statusToggled(effect, true, userId)) as never,
  );
  Hooks.on(
    "deleteActiveEffect",
    ((effect: ActiveEffect.Implementation, _o: unknown, userId: string) =>
      void statusToggled(effect, false, userId)) as never,
  );
}
