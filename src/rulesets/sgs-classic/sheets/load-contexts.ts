import type * as Contexts from "./contexts";

/** The view-model chunk, loaded once: every sheet awaits this same promise. */
let contexts: Promise<typeof Contexts> | undefined;

export function loadContexts(): Promise<typeof Contexts> {
  contexts ??= import("./contexts");
  return contexts;
}
