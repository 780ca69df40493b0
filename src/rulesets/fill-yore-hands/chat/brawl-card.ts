import { I18N } from "../../../config";
import type { BrawlModifierBreakdown, BrawlSide } from "../../../rules/fill-yore-hands/brawl";
import type { BrawlPlan } from "../table/brawl-flow";
import type { BrawlDialogContext } from "../table/brawl-dialog";
import { signed } from "../table/close-common";
import { closeGroupViews, type GroupView } from "./close-format";

/** The brawl card's view model: the rear-attack roll, each side's die and total, the outcome. */

const C = `${I18N}.FYH.Close`;

export interface BrawlSideView {
  name: string;
  die: number;
  parts: { key: string; value: string }[];
  total: number;
  winner: boolean;
}

export interface BrawlCardView {
  kicker: string;
  headline: { key: string; winner: string; loser: string; wound: string; margin: number };
  rear: {
    attacker: { name: string; die: number; modifier: string; total: number };
    defender: { name: string; die: number; modifier: string; total: number };
    resultKey: string;
    bonus: string;
  } | null;
  sides: BrawlSideView[];
  effect: string;
  odds: BrawlDialogContext["odds"] | null;
  groups: GroupView[];
  followUps: [];
}

function parts(m: BrawlModifierBreakdown): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = [];
  if (m.ticked) out.push({ key: `${C}.Part.ticked`, value: signed(m.ticked) });
  if (m.rating) out.push({ key: `${C}.Part.rating`, value: signed(m.rating) });
  if (m.surprise) out.push({ key: `${C}.Part.surprise`, value: signed(m.surprise) });
  if (m.prone) out.push({ key: `${C}.Part.prone`, value: signed(m.prone) });
  return out;
}

/**
 * `names`: each side's figure name; `woundName`: what the loser's Little cut is called in a brawl
 * (FYH-M10); `odds`: the dialog's odds as declared, before any die.
 */
export function brawlCard(
  plan: BrawlPlan,
  names: Record<BrawlSide, string>,
  woundName: string,
  odds: BrawlDialogContext["odds"] | null,
): BrawlCardView {
  const b = plan.brawl;
  const o = b.outcome;
  const other = (s: BrawlSide): BrawlSide => (s === "attacker" ? "defender" : "attacker");
  const headline =
    o.kind === "standOff"
      ? { key: `${C}.Head.standOff`, winner: "", loser: "", wound: "", margin: 0 }
      : {
          key: o.kind === "littleCut" ? `${C}.Head.littleCut` : `${C}.Head.damageCard`,
          winner: names[other(o.loser)],
          loser: names[o.loser],
          wound: woundName,
          margin: o.margin,
        };
  const sides = (["attacker", "defender"] as const).map((s) => ({
    name: names[s],
    die: b.rolls[s],
    parts: parts(b.modifiers[s]),
    total: b.totals[s],
    winner: o.kind !== "standOff" && o.loser !== s,
  }));
  const r = plan.rear;
  return {
    kicker: `${C}.Kind.brawl`,
    headline,
    rear: r
      ? {
          attacker: {
            name: names.attacker,
            die: r.rolls.attacker,
            modifier: signed(r.modifiers.attacker),
            total: r.totals.attacker,
          },
          defender: {
            name: names.defender,
            die: r.rolls.defender,
            modifier: signed(r.modifiers.defender),
            total: r.totals.defender,
          },
          resultKey: r.defenderTurns ? `${C}.Rear.turns` : `${C}.Rear.kept`,
          bonus: signed(r.attackerSurprise),
        }
      : null,
    sides,
    effect:
      o.kind === "standOff"
        ? `${C}.Effect.standOff`
        : o.kind === "littleCut"
          ? `${C}.Effect.littleCut`
          : `${C}.Effect.damageCard`,
    odds,
    groups: closeGroupViews(plan.groups),
    followUps: [],
  };
}
