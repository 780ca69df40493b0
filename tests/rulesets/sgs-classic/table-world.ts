import { vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { seededDice } from "../../../src/rules/core";
import { makeWorld, type StandInActor, type World } from "../../queries/world";

/**
 * The trust-model world (`tests/queries/world.ts`: a GM and two players, Foundry's server rules)
 * with Six Gun Sound (classic) figures in it, its rule settings by id, and every template render
 * recorded so a test reads the card's view.
 */

export interface ClassicWorld extends World {
  renders: { path: string; context: Record<string, unknown> }[];
  /** World settings of the classic rules, by id; unset ones are the defaults. */
  rules: Record<string, unknown>;
  figure(
    id: string,
    name: string,
    owners: string[],
    over?: Record<string, unknown>,
    weapon?: string | null,
  ): StandInActor;
}

/** The dice the Roll stand-in reads: shared by every world (the shell caches its Roll classes). */
let sharedDice: { roll(faces: number): number } = seededDice(7);

export function makeClassicWorld(): ClassicWorld {
  const world = makeWorld() as ClassicWorld;
  sharedDice = seededDice(7);
  Object.defineProperty(world, "dice", {
    get: () => sharedDice,
    set: (d: { roll(faces: number): number }) => (sharedDice = d),
    configurable: true,
  });
  const g = globalThis as unknown as {
    game: { settings: { get(ns: string, key: string): unknown; settings?: unknown } };
    foundry: { applications: { handlebars: { renderTemplate: unknown } } };
  };
  world.rules = {};
  const settings = g.game.settings;
  const get = settings.get;
  settings.get = (ns: string, key: string) =>
    ns === SYSTEM_ID && key.startsWith("classic.") ? world.rules[key.slice(8)] : get(ns, key);
  settings.settings = {
    has: (key: string) =>
      key.startsWith(`${SYSTEM_ID}.classic.`) && key.slice(`${SYSTEM_ID}.classic.`.length) in world.rules,
  };
  world.renders = [];
  g.foundry.applications.handlebars.renderTemplate = async (
    path: string,
    context: Record<string, unknown>,
  ) => {
    world.renders.push({ path, context });
    return "";
  };
  world.figure = (id, name, owners, over = {}, weapon = "pistol") => {
    const actor = world.actor(id, name, owners);
    const items = weapon
      ? [
          {
            id: `${id}gun`.padEnd(16, "0").slice(0, 16),
            name: "Colt",
            type: "classic-weapon",
            system: { key: weapon },
          },
        ]
      : [];
    Object.assign(actor, {
      type: "classic-figure",
      system: {
        cv: 4,
        coolness: 4,
        side: "red",
        inCover: false,
        stationary: true,
        movedFast: false,
        secureFlanksRear: false,
        badWounds: 0,
        coolnessResult: "",
        constitution: { unconscious: false, dead: false },
        ...over,
      },
      items: Object.assign(items, { get: (itemId: string) => items.find((i) => i.id === itemId) }),
    });
    return actor;
  };
  vi.stubGlobal("game", g.game);
  return world;
}

/** The template contexts rendered for `path`. */
export function rendered(world: ClassicWorld, path: string): Record<string, unknown>[] {
  return world.renders.filter((r) => r.path.endsWith(path)).map((r) => r.context);
}
