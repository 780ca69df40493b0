import { AsyncLocalStorage } from "node:async_hooks";
import { vi } from "vitest";
import { SYSTEM_ID } from "../../src/config";
import { seededDice, type SeededDice } from "../../src/rules/core";
import { deriveCharacter } from "../../src/rulesets/blaze-of-glory/data/derive";
import type { CharacterSource } from "../../src/rulesets/blaze-of-glory/data/source-types";
import {
  defaultTableSettings,
  type TableSettingValues,
} from "../../src/rulesets/blaze-of-glory/table/settings";
import { englishText } from "../helpers/files";
import { characterSource } from "../helpers/fixtures";
import { standInRollClass } from "../helpers/standin-roll";

/**
 * A small Foundry world for the trust-model tests: a GM and two players, each "client" a context in
 * which `game.user` is that user (AsyncLocalStorage carries it across awaits, so two clients can
 * wait on each other). The server's rules that the trust model leans on are enforced here as
 * Foundry's server enforces them: a chat message's author is the user who created it; only its
 * author or a GM may change or delete it; only an actor's owners or a GM may update it. A query
 * runs the target user's registered handler in that user's context.
 */

export interface StandInUser {
  id: string;
  name: string;
  isGM: boolean;
  active: boolean;
  readonly isSelf: boolean;
  targets: Set<unknown>;
  query(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown>;
}

type Flags = Record<string, Record<string, unknown>>;

export interface StandInMessage {
  id: string;
  author: StandInUser;
  content: string;
  whisper: string[];
  flags: Flags;
  deleted: boolean;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  delete(): Promise<unknown>;
}

export interface StandInActor {
  id: string;
  uuid: string;
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
  flags: Flags;
  items: unknown[] & { get(id: string): unknown };
  owners: string[];
  readonly isOwner: boolean;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  update(data: Record<string, unknown>): Promise<unknown>;
  testUserPermission(user: { id: string; isGM: boolean }, level: string): boolean;
  getActiveTokens(): unknown[];
}

/** What the roller's dialog does: submit its defaults, close, or stay open until closed. */
export type DialogBehaviour = "roll" | "close" | "open";

export interface World {
  users: Record<"gm" | "alice" | "bob", StandInUser>;
  actors: Map<string, StandInActor>;
  messages: StandInMessage[];
  notes: { user: string; level: string; text: string }[];
  warnings: string[];
  dialogs: { user: string; closed: boolean }[];
  dialog: DialogBehaviour;
  /** A query to this user fails as a timeout would, without running his handler. */
  unreachable: Set<string>;
  settings: TableSettingValues;
  dice: SeededDice;
  /** Runs `fn` on `user`'s client. */
  as<T>(user: string, fn: () => Promise<T> | T): Promise<T>;
  actor(id: string, name: string, owners: string[], over?: Partial<CharacterSource>): StandInActor;
  /** Chat messages still in the log, without deleted ones. */
  live(): StandInMessage[];
}

const client = new AsyncLocalStorage<string>();

function collection<T extends { id: string }>(list: T[]) {
  return Object.assign(list, { get: (id: string) => list.find((x) => x.id === id) });
}

let counter = 0;
const newId = () => `id${String(++counter).padStart(14, "0")}`;

/** Sets `path` (dot-separated, `-=key` deletes) in `target`. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1)!;
  if (last.startsWith("-=")) delete node[last.slice(2)];
  else node[last] = value;
}

export function makeWorld(): World {
  const world = {} as World;
  const current = () => world.users[(client.getStore() ?? "gm") as "gm"];
  const denied = (what: string) => {
    throw new Error(`the server refused: ${current().name} may not ${what}`);
  };

  const user = (id: string, name: string, isGM: boolean): StandInUser => ({
    id,
    name,
    isGM,
    active: true,
    get isSelf() {
      return current().id === id;
    },
    targets: new Set(),
    async query(name, data, options) {
      if (!this.active) throw new Error(`${id} is not active`);
      if (world.unreachable.has(id)) throw new Error("query timed out");
      const handler = (
        globalThis as unknown as {
          CONFIG: { queries: Record<string, (data: unknown, options: object) => unknown> };
        }
      ).CONFIG.queries[name];
      if (!handler) throw new Error(`no handler for ${name}`);
      return client.run(id, () => handler(data, options ?? {}));
    },
  });

  const makeMessage = (data: Record<string, unknown>): StandInMessage => {
    const message: StandInMessage = {
      id: newId(),
      // The server records the creating user as the author, whatever the data says.
      author: current(),
      content: String(data.content ?? ""),
      whisper: (data.whisper as string[]) ?? [],
      flags: structuredClone((data.flags as Flags) ?? {}),
      deleted: false,
      getFlag(scope, key) {
        return this.flags[scope]?.[key];
      },
      async setFlag(scope, key, value) {
        if (this.deleted) throw new Error("no such message");
        if (!current().isGM && current().id !== this.author.id) denied("change this message");
        (this.flags[scope] ??= {})[key] = structuredClone(value);
        return this;
      },
      async delete() {
        if (!current().isGM && current().id !== this.author.id) denied("delete this message");
        this.deleted = true;
        return this;
      },
    };
    world.messages.push(message);
    return message;
  };

  Object.assign(world, {
    users: {
      gm: user("gm", "GM", true),
      alice: user("alice", "Alice", false),
      bob: user("bob", "Bob", false),
    },
    actors: new Map(),
    messages: [],
    notes: [],
    warnings: [],
    dialogs: [],
    dialog: "roll",
    unreachable: new Set(),
    settings: defaultTableSettings(),
    dice: seededDice(7),
    as: <T>(id: string, fn: () => Promise<T> | T) => client.run(id, async () => fn()),
    live: () => world.messages.filter((m) => !m.deleted),
    actor(id: string, name: string, owners: string[], over: Partial<CharacterSource> = {}) {
      const system = characterSource(over);
      const items = [
        {
          id: "pistol0000000001",
          name: "Colt",
          type: "weapon",
          system: { weapon: "pistol", ammo: "loaded", capAndBall: false },
          update: async () => undefined,
        },
      ];
      const derived = deriveCharacter(system, items as never, []);
      const actor: StandInActor = {
        id,
        uuid: `Actor.${id}`,
        name,
        img: "",
        type: "character",
        system: { ...system, derived } as unknown as Record<string, unknown>,
        flags: {},
        items: collection(items) as never,
        owners,
        get isOwner() {
          return current().isGM || owners.includes(current().id);
        },
        getFlag(scope, key) {
          return this.flags[scope]?.[key];
        },
        async setFlag(scope, key, value) {
          return this.update({ [`flags.${scope}.${key}`]: value });
        },
        async update(data) {
          if (!this.isOwner) denied(`update ${name}`);
          for (const [path, value] of Object.entries(data)) {
            if (path.startsWith("flags.")) setPath(this.flags, path.slice("flags.".length), value);
            else if (path.startsWith("system.")) setPath(this.system, path.slice("system.".length), value);
          }
          return this;
        },
        testUserPermission(u) {
          return u.isGM || owners.includes(u.id);
        },
        getActiveTokens: () => [],
      };
      world.actors.set(actor.uuid, actor);
      return actor;
    },
  });

  const note = (level: string) => (text: string) => world.notes.push({ user: current().id, level, text });
  const users = Object.values(world.users);
  const globals: Record<string, unknown> = {
    foundry: {
      utils: { escapeHTML: (s: string) => s, randomID: () => newId().slice(2) },
      applications: {
        handlebars: { renderTemplate: async () => "" },
        api: {
          DialogV2: {
            wait: (config: {
              buttons: { action: string; callback?: (e: unknown, b: unknown) => unknown }[];
              render?: (e: unknown, d: { element: HTMLElement | null; close(): unknown }) => void;
            }) =>
              new Promise((resolve) => {
                const record = { user: current().id, closed: false };
                world.dialogs.push(record);
                const close = () => {
                  record.closed = true;
                  resolve(null);
                };
                const roll = config.buttons.find((b) => b.action === "roll")!;
                config.render?.({}, { element: null, close });
                if (world.dialog === "roll") resolve(roll.callback!({}, { form: { elements: [] } }));
                else if (world.dialog === "close") close();
              }),
          },
        },
      },
    },
    game: {
      get user() {
        return current();
      },
      users: Object.assign(users, {
        get: (id: string) => users.find((u) => u.id === id),
        get activeGM() {
          return world.users.gm.active ? world.users.gm : null;
        },
      }),
      get messages() {
        return collection(world.live());
      },
      i18n: {
        localize: (key: string) => englishText(key),
        format: (key: string, data: Record<string, string | number>) => englishText(key, data),
      },
      settings: {
        get: (ns: string, key: string) => {
          if (ns === "core") return "publicroll";
          if (key in world.settings) return world.settings[key as keyof TableSettingValues];
          throw new Error(`no setting ${key}`);
        },
      },
    },
    CONFIG: { Dice: { rolls: [] }, queries: {} },
    ui: { notifications: { info: note("info"), warn: note("warn"), error: note("error") } },
    canvas: null,
    fromUuid: async (uuid: string) => world.actors.get(uuid) ?? null,
    fromUuidSync: (uuid: string) => world.actors.get(uuid) ?? null,
    Roll: standInRollClass((faces) => world.dice.roll(faces)),
    ChatMessage: {
      create: async (data: Record<string, unknown>) => makeMessage(data),
      getSpeaker: () => ({}),
    },
    Hooks: { on: () => 0, once: () => 0 },
  };
  for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    world.warnings.push(args.map(String).join(" "));
  });
  return world;
}

/** The card flags of a message. */
export function cardFlags(message: StandInMessage) {
  return message.flags[SYSTEM_ID]!.card as {
    kind: string;
    groups: { id: string; auto: boolean; actions: { type: string; actor: string }[] }[];
    followUps: { type: string; actor: string }[];
    applied: string[];
    used?: number[];
  };
}
