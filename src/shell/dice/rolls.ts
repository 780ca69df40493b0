import { SYSTEM_ID } from "../../config";
import type { DiceStep, DieSpec, Roller } from "./bridge";
import { fv, type FRoll } from "../foundry";

/**
 * Foundry's side of the dice bridge: each `DiceStep` becomes one evaluated Roll of a system Roll
 * subclass, one term per run of dice with the same purpose and owner, so Dice So Nice animates the
 * very faces the rules read. Damage dice are a white and a coloured term; activation dice one term
 * per side, in the side's colour. Colours are set through the term flavour and `options.appearance`
 * (documented Dice So Nice behaviour, UNCONFIRMED for the DSN release on V13: harmless without it).
 */

export const DAMAGE_COLOUR = "red";

/** Colour of a term (a Dice So Nice colorset name), or null to leave the user's own dice. */
export function termColour(spec: DieSpec, sideColours: Record<string, string>): string | null {
  if (spec.purpose === "white") return "white";
  if (spec.purpose === "coloured") return DAMAGE_COLOUR;
  if (spec.purpose === "activation" && spec.owner) return sideColours[spec.owner] ?? null;
  return null;
}

export interface TermPlan {
  count: number;
  faces: number;
  flavor: string;
  colour: string | null;
}

/** Consecutive dice with the same sides, purpose and owner share a term. */
export function termsFor(step: DiceStep, sideColours: Record<string, string> = {}): TermPlan[] {
  const terms: TermPlan[] = [];
  let last: DieSpec | null = null;
  for (const d of step.dice) {
    const prev = terms[terms.length - 1];
    if (prev && last && last.faces === d.faces && last.purpose === d.purpose && last.owner === d.owner)
      prev.count++;
    else
      terms.push({
        count: 1,
        faces: d.faces,
        flavor: flavorFor(d, sideColours),
        colour: termColour(d, sideColours),
      });
    last = d;
  }
  return terms;
}

function flavorFor(d: DieSpec, sideColours: Record<string, string>): string {
  const colour = termColour(d, sideColours);
  // Flavour text must stay plain: letters only, no brackets.
  return (colour ?? d.purpose).replace(/[^A-Za-z]/g, "");
}

export function formulaFor(terms: readonly TermPlan[]): string {
  return terms.map((t) => `${t.count}d${t.faces}[${t.flavor}]`).join(" + ");
}

// ---------------------------------------------------------------------------------------------
// Foundry

type RollClass = new (formula: string, data?: object, options?: object) => FRoll;

let rollClasses: { SixGunRoll: RollClass; DamageRoll: RollClass; ActivationRoll: RollClass } | null = null;

/**
 * Defines and registers the Roll subclasses (names kept by the build so chat messages rebuild
 * them). Called once in `init`.
 */
export function registerRolls(): void {
  const Base = fv().Roll as unknown as RollClass;
  class SixGunRoll extends Base {}
  class DamageRoll extends SixGunRoll {}
  class ActivationRoll extends SixGunRoll {}
  rollClasses = { SixGunRoll, DamageRoll, ActivationRoll };
  fv().CONFIG.Dice.rolls.push(SixGunRoll, DamageRoll, ActivationRoll);
}

function classFor(step: DiceStep): RollClass {
  if (!rollClasses) registerRolls();
  const c = rollClasses!;
  if (step.dice.some((d) => d.purpose === "white" || d.purpose === "coloured")) return c.DamageRoll;
  if (step.dice.some((d) => d.purpose === "activation")) return c.ActivationRoll;
  return c.SixGunRoll;
}

/** A roller that evaluates one Foundry Roll per step and keeps every Roll for the chat message. */
export function foundryRoller(sideColours: Record<string, string> = {}): Roller & { rolls: FRoll[] } {
  const rolls: FRoll[] = [];
  const roller = async (step: DiceStep): Promise<number[]> => {
    const terms = termsFor(step, sideColours);
    const Cls = classFor(step);
    const roll = new Cls(
      formulaFor(terms),
      {},
      { [SYSTEM_ID]: { step: step.step, purposes: step.dice.map((d) => d.purpose) } },
    );
    await roll.evaluate();
    const faces: number[] = [];
    roll.dice.forEach((term, i) => {
      const colour = terms[i]?.colour;
      if (colour) term.options.appearance = { colorset: colour };
      for (const r of term.results) if (r.active !== false) faces.push(r.result);
    });
    rolls.push(roll);
    return faces;
  };
  return Object.assign(roller, { rolls });
}
