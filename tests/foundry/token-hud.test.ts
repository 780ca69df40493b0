import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addActionHud, addReactionHud, hudActor } from "../../src/rulesets/blaze-of-glory/table/token-hud";
import { QUICK_ACTIONS, quickActions } from "../../src/rulesets/blaze-of-glory/table/quick-actions";
import { FakeElement as DomElement, installDom } from "../e2e/dom";
import type { FActor } from "../../src/shell/foundry";
import { englishText } from "../helpers/files";

/** The token HUD's reaction button, against a minimal stand-in DOM (the tests run in Node). */

class FakeElement {
  className = "";
  hidden = false;
  type = "";
  textContent = "";
  innerHTML = "";
  dataset: Record<string, string> = {};
  attributes: Record<string, string> = {};
  children: FakeElement[] = [];
  listeners: Record<string, ((event: unknown) => void)[]> = {};
  constructor(readonly tag: string) {}
  append(...nodes: FakeElement[]) {
    this.children.push(...nodes);
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  addEventListener(name: string, fn: (event: unknown) => void) {
    (this.listeners[name] ??= []).push(fn);
  }
  click(event: Record<string, unknown> = {}) {
    const full = { preventDefault: () => undefined, stopPropagation: () => undefined, ...event };
    for (const fn of this.listeners.click ?? []) fn(full);
  }
  /** Only the selectors the HUD code asks for: by one class name, or `.col.right`. */
  querySelector(selector: string): FakeElement | null {
    const classes = selector.split(".").filter(Boolean);
    for (const child of this.children) {
      const own = child.className.split(/\s+/);
      if (classes.every((c) => own.includes(c))) return child;
      const deeper = child.querySelector(selector);
      if (deeper) return deeper;
    }
    return null;
  }
}

function figure(over: Partial<FActor> = {}): FActor {
  return {
    id: "a1",
    uuid: "Actor.a1",
    name: "Curly Bill",
    img: "",
    type: "character",
    system: { derived: { reactionTests: ["beenShotAt", "gotAShot"] } },
    items: Object.assign([], { get: () => undefined }),
    isOwner: true,
    getFlag: () => undefined,
    setFlag: async () => undefined,
    update: async () => undefined,
    testUserPermission: () => true,
    ...over,
  } as FActor;
}

function hudHtml() {
  const html = new FakeElement("section");
  const column = new FakeElement("div");
  column.className = "col right";
  html.append(column);
  return { html, column };
}

beforeEach(() => {
  vi.stubGlobal("document", { createElement: (tag: string) => new FakeElement(tag) });
  vi.stubGlobal("game", { i18n: { localize: (k: string) => englishText(k), format: englishText } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the HUD's figure", () => {
  it("is the token document's actor, as V13 systems read it", () => {
    const actor = figure();
    expect(hudActor({ document: { actor } })).toBe(actor);
  });

  it("prefers the document's actor to hud.actor", () => {
    const onToken = figure({ id: "token" });
    const other = figure({ id: "other" });
    expect(hudActor({ document: { actor: onToken }, actor: other })).toBe(onToken);
  });

  it("falls back to hud.actor when there is no document (or it has no actor)", () => {
    const actor = figure();
    expect(hudActor({ actor })).toBe(actor);
    expect(hudActor({ document: null, actor })).toBe(actor);
    expect(hudActor({ document: { actor: null }, actor })).toBe(actor);
    expect(hudActor({})).toBeNull();
    expect(hudActor(null)).toBeNull();
  });
});

describe("addReactionHud", () => {
  it("adds the button and its palette for a figure read from hud.document.actor", () => {
    const actor = figure();
    const { html, column } = hudHtml();
    const roll = vi.fn();
    addReactionHud({ document: { actor } }, html as unknown as HTMLElement, roll);
    const wrap = column.querySelector("sgs-hud-reaction")!;
    expect(wrap).not.toBeNull();
    const [button, palette] = wrap.children;
    expect(button!.attributes["aria-label"]).toBe(englishText("SIXGUN.Table.RollReaction"));
    expect(palette!.children.map((b) => b.textContent)).toEqual([
      englishText("SIXGUN.Reaction.Test.beenShotAt"),
      englishText("SIXGUN.Reaction.Test.gotAShot"),
    ]);
    button!.click();
    expect(palette!.hidden).toBe(false);
    palette!.children[1]!.click({ shiftKey: true });
    expect(roll).toHaveBeenCalledWith(actor, "gotAShot", expect.objectContaining({ shiftKey: true }));
    expect(palette!.hidden).toBe(true);
  });

  it("still works with only hud.actor", () => {
    const { html, column } = hudHtml();
    addReactionHud({ actor: figure() }, html as unknown as HTMLElement, vi.fn());
    expect(column.querySelector("sgs-hud-reaction")).not.toBeNull();
  });

  it("adds nothing for a figure the user does not own, a non-figure, or no actor", () => {
    for (const hud of [
      { document: { actor: figure({ isOwner: false }) } },
      { document: { actor: figure({ type: "mount" }) } },
      { document: { actor: null } },
    ]) {
      const { html, column } = hudHtml();
      addReactionHud(hud, html as unknown as HTMLElement, vi.fn());
      expect(column.children).toHaveLength(0);
    }
  });

  it("adds the button once however often the HUD renders", () => {
    const { html, column } = hudHtml();
    const hud = { document: { actor: figure() } };
    addReactionHud(hud, html as unknown as HTMLElement, vi.fn());
    addReactionHud(hud, html as unknown as HTMLElement, vi.fn());
    expect(column.children).toHaveLength(1);
  });
});

describe("addActionHud", () => {
  /** The HUD in the test DOM (tests/e2e/dom.ts), so selectors, focus and keys behave as a browser's. */
  function domHud() {
    installDom();
    const html = new DomElement("form");
    const column = new DomElement("div");
    column.className = "col right";
    html.append(column);
    return { html, column };
  }
  const label = (key: string) => englishText(key);

  it("adds a labelled Actions button whose palette lists every table action", () => {
    const { html, column } = domHud();
    const act = vi.fn();
    const actor = figure();
    addActionHud({ document: { actor } }, html as unknown as HTMLElement, act);
    const wrap = column.querySelector(".sgs-hud-actions")!;
    const [button, palette] = wrap.children;
    expect(button!.tagName).toBe("BUTTON");
    expect(button!.getAttribute("aria-label")).toBe(label("SIXGUN.Act.Palette"));
    expect(button!.dataset.tooltip).toBe(label("SIXGUN.Act.Palette"));
    expect(palette!.hidden).toBe(true);
    const entries = palette!.querySelectorAll("button");
    expect(entries.map((b) => b.textContent)).toEqual(quickActions().map((a) => label(a.label)));
    expect(entries.every((b) => b.getAttribute("type") === "button")).toBe(true);
    // Each entry starts its own action for this figure, with the click (Shift skips the dialog).
    for (const [i, a] of quickActions().entries()) {
      button!.click();
      palette!.querySelectorAll("button")[i]!.click({ shiftKey: true });
      expect(act).toHaveBeenLastCalledWith(actor, a.id, expect.objectContaining({ shiftKey: true }));
      expect(palette!.hidden).toBe(true);
    }
    expect(act).toHaveBeenCalledTimes(QUICK_ACTIONS.length);
  });

  it("is keyboard friendly: opening focuses the first action, Escape closes and returns focus", () => {
    const { html, column } = domHud();
    addActionHud({ document: { actor: figure() } }, html as unknown as HTMLElement, vi.fn());
    const [button, palette] = column.querySelector(".sgs-hud-actions")!.children;
    expect(button!.getAttribute("aria-expanded")).toBe("false");
    button!.click();
    expect(button!.getAttribute("aria-expanded")).toBe("true");
    const first = palette!.querySelector("button")!;
    expect(first.focused).toBe(true);
    first.dispatch("keydown", { key: "Escape" });
    expect(palette!.hidden).toBe(true);
    expect(button!.getAttribute("aria-expanded")).toBe("false");
    expect(button!.focused).toBe(true);
  });

  it("adds nothing for a figure the user does not own, a non-figure, or no actor; once per render", () => {
    for (const hud of [
      { document: { actor: figure({ isOwner: false }) } },
      { document: { actor: figure({ type: "mount" }) } },
      { document: { actor: null } },
    ]) {
      const { html, column } = domHud();
      addActionHud(hud, html as unknown as HTMLElement, vi.fn());
      expect(column.children).toHaveLength(0);
    }
    const { html, column } = domHud();
    const hud = { document: { actor: figure() } };
    addActionHud(hud, html as unknown as HTMLElement, vi.fn());
    addActionHud(hud, html as unknown as HTMLElement, vi.fn());
    addReactionHud(hud, html as unknown as HTMLElement, vi.fn());
    expect(column.children.map((c) => c.className)).toEqual([
      "sgs-hud-actions sgs-hud-menu",
      "sgs-hud-reaction sgs-hud-menu",
    ]);
  });

  it("never throws into Foundry when the HUD markup is not what it expects", () => {
    installDom();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = {
      querySelector: () => {
        throw new Error("no DOM");
      },
    };
    expect(() => addActionHud({ document: { actor: figure() } }, broken as never, vi.fn())).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
