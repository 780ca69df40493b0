import type { Browser, BrowserContext } from "playwright-core";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clickOnEnterOrSpace } from "../../src/shell/sheets/keyboard";
import { axeReport, keyboardProblems } from "../helpers/a11y";
import { launchChromium } from "../helpers/browser";

/**
 * Opens every gallery page in headless Chromium (Debian's, or the one the `@sparticuz/chromium` dev
 * dependency ships: see tests/helpers/browser.ts): no console error, no page error, no horizontal
 * overflow of the window, and a screenshot per page in gallery/out/screenshots (git-ignored) for a
 * person to look at. Then accessibility, on the framed element only (the rest is the gallery's own
 * chrome): axe-core must find no serious or critical violation (contrast, form fields without a
 * name, …), and everything that takes a click must be reachable from the keyboard
 * (tests/helpers/a11y.ts). Both themes: the gallery renders each page light and dark.
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
/** One context for every page: a page per test is enough isolation for static files. */
let context: BrowserContext;
/** Time spent inside axe, summed over the pages, reported at the end. */
const axeTime = { ms: 0, pages: 0, started: performance.now() };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  context = await browser.newContext();
});

afterAll(async () => {
  if (axeTime.pages)
    console.log(
      `axe: ${Math.round(axeTime.ms)} ms over ${axeTime.pages} pages (${Math.round(axeTime.ms / axeTime.pages)} ms a page, ` +
        `pages run concurrently); whole file ${Math.round(performance.now() - axeTime.started)} ms`,
    );
  await browser?.close();
});

describe("preview gallery in Chromium", () => {
  it("has pages to open (run `npm run gallery` first)", () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  // Concurrent (up to Vitest's maxConcurrency, 5): Chromium gives each page its own renderer
  // process, so pages and their axe runs share the cores instead of waiting in line. Hence the
  // test's own `expect`.
  it.concurrent.for(pages.map((p) => [p.id, p] as const))(
    "%s renders cleanly and accessibly",
    async ([, entry], { expect }) => {
      const page = await context.newPage();
      await page.setViewportSize({ width: entry.width + 48, height: entry.height + 48 });
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
      page.on("requestfailed", (req) => problems.push(`requestfailed: ${req.url()}`));

      await page.goto(pathToFileURL(join(OUT, entry.file)).href, { waitUntil: "load" });
      // Web fonts load lazily: wait for them so a missing font file shows as a failed request.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
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
      const axe = await axeReport(page, entry.selector);
      axeTime.ms += axe.ms;
      axeTime.pages++;
      const keyboard = await keyboardProblems(page, entry.selector);
      await page.close();

      expect.soft(problems).toEqual([]);
      expect.soft(layout.found).toBe(true);
      expect.soft(layout.text).toBeGreaterThan(0);
      expect.soft(layout.overflowX, "window content scrolls horizontally").toBeLessThanOrEqual(0);
      expect
        .soft(axe.rulesRun, "axe ran the contrast and form-label rules")
        .toEqual(expect.arrayContaining(["color-contrast", "label", "select-name"]));
      expect.soft(axe.failures, "axe: serious or critical violations").toEqual([]);
      expect.soft(keyboard, "clickable but not reachable by keyboard").toEqual([]);
    },
  );
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

describe("the heading face in Chromium", () => {
  it("loads Rye from the fonts/ folder beside the stylesheet and draws headings with it", async () => {
    const entry = pages.find((p) => p.id === "character-sheet-light");
    expect(entry, "gallery page character-sheet-light").toBeDefined();
    const page = await context.newPage();
    const fontRequests: string[] = [];
    page.on("requestfinished", (req) => {
      if (req.resourceType() === "font") fontRequests.push(req.url());
    });
    await page.goto(pathToFileURL(join(OUT, entry!.file)).href, { waitUntil: "load" });
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.replace(/["']/g, "") === "Rye").map((f) => f.status);
    });
    const headingFont = await page.evaluate(
      () => getComputedStyle(document.querySelector(".window-content .sgs-panel-title")!).fontFamily,
    );
    await page.close();
    expect(headingFont).toMatch(/^"?Rye"?,/);
    expect(faces).toContain("loaded");
    expect(fontRequests.some((url) => url.endsWith("/gallery/out/fonts/rye-latin-400-normal.woff2"))).toBe(
      true,
    );
  });
});

describe("the portrait in edit mode, by keyboard", () => {
  it("is reached with Tab and clicked with Enter and Space, once the sheet's key listener is bound", async () => {
    const entry = pages.find((p) => p.id === "character-edit-light");
    expect(entry, "gallery page character-edit-light").toBeDefined();
    const page = await context.newPage();
    await page.goto(pathToFileURL(join(OUT, entry!.file)).href, { waitUntil: "load" });
    // The shell's listener itself, run in the page on the sheet's root, as _onFirstRender binds it.
    await page.locator(".application").evaluate<void, undefined, HTMLElement>(clickOnEnterOrSpace);
    await page.evaluate(() => {
      const portrait = document.querySelector(".sgs-portrait")!;
      portrait.addEventListener("click", () => {
        portrait.setAttribute("data-clicks", String(Number(portrait.getAttribute("data-clicks") ?? 0) + 1));
      });
    });
    let tabs = 0;
    while (tabs < 20 && !(await page.evaluate(() => document.activeElement?.matches(".sgs-portrait")))) {
      await page.keyboard.press("Tab");
      tabs++;
    }
    await page.keyboard.press("Enter");
    await page.keyboard.press(" ");
    const clicks = await page.locator(".sgs-portrait").getAttribute("data-clicks");
    const name = await page.locator(".sgs-portrait").getAttribute("alt");
    await page.close();
    expect(tabs, "Tab presses to reach the portrait").toBeLessThan(20);
    expect(clicks).toBe("2");
    expect(name).toBe("Change the picture");
  });
});

describe("the accessibility checks themselves", () => {
  it("fail on faint text, a select without a name and clickables the keyboard cannot use", async () => {
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>bad</title></head><body>
      <main id="frame">
        <p style="color:#b8b0a0;background:#ffffff">Faint text</p>
        <select name="weapon"><option>Colt</option></select>
        <span data-action="roll">Roll</span>
        <div tabindex="0" data-action="open">Open</div>
        <button type="button" data-action="fine">Fine</button>
        <button type="button" data-action="off" disabled>Off</button>
        <img src="data:," alt="" data-action="" />
      </main>
      <p style="color:#b8b0a0;background:#ffffff">Outside the frame</p>
    </body></html>`);
    const axe = await axeReport(page, "#frame");
    const keyboard = await keyboardProblems(page, "#frame");
    await page.close();
    expect(axe.failures.map((line) => /^\[(\w+)\] ([\w-]+) at /.exec(line)?.slice(1))).toEqual(
      expect.arrayContaining([
        ["serious", "color-contrast"],
        ["critical", "select-name"],
      ]),
    );
    // Only the frame is judged: the faint line outside it is not reported.
    expect(axe.failures.filter((line) => line.includes("color-contrast"))).toHaveLength(1);
    expect(keyboard).toEqual([
      '<span data-action="roll"> "Roll" takes a click but cannot be focused from the keyboard (no tabindex)',
      '<div data-action="open"> "Open" is focusable but has no role: say role="button" (or use a <button>)',
    ]);
  });
});
