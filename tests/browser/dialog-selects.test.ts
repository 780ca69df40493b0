import type { Browser } from "playwright-core";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser";

/**
 * The roll dialogs' selects, in Chromium: every choice a select offers must show whole once chosen,
 * not cut to its first letters by a narrow column (run `npm run gallery` first).
 */

const OUT = resolve("gallery/out");
const pages: { id: string; file: string; width: number; height: number }[] = existsSync(
  join(OUT, "pages.json"),
)
  ? JSON.parse(readFileSync(join(OUT, "pages.json"), "utf8"))
  : [];
const dialogs = pages.filter((p) => /^table-dialog-.*-light$/.test(p.id));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("dialog selects in Chromium", () => {
  it("has dialog pages to open", () => {
    expect(dialogs.length).toBeGreaterThan(0);
  });

  it.for(dialogs.map((p) => [p.id, p] as const))("%s: every choice fits its select", async ([, entry]) => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: entry.width + 48, height: entry.height + 48 });
    await page.goto(pathToFileURL(join(OUT, entry.file)).href, { waitUntil: "load" });
    const cut = await page.evaluate(() => {
      const canvas = document.createElement("canvas").getContext("2d")!;
      const out: string[] = [];
      for (const select of Array.from(document.querySelectorAll("select"))) {
        // A select hidden with its row (the cover table's, in the open) has no width to check.
        if (select.getClientRects().length === 0) continue;
        const style = getComputedStyle(select);
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // The room for text: the box less its padding and the drop-down arrow (about 1.2em).
        const room =
          select.clientWidth -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight) -
          1.2 * parseFloat(style.fontSize);
        for (const option of Array.from(select.options)) {
          const width = canvas.measureText(option.text).width;
          if (width > room)
            out.push(`${select.name}: "${option.text}" needs ${Math.ceil(width)}px of ${Math.floor(room)}`);
        }
      }
      return out;
    });
    await page.close();
    expect(cut).toEqual([]);
  });
});
