import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type KeyBinding, type KeyboardState, bindingHeld, skipDialog } from "../../src/shell/dialogs";
import { registerTableSettings } from "../../src/rulesets/blaze-of-glory/table/settings";

/**
 * Skipping the roll dialog: a Shift-click, or the skip-dialog keybinding held at click time, read
 * from `game.keyboard` (V13's KeyboardManager) and the binding the user configured
 * (`game.keybindings.get`). Nothing is tracked between key-down and key-up any more.
 */

const MODIFIER_CODES: Record<string, string[]> = {
  Shift: ["ShiftLeft", "ShiftRight"],
  Control: ["ControlLeft", "ControlRight", "MetaLeft", "MetaRight"],
  Alt: ["AltLeft", "AltRight"],
};

/** A KeyboardManager stand-in with these keys down (KeyboardEvent#code values). */
function keyboard(...down: string[]): KeyboardState {
  const downKeys = new Set(down);
  return {
    downKeys,
    isModifierActive: (modifier: string) => (MODIFIER_CODES[modifier] ?? []).some((c) => downKeys.has(c)),
  };
}

const SHIFTS: KeyBinding[] = [{ key: "ShiftLeft" }, { key: "ShiftRight" }];

describe("bindingHeld (pure)", () => {
  it("is held when a bound key is down", () => {
    expect(bindingHeld(SHIFTS, keyboard("ShiftRight"))).toBe(true);
    expect(bindingHeld(SHIFTS, keyboard())).toBe(false);
    expect(bindingHeld(SHIFTS, keyboard("KeyS"))).toBe(false);
  });

  it("follows a remapped binding, modifiers included", () => {
    const ctrlQ: KeyBinding[] = [{ key: "KeyQ", modifiers: ["Control"] }];
    expect(bindingHeld(ctrlQ, keyboard("KeyQ", "ControlLeft"))).toBe(true);
    expect(bindingHeld(ctrlQ, keyboard("KeyQ"))).toBe(false);
    expect(bindingHeld(ctrlQ, keyboard("ControlLeft"))).toBe(false);
    expect(bindingHeld(ctrlQ, keyboard("KeyQ", "MetaLeft"))).toBe(true);
  });

  it("counts the click's own modifier flags", () => {
    const ctrlQ: KeyBinding[] = [{ key: "KeyQ", modifiers: ["Control"] }];
    expect(bindingHeld(ctrlQ, keyboard("KeyQ"), { ctrlKey: true })).toBe(true);
    expect(bindingHeld([{ key: "AltLeft" }], keyboard(), { altKey: true })).toBe(true);
    expect(bindingHeld([{ key: "AltLeft" }], keyboard(), { shiftKey: true })).toBe(false);
  });

  it("is never held with no bindings or no keyboard", () => {
    expect(bindingHeld([], keyboard("ShiftLeft"))).toBe(false);
    expect(bindingHeld(undefined, keyboard("ShiftLeft"))).toBe(false);
    expect(bindingHeld(SHIFTS, null)).toBe(false);
  });
});

describe("skipDialog", () => {
  let bindings: KeyBinding[];
  let board: KeyboardState | undefined;
  let asked: [string, string][];

  beforeEach(() => {
    bindings = SHIFTS;
    board = keyboard();
    asked = [];
    vi.stubGlobal("game", {
      get keyboard() {
        return board;
      },
      keybindings: {
        get: (ns: string, action: string) => {
          asked.push([ns, action]);
          return bindings;
        },
      },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("skips on a Shift-click whatever the keyboard says", () => {
    board = undefined;
    expect(skipDialog({ shiftKey: true })).toBe(true);
  });

  it("reads the configured binding of six-gun-sound.skipDialog at click time", () => {
    bindings = [{ key: "KeyQ" }];
    board = keyboard("KeyQ");
    expect(skipDialog({ shiftKey: false })).toBe(true);
    expect(asked).toEqual([["six-gun-sound", "skipDialog"]]);
    board = keyboard();
    expect(skipDialog({ shiftKey: false })).toBe(false);
  });

  it("does not skip on a plain click, or with no event", () => {
    expect(skipDialog({})).toBe(false);
    expect(skipDialog(null)).toBe(false);
    expect(skipDialog()).toBe(false);
  });

  it("skips with no event when the key is held (a macro run while holding it)", () => {
    board = keyboard("ShiftLeft");
    expect(skipDialog()).toBe(true);
  });

  it("does not skip, and does not throw, outside Foundry", () => {
    vi.stubGlobal("game", undefined);
    expect(skipDialog({ shiftKey: false })).toBe(false);
    expect(skipDialog({ shiftKey: true })).toBe(true);
  });
});

describe("the skip-dialog keybinding", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is registered with Shift as its default keys and no key-down/up tracking", () => {
    const registered: Record<string, Record<string, unknown>> = {};
    vi.stubGlobal("game", {
      settings: { register: () => undefined },
      keybindings: {
        register: (ns: string, action: string, config: Record<string, unknown>) =>
          (registered[`${ns}.${action}`] = config),
      },
    });
    registerTableSettings();
    const config = registered["six-gun-sound.skipDialog"]!;
    expect(config.editable).toEqual([{ key: "ShiftLeft" }, { key: "ShiftRight" }]);
    expect(config.onDown).toBeUndefined();
    expect(config.onUp).toBeUndefined();
    expect(config.name).toBe("SIXGUN.Settings.skipDialog.name");
  });
});
