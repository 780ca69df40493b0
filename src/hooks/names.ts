import { cleanPlainText } from "../rulesets/blaze-of-glory/data/validation";

/**
 * Names are plain text. Templates escape them anyway; this also stores them clean: markup and
 * control characters are removed before a document is created or renamed, and the user is told.
 */

function warn(message: { key: string; data: Record<string, string>; message: string }): void {
  const i18n = game.i18n;
  ui.notifications?.warn(i18n?.has(message.key) ? i18n.format(message.key, message.data) : message.message);
}

function onPreCreate(doc: { updateSource(data: object): unknown }, data: { name?: unknown }): void {
  if (typeof data.name !== "string") return;
  const cleaned = cleanPlainText(data.name);
  if (!cleaned.changed) return;
  doc.updateSource({ name: cleaned.value || "—" });
  if (cleaned.problem) warn(cleaned.problem);
}

function onPreUpdate(_doc: unknown, changes: { name?: unknown }): void {
  if (typeof changes.name !== "string") return;
  const cleaned = cleanPlainText(changes.name);
  if (!cleaned.changed) return;
  changes.name = cleaned.value || "—";
  if (cleaned.problem) warn(cleaned.problem);
}

export function registerNameHooks(): void {
  for (const doc of ["Actor", "Item"] as const) {
    Hooks.on(`preCreate${doc}`, onPreCreate as never);
    Hooks.on(`preUpdate${doc}`, onPreUpdate as never);
  }
}
