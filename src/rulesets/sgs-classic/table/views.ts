import { I18N } from "../../../config";
import { type Fraction, formatFraction } from "../../../rules/core";
import type { CoolnessCheck } from "../../../rules/sgs-classic/shooting/coolness-check";
import type { ReactionTestResult } from "../../../rules/sgs-classic/reactions/test";
import type { ClassicAction, ClassicFollowUp, ClassicGroup } from "./actions";

/**
 * The view models of the classic chat cards and dialogs (pure: the gallery renders them the same
 * way the flows do). Every text is a lang key with its data; names are escaped by Handlebars.
 */

const C = `${I18N}.Classic`;

export interface DieView {
  readonly value: number;
  readonly passed: boolean;
}

export interface LineView {
  readonly key: string;
  readonly value: string | number;
  /** A value that is itself a lang key (a result's name). */
  readonly valueKey?: string;
}

export interface OddsView {
  readonly key: string;
  readonly odds: string;
  readonly percent: string;
  /** Whose odds, where a card shows more than one figure's (the key takes `{name}`). */
  readonly name?: string;
}

export interface ClassicCardView {
  readonly kind: "reaction" | "coolness" | "shot" | "wound" | "damage" | "month" | "character" | "brawl";
  readonly kicker: string;
  readonly name: string;
  readonly head: string;
  readonly headData: Record<string, string | number>;
  readonly tone: "good" | "bad" | "";
  readonly dice: readonly DieView[];
  readonly lines: readonly LineView[];
  readonly bullets: readonly BulletView[];
  readonly odds: readonly OddsView[];
  readonly next: string | null;
  /** The Apply buttons and next steps (`chat/actions.hbs`), when the card has any. */
  readonly groups?: readonly GroupView[];
  readonly followUps?: readonly FollowUpView[];
}

export interface GroupView {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly auto: boolean;
  readonly changes: readonly { key: string; nameKey: string; value: string | number; n: number | string }[];
}

export interface FollowUpView {
  readonly index: number;
  readonly label: string;
  readonly name: string;
  readonly detail: string;
  readonly reason: string;
}

function changeView(a: ClassicAction): GroupView["changes"][number] {
  const nameKey = `${C}.Damage.Kicker`;
  if (a.type === "classicDamage") return { key: `${C}.Change.damage`, nameKey, value: a.amount, n: a.amount };
  if (a.type === "classicWound")
    return { key: `${C}.Change.${a.effect}`, nameKey, value: a.turns, n: a.turns };
  return { key: `${C}.Change.reveal`, nameKey, value: "", n: "" };
}

/** The shared actions template's view of a card's buttons and next steps. */
export function actionViews(input: {
  readonly groups: readonly ClassicGroup[];
  readonly followUps: readonly ClassicFollowUp[];
}): { groups: GroupView[]; followUps: FollowUpView[] } {
  return {
    groups: input.groups.map((g) => ({
      id: g.id,
      label: g.label,
      name: g.name,
      auto: g.auto,
      changes: g.actions.map(changeView),
    })),
    followUps: input.followUps.map((f, index) => ({
      index,
      label: f.type === "classicReaction" ? `${C}.Reaction.Test.${f.test}` : `${C}.Hit.${f.wound}`,
      name: f.name,
      detail: "",
      reason: f.reason,
    })),
  };
}

export interface BulletView {
  readonly n: number;
  readonly die: number;
  readonly total: number;
  readonly result: string;
  readonly tone: "good" | "bad" | "";
  readonly damage: string | null;
  readonly why: string | null;
}

export function oddsView(key: string, f: Fraction): OddsView {
  return { key, odds: formatFraction(f), percent: `${Math.round((100 * f.num) / f.den)}%` };
}

const GOOD = new Set(["FIRE", "CARRY_ON", "CHARGE", "STAND_FIRE", "FIGHT_ON", "STAND_FIGHT"]);
const BAD = new Set(["RUNAWAY", "DUCK_DOWN"]);

/** What the reaction code asks of the figure next (a lang key), where the card can say it. */
function nextFor(code: string): string | null {
  return `${C}.Reaction.Next.${code}`;
}

export function reactionCardView(input: {
  readonly name: string;
  readonly result: ReactionTestResult;
  readonly odds: readonly Fraction[];
}): ClassicCardView {
  const r = input.result;
  return {
    kind: "reaction",
    kicker: `${C}.Reaction.Test.${r.test}`,
    name: input.name,
    head: `${C}.Reaction.Code.${r.code}`,
    headData: { name: input.name },
    tone: GOOD.has(r.code) ? "good" : BAD.has(r.code) ? "bad" : "",
    dice: r.dice.map((value) => ({ value, passed: value <= r.target })),
    lines: [
      { key: `${C}.Card.Target`, value: r.target },
      { key: `${C}.Card.Passes`, value: r.passes },
      ...r.modifiers.map((m) => ({
        key: `${C}.Modifier.${m.code}`,
        value: m.value > 0 ? `+${m.value}` : String(m.value),
      })),
    ],
    bullets: [],
    odds: [2, 1, 0].map((p) => oddsView(`${C}.Card.Pass${p}`, input.odds[p]!)),
    next: nextFor(r.code),
  };
}

export function coolnessCardView(input: {
  readonly name: string;
  readonly check: CoolnessCheck;
  readonly odds: Readonly<Record<string, Fraction>>;
}): ClassicCardView {
  const c = input.check;
  return {
    kind: "coolness",
    kicker: `${C}.Card.CoolnessKicker`,
    name: input.name,
    head: `${C}.CoolnessResult.${c.result}`,
    headData: {},
    tone: c.result === "steady" ? "good" : c.result === "rush" ? "bad" : "",
    dice: c.dice.map((value) => ({ value, passed: value <= c.coolness })),
    lines: [{ key: `${C}.Card.Coolness`, value: c.coolness }],
    bullets: [],
    odds: (["steady", "flinch", "rush"] as const).map((k) =>
      oddsView(`${C}.CoolnessResult.${k}`, input.odds[k]!),
    ),
    next: null,
  };
}
