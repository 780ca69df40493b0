import {
  type DiceSource,
  RulesError,
  assertBoolean,
  assertInteger,
  assertOneOf,
  checkFace,
} from "../../core";
import { type Figure, REP_RANGE, TOUGHNESS_RANGE } from "../figure";
import { ATTRIBUTES, type HitLocation, type PassCount, PROFESSIONS, type WeaponId } from "../ids";
import {
  AMMO_STATUSES,
  type AmmoBlock,
  type AmmoStatus,
  type AmmoTrigger,
  type FumbleRule,
  ammoAfterFiring,
  ammoBlocksFire,
} from "../weapons/ammo";
import { assertDistance, mayUseLongE } from "../weapons/range";
import type { WeaponData } from "../weapons/table";
import { getShootingWeapon } from "../weapons/shooting-weapon";
import {
  type CoverCheck,
  type CoverInput,
  type CoverProfile,
  NO_COVER,
  checkCover,
  coverProfile,
  proneProtects,
} from "./cover";
import { type DamageEffect, damageForTotal } from "./damage";
import { type ImHitEffect, applyImHit, rollFace } from "./im-hit";
import { type HandlingBlock, computeShootingRep } from "./modifiers";
import { type ShootingOptions, shootingOptions } from "./options";
import {
  type ShootinRow,
  type ShotConditions,
  type ShotReason,
  SHOT_REASON_RESULT,
  readLongRange,
  readShootinTable,
  shootinRow,
} from "./shootin-table";
import { type StarAdvantage, type StarEffect, killResult } from "./star";
import { NO_WOUNDS, type Wounds, addWound, validateWounds } from "./wounds";
import { PACES, type Pace, mountedFireModifiers } from "../mounts/shooting";
import { assertQuality } from "../mounts/types";
import { frozen } from "../../core/frozen";

/** The shooter and everything about him that the shot reads. Flags default to false. */
export interface ShooterInput {
  figure: Pick<Figure, "profession" | "rep" | "veteran" | "attributes">;
  weapon: WeaponId;
  /** Default `loaded`. */
  ammo?: AmmoStatus;
  capAndBall?: boolean;
  /** Firing on his own activation (default true) rather than in reaction: only then may a last shot go. */
  active?: boolean;
  wounds?: Wounds;
  /** Counts as moving fast this activation (guide I-21). */
  movingFast?: boolean;
  /** On a fast-moving mount or vehicle: effective range halved (L2308, L2749). */
  onFastMover?: boolean;
  sickDrunk?: boolean;
  usingOffArm?: boolean;
  twoWeapons?: boolean;
  unfamiliarWeapon?: boolean;
  nagMountOrTeam?: boolean;
  holdingMounts?: boolean;
  gotAShotPass1?: boolean;
  /**
   * Firing from a horse or mule (L2306–2308): its Quality (a Nag, 3, costs Rep 1) and how it moved
   * this activation (moving at all counts as moving fast; fast also halves effective range). Adds
   * to the flags above rather than replacing them.
   */
  mount?: MountedShooter;
  carryingCasualty?: boolean;
  onHigherGround?: boolean;
  onUpperStorey?: boolean;
}

/** The mount a shooter fires from: its Quality (3–5) and its pace this activation. */
export interface MountedShooter {
  quality: number;
  pace: Pace;
}

/**
 * Where a rider riding "Siouxside" can still be hit (L8901–8905); a hit anywhere else strikes his
 * horse instead (L8907).
 */
export const SIOUXSIDE_EXPOSED: readonly HitLocation[] = frozen(["head", "gunArm", "offArm"]);

/** One declared target, in the order of declaration. Flags default to false. */
export interface ShotTargetInput {
  /** Dice the shooter puts on this target. */
  dice: number;
  /** Inches from the shooter. */
  distance: number;
  figure: { rep: number; toughness: number; star?: boolean };
  wounds?: Wounds;
  cover?: CoverInput;
  prone?: boolean;
  overheadProtection?: boolean;
  movingFast?: boolean;
  /** On a fast-moving vehicle: the shooter's effective range is halved (L2749). */
  onFastVehicle?: boolean;
  mounted?: boolean;
  /**
   * A mounted Plains warrior hanging on his horse's side (L8897–8911): only head and arm hits reach
   * him; chest, gut and leg hits strike the horse. Needs `mounted`.
   */
  siouxside?: boolean;
  /** Other figures within 2" of the target (friend, foe or neutral). */
  bystanders?: number;
  /** With the `pickRow` called-shot option: the damage-table row picked on an 11+. Default 5 (head). */
  calledRow?: number;
  /** May use Larger Than Life / Cheating Death; defaults to `figure.star`. */
  starAdvantages?: boolean;
  /** Declares Cheating Death when it is open (default true). */
  cheatDeath?: boolean;
}

export interface ShotInput {
  shooter: ShooterInput;
  targets: readonly ShotTargetInput[];
  /** Width in inches the declared targets span; must fit the weapon's Targets rating (L1664). */
  frontage?: number;
}

export type CannotFireReason = AmmoBlock | HandlingBlock | "outOfRange";
export type DieResult = "miss" | "hit" | "calledHit" | "bystanderHit" | "mountHit";

export interface ShotDie {
  /** Place in the weapon's sorted volley: 1st, 2nd or 3rd shot. */
  shot: number;
  /** Index of the declared target. */
  target: number;
  face: number;
  band: "effective" | "long";
  /** Face + Rep + die bonus on the Shootin' table; null beyond effective range. */
  total: number | null;
  row: ShootinRow | "longRange";
  /** The second die of a long-range 6. */
  confirm: number | null;
  result: DieResult;
  reason: ShotReason;
  /** Which bystander (0-based) took an 8. */
  bystander: number | null;
}

export type HitOutcome =
  "blocked" | "deflected" | "scratch" | "wounded" | "outOfTheFight" | "obviouslyDead" | "cheatedDeath";

export interface DamageResolution {
  shot: number;
  white: number;
  coloured: number;
  /** The row read: the dice's sum, or the row picked on a called shot. */
  total: number;
  called: boolean;
  location: HitLocation;
  tableEffect: DamageEffect;
  rangeCapped: boolean;
  cover: CoverCheck;
  /** RECOVERIN' FROM I'M HIT! faces; null when not rolled. */
  recovery: number[] | null;
  passes: PassCount | null;
  effect: ImHitEffect | null;
  /** `mountHit`: a Siouxside rider's covered body took it, so his horse did (L8907). */
  outcome: HitOutcome | "mountHit";
  starAdvantage: StarAdvantage | null;
}

export type TargetOutcome = "miss" | "bystanderHit" | "mountHit" | HitOutcome;

export interface TargetResult {
  /** The worst thing that happened to the target. */
  outcome: TargetOutcome;
  /** Fired at and still unwounded: a miss, a diverted 8, a hit stopped by cover, a scratch (L1490, L1552). */
  beenShotAt: boolean;
  hits: number;
  damage: DamageResolution[];
  wounds: Wounds;
  bystandersHit: number[];
  mountHit: boolean;
  /**
   * Hits the mount took, each a roll on THEY SHOT MY HORSE!: a die of 8 sent to it (L2312), then a
   * Siouxside rider's damage rolls that struck it (L8907), in shot order.
   */
  mountHits: number;
  starEffects: readonly StarEffect[];
}

export interface ShotResult {
  fired: boolean;
  blockedBy: CannotFireReason | null;
  weapon: WeaponId;
  /** To-hit Rep after modifiers, and the bonus added to each die. */
  rep: number;
  dieBonus: number;
  /** To-hit faces in the order rolled. */
  dice: number[];
  shots: ShotDie[];
  targets: TargetResult[];
  ammoBefore: AmmoStatus;
  ammoAfter: AmmoStatus;
  ammoTrigger: AmmoTrigger | null;
}

/** Orders outcomes from harmless to worst, to report the worst a target suffered. */
export const OUTCOME_RANK: Readonly<Record<TargetOutcome, number>> = {
  miss: 0,
  mountHit: 1,
  bystanderHit: 2,
  blocked: 3,
  deflected: 3,
  scratch: 4,
  wounded: 5,
  outOfTheFight: 6,
  cheatedDeath: 7,
  obviouslyDead: 8,
};

const NOT_HIT: ReadonlySet<TargetOutcome> = new Set<TargetOutcome>([
  "miss",
  "mountHit",
  "bystanderHit",
  "blocked",
  "deflected",
  "scratch",
]);

const NO_EFFECTS: readonly StarEffect[] = frozen([]);

interface PreparedTarget {
  dice: number;
  distance: number;
  band: "effective" | "long" | "outOfRange";
  rep: number;
  toughness: number;
  wounds: Wounds;
  cover: CoverProfile;
  proneObscures: boolean;
  conditions: ShotConditions;
  calledRow: number;
  starEligible: boolean;
  cheatDeath: boolean;
  siouxside: boolean;
}

/**
 * A complete shot: the to-hit dice (rolled together, sorted high to low and dealt to the targets in
 * declared order), long-range and bystander dice, then for each target in order and each of its hits
 * in shot order the damage dice (white, then coloured), cover and RECOVERIN' FROM I'M HIT!, and
 * finally the shooter's ammunition. A shotgun or scattergun makes two damage rolls per hit; a target
 * already Obviously Dead takes no more rolls, and one already Out of the Fight rolls no more recovery.
 */
export function rollShot(
  source: DiceSource,
  input: ShotInput,
  options?: Partial<ShootingOptions>,
): ShotResult {
  const o = shootingOptions(options);
  obj("input", input);
  const sh = obj<ShooterInput>("shooter", input.shooter);
  const w = getShootingWeapon(sh.weapon, "shooter.weapon");
  const fig = obj<ShooterInput["figure"]>("shooter.figure", sh.figure);
  const baseRep = assertInteger("shooter.figure.rep", fig.rep, REP_RANGE.min, REP_RANGE.max);
  const attributes = fig.attributes;
  if (!Array.isArray(attributes))
    throw new RulesError("shooter.figure.attributes", attributes, "must be a list");
  for (let i = 0; i < attributes.length; i++) {
    assertOneOf(`shooter.figure.attributes[${i}]`, attributes[i], ATTRIBUTES);
  }
  assertOneOf("shooter.figure.profession", fig.profession, PROFESSIONS);
  assertBoolean("shooter.figure.veteran", fig.veteran ?? false);
  const ammoBefore = assertOneOf("shooter.ammo", sh.ammo ?? "loaded", AMMO_STATUSES);
  const capAndBall = flag("shooter.capAndBall", sh.capAndBall);
  const active = sh.active === undefined ? true : assertBoolean("shooter.active", sh.active);
  const shooterWounds = validateWounds(sh.wounds, "shooter.wounds");
  const twoWeapons = flag("shooter.twoWeapons", sh.twoWeapons);
  if (twoWeapons && !(w.firearm && w.hands === 1)) {
    throw new RulesError("shooter.twoWeapons", true, "only one-handed firearms may be fired in pairs");
  }
  const usingOffArm = flag("shooter.usingOffArm", sh.usingOffArm);
  const agile = attributes.includes("agile");
  const mount = mountedShooter(sh.mount);
  const shooterMovingFast =
    (flag("shooter.movingFast", sh.movingFast) || (mount?.countsAsMovingFast ?? false)) && !agile;
  const onFastMover = flag("shooter.onFastMover", sh.onFastMover) || (mount?.halveEffectiveRange ?? false);
  const higher = flag("shooter.onHigherGround", sh.onHigherGround);
  const upper = flag("shooter.onUpperStorey", sh.onUpperStorey);
  const sickDrunk = flag("shooter.sickDrunk", sh.sickDrunk);
  const unfamiliar = flag("shooter.unfamiliarWeapon", sh.unfamiliarWeapon);
  const carrying = flag("shooter.carryingCasualty", sh.carryingCasualty);

  const mods = computeShootingRep(
    baseRep,
    attributes,
    w,
    shooterWounds,
    usingOffArm,
    twoWeapons,
    flag("shooter.nagMountOrTeam", sh.nagMountOrTeam) || (mount?.nag ?? false),
    flag("shooter.holdingMounts", sh.holdingMounts),
    flag("shooter.gotAShotPass1", sh.gotAShotPass1),
    o,
  );
  const rep = mods.rep;

  const targetsIn = input.targets;
  if (!Array.isArray(targetsIn) || targetsIn.length === 0) {
    throw new RulesError("targets", targetsIn, "must list at least one target");
  }
  if (input.frontage !== undefined && assertDistance("frontage", input.frontage) > w.targets) {
    throw new RulesError("frontage", input.frontage, `targets must lie within ${w.targets}" for this weapon`);
  }
  const factor = mayUseLongE(w, fig) ? w.longE! : w.e!;
  const prepared: PreparedTarget[] = [];
  let totalDice = 0;
  let outOfRange = false;
  for (let i = 0; i < targetsIn.length; i++) {
    const t = prepareTarget(targetsIn[i], i, w, factor, baseRep, onFastMover, o, {
      usingBow: w.id === "bow",
      higher,
      upper,
      carrying,
      shooterMovingFast,
      sickDrunk,
      unfamiliar,
      twoWeapons,
      usingOffArm,
      agile,
    });
    if (t.band === "outOfRange") outOfRange = true;
    totalDice += t.dice;
    prepared.push(t);
  }
  if (totalDice > w.targets) {
    throw new RulesError("targets", totalDice, `this weapon throws at most ${w.targets} dice`);
  }

  const blockedBy: CannotFireReason | null =
    mods.blockedBy ?? ammoBlocksFire(ammoBefore, active, totalDice) ?? (outOfRange ? "outOfRange" : null);
  if (blockedBy !== null) {
    return {
      fired: false,
      blockedBy,
      weapon: w.id,
      rep,
      dieBonus: mods.dieBonus,
      dice: [],
      shots: [],
      targets: targetsIn.map((_, i) => ({
        outcome: "miss",
        beenShotAt: false,
        hits: 0,
        damage: [],
        wounds: prepared[i]!.wounds,
        bystandersHit: [],
        mountHit: false,
        mountHits: 0,
        starEffects: NO_EFFECTS,
      })),
      ammoBefore,
      ammoAfter: ammoBefore,
      ammoTrigger: null,
    };
  }

  const faces: number[] = new Array<number>(totalDice);
  for (let i = 0; i < totalDice; i++) faces[i] = rollFace(source);
  const sorted = sortDescending(faces);

  const shots: ShotDie[] = [];
  let s = 0;
  for (let ti = 0; ti < prepared.length; ti++) {
    const t = prepared[ti]!;
    for (let k = 0; k < t.dice; k++) {
      const face = sorted[s]!;
      const shot = ++s;
      let reason: ShotReason;
      let total: number | null = null;
      let confirm: number | null = null;
      if (t.band !== "long") {
        total = face + rep + mods.dieBonus;
        reason = readShootinTable(total, shot, t.conditions);
      } else {
        if (face === 6) confirm = rollFace(source);
        reason = readLongRange(face, confirm, rep);
      }
      let result: DieResult = SHOT_REASON_RESULT[reason] as DieResult;
      let bystander: number | null = null;
      if (SHOT_REASON_RESULT[reason] === "diverted") {
        const candidates = t.conditions.bystanders + (t.conditions.targetMounted ? 1 : 0);
        const pick =
          candidates === 1 ? 0 : checkFace(source.roll(candidates), candidates, "bystanderPick") - 1;
        if (pick < t.conditions.bystanders) {
          result = "bystanderHit";
          bystander = pick;
        } else result = "mountHit";
      }
      shots.push({
        shot,
        target: ti,
        face,
        // A target out of range blocked the shot above, so only the two bands remain.
        band: t.band as ShotDie["band"],
        total,
        row: total === null ? "longRange" : shootinRow(total),
        confirm,
        result,
        reason,
        bystander,
      });
    }
  }

  const targets: TargetResult[] = [];
  for (let ti = 0; ti < prepared.length; ti++) {
    targets.push(resolveTargetHits(source, prepared[ti]!, ti, shots, w, baseRep, o));
  }

  const rule: FumbleRule = w.ammo === "unclassified" ? o.unclassifiedAmmo : w.ammo;
  const after = ammoAfterFiring(rule, ammoBefore, faces, capAndBall);
  return {
    fired: true,
    blockedBy: null,
    weapon: w.id,
    rep,
    dieBonus: mods.dieBonus,
    dice: faces,
    shots,
    targets,
    ammoBefore,
    ammoAfter: after.status,
    ammoTrigger: after.trigger,
  };
}

/** Same as `rollShot`; pass a `sequenceDice(...)` source to replay faces rolled elsewhere. */
export const resolveShot = rollShot;

/** Volleys are 1–3 dice, so a hand-written sort beats Array#sort with a callback. */
function sortDescending(faces: readonly number[]): number[] {
  const n = faces.length;
  if (n === 1) return [faces[0]!];
  if (n === 2) {
    const a = faces[0]!;
    const b = faces[1]!;
    return a >= b ? [a, b] : [b, a];
  }
  return faces.slice().sort((a, b) => b - a);
}

/** The shot's own object check, kept local like `int` and `bool` below (rollShot is a hot path). */
function obj<T>(field: string, value: unknown): T {
  if (typeof value !== "object" || value === null) throw new RulesError(field, value, "must be an object");
  return value as T;
}

function flag(field: string, value: unknown): boolean {
  return value === undefined ? false : assertBoolean(field, value);
}

/** What firing from the shooter's mount changes (L2306–2308), read by the mounts' own helper. */
function mountedShooter(
  m: MountedShooter | undefined,
): { nag: boolean; countsAsMovingFast: boolean; halveEffectiveRange: boolean } | null {
  if (m === undefined) return null;
  const mount = obj<MountedShooter>("shooter.mount", m);
  const f = mountedFireModifiers({
    mountQuality: assertQuality("shooter.mount.quality", mount.quality),
    pace: assertOneOf("shooter.mount.pace", mount.pace, PACES),
  });
  return {
    nag: f.repModifier < 0,
    countsAsMovingFast: f.countsAsMovingFast,
    halveEffectiveRange: f.halveEffectiveRange,
  };
}

interface ShooterView {
  usingBow: boolean;
  higher: boolean;
  upper: boolean;
  carrying: boolean;
  shooterMovingFast: boolean;
  sickDrunk: boolean;
  unfamiliar: boolean;
  twoWeapons: boolean;
  usingOffArm: boolean;
  agile: boolean;
}

function prepareTarget(
  target: ShotTargetInput | undefined,
  i: number,
  w: WeaponData,
  factor: number,
  shooterRep: number,
  onFastMover: boolean,
  o: Readonly<ShootingOptions>,
  v: ShooterView,
): PreparedTarget {
  const t = obj<ShotTargetInput>(`targets[${i}]`, target);
  const dice = int(t.dice, 1, w.targets, i, "dice");
  const distance = t.distance;
  if (typeof distance !== "number" || !(distance >= 0) || distance === Infinity) {
    assertDistance(`targets[${i}].distance`, distance);
  }
  const tf = obj<ShotTargetInput["figure"]>(`targets[${i}].figure`, t.figure);
  const rep = int(tf.rep, REP_RANGE.min, REP_RANGE.max, i, "figure.rep");
  const toughness = int(tf.toughness, TOUGHNESS_RANGE.min, TOUGHNESS_RANGE.max, i, "figure.toughness");
  const star = bool(tf.star, false, i, "figure.star");
  const starEligible = bool(t.starAdvantages, star, i, "starAdvantages");
  const cheatDeath = bool(t.cheatDeath, true, i, "cheatDeath");
  const calledRow = t.calledRow === undefined ? 5 : int(t.calledRow, 2, 12, i, "calledRow");
  const bystanders = t.bystanders === undefined ? 0 : int(t.bystanders, 0, 100, i, "bystanders");
  const wounds = t.wounds === undefined ? NO_WOUNDS : validateWounds(t.wounds, `targets[${i}].wounds`);
  const cover = t.cover === undefined ? NO_COVER : coverProfile(t.cover, `targets[${i}].cover`);
  const halved = onFastMover || bool(t.onFastVehicle, false, i, "onFastVehicle");
  const prone = bool(t.prone, false, i, "prone");
  const overhead = bool(t.overheadProtection, false, i, "overheadProtection");
  const proneObscures =
    prone &&
    proneProtects({
      prone,
      shooterUsingBow: v.usingBow,
      shooterOnHigherGround: v.higher,
      shooterOnUpperStorey: v.upper,
      overheadProtection: overhead,
    });
  const targetMovingFast =
    bool(t.movingFast, false, i, "movingFast") && !(v.agile && o.agileIgnores === "anyMovement");
  const mounted = bool(t.mounted, false, i, "mounted");
  const siouxside = bool(t.siouxside, false, i, "siouxside");
  if (siouxside && !mounted)
    throw new RulesError(`targets[${i}].siouxside`, true, "only a mounted figure rides Siouxside");
  const max = w.maxRange!;
  const effective = Math.min((factor * shooterRep) / (halved ? 2 : 1), max);
  const band = distance > max ? "outOfRange" : distance <= effective ? "effective" : "long";
  if (band === "long" && o.longRangeDice === "oneDie" && dice > 1) {
    throw new RulesError(
      `targets[${i}].dice`,
      dice,
      "only one die may go at a target beyond effective range",
    );
  }
  return {
    dice,
    distance,
    band,
    rep,
    toughness,
    wounds,
    cover,
    proneObscures,
    conditions: {
      targetInCover: cover.inCover,
      carryingCasualty: v.carrying,
      targetProne: proneObscures,
      targetMovingFast,
      shooterMovingFast: v.shooterMovingFast,
      sickDrunk: v.sickDrunk,
      unfamiliarWeapon: v.unfamiliar,
      twoWeapons: v.twoWeapons,
      offArm: v.usingOffArm,
      targetMounted: mounted,
      bystanders,
    },
    calledRow,
    starEligible,
    cheatDeath,
    siouxside,
  };
}

/** Cheap checks that only build the field name when the value is bad. */
function int(value: unknown, min: number, max: number, i: number, key: string): number {
  if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) return value;
  return assertInteger(`targets[${i}].${key}`, value, min, max);
}

function bool(value: unknown, fallback: boolean, i: number, key: string): boolean {
  if (value === undefined) return fallback;
  if (value === true || value === false) return value;
  return assertBoolean(`targets[${i}].${key}`, value);
}

function resolveTargetHits(
  source: DiceSource,
  t: PreparedTarget,
  ti: number,
  shots: readonly ShotDie[],
  w: WeaponData,
  shooterRep: number,
  o: Readonly<ShootingOptions>,
): TargetResult {
  let wounds = t.wounds;
  let outcome: TargetOutcome = "miss";
  let hits = 0;
  let mountHit = false;
  let mountHits = 0;
  let down = false;
  let finished = false;
  let starEffects: readonly StarEffect[] = NO_EFFECTS;
  const damage: DamageResolution[] = [];
  const bystandersHit: number[] = [];
  const rolls = w.spread === null ? 1 : 2;
  const bow = w.id === "bow";
  for (let si = 0; si < shots.length; si++) {
    const d = shots[si]!;
    if (d.target !== ti) continue;
    if (d.result === "bystanderHit") {
      bystandersHit.push(d.bystander!);
      if (OUTCOME_RANK.bystanderHit > OUTCOME_RANK[outcome]) outcome = "bystanderHit";
      continue;
    }
    if (d.result === "mountHit") {
      mountHit = true;
      mountHits++;
      if (OUTCOME_RANK.mountHit > OUTCOME_RANK[outcome]) outcome = "mountHit";
      continue;
    }
    if (d.result === "miss") continue;
    hits++;
    for (let r = 0; r < rolls && !finished; r++) {
      const white = rollFace(source);
      const coloured = rollFace(source);
      const called = d.result === "calledHit" && o.calledShot === "pickRow" && r === 0;
      const reading = damageForTotal(called ? t.calledRow : white + coloured, w, t.distance);
      const cover = checkCover(reading.location, white, coloured, t.cover, t.proneObscures);
      let res: HitOutcome | "mountHit";
      let recovery: number[] | null = null;
      let passes: PassCount | null = null;
      let effect: ImHitEffect | null = null;
      let starAdvantage: StarAdvantage | null = null;
      if (cover === "blocked" || cover === "deflected") {
        res = cover;
      } else if (t.siouxside && !SIOUXSIDE_EXPOSED.includes(reading.location)) {
        // Past any cover, a body hit on a Siouxside rider lands in the horse he hangs behind (L8907).
        res = "mountHit";
        mountHit = true;
        mountHits++;
      } else if (reading.effect === "obviouslyDead") {
        const kill = killResult(t.starEligible, t.rep, shooterRep, t.cheatDeath, o);
        res = kill.outcome;
        starAdvantage = kill.advantage;
        if (kill.effects.length > 0) starEffects = kill.effects;
        wounds = addWound(wounds, reading.location);
        if (res === "outOfTheFight") down = true;
        else finished = true;
      } else if (reading.effect === "outOfTheFight") {
        res = "outOfTheFight";
        wounds = addWound(wounds, reading.location, reading.location === "gut");
        down = true;
      } else if (down) {
        res = "outOfTheFight";
      } else {
        const n = bow ? 3 : 2;
        const dice: number[] = new Array<number>(n);
        for (let i = 0; i < n; i++) dice[i] = rollFace(source);
        const rec = applyImHit(dice, t.toughness, reading.location, wounds, o);
        recovery = rec.dice;
        passes = rec.passes;
        effect = rec.effect;
        res = rec.outcome;
        wounds = rec.wounds;
        if (res === "outOfTheFight") down = true;
      }
      if (OUTCOME_RANK[res] > OUTCOME_RANK[outcome]) outcome = res;
      damage.push({
        shot: d.shot,
        white,
        coloured,
        total: reading.total,
        called,
        location: reading.location,
        tableEffect: reading.effect,
        rangeCapped: reading.rangeCapped,
        cover,
        recovery,
        passes,
        effect,
        outcome: res,
        starAdvantage,
      });
    }
  }
  return {
    outcome,
    beenShotAt: NOT_HIT.has(outcome),
    hits,
    damage,
    wounds,
    bystandersHit,
    mountHit,
    mountHits,
    starEffects,
  };
}
