import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * Accessibility checks for a gallery page open in Chromium: axe-core's rules (WCAG 2.x A and AA and
 * axe's best practices) over the framed element, and a keyboard check axe does not make.
 */

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** The impacts that fail a page; "minor" and "moderate" findings are left to review. */
export const FAILING_IMPACTS: readonly string[] = ["serious", "critical"];

/**
 * Rules the check must run, named so that a change of axe's defaults cannot turn them off: text
 * contrast, and a name for every form field (inputs, selects, textareas) and every button and link.
 */
export const REQUIRED_RULES: readonly string[] = [
  "color-contrast",
  "label",
  "select-name",
  "button-name",
  "link-name",
  "aria-input-field-name",
];

export interface AxeReport {
  /** One readable line per failing element: impact, rule, target selector, axe's summary. */
  failures: string[];
  /** Every rule that ran, whatever it found. */
  rulesRun: string[];
  /** Milliseconds inside axe (injection and run). */
  ms: number;
}

/** Runs axe on `selector` (the gallery's frame: the page around it is the gallery's own chrome). */
export async function axeReport(page: Page, selector: string): Promise<AxeReport> {
  const started = performance.now();
  const results: AxeResults = await new AxeBuilder({ page })
    .include(selector)
    .options({
      // Node lists only for violations: passes' node details cost time and nobody reads them.
      resultTypes: ["violations"],
      // No refetching of the stylesheets by XMLHttpRequest (for css-orientation-lock alone): a
      // file:// page may not, and the failed request would read as a broken page.
      preload: false,
      rules: Object.fromEntries(REQUIRED_RULES.map((id) => [id, { enabled: true }])),
    })
    // Gallery pages have no frames, so axe can run in the page itself rather than finishing the run
    // in a second blank page, which costs a page per call.
    .setLegacyMode(true)
    .analyze();
  const ms = performance.now() - started;
  const failures = results.violations
    .filter((rule) => FAILING_IMPACTS.includes(rule.impact ?? ""))
    .flatMap((rule) =>
      rule.nodes.map((node) => {
        const summary = (node.failureSummary ?? rule.help).replace(/\s*\n\s*/g, " ");
        return `[${rule.impact}] ${rule.id} at ${node.target.join(" ")}: ${summary} (${rule.helpUrl})`;
      }),
    );
  const rulesRun = [
    ...results.violations,
    ...results.passes,
    ...results.incomplete,
    ...results.inapplicable,
  ].map((rule) => rule.id);
  return { failures, rulesRun, ms };
}

/**
 * What a click can reach but the keyboard cannot: every element that takes a click by its markup
 * (buttons, links with an address, Foundry's `[data-action]`, the system's `[data-sgs-action]` and
 * `[data-sgs-combat]` controls, content links, `onclick`, `role="button"`) must be focusable
 * (natively or by `tabindex` ≥ 0), and one that is not a native control must say what it is with a
 * role, or a screen reader announces it as plain text. A natively disabled control takes no click,
 * so it is left out; one that only looks disabled (`aria-disabled`, a class) still takes clicks and
 * is checked.
 */
export async function keyboardProblems(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const CLICKABLE =
      "button, a[href], [data-action], [data-sgs-action], [data-sgs-combat], .content-link, [onclick], [role='button']";
    const NATIVE = "button, a[href], input, select, textarea, summary";
    const ROLES = new Set(["button", "link", "checkbox", "radio", "switch", "tab", "menuitem", "option"]);
    const root = document.querySelector(rootSelector);
    if (!root) return [`no element matches ${rootSelector}`];
    const describe = (el: Element) => {
      const cls = [...el.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join("");
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40);
      const action = el.getAttribute("data-action") ?? el.getAttribute("data-sgs-action");
      return `<${el.localName}${cls}${action ? ` data-action="${action}"` : ""}> "${name}"`;
    };
    const problems: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>(CLICKABLE)) {
      // Foundry binds nothing to an empty data-action (templates blank it outside edit mode).
      if (
        el.matches("[data-action='']") &&
        !el.matches(NATIVE) &&
        !el.matches("[onclick], [role='button'], .content-link")
      )
        continue;
      if (el.matches(":disabled")) continue;
      if (el.tabIndex < 0) {
        problems.push(`${describe(el)} takes a click but cannot be focused from the keyboard (no tabindex)`);
        continue;
      }
      if (!el.matches(NATIVE) && !ROLES.has(el.getAttribute("role") ?? ""))
        problems.push(`${describe(el)} is focusable but has no role: say role="button" (or use a <button>)`);
    }
    return problems;
  }, selector);
}
