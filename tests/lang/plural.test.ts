import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { PLURAL_HELPER, pluralKey, registerPluralHelper } from "../../src/shell/plural";
import { readJSON } from "../helpers/files";

/**
 * Counted phrases read right for one and for many: the lang file keeps a form per plural category,
 * the shell's `sgsPluralKey` helper (and the gallery's stand-in for it) picks the form.
 */

const lang = readJSON<Record<string, unknown>>("lang/en.json");
const standins = (await import(/* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href)) as {
  createRenderer(lang: object): { hbs: { compile(source: string): (context: object) => string } };
};
const render = (source: string, context: object) =>
  standins.createRenderer(lang).hbs.compile(source)(context);

/** Every string of the lang file with its dotted path. */
function strings(node: unknown, path = ""): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
}

describe("plural forms in English", () => {
  it("picks .one for 1 and .other for 2 (and for 0)", () => {
    expect(pluralKey("SIXGUN.Chat.PoolSize", 1, "en")).toBe("SIXGUN.Chat.PoolSize.one");
    expect(pluralKey("SIXGUN.Chat.PoolSize", 2, "en")).toBe("SIXGUN.Chat.PoolSize.other");
    expect(pluralKey("SIXGUN.Chat.PoolSize", 0, "en")).toBe("SIXGUN.Chat.PoolSize.other");
  });

  it("a template reads '1 die' and '2 dice', '1 shot' and '20 shots'", () => {
    const pool = '{{localize (sgsPluralKey "SIXGUN.Chat.PoolSize" n) n=n}}';
    expect(render(pool, { n: 1 })).toBe("1 die");
    expect(render(pool, { n: 2 })).toBe("2 dice");
    const spread = '{{localize (sgsPluralKey "SIXGUN.Dialog.Spread" n) n=n}}';
    expect(render(spread, { n: 1 })).toBe("Up to 1 die in all.");
    expect(render(spread, { n: 3 })).toBe("Up to 3 dice in all.");
    const head = '{{localize (sgsPluralKey "SIXGUN.Chat.Head.nobodyHit" n) n=n}}';
    expect(render(head, { n: 1 })).toBe("Nobody is hit after 1 shot");
    expect(render(head, { n: 20 })).toBe("Nobody is hit after 20 shots");
  });

  it("leaves no count in front of a plural noun without its forms", () => {
    const counted =
      /\{(?:n|count)\}\s+(?:[a-z]+\s+)?(?:dice|figures|shots|documents|members|kills|wounds|choices|choice\(s\))\b/;
    const bare = strings(lang).filter(
      ([path, text]) => counted.test(text) && !/\.(?:one|other|few|many|two|zero)$/.test(path),
    );
    expect(bare).toEqual([]);
  });
});

describe("the shell's sgsPluralKey helper", () => {
  const g = globalThis as Record<string, unknown>;
  const saved = { Handlebars: g.Handlebars, game: g.game };
  afterEach(() => {
    Object.assign(globalThis, saved);
  });

  it("is registered with Foundry's Handlebars and follows the client's language at each render", () => {
    const helpers = new Map<string, (key: unknown, count: unknown) => string>();
    const i18n = { lang: "en" };
    Object.assign(globalThis, {
      Handlebars: {
        registerHelper: (name: string, fn: (key: unknown, count: unknown) => string) => helpers.set(name, fn),
      },
      game: { i18n },
    });
    registerPluralHelper();
    const helper = helpers.get(PLURAL_HELPER)!;
    expect(helper("K", 1)).toBe("K.one");
    expect(helper("K", 2)).toBe("K.other");
    expect(helper("K", 0)).toBe("K.other");
    i18n.lang = "fr"; // French counts 0 as one
    expect(helper("K", 0)).toBe("K.one");
    expect(helper("K", undefined)).toBe("K.one");
  });

  it("does not throw at init where there is no Handlebars", () => {
    Object.assign(globalThis, { Handlebars: undefined });
    expect(() => registerPluralHelper()).not.toThrow();
  });
});

// The gallery's stand-in must agree with the shell's helper, or the screenshots would lie.
it("the gallery's stand-in picks the same key as the shell", () => {
  const src = readFileSync("gallery/standins.mjs", "utf8");
  expect(src).toContain("sgsPluralKey");
  for (const n of [0, 1, 2, 5]) expect(render('{{sgsPluralKey "K" n}}', { n })).toBe(pluralKey("K", n, "en"));
});
