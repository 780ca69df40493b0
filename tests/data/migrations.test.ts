import { describe, expect, it } from "vitest";
import {
  DOCUMENT_TYPES,
  MIGRATION_STEPS,
  SCHEMA_VERSIONS,
  WORLD_SCHEMA_VERSION,
  isMigratedType,
  migrateSource,
  sourceVersion,
} from "../../src/migrations/steps";

/** The pure half of the migrations: steps, versions, and the in-memory upgrade every model runs. */

describe("schema versions", () => {
  it("has a version for every document type", () => {
    for (const type of DOCUMENT_TYPES) expect(SCHEMA_VERSIONS[type]).toBeGreaterThanOrEqual(1);
    expect(WORLD_SCHEMA_VERSION).toBe(DOCUMENT_TYPES.reduce((n, t) => n + SCHEMA_VERSIONS[t], 0));
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
