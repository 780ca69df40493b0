import { I18N } from "../../../config";
import type { ReactionEffect, ReactionResult } from "../../../rules/blaze-of-glory/reactions";
import type { ReactionPlan } from "../table/reaction-flow";
import {
  followUpView,
  groupViews,
  headline,
  odds,
  passDice,
  signed,
  type DieView,
  type FollowUpView,
  type GroupView,
  type HeadlineView,
  type OddsView,
} from "./format";

/**
 * The reaction-test card: the dice against Sand, the pass count, the exact odds of each row and of
 * each directive, the directive in plain words, what it changes and what comes next.
 */

export interface NoteView {
  key: string;
  n: string;
}

export interface ReactionCardContext {
  /** "Jake Colby: Ducks Back": the figure and what he does. */
  headline: HeadlineView[];
  name: string;
  img: string;
  test: string;
  sheet: string;
  how: string;
  tested: boolean;
  target: number;
  dice: DieView[];
  reroll: { dice: DieView[]; passes: number; countedAs: number } | null;
  rollOff: { dice: DieView[]; target: number; passes: number; firesFirst: string } | null;
  passes: number;
  directive: string;
  directiveCode: string;
  rowDirective: string | null;
  hooks: string[];
  notes: NoteView[];
  rowOdds: (OddsView & { passes: number; current: boolean })[];
  directiveOdds: (OddsView & { label: string; current: boolean })[];
  groups: GroupView[];
  followUps: FollowUpView[];
}

export function effectNotes(effects: readonly ReactionEffect[]): NoteView[] {
  const out: NoteView[] = [];
  const note = (key: string, n = "") => out.push({ key: `${I18N}.Outcome.Effect.${key}`, n });
  for (const e of effects) {
    if ("fire" in e) {
      // "Fires" at no penalty is the directive itself; only a penalty or the target's fire adds news.
      if (e.fire === "tester" && e.repMod === 0) continue;
      note(e.fire === "tester" ? (e.optional ? "mayFire" : "fires") : "targetFires", signed(e.repMod));
    } else if ("charge" in e) note("charge");
    else if ("turnToFace" in e) note("turnToFace");
    else if ("meleeDiceMod" in e) note("meleeDiceMod", signed(e.meleeDiceMod));
    else if ("meleeRepMod" in e) note("meleeRepMod", signed(e.meleeRepMod));
    else if ("drawDiceMod" in e) note("drawDiceMod", signed(e.drawDiceMod));
    else if ("opponentMayForceGotTheDrop" in e) note("forceGotTheDrop");
    else if ("redraw" in e) note("redraw", signed(e.opponentDiceMod));
    else if ("sandDelta" in e) note("sandDelta", signed(e.sandDelta));
    else if ("condition" in e && (e.condition === "siouxside" || e.condition === "removedFromPlay"))
      note(e.condition);
  }
  return out;
}

export function directiveKey(code: string): string {
  return `${I18N}.Outcome.Directive.${code}`;
}

export function reactionCard(
  figure: { name: string; img?: string },
  plan: ReactionPlan,
  weaponNames: Record<string, string> = {},
): ReactionCardContext {
  const r: ReactionResult = plan.result;
  return {
    headline: [headline("fate", { name: figure.name, what: directiveKey(r.directive) })],
    name: figure.name,
    img: figure.img ?? "",
    test: `${I18N}.Table.Test.${r.test}`,
    sheet: `${I18N}.Table.Sheet.${r.sheet}`,
    how: `${I18N}.Chat.How.${r.how}`,
    tested: r.tested,
    target: r.target,
    dice: passDice(r.dice, r.target),
    reroll: r.reroll
      ? { dice: passDice(r.reroll.dice, r.target), passes: r.reroll.passes, countedAs: r.reroll.countedAs }
      : null,
    rollOff: r.rollOff
      ? {
          dice: passDice(r.rollOff.dice, r.rollOff.target),
          target: r.rollOff.target,
          passes: r.rollOff.passes,
          firesFirst: `${I18N}.Chat.FiresFirst.${r.rollOff.firesFirst}`,
        }
      : null,
    passes: r.passes,
    directive: directiveKey(r.directive),
    directiveCode: r.directive,
    rowDirective: r.rowDirective !== r.directive ? directiveKey(r.rowDirective) : null,
    hooks: r.hooks.map((h) => `${I18N}.Outcome.Hook.${h}`),
    notes: effectNotes(r.effects),
    rowOdds: plan.odds.passes.map((f, passes) => ({
      ...odds(f),
      passes,
      current: r.tested && passes === r.passes,
    })),
    directiveOdds: plan.odds.directives.map((d) => ({
      ...odds(d.probability),
      label: directiveKey(d.directive),
      current: d.directive === r.directive,
    })),
    groups: groupViews(plan.groups, weaponNames),
    followUps: plan.followUps.map(followUpView),
  };
}
