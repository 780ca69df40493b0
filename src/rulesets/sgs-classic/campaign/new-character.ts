import { I18N } from "../../../config";
import type { DiceSource } from "../../../rules/core";
import {
  type LifeAndTimesResult,
  rollLifeAndTimes,
} from "../../../rules/sgs-classic/campaign/life-and-times";
import { type ProfessionResult, rollProfession } from "../../../rules/sgs-classic/campaign/profession";
import type { Locale } from "../../../rules/sgs-classic/ids";
import type { ClassicRules } from "../../../rules/sgs-classic/interpretations";
import { type StatRoll, rollStat } from "../../../rules/sgs-classic/stats/generation";
import { postClassicCard } from "../table/post-card";
import { foundryDice } from "../../../shell/dice/foundry-dice";
import { fv, localize, type FActor, type FMessage } from "../../../shell/foundry";
import { safely } from "../../../shell/table-entry";
import { readClassicRules } from "../settings";
import type { ClassicCardView } from "../table/views";

/**
 * A new player character (guide §2.2, §4.2–§4.3): CV and Coolness on the CV table, the profession
 * table, and as many Life and Times rolls as his CV. `game.sixGunSound.classic.newCharacter()` and
 * the Actors directory's button make the figure and post what was rolled. A free choice of
 * profession, and the locale of an entry the player picks, are left to him on the sheet (the entry
 * counts in his starting locale until he changes it).
 */

const C = `${I18N}.Classic`;
export const STARTING_LOCALE: Locale = "southwest";

export interface NewCharacterPlan {
  readonly cv: StatRoll;
  readonly coolness: StatRoll;
  readonly profession: { readonly dice: readonly number[]; readonly result: ProfessionResult };
  readonly lifeAndTimes: readonly LifeAndTimesResult[];
}

export function planNewCharacter(source: DiceSource, rules: ClassicRules): NewCharacterPlan {
  const cv = rollStat(source);
  const coolness = rollStat(source);
  const profession = rollProfession(source);
  return { cv, coolness, profession, lifeAndTimes: rollLifeAndTimes({ cv: cv.value }, source, rules) };
}

/** The figure's data: the rolls, and its Life and Times as the Campaign tab keeps them. */
export function newCharacterData(name: string, plan: NewCharacterPlan): Record<string, unknown> {
  return {
    name,
    type: "classic-figure",
    system: {
      isPC: true,
      cv: plan.cv.value,
      coolness: plan.coolness.value,
      profession: plan.profession.result === "choice" ? null : plan.profession.result,
      campaign: {
        currentLocale: STARTING_LOCALE,
        lifeAndTimes: plan.lifeAndTimes.map((e) => ({
          roll: e.roll,
          key: e.key,
          locale: e.locale === "everywhere" ? null : (e.locale ?? STARTING_LOCALE),
        })),
      },
    },
    prototypeToken: { actorLink: true, disposition: 1 },
  };
}

export function newCharacterCardView(name: string, plan: NewCharacterPlan): ClassicCardView {
  const dice = (d: readonly number[]) => d.join(" + ");
  return {
    kind: "character",
    kicker: `${C}.NewChar.Kicker`,
    name,
    head: `${C}.NewChar.Head`,
    headData: { name },
    tone: "good",
    dice: [],
    lines: [
      { key: `${C}.NewChar.Cv`, value: `${plan.cv.value} (${dice(plan.cv.dice)})` },
      { key: `${C}.NewChar.Coolness`, value: `${plan.coolness.value} (${dice(plan.coolness.dice)})` },
      {
        key: `${C}.NewChar.Profession`,
        value: dice(plan.profession.dice),
        valueKey:
          plan.profession.result === "choice"
            ? `${C}.NewChar.FreeChoice`
            : `${C}.Profession.${plan.profession.result}`,
      },
      ...plan.lifeAndTimes.map((e) => ({
        key: `${C}.LifeAndTimes.${e.key}`,
        value: e.automatic ? "" : `${e.roll}${e.locale && e.locale !== "everywhere" ? ` · ${e.locale}` : ""}`,
      })),
    ],
    bullets: [],
    odds: [],
    next: plan.profession.result === "choice" ? `${C}.NewChar.NextChoose` : `${C}.NewChar.Next`,
  };
}

type Documents = { Actor: { create(data: Record<string, unknown>): Promise<FActor | null | undefined> } };

export async function newCharacter(
  options: { name?: string; dice?: DiceSource } = {},
): Promise<{ actor: FActor; message: FMessage | null } | null> {
  return safely("new character", async () => {
    const plan = planNewCharacter(options.dice ?? foundryDice(), readClassicRules());
    const name = options.name?.trim() || localize(`${C}.NewChar.DefaultName`);
    const actor = await (fv() as unknown as Documents).Actor.create(newCharacterData(name, plan));
    if (!actor) return null;
    const message = await postClassicCard(
      newCharacterCardView(actor.name, plan),
      "classicNewCharacter",
      actor,
    );
    return { actor, message };
  });
}
