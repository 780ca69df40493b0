import type { ActionGroup, CardFlags, FollowUp } from "../table/actions";
import { touchedActors } from "../table/actions";

/**
 * GM-side authorisation, as pure functions. In V13 a query handler is not told who sent it, and a
 * payload can claim anything, so a request only *names* a chat message and a button on it. What the
 * request may do is read from that message as the server stores it: its author (set by the server)
 * and the actions in its flags, and it is allowed only when that author owns every figure the
 * actions would change (or is a GM). A player can therefore change only figures he owns, whoever
 * clicks, and only once per button.
 */

export interface MessageFacts {
  id: string;
  /** The author the server recorded, or null when the user no longer exists. */
  authorId: string | null;
  authorIsGM: boolean;
  card: CardFlags | null;
}

/** Whether a user owns a document (Foundry: `document.testUserPermission(user, "OWNER")`). */
export type OwnsDocument = (userId: string, uuid: string) => boolean;

export type Refusal =
  "badRequest" | "noMessage" | "notACard" | "noSuchButton" | "alreadyApplied" | "notOwner";

export type Decision<T> = { ok: true; value: T } | { ok: false; reason: Refusal; detail?: string };

const ID = /^[A-Za-z0-9]{16}$/;
const KEY = /^[A-Za-z0-9_-]{1,40}$/;

/** The only fields a request may carry; anything else (a user id, actions) is ignored. */
export interface ApplyRequest {
  messageId: string;
  group: string;
}

export interface FollowUpRequest {
  messageId: string;
  index: number;
}

export function parseApplyRequest(payload: unknown): ApplyRequest | null {
  if (typeof payload !== "object" || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.messageId !== "string" || !ID.test(p.messageId)) return null;
  if (typeof p.group !== "string" || !KEY.test(p.group)) return null;
  return { messageId: p.messageId, group: p.group };
}

export function parseFollowUpRequest(payload: unknown): FollowUpRequest | null {
  if (typeof payload !== "object" || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.messageId !== "string" || !ID.test(p.messageId)) return null;
  if (typeof p.index !== "number" || !Number.isInteger(p.index) || p.index < 0 || p.index > 99) return null;
  return { messageId: p.messageId, index: p.index };
}

/** May the button `group` of this message be applied? Decided from the message, never the payload. */
export function authorizeApply(
  payload: unknown,
  message: MessageFacts | null,
  owns: OwnsDocument,
): Decision<ActionGroup> {
  const request = parseApplyRequest(payload);
  if (!request) return { ok: false, reason: "badRequest" };
  if (!message || message.id !== request.messageId) return { ok: false, reason: "noMessage" };
  const card = message.card;
  if (!card || !Array.isArray(card.groups)) return { ok: false, reason: "notACard" };
  const group = card.groups.find((g) => g.id === request.group);
  if (!group) return { ok: false, reason: "noSuchButton" };
  if (Array.isArray(card.applied) && card.applied.includes(group.id))
    return { ok: false, reason: "alreadyApplied" };
  if (message.authorIsGM) return { ok: true, value: group };
  const author = message.authorId;
  if (!author) return { ok: false, reason: "notOwner" };
  for (const uuid of touchedActors(group.actions)) {
    if (!owns(author, uuid)) return { ok: false, reason: "notOwner", detail: uuid };
  }
  return { ok: true, value: group };
}

/** The follow-up a request names, read from the message (anyone may ask: it only prompts the owner). */
export function authorizeFollowUp(payload: unknown, message: MessageFacts | null): Decision<FollowUp> {
  const request = parseFollowUpRequest(payload);
  if (!request) return { ok: false, reason: "badRequest" };
  if (!message || message.id !== request.messageId) return { ok: false, reason: "noMessage" };
  const followUp = message.card?.followUps?.[request.index];
  if (!followUp) return { ok: false, reason: message.card ? "noSuchButton" : "notACard" };
  return { ok: true, value: followUp };
}

/**
 * On the client asked to roll a reaction: it rolls only for a figure its own user owns. The GM's
 * client rolls for anyone (the fallback when the owner is away).
 */
export function mayRollFor(userIsGM: boolean, userOwnsActor: boolean): boolean {
  return userIsGM || userOwnsActor;
}

/**
 * Who should roll a test for a figure: an active non-GM owner if there is one, else the active GM.
 * `owners` are the active users owning the figure, in the order Foundry lists them.
 */
export function chooseRoller<U extends { id: string; isGM: boolean; active: boolean }>(
  owners: readonly U[],
  activeGM: U | null,
): U | null {
  return owners.find((u) => u.active && !u.isGM) ?? activeGM;
}

/**
 * Where a figure's roll runs, seen from this client: "here" when its user owns the figure as a
 * player or is the one `chooseRoller` picks; else the user to ask; null when nobody can roll.
 */
export function whereToRoll<U extends { id: string; isGM: boolean; active: boolean; isSelf: boolean }>(
  me: { isGM: boolean },
  ownsFigure: boolean,
  owners: readonly U[],
  activeGM: U | null,
): "here" | U | null {
  if (!me.isGM && ownsFigure) return "here";
  const roller = chooseRoller(owners, activeGM);
  return roller?.isSelf ? "here" : roller;
}
