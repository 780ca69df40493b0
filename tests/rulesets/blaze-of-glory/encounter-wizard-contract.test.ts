import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { templateFile } from "../../../scripts/lib/templates.mjs";
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
} from "../../foundry/contracts";
import { PLURAL_HELPER } from "../../../src/shell/plural";
import { installFoundryStandIns, windowClasses } from "../../foundry/standin";
import { appContractKit, renderTemplate as render, type GalleryPage } from "../../foundry/app-contract-kit";
import { ENCOUNTER_DEFINITIONS } from "../../../src/rules/blaze-of-glory/encounters";
import { readWizardForm } from "../../../src/rulesets/blaze-of-glory/encounters/flow";

/**
 * The Foundry contracts (docs/foundry-contracts.md) on the encounter wizard, an ApplicationV2 of our
 * own that no sheet registration finds: in every gallery page of it each PART renders one root
 * element and no nested form, every `data-action` has a handler, every field the form shows is read
 * by `readWizardForm`, and every helper is V13 core. The encounter cards sit in the chat log, so
 * they may use no `data-action` at all.
 */

installFoundryStandIns();
const { EncounterWizard } = await import("../../../src/rulesets/blaze-of-glory/encounters/wizard");
const { buildPages, WIZARD_SPEC } = await import("../../../gallery/pages-encounters");
afterAll(() => vi.unstubAllGlobals());

const { parts, handlers } = appContractKit(EncounterWizard);
const pages = buildPages() as GalleryPage[];
const wizardPages = pages.filter((p) => !p.kind);

describe("the encounter wizard's contracts", () => {
  it("the gallery shows the wizard's own PARTS and window classes, each step in both themes", () => {
    expect(wizardPages.map((p) => p.id).sort()).toEqual(
      ["picked", "choose", "rolled", "created"]
        .flatMap((s) => [`encounter-wizard-${s}-light`, `encounter-wizard-${s}-dark`])
        .sort(),
    );
    expect(Object.values(WIZARD_SPEC.parts)).toEqual(parts.map(([, t]) => t));
    const classes = windowClasses(EncounterWizard as never);
    for (const c of WIZARD_SPEC.classes) expect(classes.has(c), c).toBe(true);
  });

  it.each(wizardPages.map((p) => [p.id, p] as const))(
    "%s: one root per PART, actions handled, fields read",
    async (_id, page) => {
      const html = parts.map(([id, template]) => {
        const out = render(template, page.context);
        expect([...partRootProblems(id, out), ...nestedFormProblems(id, out)]).toEqual([]);
        return out;
      });
      const all = html.join("\n");
      expect(actionProblems(all, handlers)).toEqual([]);
      const chosen = (page.context.choose as { selected?: { id: string } } | null)?.selected?.id;
      const def = ENCOUNTER_DEFINITIONS.find((d) => d.id === chosen);
      const read = await keysRead(formValues(all), (data) => readWizardForm(def, data));
      expect(dialogNameProblems(all, read)).toEqual([]);
    },
  );

  it("the steps show what they should: fields on choose, rolls on rolled, the journal on created", () => {
    const html = (id: string) =>
      parts.map(([, t]) => render(t, wizardPages.find((p) => p.id === id)!.context)).join("\n");
    expect(html("encounter-wizard-choose-light")).toContain('name="pickBy"');
    expect(html("encounter-wizard-choose-light")).toContain('data-action="rollSetup"');
    expect(html("encounter-wizard-rolled-light")).toContain('data-action="create"');
    expect(html("encounter-wizard-rolled-light")).toContain("sgs-enc-rolls-table");
    expect(html("encounter-wizard-created-light")).toContain('data-action="openJournal"');
  });

  it("the encounter cards use no core data-action and have one root", () => {
    const cards = pages.filter((p) => p.kind === "chat");
    expect(cards.map((c) => c.templates[0]).sort()).toEqual(
      [
        "chat/encounter-table.hbs",
        "chat/encounter-table.hbs",
        "chat/encounter.hbs",
        "chat/encounter.hbs",
      ].sort(),
    );
    for (const c of cards) {
      const out = render(c.templates[0]!, c.context);
      expect(foreignActionProblems(out)).toEqual([]);
      expect(partRootProblems("card", out)).toEqual([]);
    }
  });

  it("its templates call only V13 core helpers", () => {
    // Core helpers and the one the system registers at init for counted phrases (src/shell/plural.ts).
    const known = new Set([...Object.keys(CORE_HELPERS), PLURAL_HELPER]);
    for (const t of [...parts.map(([, t]) => t), "chat/encounter.hbs", "chat/encounter-table.hbs"]) {
      const file = templateFile(t);
      expect(helperProblems(file, readFileSync(file, "utf8"), known)).toEqual([]);
    }
  });

  it("a broken action, a second root or an unread field would be caught", async () => {
    const page = wizardPages.find((p) => p.id === "encounter-wizard-rolled-light")!;
    const footer = render("encounters/footer.hbs", page.context);
    expect(
      actionProblems(footer.replace('data-action="reroll"', 'data-action="reRoll"'), handlers),
    ).toHaveLength(1);
    expect(partRootProblems("footer", `${footer}<p></p>`)).toHaveLength(1);
    const choose = wizardPages.find((p) => p.id === "encounter-wizard-choose-light")!;
    const html = render("encounters/choose.hbs", choose.context).replace(
      "</fieldset>",
      '<input name="stray"></fieldset>',
    );
    const read = await keysRead(formValues(html), (data) => readWizardForm(undefined, data));
    expect(dialogNameProblems(html, read).join(" ")).toMatch(/stray/);
  });
});
