import { assertInteger, assertOneOf } from "../../core";
import { PROFESSIONS, WEAPONS, type Profession, type WeaponId } from "../ids";
import { assertObject, optionalFlag } from "./validate";

/**
 * What an active figure may choose to do (L1139–1142, L1191–1207, L1001). The Foundry layer shows
 * these as the buttons of an activation; reactions may still cut the activation short.
 */

export const ACTIVE_ACTIONS = [
  "stayInPlace",
  "changeFacing",
  "move",
  "moveFast",
  "activeFire",
  "charge",
  "goProne",
  "rise",
  "reload",
  "switchWeapon",
  "exchangeWeapon",
  "pickUpWeapon",
  "enterOrExit",
  "moveCasualty",
] as const;
export type ActiveAction = (typeof ACTIVE_ACTIONS)[number];

/** Weapons a rider may reload during a normal move (L1001). */
export const MOUNTED_RELOAD_ON_THE_MOVE: readonly WeaponId[] = [
  "derringer",
  "pistol",
  "repeatingCarbine",
  "trapdoorCarbine",
];
/** Extra weapons a mounted warrior may reload during a normal move (L1001). */
export const MOUNTED_WARRIOR_RELOAD_ON_THE_MOVE: readonly WeaponId[] = ["bow", "smoothboreCarbine"];

export interface ActionOptions {
  /**
   * Guide I-07 (setting): L1001 lets only riders reload on the move, L1207 lets anyone.
   * "mountedExceptionsOnly" (default, the guide's reading): on foot a reload takes a stationary
   * activation. "anyFigure": any figure may reload during a normal move.
   */
  reloadDuringMove?: "mountedExceptionsOnly" | "anyFigure";
}

export const DEFAULT_ACTION_OPTIONS: Required<ActionOptions> = { reloadDuringMove: "mountedExceptionsOnly" };

export interface ActiveFigureState {
  profession?: Profession;
  /** The weapon in hand; null or absent for an unarmed figure. */
  weapon?: WeaponId | null;
  /** The weapon in hand can fire (not fumbled, not out of ammunition). */
  weaponLoaded?: boolean;
  mounted?: boolean;
  prone?: boolean;
  /** Leg wounds taken (L1561): two leave the figure unable to move. */
  legWounds?: number;
  /** The one active fire of this activation has been used (L1199). */
  activeFireUsed?: boolean;
}

export interface ActiveActions {
  actions: ActiveAction[];
  /** A reload this activation still allows a normal move; otherwise the figure must stay put. */
  reloadKeepsMove: boolean;
  /** A charge needs a passed WANTING TO CHARGE test first (L1142, L1308). */
  chargeNeedsTest: "wantingToCharge";
}

export function activeFigureActions(state: ActiveFigureState, options: ActionOptions = {}): ActiveActions {
  const s = assertObject("state", state);
  const reloadDuringMove = assertOneOf(
    "options.reloadDuringMove",
    options.reloadDuringMove ?? "mountedExceptionsOnly",
    ["mountedExceptionsOnly", "anyFigure"] as const,
  );
  const profession =
    s.profession === undefined ? null : assertOneOf("state.profession", s.profession, PROFESSIONS);
  const weapon =
    s.weapon === undefined || s.weapon === null ? null : assertOneOf("state.weapon", s.weapon, WEAPONS);
  const loaded = optionalFlag("state.weaponLoaded", s.weaponLoaded);
  const mounted = optionalFlag("state.mounted", s.mounted);
  const prone = optionalFlag("state.prone", s.prone);
  const legWounds = assertInteger("state.legWounds", s.legWounds ?? 0, 0, 2);
  const fireUsed = optionalFlag("state.activeFireUsed", s.activeFireUsed);

  const canMove = legWounds < 2 && !prone;
  const actions: ActiveAction[] = ["stayInPlace", "changeFacing"];
  if (canMove) actions.push("move", "moveFast", "charge", "enterOrExit", "moveCasualty");
  if (weapon !== null && loaded && !fireUsed) actions.push("activeFire");
  actions.push(prone ? "rise" : "goProne");
  if (weapon !== null) actions.push("reload");
  actions.push("switchWeapon", "exchangeWeapon", "pickUpWeapon");

  const mountedException =
    mounted &&
    weapon !== null &&
    (MOUNTED_RELOAD_ON_THE_MOVE.includes(weapon) ||
      (profession === "warrior" && MOUNTED_WARRIOR_RELOAD_ON_THE_MOVE.includes(weapon)));
  return {
    actions,
    reloadKeepsMove: canMove && (mountedException || reloadDuringMove === "anyFigure"),
    chargeNeedsTest: "wantingToCharge",
  };
}
