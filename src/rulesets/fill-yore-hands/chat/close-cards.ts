import { I18N } from "../../../config";
import type { Card, Fraction } from "../../../rules/core";
import { CHARM_TARGET } from "../../../rules/fill-yore-hands/charm";
import type { FigureTraits } from "../../../rules/fill-yore-hands/chargen";
import type { ActivationBreath, RunResult } from "../../../rules/fill-yore-hands/movement";
import { QUICKNESS, TOUGHNESS } from "../../../rules/fill-yore-hands/ids";
import type { CharmPlan } from "../table/charm-flow";
import type { ChargenOddsView } from "../table/chargen-flow";
import type { JumpPlan } from "../table/jump-flow";
import { oddsText, signed, type OddsText } from "../table/close-common";
import {
  cardView,
  closeFollowUpViews,
  closeGroupViews,
  type CardView,
  type FollowUpView,
  type GroupView,
} from "./close-format";

/** View models of the jump, charm, run, stand-still and character-generation cards. */

const C = `${I18N}.FYH.Close`;

interface Actions {
  groups: GroupView[];
  followUps: FollowUpView[];
}

export interface JumpCardView extends Actions {
  kicker: string;
  headKey: string;
  jumper: string;
  target: string;
  jumperDie: number;
  targetDie: number;
  quickness: string;
  hasQuickness: boolean;
  targetTotal: number;
  effectKey: string;
  bonus: string;
  odds: OddsText | null;
}

export function jumpCard(
  plan: JumpPlan,
  names: { jumper: string; target: string },
  odds: Fraction | null,
): JumpCardView {
  const j = plan.jump;
  return {
    kicker: `${C}.Kind.jump`,
    headKey: j.landed ? `${C}.Head.jumpLands` : `${C}.Head.jumpMisses`,
    jumper: names.jumper,
    target: names.target,
    jumperDie: j.rolls.jumper,
    targetDie: j.rolls.target,
    quickness: signed(j.targetQuicknessValue),
    hasQuickness: j.targetQuicknessValue !== 0,
    targetTotal: j.targetTotal,
    effectKey: j.landed ? `${C}.Effect.jumpLands` : `${C}.Effect.jumpMisses`,
    bonus: signed(j.landed ? j.jumperSurprise : j.targetSurprise),
    odds: odds ? oddsText(odds) : null,
    groups: closeGroupViews(plan.groups),
    followUps: closeFollowUpViews(plan.followUps),
  };
}

export interface CharmCardView extends Actions {
  kicker: string;
  headKey: string;
  charmer: string;
  npc: string;
  die: number;
  attitude: string;
  attitudeKey: string;
  level: string;
  total: number;
  target: number;
  odds: OddsText | null;
  retryKey: string;
}

export function charmCard(
  plan: CharmPlan,
  names: { charmer: string; npc: string },
  attitude: string,
  odds: Fraction | null,
  retry: boolean,
): CharmCardView {
  const c = plan.charm;
  return {
    kicker: `${C}.Kind.charm`,
    headKey: c.charmed ? `${C}.Head.charmed` : `${C}.Head.notCharmed`,
    charmer: names.charmer,
    npc: names.npc,
    die: c.roll,
    attitude: signed(c.attitudeModifier),
    attitudeKey: `${I18N}.FYH.Attitude.${attitude}`,
    level: signed(c.charmModifier),
    total: c.total,
    target: CHARM_TARGET,
    odds: odds ? oddsText(odds) : null,
    retryKey: c.charmed ? "" : retry ? `${C}.Effect.charmRetry` : `${C}.Effect.charmNoRetry`,
    groups: closeGroupViews(
      plan.groups,
      Object.fromEntries(
        plan.groups
          .flatMap((g) => g.actions)
          .flatMap((a) => (a.type === "fyhCharm" ? [[a.charmedBy, names.charmer]] : [])),
      ),
    ),
    followUps: [],
  };
}

export interface RunCardView extends Actions {
  kicker: string;
  headKey: string;
  name: string;
  inches: number;
  base: number;
  face: number | null;
  reading: number | null;
  test: { die: number; passOn: number; kept: boolean } | null;
  effectKey: string;
  odds: OddsText | null;
}

export function runCard(name: string, run: RunResult, odds: Fraction | null): RunCardView {
  const t = run.breath.test;
  return {
    kicker: `${C}.Kind.run`,
    headKey: `${C}.Head.run`,
    name,
    inches: run.distance.inches,
    base: run.distance.base,
    face: run.distance.face,
    reading: run.distance.reading,
    test: t ? { die: t.roll, passOn: t.passOn, kept: t.keptBreath } : null,
    effectKey: !t
      ? `${C}.Effect.firstRun`
      : t.keptBreath
        ? `${C}.Effect.keptBreath`
        : `${C}.Effect.outaBreath`,
    odds: odds ? oddsText(odds) : null,
    groups: [],
    followUps: [],
  };
}

export function standStillCard(name: string, breath: ActivationBreath): RunCardView {
  return {
    kicker: `${C}.Kind.standStill`,
    headKey: `${C}.Head.standStill`,
    name,
    inches: 0,
    base: 0,
    face: null,
    reading: null,
    test: null,
    effectKey: breath.recovered ? `${C}.Effect.recovered` : `${C}.Effect.stoodStill`,
    odds: null,
    groups: [],
    followUps: [],
  };
}

export interface ChargenCardView extends Actions {
  kicker: string;
  name: string;
  typeKey: string;
  cards: CardView[];
  quicknessKey: string;
  toughnessKey: string;
  drunk: boolean;
  odds: { key: string; value: OddsText }[];
}

export function chargenCard(
  name: string,
  traits: FigureTraits,
  drawn: readonly Card[],
  odds: ChargenOddsView,
): ChargenCardView {
  return {
    kicker: `${C}.Kind.chargen`,
    name,
    typeKey: `${I18N}.FYH.Type.${traits.type}`,
    cards: drawn.map(cardView),
    quicknessKey: `${I18N}.FYH.Quickness.${traits.quickness}`,
    toughnessKey: `${I18N}.FYH.Toughness.${traits.toughness}`,
    drunk: traits.isDrunk,
    odds: [
      ...QUICKNESS.filter((q) => q !== "none" && odds.quickness[q].num > 0).map((q) => ({
        key: `${I18N}.FYH.Quickness.${q}`,
        value: oddsText(odds.quickness[q]),
      })),
      ...TOUGHNESS.filter((t) => t !== "none" && odds.toughness[t].num > 0).map((t) => ({
        key: `${I18N}.FYH.Toughness.${t}`,
        value: oddsText(odds.toughness[t]),
      })),
    ],
    groups: [],
    followUps: [],
  };
}
