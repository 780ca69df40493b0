/**
 * The few Foundry objects the shell and the rulesets' table layers touch, typed narrowly here. The
 * rest of the shell and the rulesets' table layers go through these
 * accessors instead of spreading fvtt-types workarounds: every cast from the globals lives in this
 * one file (and tests replace the globals with small stand-ins).
 */

export interface FItem {
  id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

export interface FCollection<T> extends Iterable<T> {
  get(id: string): T | undefined;
  contents?: T[];
}

export interface FUser {
  id: string;
  name: string;
  isGM: boolean;
  active: boolean;
  isSelf: boolean;
  targets: Set<FToken>;
  role?: number;
  can?(action: string): boolean;
  query(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown>;
}

export interface FActor {
  id: string;
  uuid: string;
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
  items: FCollection<FItem>;
  isOwner: boolean;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  update(data: Record<string, unknown>): Promise<unknown>;
  testUserPermission(user: FUser, level: string): boolean;
  getActiveTokens?(): FToken[];
}

export interface FToken {
  id: string;
  name: string;
  actor: FActor | null;
  center: { x: number; y: number };
  document: { elevation?: number; disposition?: number; uuid: string };
}

export interface FRoll {
  total?: number;
  dice: {
    faces?: number;
    results: { result: number; active?: boolean }[];
    options: Record<string, unknown>;
  }[];
  options: Record<string, unknown>;
  evaluate(): Promise<FRoll>;
}

export interface FMessage {
  id: string;
  author: FUser | null;
  flags: Record<string, Record<string, unknown> | undefined>;
  isContentVisible?: boolean;
  /** When it was posted (ms since the epoch; ChatMessage's `timestamp` field). */
  timestamp?: number;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  delete(): Promise<unknown>;
}

export interface FCombatant {
  id: string;
  name: string;
  img?: string;
  actor: FActor | null;
  token: { disposition?: number } | null;
  group?: { id: string; name: string } | string | null;
  groupId?: string | null;
  defeated: boolean;
  /** V13: defeated, or its actor carries the defeated status (a Kilt figure's "dead"). */
  isDefeated?: boolean;
  getFlag(scope: string, key: string): unknown;
}

export interface FCombat {
  id: string;
  round: number;
  started: boolean;
  combatants: FCollection<FCombatant>;
  groups?: FCollection<{ id: string; name: string; getFlag?(scope: string, key: string): unknown }>;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

/** An embedded `Card` of a `Cards` stack (V13 core): the fields the deck service reads and writes. */
export interface FCardDoc {
  id: string;
  name: string;
  drawn: boolean;
  sort: number;
  origin?: unknown;
  flags: Record<string, Record<string, unknown> | undefined>;
  faces: { img: string; name?: string }[];
}

/** A `Cards` document (a deck, a pile or a hand). */
export interface FCards {
  id: string;
  name: string;
  type: string;
  flags: Record<string, Record<string, unknown> | undefined>;
  cards: FCollection<FCardDoc>;
  createEmbeddedDocuments(name: "Card", data: object[]): Promise<unknown>;
  updateEmbeddedDocuments(name: "Card", updates: object[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: "Card", ids: string[]): Promise<unknown>;
}

export interface FGame {
  /** The world's `Cards` documents. */
  cards?: FCollection<FCards>;
  user: FUser;
  users: FCollection<FUser> & { activeGM: FUser | null };
  actors: FCollection<FActor>;
  messages: FCollection<FMessage>;
  combat: FCombat | null;
  combats: FCollection<FCombat>;
  i18n: {
    localize(key: string): string;
    format(key: string, data: Record<string, unknown>): string;
    /** The client's language tag ("en"), for plural forms. */
    lang?: string;
  };
  settings: { get(ns: string, key: string): unknown };
  keybindings: { get(ns: string, action: string): { key: string; modifiers?: string[] }[] };
  dice3d?: unknown;
  [key: string]: unknown;
}

interface Globals {
  game: FGame;
  CONFIG: {
    Dice: { rolls: unknown[]; randomUniform?: () => number };
    queries: Record<string, (data: unknown, options?: { timeout?: number }) => unknown>;
  };
  ui: { notifications?: { info(msg: string): void; warn(msg: string): void; error(msg: string): void } };
  canvas: {
    grid?: { measurePath(waypoints: { x: number; y: number; elevation?: number }[]): { distance: number } };
  } | null;
  fromUuid(uuid: string): Promise<unknown>;
  fromUuidSync?(uuid: string): unknown;
  ChatMessage: {
    create(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<FMessage | undefined>;
    getSpeaker(options: Record<string, unknown>): unknown;
    applyRollMode?(data: Record<string, unknown>, mode: string): void;
  };
  Hooks: {
    on(name: string, fn: (...args: never[]) => unknown): number;
    once(name: string, fn: (...args: never[]) => unknown): number;
  };
  foundry: {
    utils: { escapeHTML(s: string): string; randomID(length?: number): string };
    applications: {
      handlebars: { renderTemplate(path: string, data: object): Promise<string> };
      api: {
        DialogV2: {
          wait(config: Record<string, unknown>): Promise<unknown>;
          confirm?(config: Record<string, unknown>): Promise<boolean | null>;
        };
      };
    };
  };
  Cards?: { create(data: Record<string, unknown>): Promise<FCards | undefined> };
  Roll: new (formula: string, data?: object, options?: object) => FRoll;
  Handlebars?: { registerHelper(name: string, fn: (...args: never[]) => unknown): void };
}

export function fv(): Globals {
  return globalThis as unknown as Globals;
}

export function fgame(): FGame {
  return fv().game;
}

export function localize(key: string, data?: Record<string, unknown>): string {
  const i18n = fgame().i18n;
  return data ? i18n.format(key, data) : i18n.localize(key);
}

export function notify(level: "info" | "warn" | "error", key: string, data?: Record<string, unknown>): void {
  try {
    fv().ui.notifications?.[level](localize(key, data));
  } catch {
    console.warn("six-gun-sound |", key, data);
  }
}

/** The users who own `actor` (a GM owns every figure), in the order Foundry lists them. */
export function ownersOf(actor: FActor): FUser[] {
  return [...fgame().users].filter((u) => actor.testUserPermission(u, "OWNER"));
}

/** The actor a uuid names (or the actor given), or null when it is gone or not an actor. */
export async function actorFrom(ref: FActor | string | null | undefined): Promise<FActor | null> {
  if (!ref) return null;
  if (typeof ref !== "string") return ref;
  const doc = (await fv().fromUuid(ref)) as FActor | null;
  return doc && typeof doc === "object" && "items" in doc ? doc : null;
}
