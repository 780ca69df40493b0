/**
 * What a ruleset registers with the shell (`src/shell/registry.ts`). Each ruleset lives in its own
 * folders (`src/rules/<id>/` for its rules core, `src/rulesets/<id>/` for what it registers in
 * Foundry); `src/rulesets/index.ts` is the only shared file that names them. Adding a ruleset is
 * adding its folders and one line there (see `docs/architecture.md`).
 *
 * Foundry prepares documents while it starts without awaiting hooks, so everything a document
 * needs (its data model and derived data, its sheet class, the statuses) is given here
 * synchronously and registered at `init` for every ruleset, whatever the world plays: a world that
 * switches rulesets keeps every document valid and loses nothing.
 */

import type { MigrationSet } from "./migrations/steps";
import type { GmTableDefinition } from "../rules/core";
import type { DeckDefinition } from "./decks/definition";
import type { CardActivationHooks } from "./activation/types";

/** One Actor or Item type of a ruleset. Ids are stored in documents: once released, never changed. */
export interface RulesetDocumentType {
  documentName: "Actor" | "Item";
  /** The type id, as listed in `system.json` `documentTypes`. */
  type: string;
  /** Its `TypeDataModel` class. */
  model: unknown;
  /** Its sheet (an ApplicationV2 document sheet class) and the sheet's lang key. */
  sheet?: { cls: unknown; label: string };
}

/** A token status (V13 `CONFIG.statusEffects` entry). */
export interface RulesetStatus {
  id: string;
  name: string;
  img: string;
  [key: string]: unknown;
}

/** How a ruleset's turns are activated (the shell's tracker strategies). */
export type ActivationKind =
  "dicePerSide" | "cardPerSide" | "cardPerFigure" | "cardsPerGroup" | "colourPerSide";

export interface RulesetDefinition {
  /** Stable id stored in the world setting. */
  id: string;
  /** Localization key of its display name. */
  label: string;
  /**
   * What each of its type ids starts with: the naming scheme (`docs/architecture.md`) is the
   * ruleset's short key and a hyphen before a lowercase noun (`fyh-figure`), except for Blaze of
   * Glory, the default and first released, whose ids are the bare nouns (prefix "").
   */
  typePrefix: string;
  /** Its Actor and Item types: data models and sheets, registered for every world. */
  types: readonly RulesetDocumentType[];
  /** Its schema versions and migration steps (registered for every ruleset, like its types). */
  migrations: MigrationSet;
  /** Names of its compendium packs in `system.json` (each tagged with `flags.six-gun-sound.ruleset`). */
  packs: readonly string[];
  activation: ActivationKind;
  /** Hooks of the card activation strategies (options per turn, group of a figure): `src/shell/activation/`. */
  cardActivation?: CardActivationHooks;
  /** The decks it plays with (card activation, damage draws…), made on demand by the deck service. */
  decks?: readonly DeckDefinition[];
  /** Tables the book lost, for the GM to fill in (the shell's GM-table editor). */
  gmTables?: readonly GmTableDefinition[];
  /** The token statuses, and the one the combat tracker's "defeated" toggle sets. */
  statuses(): RulesetStatus[];
  defeatedStatus: string;
  /**
   * Registers what only a world playing this ruleset uses, at `init`: its settings, hooks, chat
   * cards and queries. Not called for the other rulesets.
   */
  activate(): void;
  /** Its public API, which the shell puts at `game.sixGunSound` for sheets, macros and modules. */
  api(): Record<string, unknown>;
}

/**
 * A ruleset's maker of document types: one type with its data model and its sheet, the sheet's
 * label the lang key `<sheetLabels>.<label>` (each ruleset keeps its sheet names under its own key).
 */
export function documentTypeMaker(sheetLabels: string) {
  return (
    documentName: RulesetDocumentType["documentName"],
    id: string,
    model: unknown,
    sheet: unknown,
    label: string,
  ): RulesetDocumentType => ({
    documentName,
    type: id,
    model,
    sheet: { cls: sheet, label: `${sheetLabels}.${label}` },
  });
}
