import { vi } from "vitest";

/**
 * A stand-in for V13 core `Cards` documents, enough for the deck service: the world collection
 * `game.cards`, `Cards.create` (embedded cards reset to undrawn, as core's `_preCreate` does), and
 * embedded `Card` documents with sort, faces, flags, drawn and origin, created, updated (dotted
 * keys like `flags.six-gun-sound.holder` expand as in `foundry.utils.expandObject`) and deleted in
 * batches. Every write is logged so tests can see what the service wrote, and that a refused call
 * wrote nothing.
 */

export interface StandInCard {
  id: string;
  name: string;
  type: string;
  drawn: boolean;
  sort: number;
  origin: string | null;
  faces: { img: string; name?: string }[];
  face: number | null;
  flags: Record<string, Record<string, unknown> | undefined>;
  [field: string]: unknown;
}

export type CardsWrite = { stack: string; op: "create" | "update" | "delete"; count: number };

class Collection<T extends { id: string }> {
  readonly #map = new Map<string, T>();
  get(id: string): T | undefined {
    return this.#map.get(id);
  }
  set(doc: T): void {
    this.#map.set(doc.id, doc);
  }
  delete(id: string): boolean {
    return this.#map.delete(id);
  }
  get contents(): T[] {
    return [...this.#map.values()];
  }
  get size(): number {
    return this.#map.size;
  }
  [Symbol.iterator](): Iterator<T> {
    return this.#map.values();
  }
}

/** A database round trip: core applies a write only after the server answers, never at once. */
const roundTrip = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let nextId = 0;
const newId = (prefix: string) => `${prefix}${String(++nextId).padStart(16 - prefix.length, "0")}`;

/** Sets `path` ("a.b.c") in `target`, as Foundry's update merges dotted keys. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== "object" || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}

function cardFrom(data: Record<string, unknown>): StandInCard {
  const copy = structuredClone(data);
  return {
    name: "",
    type: "base",
    drawn: false,
    sort: 0,
    origin: null,
    faces: [],
    face: null,
    flags: {},
    ...copy,
    id: newId("card"),
  } as StandInCard;
}

export class StandInCards {
  readonly id: string;
  name: string;
  type: string;
  img: string;
  ownership: Record<string, number>;
  flags: Record<string, Record<string, unknown> | undefined>;
  readonly cards = new Collection<StandInCard>();

  constructor(
    data: Record<string, unknown>,
    private readonly log: CardsWrite[],
  ) {
    this.id = newId("cards");
    this.name = String(data.name ?? "");
    this.type = String(data.type ?? "deck");
    this.img = String(data.img ?? "");
    this.ownership = structuredClone((data.ownership ?? {}) as Record<string, number>);
    this.flags = structuredClone((data.flags ?? {}) as StandInCards["flags"]);
    for (const card of (data.cards ?? []) as Record<string, unknown>[])
      this.cards.set({ ...cardFrom(card), drawn: false });
  }

  async createEmbeddedDocuments(name: string, data: Record<string, unknown>[]): Promise<StandInCard[]> {
    if (name !== "Card") throw new Error(`Cards has no embedded ${name}`);
    await roundTrip();
    const created = data.map(cardFrom);
    for (const card of created) this.cards.set(card);
    this.log.push({ stack: this.id, op: "create", count: created.length });
    return created;
  }

  async updateEmbeddedDocuments(name: string, updates: Record<string, unknown>[]): Promise<StandInCard[]> {
    if (name !== "Card") throw new Error(`Cards has no embedded ${name}`);
    await roundTrip();
    const updated = updates.map(({ _id, ...changes }) => {
      const card = this.cards.get(String(_id));
      if (!card) throw new Error(`Card ${String(_id)} does not exist in ${this.name}`);
      for (const [path, value] of Object.entries(changes)) setPath(card, path, structuredClone(value));
      return card;
    });
    this.log.push({ stack: this.id, op: "update", count: updated.length });
    return updated;
  }

  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<string[]> {
    if (name !== "Card") throw new Error(`Cards has no embedded ${name}`);
    await roundTrip();
    for (const id of ids)
      if (!this.cards.delete(id)) throw new Error(`Card ${id} does not exist in ${this.name}`);
    this.log.push({ stack: this.id, op: "delete", count: ids.length });
    return ids;
  }
}

export interface CardsWorld {
  collection: Collection<StandInCards>;
  writes: CardsWrite[];
}

/**
 * Installs `game.cards` and the `Cards` class on top of `installFoundryStandIns()` (which must run
 * first: it stubs `game`). Undo with `vi.unstubAllGlobals()`.
 */
export function installCardsStandIn(): CardsWorld {
  const world: CardsWorld = { collection: new Collection<StandInCards>(), writes: [] };
  const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
  vi.stubGlobal("game", { ...game, cards: world.collection });
  vi.stubGlobal("Cards", {
    async create(data: Record<string, unknown>) {
      await roundTrip();
      const stack = new StandInCards(data, world.writes);
      world.collection.set(stack);
      world.writes.push({ stack: stack.id, op: "create", count: stack.cards.size });
      return stack;
    },
  });
  return world;
}
