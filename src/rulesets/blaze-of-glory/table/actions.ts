import type { EncounterFlag, WoundsSource } from "../data/source-types";
import type { CardFlags as ShellCardFlags, CardGroup } from "../../../shell/chat/cards";
export { touchedActors } from "../../../shell/chat/cards";
import type { HitLocation } from "../../../rules/blaze-of-glory/ids";
import type { AmmoStatus } from "../../../rules/blaze-of-glory/weapons";
import type { ReactionSituation, ReactionTest } from "../../../rules/blaze-of-glory/reactions";
import type { DrunkState, PassCount } from "../../../rules/blaze-of-glory/ids";
import { DRUNK_STATES, HIT_LOCATIONS } from "../../../rules/blaze-of-glory/ids";
// The mounts' own types module, not its index: the card rules load at start-up.
import {
  MOUNT_STATUSES,
  type MountState,
  type MountStatus,
} from "../../../rules/blaze-of-glory/mounts/types";
import { I18N } from "../../../config";
import type { StoredDraw } from "./draw-flow";
import type { TableFigure, TableWeapon } from "./figure";
import type { TableSettingValues } from "./settings";

/**
 * What a result changes, as data: each chat card stores its actions in its flags, and the active GM
 * applies them (after checking the card's author owns every document they touch). Deltas rather
 * than totals, so two cards applied one after the other both count.
 */
export type TableAction =
  | { type: "encounter"; actor: string; flag: EncounterFlag; value: boolean }
  | { type: "stat"; actor: string; stat: "rep" | "toughness" | "sand"; delta: number }
  | { type: "wound"; actor: string; location: HitLocation; count: number; gutShot?: boolean }
  | { type: "ammo"; actor: string; item: string; ammo: AmmoStatus; weaponName?: string }
  | { type: "memo"; actor: string; key: MemoKey; value: boolean }
  | DrunkAction
  | RideAction;

/**
 * How drunk a Drunkard is for this encounter (his roll at its start, L3075–3085), kept in the
 * system's actor flag `drunk`; `null` when he rolled sober (a state left over from the last
 * encounter is cleared).
 */
export type DrunkAction = { type: "drunk"; actor: string; state: DrunkState | null };

/**
 * What a shot or a riding test does to a mount (`actor` is the mount's uuid): its wounds (`status`,
 * which only ever gets worse, so two cards applied in either order leave the worse) and where it
 * stands (`state`: ridden, loose, tied, run away).
 */
export type RideAction = { type: "mount"; actor: string; status?: MountStatus; state?: MountState };

/**
 * Facts about a figure kept in the system's actor flags rather than its sheet: Tough already used
 * this encounter; put Out of the Fight in a fight by foes with no weapon (an extra die on the
 * after-battle recovery, L1886).
 */
export type MemoKey = "toughUsed" | "oofUnarmed";

/** A group of actions behind one "Apply" button. */
export type ActionGroup = CardGroup<TableAction>;

/** The next step a card offers: another test, a shot, a re-draw. */
export type FollowUp =
  | {
      type: "reaction";
      actor: string;
      name: string;
      test: ReactionTest;
      situation: ReactionSituation;
      /** Why it is asked (a localization key), e.g. a miss. */
      reason: string;
      /**
       * Who caused it: the figure a "fire" answer shoots back at (for BEING CHARGED, the charger,
       * with the die his own charge reaction cost him in the fight's first round).
       */
      cause?: { uuid: string; name: string; chargePenalty?: boolean };
    }
  | {
      type: "shoot";
      actor: string;
      name: string;
      target: string;
      targetName: string;
      /** Reaction fire is never active fire. */
      active: boolean;
      repMod: number;
      reason: string;
    }
  | {
      type: "recovery";
      actor: string;
      name: string;
      location: HitLocation | null;
      unarmedMelee: boolean;
      reason: string;
    }
  | {
      /**
       * A friend within 4" of a Born Leader reacts as he did (L3059): `actor` reads the leader's
       * pass count on his own sheet without rolling.
       */
      type: "followLeader";
      actor: string;
      name: string;
      test: ReactionTest;
      passes: PassCount;
      leaderName: string;
      situation: ReactionSituation;
      reason: string;
      cause?: { uuid: string; name: string; chargePenalty?: boolean };
    }
  | {
      /**
       * The GOT A SHOT pass 1 roll-off (L1266), thrown by the active target (`actor`) against his
       * own Sand: the tester's test is read again from its stored faces, then the roll-off decides
       * who fires first at Rep −1.
       */
      type: "rollOff";
      actor: string;
      name: string;
      tester: string;
      testerName: string;
      /** The tester's faces (first roll, then any re-roll), in the order they were read. */
      dice: number[];
      situation: ReactionSituation;
      reason: string;
    }
  | {
      /**
       * Fightin' between `actor` and `opponent` that a reaction ordered (a charge, or preparing to
       * fight a charger), with what the reaction changes for `actor` in the first round.
       */
      type: "melee";
      actor: string;
      name: string;
      opponent: string;
      opponentName: string;
      /** The reaction costs `actor` a die in the first round (guide I-20). */
      chargePenalty: boolean;
      /** Rep change for `actor` in the first round. */
      firstRoundRepModifier: number;
      /** The charger's own reaction cost `opponent` a die in the first round. */
      opponentChargePenalty?: boolean;
      reason: string;
    }
  | {
      /** Reloading `weapon` (a side held by doubles may still reload: the activation card offers it). */
      type: "reload";
      actor: string;
      name: string;
      weapon: string;
      weaponName: string;
      reason: string;
    }
  | RideFollowUp
  | {
      /** GOT THE DROP for the covered figure (`actor`), then the re-draw unless he surrenders. */
      type: "redraw";
      actor: string;
      name: string;
      winner: string;
      winnerName: string;
      draw: StoredDraw;
      reason: string;
    };

/**
 * A riding or driving test a result sends a figure to (STAY MOUNTED, RIDER THROWN, DRAG FREE, WRECK,
 * PASSENGER THROWN...): `actor` takes it (the rider, driver or passenger; for a wreck, the vehicle
 * itself), on the mount or vehicle `subject`.
 */
export interface RideFollowUp {
  type: "ride";
  actor: string;
  name: string;
  test: RideFollowTest;
  subject: string;
  /** The table's re-roll after a pass 1 (MOUNTED and DRIVER CHALLENGE). */
  retry?: boolean;
  /** A wreck in a watercourse: the passengers come to rest downstream. */
  inWatercourse?: boolean;
  reason: string;
}

/** Tests a ride follow-up may name (the sheet's tests, and those only a result leads to). */
export const RIDE_FOLLOW_TESTS = [
  "mountingUnderFire",
  "mountedChallenge",
  "mountRoughGoing",
  "stayMounted",
  "riderThrown",
  "dragFree",
  "driverChallenge",
  "vehicleRoughGoing",
  "losingControl",
  "passengerThrown",
  "wreck",
] as const;
export type RideFollowTest = (typeof RIDE_FOLLOW_TESTS)[number];

/** What a card carries in `flags["six-gun-sound"].card`. */
export type CardFlags = ShellCardFlags<TableAction, FollowUp> & { kind: CardKind };

export type CardKind =
  | "reaction"
  | "shot"
  | "exchange"
  | "draw"
  | "melee"
  | "activation"
  | "task"
  | "recovery"
  | "fire"
  | "moveFast"
  | "reload"
  | "drunkard"
  | "activationChecks";

/** A condition set (or cleared) on the figure's token. */
export function setCondition(actor: string, flag: EncounterFlag, value = true): TableAction {
  return { type: "encounter", actor, flag, value };
}

/** The weapon's ammunition after a roll. */
export function ammoAction(actor: string, weapon: TableWeapon, ammo: AmmoStatus): TableAction {
  return { type: "ammo", actor, item: weapon.id, ammo, weaponName: weapon.name };
}

/**
 * One figure's "Apply" button. With the table's settings, a Hand's changes apply themselves unless
 * the world setting says otherwise (a Star's player always decides); without, they are the
 * roller's own bookkeeping (ammunition, being seen) and always apply themselves.
 */
export function applyGroup(
  id: string,
  figure: TableFigure,
  actions: TableAction[],
  settings?: Partial<TableSettingValues>,
  label = `${I18N}.Chat.Apply`,
): ActionGroup {
  // A figure this user does not own waits for its owner's or the GM's click (docs/security.md).
  const auto =
    !figure.notOwned && (!settings || (!figure.system.star && settings.handsApplyAutomatically !== false));
  return { id, label, name: figure.name, actions, auto };
}

/** The figure takes a reaction test next; `cause` is who he answers (the shooter he may fire back at). */
export function reactionFollowUp(
  figure: TableFigure,
  test: ReactionTest,
  situation: ReactionSituation,
  reason: string,
  cause?: TableFigure,
): FollowUp {
  const f: FollowUp = { type: "reaction", actor: figure.uuid, name: figure.name, test, situation, reason };
  return cause ? { ...f, cause: { uuid: cause.uuid, name: cause.name } } : f;
}

/** A shot the card offers: `shooter` at `target`. */
export function shootFollowUp(
  shooter: { uuid: string; name: string },
  target: { uuid: string; name: string },
  active: boolean,
  repMod: number,
  reason: string,
): FollowUp {
  return {
    type: "shoot",
    actor: shooter.uuid,
    name: shooter.name,
    target: target.uuid,
    targetName: target.name,
    active,
    repMod,
    reason,
  };
}

/** The wounds a target took in a shot, as deltas from before to after. */
export function woundActions(actor: string, before: WoundsSource, after: WoundsSource): TableAction[] {
  const out: TableAction[] = [];
  for (const location of HIT_LOCATIONS) {
    const count = after[location] - before[location];
    const gutShot = location === "gut" && after.gutShot && !before.gutShot;
    if (count > 0 || gutShot) {
      const action: TableAction = { type: "wound", actor, location, count: Math.max(0, count) };
      if (gutShot) action.gutShot = true;
      out.push(action);
    }
  }
  return out;
}

/** Live state of an actor the GM is about to change (read fresh before each action). */
export interface LiveActor {
  system: {
    rep: number;
    toughness: number;
    sand: number;
    wounds: WoundsSource;
    encounter: Record<string, boolean>;
  };
}

export interface StatLimits {
  rep: { min: number; max: number };
  toughness: { min: number; max: number };
  sand: { min: number; max: number };
  woundMax: number;
}

/**
 * The document update one action makes, from the live document: `{ actor: update }` for actor
 * data, `{ item, update }` for a weapon, `{ flag }` for the system's own actor flags. Null when
 * nothing changes.
 */
export type PlannedUpdate =
  | { kind: "actor"; update: Record<string, unknown> }
  | { kind: "item"; item: string; update: Record<string, unknown> }
  | { kind: "flag"; key: string; value: unknown };

export function planUpdate(action: TableAction, live: LiveActor, limits: StatLimits): PlannedUpdate | null {
  const s = live.system;
  switch (action.type) {
    case "encounter":
      if (s.encounter[action.flag] === action.value) return null;
      return { kind: "actor", update: { [`system.encounter.${action.flag}`]: action.value } };
    case "stat": {
      const range = limits[action.stat];
      const value = Math.min(range.max, Math.max(range.min, s[action.stat] + action.delta));
      return value === s[action.stat]
        ? null
        : { kind: "actor", update: { [`system.${action.stat}`]: value } };
    }
    case "wound": {
      const update: Record<string, unknown> = {};
      const value = Math.min(limits.woundMax, s.wounds[action.location] + action.count);
      if (value !== s.wounds[action.location]) update[`system.wounds.${action.location}`] = value;
      if (action.gutShot && !s.wounds.gutShot) update["system.wounds.gutShot"] = true;
      return Object.keys(update).length ? { kind: "actor", update } : null;
    }
    case "ammo":
      return { kind: "item", item: action.item, update: { "system.ammo": action.ammo } };
    case "memo":
      return { kind: "flag", key: action.key, value: action.value };
    case "drunk":
      // A card's actions are the poster's data: only the book's states (or sober) are written.
      return action.state === null || (DRUNK_STATES as readonly unknown[]).includes(action.state)
        ? { kind: "flag", key: "drunk", value: action.state }
        : null;
    case "mount":
      return mountUpdate(action, live as unknown as { system: { status?: unknown; state?: unknown } });
  }
}

/** A mount's new status (never better than it was) and state; null when nothing changes. */
function mountUpdate(
  action: RideAction,
  live: { system: { status?: unknown; state?: unknown } },
): PlannedUpdate | null {
  const update: Record<string, unknown> = {};
  const rank = (s: unknown) => MOUNT_STATUSES.indexOf(s as MountStatus);
  if (action.status && rank(action.status) > rank(live.system.status))
    update["system.status"] = action.status;
  if (action.state && action.state !== live.system.state) update["system.state"] = action.state;
  return Object.keys(update).length ? { kind: "actor", update } : null;
}
