import { I18N, SYSTEM_ID } from "../config";
import type { CardFlags } from "../table/actions";
import { touchedActors } from "../table/actions";
import { runFollowUp } from "../table/api";
import { fgame, fv, notify, type FActor, type FMessage } from "../table/foundry";
import { QUERY, applyOnGM, requestApply } from "../queries/register";

/**
 * The delegated click handler of every Six Gun Sound card, wired in `renderChatMessageHTML`. It
 * never throws into Foundry; buttons already applied are disabled, and "Apply" shows only to users
 * who could apply it (the GM, or the owner of every figure it changes).
 */

function cardOf(message: FMessage): CardFlags | null {
  const card = message.getFlag(SYSTEM_ID, "card") as CardFlags | undefined;
  return card && typeof card === "object" && Array.isArray(card.groups) ? card : null;
}

function ownsAll(uuids: string[]): boolean {
  return uuids.every((uuid) => {
    const doc = fv().fromUuidSync?.(uuid) as FActor | null | undefined;
    return Boolean(doc?.isOwner);
  });
}

export function onRenderChatMessage(message: FMessage, html: HTMLElement): void {
  try {
    const card = cardOf(message);
    if (!card) return;
    const isGM = fgame().user.isGM;
    for (const group of card.groups) {
      const button = html.querySelector<HTMLButtonElement>(
        `[data-sgs-action="apply"][data-group="${CSS.escape(group.id)}"]`,
      );
      if (!button) continue;
      if (card.applied?.includes(group.id)) {
        button.disabled = true;
        button.classList.add("applied");
        button.textContent = fgame().i18n.localize(`${I18N}.Chat.Applied`);
      } else if (!isGM && !ownsAll(touchedActors(group.actions))) {
        button.hidden = true;
      }
    }
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
    const card = cardOf(message);
    if (!card) return;
    if (target.dataset.sgsAction === "apply") {
      await requestApply(message.id, target.dataset.group ?? "");
    } else if (target.dataset.sgsAction === "followUp") {
      const index = Number(target.dataset.index);
      const f = card.followUps[index];
      if (!f) return;
      const game = fgame();
      const mine = ownsAll([f.actor]);
      const ownersOnly = f.type === "reaction" || f.type === "redraw";
      if (game.user.isGM || mine || !ownersOnly)
        await runFollowUp(f, { messageId: message.id, index }, event);
      else {
        const gm = game.users.activeGM;
        if (!gm) notify("warn", `${I18N}.Chat.NoGM`);
        else await gm.query(QUERY.followUp, { messageId: message.id, index }, { timeout: 60_000 });
      }
    }
  } catch (error) {
    console.error("six-gun-sound | card action", error);
    notify("error", `${I18N}.Chat.Failed`, { reason: String((error as Error)?.message ?? error) });
  } finally {
    button.disabled = false;
  }
}

/** On the active GM: apply the groups a Hand's card marks as automatic. */
export async function onCreateChatMessage(message: FMessage): Promise<void> {
  try {
    if (!fgame().users.activeGM?.isSelf) return;
    const card = cardOf(message);
    if (!card) return;
    // Dice So Nice: apply once the dice have landed.
    const dsn = fv().game.dice3d as
      { waitFor3DAnimationByMessageID?: (id: string) => Promise<boolean> } | undefined;
    await dsn?.waitFor3DAnimationByMessageID?.(message.id);
    for (const group of card.groups) {
      if (group.auto && !card.applied?.includes(group.id))
        await applyOnGM({ messageId: message.id, group: group.id });
    }
  } catch (error) {
    console.error("six-gun-sound | auto-apply", error);
  }
}
