/**
 * `HandlebarsApplicationMixin`, typed simply. The one fvtt-types workaround of the sheets lives here.
 *
 * Why: with fvtt-types 13.345.1, `HandlebarsApplicationMixin(ActorSheetV2)` fails with TS2589
 * ("excessively deep") and the attempt is very expensive: measured here, one base class with the
 * mixin over ActorSheetV2 and one over ItemSheetV2 pushed `tsc -p tsconfig.json` past Node's 4 GB
 * default heap (out of memory after 6 minutes), while the same classes over this typing check in
 * well under a minute and 0.4 GB. At run time this is exactly Foundry's mixin; only its static type
 * is narrowed to what our sheets use: the base class's own members, plus `PARTS`.
 */

type SheetClass = abstract new (...args: never[]) => object;

/** One entry of `static PARTS` (V13 `HandlebarsTemplatePart`). */
export interface HandlebarsTemplatePart {
  template: string;
  templates?: string[];
  scrollable?: string[];
  classes?: string[];
  id?: string;
  root?: boolean;
  forms?: Record<string, object>;
}

export interface HandlebarsStatics {
  PARTS: Record<string, HandlebarsTemplatePart>;
}

type Mixin = <T extends SheetClass>(base: T) => T & HandlebarsStatics;

export const HandlebarsApplicationMixin = (
  foundry.applications.api as unknown as { HandlebarsApplicationMixin: Mixin }
).HandlebarsApplicationMixin;
