import { I18N } from "../../../config";
import type { ReactionTest } from "../../../rules/sgs-classic/ids";
import type { ClassicRules } from "../../../rules/sgs-classic/interpretations";
import {
  BASIC_REACTION_MODIFIERS,
  MODIFIER_CODES,
  type ModifierCode,
  type ReactionSituation,
  modifiedCv,
  reactionModifiers,
} from "../../../rules/sgs-classic/reactions/modifiers";
import type { ReactionContext } from "../../../rules/sgs-classic/reactions/tables";
import { reactionOdds } from "../../../rules/sgs-classic/reactions/test";
import type { ClassicFigure } from "./figure-read";
import { type OddsView, oddsView } from "./views";

/**
 * The reaction test dialog (pure): the tests the world's rules use, the situation's modifiers
 * (the basic set, or the Advanced QRS's), and the exact odds of each result as the form changes.
 */

const C = `${I18N}.Classic`;

export const BASIC_TESTS: readonly ReactionTest[] = [
  "gotAShot",
  "shotAt",
  "charging",
  "beingCharged",
  "brawling",
];
export const ADVANCED_TESTS_LIST: readonly ReactionTest[] = [
  "gotAShotCheck",
  "receivedFire",
  "wantingToCharge",
  "beingChargedCheck",
  "brawling",
];

export function testsFor(rules: ClassicRules): readonly ReactionTest[] {
  return rules.advancedReactions ? ADVANCED_TESTS_LIST : BASIC_TESTS;
}

export interface ReactionForm {
  readonly test: ReactionTest;
  readonly situation: ReactionSituation;
  readonly context: ReactionContext;
}

/** The form's answers, checked: an unknown test falls back to the first of the world's tests. */
export function readReactionForm(
  data: Record<string, unknown>,
  rules: ClassicRules,
  fallback: ReactionForm,
): ReactionForm {
  const tests = testsFor(rules);
  const test = tests.includes(data.test as ReactionTest) ? (data.test as ReactionTest) : fallback.test;
  const situation: Record<string, boolean> = {};
  for (const code of MODIFIER_CODES)
    situation[code] = data[code] === undefined ? fallback.situation[code] === true : data[code] === true;
  const context = {
    charger: data.charger === undefined ? fallback.context.charger === true : data.charger === true,
    canFire: data.canFire === undefined ? fallback.context.canFire !== false : data.canFire === true,
    chargedFlankOrRear:
      data.chargedFlankOrRear === undefined
        ? fallback.context.chargedFlankOrRear === true
        : data.chargedFlankOrRear === true,
  };
  return { test, situation, context };
}

export interface ReactionDialogContext {
  readonly name: string;
  readonly cv: number;
  readonly test: ReactionTest;
  readonly testChoices: Record<string, string>;
  readonly situation: readonly { name: ModifierCode; label: string; checked: boolean; value: string }[];
  readonly context: readonly { name: string; label: string; checked: boolean }[];
  readonly target: number;
  readonly odds: readonly OddsView[];
}

export function reactionDialogContext(
  figure: ClassicFigure,
  form: ReactionForm,
  rules: ClassicRules,
): ReactionDialogContext {
  const advanced = rules.advancedReactions;
  const mods = reactionModifiers(form.test, form.situation);
  const target = modifiedCv(figure.cv, mods);
  const odds = reactionOdds(target);
  const codes = advanced
    ? MODIFIER_CODES
    : MODIFIER_CODES.filter((c) => BASIC_REACTION_MODIFIERS[c] !== undefined);
  const all = reactionModifiers(
    advanced ? "receivedFire" : "shotAt",
    Object.fromEntries(codes.map((c) => [c, true])),
  );
  return {
    name: figure.name,
    cv: figure.cv,
    test: form.test,
    testChoices: Object.fromEntries(testsFor(rules).map((t) => [t, `${C}.Reaction.Test.${t}`])),
    situation: codes.map((c) => {
      const v = all.find((m) => m.code === c)!.value;
      return {
        name: c,
        label: `${C}.Modifier.${c}`,
        checked: form.situation[c] === true,
        value: v > 0 ? `+${v}` : String(v),
      };
    }),
    context: advanced
      ? [
          { name: "charger", label: `${C}.Reaction.Context.charger`, checked: form.context.charger === true },
          {
            name: "canFire",
            label: `${C}.Reaction.Context.canFire`,
            checked: form.context.canFire !== false,
          },
          {
            name: "chargedFlankOrRear",
            label: `${C}.Reaction.Context.chargedFlankOrRear`,
            checked: form.context.chargedFlankOrRear === true,
          },
        ]
      : [],
    target,
    odds: [2, 1, 0].map((p) => oddsView(`${C}.Card.Pass${p}`, odds[p]!)),
  };
}

/** The defaults a figure brings: its cover and its secure flanks. */
export function defaultReactionForm(
  figure: ClassicFigure,
  rules: ClassicRules,
  test?: ReactionTest,
): ReactionForm {
  const tests = testsFor(rules);
  return {
    test: test && tests.includes(test) ? test : tests[0]!,
    situation: {
      inCover: figure.inCover,
      ...(rules.advancedReactions ? { secureFlanksRear: figure.secureFlanksRear } : {}),
    },
    context: { canFire: figure.weapons.length > 0 },
  };
}
