import { I18N, SYSTEM_ID } from "../../config";
import type { CardFlags } from "./cards";
import { cardControls } from "./controls";
import { fgame, fv, localize, notify, type FActor, type FMessage } from "../foundry";
import {
  askGM,
  autoApply,
  onRequestMessage,
  onRequestUpdated,
  requestOf,
  runSystemFollowUps,
} from "../queries/register";

/**
 * The delegated click handler of every Six Gun Sound card, wired in `renderChatMessageHTML`. It
 * never throws into Foundry. An "Apply" already made, or made by the system itself, shows as a
 * state ("Applied to …"), not a button; a next step already taken shows as done; a button shows
 * only to users who may use it (`cardControls`). Hiding is for clarity only: the active GM decides
 * every click again from what the server recorded (`src/shell/queries/register.ts`).
 */

function cardOf(message: FMessage): CardFlags | null {
  const card = message.getFlag(SYSTEM_ID, "card") as CardFlags | undefined;
  return card && typeof card === "object" && Array.isArray(card.groups) ? card : null;
}

function isOwner(uuid: string): boolean {
  const doc = fv().fromUuidSync?.(uuid) as FActor | null | undefined;
  return Boolean(doc?.isOwner);
}

/** A control that is done: a green "Applied to …" / "… : done" state in place of the button. */
function showDone(slot: HTMLElement, text: string): void {
  const state = document.createElement("p");
  state.className = "sgs-state done";
  state.dataset.sgsState = "done";
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-check";
  icon.inert = true;
  state.append(icon, ` ${text}`);
  slot.replaceWith(state);
}

/** Draws each "Apply" and each next step as `cardControls` decided for this user. */
function drawControls(message: FMessage, html: HTMLElement, card: CardFlags): void {
  const controls = cardControls(
    card,
    { isGM: fgame().user.isGM, owns: isOwner },
    Date.now() - (message.timestamp ?? 0),
  );
  for (const group of card.groups) {
    const id = CSS.escape(group.id);
    const button = html.querySelector<HTMLButtonElement>(`[data-sgs-action="apply"][data-group="${id}"]`);
    const state = html.querySelector<HTMLElement>(`[data-sgs-state="apply"][data-group="${id}"]`);
    const control = controls.groups[group.id];
    if (control === "applied") {
      const slot = state ?? button;
      if (slot) showDone(slot, localize(`${I18N}.Chat.AppliedTo`, { name: group.name }));
      if (state) button?.remove();
      continue;
    }
    if (state) state.hidden = control !== "applying";
    if (button) {
      button.hidden = control !== "button";
      // An automatic Apply's button is hidden by its stylesheet until it is offered here.
      if (control === "button") delete button.dataset.auto;
    }
  }
  controls.followUps.forEach((control, index) => {
    const button = html.querySelector<HTMLButtonElement>(
      `[data-sgs-action="followUp"][data-index="${index}"]`,
    );
    if (!button) return;
    if (control === "used") {
      const what = (button.querySelector(".sgs-follow-what")?.textContent ?? "").replace(/\s+/g, " ").trim();
      showDone(button, `${what} · ${localize(`${I18N}.Chat.Used`)}`);
    } else button.hidden = control === "hidden";
  });
}

export function onRenderChatMessage(message: FMessage, html: HTMLElement): void {
  try {
    // A request to the GM is bookkeeping, not a message: nobody sees it (the GM deletes it).
    if (requestOf(message)) {
      html.hidden = true;
      html.style.display = "none";
      return;
    }
    const card = cardOf(message);
    if (!card) return;
    drawControls(message, html, card);
    if (html.dataset.sgsWired === "1") return;
    html.dataset.sgsWired = "1";
    html.addEventListener("click", (event) => void onClick(message, event));
  } catch (error) {
    console.error("six-gun-sound | chat card", error);
  }
}

async function onClick(message: FMessage, event: MouseEvent): Promise<void> {
  const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-sgs-action]");
  if (!target) return;
  event.preventDefault();
  const button = target as HTMLButtonElement;
  if (button.disabled) return;
  button.disabled = true;
  try {
    if (!cardOf(message)) return;
    if (target.dataset.sgsAction === "apply")
      await askGM({ kind: "apply", messageId: message.id, group: target.dataset.group ?? "" });
    else if (target.dataset.sgsAction === "followUp")
      await askGM({ kind: "followUp", messageId: message.id, index: Number(target.dataset.index) });
  } catch (error) {
    console.error("six-gun-sound | card action", error);
    notify("error", `${I18N}.Chat.Failed`, { reason: String((error as Error)?.message ?? error) });
  } finally {
    button.disabled = false;
  }
}

/**
 * On the active GM: a request message is handled (and deleted); a card's automatic buttons are
 * applied once its dice have landed, then the next steps of figures the system runs are rolled.
 */
export async function onCreateChatMessage(message: FMessage): Promise<void> {
  try {
    if (!fgame().users.activeGM?.isSelf) return;
    if (requestOf(message)) return await onRequestMessage(message);
    if (!cardOf(message)) return;
    // Dice So Nice: apply once the dice have landed.
    const dsn = fv().game.dice3d as
      { waitFor3DAnimationByMessageID?: (id: string) => Promise<boolean> } | undefined;
    await dsn?.waitFor3DAnimationByMessageID?.(message.id);
    await autoApply(message);
    // The figures the system runs take their next steps at once (docs/security.md).
    await runSystemFollowUps(message);
  } catch (error) {
    console.error("six-gun-sound | card on creation", error);
  }
}

/** On the requester's client: a refusal the GM noted on his request. */
export function onUpdateChatMessage(message: FMessage): void {
  try {
    onRequestUpdated(message);
  } catch (error) {
    console.error("six-gun-sound | request", error);
  }
}
