import { I18N } from "../../../config";
import { ReplaySource } from "../../../shell/dice/bridge";
import { isMissingTable } from "../../../rules/core/gm-table";
import { fireRounds } from "../../../rules/fill-yore-hands/ammo";
import { rollAndPost } from "../../../shell/chat/post";
import type { ClickModifiers } from "../../../shell/dialogs";
import { reportMissingTable } from "../../../shell/gm-tables/report";
import { actorFrom, fgame, fv, type FActor, type FMessage } from "../../../shell/foundry";
import { readInterpretations } from "../settings";
import { shotCardView } from "../chat/shot-card";
import type { DeclaredShot } from "./actions";
import { ask, distanceBetween, mine, refuse, safely, sceneTokens, tokenOf } from "./entry";
import { FIGURE_TYPE, quicknessTable, readFigure, type FyhFigure } from "./figure-read";
import { asksRounds, maxRounds, readShootForm, shootDialogContext } from "./shoot-dialog";
import { damageGroups, nextShots, rollShot, shotDice, type ShotRoll, type ShotSetup } from "./shot-plan";

/**
 * Shooting at the table (guide §3.2, §3.5): `game.sixGunSound.shoot(actor)` and the sheet's Shoot
 * button. The user's owned figure aims at his targeted token (or one chosen in the dialog); the
 * dialog shows the exact odds as the declaration changes; then the roll-off where the target can
 * reply, the D20s with Foundry's dice, the shot card (its damage draw and the next shot of the
 * exchange), and the rounds taken off the weapon by the roller, who owns it.
 */

export interface ShootOptions {
  /** The target (an actor or its uuid); default: the user's targeted token. */
  target?: FActor | string;
  /** Inches; default: measured between the tokens, else 6. */
  distance?: number;
  rounds?: number;
  event?: ClickModifiers | null;
  skipDialog?: boolean;
  deadline?: number;
}

/** The distance a shot assumes when the tokens cannot be measured (no scene): Short for every weapon. */
export const DEFAULT_DISTANCE = 6;

const P = `${I18N}.FYH`;

/** A target's own state as the dialog's defaults read it: cover or prone, a window or door. */
export function declaredFor(
  shooter: FyhFigure,
  target: FyhFigure,
  distance: number,
  rounds = 1,
): DeclaredShot {
  return {
    distance,
    rounds,
    coverOrProne: target.system.inLightCover || target.system.prone,
    windowOrDoor: target.system.inWindowOrDoor,
    mounted: shooter.system.mounted,
  };
}

/** The figures the user may aim at: his targeted tokens' figures, else every other figure on the scene. */
function candidates(shooter: FActor): FActor[] {
  const isOther = (a: FActor | null | undefined): a is FActor =>
    !!a && a.type === FIGURE_TYPE && a.uuid !== shooter.uuid;
  const targeted = [...(fgame().user.targets ?? [])].map((t) => t.actor).filter(isOther);
  if (targeted.length) return targeted.slice(0, 1);
  const seen = new Set<string>();
  return sceneTokens()
    .map((t) => t.actor)
    .filter(isOther)
    .filter((a) => !seen.has(a.uuid) && seen.add(a.uuid));
}

export async function shoot(ref: FActor | string, options: ShootOptions = {}): Promise<FMessage | null> {
  return safely("shoot", async () => {
    const actor = await actorFrom(ref);
    if (!actor || !mine(actor)) return null;
    const rules = readInterpretations();
    const shooter = readFigure(actor, rules);
    if (!shooter) return refuse(`${P}.Shot.NotAFigure`, { name: actor.name });
    const given = options.target ? await actorFrom(options.target) : null;
    const pool = given ? [given] : candidates(actor);
    const targets = pool.flatMap((a) => readFigure(a, rules) ?? []).filter((t) => t.uuid !== shooter.uuid);
    if (targets.length === 0) return refuse(`${P}.Shot.NoTarget`);
    const distances = new Map(
      targets.map((t) => [
        t.uuid,
        options.distance ?? distanceBetween(tokenOf(actor), tokenOf(t.actor)) ?? DEFAULT_DISTANCE,
      ]),
    );
    const first = targets[0]!;
    return fireShot(
      {
        kind: "shot",
        shooter,
        target: first,
        declared: declaredFor(shooter, first, distances.get(first.uuid)!, options.rounds ?? 1),
        simultaneous: false,
        rules,
      },
      { ...options, choices: targets.length > 1 ? { targets, distances } : undefined },
    );
  });
}

export interface FireOptions {
  event?: ClickModifiers | null;
  skipDialog?: boolean;
  deadline?: number;
  /** Several figures the user may aim at: the dialog offers them. */
  choices?: { targets: FyhFigure[]; distances: Map<string, number> } | undefined;
}

type BaseSetup = Omit<ShotSetup, "weapon" | "quicknessValues">;

/** The target the dialog names (by uuid), with its own defaults when it changed. */
function retarget(
  base: ShotSetup,
  data: Record<string, unknown>,
  choices: FireOptions["choices"],
): ShotSetup {
  const chosen = choices?.targets.find((t) => t.uuid === data.target);
  if (!chosen || chosen.uuid === base.target.uuid) return base;
  const distance = choices!.distances.get(chosen.uuid) ?? base.declared.distance;
  return {
    ...base,
    target: chosen,
    declared: declaredFor(base.shooter, chosen, distance, base.declared.rounds),
    quicknessValues: quicknessTable([base.shooter.system.quickness, chosen.system.quickness]),
  };
}

/** The setup as the dialog's answers leave it. */
function fromForm(
  base: ShotSetup,
  data: Record<string, unknown>,
  choices: FireOptions["choices"],
): ShotSetup {
  const setup = retarget(base, data, choices);
  const read = readShootForm(data, base.declared, maxRounds(setup));
  // The fields show the first target's defaults: for another target chosen in the list, a field
  // the user left as it was takes that target's own (its distance, its cover), an edited one stands.
  const declared = { ...read };
  if (setup.target.uuid !== base.target.uuid)
    for (const key of Object.keys(read) as (keyof DeclaredShot)[])
      if (read[key] === base.declared[key]) (declared as Record<string, unknown>)[key] = setup.declared[key];
  return { ...setup, declared: asksRounds(setup) ? declared : { ...declared, rounds: 1 } };
}

/**
 * Fires one shot of an exchange for a figure this client rolls for: checks it can fire, asks the
 * dialog, reports a missing quickness table before any die, rolls, posts the card and takes the
 * rounds off the weapon.
 */
export async function fireShot(base: BaseSetup, options: FireOptions = {}): Promise<FMessage | null> {
  const { shooter } = base;
  // A simultaneous shot goes off whatever the other one did to the firer (guide §3.5 step 2).
  if (!base.simultaneous && shooter.state.isDead) return refuse(`${P}.Shot.Dead`, { name: shooter.name });
  const weapon = shooter.weapon;
  if (!weapon) return refuse(`${P}.Shot.NoWeapon`, { name: shooter.name });
  if (weapon.system.loaded < 1) return refuse(`${P}.Shot.Empty`, { name: shooter.name, weapon: weapon.name });
  const start: ShotSetup = {
    ...base,
    weapon,
    declared: {
      ...base.declared,
      rounds: Math.min(base.declared.rounds, maxRounds({ weapon, rules: base.rules })),
    },
    quicknessValues: quicknessTable([shooter.system.quickness, base.target.system.quickness]),
  };
  const context = (setup: ShotSetup) => ({
    ...shootDialogContext(setup),
    targetChoices: options.choices
      ? Object.fromEntries(options.choices.targets.map((t) => [t.uuid, t.name]))
      : null,
    targetId: setup.target.uuid,
  });
  const form = await ask("fyh/dialog/shoot.hbs", context(start), `${P}.Shot.Title`, {
    skip: options.skipDialog,
    event: options.event,
    width: 420,
    refresh: (data) => context(fromForm(start, data, options.choices)),
    ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
  });
  if (!form) return null;
  const setup = fromForm(start, form, options.choices);
  // Nothing is rolled when the roll-off needs a quickness rating the GM has not filled.
  const missing = probeMissing(setup);
  if (missing) {
    await reportMissingTable(missing);
    return null;
  }
  let taken: ShotRoll | null = null;
  const message = await rollAndPost(
    (source) => rollShot(source, setup) as ShotRoll,
    (roll) => shotDice(roll),
    (roll) => {
      taken = roll;
      return shotCard(setup, roll);
    },
  );
  const fired = (taken as ShotRoll | null)?.shot;
  if (fired?.fired && fired.roundsFired > 0) await takeRounds(setup, fired.roundsFired);
  return message ?? null;
}

/** The MissingTable the roll would stop at, found without rolling (every die read fails). */
function probeMissing(setup: ShotSetup) {
  try {
    const result = rollShot(new ReplaySource([]), setup);
    return isMissingTable(result) ? result : null;
  } catch {
    // It wanted a die: nothing is missing before the dice (a real error shows again in the roll).
    return null;
  }
}

/** Rounds fired leave the weapon (guide §3.2 step 8), written by the roller, who owns it. */
async function takeRounds(setup: ShotSetup, rounds: number): Promise<void> {
  const live = await actorFrom(setup.shooter.uuid);
  const item = live?.items.get(setup.weapon.id) ?? setup.weapon.item;
  const system = item.system as unknown as { capacity: number; loaded: number; reserve: number };
  const ammo = fireRounds({
    ammo: {
      capacity: Math.max(1, system.capacity, system.loaded),
      loaded: system.loaded,
      reserve: system.reserve,
    },
    rounds: Math.min(rounds, system.loaded),
  });
  await item.update({ "system.loaded": ammo.loaded });
}

/** The card spec of a rolled shot. */
export function shotCard(setup: ShotSetup, roll: ShotRoll) {
  const groups = damageGroups(setup, roll);
  const followUps = nextShots(setup, roll);
  const before = setup.weapon.system.loaded;
  const used = roll.shot?.fired ? roll.shot.roundsFired : 0;
  return {
    template: "fyh/chat/shot.hbs",
    context: shotCardView({
      kind: setup.kind,
      shooter: setup.shooter.name,
      target: setup.target.name,
      weapon: setup.weapon.name,
      distance: setup.declared.distance,
      rounds: setup.declared.rounds,
      roll,
      simultaneous: setup.simultaneous,
      ammo: { before, after: before - used },
      groups,
      followUps,
      lang: fv().game?.i18n?.lang ?? "en",
    }),
    kind: "fyhShot",
    groups,
    followUps,
    actor: setup.shooter.actor,
  };
}
