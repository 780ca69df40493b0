import { I18N } from "../../../config";
import { actorFrom, fgame, type FActor } from "../../../shell/foundry";
import { mine, refuse } from "../../../shell/table-entry";
import { type ClassicFigure, FIGURE_TYPE, readClassicFigure } from "./figure-read";

/**
 * What every classic table button starts with: the actor from a reference, rolled for only by an
 * owner, read as a classic figure (anything else is refused with a message). Null when the button
 * must stop; the user has been told why.
 */
export async function ownFigure(
  ref: FActor | string,
): Promise<{ actor: FActor; figure: ClassicFigure } | null> {
  const actor = await actorFrom(ref);
  if (!actor || !mine(actor)) return null;
  const figure = readClassicFigure(actor as never);
  if (!figure) return refuse(`${I18N}.Classic.Card.NotAFigure`, { name: actor.name });
  return { actor, figure };
}

/**
 * The figure `actor` acts against: the one named, else the user's first targeted classic figure
 * other than itself; null when there is none.
 */
export async function opponentOf(actor: FActor, target?: FActor | string | null): Promise<FActor | null> {
  if (target) return actorFrom(target);
  for (const t of fgame().user.targets ?? []) {
    const a = t.actor;
    if (a && a.type === FIGURE_TYPE && a.uuid !== actor.uuid) return a;
  }
  return null;
}
