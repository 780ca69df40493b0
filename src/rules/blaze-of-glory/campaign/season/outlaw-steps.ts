import { RulesError, assertInteger, type DiceSource } from "../../../core";
import { SAND_RANGE } from "../../figure";
import { rollUnpaidMember } from "../professions/outlaw";
import { keptProfession, type CampaignState } from "./state";
import { Step, type CampaignRules, type StepResult } from "./step-kit";

/**
 * The Outlaw's own step after a payout that left men unpaid and a SO THAT'S HOW IT IS? of pass 1
 * (L6093–6095): the Star chooses who goes unpaid (L6081), and each of them tests his Sand; those who
 * pass ride off. Brothers are paid first and never leave. The next season waits for this step.
 */

/** An unpaid man: a figure of the outfit (`who`), or a counted hand without a sheet (`who` null). */
export interface UnpaidMan {
  who: string | null;
  name: string;
  sand: number;
}

/** Whether the record waits for the unpaid men's test (the panel shows its button). */
export function unpaidTestOpen(state: CampaignState): boolean {
  return keptProfession(state) === "outlaw" && state.outlaw.unpaid > 0;
}

/**
 * "Are you with me, or a' gin me!": one 2d6 vs Sand for each unpaid man. Exactly as many men as the
 * record counts unpaid, each at most once, none of them a brother. Those who leave are no longer
 * counted among the hands (the Foundry layer takes the figures off the outfit).
 */
export function unpaidMenTest(
  state: CampaignState,
  dice: DiceSource,
  options: { men: readonly UnpaidMan[] },
  rules: CampaignRules = {},
): StepResult {
  if (!unpaidTestOpen(state))
    throw new RulesError("outlaw.unpaid", state.outlaw.unpaid, "no unpaid outlaw waits to test his Sand");
  const men = options.men;
  if (men.length !== state.outlaw.unpaid)
    throw new RulesError("men", men.length, `${state.outlaw.unpaid} men went unpaid: name each of them once`);
  const named = men.flatMap((m) => (m.who === null ? [] : [m.who]));
  if (new Set(named).size !== named.length) throw new RulesError("men", named, "a man is named twice");
  const brother = named.find((who) => state.brothers.includes(who));
  if (brother) throw new RulesError("men", brother, "a brother is paid first and sticks with the Star");
  const step = new Step(state, dice, rules);
  const s = step.state;
  let left = 0;
  men.forEach((man, i) => {
    const sand = assertInteger(`men[${i}].sand`, man.sand, SAND_RANGE.min, SAND_RANGE.max);
    const name = String(man.name ?? "").slice(0, 80);
    const test = rollUnpaidMember(dice, { sand, leavesOn: rules.unpaidLeaveOn, subject: `name.${name}` });
    step.add(test.roll);
    const values: Record<string, string> = man.who === null ? { name } : { name, who: man.who };
    step.event(test.leaves ? "unpaid.leaves" : "unpaid.stays", values);
    if (!test.leaves) return;
    left += 1;
    if (man.who !== null) {
      const gone = man.who;
      s.handRap = s.handRap.filter((h) => h.who !== gone);
      s.mending = s.mending.filter((m) => m.who !== gone);
    }
  });
  s.hands = Math.max(0, s.hands - left);
  s.outlaw.unpaid = 0;
  return step.done(s.phase);
}
