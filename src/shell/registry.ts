import { SYSTEM_ID } from "../config";
import type { RulesetDefinition } from "./ruleset-definition";
import { registerMigrations } from "./migrations/steps";
import { registerCardActivation } from "./activation/register";
import { registerGmTables } from "./gm-tables/register";

/**
 * The shell's side of the ruleset registry: it is handed every ruleset's definition (only
 * `src/rulesets/index.ts` names them) and registers them at `init`. Every ruleset's document types
 * (data models and sheets) are registered in every world, so documents of another ruleset stay
 * valid and keep every value when the world switches; only the active ruleset is activated
 * (statuses, settings, hooks, cards) and publishes its API at `game.sixGunSound`.
 */

/** The world's ruleset id, or the default when the setting cannot be read yet or names no ruleset. */
export function chosenRuleset(
  rulesets: readonly RulesetDefinition[],
  read: () => unknown,
): RulesetDefinition {
  let id: unknown;
  try {
    id = read();
  } catch {
    // Not readable at this point of start-up: the default ruleset.
  }
  return rulesets.find((r) => r.id === id) ?? rulesets[0]!;
}

/** Actor and Item type ids of a ruleset. */
export function typesOf(ruleset: RulesetDefinition, documentName: "Actor" | "Item"): string[] {
  return ruleset.types.filter((t) => t.documentName === documentName).map((t) => t.type);
}

/** Which ruleset a type id belongs to. */
export function rulesetOfType(
  rulesets: readonly RulesetDefinition[],
  documentName: "Actor" | "Item",
  type: string,
): RulesetDefinition | undefined {
  return rulesets.find((r) => typesOf(r, documentName).includes(type));
}

interface Registrar {
  dataModels: Record<"Actor" | "Item", Record<string, unknown>>;
  registerSheet(documentName: "Actor" | "Item", cls: unknown, type: string, label: string): void;
  setStatuses(statuses: unknown[], defeated: string): void;
  publishApi(api: Record<string, unknown>): void;
  /** The tracker's card activation, for a ruleset that activates with cards (absent in tests). */
  cardActivation?(active: RulesetDefinition): void;
  /** The GM-table setting, menu and card button, for a ruleset with GM tables; returns their API. */
  gmTables?(active: RulesetDefinition): Record<string, unknown>;
}

/** Registers every ruleset's types, then activates `active`. Returns the active ruleset. */
export function registerRulesets(
  rulesets: readonly RulesetDefinition[],
  active: RulesetDefinition,
  registrar: Registrar = foundryRegistrar(),
): RulesetDefinition {
  const seen = new Set<string>();
  for (const ruleset of rulesets) {
    registerMigrations(ruleset.migrations);
    for (const t of ruleset.types) {
      const key = `${t.documentName}.${t.type}`;
      if (seen.has(key)) throw new Error(`${SYSTEM_ID} | two rulesets declare the type ${key}`);
      seen.add(key);
      registrar.dataModels[t.documentName][t.type] = t.model;
      if (t.sheet) registrar.registerSheet(t.documentName, t.sheet.cls, t.type, t.sheet.label);
    }
  }
  registrar.setStatuses(active.statuses(), active.defeatedStatus);
  active.activate();
  registrar.cardActivation?.(active);
  registrar.publishApi({ ...active.api(), ...registrar.gmTables?.(active) });
  return active;
}

function foundryRegistrar(): Registrar {
  const { DocumentSheetConfig } = foundry.applications.apps;
  const docs = { Actor, Item } as const;
  return {
    dataModels: {
      Actor: CONFIG.Actor.dataModels as Record<string, unknown>,
      Item: CONFIG.Item.dataModels as Record<string, unknown>,
    },
    registerSheet: (documentName, cls, type, label) =>
      DocumentSheetConfig.registerSheet(docs[documentName] as never, SYSTEM_ID, cls as never, {
        types: [type],
        makeDefault: true,
        label,
      }),
    setStatuses: (statuses, defeated) => {
      CONFIG.statusEffects = statuses as unknown as typeof CONFIG.statusEffects;
      (CONFIG.specialStatusEffects as unknown as Record<string, string>).DEFEATED = defeated;
    },
    // One place assembles the API, at `init` (as dnd5e puts `game.dnd5e`), before any macro runs.
    publishApi: (api) => {
      (game as unknown as { sixGunSound: Record<string, unknown> }).sixGunSound = api;
    },
    cardActivation: (active) => void registerCardActivation(active),
    gmTables: (active) => registerGmTables(active) as Record<string, unknown>,
  };
}
