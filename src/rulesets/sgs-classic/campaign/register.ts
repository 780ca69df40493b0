import { I18N } from "../../../config";
import { fgame, localize } from "../../../shell/foundry";
import { loadRuntime } from "../load";

/**
 * The campaign's ways in at start-up, kept tiny: "Monthly turn" (GM only) and "New character"
 * buttons in the Actors directory's header. The flows load with the runtime chunk on the first click.
 */

const C = `${I18N}.Classic`;

function button(
  icon: string,
  labelKey: string,
  data: string,
  run: () => Promise<unknown>,
): HTMLButtonElement {
  const el = document.createElement("button");
  el.type = "button";
  el.dataset[data] = "";
  el.innerHTML = `<i class="${icon}" inert></i> <span></span>`;
  el.querySelector("span")!.textContent = localize(labelKey);
  el.addEventListener("click", () => {
    run().catch((error: unknown) => console.error("six-gun-sound | classic campaign", error));
  });
  return el;
}

export function addCampaignButtons(html: HTMLElement): void {
  const actions = html.querySelector(".header-actions");
  if (!actions || actions.querySelector("[data-classic-new-character]")) return;
  actions.append(
    button("fa-solid fa-user-plus", `${C}.NewChar.Button`, "classicNewCharacter", async () =>
      (await loadRuntime()).TABLE_API.newCharacter(),
    ),
  );
  if (fgame().user?.isGM)
    actions.append(
      button("fa-solid fa-calendar-days", `${C}.Month.Button`, "classicMonthlyTurn", async () =>
        (await loadRuntime()).TABLE_API.monthlyTurn({ confirm: true }),
      ),
    );
}

export function registerCampaignButtons(): void {
  Hooks.on("renderActorDirectory", ((_app: unknown, html: HTMLElement) => {
    try {
      addCampaignButtons(html);
    } catch (error) {
      console.error("six-gun-sound | classic campaign buttons", error);
    }
  }) as never);
}
