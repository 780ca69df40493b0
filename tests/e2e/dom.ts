import { vi } from "vitest";
import { parseFragment, type HtmlNode } from "../foundry/html";

/**
 * A small DOM for the end-to-end tests (they run in Node): elements built by `createElement` or
 * parsed from `innerHTML` (with the contract checks' HTML parser), attributes and `dataset`,
 * `hidden`, `textContent`, simple selectors (tag, #id, .class, [attr], [attr='value'], compound,
 * descendant, comma lists) for `querySelector(All)` and `closest`, listeners with bubbling, and
 * `click()`. Enough for the token HUD's and the combat tracker's own code to run unchanged.
 */

type Listener = (event: FakeEvent) => void;

export interface FakeEvent {
  type: string;
  target: FakeElement;
  currentTarget: FakeElement | null;
  shiftKey: boolean;
  key?: string;
  defaultPrevented: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

const toCamel = (name: string) => name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
const toKebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export class FakeElement {
  readonly tagName: string;
  attributes = new Map<string, string>();
  children: FakeElement[] = [];
  parentElement: FakeElement | null = null;
  private text = "";
  private listeners = new Map<string, Listener[]>();
  readonly dataset: Record<string, string>;
  focused = false;

  constructor(tag: string) {
    this.tagName = tag.toUpperCase();
    this.dataset = new Proxy({} as Record<string, string>, {
      get: (_t, key) =>
        (typeof key === "string" ? this.getAttribute(`data-${toKebab(key)}`) : undefined) ?? undefined,
      set: (_t, key, value) => {
        this.setAttribute(`data-${toKebab(String(key))}`, String(value));
        return true;
      },
      has: (_t, key) => typeof key === "string" && this.attributes.has(`data-${toKebab(key)}`),
      ownKeys: () =>
        [...this.attributes.keys()].filter((k) => k.startsWith("data-")).map((k) => toCamel(k.slice(5))),
      getOwnPropertyDescriptor: (_t, key) =>
        typeof key === "string" && this.attributes.has(`data-${toKebab(key)}`)
          ? { enumerable: true, configurable: true, value: this.getAttribute(`data-${toKebab(key)}`) }
          : undefined,
    });
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  get className(): string {
    return this.getAttribute("class") ?? "";
  }
  set className(value: string) {
    this.setAttribute("class", value);
  }
  get classList() {
    const list = () => this.className.split(/\s+/).filter(Boolean);
    return {
      contains: (c: string) => list().includes(c),
      add: (...cs: string[]) => (this.className = [...new Set([...list(), ...cs])].join(" ")),
      remove: (...cs: string[]) =>
        (this.className = list()
          .filter((c) => !cs.includes(c))
          .join(" ")),
      toggle: (c: string, force?: boolean) => {
        const on = force ?? !list().includes(c);
        this.className = (on ? [...new Set([...list(), c])] : list().filter((x) => x !== c)).join(" ");
        return on;
      },
    };
  }
  get id(): string {
    return this.getAttribute("id") ?? "";
  }
  get type(): string {
    return this.getAttribute("type") ?? "";
  }
  set type(value: string) {
    this.setAttribute("type", value);
  }
  get hidden(): boolean {
    return this.hasAttribute("hidden");
  }
  set hidden(value: boolean) {
    if (value) this.setAttribute("hidden", "");
    else this.removeAttribute("hidden");
  }
  get disabled(): boolean {
    return this.hasAttribute("disabled");
  }
  set disabled(value: boolean) {
    if (value) this.setAttribute("disabled", "");
    else this.removeAttribute("disabled");
  }
  get textContent(): string {
    return this.text + this.children.map((c) => c.textContent).join("");
  }
  set textContent(value: string) {
    this.children = [];
    this.text = String(value);
  }
  set innerHTML(html: string) {
    this.children = [];
    this.text = "";
    for (const node of parseFragment(html)) this.adopt(node);
  }
  get firstElementChild(): FakeElement | null {
    return this.children[0] ?? null;
  }

  private adopt(node: HtmlNode): void {
    if (node.type === "text") this.text += node.text;
    if (node.type !== "element") return;
    const el = new FakeElement(node.tag);
    for (const [k, v] of Object.entries(node.attrs)) el.setAttribute(k, v);
    for (const child of node.children) el.adopt(child);
    this.append(el);
  }

  append(...items: (FakeElement | string)[]): void {
    for (const n of items.map(asNode)) {
      n.remove();
      n.parentElement = this;
      this.children.push(n);
    }
  }
  prepend(...items: (FakeElement | string)[]): void {
    for (const n of items.map(asNode).reverse()) {
      n.remove();
      n.parentElement = this;
      this.children.unshift(n);
    }
  }
  remove(): void {
    const p = this.parentElement;
    if (p) p.children = p.children.filter((c) => c !== this);
    this.parentElement = null;
  }
  replaceWith(...items: (FakeElement | string)[]): void {
    const p = this.parentElement;
    if (!p) return;
    const nodes = items.map(asNode);
    for (const n of nodes) n.remove();
    const at = p.children.indexOf(this);
    p.children.splice(at, 1, ...nodes);
    for (const n of nodes) n.parentElement = p;
    this.parentElement = null;
  }
  get inert(): boolean {
    return this.hasAttribute("inert");
  }
  set inert(value: boolean) {
    if (value) this.setAttribute("inert", "");
    else this.removeAttribute("inert");
  }
  insertAdjacentElement(where: string, el: FakeElement): FakeElement {
    const p = this.parentElement;
    if (where !== "afterend" || !p) throw new Error(`insertAdjacentElement ${where} not supported here`);
    el.remove();
    el.parentElement = p;
    p.children.splice(p.children.indexOf(this) + 1, 0, el);
    return el;
  }

  /** This element and its ancestors, nearest first. */
  path(): FakeElement[] {
    const out: FakeElement[] = [this];
    while (out.at(-1)!.parentElement) out.push(out.at(-1)!.parentElement!);
    return out;
  }
  /** Every element below this one, in document order. */
  descendants(): FakeElement[] {
    return this.children.flatMap((c) => [c, ...c.descendants()]);
  }
  matches(selector: string): boolean {
    return selector.split(",").some((s) => matchesChain(this, s.trim().split(/\s+/)));
  }
  querySelectorAll(selector: string): FakeElement[] {
    return this.descendants().filter((d) => d.matches(selector));
  }
  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  closest(selector: string): FakeElement | null {
    return this.path().find((e) => e.matches(selector)) ?? null;
  }

  addEventListener(type: string, fn: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  /** Dispatches `type` from this element up through its ancestors, as a bubbling event does. */
  dispatch(type: string, init: { shiftKey?: boolean; key?: string } = {}): FakeEvent {
    let stopped = false;
    const event: FakeEvent = {
      type,
      target: this,
      currentTarget: null,
      shiftKey: init.shiftKey ?? false,
      key: init.key,
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
      stopPropagation() {
        stopped = true;
      },
    };
    for (const e of this.path()) {
      if (stopped) break;
      event.currentTarget = e;
      for (const fn of e.listeners.get(type) ?? []) fn(event);
    }
    return event;
  }
  /** A click as a user makes it: ignored on a disabled button, as a browser does. */
  click(init: { shiftKey?: boolean } = {}): FakeEvent | null {
    return this.disabled ? null : this.dispatch("click", init);
  }
  focus(): void {
    this.focused = true;
  }
}

/** A string appended as a node: a text node, here an element that matches no selector. */
function asNode(item: FakeElement | string): FakeElement {
  if (typeof item !== "string") return item;
  const text = new FakeElement("#text");
  text.textContent = item;
  return text;
}

/** One compound selector: tag, #id, .class, [attr], [attr=value] (quoted or not). */
function matchesCompound(el: FakeElement, compound: string): boolean {
  const parts = compound.match(/^[a-zA-Z][\w-]*|#[\w-]+|\.[\w-]+|\[[^\]]+\]/g) ?? [];
  if (parts.join("") !== compound) throw new Error(`selector not supported by the test DOM: ${compound}`);
  return parts.every((p) => {
    if (p.startsWith("#")) return el.id === p.slice(1);
    if (p.startsWith(".")) return el.classList.contains(p.slice(1));
    if (p.startsWith("[")) {
      const m = /^\[([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\]]*)))?\]$/.exec(p);
      if (!m) throw new Error(`selector not supported by the test DOM: ${p}`);
      const value = el.getAttribute(m[1]!);
      const wanted = m[2] ?? m[3] ?? m[4];
      return wanted === undefined ? value !== null : value === wanted;
    }
    return el.tagName === p.toUpperCase();
  });
}

/** A descendant chain ("a .b [c]"): the last part matches the element, the others an ancestor each. */
function matchesChain(el: FakeElement, chain: string[]): boolean {
  if (!matchesCompound(el, chain.at(-1)!)) return false;
  let rest = chain.slice(0, -1);
  for (let a = el.parentElement; a && rest.length; a = a.parentElement)
    if (matchesCompound(a, rest.at(-1)!)) rest = rest.slice(0, -1);
  return rest.length === 0;
}

/** Installs `document` (createElement only) as a global; undo with `vi.unstubAllGlobals()`. */
export function installDom(): void {
  vi.stubGlobal("document", { createElement: (tag: string) => new FakeElement(tag) });
  vi.stubGlobal("CSS", { escape: (s: string) => s.replace(/["\\]/g, "\\$&") });
}

/** The element whose accessible name (aria-label or text) is `name`, below `root`. */
export function byLabel(root: FakeElement, name: string): FakeElement {
  const found = root
    .querySelectorAll("button")
    .filter((b) => (b.getAttribute("aria-label") ?? b.textContent.trim()) === name);
  if (found.length !== 1) throw new Error(`${found.length} buttons named "${name}"`);
  return found[0]!;
}
