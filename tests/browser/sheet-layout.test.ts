import type { Browser, Page } from "playwright-core";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser";

/**
 * What a player reads on Blaze of Glory's sheets is not cut off (issue 13), at each sheet's opening
 * width and at 560 px, in both themes, as the gallery renders them (`npm run build && npm run
 * gallery` first): a select shows its whole choice, a name or a stat label is not clipped to an
 * ellipsis, and the Outfit Leader tag is readable.
 */

const OUT = resolve("gallery/out");

interface PageEntry {
  id: string;
  file: string;
  width: number;
  height: number;
}

const SHEET_PAGE = /^(character|compendium-npc|mount|vehicle|outfit|weapon|attribute)-/;
const pages: PageEntry[] = existsSync(join(OUT, "pages.json"))
  ? (JSON.parse(readFileSync(join(OUT, "pages.json"), "utf8")) as PageEntry[]).filter((p) =>
      SHEET_PAGE.test(p.id),
    )
  : [];

/** Text that must be read whole: names that open documents, stat and rating labels, tags. */
const WHOLE_TEXT = [".sgs-item-name", ".sgs-stat label", ".sgs-rating-label", ".sgs-tag", ".sgs-badge"];

/** Runs in the page: what is cut among the visible selects and texts. */
function cutOff(selectors: string[]): string[] {
  const visible = (el: Element) => el.getClientRects().length > 0;
  const canvas = document.createElement("canvas").getContext("2d")!;
  const out: string[] = [];
  for (const select of document.querySelectorAll<HTMLSelectElement>(".application select")) {
    if (!visible(select)) continue;
    const style = getComputedStyle(select);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = select.selectedOptions[0]?.text ?? "";
    // Room for the text: the box less its padding and, when drawn, the drop-down arrow (~18 px).
    const arrow = style.appearance === "none" ? 0 : 18;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    if (canvas.measureText(text).width > room + 1) out.push(`select "${text}" in ${select.clientWidth}px`);
  }
  for (const el of document.querySelectorAll<HTMLElement>(selectors.map((s) => `.application ${s}`).join())) {
    if (visible(el) && el.scrollWidth > el.clientWidth + 1)
      out.push(`${el.className} "${el.textContent?.trim()}"`);
  }
  return out;
}

/** Runs in the page: the contrast ratio of each Outfit Leader tag's text on its background. */
function starTagContrast(): number[] {
  const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lum = (c: string) => {
    const [r, g, b] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  return [...document.querySelectorAll<HTMLElement>(".application .sgs-tag.is-star")].map((el) => {
    const style = getComputedStyle(el);
    const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(entry: PageEntry): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: entry.width + 48, height: entry.height + 48 } });
  await page.goto(pathToFileURL(join(OUT, entry.file)).href, { waitUntil: "load" });
  return page;
}

describe("the sheets in Chromium", () => {
  it("have gallery pages to open, narrow ones and outfits among them", () => {
    expect(pages.some((p) => p.width === 560 && p.id.startsWith("character-"))).toBe(true);
    expect(pages.some((p) => p.id.startsWith("outfit-"))).toBe(true);
  });

  it.each(pages.map((p) => [p.id, p] as const))("%s: nothing is cut off", async (_id, entry) => {
    const page = await open(entry);
    const cut = await page.evaluate(cutOff, WHOLE_TEXT);
    await page.close();
    expect(cut).toEqual([]);
  });

  it("print the Outfit Leader tag at a readable contrast (4.5:1) in both themes", async () => {
    const outfits = pages.filter((p) => p.id.startsWith("outfit-"));
    const ratios: number[] = [];
    for (const entry of outfits) {
      const page = await open(entry);
      ratios.push(...(await page.evaluate(starTagContrast)));
      await page.close();
    }
    expect(ratios.length).toBeGreaterThan(0);
    for (const r of ratios) expect(r).toBeGreaterThanOrEqual(4.5);
  });
});
