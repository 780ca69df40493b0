import { describe, expect, it } from "vitest";
import { diffSources, planDocumentMigration, planMigrations } from "../../src/shell/migrations/plan";
import { recordedRawSource } from "../../src/shell/migrations/raw-sources";
import {
  type MigratableDocument,
  migrateDocuments,
  storedSystemSource,
} from "../../src/shell/migrations/runner";
import {
  isMigratedType,
  isPartialSource,
  migrateModelSource,
  migrateSource,
  registerMigrations,
  sourceVersion,
  upgradeSource,
  worldSchemaVersion,
} from "../../src/shell/migrations/steps";
import {
  DOCUMENT_TYPES,
  MIGRATION_STEPS,
  SCHEMA_VERSIONS,
  blazeOfGloryMigrations,
  type BlazeOfGloryType as MigratedType,
} from "../../src/rulesets/blaze-of-glory/migrations";
import { characterSource } from "../helpers/fixtures";

/** The pure half of the migrations: steps, versions, and the in-memory upgrade every model runs. */

// What the shell does at `init` for every ruleset.
registerMigrations(blazeOfGloryMigrations);

describe("schema versions", () => {
  it("has a version for every document type", () => {
    for (const type of DOCUMENT_TYPES) expect(SCHEMA_VERSIONS[type]).toBeGreaterThanOrEqual(1);
    expect(worldSchemaVersion()).toBe(DOCUMENT_TYPES.reduce((n, t) => n + SCHEMA_VERSIONS[t], 0));
    // Registering the same ruleset again changes nothing.
    registerMigrations(blazeOfGloryMigrations);
    expect(worldSchemaVersion()).toBe(DOCUMENT_TYPES.reduce((n, t) => n + SCHEMA_VERSIONS[t], 0));
  });

  it("numbers each type's steps 1, 2, 3 … without gaps", () => {
    for (const type of DOCUMENT_TYPES) {
      const versions = MIGRATION_STEPS.filter((s) => s.type === type).map((s) => s.version);
      expect(versions).toEqual(versions.map((_, i) => i + 1));
    }
  });

  it("reads a missing or broken version as 0", () => {
    expect(sourceVersion({})).toBe(0);
    expect(sourceVersion({ schemaVersion: "1" })).toBe(0);
    expect(sourceVersion({ schemaVersion: 1 })).toBe(1);
  });
});

describe("migrateSource", () => {
  it("upgrades a 0.1 foundation character and keeps every old value", () => {
    const old = { profession: "gambler", rep: 5, toughness: 3, sand: 4, notes: "<p>Card sharp.</p>" };
    const source: Record<string, unknown> = { ...old };
    expect(migrateSource("character", source)).toEqual([1]);
    expect(source).toEqual({ ...old, schemaVersion: SCHEMA_VERSIONS.character });
  });

  it("moves a legacy biography into notes without losing either", () => {
    const source: Record<string, unknown> = { rep: 4, notes: "<p>A.</p>", biography: "<p>B.</p>" };
    migrateSource("character", source);
    expect(source).toEqual({ rep: 4, notes: "<p>A.</p><p>B.</p>", schemaVersion: 1 });
  });

  it("is idempotent", () => {
    const source: Record<string, unknown> = { rep: 4, biography: "<p>B.</p>" };
    migrateSource("character", source);
    const once = structuredClone(source);
    expect(migrateSource("character", source)).toEqual([]);
    expect(source).toEqual(once);
  });

  it("stamps types that have no steps yet and leaves newer sources alone", () => {
    const mount: Record<string, unknown> = { quality: 5 };
    migrateSource("mount", mount);
    expect(mount).toEqual({ quality: 5, schemaVersion: 1 });
    const future: Record<string, unknown> = { schemaVersion: 99, rep: 3 };
    migrateSource("character", future);
    expect(future).toEqual({ schemaVersion: 99, rep: 3 });
  });

  it("knows its document types", () => {
    expect(isMigratedType("weapon")).toBe(true);
    expect(isMigratedType("base")).toBe(false);
  });
});

/** Partial updates: V13 hands `migrateData` the changed keys of every `.update()` too. */

describe("migrateSource on a partial update", () => {
  it("leaves an update without legacy keys alone and never stamps it", () => {
    const update: Record<string, unknown> = { rep: 5 };
    expect(migrateSource("character", update, { partial: true })).toEqual([]);
    expect(update).toEqual({ rep: 5 });
    const mount: Record<string, unknown> = { quality: 5 };
    migrateSource("mount", mount, { partial: true });
    expect(mount).toEqual({ quality: 5 });
  });

  it("does not merge a legacy key into a stored value the update does not carry", () => {
    // Writing notes = biography here would overwrite the stored notes.
    const update: Record<string, unknown> = { biography: "<p>B.</p>" };
    expect(upgradeSource("character", update, { partial: true }).ran).toEqual([]);
    expect(update).toEqual({ biography: "<p>B.</p>" });
  });

  it("migrates legacy keys when the update carries everything the step needs, still unstamped", () => {
    const update: Record<string, unknown> = { notes: "<p>A.</p>", biography: "<p>B.</p>" };
    expect(upgradeSource("character", update, { partial: true }).ran).toEqual([1]);
    expect(update).toEqual({ notes: "<p>A.</p><p>B.</p>" });
  });
});

describe("migrateModelSource (the data models' migrateData hook)", () => {
  it("reads a source without schemaVersion as partial, with it as whole", () => {
    expect(isPartialSource({ rep: 5 })).toBe(true);
    expect(isPartialSource({ schemaVersion: 0, rep: 5 })).toBe(false);
  });

  it("leaves ordinary updates and the runner's own update untouched", () => {
    const sheet: Record<string, unknown> = { rep: 5, notes: "<p>x</p>" };
    migrateModelSource("character", sheet);
    expect(sheet).toEqual({ rep: 5, notes: "<p>x</p>" });
    const runnerUpdate: Record<string, unknown> = {
      notes: "<p>AB</p>",
      "-=biography": null,
      schemaVersion: 1,
    };
    const copy = structuredClone(runnerUpdate);
    migrateModelSource("character", copy);
    expect(copy).toEqual(runnerUpdate);
    expect(recordedRawSource(copy)).toBeUndefined();
  });

  it("upgrades a whole old source on load and keeps a raw copy of it for the runner", () => {
    const stored = { schemaVersion: 0, rep: 99, notes: "<p>A.</p>", biography: "<p>B.</p>" };
    const source: Record<string, unknown> = structuredClone(stored);
    migrateModelSource("character", source);
    expect(source).toEqual({ schemaVersion: 1, rep: 99, notes: "<p>A.</p><p>B.</p>" });
    expect(recordedRawSource(source)).toEqual(stored);
  });

  it("upgrades a pre-versioning 0.1 foundation source without stamping it (cleaning fills the version)", () => {
    const stored = {
      profession: "gambler",
      rep: 5,
      toughness: 3,
      sand: 4,
      notes: "",
      biography: "<p>B.</p>",
    };
    const source: Record<string, unknown> = structuredClone(stored);
    migrateModelSource("character", source);
    expect(source).toEqual({ profession: "gambler", rep: 5, toughness: 3, sand: 4, notes: "<p>B.</p>" });
    expect(recordedRawSource(source)).toEqual(stored);
  });

  it("keeps no copy when no step runs", () => {
    const current: Record<string, unknown> = { ...characterSource() };
    migrateModelSource("character", current);
    expect(recordedRawSource(current)).toBeUndefined();
    const oldButClean: Record<string, unknown> = { schemaVersion: 0, rep: 4, notes: "" };
    migrateModelSource("character", oldButClean);
    expect(oldButClean.schemaVersion).toBe(1);
    expect(recordedRawSource(oldButClean)).toBeUndefined();
  });
});

describe("migration steps", () => {
  // The current stored keys of each type that has steps: a step must read only keys outside them.
  const currentKeys: Partial<Record<string, readonly string[]>> = {
    character: Object.keys(characterSource()),
  };

  it("read only legacy keys and merge only into current ones", () => {
    for (const step of MIGRATION_STEPS) {
      const keys = currentKeys[step.type];
      expect(keys, `list the current keys of ${step.type} in this test`).toBeDefined();
      expect(step.reads.length).toBeGreaterThan(0);
      for (const key of step.reads) expect(keys, key).not.toContain(key);
      for (const key of step.mergesInto ?? []) expect(keys, key).toContain(key);
    }
  });
});

/** Planning: which documents to write, and the exact update. */

const OLD_FIGURE = {
  profession: "gambler",
  rep: 99,
  toughness: 3,
  sand: 4,
  notes: "<p>A.</p>",
  biography: "<p>B.</p>",
};

describe("planDocumentMigration", () => {
  it("writes only what the step changed, the deletion and the stamp; the raw source is untouched", () => {
    const raw = structuredClone(OLD_FIGURE);
    expect(planDocumentMigration("character", raw)).toEqual({
      ran: [1],
      update: {
        "system.notes": "<p>A.</p><p>B.</p>",
        "system.-=biography": null,
        "system.schemaVersion": 1,
      },
    });
    expect(raw).toEqual(OLD_FIGURE);
  });

  it("never writes an out-of-range value, whether kept or cleaned", () => {
    const plan = planDocumentMigration("character", { ...OLD_FIGURE, schemaVersion: 0 });
    expect(plan?.update).not.toHaveProperty(["system.rep"]);
    expect(Object.keys(plan?.update ?? {}).sort()).toEqual([
      "system.-=biography",
      "system.notes",
      "system.schemaVersion",
    ]);
  });

  it("plans nothing for current documents, old ones no step applies to, and other types", () => {
    expect(planDocumentMigration("character", characterSource())).toBeNull();
    expect(planDocumentMigration("character", { rep: 4, notes: "" })).toBeNull();
    expect(planDocumentMigration("mount", { quality: 5 })).toBeNull();
    expect(planDocumentMigration("base", { biography: "x" })).toBeNull();
    expect(planDocumentMigration("character", null)).toBeNull();
    expect(planDocumentMigration("character", ["biography"])).toBeNull();
  });

  it("diffs nested objects key by key and writes arrays whole", () => {
    const update: Record<string, unknown> = {};
    diffSources(
      update,
      "system",
      { wounds: { head: 1, leg: 0 }, familiarWeapons: ["pistol"], rep: 4 },
      { wounds: { head: 2 }, familiarWeapons: ["pistol", "rifle"], rep: 4, star: true },
    );
    expect(update).toEqual({
      "system.wounds.head": 2,
      "system.wounds.-=leg": null,
      "system.familiarWeapons": ["pistol", "rifle"],
      "system.star": true,
    });
  });

  it("reports a document it cannot read and plans the others", () => {
    const docs = ["good", "broken"];
    const plan = planMigrations(docs, (doc) => {
      if (doc === "broken") throw new Error("unreadable");
      return { type: "character", system: structuredClone(OLD_FIGURE) };
    });
    expect(plan.migrations.map((m) => m.doc)).toEqual(["good"]);
    expect(plan.failures.map((f) => f.doc)).toEqual(["broken"]);
  });
});

/** The runner on fake documents that load, clean and store like Foundry. */

type Source = Record<string, unknown>;

/** Applies a dotted-path update with `-=` deletions, as the database does. */
function applyUpdate(target: Source, update: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(update)) {
    const parts = path.split(".").slice(1);
    const last = parts.pop()!;
    let node = target;
    for (const part of parts) node = (node[part] ??= {}) as Source;
    if (last.startsWith("-=")) delete node[last.slice(2)];
    else node[last] = structuredClone(value);
  }
}

/** Loads a stored source in place like V13: migrateData, then cleaning with fallback. */
function load(type: MigratedType, stored: Source): Source {
  const source = stored;
  migrateModelSource(type, source);
  if (type === "character") {
    const rep = source.rep;
    if (typeof rep !== "number" || rep < 1 || rep > 6) source.rep = 4;
    delete source.biography;
  }
  source.schemaVersion ??= SCHEMA_VERSIONS[type];
  return source;
}

class FakeDocument implements MigratableDocument {
  /** The stored record's `system`, as the database holds it. */
  db: Source;
  _source: { system: Source };
  updates: { data: object; options: object | undefined }[] = [];
  failNext = false;

  constructor(
    readonly type: MigratedType,
    readonly name: string,
    stored: Source,
  ) {
    this.db = structuredClone(stored);
    this._source = { system: load(type, structuredClone(stored)) };
  }

  async update(data: object, options?: object): Promise<unknown> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error(`cannot write ${this.name}`);
    }
    this.updates.push({ data, options });
    applyUpdate(this.db, data as Record<string, unknown>);
    applyUpdate(this._source.system, data as Record<string, unknown>);
    return this;
  }

  /** The next session: load again from the database. */
  reload(): void {
    this._source = { system: load(this.type, structuredClone(this.db)) };
  }
}

function world() {
  return {
    old: new FakeDocument("character", "Old Hand", { ...OLD_FIGURE, schemaVersion: 0 }),
    foundation: new FakeDocument("character", "Foundation Hand", {
      profession: "cowboy",
      rep: 4,
      toughness: 4,
      sand: 4,
      notes: "",
      biography: "<p>Drover.</p>",
    }),
    current: new FakeDocument("character", "New Hand", { ...characterSource({ rep: 5 }) }),
    unversioned: new FakeDocument("character", "Quiet Hand", { rep: 3, notes: "" }),
    weapon: new FakeDocument("weapon", "Colt", { schemaVersion: 1, weapon: "pistol", ammo: "loaded" }),
  };
}

function collect() {
  const failures: { name: string | null; error: unknown }[] = [];
  return {
    failures,
    report: (doc: MigratableDocument, error: unknown) => failures.push({ name: doc.name, error }),
  };
}

describe("migrateDocuments (the runner)", () => {
  it("writes only the documents a step ran on, and only what it changed, without diffing", async () => {
    const docs = world();
    const { failures, report } = collect();
    expect(await migrateDocuments(Object.values(docs), report)).toEqual({ migrated: 2, failed: 0 });
    expect(failures).toEqual([]);
    expect(docs.old.updates).toEqual([
      {
        data: { "system.notes": "<p>A.</p><p>B.</p>", "system.schemaVersion": 1, "system.-=biography": null },
        options: { diff: false, recursive: true, render: false },
      },
    ]);
    expect(docs.foundation.updates.map((u) => u.data)).toEqual([
      { "system.notes": "<p>Drover.</p>", "system.schemaVersion": 1, "system.-=biography": null },
    ]);
    for (const doc of [docs.current, docs.unversioned, docs.weapon])
      expect(doc.updates, doc.name).toEqual([]);
  });

  it("keeps an out-of-range stored value that the model replaced in memory", async () => {
    const { old } = world();
    expect(old._source.system.rep).toBe(4);
    await migrateDocuments([old], collect().report);
    expect(old.db).toEqual({
      profession: "gambler",
      rep: 99,
      toughness: 3,
      sand: 4,
      notes: "<p>A.</p><p>B.</p>",
      schemaVersion: 1,
    });
  });

  it("is idempotent: a second run, and a run after reloading, write nothing", async () => {
    const docs = world();
    const all = Object.values(docs);
    await migrateDocuments(all, collect().report);
    const once = all.map((d) => structuredClone(d.db));
    const calls = all.map((d) => d.updates.length);
    expect(await migrateDocuments(all, collect().report)).toEqual({ migrated: 0, failed: 0 });
    for (const doc of all) doc.reload();
    expect(await migrateDocuments(all, collect().report)).toEqual({ migrated: 0, failed: 0 });
    expect(all.map((d) => d.db)).toEqual(once);
    expect(all.map((d) => d.updates.length)).toEqual(calls);
  });

  it("reports a document it cannot write, goes on with the others, and retries it next time", async () => {
    const docs = world();
    docs.old.failNext = true;
    const { failures, report } = collect();
    const outcome = await migrateDocuments(Object.values(docs), report);
    expect(outcome).toEqual({ migrated: 1, failed: 1 });
    expect(failures.map((f) => f.name)).toEqual(["Old Hand"]);
    expect(docs.foundation.db.notes).toBe("<p>Drover.</p>");
    expect(await migrateDocuments(Object.values(docs), report)).toEqual({ migrated: 1, failed: 0 });
    expect(docs.old.db.notes).toBe("<p>A.</p><p>B.</p>");
    expect(docs.old.db.rep).toBe(99);
  });

  it("reports a document it cannot read, and never throws", async () => {
    const { old } = world();
    const broken = {
      type: "character",
      name: "Broken",
      get _source(): { system?: unknown } {
        throw new Error("no source");
      },
      update: () => Promise.resolve(),
    } satisfies MigratableDocument;
    const { failures, report } = collect();
    await expect(migrateDocuments([broken, old], report)).resolves.toEqual({ migrated: 1, failed: 1 });
    expect(failures.map((f) => f.name)).toEqual(["Broken"]);
  });

  it("plans from the source as held when no raw copy was kept", () => {
    const { current } = world();
    expect(storedSystemSource(current)).toBe(current._source.system);
  });
});
