/**
 * Plural forms through the lang file, the way dnd5e does it: a counted phrase has one key per
 * plural category of the language (`….one`, `….other`; a translation adds `few`, `many`… as its
 * language needs), and `Intl.PluralRules` for the client's language (`game.i18n.lang`) picks one.
 * V13 core has no pluralization helper of its own. `pluralKey` is Foundry-free so the gallery and
 * the view models use the same keys; templates reach it through the `sgsPluralKey` helper.
 */

import { fv } from "./foundry";

const RULES = new Map<string, Intl.PluralRules>();

function rulesFor(lang: string): Intl.PluralRules {
  let rules = RULES.get(lang);
  if (!rules) {
    // An unknown or malformed tag falls back to English rather than throwing inside a render.
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    RULES.set(lang, rules);
  }
  return rules;
}

/** The lang key of `key`'s form for `count` in `lang`, e.g. `SIXGUN.Outfit.groupSize.one`. */
export function pluralKey(key: string, count: number, lang = "en"): string {
  return `${key}.${rulesFor(lang).select(count)}`;
}

/** The name templates call: `{{localize (sgsPluralKey key n) n=n}}`, key naming the `.one`/`.other` pair. */
export const PLURAL_HELPER = "sgsPluralKey";

/**
 * The helper itself, for any Handlebars: a count that is not a number (a missing field) reads as
 * "other" rather than throwing inside a render.
 */
export function pluralKeyHelper(lang: () => string | undefined) {
  return (key: unknown, count: unknown): string => {
    const n = Number(count);
    return pluralKey(String(key), Number.isFinite(n) ? n : 0, lang() ?? "en");
  };
}

/** Registers `sgsPluralKey` with Foundry's Handlebars at init, before any template renders. */
export function registerPluralHelper(): void {
  // The language is read at each render: `game.i18n` is not set up yet at init.
  fv().Handlebars?.registerHelper(
    PLURAL_HELPER,
    pluralKeyHelper(() => fv().game?.i18n?.lang),
  );
}
