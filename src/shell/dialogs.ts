import { I18N, SYSTEM_ID, templatePath } from "../config";
import { fgame, fv, localize } from "./foundry";

/**
 * DialogV2 wrappers: each shows a `templates/dialog/*.hbs` form and resolves with the form's values,
 * or null when closed. Shift-click on a roll button, or holding the skip-dialog key, skips them.
 */

/** The modifier keys of a click, as a MouseEvent carries them. */
export interface ClickModifiers {
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** One binding of a keybinding action, as `game.keybindings.get` returns it. */
export interface KeyBinding {
  key: string;
  modifiers?: readonly string[];
}

/** What this needs of V13's `game.keyboard` (KeyboardManager). */
export interface KeyboardState {
  /** `KeyboardEvent#code` of every key held now ("ShiftLeft", "KeyS"...). */
  downKeys: ReadonlySet<string>;
  /** Whether a modifier of `KeyboardManager.MODIFIER_KEYS` ("Shift", "Control", "Alt") is held. */
  isModifierActive(modifier: string): boolean;
}

/** The modifier each modifier key's code belongs to (KeyboardManager.MODIFIER_CODES, inverted). */
const MODIFIER_OF_CODE: Readonly<Record<string, "Shift" | "Control" | "Alt">> = {
  ShiftLeft: "Shift",
  ShiftRight: "Shift",
  ControlLeft: "Control",
  ControlRight: "Control",
  MetaLeft: "Control",
  MetaRight: "Control",
  AltLeft: "Alt",
  AltRight: "Alt",
};

/** Whether the click itself says the modifier was held (Foundry counts Meta as Control). */
function clickHas(modifier: string, click: ClickModifiers | null | undefined): boolean {
  if (!click) return false;
  if (modifier === "Shift") return Boolean(click.shiftKey);
  if (modifier === "Control") return Boolean(click.ctrlKey || click.metaKey);
  if (modifier === "Alt") return Boolean(click.altKey);
  return false;
}

/**
 * Pure: is one of `bindings` held right now? A binding is held when its key is down and each of its
 * modifiers is active, read from the keyboard state at click time; the click's own modifier flags
 * count too (a modifier key bound alone, such as the default ShiftLeft, is held when the click says
 * Shift was).
 */
export function bindingHeld(
  bindings: readonly KeyBinding[] | null | undefined,
  keyboard: KeyboardState | null,
  click?: ClickModifiers | null,
): boolean {
  const active = (modifier: string) =>
    Boolean(keyboard?.isModifierActive(modifier)) || clickHas(modifier, click);
  return (bindings ?? []).some((binding) => {
    const modifier = MODIFIER_OF_CODE[binding.key];
    const down =
      Boolean(keyboard?.downKeys.has(binding.key)) || (modifier ? clickHas(modifier, click) : false);
    return down && (binding.modifiers ?? []).every(active);
  });
}

function isKeyboardState(value: unknown): value is KeyboardState {
  const k = value as Partial<KeyboardState> | null | undefined;
  return !!k && k.downKeys instanceof Set && typeof k.isModifierActive === "function";
}

/** The skip-dialog keybinding (user-remappable in Configure Controls), held at this moment? */
export function skipKeyHeld(click?: ClickModifiers | null): boolean {
  try {
    const game = fgame();
    const keyboard = isKeyboardState(game.keyboard) ? game.keyboard : null;
    return bindingHeld(game.keybindings.get(SYSTEM_ID, "skipDialog"), keyboard, click);
  } catch {
    // Outside Foundry, or before the keybindings are ready: only Shift-click skips.
    return false;
  }
}

/** Skip the roll dialog: a Shift-click, or the skip-dialog key held when the button was clicked. */
export function skipDialog(event?: ClickModifiers | null): boolean {
  return Boolean(event?.shiftKey) || skipKeyHeld(event);
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

export interface FormDialogOptions {
  width?: number;
  /** The lang key of the button that submits (the roll buttons say "Roll"). */
  confirm?: string;
  /**
   * The context for the form as it stands; the parts of the template marked `data-live` (the odds,
   * a shot's range bands) are rendered again from it whenever the user changes a field.
   */
  refresh?: (data: Record<string, unknown>) => object;
  /** Epoch ms: the dialog closes itself then, as if cancelled (another client stops waiting). */
  deadline?: number;
}

export async function formDialog(
  template: string,
  context: object,
  title: string,
  { width = 380, confirm = `${I18N}.Dialog.Roll`, refresh, deadline }: FormDialogOptions = {},
): Promise<Record<string, unknown> | null> {
  const { renderTemplate } = fv().foundry.applications.handlebars;
  const path = templatePath(template);
  const content = await renderTemplate(path, context);
  // Each change draws the live parts again; a draw that finishes after a later change's is dropped,
  // and one that fails leaves the parts as they were (the form still rolls what it holds).
  let drawn = 0;
  const live = async (event: Event) => {
    const form = event.currentTarget as HTMLFormElement;
    const turn = ++drawn;
    try {
      const html = await renderTemplate(path, refresh!(readForm(form)));
      if (turn !== drawn) return;
      const fresh = document.createElement("div");
      fresh.innerHTML = html;
      const parts = fresh.querySelectorAll("[data-live]");
      form.querySelectorAll("[data-live]").forEach((el, i) => (el.innerHTML = parts[i]?.innerHTML ?? ""));
    } catch (error) {
      console.warn(`${SYSTEM_ID} | the dialog could not update:`, error);
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const result = await fv().foundry.applications.api.DialogV2.wait({
      window: { title },
      classes: ["six-gun-sound", "sgs-dialog-window"],
      position: { width },
      content,
      rejectClose: false,
      render: (_event: Event, dialog: { element: HTMLElement; close(): unknown }) => {
        if (refresh) dialog.element?.querySelector("form")?.addEventListener("input", live);
        if (deadline !== undefined)
          timer = setTimeout(() => void dialog.close(), Math.max(0, deadline - Date.now()));
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
  } finally {
    clearTimeout(timer);
  }
}

export interface AskOptions {
  skip?: boolean;
  event?: ClickModifiers | null;
  width?: number;
  refresh?: (data: Record<string, unknown>) => object;
  deadline?: number;
}

/**
 * The dialog's answers: `{}` when skipped (Shift-click, the skip key, a roll that must not ask);
 * null when closed, or answered after `deadline` (another client then rolls instead).
 */
export async function ask(
  template: string,
  context: object,
  title: string,
  options: AskOptions = {},
): Promise<Record<string, unknown> | null> {
  if (options.skip || skipDialog(options.event)) return {};
  const { width, refresh, deadline } = options;
  const form = await formDialog(template, context, localize(title), {
    ...(width ? { width } : {}),
    ...(refresh ? { refresh } : {}),
    ...(deadline !== undefined ? { deadline } : {}),
  });
  return deadline !== undefined && Date.now() >= deadline ? null : form;
}

/**
 * A yes/no question before something that cannot be undone with one click (V13 `DialogV2.confirm`):
 * true only for a yes. Without the dialog (a stand-in, a macro run with `confirm: false`) the caller
 * decides; here that means yes.
 */
export async function confirmAction(titleKey: string, questionKey: string, data?: Record<string, unknown>) {
  const dialog = fv().foundry.applications.api.DialogV2;
  if (typeof dialog.confirm !== "function") return true;
  const text = fv().foundry.utils.escapeHTML(localize(questionKey, data));
  const answer = await dialog.confirm({
    window: { title: localize(titleKey) },
    content: `<p>${text}</p>`,
    rejectClose: false,
  });
  return answer === true;
}
