import { I18N } from "../../../config";
import type { BrawlSide } from "../../../rules/fill-yore-hands/brawl";
import { isMissingTable } from "../../../rules/core";
import { fyhTable } from "../../../rules/fill-yore-hands/tables";
import type { GmTableId } from "../../../rules/fill-yore-hands/ids";
import { brawlOddsView, type BrawlDeclaration, type BrawlOptions, type BrawlWorldTables } from "./brawl-flow";
import { flag, isWomanFigure, oddsText, signed, type CloseFigure, type OddsText } from "./close-common";

/**
 * The brawl dialog: contact, rear attack, the GM's modifiers to tick for each side and the exact
 * odds, drawn again as the form changes. Rows are named by their place in the GM's list (row ids
 * are the GM editor's and may hold any character).
 */

export interface ModifierRow {
  index: number;
  name: string;
  modifier: string;
  attacker: boolean;
  defender: boolean;
}

export interface BrawlerView {
  name: string;
  surprise: number;
  prone: boolean;
  rating: string;
  woman: boolean;
}

export interface BrawlOddsRow {
  label: string;
  attacker: OddsText;
  defender: OddsText;
}

export interface BrawlDialogContext {
  attacker: BrawlerView;
  defender: BrawlerView;
  inContact: boolean;
  rear: boolean;
  needsContact: boolean;
  modRows: ModifierRow[];
  rearRows: ModifierRow[];
  /** The live part. */
  odds: {
    rows: BrawlOddsRow[];
    standOff: OddsText | null;
    rearKept: OddsText | null;
    blocked: { key: string; table: string } | null;
  };
}

export interface ListRow {
  id: string;
  name: string;
  modifier: number;
}

export interface BrawlDialogInput {
  attacker: CloseFigure;
  defender: CloseFigure;
  tables: BrawlWorldTables;
  options: BrawlOptions;
  /** The rows of the GM's `brawlModifiers` and `rearAttackModifiers` lists, in order. */
  modifierRows: ListRow[];
  rearRows: ListRow[];
  /** Rating row id → its name. */
  ratingNames: Record<string, string>;
}

/** The declaration the form holds (an empty form: in contact, from the front, nothing ticked). */
export function readBrawlForm(input: BrawlDialogInput, form: Record<string, unknown>): BrawlDeclaration {
  const ticked = (rows: ListRow[], prefix: string, side: "a" | "d") =>
    rows.filter((_, i) => flag(form[`${prefix}.${side}.${i}`])).map((r) => r.id);
  return {
    attacker: input.attacker,
    defender: input.defender,
    inContact: form.inContact === undefined ? true : flag(form.inContact),
    rear: flag(form.rear),
    modifiers: {
      attacker: ticked(input.modifierRows, "mod", "a"),
      defender: ticked(input.modifierRows, "mod", "d"),
    },
    rearModifiers: {
      attacker: ticked(input.rearRows, "rear", "a"),
      defender: ticked(input.rearRows, "rear", "d"),
    },
  };
}

function brawlerView(f: CloseFigure, input: BrawlDialogInput): BrawlerView {
  const rating = f.system.brawlingRating;
  return {
    name: f.name,
    surprise: f.system.surpriseBonus ?? 0,
    prone: f.system.prone === true,
    rating: rating ? (input.ratingNames[rating] ?? rating) : "",
    woman: isWomanFigure(f, input.options.womenByType),
  };
}

const rowsOf = (rows: ListRow[], chosen: Record<BrawlSide, string[]>): ModifierRow[] =>
  rows.map((r, index) => ({
    index,
    name: r.name,
    modifier: signed(r.modifier),
    attacker: chosen.attacker.includes(r.id),
    defender: chosen.defender.includes(r.id),
  }));

/** The dialog's context for the form as it stands (`{}` for the first drawing). */
export function brawlDialogContext(
  input: BrawlDialogInput,
  form: Record<string, unknown> = {},
): BrawlDialogContext {
  const decl = readBrawlForm(input, form);
  const view = brawlOddsView(decl, input.tables, input.options);
  let blocked: BrawlDialogContext["odds"]["blocked"] = null;
  if (view.blocked && isMissingTable(view.blocked))
    blocked = {
      key: `${I18N}.FYH.Close.NeedsTable`,
      table: fyhTable(view.blocked.missing as GmTableId).label,
    };
  else if (view.blocked) blocked = { key: `${I18N}.FYH.Close.NeedsContact`, table: "" };
  const o = view.odds;
  return {
    attacker: brawlerView(input.attacker, input),
    defender: brawlerView(input.defender, input),
    inContact: decl.inContact,
    rear: decl.rear,
    needsContact: input.options.brawlNeedsContact,
    modRows: rowsOf(input.modifierRows, decl.modifiers),
    rearRows: rowsOf(input.rearRows, decl.rearModifiers),
    odds: {
      rows: o
        ? [
            {
              label: `${I18N}.FYH.Close.LittleCut`,
              attacker: oddsText(o.littleCut.attacker),
              defender: oddsText(o.littleCut.defender),
            },
            {
              label: `${I18N}.FYH.Close.DamageCard`,
              attacker: oddsText(o.damageCard.attacker),
              defender: oddsText(o.damageCard.defender),
            },
          ]
        : [],
      standOff: o ? oddsText(o.standOff) : null,
      rearKept: view.rearKept ? oddsText(view.rearKept) : null,
      blocked,
    },
  };
}
