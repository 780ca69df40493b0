import { I18N, SYSTEM_ID } from "../../../config";
import { RulesError } from "../../../rules/core";
import { postClassicCard } from "./post-card";
import { actorFrom, fgame, notify, type FActor, type FMessage } from "../../../shell/foundry";
import { readClassicRules } from "../settings";
import { type ClassicAction, actionIsWhole } from "./actions";
import { FIGURE_TYPE, constitutionPools } from "./figure-read";
import { damageCardView, damageOutcome } from "./wound-plan";

/**
 * The active GM applies a classic card's change (the shell's card rules call this one action at a
 * time, in the GM's queue): the figure is read fresh, the change written, and the statuses the
 * tokens show set. Damage posts a line saying what it did to the Constitution.
 */

type StatusActor = FActor & {
  statuses?: Set<string>;
  toggleStatusEffect?(id: string, options: { active: boolean; overlay?: boolean }): Promise<unknown>;
};

/** Sets a status on the figure's tokens; a failure is logged (the data change stands). */
async function setStatus(actor: StatusActor, id: string, active: boolean): Promise<void> {
  if (typeof actor.toggleStatusEffect !== "function") return;
  if ((actor.statuses?.has(id) ?? false) === active) return;
  try {
    await actor.toggleStatusEffect(id, { active, ...(id === "dead" && active ? { overlay: true } : {}) });
  } catch (error) {
    console.warn(`${SYSTEM_ID} | could not mark ${actor.name}'s token`, error);
  }
}

export async function applyClassicAction(action: ClassicAction): Promise<FMessage | null | undefined> {
  if (!actionIsWhole(action)) throw new RulesError("action", action, "does not hold together");
  if (!fgame().user.isGM) {
    notify("warn", `${I18N}.Classic.Apply.GmOnly`);
    return null;
  }
  const actor = (await actorFrom(action.actor)) as StatusActor | null;
  if (!actor || actor.type !== FIGURE_TYPE) {
    notify("warn", `${I18N}.Chat.NoFigure`);
    return null;
  }
  const system = actor.system as {
    constitution?: { max?: number; woundDamage?: number; brawlDamage?: number };
    badWounds?: number;
    scratches?: number;
    duckDownTurns?: number;
  };
  switch (action.type) {
    case "classicDamage": {
      const outcome = damageOutcome(constitutionPools(system.constitution), action, readClassicRules());
      await actor.update({
        "system.constitution.woundDamage": outcome.pools.woundDamage,
        "system.constitution.brawlDamage": outcome.pools.brawlDamage,
      });
      if (outcome.after.dead) await setStatus(actor, "dead", true);
      else if (outcome.after.unconscious) await setStatus(actor, "unconscious", true);
      return postClassicCard(
        damageCardView({ name: actor.name, amount: action.amount, outcome }),
        "classicDamage",
        actor,
      );
    }
    case "classicWound": {
      const update: Record<string, unknown> =
        action.wound === "badWound"
          ? { "system.badWounds": (system.badWounds ?? 0) + 1 }
          : { "system.scratches": (system.scratches ?? 0) + 1 };
      if (action.effect === "duckDown")
        update["system.duckDownTurns"] = Math.max(system.duckDownTurns ?? 0, action.turns);
      await actor.update(update);
      const status = action.effect === "duckDown" ? "duckedDown" : action.effect;
      if (status !== "carryOn") await setStatus(actor, status, true);
      return null;
    }
    case "classicReveal":
      await setStatus(actor, "concealed", false);
      return null;
  }
}
