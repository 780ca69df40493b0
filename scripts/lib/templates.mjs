/**
 * Where Handlebars templates live in the source tree: each ruleset keeps its own in its package
 * (`src/rulesets/<id>/templates/`). Foundry reads them from one folder, `templates/` in the built
 * system, so the build copies every ruleset's into it (a path two rulesets both use is an error);
 * a template's path relative to its folder is its path under `systems/six-gun-sound/templates/`.
 * The dev tools (gallery, tests, benchmarks) resolve that relative path with `templateFile`.
 */
import { cpSync, existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The template folders that ship: the shell's, and one per ruleset that has templates. */
export function templateRoots() {
  const rulesets = join("src", "rulesets");
  // The shell's own templates (tracker deck panel, GM-table editor) sit under `shell/` in the output.
  return [
    join("src", "shell", "templates"),
    ...readdirSync(rulesets).map((id) => join(rulesets, id, "templates")),
  ].filter((dir) => existsSync(dir) && statSync(dir).isDirectory());
}

/** The test-only fixture ruleset's templates: the gallery and the contract check show it too. */
export const FIXTURE_TEMPLATES = join("tests", "fixtures", "ruleset", "templates");

function walk(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every shipped template: its source file and its path under `templates/`. */
export function templateFiles(roots = templateRoots()) {
  return roots.flatMap((root) =>
    walk(root)
      .filter((file) => file.endsWith(".hbs"))
      .map((file) => ({ file, path: relative(root, file).split(sep).join("/") })),
  );
}

/** The source file of template `path` (relative to `templates/`), from the shipped folders or the fixture's. */
export function templateFile(path, roots = [...templateRoots(), FIXTURE_TEMPLATES]) {
  for (const root of roots) {
    const file = join(root, path);
    if (existsSync(file)) return file;
  }
  return join(roots[0] ?? "templates", path);
}

/** Copies every ruleset's templates into `<outDir>/templates`, refusing two files at one path. */
export function copyTemplates(outDir, roots = templateRoots()) {
  const seen = new Map();
  for (const { file, path } of templateFiles(roots)) {
    if (seen.has(path))
      throw new Error(`templates: ${file} and ${seen.get(path)} are both templates/${path}`);
    seen.set(path, file);
  }
  for (const root of roots) cpSync(root, join(outDir, "templates"), { recursive: true });
  return seen.size;
}
