import { touchedActors, type CardFlags, type CardFollowUp, type CardGroup } from "../chat/cards";

type ActionGroup = CardGroup;
type FollowUp = CardFollowUp;

/**
 * GM-side authorisation, as pure functions (the trust model is written down in `docs/security.md`).
 *
 * In V13 a query handler is not told who sent it, and a payload can claim anything. So a player never
 * asks the GM by query: he posts a small *request message* (a chat message whispered to the GMs),
 * and the server records its author. What the request may do is decided from facts the server
 * keeps: the request's author, the card's author, the card's stored flags (its buttons, which are
 * already applied or used) and who owns each figure. Nothing in a request is believed but the card
 * and button it names.
 */

export interface MessageFacts {
  id: string;
  /** The author the server recorded, or null when the user no longer exists. */
  authorId: string | null;
  authorIsGM: boolean;
  card: CardFlags | null;
}

/** The user a request comes from: the server-recorded author of the request message. */
export interface Requester {
  id: string;
  isGM: boolean;
}

/** Whether a user owns a document (Foundry: `document.testUserPermission(user, "OWNER")`). */
export type OwnsDocument = (userId: string, uuid: string) => boolean;

export type Refusal =
  | "badRequest"
  | "noMessage"
  | "notACard"
  | "noSuchButton"
  | "alreadyApplied"
  | "alreadyUsed"
  | "notOwner"
  | "notAsked";

export type Decision<T> = { ok: true; value: T } | { ok: false; reason: Refusal; detail?: string };

const ID = /^[A-Za-z0-9]{16}$/;
const KEY = /^[A-Za-z0-9_-]{1,40}$/;

/** What a request message may ask; anything else in it (a user id, actions, a Draw) is ignored. */
export type CardRequest =
  | { kind: "apply"; messageId: string; group: string }
  | { kind: "followUp"; messageId: string; index: number };

export function parseRequest(payload: unknown): CardRequest | null {
  if (typeof payload !== "object" || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.messageId !== "string" || !ID.test(p.messageId)) return null;
  if (p.kind === "apply" && typeof p.group === "string" && KEY.test(p.group))
    return { kind: "apply", messageId: p.messageId, group: p.group };
  if (
    p.kind === "followUp" &&
    typeof p.index === "number" &&
    Number.isInteger(p.index) &&
    p.index >= 0 &&
    p.index <= 99
  )
    return { kind: "followUp", messageId: p.messageId, index: p.index };
  return null;
}

function cardOf(request: CardRequest, message: MessageFacts | null): Decision<CardFlags> {
  if (!message || message.id !== request.messageId) return { ok: false, reason: "noMessage" };
  const card = message.card;
  if (!card || !Array.isArray(card.groups) || !Array.isArray(card.followUps))
    return { ok: false, reason: "notACard" };
  return { ok: true, value: card };
}

/** A button's changes are `user`'s to make: he is a GM, or owns every figure they change. */
function mayChange(user: Requester | null, group: ActionGroup, owns: OwnsDocument): Decision<ActionGroup> {
  if (!user) return { ok: false, reason: "notOwner" };
  if (user.isGM) return { ok: true, value: group };
  const foreign = touchedActors(group.actions).find((uuid) => !owns(user.id, uuid));
  return foreign ? { ok: false, reason: "notOwner", detail: foreign } : { ok: true, value: group };
}

/**
 * May `requester` apply button `group` of this card? A GM may apply any button; a player only one
 * whose every change falls on figures he owns. Each button applies once.
 */
export function authorizeApply(
  request: CardRequest | null,
  message: MessageFacts | null,
  requester: Requester | null,
  owns: OwnsDocument,
): Decision<ActionGroup> {
  if (!request || request.kind !== "apply" || !requester) return { ok: false, reason: "badRequest" };
  const card = cardOf(request, message);
  if (!card.ok) return card;
  const group = card.value.groups.find((g) => g.id === request.group);
  if (!group) return { ok: false, reason: "noSuchButton" };
  if (card.value.applied?.includes(group.id)) return { ok: false, reason: "alreadyApplied" };
  return mayChange(requester, group, owns);
}

/**
 * May the active GM apply this button without a click, as the card's author asked by posting it?
 * Only where the author could have applied it himself: he is a GM, or owns every figure it changes.
 * A player's hit on a figure he does not own waits for the GM's (or the figure owner's) click.
 */
export function authorizeAutoApply(
  message: MessageFacts,
  group: ActionGroup,
  owns: OwnsDocument,
): Decision<ActionGroup> {
  if (!group.auto) return { ok: false, reason: "notAsked" };
  if (message.card?.applied?.includes(group.id)) return { ok: false, reason: "alreadyApplied" };
  const author = message.authorId ? { id: message.authorId, isGM: message.authorIsGM } : null;
  return mayChange(author, group, owns);
}

/**
 * May `requester` start follow-up `index` of this card? It runs on the acting figure's owner's
 * client (or the GM's), never on the requester's; the request only starts it. Allowed for a GM or
 * the acting figure's owner, once per button: the card's author has no say over someone else's
 * figure (his shot calls for his target's BEEN SHOT AT, which the target's owner or the GM starts),
 * so a card a player wrote himself cannot set other people's figures rolling. `isWhole` is the
 * ruleset's own check of a stored follow-up (Blaze of Glory: a re-draw names its covered figure and
 * winner among the Draw's own figures).
 */
export function authorizeFollowUp(
  request: CardRequest | null,
  message: MessageFacts | null,
  requester: Requester | null,
  owns: OwnsDocument,
  isWhole: (f: FollowUp) => boolean = () => true,
): Decision<FollowUp> {
  if (!request || request.kind !== "followUp" || !requester) return { ok: false, reason: "badRequest" };
  const card = cardOf(request, message);
  if (!card.ok) return card;
  const f = card.value.followUps[request.index];
  if (!f || typeof f.actor !== "string") return { ok: false, reason: "noSuchButton" };
  if (card.value.used?.includes(request.index)) return { ok: false, reason: "alreadyUsed" };
  if (!isWhole(f)) return { ok: false, reason: "badRequest" };
  if (requester.isGM || owns(requester.id, f.actor)) return { ok: true, value: f };
  return { ok: false, reason: "notOwner", detail: f.actor };
}

/**
 * A roll the active GM asked this client to make, as the GM wrote it on the figure itself (a flag
 * only the figure's owners and the GMs can write): the roller believes that flag, never the query.
 */
export interface PendingRoll {
  followUp: FollowUp;
  /** The card and button it answers, when it came from one. */
  from: { messageId: string; index: number } | null;
  /** "asked" until the owner's client takes it ("rolling"); removed once the card is posted. */
  state: "asked" | "rolling";
}

/** On the client asked to roll: the pending roll named `id` on a figure this user owns. */
export function authorizeRoll(
  pending: Record<string, PendingRoll> | null | undefined,
  id: unknown,
  actorUuid: string,
  userOwnsActor: boolean,
): Decision<PendingRoll> {
  if (typeof id !== "string" || !KEY.test(id)) return { ok: false, reason: "badRequest" };
  if (!userOwnsActor) return { ok: false, reason: "notOwner", detail: actorUuid };
  const roll = pending?.[id];
  if (!roll || typeof roll !== "object") return { ok: false, reason: "notAsked" };
  if (roll.state !== "asked") return { ok: false, reason: "alreadyUsed" };
  if (roll.followUp?.actor !== actorUuid) return { ok: false, reason: "notAsked" };
  return { ok: true, value: roll };
}

/**
 * Who should roll a test for a figure: `prefer` (the player who clicked) when he is an active
 * player owner, else the first active player owner, else the active GM. `owners` are the users
 * owning the figure, in the order Foundry lists them.
 */
export function chooseRoller<U extends { id: string; isGM: boolean; active: boolean }>(
  owners: readonly U[],
  activeGM: U | null,
  prefer?: string,
): U | null {
  const players = owners.filter((u) => u.active && !u.isGM);
  return players.find((u) => u.id === prefer) ?? players[0] ?? activeGM;
}

/** What `authorizeSystemRun` asks of the world (Foundry answers in `register.ts`). */
export interface SystemRunFacts {
  /** The ruleset: the game runs this follow-up itself (its figure is marked system-run). */
  systemRuns: (f: FollowUp) => boolean;
  /** The figure has a player owner: the system never runs it, whatever its flag says. */
  playerOwned: (uuid: string) => boolean;
  owns: OwnsDocument;
  isWhole?: (f: FollowUp) => boolean;
}

/**
 * May the active GM start follow-up `index` of this card himself, with no click, because the
 * figure that acts is one the system runs (issue 15; `docs/security.md`, "Figures the system
 * runs")? Only for a figure with no player owner, once per button, and only when the card's author
 * could have asked for it: a GM, or the owner of the figure that caused it (`f.cause.uuid`: his
 * shot calls for his target's BEEN SHOT AT). A card a player forged without a cause of his own
 * sets no one rolling.
 */
export function authorizeSystemRun(
  message: MessageFacts | null,
  index: number,
  facts: SystemRunFacts,
): Decision<FollowUp> {
  if (!message?.card || !Array.isArray(message.card.followUps)) return { ok: false, reason: "notACard" };
  const f = message.card.followUps[index];
  if (!f || typeof f.actor !== "string") return { ok: false, reason: "noSuchButton" };
  if (message.card.used?.includes(index)) return { ok: false, reason: "alreadyUsed" };
  if (facts.isWhole && !facts.isWhole(f)) return { ok: false, reason: "badRequest" };
  if (facts.playerOwned(f.actor) || !facts.systemRuns(f)) return { ok: false, reason: "notAsked" };
  if (message.authorIsGM) return { ok: true, value: f };
  const cause = (f as { cause?: { uuid?: unknown } }).cause?.uuid;
  if (
    message.authorId &&
    typeof cause === "string" &&
    cause !== f.actor &&
    facts.owns(message.authorId, cause)
  )
    return { ok: true, value: f };
  return { ok: false, reason: "notOwner", detail: f.actor };
}
