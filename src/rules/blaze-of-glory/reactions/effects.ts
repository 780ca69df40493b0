import type { ReactionDirective, ReactionEffect } from "./codes";
import { frozen } from "../../core/frozen";

/**
 * Constant effect lists per directive, shared by every result so that resolving a reaction does not
 * allocate them. Treat them as read-only.
 */

const fire = (repMod: number, optional = false): ReactionEffect => ({ fire: "tester", repMod, optional });
const DUCK_BACK: ReactionEffect = { condition: "duckBack" };
const RUNAWAY: ReactionEffect = { condition: "runaway" };
const CHARGE: ReactionEffect = { charge: true };
const TURN: ReactionEffect = { turnToFace: true };
const MELEE_MINUS_ONE_DIE: ReactionEffect = { meleeDiceMod: -1 };
const SAND_LOSS: ReactionEffect = { sandDelta: -1 };
const FORCE_DROP: ReactionEffect = { opponentMayForceGotTheDrop: true };

function freezeAll(list: ReactionEffect[]): readonly ReactionEffect[] {
  for (const effect of list) Object.freeze(effect);
  return Object.freeze(list);
}

export const DIRECTIVE_EFFECTS: { readonly [D in ReactionDirective]: readonly ReactionEffect[] } = frozen({
  holdOrFire: freezeAll([fire(0, true)]),
  holdFire: freezeAll([]),
  fire: freezeAll([fire(0)]),
  fireAtMinusOneRep: freezeAll([fire(-1)]),
  rollOff: freezeAll([]),
  targetFiresAtMinusOneRep: freezeAll([{ fire: "target", repMod: -1, optional: false }]),
  noFire: freezeAll([]),
  noFireRevealed: freezeAll([{ condition: "revealed" }]),
  finishMoveAndFire: freezeAll([fire(0, true)]),
  haltAndFire: freezeAll([fire(0)]),
  duckBack: freezeAll([DUCK_BACK]),
  runaway: freezeAll([RUNAWAY]),
  siouxside: freezeAll([{ condition: "siouxside" }]),
  drawNormally: freezeAll([]),
  flinched: freezeAll([{ drawDiceMod: -1 }]),
  unmanned: freezeAll([RUNAWAY, SAND_LOSS, FORCE_DROP]),
  charge: freezeAll([CHARGE]),
  chargeAtMinusOneDie: freezeAll([CHARGE, MELEE_MINUS_ONE_DIE]),
  stayAndFire: freezeAll([fire(0, true)]),
  stayInPlace: freezeAll([]),
  fireAndPrepare: freezeAll([fire(0)]),
  fireAndPrepareAtMinusOneDie: freezeAll([fire(0), MELEE_MINUS_ONE_DIE]),
  turnToFaceAndPrepare: freezeAll([TURN]),
  turnToFaceAndPrepareAtMinusOneDie: freezeAll([TURN, MELEE_MINUS_ONE_DIE]),
  turnToFaceAtMinusOneRep: freezeAll([TURN, { meleeRepMod: -1 }]),
  prepareToFight: freezeAll([]),
  prepareToFightAtMinusOneDie: freezeAll([MELEE_MINUS_ONE_DIE]),
  carryOn: freezeAll([]),
  reroll: freezeAll([]),
  comeBack: freezeAll([{ clearCondition: "runaway" }]),
  comeBackDuckBack: freezeAll([{ clearCondition: "runaway" }, DUCK_BACK]),
  removedFromPlay: freezeAll([{ condition: "removedFromPlay" }]),
  surrender: freezeAll([{ condition: "surrendered" }]),
  redraw: freezeAll([{ redraw: true, opponentDiceMod: 1 }]),
  noTest: freezeAll([]),
});

/** Unmanned when the Runaway part was stopped (last brother) or turned into Duck Back (Tough). */
export const UNMANNED_STANDS: readonly ReactionEffect[] = freezeAll([SAND_LOSS, FORCE_DROP]);
export const UNMANNED_DUCKS_BACK: readonly ReactionEffect[] = freezeAll([DUCK_BACK, SAND_LOSS, FORCE_DROP]);

/** A directive's effects and numeric modifiers, looked up once per result. */
export interface DirectiveInfo {
  readonly effects: readonly ReactionEffect[];
  readonly repMod: number;
  readonly meleeDiceMod: number;
  readonly meleeRepMod: number;
}

export const DIRECTIVE_INFO: { readonly [D in ReactionDirective]: DirectiveInfo } = frozen(
  Object.fromEntries(
    (Object.keys(DIRECTIVE_EFFECTS) as ReactionDirective[]).map((d) => [
      d,
      Object.freeze({
        effects: DIRECTIVE_EFFECTS[d],
        repMod: directiveRepMod(d),
        meleeDiceMod: directiveMeleeDiceMod(d),
        meleeRepMod: directiveMeleeRepMod(d),
      }),
    ]),
  ) as { [D in ReactionDirective]: DirectiveInfo },
);

/** Rep modifier when firing, melee dice and first-turn melee Rep a directive carries. */
export function directiveRepMod(directive: ReactionDirective): number {
  return directive === "fireAtMinusOneRep" || directive === "targetFiresAtMinusOneRep" ? -1 : 0;
}

export function directiveMeleeDiceMod(directive: ReactionDirective): number {
  switch (directive) {
    case "chargeAtMinusOneDie":
    case "fireAndPrepareAtMinusOneDie":
    case "turnToFaceAndPrepareAtMinusOneDie":
    case "prepareToFightAtMinusOneDie":
      return -1;
    default:
      return 0;
  }
}

export function directiveMeleeRepMod(directive: ReactionDirective): number {
  return directive === "turnToFaceAtMinusOneRep" ? -1 : 0;
}
