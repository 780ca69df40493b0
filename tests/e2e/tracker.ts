import { SYSTEM_ID } from "../../src/config";
import { onRenderCombatTracker } from "../../src/rulesets/blaze-of-glory/combat/register";
import type { ActivationState } from "../../src/rulesets/blaze-of-glory/combat/activation";
import type { StandInActor } from "../queries/world";
import { FakeElement } from "./dom";
import type { Table } from "./table";

/** One figure in the stand-in combat: its side (token disposition) and, if any, its unit flag. */
export interface CombatEntry {
  actor: StandInActor;
  side: "friendly" | "hostile";
  unit?: string;
}

/**
 * A started combat in round 1, set as `game.combat`: its flags live in memory, so what the system
 * writes (the activation state) is read back on the next render. `activation` is the state already
 * rolled, if any.
 */
export function standInCombat(entries: CombatEntry[], activation?: ActivationState) {
  const flags: Record<string, Record<string, unknown>> = activation ? { [SYSTEM_ID]: { activation } } : {};
  const combatants = entries.map((e, i) => ({
    id: `c${i}`,
    name: e.actor.name,
    actor: e.actor,
    token: { disposition: e.side === "friendly" ? 1 : -1 },
    group: null,
    defeated: false,
    getFlag: (_scope: string, key: string) => (key === "unit" ? e.unit : undefined),
  }));
  const combat = {
    id: "combat0000000001",
    round: 1,
    started: true,
    combatants,
    getFlag: (scope: string, key: string) => flags[scope]?.[key],
    setFlag: async (scope: string, key: string, value: unknown) => ((flags[scope] ??= {})[key] = value),
  };
  (globalThis as unknown as { game: { combat: unknown } }).game.combat = combat;
  return combat;
}

/** The combat tracker's sidebar as `user` sees it, with the system's activation panel in it. */
export async function openTracker(table: Table, user: string): Promise<FakeElement> {
  const html = new FakeElement("section");
  html.append(new FakeElement("header"));
  await table.world.as(user, () => onRenderCombatTracker(null, html as never));
  return html;
}
