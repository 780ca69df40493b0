import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyTemplates, templateFile, templateFiles, templateRoots } from "../../scripts/lib/templates.mjs";

/** Each ruleset's templates in its package; Foundry finds them all under the built `templates/`. */
describe("templates per ruleset", () => {
  it("finds Blaze of Glory's templates in its package", () => {
    expect(templateRoots()).toContain(join("src", "rulesets", "blaze-of-glory", "templates"));
    const paths = templateFiles().map((t) => t.path);
    expect(paths).toContain("actor/character/header.hbs");
    expect(paths).toContain("chat/shot.hbs");
  });

  it("ships every template at its path under dist/templates, unchanged", () => {
    for (const { file, path } of templateFiles())
      expect(readFileSync(join("dist", "templates", path), "utf8"), path).toBe(readFileSync(file, "utf8"));
  });

  it("resolves a template's path to its source, the test-only fixture's included", () => {
    expect(templateFile("chat/shot.hbs")).toBe(
      join("src", "rulesets", "blaze-of-glory", "templates", "chat", "shot.hbs"),
    );
    expect(templateFile("fixture/gunhand.hbs")).toBe(
      join("tests", "fixtures", "ruleset", "templates", "fixture", "gunhand.hbs"),
    );
  });

  it("refuses two rulesets' templates at one path", () => {
    const base = mkdtempSync(join(tmpdir(), "sgs-templates-"));
    for (const root of ["a", "b"]) {
      mkdirSync(join(base, root, "chat"), { recursive: true });
      writeFileSync(join(base, root, "chat", "card.hbs"), `<p>${root}</p>`);
    }
    mkdirSync(join(base, "b", "own"), { recursive: true });
    writeFileSync(join(base, "b", "own", "x.hbs"), "<p>x</p>");
    expect(() => copyTemplates(join(base, "out"), [join(base, "a"), join(base, "b")])).toThrow(
      /are both templates\/chat\/card\.hbs/,
    );
    expect(copyTemplates(join(base, "out2"), [join(base, "b")])).toBe(2);
  });
});
