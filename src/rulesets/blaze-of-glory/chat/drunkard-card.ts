import { I18N } from "../../../config";
import type { ActivationChecksPlan, DrunkardPlan } from "../table/drunkard-flow";
import type { TestCardContext, TestLine } from "./cards";
import { groupViews, headline, passDice, plainDice } from "./format";

/**
 * The cards of the Drunkard's roll and of the checks on becoming active, in the small tests'
 * layout (chat/test.hbs): a headline per figure saying what became of him, then his dice against
 * his Rep, then what to apply.
 */

function card(title: string, lines: TestLine[], plan: DrunkardPlan | ActivationChecksPlan, bad: boolean[]) {
  const context: TestCardContext = {
    kind: "task",
    headline: lines.map((l, i) =>
      headline("fate", { name: l.name, what: l.outcome, tone: bad[i] ? "bad" : "good" }),
    ),
    title: `${I18N}.Chat.${title}`,
    name: "",
    lines,
    odds: [],
    notes: [],
    groups: groupViews(plan.groups),
  };
  return context;
}

/** The start of the encounter: sober, or how drunk (the first die read against his Rep). */
export function drunkardCard(plan: DrunkardPlan): TestCardContext {
  const lines = plan.entries.map(({ figure, result }) => ({
    label: "",
    name: figure.name,
    dice: [...passDice(result.dice.slice(0, 1), figure.system.rep), ...plainDice(result.dice.slice(1))],
    target: figure.system.rep,
    passes: null,
    outcome: `${I18N}.Outcome.Drunkard.${result.condition ?? "sober"}`,
  }));
  return card(
    "Drunkard.title",
    lines,
    plan,
    plan.entries.map((e) => e.result.drunk),
  );
}

/** Becoming active: acts as usual, stays where he is, or passes out. */
export function activationChecksCard(plan: ActivationChecksPlan): TestCardContext {
  const lines = plan.entries.map(({ figure, result }) => ({
    label: "",
    name: figure.name,
    dice: passDice(
      result.checks.map((c) => c.die),
      figure.system.rep,
    ),
    target: figure.system.rep,
    passes: null,
    outcome: `${I18N}.Outcome.ActivationCheck.${result.status}`,
  }));
  return card(
    "ActivationCheck.title",
    lines,
    plan,
    plan.entries.map((e) => e.result.status !== "actsNormally"),
  );
}
