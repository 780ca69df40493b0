import { I18N, SYSTEM_ID } from "../config";
import { REP_RANGE, SAND_RANGE, TOUGHNESS_RANGE } from "../rules/blaze-of-glory/figure";
import { REACTION_TESTS, type ReactionSituation, type ReactionTest } from "../rules/blaze-of-glory/reactions";
import { WOUND_MAX } from "../data/limits";
import { planUpdate, type CardFlags, type LiveActor } from "../table/actions";
import { actorFrom, gotTheDropRedraw, rollReactionHere, requestReaction, runFollowUp } from "../table/api";
import { fgame, fv, notify, type FActor, type FMessage } from "../table/foundry";
import {
  authorizeApply,
  authorizeFollowUp,
  mayRollFor,
  parseFollowUpRequest,
  type MessageFacts,
} from "./authorize";
import { SerialQueue } from "./queue";

/**
 * `CONFIG.queries` handlers. The active GM applies every change to shared documents, one at a time
 * (a queue), re-reading each document right before changing it; what a request may do is decided
 * from the chat message the server stored, never from the payload. A player's client answers only
 * `rollReaction` and `redraw`, and only for a figure its user owns.
 */

export const QUERY = {
  apply: `${SYSTEM_ID}.apply`,
  followUp: `${SYSTEM_ID}.followUp`,
  rollReaction: `${SYSTEM_ID}.rollReaction`,
  requestReaction: `${SYSTEM_ID}.requestReaction`,
  redraw: `${SYSTEM_ID}.redraw`,
} as const;

const queue = new SerialQueue();
const LIMITS = { rep: REP_RANGE, toughness: TOUGHNESS_RANGE, sand: SAND_RANGE, woundMax: WOUND_MAX };

export function messageFacts(message: FMessage | undefined | null): MessageFacts | null {
  if (!message) return null;
  const card = message.getFlag(SYSTEM_ID, "card") as CardFlags | undefined;
  return {
    id: message.id,
    authorId: message.author?.id ?? null,
    authorIsGM: message.author?.isGM ?? false,
    card: card && typeof card === "object" ? card : null,
  };
}

function owns(userId: string, uuid: string): boolean {
  const user = fgame().users.get(userId);
  const doc = fv().fromUuidSync?.(uuid) as FActor | null | undefined;
  return Boolean(
    user && doc && typeof doc.testUserPermission === "function" && doc.testUserPermission(user, "OWNER"),
  );
}

/** The chat message a request names (only its id is read from the payload). */
function messageNamed(payload: unknown): FMessage | undefined {
  const id = (payload as { messageId?: unknown } | null)?.messageId;
  return typeof id === "string" ? fgame().messages.get(id) : undefined;
}

/** GM side: apply one button of a card. Runs in the queue; returns the refusal reason or "applied". */
export function applyOnGM(payload: unknown): Promise<{ ok: boolean; reason?: string }> {
  return queue.run(async () => {
    const message = messageNamed(payload);
    const decision = authorizeApply(payload, messageFacts(message), owns);
    if (!decision.ok) return { ok: false, reason: decision.reason };
    for (const action of decision.value.actions) {
      // Re-read the live document before every change: earlier awaits may have changed it.
      const actor = await actorFrom(action.actor);
      if (!actor) continue;
      const planned = planUpdate(action, { system: actor.system as unknown as LiveActor["system"] }, LIMITS);
      if (!planned) continue;
      if (planned.kind === "actor") await actor.update(planned.update);
      else if (planned.kind === "item") await actor.items.get(planned.item)?.update(planned.update);
      else await actor.setFlag(SYSTEM_ID, planned.key, planned.value);
    }
    const live = fgame().messages.get(message!.id);
    const card = live?.getFlag(SYSTEM_ID, "card") as CardFlags | undefined;
    if (live && card)
      await live.setFlag(SYSTEM_ID, "card", {
        ...card,
        applied: [...(card.applied ?? []), decision.value.id],
      });
    return { ok: true };
  });
}

/** From any client: ask the active GM to apply a button (or apply it here when this is the GM). */
export async function requestApply(messageId: string, group: string): Promise<void> {
  const game = fgame();
  const gm = game.users.activeGM;
  if (!gm) return notify("warn", `${I18N}.Chat.NoGM`);
  const result = (
    gm.isSelf
      ? await applyOnGM({ messageId, group })
      : await gm.query(QUERY.apply, { messageId, group }, { timeout: 30_000 })
  ) as { ok?: boolean; reason?: string } | null;
  if (result && result.ok === false)
    notify("warn", `${I18N}.Chat.Refused`, {
      reason: game.i18n.localize(`${I18N}.Chat.Refusal.${result.reason}`),
    });
}

function isTest(value: unknown): value is ReactionTest {
  return typeof value === "string" && (REACTION_TESTS as readonly string[]).includes(value);
}

function cleanSituation(value: unknown): ReactionSituation {
  if (!value || typeof value !== "object") return {};
  const v = value as Record<string, unknown>;
  const out: ReactionSituation = {};
  for (const key of [
    "hidden",
    "inCover",
    "inBuilding",
    "muzzleLoader",
    "threeToOne",
    "canFire",
    "mounted",
  ] as const)
    if (typeof v[key] === "boolean") out[key] = v[key] as boolean;
  if (v.from === "front" || v.from === "flank" || v.from === "rear") out.from = v.from;
  if (typeof v.targetSand === "number" && Number.isInteger(v.targetSand)) out.targetSand = v.targetSand;
  return out;
}

function cleanCause(value: unknown): { uuid: string; name: string } | undefined {
  if (!value || typeof value !== "object") return undefined;
  const v = value as Record<string, unknown>;
  return typeof v.uuid === "string" && typeof v.name === "string"
    ? { uuid: v.uuid, name: v.name }
    : undefined;
}

export function registerQueries(): void {
  const queries = fv().CONFIG.queries;
  queries[QUERY.apply] = async (data) => {
    if (!fgame().user.isGM) throw new Error("only the GM applies changes");
    return applyOnGM(data);
  };
  // A follow-up button clicked by a player who may not run it himself: the GM routes it.
  queries[QUERY.followUp] = async (data) => {
    if (!fgame().user.isGM) throw new Error("only the GM routes follow-ups");
    const decision = authorizeFollowUp(data, messageFacts(messageNamed(data)));
    if (!decision.ok) return { ok: false, reason: decision.reason };
    const f = decision.value;
    if (f.type === "reaction" || f.type === "redraw") await runFollowUp(f, parseFollowUpRequest(data)!);
    return { ok: true };
  };
  // On the covered figure's owner's client: his GOT THE DROP, then the re-draw (he sees the dialog).
  queries[QUERY.redraw] = async (data) => {
    const decision = authorizeFollowUp(data, messageFacts(messageNamed(data)));
    const f = decision.ok ? decision.value : null;
    const actor = f?.type === "redraw" ? await actorFrom(f.actor) : null;
    if (f?.type !== "redraw" || !actor || !mayRollFor(fgame().user.isGM, actor.isOwner))
      throw new Error("not this user's re-draw");
    const message = await gotTheDropRedraw(f);
    return { messageId: message?.id ?? null };
  };
  queries[QUERY.requestReaction] = async (data) => {
    if (!fgame().user.isGM) throw new Error("only the GM routes reactions");
    const d = (data ?? {}) as Record<string, unknown>;
    if (typeof d.actorUuid !== "string" || !isTest(d.test)) return { ok: false, reason: "badRequest" };
    const cause = cleanCause(d.cause);
    await requestReaction(d.actorUuid, d.test, {
      situation: cleanSituation(d.situation),
      ...(cause ? { cause } : {}),
    });
    return { ok: true };
  };
  // On the figure owner's client: roll his own figure's test (he sees the dialog).
  queries[QUERY.rollReaction] = async (data) => {
    const d = (data ?? {}) as Record<string, unknown>;
    if (typeof d.actorUuid !== "string" || !isTest(d.test)) throw new Error("bad reaction request");
    const actor = await actorFrom(d.actorUuid);
    if (!actor || !mayRollFor(fgame().user.isGM, actor.isOwner)) throw new Error("not this user's figure");
    const cause = cleanCause(d.cause);
    const message = await rollReactionHere(actor, d.test, {
      situation: cleanSituation(d.situation),
      ...(cause ? { cause } : {}),
    });
    return { messageId: message?.id ?? null };
  };
}
