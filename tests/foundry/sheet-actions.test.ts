import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStandIns } from "./standin";

/**
 * The character sheet's Actions panel and weapon buttons (issue 13), clicked: each handler reaches
 * its `TABLE_API` entry point through the lazy runtime (here a recording stand-in) with the sheet's
 * figure and, for the group actions, the user's targeted figures; without a target nothing rolls
 * and the user is told why.
 */

const calls: { name: string; args: unknown[] }[] = [];
vi.mock("../../src/rulesets/blaze-of-glory/load", async (original) => {
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push({ name, args });
      return null;
    };
  const names = ["draw", "melee", "exchange", "moveFast", "shoot", "reload", "challenge", "recovery"];
  const TABLE_API = Object.fromEntries(names.map((n) => [n, record(n)]));
  return {
    ...(await original<Record<string, unknown>>()),
    loadRuntime: async () => ({ TABLE_API }),
  };
});

installFoundryStandIns();
const warnings: string[] = [];
(globalThis as unknown as { ui: unknown }).ui = { notifications: { warn: (m: string) => warnings.push(m) } };
const { CharacterSheet } = await import("../../src/rulesets/blaze-of-glory/sheets/character-sheet");
afterAll(() => vi.unstubAllGlobals());

type Handler = (this: unknown, event: unknown, target: unknown) => Promise<unknown>;
const actions = (CharacterSheet as unknown as { DEFAULT_OPTIONS: { actions: Record<string, Handler> } })
  .DEFAULT_OPTIONS.actions;

const actor = (uuid: string, isOwner = true) => ({ uuid, name: uuid.slice(6), isOwner });
const tex = actor("Actor.tex");
const bill = actor("Actor.bill", false);
const ike = actor("Actor.ike", false);

function sheetOf(figure: object) {
  const sheet = new (CharacterSheet as unknown as new () => object)();
  Object.defineProperty(sheet, "actor", { value: figure });
  return sheet;
}

function target(...actors: (object | null)[]) {
  (globalThis as unknown as { game: { user: { targets: Set<unknown> } } }).game.user.targets = new Set(
    actors.map((a) => ({ actor: a })),
  );
}

async function click(action: string, dataset: Record<string, string> = {}, figure: object = tex) {
  await actions[action]!.call(sheetOf(figure), { shiftKey: false }, { dataset });
}

beforeEach(() => {
  calls.length = 0;
  warnings.length = 0;
  target();
});

describe("the character sheet's action buttons", () => {
  it("roll the Draw and Fightin' for the sheet's figure first, then each targeted figure", async () => {
    // The figure's own token among the targets and a token without an actor add no one.
    target(bill, tex, null, ike);
    await click("draw");
    await click("melee");
    expect(calls.map((c) => [c.name, (c.args[0] as { uuid: string }[]).map((a) => a.uuid)])).toEqual([
      ["draw", ["Actor.tex", "Actor.bill", "Actor.ike"]],
      ["melee", ["Actor.tex", "Actor.bill", "Actor.ike"]],
    ]);
  });

  it("fire an exchange from the sheet's figure at exactly one target", async () => {
    target(bill);
    await click("exchange");
    expect(calls).toEqual([{ name: "exchange", args: [[tex, bill]] }]);
    calls.length = 0;
    target(bill, ike);
    await click("exchange");
    expect(calls).toEqual([]);
    expect(warnings).toEqual(["SIXGUN.Character.Actions.needOneTarget"]);
  });

  it("roll nothing without a target, and say so", async () => {
    for (const action of ["draw", "melee", "exchange"]) await click(action);
    expect(calls).toEqual([]);
    expect(warnings).toEqual(Array(3).fill("SIXGUN.Character.Actions.needTargets"));
  });

  it("move only the sheet's figure fast, whatever is targeted", async () => {
    target(bill);
    await click("moveFast");
    expect(calls).toEqual([{ name: "moveFast", args: [[tex]] }]);
  });

  it("shoot and reload the weapon of the row clicked", async () => {
    await click("shoot", { itemId: "colt" });
    await click("reload", { itemId: "henry" });
    expect(calls.map((c) => [c.name, c.args[0], c.args[1]])).toEqual([
      ["shoot", tex, { weapon: "colt", event: { shiftKey: false } }],
      ["reload", tex, "henry"],
    ]);
  });

  it("do nothing on a sheet the user does not own", async () => {
    target(tex);
    for (const action of ["draw", "melee", "exchange", "moveFast", "recovery"]) await click(action, {}, bill);
    await click("shoot", { itemId: "colt" }, bill);
    expect(calls).toEqual([]);
  });
});
