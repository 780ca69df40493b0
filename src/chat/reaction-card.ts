import { I18N } from "../config";
import type { ReactionEffect, ReactionResult } from "../rules/blaze-of-glory/reactions";
import type { ReactionPlan } from "../table/reaction-flow";
import {
  followUpView,
  groupView,
  odds,
  passDice,
  type DieView,
  type FollowUpView,
  type GroupView,
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
  kind: "reaction";
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
  rowOdds: (OddsView & { passes: number; current: boolean; cls: string })[];
  directiveOdds: (OddsView & { label: string; current: boolean; cls: string })[];
  source: string;
  groups: GroupView[];
  followUps: FollowUpView[];
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

export function effectNotes(effects: readonly ReactionEffect[]): NoteView[] {
  const out: NoteView[] = [];
  for (const e of effects) {
    if ("fire" in e) {
      // "Fires" at no penalty is the directive itself; only a penalty or the target's fire adds news.
      if (e.fire === "tester" && e.repMod === 0) continue;
      const key = e.fire === "tester" ? (e.optional ? "mayFire" : "fires") : "targetFires";
      out.push({ key: `${I18N}.Outcome.Effect.${key}`, n: signed(e.repMod) });
    } else if ("charge" in e) out.push({ key: `${I18N}.Outcome.Effect.charge`, n: "" });
    else if ("turnToFace" in e) out.push({ key: `${I18N}.Outcome.Effect.turnToFace`, n: "" });
    else if ("meleeDiceMod" in e)
      out.push({ key: `${I18N}.Outcome.Effect.meleeDiceMod`, n: signed(e.meleeDiceMod) });
    else if ("meleeRepMod" in e)
      out.push({ key: `${I18N}.Outcome.Effect.meleeRepMod`, n: signed(e.meleeRepMod) });
    else if ("drawDiceMod" in e)
      out.push({ key: `${I18N}.Outcome.Effect.drawDiceMod`, n: signed(e.drawDiceMod) });
    else if ("opponentMayForceGotTheDrop" in e)
      out.push({ key: `${I18N}.Outcome.Effect.forceGotTheDrop`, n: "" });
    else if ("redraw" in e) out.push({ key: `${I18N}.Outcome.Effect.redraw`, n: signed(e.opponentDiceMod) });
    else if ("sandDelta" in e) out.push({ key: `${I18N}.Outcome.Effect.sandDelta`, n: signed(e.sandDelta) });
    else if ("condition" in e && (e.condition === "siouxside" || e.condition === "removedFromPlay"))
      out.push({ key: `${I18N}.Outcome.Effect.${e.condition}`, n: "" });
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
    kind: "reaction",
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
    rowOdds: plan.odds.passes.map((f, passes) => {
      const current = r.tested && passes === r.passes;
      return { ...odds(f), passes, current, cls: current ? "current" : "" };
    }),
    directiveOdds: plan.odds.directives.map((d) => ({
      ...odds(d.probability),
      label: directiveKey(d.directive),
      current: d.directive === r.directive,
      cls: d.directive === r.directive ? "current" : "",
    })),
    source: r.source,
    groups: plan.groups.map((g) => groupView(g, weaponNames)),
    followUps: plan.followUps.map(followUpView),
  };
}
