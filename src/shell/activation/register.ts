import { SYSTEM_ID } from "../../config";
import { fv, type FCombat } from "../foundry";
import type { RulesetDefinition } from "../ruleset-definition";
import type { ActivationDeckPort } from "./deck-port";
import { isCardActivation } from "./types";

/**
 * Card activation in the combat tracker, for a world whose ruleset activates with cards. Only the
 * hook is registered at `init`; the panel and the strategies load on the first render of the
 * tracker, the deck service on the GM's first press (none of it is needed to start the world).
 * Blaze of Glory (dice per side) registers nothing here and keeps its own tracker.
 */
export function registerCardActivation(active: RulesetDefinition): boolean {
  if (!isCardActivation(active.activation)) return false;
  fv().Hooks.on("renderCombatTracker", ((app: { viewed?: FCombat | null } | null, html: unknown) => {
    // Hooks never throw into Foundry: a failure is logged and the core tracker stays as it is.
    void renderWith(active, html, app?.viewed).catch((err) =>
      console.error(`${SYSTEM_ID} | card activation`, err),
    );
  }) as never);
  return true;
}

/** The deck service, loaded when a press first needs it. */
const service = () => import("./deck-service").then((m) => m.loadDeckService());
const lazyDeck: ActivationDeckPort = {
  ensureDeck: async (def, options) => (await service()).ensureDeck(def, options),
  recallDeck: async (handle) => (await service()).recallDeck(handle),
  drawCards: async (handle, options) => (await service()).drawCards(handle, options),
  discardCards: async (handle) => (await service()).discardCards(handle),
};

async function renderWith(ruleset: RulesetDefinition, html: unknown, viewed?: FCombat | null): Promise<void> {
  const { renderPanel } = await import("./tracker");
  await renderPanel(html, { ruleset, deck: lazyDeck }, viewed);
}
