import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addReactionHud, hudActor } from "../../src/rulesets/blaze-of-glory/table/token-hud";
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
