import { I18N, SYSTEM_ID } from "../../../config";
import type { DrunkState } from "../../../rules/blaze-of-glory/ids";
import type { ActivationStatus } from "../../../rules/blaze-of-glory/turn/attribute-checks";
import { rollAndPost } from "../../../shell/chat/post";
import { localize, type FCombat } from "../../../shell/foundry";
import { activationCheckDice, drunkardDice } from "../dice-purposes";
import { activationChecksCard, drunkardCard } from "../chat/drunkard-card";
import { figureFromActor } from "../table/document";
import {
  needsActivationCheck,
  rollActivationChecksPlan,
  rollDrunkardPlan,
  type DrunkardPlan,
} from "../table/drunkard-flow";
import type { TableFigure } from "../table/figure";
import { readTableSettings } from "../table/settings";
import type { ActivationPlan } from "./activation";

/**
 * The Drunkard and Touched in the Head in the combat tracker. The encounter's first activation
 * roll is its start: every Drunkard rolls how drunk he is (L3075). After each activation roll the
 * figures of the units that may act and must check on becoming active (a Dead drunk, L3079; a
 * Touched figure, L3081/L3087) roll; a failed check is kept in the tracker's state for the turn.
 * Both run on the GM's client (the tracker's roll), so the cards' changes are the GM's own.
 */

/** The combat's figures, by combatant id. */
function figuresOf(combat: FCombat): Map<string, TableFigure> {
  const out = new Map<string, TableFigure>();
  for (const c of combat.combatants) {
    const f = c.actor ? figureFromActor(c.actor) : null;
    if (f) out.set(c.id, f);
  }
  return out;
}

/**
 * Once per combat: the Drunkards' roll, its card posted, the combat marked. Returns each Drunkard's
 * state (by actor uuid) for the checks rolled right after, before the card's changes are applied.
 */
export async function rollEncounterDrunkards(combat: FCombat): Promise<DrunkardPlan["states"]> {
  if (combat.getFlag(SYSTEM_ID, "drunkard") === true) return {};
  // One figure per actor: an actor with two tokens in the fight is still one man.
  const figures = [...new Map([...figuresOf(combat).values()].map((f) => [f.uuid, f])).values()];
  let states: DrunkardPlan["states"] = {};
  if (figures.some((f) => f.attributes.includes("drunkard")))
    await rollAndPost(
      (src) => rollDrunkardPlan(src, figures, readTableSettings()),
      (p) => drunkardDice(p.entries.map((e) => ({ uuid: e.figure.uuid, dice: e.result.dice }))),
      (plan) => {
        states = plan.states;
        return {
          context: drunkardCard(plan),
          kind: "drunkard",
          groups: plan.groups,
          alias: localize(`${I18N}.Chat.Drunkard.title`),
        };
      },
    );
  await combat.setFlag(SYSTEM_ID, "drunkard", true);
  return states;
}

/**
 * The checks of the figures that may activate this turn (`plan`), with `drunk` overriding the
 * figures' flags (the encounter's Drunkard roll not applied yet). Returns the failed checks by
 * combatant id, for the tracker.
 */
export async function rollTurnActivationChecks(
  combat: FCombat,
  plan: ActivationPlan,
  drunk: Readonly<Record<string, DrunkState | null>> = {},
): Promise<Record<string, ActivationStatus>> {
  const figures = figuresOf(combat);
  const acting: { id: string; figure: TableFigure }[] = [];
  for (const step of plan.turn.steps)
    for (const unit of step.plan.units)
      for (const id of unit.figureIds) {
        const f = figures.get(id);
        if (!f) continue;
        acting.push({ id, figure: f.uuid in drunk ? { ...f, drunk: drunk[f.uuid] ?? null } : f });
      }
  const checks: Record<string, ActivationStatus> = {};
  // Nobody to check: no card at all.
  if (!acting.some((a) => needsActivationCheck(a.figure))) return checks;
  await rollAndPost(
    (src) =>
      rollActivationChecksPlan(
        src,
        acting.map((a) => a.figure),
        readTableSettings(),
      ),
    (p) =>
      activationCheckDice(
        p.entries.map((e) => ({ uuid: e.figure.uuid, dice: e.result.checks.map((c) => c.die) })),
      ),
    (p) => {
      for (const e of p.entries) {
        if (e.result.status === "actsNormally") continue;
        for (const a of acting) if (a.figure.uuid === e.figure.uuid) checks[a.id] = e.result.status;
      }
      return {
        context: activationChecksCard(p),
        kind: "activationChecks",
        groups: p.groups,
        alias: localize(`${I18N}.Chat.ActivationCheck.title`),
      };
    },
  );
  return checks;
}
