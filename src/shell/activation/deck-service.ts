import type { ActivationDeckPort } from "./deck-port";

/** The live deck service (`src/shell/decks/service.ts`), loaded on the GM's first press. */
export async function loadDeckService(): Promise<ActivationDeckPort> {
  return import("../decks/service");
}
