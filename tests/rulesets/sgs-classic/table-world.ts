import { vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import type { ClassicCardView } from "../../../src/rulesets/sgs-classic/table/views";
import { classicCardRules } from "../../../src/rulesets/sgs-classic/table/card-rules";
import { setCardRules } from "../../../src/shell/chat/card-rules";
import { registerQueries } from "../../../src/shell/queries/register";
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
  /** Every status set or cleared on a figure's tokens, in order. */
  statuses: { actor: string; id: string; active: boolean }[];
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
  world.statuses = [];
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
        scratches: 0,
        duckDownTurns: 0,
        // What the data model derives from the pools; the stand-in keeps it as set.
        constitution: { max: 10, woundDamage: 0, brawlDamage: 0, unconscious: false, dead: false },
        ...over,
      },
      items: Object.assign(items, { get: (itemId: string) => items.find((i) => i.id === itemId) }),
      statuses: new Set<string>(),
      async toggleStatusEffect(statusId: string, options: { active: boolean }) {
        world.statuses.push({ actor: actor.uuid, id: statusId, active: options.active });
        const set = (actor as unknown as { statuses: Set<string> }).statuses;
        if (options.active) set.add(statusId);
        else set.delete(statusId);
        return true;
      },
    });
    return actor;
  };
  vi.stubGlobal("game", g.game);
  registerQueries();
  setCardRules(classicCardRules);
  return world;
}

/** The template contexts rendered for `path`. */
export function rendered(world: ClassicWorld, path: string): Record<string, unknown>[] {
  return world.renders.filter((r) => r.path.endsWith(path)).map((r) => r.context);
}

/** Scripts the faces the next rolls read. */
export function scriptDice(world: ClassicWorld, ...faces: number[]): void {
  world.dice = sequenceDice(...faces) as never;
}

/** The live chat cards of one classic kind ("classicShot"…), in order. */
export function cardsOfKind(world: ClassicWorld, kind: string) {
  return world
    .live()
    .filter((m) => (m.flags[SYSTEM_ID]?.card as { kind?: string } | undefined)?.kind === kind);
}

/** The view of the last classic card rendered. */
export function lastClassicCard(world: ClassicWorld): ClassicCardView {
  return rendered(world, "classic/chat/roll.hbs").at(-1) as unknown as ClassicCardView;
}
