import { opponentOf, ownFigure } from "./entry";
import { I18N } from "../../../config";
import { WEAPON_KEYS, type WeaponKey } from "../../../rules/sgs-classic/ids";
import { rollAndPost } from "../../../shell/chat/post";
import { ask, type ClickModifiers } from "../../../shell/dialogs";
import type { FActor, FMessage } from "../../../shell/foundry";
import { distanceBetween, refuse, safely, tokenOf } from "../../../shell/table-entry";
import { readClassicRules } from "../settings";
import { type ClassicFigure, readClassicFigure } from "./figure-read";
import {
  type ShotDeclaration,
  type ShotRoll,
  type ShotSetup,
  maxBullets,
  rollShot,
  shotBand,
  shotCardView,
  shotDice,
  shotOdds,
} from "./shot-plan";
import { shotConsequences } from "./shot-results";
import { actionViews } from "./views";

/**
 * Shooting at the table (guide §3.10–§3.12): `game.sixGunSound.classic.shoot(actor)` and the
 * sheet's Shoot button. The owner's figure aims at his targeted token (if any); the dialog takes
 * the weapon, distance, bullets and the situation and shows each bullet's exact odds; one roll
 * makes the Coolness check, the to-hit dice and the damage dice of the hits; the card reads them.
 */

const C = `${I18N}.Classic`;
/** Inches assumed when the tokens cannot be measured: inside every weapon's effective range but the knife's. */
export const DEFAULT_DISTANCE = 6;

export interface ShootOptions {
  weapon?: { id?: string | null } | string | null;
  target?: FActor | string;
  distance?: number;
  event?: ClickModifiers | null;
  skipDialog?: boolean;
}

function flag(data: Record<string, unknown>, key: keyof ShotDeclaration, fallback: boolean): boolean {
  return data[key] === undefined ? fallback : data[key] === true;
}

/** The dialog's answers on top of the declaration it started from (bad numbers keep the old value). */
export function readShootForm(
  data: Record<string, unknown>,
  base: ShotDeclaration,
  shooter: ClassicFigure,
): ShotDeclaration {
  const weaponRef = shooter.weapons.find((w) => w.id === data.weapon);
  const distance = Number(data.distance);
  const bullets = Number(data.bullets);
  return {
    weapon: weaponRef?.key ?? base.weapon,
    weaponName: weaponRef?.name ?? base.weaponName,
    distance: Number.isFinite(distance) && distance >= 0 ? distance : base.distance,
    bullets: Number.isInteger(bullets) && bullets >= 1 ? bullets : base.bullets,
    firerStationary: flag(data, "firerStationary", base.firerStationary),
    targetStationary: flag(data, "targetStationary", base.targetStationary),
    targetPoppedUp: flag(data, "targetPoppedUp", base.targetPoppedUp),
    targetInCover: flag(data, "targetInCover", base.targetInCover),
    targetMovedFast: flag(data, "targetMovedFast", base.targetMovedFast),
  };
}

export function shootDialogContext(setup: ShotSetup, weaponId: string) {
  const max = maxBullets(setup);
  const d = setup.declared;
  const situation = (
    setup.rules.advancedShooting
      ? (["targetInCover", "targetMovedFast"] as const)
      : (["firerStationary", "targetStationary", "targetPoppedUp", "targetInCover"] as const)
  ).map((name) => ({ name, label: `${C}.Shot.Field.${name}`, checked: d[name] }));
  return {
    name: setup.shooter.name,
    target: setup.targetName,
    weaponId,
    weaponChoices: Object.fromEntries(setup.shooter.weapons.map((w) => [w.id, w.name])),
    distance: d.distance,
    bullets: Math.min(d.bullets, max),
    maxBullets: max,
    situation,
    band: `${C}.Band.${shotBand(setup)}`,
    outOfRange: shotBand(setup) === "out",
    odds: shotOdds({ ...setup, declared: { ...d, bullets: Math.min(d.bullets, max) } }).map((rows, i) => ({
      n: i + 1,
      rows,
    })),
  };
}

export async function shoot(ref: FActor | string, options: ShootOptions = {}): Promise<FMessage | null> {
  return safely("shoot", async () => {
    const own = await ownFigure(ref);
    if (!own) return null;
    const { actor, figure: shooter } = own;
    if (shooter.unconscious || shooter.dead) return refuse(`${C}.Card.Down`, { name: shooter.name });
    const wanted = typeof options.weapon === "string" ? options.weapon : options.weapon?.id;
    const weapon = shooter.weapons.find((w) => w.id === wanted) ?? shooter.weapons[0];
    if (!weapon || !WEAPON_KEYS.includes(weapon.key as WeaponKey))
      return refuse(`${C}.Shot.NoWeapon`, { name: shooter.name });
    const targetActor = await opponentOf(actor, options.target);
    const target = readClassicFigure(targetActor as never);
    const rules = readClassicRules();
    const distance =
      options.distance ??
      (targetActor ? distanceBetween(tokenOf(actor), tokenOf(targetActor)) : null) ??
      DEFAULT_DISTANCE;
    const start: ShotSetup = {
      shooter,
      targetName: target?.name ?? null,
      target: target ? { uuid: target.uuid, name: target.name, constitution: target.constitution } : null,
      rules,
      declared: {
        weapon: weapon.key,
        weaponName: weapon.name,
        distance: Math.round(distance * 10) / 10,
        bullets: 1,
        firerStationary: shooter.stationary,
        targetStationary: target?.stationary ?? true,
        targetPoppedUp: target?.poppedUp ?? false,
        targetInCover: target?.inCover ?? false,
        targetMovedFast: target?.movedFast ?? false,
      },
    };
    const at = (data: Record<string, unknown>): ShotSetup => ({
      ...start,
      declared: readShootForm(data, start.declared, shooter),
    });
    const form = await ask(
      "classic/dialog/shoot.hbs",
      shootDialogContext(start, weapon.id),
      `${C}.Shot.Title`,
      {
        skip: options.skipDialog,
        event: options.event,
        width: 420,
        refresh: (data) => shootDialogContext(at(data), String(data.weapon ?? weapon.id)),
      },
    );
    if (!form) return null;
    const setup = at(form);
    if (shotBand(setup) === "out")
      return refuse(`${C}.Shot.OutOfRange`, { name: shooter.name, distance: setup.declared.distance });
    const message = await rollAndPost(
      (source) => rollShot(source, setup),
      (roll: ShotRoll) => shotDice(roll, shooter.uuid),
      (roll: ShotRoll) => {
        const next = shotConsequences(setup, roll);
        return {
          template: "classic/chat/roll.hbs",
          context: { ...shotCardView(setup, roll), ...actionViews(next) },
          kind: "classicShot",
          groups: next.groups,
          followUps: next.followUps,
          actor,
        };
      },
    );
    return message ?? null;
  });
}
