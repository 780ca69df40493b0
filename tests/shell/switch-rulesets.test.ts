import yaml from "js-yaml";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listFiles } from "../helpers/files";
import { installFoundryStandIns } from "../foundry/standin";
import { packSourceDir, manifestPacks } from "../../scripts/lib/pack-sources.mjs";

// The rulesets' data models and sheets extend Foundry's classes when their modules load.
installFoundryStandIns();
const { RULESETS } = await import("../../src/rulesets");
const { registerRulesets } = await import("../../src/shell/registry");
const { migrateModelSource } = await import("../../src/shell/migrations/steps");
const { fixtureRuleset } = await import("../fixtures/ruleset");

/**
 * A world that switches its ruleset and back loses nothing. What runs on a document's stored data
 * when a world loads is its type's data model (registered for every ruleset, whichever is active)
 * and the migrations (likewise); creating a document of another ruleset's type is refused, but
 * nothing touches documents already there. So every document of every type, put through a load
 * under Blaze of Glory, a switch to another ruleset and a switch back, keeps every field.
 */

interface SourceDoc {
  type?: string;
  system?: Record<string, unknown>;
  items?: SourceDoc[];
}

const documents: SourceDoc[] = manifestPacks().flatMap((pack) =>
  listFiles(packSourceDir(pack), (f) => f.endsWith(".yml")).flatMap((file) => {
    const doc = yaml.load(readFileSync(file, "utf8")) as SourceDoc;
    return [doc, ...(doc.items ?? [])];
  }),
);

function registrar() {
  return {
    dataModels: { Actor: {} as Record<string, unknown>, Item: {} as Record<string, unknown> },
    registerSheet: () => undefined,
    setStatuses: () => undefined,
    publishApi: () => undefined,
  };
}

/** A world loading: the world's ruleset registered, then each document's system data migrated. */
const fixture = fixtureRuleset();

function load(active: "blaze-of-glory" | "fixture", docs: SourceDoc[]) {
  const all = [...RULESETS.map((r) => ({ ...r, activate: () => undefined })), fixture];
  const reg = registrar();
  registerRulesets(
    all,
    all.find((r) => r.id === active)!,
    reg,
  );
  for (const doc of docs) if (doc.type && doc.system) migrateModelSource(doc.type, doc.system);
  return reg.dataModels;
}

describe("switching the ruleset and back", () => {
  const types = new Set(documents.map((d) => d.type).filter(Boolean));

  it("covers a document of every Blaze of Glory type", () => {
    for (const t of RULESETS[0]!.types) expect(types.has(t.type), t.type).toBe(true);
  });

  it("keeps every field of every document, and the same data model for every type", () => {
    const stored = structuredClone(documents);
    const working = structuredClone(documents);
    const before = load("blaze-of-glory", working);
    const during = load("fixture", working);
    const after = load("blaze-of-glory", working);
    expect(working).toEqual(stored);
    for (const name of ["Actor", "Item"] as const)
      for (const [type, model] of Object.entries(before[name])) {
        expect(during[name][type], type).toBe(model);
        expect(after[name][type], type).toBe(model);
      }
  });
});
