import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardFaces, writeCardFaces } from "../../scripts/lib/card-faces.mjs";
import { cardKey, deckWithJokers } from "../../src/rules/core";
import { CARD_BACK, faceImage } from "../../src/shell/decks/faces";

/**
 * The system's own card art (scripts/lib/card-faces.mjs): one SVG per card key the rules core
 * writes, both Jokers and a back, each a well-formed standalone SVG, written where the deck
 * service's face paths point and shipped in the built system.
 */

const KEYS = [...deckWithJokers().map(cardKey), "back"];

/** Tags balance and every attribute is quoted: enough of XML well-formedness to catch a broken face. */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  for (const [, close, name, attrs, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    if (!/^(\s+[\w:-]+="[^"<]*")*\s*$/.test(attrs!))
      problems.push(`<${name}> has a malformed attribute: ${attrs}`);
    if (close) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`);
    } else if (!selfClose) stack.push(name!);
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(", ")}`);
  if (/&(?!amp;|lt;|gt;|quot;|#)/.test(svg)) problems.push("a bare ampersand");
  return problems;
}

describe("card faces", () => {
  const faces = cardFaces();

  it("draws one face per card key (52 + two Jokers) and a back", () => {
    expect(faces.map((f) => f.key)).toEqual(KEYS);
    expect(new Set(faces.map((f) => f.svg)).size, "no two faces alike").toBe(55);
  });

  it("makes every face a well-formed SVG of card proportions, titled for screen readers", () => {
    for (const { key, svg } of faces) {
      expect(svg, key).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 280"/);
      expect(svg.trimEnd(), key).toMatch(/<\/svg>$/);
      expect(svg, key).toMatch(/<title>[^<]+<\/title>/);
      expect(xmlProblems(svg), key).toEqual([]);
    }
  });

  it("tells the two Jokers apart and colours hearts and diamonds red", () => {
    const svg = (key: string) => faces.find((f) => f.key === key)!.svg;
    expect(svg("JokerR")).not.toEqual(svg("JokerB"));
    expect(svg("QH")).toContain("#b3261e");
    expect(svg("QS")).not.toContain("#b3261e");
  });

  it("writes them where the deck service's face paths point", () => {
    const out = mkdtempSync(join(tmpdir(), "sgs-cards-"));
    expect(writeCardFaces(out)).toBe(55);
    const files = readdirSync(join(out, "assets", "cards")).sort();
    expect(files).toEqual(KEYS.map((k) => `${k}.svg`).sort());
    for (const card of deckWithJokers()) {
      const path = faceImage(card).replace("systems/six-gun-sound/", "");
      expect(existsSync(join(out, path)), path).toBe(true);
    }
    expect(existsSync(join(out, CARD_BACK.replace("systems/six-gun-sound/", "")))).toBe(true);
  });

  it("ships them in the built system (run `npm run build` first)", () => {
    const built = readdirSync("dist/assets/cards").sort();
    expect(built).toEqual(KEYS.map((k) => `${k}.svg`).sort());
    expect(readFileSync("dist/assets/cards/QS.svg", "utf8")).toBe(faces.find((f) => f.key === "QS")!.svg);
  });
});
