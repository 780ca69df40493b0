import { I18N, templatePath } from "../config";
import { fv, localize } from "./foundry";

/**
 * DialogV2 wrappers: each shows a `templates/dialog/*.hbs` form and resolves with the form's values,
 * or null when closed. Shift-click on a roll button, or holding the skip-dialog key, skips them.
 */

let skipHeld = false;

/** Keybinding handlers (registered in settings): the key is held while pressed. */
export function setSkipHeld(held: boolean): boolean {
  skipHeld = held;
  return false;
}

export function skipDialog(event?: { shiftKey?: boolean } | null): boolean {
  return Boolean(event?.shiftKey) || skipHeld;
}

/** Values of a form: checkboxes as booleans, everything else as strings. */
export function readForm(form: HTMLFormElement | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!form) return out;
  for (const el of Array.from(form.elements)) {
    const input = el as HTMLInputElement;
    if (!input.name) continue;
    out[input.name] = input.type === "checkbox" ? input.checked : input.value;
  }
  return out;
}

/**
 * `confirm`: the lang key of the button that submits (the roll buttons say "Roll"). `refresh`: the
 * context for the form as it stands; the parts of the template marked `data-live` (the challenge's
 * target and odds) are rendered again from it whenever the user changes a field.
 */
export async function formDialog(
  template: string,
  context: object,
  title: string,
  width = 380,
  confirm = `${I18N}.Dialog.Roll`,
  refresh?: (data: Record<string, unknown>) => object,
): Promise<Record<string, unknown> | null> {
  const { renderTemplate } = fv().foundry.applications.handlebars;
  const path = templatePath(template);
  const content = await renderTemplate(path, context);
  const live = async (event: Event) => {
    const form = event.currentTarget as HTMLFormElement;
    const fresh = document.createElement("div");
    fresh.innerHTML = await renderTemplate(path, refresh!(readForm(form)));
    const parts = fresh.querySelectorAll("[data-live]");
    form.querySelectorAll("[data-live]").forEach((el, i) => (el.innerHTML = parts[i]?.innerHTML ?? ""));
  };
  const result = await fv().foundry.applications.api.DialogV2.wait({
    window: { title },
    classes: ["six-gun-sound", "sgs-dialog-window"],
    position: { width },
    content,
    rejectClose: false,
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      if (refresh) dialog.element.querySelector("form")?.addEventListener("input", live);
    },
    buttons: [
      {
        action: "roll",
        label: localize(confirm),
        icon: "fa-solid fa-dice",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => readForm(button.form),
      },
      { action: "cancel", label: localize(`${I18N}.Dialog.Cancel`) },
    ],
  });
  return result && typeof result === "object" ? (result as Record<string, unknown>) : null;
}
