import type { Browser } from "playwright-core";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser";

/**
 * Opens every gallery page in headless Chromium (Debian's, or the one the `@sparticuz/chromium` dev
 * dependency ships: see tests/helpers/browser.ts): no console error, no page error, no horizontal
 * overflow of the window, and a screenshot per page in gallery/out/screenshots (git-ignored) for a
 * person to look at.
 */

const OUT = resolve("gallery/out");
const SHOTS = join(OUT, "screenshots");

interface PageEntry {
  id: string;
  title: string;
  file: string;
  width: number;
  height: number;
  /** The framed element: screenshot and size checks apply to it. */
  selector: string;
  /** The element that must not scroll horizontally. */
  scroller: string;
}

const pages: PageEntry[] = existsSync(join(OUT, "pages.json"))
  ? JSON.parse(readFileSync(join(OUT, "pages.json"), "utf8"))
  : [];

let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe("preview gallery in Chromium", () => {
  it("has pages to open (run `npm run gallery` first)", () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages.map((p) => [p.id, p] as const))("%s renders cleanly", async (_id, entry) => {
    const context = await browser.newContext({
      viewport: { width: entry.width + 48, height: entry.height + 48 },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
    page.on("requestfailed", (req) => problems.push(`requestfailed: ${req.url()}`));

    await page.goto(pathToFileURL(join(OUT, entry.file)).href, { waitUntil: "load" });
    const layout = await page.evaluate(
      ([selector, scroller]) => {
        const frame = document.querySelector<HTMLElement>(selector!);
        const content = document.querySelector<HTMLElement>(scroller!);
        return {
          found: Boolean(frame && content),
          overflowX: content ? content.scrollWidth - content.clientWidth : -1,
          text: frame?.innerText.length ?? 0,
        };
      },
      [entry.selector, entry.scroller],
    );
    await page.locator(entry.selector).screenshot({ path: join(SHOTS, `${entry.id}.png`) });
    await context.close();

    expect(problems).toEqual([]);
    expect(layout.found).toBe(true);
    expect(layout.text).toBeGreaterThan(0);
    expect(layout.overflowX, "window content scrolls horizontally").toBeLessThanOrEqual(0);
  });
});

describe("the shoot dialog in Chromium", () => {
  it("shows a target's cover-table row only while bulletproof cover or woods is chosen", async () => {
    const entry = pages.find((p) => p.id === "table-dialog-shoot-one-light");
    expect(entry, "gallery page table-dialog-shoot-one-light").toBeDefined();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(pathToFileURL(join(OUT, entry!.file)).href, { waitUntil: "load" });
    const cover = page.locator('select[name="targets.0.cover"]');
    const row = page.locator(".sgs-cover-row").first();
    const shown: Record<string, boolean> = {};
    for (const kind of ["bulletproof", "none", "obscuring", "woods"]) {
      await cover.selectOption(kind);
      shown[kind] = await row.isVisible();
    }
    await context.close();
    expect(shown).toEqual({ bulletproof: true, none: false, obscuring: false, woods: true });
  });
});
