/**
 * A small HTML fragment parser for the Foundry contract checks: it builds the node tree a browser
 * builds for `template.innerHTML = html` closely enough to count a part's top-level elements and to
 * read attributes, the way V13's HandlebarsApplicationMixin does with a `<template>` element.
 *
 * It follows the HTML parsing rules that matter for templates: comments, void elements, raw-text
 * elements (script, style, textarea, title), `/>` honoured only inside svg and math, the implied
 * end tags of p, li, dd/dt, option/optgroup, table rows and cells and headings, a stray `</p>`
 * making an empty p, and stray end tags ignored. tests/foundry/contracts.test.ts compares its trees
 * with Chromium's own template parser on every rendered part, so a gap here shows up there.
 */

export interface HtmlElement {
  type: "element";
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | null;
}
export interface HtmlText {
  type: "text";
  text: string;
  parent: HtmlElement | null;
}
export interface HtmlComment {
  type: "comment";
  text: string;
  parent: HtmlElement | null;
}
export type HtmlNode = HtmlElement | HtmlText | HtmlComment;

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
  "param",
  "keygen",
]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"]);
/** Start tags that close an open `<p>` (HTML "in body" insertion mode). */
const CLOSES_P = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "center",
  "details",
  "dialog",
  "dir",
  "div",
  "dl",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "hr",
  "li",
  "dd",
  "dt",
  "main",
  "menu",
  "nav",
  "ol",
  "p",
  "pre",
  "listing",
  "search",
  "section",
  "summary",
  "table",
  "ul",
]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const TABLE_SCOPE = new Set(["html", "table", "template"]);
const DEFAULT_SCOPE = new Set([
  "applet",
  "caption",
  "html",
  "table",
  "td",
  "th",
  "marquee",
  "object",
  "template",
]);
/** Elements that bound the "button scope" search for an open `<p>` or list item. */
const SCOPE = new Set([...DEFAULT_SCOPE, "button"]);
const LIST_SCOPE = new Set([...DEFAULT_SCOPE, "ol", "ul"]);
const TABLE_TAGS = new Set(["table", "caption", "tbody", "thead", "tfoot", "tr", "td", "th"]);
/** The HTML parser's "special" elements: a stray end tag never closes across one of them. */
const SPECIAL = new Set(
  (
    "address applet area article aside base basefont bgsound blockquote body br button caption center col " +
    "colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 " +
    "h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav " +
    "noembed noframes noscript object ol p param plaintext pre script search section select source style " +
    "summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp"
  ).split(" "),
);

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The nodes `template.content` holds after `template.innerHTML = html`. */
export function parseFragment(html: string): HtmlNode[] {
  const root: HtmlElement = { type: "element", tag: "#fragment", attrs: {}, children: [], parent: null };
  const stack: HtmlElement[] = [root];
  const current = () => stack[stack.length - 1]!;
  const append = (node: HtmlNode) => {
    const parent = current();
    node.parent = parent === root ? null : parent;
    const last = parent.children[parent.children.length - 1];
    if (node.type === "text" && last?.type === "text") last.text += node.text;
    else parent.children.push(node);
  };
  const inScope = (tag: string, boundary: Set<string> = SCOPE): number => {
    for (let i = stack.length - 1; i > 0; i--) {
      const t = stack[i]!.tag;
      if (t === tag) return i;
      if (boundary.has(t)) return -1;
    }
    return -1;
  };
  const popTo = (index: number) => {
    if (index > 0) stack.length = index;
  };
  /** An `<li>` (or dd, dt) start tag closes the open one, unless a special element intervenes. */
  const closeListItem = (names: readonly string[]) => {
    for (let i = stack.length - 1; i > 0; i--) {
      const t = stack[i]!.tag;
      if (names.includes(t)) return popTo(i);
      if (SPECIAL.has(t) && t !== "address" && t !== "div" && t !== "p") return;
    }
  };
  const inForeign = () => stack.some((e) => e.tag === "svg" || e.tag === "math");

  const openElement = (tag: string, attrs: Record<string, string>, selfClosing: boolean) => {
    if (CLOSES_P.has(tag)) popTo(inScope("p"));
    if (tag === "li") closeListItem(["li"]);
    if (tag === "dd" || tag === "dt") closeListItem(["dd", "dt"]);
    if (HEADINGS.has(tag) && HEADINGS.has(current().tag)) stack.pop();
    if (tag === "option" && current().tag === "option") stack.pop();
    if (tag === "optgroup") {
      if (current().tag === "option") stack.pop();
      if (current().tag === "optgroup") stack.pop();
    }
    if (tag === "td" || tag === "th") popTo(Math.max(inScope("td", TABLE_SCOPE), inScope("th", TABLE_SCOPE)));
    if (tag === "tr") popTo(inScope("tr", TABLE_SCOPE));
    if (tag === "thead" || tag === "tbody" || tag === "tfoot") {
      popTo(
        Math.max(inScope("thead", TABLE_SCOPE), inScope("tbody", TABLE_SCOPE), inScope("tfoot", TABLE_SCOPE)),
      );
    }
    const element: HtmlElement = { type: "element", tag, attrs, children: [], parent: null };
    append(element);
    if (VOID.has(tag) || (selfClosing && inForeign())) return element;
    stack.push(element);
    return element;
  };

  const closeElement = (tag: string) => {
    if (tag === "br") {
      openElement("br", {}, false);
      return;
    }
    if (tag === "p") {
      const index = inScope("p");
      // A `</p>` with no open p makes an empty p.
      if (index < 0) {
        openElement("p", {}, false);
        stack.pop();
      } else popTo(index);
      return;
    }
    if (SPECIAL.has(tag)) {
      const boundary = tag === "li" ? LIST_SCOPE : TABLE_TAGS.has(tag) ? TABLE_SCOPE : DEFAULT_SCOPE;
      popTo(inScope(tag, boundary));
      return;
    }
    // Any other end tag closes the nearest open element of its name unless a special element
    // (div, section, td...) stands in between; then it is dropped.
    for (let i = stack.length - 1; i > 0; i--) {
      const t = stack[i]!.tag;
      if (t === tag) return popTo(i);
      if (SPECIAL.has(t)) return;
    }
  };

  let i = 0;
  while (i < html.length) {
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4);
      append({ type: "comment", text: html.slice(i + 4, end < 0 ? html.length : end), parent: null });
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith("<!", i) || html.startsWith("<?", i)) {
      const end = html.indexOf(">", i);
      append({ type: "comment", text: html.slice(i + 2, end < 0 ? html.length : end), parent: null });
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const endTag = /^<\/([A-Za-z][^\s/>]*)[^>]*>/.exec(html.slice(i, i + 200));
    if (endTag) {
      closeElement(endTag[1]!.toLowerCase());
      i += endTag[0].length;
      continue;
    }
    if (html[i] === "<" && /[A-Za-z]/.test(html[i + 1] ?? "")) {
      const { tag, attrs, selfClosing, next } = readStartTag(html, i);
      const element = openElement(tag, attrs, selfClosing);
      i = next;
      if (RAW_TEXT.has(tag) && stack[stack.length - 1] === element) {
        const close = html.toLowerCase().indexOf(`</${tag}`, i);
        const text = html.slice(i, close < 0 ? html.length : close);
        if (text) element.children.push({ type: "text", text: decodeEntities(text), parent: element });
        stack.pop();
        i = close < 0 ? html.length : html.indexOf(">", close) + 1 || html.length;
      }
      continue;
    }
    let next = html.indexOf("<", i + 1);
    while (next >= 0 && !/[A-Za-z/!?]/.test(html[next + 1] ?? "")) next = html.indexOf("<", next + 1);
    const end = next < 0 ? html.length : next;
    append({ type: "text", text: decodeEntities(html.slice(i, end)), parent: null });
    i = end;
  }
  return root.children;
}

function readStartTag(html: string, start: number) {
  let i = start + 1;
  let tag = "";
  while (i < html.length && !/[\s/>]/.test(html[i]!)) tag += html[i++];
  const attrs: Record<string, string> = {};
  let selfClosing = false;
  while (i < html.length) {
    while (i < html.length && /\s/.test(html[i]!)) i++;
    if (html[i] === ">") {
      i++;
      break;
    }
    if (html[i] === "/") {
      selfClosing = html[i + 1] === ">";
      i++;
      continue;
    }
    let name = html[i++]!;
    while (i < html.length && !/[\s/>=]/.test(html[i]!)) name += html[i++];
    while (i < html.length && /\s/.test(html[i]!)) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (i < html.length && /\s/.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, end < 0 ? html.length : end);
        i = end < 0 ? html.length : end + 1;
      } else {
        while (i < html.length && !/[\s>]/.test(html[i]!)) value += html[i++];
      }
    }
    const key = name.toLowerCase();
    if (!(key in attrs)) attrs[key] = decodeEntities(value);
  }
  return { tag: tag.toLowerCase(), attrs, selfClosing, next: i };
}

export const isElement = (node: HtmlNode): node is HtmlElement => node.type === "element";

/** Every element of the tree, depth first, in document order. */
export function allElements(nodes: readonly HtmlNode[]): HtmlElement[] {
  const out: HtmlElement[] = [];
  const walk = (list: readonly HtmlNode[]) => {
    for (const node of list) {
      if (node.type !== "element") continue;
      out.push(node);
      walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

export function hasClass(element: HtmlElement, name: string): boolean {
  return (element.attrs.class ?? "").split(/\s+/).includes(name);
}

/** The text content of an element (for `<textarea>` and `<option>` values). */
export function textOf(element: HtmlElement): string {
  return element.children
    .map((c) => (c.type === "text" ? c.text : c.type === "element" ? textOf(c) : ""))
    .join("");
}

/** A short description of an element for messages: `<select name="system.rep">`. */
export function describe(element: HtmlElement): string {
  const keys = ["name", "data-action", "data-tab", "data-group", "data-edit", "class"];
  const shown = keys.filter((k) => k in element.attrs).map((k) => `${k}="${element.attrs[k]}"`);
  return `<${[element.tag, ...shown.slice(0, 2)].join(" ")}>`;
}

/** The tree as one line per element (`depth tag`), for comparing with a browser's parse. */
export function outline(nodes: readonly HtmlNode[], depth = 0): string[] {
  return nodes.flatMap((node) =>
    node.type === "element" ? [`${depth} ${node.tag}`, ...outline(node.children, depth + 1)] : [],
  );
}
