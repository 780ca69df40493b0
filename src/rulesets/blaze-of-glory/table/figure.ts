import type { Figure } from "../../../rules/blaze-of-glory/figure";
import type { AttributeId, WeaponId } from "../../../rules/blaze-of-glory/ids";
import type { AmmoStatus } from "../../../rules/blaze-of-glory/weapons";
import { getWeapon } from "../../../rules/blaze-of-glory/weapons";
import type { DrunkState, ReactionRequest, ReactionSituation } from "../../../rules/blaze-of-glory/reactions";
import type { ReactionTest } from "../../../rules/blaze-of-glory/reactions";
import {
  resolveKill,
  type KillResult,
  type ShootingOptions,
  type Wounds,
} from "../../../rules/blaze-of-glory/shooting";
import { NO_ENCOUNTER, NO_WOUNDS_SOURCE, type CharacterSource, type MountSource } from "../data/source-types";
import type { MountState, MountStatus, MountType } from "../../../rules/blaze-of-glory/mounts";
import type { RulesOptions } from "./settings";

/**
 * A figure as the table flows see it: plain data read from an Actor (or a pack document in the
 * gallery), with the uuid that names it in actions and requests.
 */
export interface TableWeapon {
  /** Embedded item id. */
  id: string;
  name: string;
  weapon: WeaponId;
  ammo: AmmoStatus;
  capAndBall?: boolean;
}

export type FigureStats = Pick<
  CharacterSource,
  "profession" | "warriorRegion" | "veteran" | "star" | "rep" | "toughness" | "sand" | "wounds" | "encounter"
>;

export interface TableFigure {
  /** Actor uuid (the document actions change). */
  uuid: string;
  name: string;
  img?: string;
  system: FigureStats;
  attributes: readonly AttributeId[];
  weapons: readonly TableWeapon[];
  /** A Tough figure has already turned one Runaway into Duck Back this encounter. */
  toughUsed?: boolean;
  drunk?: DrunkState | null;
  /** The user rolling does not own this figure: its changes wait for its owner's or the GM's click. */
  notOwned?: boolean;
  /** The horse or mule he rides (found by `findMount`), for a shot that hits it. */
  mount?: TableMount | null;
}

/** A figure's mount as the table reads it: the mount actor's uuid and what its tables need. */
export interface TableMount {
  uuid: string;
  name: string;
  type: MountType;
  quality: number;
  status: MountStatus;
  state: MountState;
  notOwned?: boolean;
}

/** An actor as far as finding a mount goes (an Actor, or plain data in tests). */
export interface MountCandidate {
  uuid: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
  isOwner?: boolean;
}

/**
 * The mount a figure rides: the mount actor that names him as its rider (the mount sheet's rider
 * field; a character has no field of its own for it), the one being ridden first.
 */
export function findMount(actors: Iterable<MountCandidate>, rider: string): TableMount | null {
  let found: MountCandidate | null = null;
  for (const a of actors) {
    if (a.type !== "mount" || a.system.rider !== rider) continue;
    if (!found || (a.system.state === "ridden" && found.system.state !== "ridden")) found = a;
  }
  if (!found) return null;
  return {
    ...mountFacts(found.uuid, found.name, found.system as unknown as MountSource),
    ...(found.isOwner === false ? { notOwned: true } : {}),
  };
}

/** What the table's mount tables read off a mount actor's data: one reading for a shot and a ride test. */
export function mountFacts(uuid: string, name: string, s: MountSource): TableMount {
  return { uuid, name, type: s.mountType, quality: s.quality, status: s.status, state: s.state };
}

export { NO_ENCOUNTER };

/** Stats a plain-data figure may override; everything else is an unhurt Rep 4 cowboy. */
export interface PlainFigureStats {
  profession: FigureStats["profession"];
  rep: number;
  toughness: number;
  sand: number;
  star: boolean;
  attributes: AttributeId[];
  weapons: TableWeapon[];
  encounter: Partial<FigureStats["encounter"]>;
}

const COLT: TableWeapon = { id: "pistol0000000001", name: "Colt", weapon: "pistol", ammo: "loaded" };

/** A figure from plain stats rather than an Actor: for the gallery and the flow tests. */
export function plainTableFigure(
  uuid: string,
  name: string,
  over: Partial<PlainFigureStats> = {},
): TableFigure {
  return {
    uuid,
    name,
    system: {
      profession: over.profession ?? "cowboy",
      warriorRegion: "",
      veteran: false,
      star: over.star ?? false,
      rep: over.rep ?? 4,
      toughness: over.toughness ?? 4,
      sand: over.sand ?? 4,
      wounds: { ...NO_WOUNDS_SOURCE },
      encounter: { ...NO_ENCOUNTER, ...(over.encounter ?? {}) },
    },
    attributes: over.attributes ?? [],
    weapons: over.weapons ?? [COLT],
  };
}

export function rulesFigure(f: TableFigure): Figure {
  const s = f.system;
  return {
    profession: s.profession,
    rep: s.rep,
    toughness: s.toughness,
    sand: s.sand,
    veteran: s.veteran,
    star: s.star,
    attributes: f.attributes,
  };
}

export function figureWounds(f: TableFigure): Wounds {
  return { ...f.system.wounds };
}

/** The figure's weapon by item id; an error when he has no such weapon. */
export function weaponOf(f: TableFigure, id: string): TableWeapon {
  const w = f.weapons.find((x) => x.id === id);
  if (!w) throw new Error(`${f.name} has no weapon ${id}`);
  return w;
}

/** Unable to act: out of the fight, dead, captured, surrendered or removed from play. */
export function isDisabled(f: TableFigure): boolean {
  const e = f.system.encounter;
  return e.outOfTheFight || e.obviouslyDead || e.captured || e.surrendered || e.removedFromPlay;
}

/** The figure's first weapon that can shoot (melee-only weapons excluded), or undefined. */
export function firstRangedWeapon(f: TableFigure): TableWeapon | undefined {
  return f.weapons.find((w) => !getWeapon(w.weapon).meleeOnly);
}

export function firstMeleeWeapon(f: TableFigure): TableWeapon | undefined {
  return f.weapons.find((w) => getWeapon(w.weapon).meleeWeapon);
}

/**
 * The reaction situation as far as the figure's own state tells it: Hidden, mounted, in cover when
 * hidden or ducked back, and whether its gun is a muzzle loader. The dialog shows these pre-filled;
 * what only the table knows (where the shots came from, three-to-one odds) stays at the default.
 */
export function situationFromFigure(f: TableFigure, overrides: ReactionSituation = {}): ReactionSituation {
  const e = f.system.encounter;
  const gun = firstRangedWeapon(f);
  const base: ReactionSituation = {
    hidden: e.hidden,
    inCover: e.hidden || e.duckBack,
    mounted: e.mounted,
    muzzleLoader: gun ? getWeapon(gun.weapon).ammo === "muzzleLoader" : false,
    canFire: gun ? gun.ammo !== "out" && gun.ammo !== "mustReload" && gun.ammo !== "fumbling" : false,
    from: "front",
  };
  if (f.toughUsed) base.toughUsed = true;
  if (f.drunk) base.drunk = f.drunk;
  return { ...base, ...overrides };
}

export function reactionRequest(
  f: TableFigure,
  test: ReactionTest,
  situation: ReactionSituation,
  options: RulesOptions,
): ReactionRequest {
  const request: ReactionRequest = {
    figure: {
      profession: f.system.profession,
      sand: f.system.sand,
      star: f.system.star,
      attributes: f.attributes,
    },
    test,
    situation,
    options: options.reaction,
  };
  if (f.system.profession === "warrior" && f.system.warriorRegion) request.region = f.system.warriorRegion;
  return request;
}

/**
 * What a killing blow by `killer` does to `victim`: a Star keeps Larger Than Life against a lower
 * Rep and may Cheat Death otherwise (L3021-3035), whether he was shot, outdrawn or cut down.
 */
export function killOutcome(victim: TableFigure, killer: TableFigure, options?: Partial<ShootingOptions>) {
  const s = victim.system;
  return resolveKill(
    { eligible: s.star, targetRep: s.rep, shooterRep: killer.system.rep, declareCheatDeath: true },
    options,
  );
}

/** An outright kill as a Star's advantages leave it: `target` killed by `by`. */
export interface StarKill {
  target: string;
  by: string;
  outcome: KillResult["outcome"];
}

/** Outright kills (each `loser` killed by its `winner`), as a Star's advantages leave them. */
export function starKills(
  kills: readonly { loser: string | null; winner: string | null }[],
  figures: ReadonlyMap<string, { figure: TableFigure }>,
  options?: Partial<ShootingOptions>,
): StarKill[] {
  return kills.map(({ loser, winner }) => ({
    target: loser!,
    by: winner!,
    outcome: killOutcome(figures.get(loser!)!.figure, figures.get(winner!)!.figure, options).outcome,
  }));
}
