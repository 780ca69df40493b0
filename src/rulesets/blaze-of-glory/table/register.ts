import { registerRolls } from "../../../shell/dice/rolls";
import { onCreateChatMessage, onRenderChatMessage, onUpdateChatMessage } from "../../../shell/chat/handler";
import { clearStaleRequests, registerQueries } from "../../../shell/queries/register";
import { registerQueryPermissionCheck } from "../../../shell/queries/permission";
import { registerCombat } from "../combat/register";
import { lazyTableApi } from "../load";
import { fgame, fv, type FActor, type FMessage } from "../../../shell/foundry";
import { addActionHud, addReactionHud, addSystemRunHud } from "./token-hud";
import { hasPlayerOwner, isSystemRun, setSystemRun } from "./system-run";
import { quickActionRunner } from "./quick-actions";
import { registerTableSettings } from "./settings";

/**
 * Everything issue 5 adds to Foundry, registered in `init`: world settings and the skip-dialog key,
 * the Roll subclasses, the query handlers, the chat-card and combat-tracker hooks and the token
 * HUD's action and reaction palettes. (The definition's `api()` gives `game.sixGunSound`.)
 */
export function registerTable(): void {
  const api = lazyTableApi();
  registerTableSettings();
  registerRolls();
  registerQueries();
  registerQueryPermissionCheck();
  registerCombat();
  const { Hooks } = fv();
  Hooks.on("renderChatMessageHTML", ((message: FMessage, html: HTMLElement) =>
    onRenderChatMessage(message, html)) as never);
  Hooks.on("createChatMessage", ((message: FMessage) => void onCreateChatMessage(message)) as never);
  Hooks.on("updateChatMessage", ((message: FMessage) => onUpdateChatMessage(message)) as never);
  const act = quickActionRunner(api);
  Hooks.on("renderTokenHUD", ((hud: { actor?: FActor | null }, html: HTMLElement) => {
    addActionHud(hud, html, act);
    addReactionHud(hud, html, (actor, test, event) => api.rollReaction(actor, test, { event }));
    addSystemRunHud(hud, html, {
      isGM: fgame().user.isGM,
      isRun: isSystemRun,
      playerOwned: hasPlayerOwner,
      set: async (actor, on) => {
        await setSystemRun(actor, on);
        (hud as { render?: () => unknown }).render?.();
      },
    });
  }) as never);
  Hooks.once("ready", (() => {
    clearStaleRequests().catch((error: unknown) => console.error("six-gun-sound | stale requests", error));
  }) as never);
}
