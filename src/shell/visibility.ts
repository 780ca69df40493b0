import { I18N, SYSTEM_ID } from "../config";
import type { RulesetDefinition } from "./ruleset-definition";
import { rulesetOfType, typesOf } from "./registry";

/**
 * A world shows only its own ruleset: the create-document dialogs offer only its Actor and Item
 * types, creating or importing a document of another ruleset's type is refused with a message, and
 * the compendium list hides other rulesets' packs. Documents of other rulesets already in the world
 * stay as they are (their types are registered), so switching the ruleset and back loses nothing.
 */

type DocumentName = "Actor" | "Item";

/** Why a new document of `type` is refused in a world playing `active`: the ruleset it belongs to. */
export function foreignRuleset(
  rulesets: readonly RulesetDefinition[],
  active: RulesetDefinition,
  documentName: DocumentName,
  type: unknown,
): RulesetDefinition | null {
  if (typeof type !== "string") return null;
  const owner = rulesetOfType(rulesets, documentName, type);
  return owner && owner.id !== active.id ? owner : null;
}

/** The ruleset a compendium pack is tagged with (`flags["six-gun-sound"].ruleset` in system.json). */
export function packRuleset(metadata: { flags?: Record<string, unknown> } | undefined): string | null {
  const flags = metadata?.flags?.[SYSTEM_ID] as { ruleset?: unknown } | undefined;
  return typeof flags?.ruleset === "string" ? flags.ruleset : null;
}

interface CreatableClass {
  TYPES: string[];
  createDialog(data?: object, createOptions?: object, options?: { types?: string[] }): Promise<unknown>;
}

/** A document class whose create dialog offers only `allowed` types (as public V13 systems do). */
function limitCreateDialog(Base: CreatableClass, allowed: readonly string[]): unknown {
  const Limited = class extends (Base as unknown as new (...args: never[]) => object) {
    static async createDialog(
      data = {},
      createOptions = {},
      { types, ...options }: { types?: string[] } = {},
    ) {
      const offered = (types ?? (this as unknown as CreatableClass).TYPES).filter((t) => allowed.includes(t));
      return (Base.createDialog as CreatableClass["createDialog"]).call(this, data, createOptions, {
        types: offered,
        ...options,
      });
    }
  };
  return Limited;
}

export function registerRulesetVisibility(
  rulesets: readonly RulesetDefinition[],
  active: RulesetDefinition,
): void {
  const config = CONFIG as unknown as Record<DocumentName, { documentClass: CreatableClass }>;
  for (const documentName of ["Actor", "Item"] as const) {
    config[documentName].documentClass = limitCreateDialog(
      config[documentName].documentClass,
      typesOf(active, documentName),
    ) as CreatableClass;
    Hooks.on(`preCreate${documentName}`, ((doc: { type?: unknown; name?: string }) => {
      try {
        const owner = foreignRuleset(rulesets, active, documentName, doc.type);
        if (!owner) return true;
        ui.notifications?.warn(
          game.i18n!.format(`${I18N}.Ruleset.Foreign`, {
            name: doc.name ?? "",
            ruleset: game.i18n!.localize(owner.label),
            active: game.i18n!.localize(active.label),
          }),
        );
        return false;
      } catch (error) {
        console.error(`${SYSTEM_ID} | ruleset check`, error);
        return true;
      }
    }) as never);
  }
  Hooks.on("renderCompendiumDirectory", ((_app: unknown, html: HTMLElement) => {
    try {
      for (const pack of game.packs ?? []) {
        const ruleset = packRuleset(pack.metadata as never);
        if (!ruleset || ruleset === active.id) continue;
        html.querySelectorAll(`[data-pack="${CSS.escape(pack.collection)}"]`).forEach((el) => el.remove());
      }
    } catch (error) {
      console.error(`${SYSTEM_ID} | compendium list`, error);
    }
  }) as never);
}
