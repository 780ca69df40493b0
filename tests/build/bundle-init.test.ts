import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFoundryStandIns } from "../foundry/standin";

/**
 * The built bundle starts a world exactly as the source does. Every other test runs the source; this
 * one loads `dist/six-gun-sound.mjs` (what Foundry loads) against the Foundry stand-ins, runs the
 * `init` hook it registers, and compares what it registered (data models, sheets, settings,
 * helpers, hooks, statuses, queries) with the source's own `init`. It guards the bundler's
 * tree-shaking (`sideEffects` in package.json): a module dropped from the bundle shows here.
 */

const BUNDLE = resolve("dist/six-gun-sound.mjs");

interface Recorded {
  once: Map<string, (() => unknown)[]>;
  snapshot(): Record<string, unknown>;
}

function recording(): Recorded {
  const registered = installFoundryStandIns();
  const g = globalThis as unknown as {
    Hooks: Record<string, unknown>;
    game: { settings: Record<string, unknown> };
    CONFIG: { statusEffects: { id: string }[]; queries: Record<string, unknown> };
  };
  const once = new Map<string, (() => unknown)[]>();
  const hooks: string[] = [];
  const settings: string[] = [];
  g.Hooks.on = (event: string) => (hooks.push(event), 0);
  g.Hooks.once = (event: string, fn: () => unknown) => {
    once.set(event, [...(once.get(event) ?? []), fn]);
    return 0;
  };
  g.game.settings.register = (ns: string, key: string) => settings.push(`${ns}.${key}`);
  g.game.settings.registerMenu = (ns: string, key: string) => settings.push(`menu:${ns}.${key}`);
  return {
    once,
    snapshot: () => ({
      actorTypes: Object.keys(registered.dataModels.Actor!).sort(),
      itemTypes: Object.keys(registered.dataModels.Item!).sort(),
      sheets: registered.sheets
        .map((s) => `${s.documentName}:${s.types.join(",")}:${(s.sheetClass as { name: string }).name}`)
        .sort(),
      helpers: [...registered.helpers].sort(),
      templates: [...registered.preloaded].sort(),
      settings: settings.sort(),
      hooks: hooks.sort(),
      statuses: g.CONFIG.statusEffects.map((s) => s.id).sort(),
      queries: Object.keys(g.CONFIG.queries).sort(),
    }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the built bundle", () => {
  it.skipIf(!existsSync(BUNDLE))("registers at init what the source registers", async () => {
    const built = recording();
    await import(/* @vite-ignore */ pathToFileURL(BUNDLE).href);
    const init = built.once.get("init");
    expect(init, "the bundle registers an init hook").toHaveLength(1);
    init![0]!();
    const fromBundle = built.snapshot();
    vi.unstubAllGlobals();

    const source = recording();
    const { init: sourceInit } = await import("../../src/hooks/init");
    sourceInit();
    const fromSource = source.snapshot();

    expect(fromBundle).toEqual(fromSource);
    // Something was registered: the comparison is not of two empty worlds.
    expect((fromBundle.actorTypes as string[]).length).toBeGreaterThan(5);
    expect((fromBundle.sheets as string[]).length).toBeGreaterThan(5);
    expect((fromBundle.settings as string[]).length).toBeGreaterThan(20);
  });
});
