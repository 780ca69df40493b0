import type { CardFlags, CardGroup } from "../../../shell/chat/cards";
import { REACTION_TESTS, type ReactionTest } from "../../../rules/sgs-classic/ids";

/**
 * What Six Gun Sound (classic)'s chat cards carry in their flags, as data: the changes an "Apply"
 * button makes (the active GM applies them, reading the figure fresh) and the next steps a card
 * offers (each rolled on the figure's owner's client). No runtime imports: the card rules read
 * these at start-up. A card's flags are its poster's data, so each is checked before it runs.
 */

/** Damage to Constitution (guide §3.13): a weapon's is a wound, fists' heals after the fight. */
export interface ClassicDamageAction {
  type: "classicDamage";
  actor: string;
  amount: number;
  kind: "wound" | "fists";
}

export const WOUND_KINDS = ["scratch", "badWound"] as const;
export type WoundKind = (typeof WOUND_KINDS)[number];
export const WOUND_EFFECTS = ["carryOn", "duckDown", "runaway", "unconscious", "dead"] as const;
export type WoundEffectKind = (typeof WOUND_EFFECTS)[number];

/** What a Scratch or Bad Wound test leaves on the figure (guide §3.12). */
export interface ClassicWoundAction {
  type: "classicWound";
  actor: string;
  wound: WoundKind;
  effect: WoundEffectKind;
  /** Turns ducked down (duckDown only; 0 otherwise). */
  turns: number;
}

/** A concealed figure that fires is seen (SGS-Q56): its Concealed status goes. */
export interface ClassicRevealAction {
  type: "classicReveal";
  actor: string;
}

export type ClassicAction = ClassicDamageAction | ClassicWoundAction | ClassicRevealAction;
export type ClassicGroup = CardGroup<ClassicAction>;

/** A reaction test the figure takes now: Shot At, or Received Fire under the Advanced QRS. */
export interface ClassicReactionFollowUp {
  type: "classicReaction";
  actor: string;
  name: string;
  reason: string;
  test: ReactionTest;
}

/** The test after an advanced hit: Scratch or Bad Wound, with the Impact of the weapon that hit. */
export interface ClassicWoundFollowUp {
  type: "classicWoundTest";
  actor: string;
  name: string;
  reason: string;
  wound: WoundKind;
  impact: number;
}

export type ClassicFollowUp = ClassicReactionFollowUp | ClassicWoundFollowUp;
export type ClassicCardFlags = CardFlags<ClassicAction, ClassicFollowUp>;

/** The most Constitution one Apply takes: more than twice the largest Constitution. */
export const MAX_DAMAGE = 60;

const isCount = (n: unknown, min: number, max: number) =>
  typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;
const isText = (s: unknown) => typeof s === "string" && s.length > 0 && s.length <= 200;
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);

/** Whether a stored action holds together (a forged card could ask for anything). */
export function actionIsWhole(a: unknown): a is ClassicAction {
  if (typeof a !== "object" || a === null) return false;
  const v = a as Record<string, unknown>;
  if (!isText(v.actor)) return false;
  switch (v.type) {
    case "classicDamage":
      return isCount(v.amount, 1, MAX_DAMAGE) && (v.kind === "wound" || v.kind === "fists");
    case "classicWound":
      return (
        oneOf(WOUND_KINDS, v.wound) &&
        oneOf(WOUND_EFFECTS, v.effect) &&
        isCount(v.turns, 0, 6) &&
        (v.effect === "duckDown") === (v.turns as number) > 0
      );
    case "classicReveal":
      return true;
    default:
      return false;
  }
}

/** Whether a stored follow-up holds together. */
export function followUpIsWhole(f: unknown): f is ClassicFollowUp {
  if (typeof f !== "object" || f === null) return false;
  const v = f as Record<string, unknown>;
  if (!isText(v.actor) || typeof v.name !== "string" || !isText(v.reason)) return false;
  if (v.type === "classicReaction") return oneOf(REACTION_TESTS, v.test);
  if (v.type === "classicWoundTest") return oneOf(WOUND_KINDS, v.wound) && isCount(v.impact, 0, 10);
  return false;
}
