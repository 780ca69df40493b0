import { templatePath } from "../../config";

/**
 * A sheet's window classes, size and templates, Foundry-free so the gallery frames its pages
 * exactly as the live sheets are; each ruleset declares its own (`sheets/sheet-specs.ts`).
 */
export interface SheetSpec {
  classes: string[];
  width: number;
  height: number;
  /** Template paths relative to templates/, one per PART, in render order. */
  parts: Record<string, string>;
}

export function windowOptions(spec: SheetSpec) {
  return { classes: spec.classes, position: { width: spec.width, height: spec.height } };
}

/** A sheet's `PARTS`: one entry per template, scrolling kept except for the fixed parts named. */
export function sheetParts(spec: SheetSpec, fixed: readonly string[] = []) {
  return Object.fromEntries(
    Object.entries(spec.parts).map(([id, path]) => [
      id,
      fixed.includes(id)
        ? { template: templatePath(path) }
        : { template: templatePath(path), scrollable: [""] },
    ]),
  );
}
