import { I18N } from "../../../config";
import { pluralKey } from "../../../shell/plural";
import type { RoundResult, ShotModifier } from "../../../rules/fill-yore-hands/shooting";
import type { FyhActionGroup, FyhFollowUp } from "../table/actions";
import type { NoReply, ShotKind, ShotRoll } from "../table/shot-plan";
import { signed } from "../sheets/labels";

/**
 * The shot card as plain data (the template localizes): who fired what at whom and from how far,
 * the band and the hitting span after halving, each round's D20 with its modifiers, the hits, the
 * Shootin' back roll-off and who fires first (or why no reply), the rounds left in the weapon, and
 * the card's Apply (the damage draw) and next shot, in the shape the shared actions template reads.
 */

const P = `${I18N}.FYH`;

export interface ShotCardInput {
  kind: ShotKind;
  shooter: string;
  target: string;
  weapon: string;
  distance: number;
  rounds: number;
  roll: ShotRoll;
  simultaneous: boolean;
  ammo: { before: number; after: number };
  groups: readonly FyhActionGroup[];
  followUps: readonly FyhFollowUp[];
  /** The client's language tag, for the plural of "damage cards" (default English). */
  lang?: string;
}

export interface RoundView {
  n: number;
  die: number;
  modifiers: { key: string; value: string }[];
  result: number;
  needed: number;
  hit: boolean;
  natural20: boolean;
}

function modifierView(m: ShotModifier): { key: string; value: string } {
  return { key: `${P}.Shot.Modifier.${m.source}`, value: signed(m.value) };
}

function roundView(r: RoundResult): RoundView {
  return {
    n: r.round,
    die: r.die,
    modifiers: r.modifiers.map(modifierView),
    result: r.result,
    needed: r.needed,
    hit: r.hit,
    natural20: r.natural20,
  };
}

/** The headline: hits, a miss, out of range, or the target firing first. */
function headline(input: ShotCardInput): { key: string; n: number; tone: "good" | "bad" | "" } {
  const shot = input.roll.shot;
  if (!shot) return { key: `${P}.Shot.Head.targetFirst`, n: 0, tone: "" };
  if (!shot.fired) return { key: `${P}.Shot.Head.outOfRange`, n: 0, tone: "bad" };
  if (shot.hits === 0)
    return { key: `${P}.Shot.Head.${shot.canHit ? "missed" : "cannotHit"}`, n: 0, tone: "bad" };
  return { key: `${P}.Shot.Head.hits`, n: shot.hits, tone: "good" };
}

function replyView(roll: ShotRoll, noReply: NoReply | null) {
  const r = roll.reply;
  if (noReply) return { key: `${P}.Shot.NoReply.${noReply}`, rollOff: null };
  if (!r) return null;
  if (!r.reply) return { key: `${P}.Shot.NoReply.${r.reason}`, rollOff: null };
  return {
    key: `${P}.Shot.First.${r.first}`,
    rollOff: r.rollOff
      ? {
          shooter: { ...r.rollOff.shooter, quickness: signed(r.rollOff.shooter.quickness) },
          target: { ...r.rollOff.target, quickness: signed(r.rollOff.target.quickness) },
        }
      : null,
  };
}

export function shotCardView(input: ShotCardInput) {
  const shot = input.roll.shot;
  const plan = shot?.plan;
  const inRange = plan?.inRange === true;
  const band = plan ? (plan.inRange ? plan.band : plan.lastBand) : null;
  const steps = inRange ? (plan.rounds[0]?.facesSteps ?? []) : [];
  return {
    kindKey: `${P}.Shot.Kind.${input.kind}`,
    shooter: input.shooter,
    target: input.target,
    weapon: input.weapon,
    distance: input.distance,
    rounds: input.rounds,
    simultaneous: input.simultaneous,
    head: headline(input),
    bandKey: band ? `${P}.Band.${band.band}` : "",
    beyondLong: inRange && plan.beyondLong,
    hitFrom: band?.hitFrom ?? 0,
    /** "12 → 6 → 3" when halved; "" otherwise. */
    halving: steps.length > 1 ? steps.join(" → ") : "",
    needed: inRange ? (plan.rounds[0]?.needed ?? 0) : 0,
    dice: shot?.fired ? shot.rounds.map(roundView) : [],
    reply: replyView(input.roll, input.roll.noReply),
    ammo: input.ammo,
    ammoChanged: input.ammo.before !== input.ammo.after,
    groups: input.groups.map((g) => ({
      ...g,
      // `nameKey` must be a lang key: the shared actions template localizes it.
      changes: g.actions.map((a) => ({
        key: pluralKey(`${P}.Damage.Change`, a.hits, input.lang ?? "en"),
        nameKey: `${P}.Damage.Kicker`,
        n: a.hits,
        value: a.hits,
      })),
    })),
    followUps: input.followUps.map((f, index) => ({
      index,
      label: `${P}.Shot.Follow.${f.kind}`,
      name: f.name,
      detail: f.targetName,
      reason: f.reason,
    })),
  };
}

export type ShotCardView = ReturnType<typeof shotCardView>;
