import { I18N } from "../../../config";
import { canReply, secondShot } from "../../../rules/fill-yore-hands/reply";
import { actorFrom, localize, type FMessage } from "../../../shell/foundry";
import { readInterpretations } from "../settings";
import { followUpIsWhole, type FyhFollowUp, type ShootFollowUp } from "./actions";
import { mine, refuse, safely } from "./entry";
import { readFigure, type FyhFigure } from "./figure-read";
import { declaredFor, fireShot } from "./shoot-flow";
import { replyTarget } from "./shot-plan";

/**
 * Shootin' back (guide §3.5) as the cards' next steps: each runs on the acting figure's owner's
 * client (the active GM sent it there, `src/shell/queries/dispatch.ts`), and checks again, from the
 * figures as they stand now, that the shot may still go off: a figure Gut Shot or Kilt by the
 * first shot gets none, unless both fired at once.
 */

const P = `${I18N}.FYH`;

/** Why a later shot of the exchange no longer goes off, as a lang key; null when it does. */
export function stillFires(f: ShootFollowUp, shooter: FyhFigure): string | null {
  if (f.simultaneous) return null;
  if (f.kind === "reply") {
    const second = secondShot({ first: "shooter", secondFirerWound: shooter.state.state });
    if (!second.fires) return `${P}.Shot.NoReply.${second.reason}`;
    const now = replyTarget(shooter);
    if (!now) return `${P}.Shot.NoReply.noWeapon`;
    // Rounds and range as they are now (the reply to a reply is the first shot's own business).
    const check = canReply({ target: now, distance: f.distance, rules: readInterpretations() });
    return check.canReply ? null : `${P}.Shot.NoReply.${check.reason}`;
  }
  if (f.kind === "deferred") {
    const second = secondShot({ first: "target", secondFirerWound: shooter.state.state });
    return second.fires ? null : `${P}.Shot.NoReply.${second.reason}`;
  }
  // "replyFirst": the target won the roll-off; nothing has hit it since.
  const state = shooter.state.state;
  return state === "gutShot" || state === "kilt" ? `${P}.Shot.NoReply.${state}` : null;
}

/** Fires a card's stored shot for a figure this client rolls for. */
export async function shootFollowUp(
  f: ShootFollowUp,
  options: { skipDialog?: boolean; deadline?: number } = {},
): Promise<FMessage | null> {
  return safely("shoot back", async () => {
    const [actor, targetActor] = await Promise.all([actorFrom(f.actor), actorFrom(f.target)]);
    if (!actor || !targetActor) return refuse(`${I18N}.Chat.NoFigure`);
    if (!mine(actor)) return null;
    const rules = readInterpretations();
    const shooter = readFigure(actor, rules);
    const target = readFigure(targetActor, rules);
    if (!shooter || !target) return refuse(`${I18N}.Chat.NoFigure`);
    const why = stillFires(f, shooter);
    if (why) return refuse(`${P}.Shot.NoLongerFires`, { name: shooter.name, why: localize(why) });
    // The deferred shot was declared before the roll-off: it fires as declared, without asking.
    const deferred = f.kind === "deferred" && f.declared;
    const declared = deferred ? { ...f.declared! } : declaredFor(shooter, target, f.distance);
    return fireShot(
      {
        kind: f.kind,
        shooter,
        target,
        declared,
        simultaneous: f.simultaneous,
        ...(f.asOfWounds !== undefined ? { asOfWounds: f.asOfWounds } : {}),
        ...(f.kind === "replyFirst" && f.declared ? { carried: { ...f.declared } } : {}),
        rules,
      },
      { ...options, skipDialog: options.skipDialog || Boolean(deferred) },
    );
  });
}

/**
 * Runs a card's follow-up on this client, the acting figure's roller's. The shell has already
 * checked the stored follow-up with `followUpIsWhole`; it is checked again here, as a card is the
 * poster's data.
 */
export async function runFyhFollowUp(
  f: FyhFollowUp,
  options: { skipDialog?: boolean; deadline?: number } = {},
): Promise<FMessage | null> {
  if (!followUpIsWhole(f as unknown as Parameters<typeof followUpIsWhole>[0])) return null;
  switch (f.type) {
    case "fyhShoot":
      return shootFollowUp(f, options);
    default:
      return null;
  }
}
