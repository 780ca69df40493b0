import { I18N, SYSTEM_ID } from "../../config";
import { touchedActors, type CardFlags } from "./cards";
import { fgame, fv, localize, notify, type FActor, type FMessage } from "../foundry";
import { askGM, autoApply, onRequestMessage, onRequestUpdated, requestOf } from "../queries/register";

/**
 * The delegated click handler of every Six Gun Sound card, wired in `renderChatMessageHTML`. It
 * never throws into Foundry. Buttons already applied or used are disabled; a button shows only to
 * users who may use it (the GM; the owner of every figure an "Apply" changes; the owner of a
 * follow-up's figure). Hiding is for clarity only: the active GM decides every
 * click again from what the server recorded (`src/queries/register.ts`).
 */

function cardOf(message: FMessage): CardFlags | null {
  const card = message.getFlag(SYSTEM_ID, "card") as CardFlags | undefined;
  return card && typeof card === "object" && Array.isArray(card.groups) ? card : null;
}

function isOwner(uuid: string): boolean {
  const doc = fv().fromUuidSync?.(uuid) as FActor | null | undefined;
  return Boolean(doc?.isOwner);
}

function markDone(button: HTMLButtonElement, label: string): void {
  button.disabled = true;
  button.classList.add("applied");
  button.textContent = localize(label);
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
    const isGM = fgame().user.isGM;
    for (const group of card.groups) {
      const button = html.querySelector<HTMLButtonElement>(
        `[data-sgs-action="apply"][data-group="${CSS.escape(group.id)}"]`,
      );
      if (!button) continue;
      if (card.applied?.includes(group.id)) markDone(button, `${I18N}.Chat.Applied`);
      else if (!isGM && !touchedActors(group.actions).every(isOwner)) button.hidden = true;
    }
    (card.followUps ?? []).forEach((f, index) => {
      const button = html.querySelector<HTMLButtonElement>(
        `[data-sgs-action="followUp"][data-index="${index}"]`,
      );
      if (!button) return;
      if (card.used?.includes(index)) markDone(button, `${I18N}.Chat.Used`);
      else if (!isGM && !isOwner(f.actor)) button.hidden = true;
    });
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
 * applied once its dice have landed.
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
