import { I18N, SYSTEM_ID } from "../../config";
import type { CardFollowUp as FollowUp } from "../chat/cards";
import { cardRules } from "../chat/card-rules";
import { actorFrom, fgame, fv, notify, ownersOf, type FActor } from "../foundry";
import { authorizeRoll, chooseRoller, type PendingRoll } from "./authorize";
import { userMayQuery } from "./permission";

/**
 * A roll that belongs to a figure's owner: the active GM writes it on the figure as a pending roll
 * (a flag only the figure's owners and the GMs can write), then asks the owner's client by query.
 * That client rolls only what the flag says, for a figure its user owns, before a deadline taken
 * from the query's timeout; with no answer in time the GM rolls it himself, without a dialog, unless
 * the owner's card is already in. One test never posts two cards.
 */

const FLAG = "pendingRolls";
/** The owner's dialog closes this long before the GM's wait ends, so a late answer cannot cross. */
export const DEADLINE_MARGIN_MS = 3_000;
/** How long the GM waits after a timeout for an owner's card already on its way. */
export const LATE_GRACE_MS = 1_000;
/** The one query: the active GM asks a figure's owner to roll a pending roll. */
export const ROLL_FOLLOW_UP_QUERY = `${SYSTEM_ID}.rollFollowUp`;

function pendingOf(actor: FActor): Record<string, PendingRoll> | undefined {
  return actor.getFlag(SYSTEM_ID, FLAG) as Record<string, PendingRoll> | undefined;
}

function clearPending(actor: FActor, id: string): Promise<unknown> {
  return actor.update({ [`flags.${SYSTEM_ID}.${FLAG}.-=${id}`]: null });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DispatchOptions {
  /** The user who clicked: he rolls when he is one of the figure's active player owners. */
  prefer?: string;
  /** The owner closed the dialog: the card's button may be clicked again. */
  onCancel?: () => Promise<unknown>;
}

/** On the active GM: run follow-up `f` on its figure's roller's client, or here. */
export async function dispatchFollowUp(
  f: FollowUp,
  from: PendingRoll["from"],
  options: DispatchOptions = {},
): Promise<unknown> {
  try {
    const actor = await actorFrom(f.actor);
    if (!actor) return notify("warn", `${I18N}.Chat.NoFigure`);
    const game = fgame();
    const roller = chooseRoller(ownersOf(actor), game.users.activeGM, options.prefer);
    // Without the QUERY_USER permission the GM cannot ask anyone: he rolls it himself.
    if (!roller || roller.isSelf || !userMayQuery(game.user)) return await cardRules().runFollowUp(f, {});
    const id = fv().foundry.utils.randomID();
    const pending: PendingRoll = { followUp: f, from, state: "asked" };
    await actor.update({ [`flags.${SYSTEM_ID}.${FLAG}.${id}`]: pending });
    notify("info", `${I18N}.Chat.Asking`, { name: actor.name });
    const timeout = cardRules().reactionTimeoutMs();
    const answer = (await roller
      .query(ROLL_FOLLOW_UP_QUERY, { actor: actor.uuid, id }, { timeout })
      .catch((error: unknown) => console.warn("six-gun-sound | no answer from the roller", error))) as
      { ok?: boolean; reason?: string } | null | undefined;
    if (answer?.ok) return;
    if (answer?.reason === "cancelled") {
      await clearPending(actor, id);
      return await options.onCancel?.();
    }
    // No answer in time: roll here, unless the owner's card is already in (his client removed the
    // pending roll once it posted).
    await sleep(LATE_GRACE_MS);
    const live = await actorFrom(f.actor);
    if (!live || !pendingOf(live)?.[id]) return;
    await clearPending(live, id);
    notify("info", `${I18N}.Chat.GMRolls`, { name: live.name });
    return await cardRules().runFollowUp(f, { skipDialog: true });
  } catch (error) {
    console.error("six-gun-sound | dispatch", error);
  }
}

/** Pending rolls this client has taken and not finished: a second query for one is refused at once. */
const taking = new Set<string>();

/**
 * `CONFIG.queries["six-gun-sound.rollFollowUp"]`, on the client asked to roll: `{ actor, id }` names
 * a pending roll; the handler rolls it only if that figure carries it and this user owns the figure.
 * The dialog closes at the deadline (`timeout` less a margin) and nothing is posted after it.
 */
export async function rollFollowUpQuery(
  data: unknown,
  { timeout }: { timeout?: number } = {},
): Promise<{ ok: boolean; reason?: string; messageId?: string }> {
  const d = (data ?? {}) as { actor?: unknown; id?: unknown };
  const actor = typeof d.actor === "string" ? await actorFrom(d.actor) : null;
  const key = `${String(d.actor)}#${String(d.id)}`;
  const decision = actor
    ? authorizeRoll(pendingOf(actor), d.id, actor.uuid, actor.isOwner)
    : ({ ok: false, reason: "badRequest" } as const);
  if (!decision.ok || taking.has(key)) {
    const reason = decision.ok ? "alreadyUsed" : decision.reason;
    console.warn(`six-gun-sound | refused a roll request: ${reason}`);
    return { ok: false, reason };
  }
  taking.add(key);
  try {
    const id = d.id as string;
    await actor!.update({ [`flags.${SYSTEM_ID}.${FLAG}.${id}.state`]: "rolling" });
    const deadline = Date.now() + Math.max(0, (timeout ?? 30_000) - DEADLINE_MARGIN_MS);
    const message = await cardRules().runFollowUp(decision.value.followUp, { deadline });
    if (message) {
      await clearPending(actor!, id);
      return { ok: true, messageId: message.id };
    }
    return { ok: false, reason: Date.now() >= deadline ? "late" : "cancelled" };
  } finally {
    taking.delete(key);
  }
}
