import { I18N } from "../../../config";
import { type DiceSource, d6, rollD6 } from "../../../rules/core";
import type { ClassicRules } from "../../../rules/sgs-classic/interpretations";
import type { WeaponKey } from "../../../rules/sgs-classic/ids";
import {
  type AdvancedBullet,
  type AdvancedShotSituation,
  advancedShotOdds,
  resolveAdvancedBurst,
} from "../../../rules/sgs-classic/shooting/advanced";
import {
  type BasicBullet,
  type BasicShotSituation,
  basicDamageDice,
  basicShotOdds,
  resolveBasicBurst,
} from "../../../rules/sgs-classic/shooting/basic";
import { type CoolnessCheck, resolveCoolnessCheck } from "../../../rules/sgs-classic/shooting/coolness-check";
import { rangeBand, type RangeBand, weaponProfile } from "../../../rules/sgs-classic/weapons/profile";
import { type DieSpec, specs } from "../../../shell/dice/bridge";
import type { ClassicFigure } from "./figure-read";
import { type BulletView, type ClassicCardView, type OddsView, oddsView } from "./views";

/**
 * A shot planned and rolled (pure): the Coolness check once for the firing (SGS-Q52), then the
 * to-hit dice (one per bullet; once per burst with that advanced reading), then the damage dice of
 * each basic hit. The shoot dialog and the card read it; the gallery builds the same cards.
 */

const C = `${I18N}.Classic`;

export interface ShotDeclaration {
  readonly weapon: WeaponKey;
  readonly weaponName: string;
  readonly distance: number;
  readonly bullets: number;
  readonly firerStationary: boolean;
  readonly targetStationary: boolean;
  readonly targetPoppedUp: boolean;
  readonly targetInCover: boolean;
  readonly targetMovedFast: boolean;
}

export interface ShotSetup {
  readonly shooter: ClassicFigure;
  readonly targetName: string | null;
  /** The targeted figure, when there is one: the card's Apply buttons and next steps name it. */
  readonly target?: {
    readonly uuid: string;
    readonly name: string;
    /** Its Constitution now, when known: a basic hit that downs it asks for no Shot At test. */
    readonly constitution?: ClassicFigure["constitution"];
  } | null;
  readonly declared: ShotDeclaration;
  readonly rules: ClassicRules;
}

export interface ShotRoll {
  readonly coolness: CoolnessCheck;
  readonly band: RangeBand;
  readonly basic: readonly (BasicBullet & { readonly damage: readonly number[] })[] | null;
  readonly advanced: readonly AdvancedBullet[] | null;
}

/** The bullets the weapon may fire now (1 to its ROF). */
export function maxBullets(setup: Pick<ShotSetup, "declared" | "rules">): number {
  return Math.max(1, weaponProfile(setup.declared.weapon, setup.rules).rof);
}

export function shotBand(setup: Pick<ShotSetup, "declared" | "rules">): RangeBand {
  return rangeBand(weaponProfile(setup.declared.weapon, setup.rules), setup.declared.distance);
}

/** The situation the advanced To Hit table reads: the target's cover and either side's fast move. */
function advancedSituation({ shooter, declared }: ShotSetup): AdvancedShotSituation {
  return {
    targetInCover: declared.targetInCover,
    targetMovedFast: declared.targetMovedFast,
    firerMovedFast: shooter.movedFast,
  };
}

/** The situation the basic to-hit modifiers read. */
function basicSituation({ declared }: ShotSetup, band: RangeBand): BasicShotSituation {
  return {
    firerStationary: declared.firerStationary,
    effectiveRange: band === "effective",
    targetStationary: declared.targetStationary,
    targetPoppedUp: declared.targetPoppedUp,
    targetInCover: declared.targetInCover,
  };
}

export function rollShot(source: DiceSource, setup: ShotSetup): ShotRoll {
  const { shooter, declared, rules } = setup;
  const band = shotBand(setup);
  const coolness = resolveCoolnessCheck(shooter.coolness, rollD6(source, 2));
  const bullets = Math.min(declared.bullets, maxBullets(setup));
  if (rules.advancedShooting) {
    const count = rules.advancedToHitRoll === "perBullet" ? bullets : 1;
    const advanced = resolveAdvancedBurst(
      {
        cv: shooter.cv,
        situation: advancedSituation(setup),
        coolness: coolness.result,
        bullets,
        dice: rollD6(source, count),
      },
      rules,
    );
    return { coolness, band, basic: null, advanced };
  }
  const burst = resolveBasicBurst(
    {
      cv: shooter.cv,
      situation: basicSituation(setup, band),
      coolness: coolness.result,
      dice: rollD6(source, bullets),
    },
    rules,
  );
  // Damage dice only for the hits, after every to-hit die.
  const basic = burst.map((b) => ({
    ...b,
    damage: Array.from({ length: basicDamageDice(b.result) }, () => d6(source)),
  }));
  return { coolness, band, basic, advanced: null };
}

/** How the dice group on screen: the Coolness pair, the to-hit dice, the damage dice. */
export function shotDice(roll: ShotRoll, owner: string): DieSpec[] {
  const toHit = roll.basic ? roll.basic.map((b) => b.die) : [...new Set(roll.advanced!.map((b) => b.die))];
  return [
    ...specs(roll.coolness.dice, "test", "coolness", owner),
    ...specs(toHit, "toHit", "toHit", owner),
    ...specs(roll.basic?.flatMap((b) => b.damage) ?? [], "coloured", "damage", owner),
  ];
}

/** The odds of each bullet's result as the dialog shows them (the Coolness check included). */
export function shotOdds(setup: ShotSetup): OddsView[][] {
  const { shooter, declared, rules } = setup;
  const bullets = Math.min(declared.bullets, maxBullets(setup));
  const band = shotBand(setup);
  return Array.from({ length: bullets }, (_, i) => {
    if (rules.advancedShooting) {
      const o = advancedShotOdds(
        {
          cv: shooter.cv,
          coolness: shooter.coolness,
          situation: advancedSituation(setup),
          bullet: i + 1,
        },
        rules,
      );
      return [
        oddsView(`${C}.Hit.badWound`, o.badWound),
        oddsView(`${C}.Hit.scratch`, o.scratch),
        oddsView(`${C}.Hit.miss`, o.miss),
      ];
    }
    const o = basicShotOdds(
      {
        cv: shooter.cv,
        coolness: shooter.coolness,
        situation: basicSituation(setup, band),
        bullet: i + 1,
        bullets,
      },
      rules,
    );
    return [
      oddsView(`${C}.Hit.hit2d6`, o.hit2d6),
      oddsView(`${C}.Hit.hit1d6`, o.hit1d6),
      oddsView(`${C}.Hit.miss`, o.miss),
    ];
  });
}

const RESULT_TONE: Record<string, "good" | "bad" | ""> = {
  miss: "",
  hit1d6: "good",
  hit2d6: "good",
  scratch: "good",
  badWound: "good",
};

export function shotCardView(setup: ShotSetup, roll: ShotRoll): ClassicCardView {
  const bullets: BulletView[] = roll.basic
    ? roll.basic.map((b) => ({
        n: b.bullet,
        die: b.die,
        total: b.total,
        result: `${C}.Hit.${b.result}`,
        tone: RESULT_TONE[b.result] ?? "",
        damage: b.damage.length ? `${b.damage.reduce((t, f) => t + f, 0)} (${b.damage.join(" + ")})` : null,
        why: null,
      }))
    : roll.advanced!.map((b) => ({
        n: b.bullet,
        die: b.die,
        total: b.total,
        result: `${C}.Hit.${b.result}`,
        tone: RESULT_TONE[b.result] ?? "",
        damage: null,
        why: b.by ? `${C}.Condition.${b.by}` : null,
      }));
  const hits = bullets.filter((b) => b.tone === "good").length;
  return {
    kind: "shot",
    kicker: `${C}.WeaponKey.${setup.declared.weapon}`,
    name: setup.shooter.name,
    head: hits ? `${C}.Shot.Hits` : `${C}.Shot.Missed`,
    headData: { name: setup.shooter.name, target: setup.targetName ?? "", hits },
    tone: hits ? "good" : "",
    dice: roll.coolness.dice.map((value) => ({ value, passed: value <= roll.coolness.coolness })),
    lines: [
      {
        key: `${C}.Card.CoolnessResultLine`,
        value: "",
        valueKey: `${C}.CoolnessResult.${roll.coolness.result}`,
      },
      { key: `${C}.Card.Distance`, value: setup.declared.distance },
      { key: `${C}.Card.Band`, value: "", valueKey: `${C}.Band.${roll.band}` },
    ],
    bullets,
    odds: [],
    next: hits ? (roll.basic ? `${C}.Shot.NextBasic` : `${C}.Shot.NextAdvanced`) : `${C}.Shot.NextMiss`,
  };
}
