import { I18N, SYSTEM_ID } from "../../config";
import type { CardFlags, CardGroup as ActionGroup } from "../chat/cards";
import { cardRules } from "../chat/card-rules";
import { fgame, fv, notify, type FActor, type FMessage, type FUser } from "../foundry";
import {
  authorizeApply,
  authorizeAutoApply,
  authorizeFollowUp,
  authorizeSystemRun,
  parseRequest,
  type CardRequest,
  type Decision,
  type MessageFacts,
  type Requester,
} from "./authorize";
import { ROLL_FOLLOW_UP_QUERY, dispatchFollowUp, rollFollowUpQuery } from "./dispatch";
import { SerialQueue } from "./queue";

/**
 * Card buttons across clients (the trust model: `docs/security.md`).
 *
 * A player never sends the GM a query: a click posts a *request message*, a chat message whispered
 * to the GMs whose author the server records. The active GM's client handles it on creation, in one
 * queue, deciding from that author and the card's stored flags; it then deletes the request, so each
 * request acts once, and marks the card's button applied or used, so each button acts once. The one
 * query (`rollFollowUp`) goes from the active GM to the player who must roll; that client believes
 * only the pending roll the GM wrote on the figure itself.
 */

const queue = new SerialQueue();

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

export function owns(userId: string, uuid: string): boolean {
  const user = fgame().users.get(userId);
  const doc = fv().fromUuidSync?.(uuid) as FActor | null | undefined;
  return Boolean(
    user && doc && typeof doc.testUserPermission === "function" && doc.testUserPermission(user, "OWNER"),
  );
}

function requesterOf(user: FUser | null | undefined): Requester | null {
  return user ? { id: user.id, isGM: user.isGM } : null;
}

/** A refused request: logged for the GM, returned for the requester. Nothing has changed. */
function refused<T>(decision: Decision<T>, what: string): { ok: false; reason: string } {
  const reason = decision.ok ? "badRequest" : decision.reason;
  console.warn(`six-gun-sound | refused ${what}: ${reason}`, decision.ok ? "" : (decision.detail ?? ""));
  return { ok: false, reason };
}

/**
 * Applies one button's actions through the ruleset, which re-reads each figure right before changing
 * it (earlier awaits may have changed it); marks the button applied.
 */
async function applyGroup(messageId: string, group: ActionGroup): Promise<void> {
  for (const action of group.actions) await cardRules().applyAction(action);
  await markCard(messageId, (card) => ({ applied: [...(card.applied ?? []), group.id] }));
}

/** Writes a change to a card's bookkeeping flags, read fresh from the live message. */
async function markCard(messageId: string, change: (card: CardFlags) => Partial<CardFlags>): Promise<void> {
  const live = fgame().messages.get(messageId);
  const card = live?.getFlag(SYSTEM_ID, "card") as CardFlags | undefined;
  if (live && card) await live.setFlag(SYSTEM_ID, "card", { ...card, ...change(card) });
}

/** Lets a follow-up button be clicked again (its roll was cancelled by the figure's owner). */
export function releaseFollowUp(messageId: string, index: number): Promise<void> {
  return queue.run(() =>
    markCard(messageId, (card) => ({ used: (card.used ?? []).filter((i) => i !== index) })),
  );
}

/**
 * The active GM handles one request from `requester` (the server-recorded author of the request
 * message, or this GM clicking himself). Applying runs in the queue; a follow-up is marked used in
 * the queue and then sent to the figure's roller outside it, so a player's open dialog never holds
 * up the table.
 */
export async function handleRequest(
  request: CardRequest | null,
  requester: Requester | null,
): Promise<{ ok: boolean; reason?: string }> {
  if (!fgame().users.activeGM?.isSelf) return { ok: false, reason: "badRequest" };
  if (request?.kind === "followUp") {
    const decided = await queue.run(async () => {
      const message = fgame().messages.get(request.messageId);
      const decision = authorizeFollowUp(
        request,
        messageFacts(message),
        requester,
        owns,
        cardRules().followUpIsWhole,
      );
      if (!decision.ok) return refused(decision, "follow-up");
      await markCard(request.messageId, (card) => ({ used: [...(card.used ?? []), request.index] }));
      return { ok: true as const, followUp: decision.value };
    });
    if (!("followUp" in decided)) return decided;
    void dispatchFollowUp(
      decided.followUp,
      { messageId: request.messageId, index: request.index },
      {
        prefer: requester?.id,
        onCancel: () => releaseFollowUp(request.messageId, request.index),
      },
    );
    return { ok: true };
  }
  return queue.run(async () => {
    const message = request ? fgame().messages.get(request.messageId) : undefined;
    const decision = authorizeApply(request, messageFacts(message), requester, owns);
    if (!decision.ok) return refused(decision, "apply");
    await applyGroup(request!.messageId, decision.value);
    return { ok: true };
  });
}

/** The request a message carries, if it is one of ours. */
export function requestOf(message: FMessage): unknown {
  const flags = message.flags?.[SYSTEM_ID] as { request?: unknown } | undefined;
  return flags?.request;
}

function tellRefusal(outcome: { ok: boolean; reason?: string } | null | undefined): void {
  if (outcome && outcome.ok === false)
    notify("warn", `${I18N}.Chat.Refused`, {
      reason: fgame().i18n.localize(`${I18N}.Chat.Refusal.${outcome.reason ?? "badRequest"}`),
    });
}

/**
 * From any client: ask the active GM to apply a button or start a follow-up. The active GM handles
 * his own clicks at once; anyone else posts a request message for him.
 */
export async function askGM(request: CardRequest): Promise<void> {
  const game = fgame();
  const gm = game.users.activeGM;
  if (!gm) return notify("warn", `${I18N}.Chat.NoGM`);
  if (gm.isSelf) return tellRefusal(await handleRequest(request, requesterOf(game.user)));
  await fv().ChatMessage.create({
    content: "",
    whisper: [...game.users].filter((u) => u.isGM).map((u) => u.id),
    speaker: { alias: game.user.name },
    flags: { [SYSTEM_ID]: { request } },
  });
}

/** On the active GM: a request message arrived. Handled once, then deleted (refusals noted first). */
export async function onRequestMessage(message: FMessage): Promise<void> {
  if (!fgame().users.activeGM?.isSelf) return;
  const outcome = await handleRequest(parseRequest(requestOf(message)), requesterOf(message.author));
  if (!outcome.ok) await message.setFlag(SYSTEM_ID, "outcome", outcome);
  await message.delete();
}

/** On the requester's client: the GM noted a refusal on his request. */
export function onRequestUpdated(message: FMessage): void {
  if (!message.author?.isSelf || !requestOf(message)) return;
  tellRefusal(message.getFlag(SYSTEM_ID, "outcome") as { ok: boolean; reason?: string } | undefined);
}

/**
 * On the active GM: apply the buttons a card marks as automatic, where its author could have applied
 * them himself (a player's hit on someone else's figure waits for a click).
 */
export async function autoApply(message: FMessage): Promise<void> {
  const facts = messageFacts(message);
  for (const group of facts?.card?.groups ?? []) {
    await queue.run(async () => {
      const live = messageFacts(fgame().messages.get(message.id));
      const decision = live ? authorizeAutoApply(live, group, owns) : null;
      if (decision?.ok) await applyGroup(message.id, decision.value);
    });
  }
}

/** A figure some player owns (Foundry's `hasPlayerOwner`): never run by the system. */
export function playerOwned(uuid: string): boolean {
  const doc = fv().fromUuidSync?.(uuid) as (FActor & { hasPlayerOwner?: boolean }) | null | undefined;
  if (!doc) return true;
  if (doc.hasPlayerOwner === true) return true;
  return [...fgame().users].some(
    (u) => !u.isGM && typeof doc.testUserPermission === "function" && doc.testUserPermission(u, "OWNER"),
  );
}

/**
 * On the active GM, after `autoApply`: start, on this client and without a dialog, each next step
 * of the card that the ruleset runs itself (a figure marked system-run), where the card's author
 * could have asked for it (`authorizeSystemRun`). Each is marked used first, in the queue, like a
 * click; the roll runs outside the queue, one after the other in the card's order.
 */
export async function runSystemFollowUps(message: FMessage): Promise<void> {
  const rules = cardRules();
  const systemRuns = rules.systemRuns?.bind(rules);
  if (!systemRuns) return;
  const count = messageFacts(message)?.card?.followUps?.length ?? 0;
  for (let index = 0; index < count; index++) {
    const f = await queue.run(async () => {
      const live = messageFacts(fgame().messages.get(message.id));
      const decision = authorizeSystemRun(live, index, {
        systemRuns,
        playerOwned,
        owns,
        isWhole: rules.followUpIsWhole,
      });
      if (!decision.ok) return null;
      await markCard(message.id, (card) => ({ used: [...(card.used ?? []), index] }));
      return decision.value;
    });
    if (!f) continue;
    try {
      await rules.runFollowUp(f, { skipDialog: true });
    } catch (error) {
      console.error("six-gun-sound | system-run follow-up", error);
    }
  }
}

/** On the active GM at `ready`: request messages left from before are stale and removed unread. */
export async function clearStaleRequests(): Promise<void> {
  if (!fgame().users.activeGM?.isSelf) return;
  for (const message of [...fgame().messages].filter((m) => requestOf(m))) await message.delete();
}

export function registerQueries(): void {
  fv().CONFIG.queries[ROLL_FOLLOW_UP_QUERY] = rollFollowUpQuery;
}
