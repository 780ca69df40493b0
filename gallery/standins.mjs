/**
 * Small stand-ins for the Foundry Handlebars helpers our templates call. They follow the documented
 * V13 behaviour closely enough to lay the page out; they record every localization key that is
 * missing from lang/en.json so the gallery can fail on it.
 */
import Handlebars from "handlebars";

const ENGLISH_PLURALS = new Intl.PluralRules("en");

export function createRenderer(lang) {
  const hbs = Handlebars.create();
  const missing = new Set();

  const lookup = (key) => {
    // Foundry's localize returns the empty string for an empty key.
    if (key === "" || key === null || key === undefined) return "";
    const value = String(key)
      .split(".")
      .reduce((node, part) => (node && typeof node === "object" ? node[part] : undefined), lang);
    if (typeof value === "string") return value;
    missing.add(String(key));
    return String(key);
  };
  const format = (key, data) =>
    lookup(key).replace(/\{(\w+)\}/g, (m, name) => (name in data ? String(data[name]) : m));

  hbs.registerHelper("localize", (key, options) => {
    const hash = options?.hash ?? {};
    return Object.keys(hash).length ? format(key, hash) : lookup(key);
  });

  // V13 selectOptions: choices as an object {value: label} or an array; `selected`, `localize`, `blank`.
  hbs.registerHelper("selectOptions", (choices, options) => {
    const { selected = null, localize = false, blank = null } = options.hash;
    const escape = Handlebars.escapeExpression;
    const entries = Array.isArray(choices)
      ? choices.map((c) => (typeof c === "object" ? [c.value, c.label] : [c, c]))
      : Object.entries(choices ?? {});
    const chosen = new Set([selected].flat().map(String));
    const html = [];
    if (blank !== null) html.push(`<option value="">${escape(localize ? lookup(blank) : blank)}</option>`);
    for (const [value, label] of entries) {
      const text = localize ? lookup(label) : label;
      const sel = chosen.has(String(value)) ? " selected" : "";
      html.push(`<option value="${escape(value)}"${sel}>${escape(text)}</option>`);
    }
    return new Handlebars.SafeString(html.join(""));
  });

  for (const [name, fn] of Object.entries({
    eq: (a, b) => a === b,
    ne: (a, b) => a !== b,
    lt: (a, b) => a < b,
    gt: (a, b) => a > b,
    lte: (a, b) => a <= b,
    gte: (a, b) => a >= b,
    not: (a) => !a,
    and: (...args) => args.slice(0, -1).every(Boolean),
    or: (...args) => args.slice(0, -1).some(Boolean),
    concat: (...args) => args.slice(0, -1).join(""),
    // V13 ifThen: the second argument when the first is truthy, else the third.
    ifThen: (criteria, ifTrue, ifFalse) => (criteria ? ifTrue : ifFalse),
    // The system's own (src/shell/plural.ts, registered at init), for the gallery's English.
    sgsPluralKey: (key, count) => {
      const n = Number(count);
      return `${key}.${ENGLISH_PLURALS.select(Number.isFinite(n) ? n : 0)}`;
    },
    checked: (v) => (v ? "checked" : ""),
    disabled: (v) => (v ? "disabled" : ""),
    numberFormat: (v, options) => {
      const { decimals = 0, sign = false } = options.hash;
      const n = Number(v).toFixed(decimals);
      return sign && Number(v) >= 0 ? `+${n}` : n;
    },
  })) {
    hbs.registerHelper(name, fn);
  }

  return { hbs, missing, localize: lookup };
}
