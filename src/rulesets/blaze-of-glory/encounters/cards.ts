import { I18N, SYSTEM_ID, templatePath } from "../../../config";
import type { EncounterSetup, SpecialTableResult } from "../../../rules/blaze-of-glory/encounters/types";
import { fv, localize as foundryLocalize, type FMessage } from "../../../shell/foundry";
import { setupView, specialTableView, type Localize, type RollView, type SideView } from "./view";

/**
 * The encounter's chat cards: the set-up card (which encounter, its variant, every roll with its dice
 * and what it decided, and who is on each side) and a special table's card (its rolls and outcome,
 * posted from the encounter journal's buttons). The builders are pure; the posting is thin. Every
 * text is escaped by the templates (`{{ }}`), the names of the sides included.
 */

export const ENCOUNTER_FLAG = "encounter";
export const SPECIAL_TABLE_FLAG = "encounterTable";

export interface EncounterCardContext {
  name: string;
  kicker: string;
  variant: string;
  settlement: string;
  rolls: RollView[];
  sides: Pick<SideView, "label" | "role" | "roleText" | "goal" | "figures" | "lines">[];
  /** "" when the set-up hands no table to play. */
  tables: string;
}

export function encounterCardContext(setup: EncounterSetup, localize: Localize): EncounterCardContext {
  const view = setupView(setup, localize);
  return {
    name: view.name,
    kicker: localize(`${I18N}.Encounter.Card.Kicker`),
    variant: view.variant,
    settlement: view.settlement,
    rolls: view.rolls,
    sides: view.sides.map(({ label, role, roleText, goal, figures, lines }) => ({
      label,
      role,
      roleText,
      goal,
      figures,
      lines,
    })),
    tables: view.specialTables.map((t) => t.name).join(", "),
  };
}

export interface SpecialTableCardContext {
  name: string;
  kicker: string;
  rolls: RollView[];
  outcome: string;
  notes: string[];
}

export function specialTableCardContext(
  result: SpecialTableResult,
  localize: Localize,
): SpecialTableCardContext {
  const view = specialTableView(result, localize);
  return {
    name: view.name,
    kicker: localize(`${I18N}.Encounter.Card.TableKicker`),
    rolls: view.rolls,
    outcome: view.outcome,
    notes: view.notes,
  };
}

/** Posts a card from an encounter-family template (the campaign's step cards share it). */
export async function postTemplateCard(
  template: string,
  context: { name: string },
  flags: Record<string, unknown>,
): Promise<FMessage | undefined> {
  const g = fv();
  const body = await g.foundry.applications.handlebars.renderTemplate(templatePath(template), context);
  const data: Record<string, unknown> = {
    content: `<div class="six-gun-sound sgs-chat">${body}</div>`,
    speaker: g.ChatMessage.getSpeaker({ alias: context.name }),
    flags: { [SYSTEM_ID]: flags },
  };
  // The GM chooses who sees the set-up (it names the opposition) with the roll mode, as for any roll.
  const mode = g.game.settings.get("core", "rollMode") as string;
  g.ChatMessage.applyRollMode?.(data, mode);
  return g.ChatMessage.create(data, { rollMode: mode });
}

/** Posts the set-up card of an encounter the wizard rolled. */
export function postEncounterCard(setup: EncounterSetup): Promise<FMessage | undefined> {
  return postTemplateCard("chat/encounter.hbs", encounterCardContext(setup, foundryLocalize), {
    [ENCOUNTER_FLAG]: { encounter: setup.encounter, variant: setup.variant ?? null },
  });
}

/** Posts a special table's result (STANDUP FIGHT, TALK THE TALK ...), rolled from the journal. */
export function postSpecialTableCard(result: SpecialTableResult): Promise<FMessage | undefined> {
  return postTemplateCard("chat/encounter-table.hbs", specialTableCardContext(result, foundryLocalize), {
    [SPECIAL_TABLE_FLAG]: { table: result.table, outcome: result.outcome },
  });
}
