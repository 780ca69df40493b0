import { I18N } from "../../../config";
import { type DiceSource, rollD6 } from "../../../rules/core";
import type { ClassicRules } from "../../../rules/sgs-classic/interpretations";
import {
  type BrawlRound,
  type Brawler,
  type BrawlingTestOutcome,
  brawlingTestOdds,
  resolveBrawlingTests,
  rollBrawlRound,
} from "../../../rules/sgs-classic/brawl/round";
import { damageState } from "../../../rules/sgs-classic/stats/damage";
import { weaponProfile } from "../../../rules/sgs-classic/weapons/profile";
import type { ClassicDamageAction, ClassicGroup } from "./actions";
import type { ClassicFigure } from "./figure-read";
import { type ClassicCardView, oddsView } from "./views";

/**
 * A brawl round between two figures (guide §3.15), as pure steps: each one's best brawl weapon
 * (a blade's 2D6 wound, else fists' 1D6 that heal after the fight), the blows (SGS-Q16's house
 * reading, or none when the world plays brawls by hand), both Brawling tests, the card and what it
 * applies: each figure's damage, and the Constitution point a figure that gives ground loses (the
 * book says "lose 1 CON" and names only fists' damage as passing, so it is a wound).
 */

const C = `${I18N}.Classic`;

type BrawlFigure = Pick<ClassicFigure, "uuid" | "name" | "cv" | "weapons" | "constitution">;

/** The figure's hardest-hitting brawl weapon: a blade over fists. */
export function brawlArms(
  figure: BrawlFigure,
  rules: ClassicRules,
): { brawlDice: 1 | 2; permanent: boolean; name: string | null } {
  let best: { brawlDice: 1 | 2; permanent: boolean; name: string | null } = {
    brawlDice: 1,
    permanent: false,
    name: null,
  };
  for (const w of figure.weapons) {
    const p = weaponProfile(w.key, rules);
    if (p.brawlPermanent && (!best.permanent || p.brawlDice > best.brawlDice))
      best = { brawlDice: p.brawlDice, permanent: true, name: w.name };
  }
  return best;
}

export interface BrawlSetup {
  readonly a: BrawlFigure;
  readonly b: BrawlFigure;
  /** `a` charged and `b` gave up the first punch. */
  readonly firstPunch: boolean;
  readonly rules: ClassicRules;
}

export interface BrawlRoll {
  readonly round: BrawlRound;
  readonly tests: readonly BrawlingTestOutcome[];
}

function current(f: BrawlFigure, rules: ClassicRules): number {
  return damageState(f.constitution, rules).current;
}

export function brawlers(setup: BrawlSetup): Brawler[] {
  const { a, b, rules } = setup;
  const arms = (f: BrawlFigure) => brawlArms(f, rules);
  return [
    {
      id: a.uuid,
      opponent: b.uuid,
      brawlDice: arms(a).brawlDice,
      permanent: arms(a).permanent,
      current: current(a, rules),
      firstPunch: setup.firstPunch,
    },
    {
      id: b.uuid,
      opponent: a.uuid,
      brawlDice: arms(b).brawlDice,
      permanent: arms(b).permanent,
      current: current(b, rules),
    },
  ];
}

export function rollBrawl(source: DiceSource, setup: BrawlSetup): BrawlRoll {
  const round = rollBrawlRound(brawlers(setup), source, setup.rules);
  const tests = resolveBrawlingTests(
    [setup.a, setup.b].map((f) => ({ id: f.uuid, cv: f.cv, dice: rollD6(source, 2) })),
  );
  return { round, tests };
}

/** Each figure's damage from the round and its test, one Apply button per figure hurt. */
export function brawlGroups(setup: BrawlSetup, roll: BrawlRoll): ClassicGroup[] {
  return [setup.a, setup.b].flatMap((f, i) => {
    const actions: ClassicDamageAction[] = roll.round.blows
      .filter((blow) => blow.to === f.uuid && blow.damage > 0)
      .map((blow) => ({ type: "classicDamage", actor: f.uuid, amount: blow.damage, kind: blow.kind }));
    const lose = roll.tests.find((t) => t.id === f.uuid)?.loseCon ?? 0;
    if (lose > 0) actions.push({ type: "classicDamage", actor: f.uuid, amount: lose, kind: "wound" });
    return actions.length
      ? [{ id: `brawl${i}`, label: `${C}.Apply.Damage`, name: f.name, actions, auto: true }]
      : [];
  });
}

export function brawlCardView(setup: BrawlSetup, roll: BrawlRoll): ClassicCardView {
  const name = (id: string) => (id === setup.a.uuid ? setup.a.name : setup.b.name);
  const lines: ClassicCardView["lines"][number][] = [];
  if (roll.round.resolution === "manual") lines.push({ key: `${C}.Brawl.Manual`, value: "" });
  for (const blow of roll.round.blows)
    lines.push({
      key: `${C}.Brawl.Blow.${blow.kind}`,
      value: `${name(blow.from)} → ${name(blow.to)}: ${blow.damage} (${blow.dice.join(" + ")})`,
    });
  for (const id of roll.round.forestalled) lines.push({ key: `${C}.Brawl.Forestalled`, value: name(id) });
  for (const t of roll.tests)
    lines.push({
      key: `${C}.Brawl.Test.${t.test.code}`,
      value: `${name(t.id)} (${t.test.dice.join(", ")} / ${t.test.target})`,
    });
  const anyRun = roll.tests.some((t) => t.runaway);
  return {
    kind: "brawl",
    kicker: `${C}.Brawl.Kicker`,
    name: setup.a.name,
    head: `${C}.Brawl.Head`,
    headData: { name: setup.a.name, target: setup.b.name },
    tone: "",
    dice: [],
    lines,
    bullets: [],
    // Each figure's Brawling test, before the dice (both roll whatever the blows did).
    odds: [setup.a, setup.b].flatMap((f) =>
      Object.entries(brawlingTestOdds(f.cv)).map(([k, p]) => ({
        ...oddsView(`${C}.Brawl.Odds.${k}`, p),
        name: f.name,
      })),
    ),
    next: anyRun ? `${C}.Brawl.NextRun` : `${C}.Brawl.Next`,
  };
}
