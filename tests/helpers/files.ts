import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file below `dir` whose name passes `keep`, as paths relative to the repository root. */
export function listFiles(dir: string, keep: (path: string) => boolean = () => true): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path, keep) : keep(path) ? [path] : [];
  });
}

export function readJSON<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

/** The string at a dotted localization key of lang/en.json, or undefined. */
export function langString(key: string): string | undefined {
  const lang = langCache ?? (langCache = readJSON<Record<string, unknown>>("lang/en.json"));
  const value = key
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      lang,
    );
  return typeof value === "string" ? value : undefined;
}
let langCache: Record<string, unknown> | undefined;

/** Foundry's `game.i18n` over lang/en.json: a key (with `{placeholders}` filled) to English; throws on a missing key. */
export function englishText(key: string, data: Record<string, string | number> = {}): string {
  const text = langString(key);
  if (text === undefined) throw new Error(`missing lang key ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(data[name] ?? `{${name}}`));
}
