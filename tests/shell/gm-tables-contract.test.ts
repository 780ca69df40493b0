import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { templateFile } from "../../scripts/lib/templates.mjs";
import {
  actionProblems,
  CORE_HELPERS,
  dialogNameProblems,
  foreignActionProblems,
  formValues,
  helperProblems,
  keysRead,
  nestedFormProblems,
  partRootProblems,
} from "../foundry/contracts";
import { installFoundryStandIns, windowClasses } from "../foundry/standin";
import { appContractKit, renderTemplate as render, type GalleryPage } from "../foundry/app-contract-kit";
import { FYH_GM_TABLES } from "../../src/rules/fill-yore-hands/tables";
import { readEditorForm } from "../../src/shell/gm-tables/view";

/**
 * The Foundry contracts (docs/foundry-contracts.md) on the GM-table editor, an ApplicationV2 of our
 * own that no sheet registration finds: each PART renders one root element and no nested form in
 * every gallery page of it, every `data-action` has a handler, every field the form shows is read
 * by `readEditorForm`, and every helper is V13 core. The missing-table card sits in the chat log,
 * so it may use no `data-action` at all.
 */

installFoundryStandIns();
const { GmTablesEditor } = await import("../../src/shell/gm-tables/editor");
const { buildPages, EDITOR_SPEC } = await import("../../gallery/pages-gm-tables");
afterAll(() => vi.unstubAllGlobals());

const { parts, handlers } = appContractKit(GmTablesEditor);
const pages = buildPages() as GalleryPage[];
const editorPages = pages.filter((p) => !p.kind);

describe("the GM-table editor's contracts", () => {
  it("the gallery shows the editor's own PARTS and window classes", () => {
    expect(editorPages.length).toBeGreaterThanOrEqual(6);
    expect(Object.values(EDITOR_SPEC.parts)).toEqual(parts.map(([, t]) => t));
    const classes = windowClasses(GmTablesEditor as never);
    for (const c of EDITOR_SPEC.classes) expect(classes.has(c), c).toBe(true);
  });

  it.each(editorPages.map((p) => [p.id, p] as const))(
    "%s: one root per PART, actions handled, fields read",
    async (_id, page) => {
      const html = parts.map(([id, template]) => {
        const out = render(template, page.context);
        expect([...partRootProblems(id, out), ...nestedFormProblems(id, out)]).toEqual([]);
        return out;
      });
      const all = html.join("\n");
      expect(actionProblems(all, handlers)).toEqual([]);
      expect(all).toContain('data-action="selectTable"');
      const def = FYH_GM_TABLES.find((t) => t.id === (page.context.table as { id: string }).id)!;
      const read = await keysRead(formValues(all), (data) => readEditorForm(def, data));
      expect(dialogNameProblems(all, read)).toEqual([]);
      expect(formValues(all)).not.toEqual({});
    },
  );

  it("the missing-table card uses no core data-action and has one root", () => {
    const cards = pages.filter((p) => p.kind === "chat");
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      const out = render("shell/missing-table.hbs", c.context);
      expect(foreignActionProblems(out)).toEqual([]);
      expect(partRootProblems("card", out)).toEqual([]);
    }
  });

  it("its templates call only V13 core helpers", () => {
    const known = new Set(Object.keys(CORE_HELPERS));
    for (const t of ["shell/gm-tables.hbs", "shell/gm-tables-footer.hbs", "shell/missing-table.hbs"]) {
      const file = templateFile(t);
      expect(helperProblems(file, readFileSync(file, "utf8"), known)).toEqual([]);
    }
  });

  it("a broken action or a second root would be caught", () => {
    const page = editorPages[0]!;
    const html = render("shell/gm-tables-footer.hbs", page.context);
    expect(
      actionProblems(html.replace('data-action="exportJson"', 'data-action="exportJSON"'), handlers),
    ).toHaveLength(1);
    expect(partRootProblems("footer", `${html}<p></p>`)).toHaveLength(1);
  });
});
