import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import yaml from "js-yaml";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { templateFile } from "../../../scripts/lib/templates.mjs";
import { cardKey, colour, parseCard, seededDice, type DiceSource } from "../../../src/rules/core";
import { installCardsStandIn, type CardsWorld } from "../../foundry/cards-standin";
import { installFoundryStandIns } from "../../foundry/standin";

/**
 * "They're over here!" end to end on the Foundry stand-ins: the GM lays out a seeded enemy pile
 * (tiles with the card back on the scene, the pile's `Cards` documents), a contact turns cards (their
 * tiles show the faces, the deck agrees on what was drawn), each enemy card becomes an NPC imported
 * from the real compendium sources with its token on the card, and the deployment card is rendered
 * from the real template and lang file. Nothing may log an error.
 */

const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));
// The gallery's Handlebars with Foundry's helpers, recording every lang key the card asks for in vain.
const { createRenderer } = (await import(
  /* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href
)) as {
  createRenderer(lang: object): { hbs: { compile(s: string): (c: object) => string }; missing: Set<string> };
};
const SYSTEM = "six-gun-sound";

interface Tile {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  texture: { src: string };
  flags: Record<string, Record<string, unknown>>;
}

/** Sets `path` (dot-separated) in `target`, as Foundry's update merges dotted keys. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = structuredClone(value);
}

function makeScene() {
  let n = 0;
  const tiles = new Map<string, Tile>();
  const tokens: Record<string, unknown>[] = [];
  return {
    id: "scene0000000001",
    name: "Dry Gulch",
    dimensions: { sceneX: 200, sceneY: 100, sceneWidth: 3000, sceneHeight: 2000, size: 100 },
    tiles: {
      get contents() {
        return [...tiles.values()];
      },
      [Symbol.iterator]: () => tiles.values(),
    },
    tokens,
    async createEmbeddedDocuments(name: string, data: Record<string, unknown>[]) {
      if (name === "Token") {
        const made = data.map((d) => ({ ...structuredClone(d), id: `token${++n}` }));
        tokens.push(...made);
        return made;
      }
      if (name !== "Tile") throw new Error(`scene has no ${name}`);
      const made = data.map((d) => {
        for (const f of ["x", "y", "width", "height"])
          if (typeof d[f] !== "number") throw new Error(`tile without ${f}`);
        return { ...(structuredClone(d) as unknown as Tile), id: `tile${++n}` };
      });
      for (const t of made) tiles.set(t.id, t);
      return made;
    },
    async updateEmbeddedDocuments(name: string, updates: Record<string, unknown>[]) {
      if (name !== "Tile") throw new Error(`scene cannot update ${name}`);
      for (const { _id, ...changes } of updates) {
        const tile = tiles.get(String(_id));
        if (!tile) throw new Error(`no tile ${String(_id)}`);
        for (const [k, v] of Object.entries(changes)) setPath(tile as never, k, v);
      }
      return updates;
    },
    async deleteEmbeddedDocuments(name: string, ids: string[]) {
      if (name !== "Tile") throw new Error(`scene cannot delete ${name}`);
      for (const id of ids) if (!tiles.delete(id)) throw new Error(`no tile ${id}`);
      return ids;
    },
  };
}

/** The NPCs pack as Foundry's index would list it, read from the committed YAML sources. */
function npcPack() {
  const dir = "src/rulesets/blaze-of-glory/packs/npcs";
  const docs = readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .map(
      (f) =>
        yaml.load(readFileSync(join(dir, f), "utf8")) as Record<string, unknown> & {
          _id: string;
          name: string;
        },
    );
  return {
    docs,
    async getIndex(options?: { fields?: string[] }) {
      expect(options?.fields).toContain(`flags.${SYSTEM}.generated`);
      return docs.map((d) => ({
        _id: d._id,
        name: d.name,
        flags: d.flags as Record<string, Record<string, unknown>>,
      }));
    },
  };
}

/** Scripted faces first, then a seeded stream: the test decides the contact, the rest is seeded. */
function scripted(faces: number[], seed: number): DiceSource {
  const rest = seededDice(seed);
  return { roll: (n) => (faces.length ? faces.shift()! : rest.roll(n)) };
}

let cards: CardsWorld;
let scene: ReturnType<typeof makeScene>;
let pack: ReturnType<typeof npcPack>;
let imported: { id: string; name: string; system: Record<string, unknown> }[];
let messages: Record<string, unknown>[];
let missing: Set<string>;
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  installFoundryStandIns();
  const g = globalThis as unknown as {
    game: Record<string, unknown>;
    foundry: { applications: { handlebars: Record<string, unknown> } };
  };
  const game = g.game;
  cards = installCardsStandIn();
  vi.stubGlobal("game", game);
  game.cards = cards.collection;
  scene = makeScene();
  pack = npcPack();
  imported = [];
  messages = [];
  const renderer = createRenderer(lang);
  missing = renderer.missing;
  const lookup = (key: string) =>
    key
      .split(".")
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
        lang,
      );
  game.i18n = {
    localize: (key: string) => {
      const text = lookup(key);
      return typeof text === "string" ? text : key;
    },
    format: (key: string, data: Record<string, unknown>) =>
      String(lookup(key) ?? key).replace(/\{(\w+)\}/g, (m, k) => (k in data ? String(data[k]) : m)),
  };
  game.settings = {
    get: (ns: string, key: string) => (ns === "core" && key === "rollMode" ? "publicroll" : undefined),
  };
  game.scenes = { viewed: scene, current: scene, get: (id: string) => (id === scene.id ? scene : undefined) };
  game.packs = { get: (id: string) => (id === `${SYSTEM}.npcs` ? pack : undefined) };
  game.actors = {
    async importFromCompendium(from: unknown, id: string) {
      expect(from).toBe(pack);
      const doc = pack.docs.find((d) => d._id === id)!;
      const actor = {
        id: `actor${imported.length + 1}`,
        uuid: `Actor.actor${imported.length + 1}`,
        name: doc.name,
        system: doc.system as Record<string, unknown>,
        async getTokenDocument(data: Record<string, unknown>) {
          return { toObject: () => ({ ...(doc.prototypeToken as object), actorId: actor.id, ...data }) };
        },
      };
      imported.push(actor);
      return actor;
    },
  };
  g.foundry.applications.handlebars.renderTemplate = async (path: string, context: object) =>
    renderer.hbs.compile(
      readFileSync(templateFile(path.replace(`systems/${SYSTEM}/templates/`, "")), "utf8"),
    )(context);
  vi.stubGlobal("ChatMessage", {
    getSpeaker: (o: unknown) => o,
    applyRollMode() {},
    async create(data: Record<string, unknown>) {
      messages.push(data);
      return data;
    },
  });
  errors = vi.spyOn(console, "error");
});

afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  vi.unstubAllGlobals();
});

/** A figure maker that makes nobody (for steps whose figures are not the point). */
const none = async () => [];

const api = async () => (await import("../../../src/rulesets/blaze-of-glory/deployment/api")).DEPLOYMENT_API;
const marker = (t: Tile) => t.flags[SYSTEM]!.deployment as Record<string, unknown>;

describe("They're over here! on a scene", () => {
  it("lays the pile face down, turns cards on contact and places a figure on each enemy card", async () => {
    const deployment = await api();
    const professions = ["outlaw", "outlaw", "outlaw", "gunfighter"] as const;
    await deployment.dealDeploymentPile({
      professions,
      enemyColour: "black",
      leaderRep: 5,
      dice: seededDice(1877),
    });

    const tiles = scene.tiles.contents;
    expect(tiles).toHaveLength(8);
    expect(tiles.every((t) => t.texture.src.endsWith("/assets/cards/back.svg"))).toBe(true);
    expect(tiles.filter((t) => marker(t).enemy)).toHaveLength(4);
    expect(
      tiles
        .filter((t) => marker(t).enemy)
        .map((t) => marker(t).profession)
        .sort(),
    ).toEqual([...professions].sort());
    // Every card lies on the scene.
    for (const t of tiles) {
      expect(t.x).toBeGreaterThanOrEqual(200);
      expect(t.x + t.width).toBeLessThanOrEqual(3200);
    }
    // The pile's deck holds the same eight cards, face down, in the tiles' order.
    const deck = cards.collection.contents.find(
      (c) => c.type === "deck" && c.flags[SYSTEM]?.deck === "deploymentPile",
    )!;
    const inPile = deck.cards.contents.filter((c) => !c.drawn).sort((a, b) => a.sort - b.sort);
    expect(inPile.map((c) => c.flags[SYSTEM]!.card)).toEqual(tiles.map((t) => marker(t).card));

    // Contact: a 1 and a 2 against 4 (two passes, hidden), then 2d6 of 3 + 2 = five cards.
    const out = await deployment.overHere({ dice: scripted([1, 2, 3, 2], 9) });
    expect(out!.result!.outcome).toBe("contactHidden");
    expect(out!.turned).toHaveLength(5);
    const top5 = tiles.slice(0, 5);
    expect(out!.turned.map(cardKey)).toEqual(top5.map((t) => marker(t).card));
    for (const t of top5) {
      expect(t.texture.src).toMatch(new RegExp(`/assets/cards/${marker(t).card}\\.svg$`));
      expect(marker(t).turned).toBe(true);
    }
    for (const t of tiles.slice(5)) expect(t.texture.src).toMatch(/back\.svg$/);
    expect(deck.cards.contents.filter((c) => c.drawn)).toHaveLength(5);

    // One imported NPC per black card turned, of that card's profession, its token on the card.
    const enemyTiles = top5.filter((t) => colour(parseCard(marker(t).card)) === "black");
    // This seed's shuffle puts figures among the five (the figure checks below must have work to do).
    expect(enemyTiles.length).toBeGreaterThan(0);
    expect(out!.figures).toHaveLength(enemyTiles.length);
    expect(imported.map((a) => a.system.profession)).toEqual(enemyTiles.map((t) => marker(t).profession));
    expect(scene.tokens).toHaveLength(enemyTiles.length);
    enemyTiles.forEach((t, i) => {
      const token = scene.tokens[i] as { x: number; y: number; actorId: string; disposition: number };
      expect(token.actorId).toBe(imported[i]!.id);
      expect(token.disposition).toBe(-1);
      expect(token.x + 50).toBe(Math.round(t.x + t.width / 2));
      expect(marker(t).resolved).toBe(true);
    });
    // Their awareness was rolled for the figures revealed (vs the leader's Rep 5 given at the deal).
    expect(out!.awareness!.facing).toHaveLength(enemyTiles.length);
    expect(out!.awareness!.target).toBe(5);

    // The deployment card: rendered from the real template, every key in the lang file.
    const card = String(messages.at(-1)!.content);
    expect(card).toContain("They&#x27;re over here!");
    expect(card.match(/<li class="sgs-deck-draw-card/g)).toHaveLength(5);
    // Each figure placed is listed with its facing die.
    expect(card.match(/, (facing you|looking away)/g)).toHaveLength(enemyTiles.length);
    expect(missing.size, [...missing].join(", ")).toBe(0);

    // Turning the rest: the dice ask for more than is left, only the three left are turned.
    const again = await deployment.hereTheyCome({ dice: scripted([6, 6], 4) });
    expect(again!.turned).toHaveLength(3);
    expect(scene.tiles.contents.every((t) => marker(t).turned)).toBe(true);
    expect(imported).toHaveLength(4);
  });

  it("takes a figure maker in place of the compendium, and clears the pile", async () => {
    const deployment = await api();
    await deployment.dealDeploymentPile({
      professions: ["warrior", "warrior"],
      warriors: true,
      dice: seededDice(3),
    });
    const calls: { professions: readonly string[]; at: { x: number; y: number } }[] = [];
    const out = await deployment.enemyContact({
      // Warriors: 4 and 4 against 4 is two passes, then 2d6 of 6 + 6 turns the whole pile.
      dice: scripted([4, 4, 6, 6], 1),
      createFigures: async (professions, at) => {
        calls.push({ professions, at });
        return [{ actorUuid: "Actor.x", name: "Brave", tokenId: null }];
      },
    });
    expect(out!.result!.outcome).toBe("contactTwoDice");
    expect(calls.map((c) => c.professions)).toEqual([["warrior"], ["warrior"]]);
    expect(imported).toHaveLength(0);
    expect(await deployment.clearDeploymentPile()).toBe(4);
    expect(scene.tiles.contents).toHaveLength(0);
  });

  it("brings the rest in where a main-deck card says, and rolls the tables that turn no card", async () => {
    const deployment = await api();
    await deployment.dealDeploymentPile({ professions: ["cowboy", "cowboy", "cowboy"], dice: seededDice(8) });
    // Rep 4: a 1 and a 2 is two passes, then 2d6 of 6 + 6 turns the whole pile (three figures).
    const rest = await deployment.hereComeTheRest({ dice: scripted([1, 2, 6, 6], 2), createFigures: none });
    expect(rest!.result!.outcome).toBe("restTwoDice");
    const main = cards.collection.contents.find(
      (c) => c.type === "deck" && c.flags[SYSTEM]?.deck === "deploymentMain",
    )!;
    const drawn = main.cards.contents.filter((c) => c.drawn);
    expect(drawn).toHaveLength(1);
    const where = { diamonds: "left flank", hearts: "right flank", spades: "front", clubs: "front" } as const;
    const suit = parseCard(drawn[0]!.flags[SYSTEM]!.card) as { suit: keyof typeof where };
    expect(String(messages.at(-1)!.content)).toContain(where[suit.suit]);

    const ours = await deployment.ourAwareness({
      leaderRep: 4,
      figures: 3,
      dice: scripted([6, 6, 1, 5, 2], 1),
    });
    expect(ours!.awareness!.facing).toEqual([true, false, true]);
    expect(String(messages.at(-1)!.content)).toContain("2 of 3 facing");
    const march = await deployment.marchToTheGuns({ sand: 4, dice: scripted([2, 3], 1) });
    expect(march!.result!.outcome).toBe("march");
    expect(missing.size, [...missing].join(", ")).toBe(0);
  });

  it("refuses a player, and says so when there is no pile", async () => {
    const deployment = await api();
    await expect(deployment.overHere({ dice: seededDice(1) })).rejects.toThrow(/no enemy pile/);
    const g = globalThis as unknown as { game: { user: { isGM: boolean } } };
    g.game.user = { ...g.game.user, isGM: false };
    expect(await deployment.dealDeploymentPile({ professions: ["outlaw"] })).toBeNull();
    expect(scene.tiles.contents).toHaveLength(0);
  });

  it("offers every deployment step on game.sixGunSound before the runtime loads", async () => {
    const { DEPLOYMENT_API_NAMES } = await import("../../../src/rulesets/blaze-of-glory/deployment/register");
    expect([...DEPLOYMENT_API_NAMES].sort()).toEqual(Object.keys(await api()).sort());
  });
});
