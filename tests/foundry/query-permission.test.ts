import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ROLES,
  checkQueryPermission,
  permissionWarning,
  registerQueryPermissionCheck,
  rolesMissingPermission,
  userMayQuery,
} from "../../src/shell/queries/permission";
import { englishText, langString } from "../helpers/files";

/** The QUERY_USER check: which roles may send queries, and what the GM is told. */

const { PLAYER, TRUSTED, ASSISTANT, GAMEMASTER } = ROLES;
const ask = (stored: unknown, defaultRole: number | undefined, roles = [PLAYER, TRUSTED]) =>
  rolesMissingPermission({ stored, permission: "QUERY_USER", defaultRole, roles });

describe("rolesMissingPermission (pure)", () => {
  it("uses the CONST default when the world has not stored the permission", () => {
    expect(ask({}, PLAYER)).toEqual([]);
    expect(ask({}, TRUSTED)).toEqual([PLAYER]);
    expect(ask({}, ASSISTANT)).toEqual([PLAYER, TRUSTED]);
    expect(ask(undefined, TRUSTED)).toEqual([PLAYER]);
    expect(ask(null, PLAYER)).toEqual([]);
    expect(ask({ FILES_UPLOAD: [ASSISTANT, GAMEMASTER] }, ASSISTANT)).toEqual([PLAYER, TRUSTED]);
  });

  it("uses the stored list of roles when there is one, whatever the default", () => {
    expect(ask({ QUERY_USER: [TRUSTED, ASSISTANT, GAMEMASTER] }, PLAYER)).toEqual([PLAYER]);
    expect(ask({ QUERY_USER: [PLAYER, TRUSTED, ASSISTANT, GAMEMASTER] }, ASSISTANT)).toEqual([]);
    expect(ask({ QUERY_USER: [GAMEMASTER] }, PLAYER)).toEqual([PLAYER, TRUSTED]);
    expect(ask({ QUERY_USER: [] }, PLAYER)).toEqual([PLAYER, TRUSTED]);
  });

  it("treats a permission the core does not define as restricting nobody", () => {
    expect(ask({}, undefined)).toEqual([]);
  });

  it("answers only for the roles asked about", () => {
    expect(ask({ QUERY_USER: [TRUSTED] }, PLAYER, [TRUSTED])).toEqual([]);
    expect(ask({ QUERY_USER: [TRUSTED] }, PLAYER, [PLAYER])).toEqual([PLAYER]);
  });
});

// ---------------------------------------------------------------------------------------------
// In Foundry, against stand-ins for game, foundry.CONST, ui and Hooks

let stored: unknown;
let user: { isGM: boolean; role?: number; can?(action: string): boolean };
let notes: { message: string; options: unknown }[];
let hooks: Record<string, (() => void)[]>;
const LABEL_KEY = "PERMISSION.QueryUser";

/** The stand-in globals, to change one part of them inside a test. */
const stand = () =>
  globalThis as unknown as {
    foundry: { CONST: { USER_PERMISSIONS: Record<string, unknown> } };
    game: { settings: unknown; i18n: { has(key: string): boolean } | null };
  };

beforeEach(() => {
  stored = {};
  user = { isGM: true, role: GAMEMASTER };
  notes = [];
  hooks = {};
  vi.stubGlobal("foundry", {
    CONST: {
      USER_ROLES: { NONE: 0, PLAYER, TRUSTED, ASSISTANT, GAMEMASTER },
      USER_PERMISSIONS: { QUERY_USER: { label: LABEL_KEY, hint: "", defaultRole: PLAYER } },
    },
  });
  vi.stubGlobal("game", {
    get user() {
      return user;
    },
    settings: {
      get: (ns: string, key: string) => {
        if (ns !== "core" || key !== "permissions") throw new Error(`unexpected setting ${ns}.${key}`);
        return stored;
      },
    },
    i18n: {
      has: (key: string) => key === LABEL_KEY || langString(key) !== undefined,
      localize: (key: string) => (key === LABEL_KEY ? "Query Users" : englishText(key)),
      format: englishText,
    },
  });
  vi.stubGlobal("ui", {
    notifications: { warn: (message: string, options: unknown) => notes.push({ message, options }) },
  });
  vi.stubGlobal("Hooks", {
    on: (name: string, fn: () => void) => (hooks[name] ??= []).push(fn),
    once: (name: string, fn: () => void) => (hooks[name] ??= []).push(fn),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("userMayQuery", () => {
  it("asks Foundry (User#can) when it can, which also reads a user's own grant", () => {
    const asked: string[] = [];
    const user = { role: PLAYER, can: (action: string) => (asked.push(action), true) };
    stored = { QUERY_USER: [GAMEMASTER] };
    expect(userMayQuery(user)).toBe(true);
    expect(asked).toEqual(["QUERY_USER"]);
  });

  it("falls back to the user's role", () => {
    stored = { QUERY_USER: [TRUSTED, ASSISTANT, GAMEMASTER] };
    expect(userMayQuery({ role: PLAYER })).toBe(false);
    expect(userMayQuery({ role: TRUSTED })).toBe(true);
    expect(userMayQuery(null)).toBe(false);
  });
});

describe("the GM's warning", () => {
  it("says nothing when the GM may query", () => {
    expect(checkQueryPermission()).toBe(true);
    expect(notes).toEqual([]);
  });

  it("names his role and exactly where to change it, and stays until dismissed", () => {
    stored = { QUERY_USER: [PLAYER, TRUSTED, ASSISTANT] };
    expect(checkQueryPermission()).toBe(false);
    expect(notes).toHaveLength(1);
    const { message, options } = notes[0]!;
    expect(options).toEqual({ permanent: true });
    expect(message).toBe(
      englishText("SIXGUN.Queries.PermissionMissing", {
        roles: englishText("SIXGUN.Queries.RoleGamemaster"),
        permission: "Query Users",
      }),
    );
    expect(message).toContain('Game Settings → Configure Permissions → "Query Users"');
    expect(message).toContain("the Game Master role");
  });

  it("asks Foundry about the user himself when it can (a permission granted to him alone)", () => {
    stored = { QUERY_USER: [PLAYER] };
    user = { isGM: true, role: GAMEMASTER, can: () => true };
    expect(checkQueryPermission()).toBe(true);
    user = { isGM: true, role: ASSISTANT, can: () => false };
    expect(checkQueryPermission()).toBe(false);
    expect(notes[0]!.message).toContain(englishText("SIXGUN.Queries.RoleAssistant"));
  });

  it("falls back to the permission's name when its label is not localized", () => {
    (globalThis as unknown as { game: { i18n: { has(key: string): boolean } } }).game.i18n.has = (
      key: string,
    ) => langString(key) !== undefined;
    expect(permissionWarning(GAMEMASTER)).toContain('"QUERY_USER"');
  });

  it("is not shown to players, who never send queries", () => {
    user = { isGM: false, role: PLAYER };
    stored = { QUERY_USER: [] };
    expect(checkQueryPermission()).toBe(true);
    expect(notes).toEqual([]);
  });

  it("runs once, at ready", () => {
    stored = { QUERY_USER: [PLAYER] };
    registerQueryPermissionCheck();
    expect(notes).toEqual([]);
    expect(hooks.ready).toHaveLength(1);
    hooks.ready![0]!();
    expect(notes).toHaveLength(1);
  });

  it("does not break ready when something throws", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    stand().game.i18n = null;
    stored = { QUERY_USER: [PLAYER] };
    registerQueryPermissionCheck();
    expect(() => hooks.ready![0]!()).not.toThrow();
  });
});
