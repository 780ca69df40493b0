import { type DiceSource, assertInteger } from "../../core";
import { assertFunction, assertList, assertObject } from "../../core/checks";
import type { AmmoStatus } from "../weapons/ammo";
import { assertDistance } from "../weapons/range";
import { getWeapon } from "../weapons/table";
import { coverActivityFor } from "../weapons/handling";
import { type ShootingOptions, shootingOptions } from "./options";
import {
  type CannotFireReason,
  type ShooterInput,
  type ShotInput,
  type ShotResult,
  type ShotTargetInput,
  type TargetOutcome,
  OUTCOME_RANK,
  rollShot,
} from "./resolve-shot";
import { NO_WOUNDS, type Wounds } from "./wounds";

/** One of the two figures trading shots. */
export interface ExchangeSide {
  /** Shooter details; `ammo` and `wounds` carry the state into the exchange. */
  shooter: Omit<ShooterInput, "active">;
  /** How this figure stands as a target (cover, prone, Toughness...); dice, distance and wounds come from the exchange. */
  asTarget: Omit<ShotTargetInput, "dice" | "distance" | "wounds">;
  /** Dice per shot; defaults to the weapon's Targets rating. */
  dice?: number;
}

export type ExchangeRole = "first" | "second";

/**
 * The BEEN SHOT AT step, supplied by the caller (for instance from the reaction sheets). It returns the
 * reaction code; the exchange goes on only when it is one of `fireCodes`.
 */
export type BeenShotAtPolicy = (
  role: ExchangeRole,
  side: ExchangeSide,
  shot: ShotResult,
) => "fire" | "duckBack" | "runaway" | (string & {});

export interface ExchangeInput {
  first: ExchangeSide;
  second: ExchangeSide;
  distance: number;
  /** The first figure fires on its own activation (default true); every answering shot is reaction fire. */
  firstIsActive?: boolean;
  beenShotAt: BeenShotAtPolicy;
  /** Reaction codes that mean "shoot back"; default `["fire"]`. */
  fireCodes?: readonly string[];
  /**
   * Reaction codes that mean "shoot back at −1 Rep" (BEEN SHOT AT's fire-at-−1 rows, e.g. L7725);
   * default `["fireAtMinusOneRep"]`. The answering shot takes the same −1 Rep as a GOT A SHOT pass 1.
   */
  minusOneRepCodes?: readonly string[];
  /** Safety stop; default 100 shots. */
  maxShots?: number;
}

export type ExchangeEnd = "targetHit" | "cannotFire" | "reaction" | "limit";

export interface ExchangeSideState {
  ammo: AmmoStatus;
  wounds: Wounds;
  /** Worst outcome this figure suffered in the exchange. */
  outcome: TargetOutcome;
}

export interface ExchangeResult {
  shots: ShotResult[];
  /**
   * Each fired shot as it was put to the Shootin' table (ammunition, wounds, cover and reaction fire
   * as they stood then), so its to-hit odds can be counted exactly afterwards.
   */
  inputs: ShotInput[];
  /** Who fired each shot. */
  firers: ExchangeRole[];
  endedBy: ExchangeEnd;
  /** The reaction that stopped it, when `endedBy` is `reaction`. */
  reaction: string | null;
  /** Why the next figure could not shoot, when `endedBy` is `cannotFire`. */
  cannotFire: CannotFireReason | null;
  first: ExchangeSideState;
  second: ExchangeSideState;
}

const DEFAULT_FIRE_CODES: readonly string[] = ["fire"];
const DEFAULT_MINUS_ONE_REP_CODES: readonly string[] = ["fireAtMinusOneRep"];

/**
 * Two figures fire back and forth (L1456): each shot that leaves its target standing unhurt sends that
 * target to BEEN SHOT AT, and a "fire" answer makes it the next shooter. It stops when a shot wounds
 * or drops its target, when the answer is not to fire, or when the figure due to fire cannot (empty,
 * fumbling, a last shot in reaction, arm useless, out of range).
 */
export function exchangeOfFire(
  source: DiceSource,
  input: ExchangeInput,
  options?: Partial<ShootingOptions>,
): ExchangeResult {
  const o = shootingOptions(options);
  assertObject("input", input);
  assertFunction("beenShotAt", input.beenShotAt);
  const distance = assertDistance("distance", input.distance);
  const maxShots = assertInteger("maxShots", input.maxShots ?? 100, 1, 10_000);
  const fireCodes = assertList("fireCodes", input.fireCodes ?? DEFAULT_FIRE_CODES);
  const minusOneRepCodes = assertList(
    "minusOneRepCodes",
    input.minusOneRepCodes ?? DEFAULT_MINUS_ONE_REP_CODES,
  );
  const sides = [side(input.first, "first"), side(input.second, "second")] as const;
  const state = sides.map((s): ExchangeSideState => ({
    ammo: s.shooter.ammo ?? "loaded",
    wounds: s.shooter.wounds ?? NO_WOUNDS,
    outcome: "miss",
  }));
  // Cover as each figure stands when shot at: once he has fired from behind a row of the cover
  // table, he shows what a firing figure shows (L1587-1600) for the rest of the exchange.
  const cover = sides.map((s) => s.asTarget.cover);
  const roles: readonly ExchangeRole[] = ["first", "second"];
  const shots: ShotResult[] = [];
  const inputs: ShotInput[] = [];
  const firers: ExchangeRole[] = [];
  let shooter = 0;
  let active = input.firstIsActive ?? true;
  // The answer that sent this shooter to fire took −1 Rep off this shot.
  let minusOneRep = false;
  let endedBy: ExchangeEnd = "limit";
  let reaction: string | null = null;
  let cannotFire: CannotFireReason | null = null;
  while (shots.length < maxShots) {
    const target = 1 - shooter;
    const by = sides[shooter]!;
    const at = sides[target]!;
    const shotInput: ShotInput = {
      shooter: {
        ...by.shooter,
        ammo: state[shooter]!.ammo,
        wounds: state[shooter]!.wounds,
        active,
        ...(minusOneRep ? { gotAShotPass1: true } : {}),
      },
      targets: [
        { ...at.asTarget, cover: cover[target], dice: by.dice, distance, wounds: state[target]!.wounds },
      ],
    };
    const shot = rollShot(source, shotInput, o);
    if (!shot.fired) {
      cannotFire = shot.blockedBy;
      endedBy = "cannotFire";
      break;
    }
    shots.push(shot);
    inputs.push(shotInput);
    firers.push(roles[shooter]!);
    const mine = cover[shooter];
    if (mine?.position) cover[shooter] = { ...mine, activity: coverActivityFor(shot.weapon) };
    state[shooter]!.ammo = shot.ammoAfter;
    const t = shot.targets[0]!;
    state[target]!.wounds = t.wounds;
    if (OUTCOME_RANK[t.outcome] > OUTCOME_RANK[state[target]!.outcome]) state[target]!.outcome = t.outcome;
    if (!t.beenShotAt) {
      endedBy = "targetHit";
      break;
    }
    const answer = input.beenShotAt(roles[target]!, at.side, shot);
    minusOneRep = minusOneRepCodes.includes(answer);
    if (!minusOneRep && !fireCodes.includes(answer)) {
      endedBy = "reaction";
      reaction = answer;
      break;
    }
    shooter = target;
    active = false;
  }
  return { shots, inputs, firers, endedBy, reaction, cannotFire, first: state[0]!, second: state[1]! };
}

function side(
  s: ExchangeSide,
  field: string,
): {
  side: ExchangeSide;
  shooter: ExchangeSide["shooter"];
  asTarget: ExchangeSide["asTarget"];
  dice: number;
} {
  assertObject(field, s);
  assertObject(`${field}.shooter`, s.shooter);
  const w = getWeapon(s.shooter.weapon, `${field}.shooter.weapon`);
  const dice = assertInteger(`${field}.dice`, s.dice ?? w.targets, 1, w.targets);
  return { side: s, shooter: s.shooter, asTarget: s.asTarget, dice };
}
