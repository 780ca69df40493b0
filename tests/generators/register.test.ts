import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newFigure, newOutfit } from "../../src/rulesets/blaze-of-glory/generators/create";
import { registerGenerators } from "../../src/rulesets/blaze-of-glory/generators/register";
import { englishText } from "../helpers/files";

/** The Foundry glue, against stand-ins for the few globals it touches. */

interface Created {
  uuid: string;
  id: string;
  name: string;
  data: Record<string, unknown>;
}

let created: Created[];
let hooks: Record<string, ((...args: unknown[]) => unknown)[]>;
let notes: string[];
const saved: Record<string, unknown> = {};
const GLOBALS = ["game", "CONFIG", "Hooks", "Actor", "ui"] as const;

beforeEach(() => {
  created = [];
  hooks = {};
  notes = [];
  let seed = 7;
  const stand: Record<string, unknown> = {
    game: {
      i18n: { localize: (k: string) => englishText(k), format: englishText },
      user: { can: () => true },
    },
    CONFIG: { Dice: { randomUniform: () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646 } },
    Hooks: {
      on: (name: string, fn: (...args: unknown[]) => unknown) => (hooks[name] ??= []).push(fn),
      once: (name: string, fn: (...args: unknown[]) => unknown) => (hooks[name] ??= []).push(fn),
    },
    Actor: {
      create: async (data: Record<string, unknown>) => {
        const id = `actor${created.length}`;
        const doc = { uuid: `Actor.${id}`, id, name: String(data.name), data };
        created.push(doc);
        return doc;
      },
    },
    ui: {
      notifications: { info: (m: string) => notes.push(m), error: (m: string) => notes.push(`error ${m}`) },
    },
  };
  for (const key of GLOBALS) {
    saved[key] = (globalThis as Record<string, unknown>)[key];
    (globalThis as Record<string, unknown>)[key] = stand[key];
  }
});

afterEach(() => {
  for (const key of GLOBALS) (globalThis as Record<string, unknown>)[key] = saved[key];
});

describe("generator glue", () => {
  it("creates a figure and its horse, the horse ridden by the figure", async () => {
    const actor = await newFigure({ profession: "cowboy", mounted: true });
    expect(actor?.name).toMatch(/^Cowboy \(\d\)$/);
    expect(created).toHaveLength(2);
    expect(created[0]!.data.type).toBe("character");
    expect(created[1]!.data.type).toBe("mount");
    expect((created[1]!.data.system as { rider: string }).rider).toBe(created[0]!.uuid);
    expect(notes.some((n) => n.startsWith("error"))).toBe(false);
  });

  it("creates an outfit of n figures led by one of them", async () => {
    await newOutfit({ profession: "outlaw", size: 3, mounted: false });
    const figures = created.filter((c) => c.data.type === "character");
    const outfit = created.find((c) => c.data.type === "outfit")!;
    expect(figures).toHaveLength(3);
    const system = outfit.data.system as { leader: string; members: { uuid: string }[] };
    expect(system.members.map((m) => m.uuid)).toEqual(figures.map((f) => f.uuid));
    expect(figures.map((f) => f.uuid)).toContain(system.leader);
  });

  it("reports a bad outfit size instead of throwing", async () => {
    expect(await newOutfit({ size: 0 })).toBeNull();
    expect(notes.some((n) => n.startsWith("error"))).toBe(true);
  });

  it("registers the directory hook (the API comes from the ruleset's definition)", () => {
    registerGenerators();
    expect(hooks.renderActorDirectory).toHaveLength(1);
    expect(hooks.ready ?? []).toHaveLength(0);
  });
});
