import { I18N } from "../../../config";
import type { DiceSource } from "../../../rules/core";
import type { ClassicRules } from "../../../rules/sgs-classic/interpretations";
import { type DamageResult, applyDamage } from "../../../rules/sgs-classic/stats/damage";
import {
  type BadWoundEffect,
  type ScratchEffect,
  badWoundOdds,
  rollBadWound,
  rollScratch,
  scratchOdds,
} from "../../../rules/sgs-classic/shooting/wounds";
import type { ClassicDamageAction, ClassicGroup, ClassicWoundAction, WoundKind } from "./actions";
import type { ClassicFigure } from "./figure-read";
import { type ClassicCardView, oddsView } from "./views";

/**
 * The Scratch and Bad Wound tests (guide §3.12) and damage to Constitution (§3.13) as pure steps:
 * the roll, the card, and the change the card applies. The flows (`wound-flow.ts`, `apply.ts`) do
 * the Foundry part; the gallery builds the same cards.
 */

const C = `${I18N}.Classic`;

export interface WoundTestSetup {
  readonly figure: Pick<ClassicFigure, "uuid" | "name" | "cv" | "badWounds">;
  readonly wound: WoundKind;
  readonly impact: number;
  readonly rules: ClassicRules;
}

export interface WoundTestRoll {
  readonly passes: number | null;
  readonly test: readonly number[];
  readonly effect: ScratchEffect | BadWoundEffect;
}

export function rollWoundTest(source: DiceSource, setup: WoundTestSetup): WoundTestRoll {
  const { figure, wound, impact, rules } = setup;
  if (wound === "scratch") return rollScratch({ cv: figure.cv }, source, rules);
  return rollBadWound({ cv: figure.cv, badWounds: figure.badWounds, impact }, source, rules);
}

/** Every die the test read, in order: the 2D6, then the duck-down die or the Impact rounds. */
export function woundTestFaces(roll: WoundTestRoll): { test: number[]; more: number[] } {
  const e = roll.effect;
  const more =
    e.kind === "duckDown"
      ? [e.die]
      : e.kind === "impact"
        ? e.rounds.flatMap((r) => [r.impactDie, r.cvDie])
        : [];
  return { test: [...roll.test], more };
}

/** The effect as the card's Apply button stores it. */
export function woundAction(setup: WoundTestSetup, roll: WoundTestRoll): ClassicWoundAction {
  const e = roll.effect;
  const effect = e.kind === "impact" ? e.outcome : e.kind;
  return {
    type: "classicWound",
    actor: setup.figure.uuid,
    wound: setup.wound,
    effect,
    turns: e.kind === "duckDown" ? e.turns : 0,
  };
}

const EFFECT_TONE = {
  carryOn: "good",
  duckDown: "",
  runaway: "bad",
  unconscious: "bad",
  dead: "bad",
} as const;

export function woundCardView(setup: WoundTestSetup, roll: WoundTestRoll): ClassicCardView {
  const { figure, wound, impact, rules } = setup;
  const action = woundAction(setup, roll);
  const e = roll.effect;
  const lines: ClassicCardView["lines"][number][] = [{ key: `${C}.Card.Cv`, value: figure.cv }];
  if (roll.passes !== null) lines.push({ key: `${C}.Card.Passes`, value: roll.passes });
  if (e.kind === "duckDown") lines.push({ key: `${C}.Wound.Turns`, value: e.turns });
  if (e.kind === "impact")
    for (const r of e.rounds)
      lines.push({ key: `${C}.Wound.ImpactRound`, value: `${r.impact} : ${r.cvScore}` });
  if (e.kind === "dead" && e.reason === "secondBadWound")
    lines.push({ key: `${C}.Wound.SecondBadWound`, value: figure.badWounds + 1 });
  const odds =
    wound === "scratch"
      ? Object.entries(scratchOdds({ cv: figure.cv }, rules)).map(([k, f]) =>
          oddsView(`${C}.Wound.Effect.${k}`, f),
        )
      : Object.entries(badWoundOdds({ cv: figure.cv, badWounds: figure.badWounds, impact }, rules)).map(
          ([k, f]) => oddsView(`${C}.Wound.Effect.${k}`, f),
        );
  return {
    kind: "wound",
    kicker: `${C}.Hit.${wound}`,
    name: figure.name,
    head: `${C}.Wound.Effect.${action.effect}`,
    headData: { name: figure.name },
    tone: EFFECT_TONE[action.effect],
    dice: roll.test.map((value) => ({ value, passed: value <= figure.cv })),
    lines,
    bullets: [],
    odds,
    next: null,
  };
}

/** The Apply button of a wound test's card: the figure's own change, applied by the system. */
export function woundGroup(setup: WoundTestSetup, roll: WoundTestRoll): ClassicGroup {
  return {
    id: "wound",
    label: `${C}.Apply.Wound`,
    name: setup.figure.name,
    actions: [woundAction(setup, roll)],
    auto: true,
  };
}

/** Damage to a figure's Constitution pools, and what it leaves (pure; `apply.ts` writes it). */
export function damageOutcome(
  constitution: { max: number; woundDamage: number; brawlDamage: number },
  action: Pick<ClassicDamageAction, "amount" | "kind">,
  rules: ClassicRules,
): DamageResult {
  return applyDamage({ ...constitution, amount: action.amount, kind: action.kind }, rules);
}

export function damageCardView(input: {
  name: string;
  amount: number;
  outcome: DamageResult;
}): ClassicCardView {
  const { before, after } = input.outcome;
  const state = after.dead ? "dead" : after.unconscious ? "unconscious" : "standing";
  return {
    kind: "damage",
    kicker: `${C}.Damage.Kicker`,
    name: input.name,
    head: `${C}.Damage.Head.${state}`,
    headData: { name: input.name },
    tone: state === "standing" ? "" : "bad",
    dice: [],
    lines: [
      { key: `${C}.Damage.Amount`, value: input.amount },
      { key: `${C}.Damage.Constitution`, value: `${before.current} → ${after.current}` },
    ],
    bullets: [],
    odds: [],
    next: null,
  };
}
