import { existsSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { installFoundryStandIns } from "../../foundry/standin";
import { readJSON, langString } from "../../helpers/files";
import { typesOf } from "../../../src/shell/registry";
import { packRuleset } from "../../../src/shell/visibility";

/**
 * Fill Yore Hands! registers with the shell as the guide asks: its three types under the `fyh-`
 * prefix (in system.json, with their HTML fields), its packs tagged with it, the card decks of
 * §6.3, its statuses, card activation by group, and `game.sixGunSound` with one entry per table
 * action, which refuses clearly until the flows are built.
 */

installFoundryStandIns();
afterAll(() => vi.unstubAllGlobals());
const { RULESETS } = await import("../../../src/rulesets");
const { fillYoreHands } = await import("../../../src/rulesets/fill-yore-hands");
const { TABLE_API_NAMES } = await import("../../../src/rulesets/fill-yore-hands/load");
const { TABLE_API } = await import("../../../src/rulesets/fill-yore-hands/runtime");

interface Manifest {
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
  packs: { name: string; type: string; flags?: Record<string, unknown> }[];
}
const manifest = readJSON<Manifest>("system.json");

describe("the Fill Yore Hands! definition", () => {
  it("is registered after Blaze of Glory, which stays the default", () => {
    expect(RULESETS.map((r) => r.id)).toEqual(["blaze-of-glory", "fill-yore-hands", "sgs-classic"]);
    expect(RULESETS[1]).toBe(fillYoreHands);
    expect(typeof langString(fillYoreHands.label)).toBe("string");
  });

  it("declares its types under fyh-, each in system.json with its notes as HTML and a label", () => {
    expect(fillYoreHands.typePrefix).toBe("fyh-");
    expect(typesOf(fillYoreHands, "Actor")).toEqual(["fyh-figure", "fyh-group"]);
    expect(typesOf(fillYoreHands, "Item")).toEqual(["fyh-weapon"]);
    for (const t of fillYoreHands.types) {
      expect(manifest.documentTypes[t.documentName]![t.type], t.type).toEqual({ htmlFields: ["notes"] });
      expect(typeof langString(`TYPES.${t.documentName}.${t.type}`), t.type).toBe("string");
      expect(typeof langString(t.sheet!.label), t.type).toBe("string");
      expect(fillYoreHands.migrations.types).toContain(t.type);
    }
  });

  it("owns exactly the packs system.json tags with its id", () => {
    const tagged = manifest.packs.filter((p) => packRuleset(p) === "fill-yore-hands").map((p) => p.name);
    expect([...fillYoreHands.packs].sort()).toEqual(tagged.sort());
    expect(manifest.packs.find((p) => p.name === "fyh-rules")!.type).toBe("JournalEntry");
  });

  it("activates by cards per group and plays with the four decks of the guide", () => {
    expect(fillYoreHands.activation).toBe("cardsPerGroup");
    const decks = Object.fromEntries((fillYoreHands.decks ?? []).map((d) => [d.id, d]));
    expect(Object.keys(decks).sort()).toEqual(["activation", "chargen", "damage", "womenBrawl"]);
    // The damage deck holds 54 cards (L64) and the women's brawl deck 52 (L137).
    expect(decks.damage).toMatchObject({ composition: "withJokers", reshuffleWhenEmpty: true });
    expect(decks.womenBrawl).toMatchObject({ composition: "standard" });
    expect(decks.chargen).toMatchObject({ composition: "withJokers" });
    // The activation strategy rebuilds the deck each turn (FYH-Q01): no reshuffle by the service.
    expect(decks.activation).toMatchObject({ composition: "standard", reshuffleWhenEmpty: false });
    for (const d of Object.values(decks)) expect(typeof langString(d.label), d.id).toBe("string");
  });

  it("offers every lost table (FYH-M01…M15) to the GM", async () => {
    const { GM_TABLE_IDS } = await import("../../../src/rules/fill-yore-hands/ids");
    expect((fillYoreHands.gmTables ?? []).map((t) => t.id)).toEqual([...GM_TABLE_IDS]);
  });

  it("has its statuses with our own icons, dead the defeated one", () => {
    const statuses = fillYoreHands.statuses();
    expect(statuses.map((s) => s.id)).toEqual(["down", "dead", "prone", "outaBreath", "charmed"]);
    expect(fillYoreHands.defeatedStatus).toBe("dead");
    for (const s of statuses) {
      expect(typeof langString(s.name), s.id).toBe("string");
      expect(existsSync(s.img.replace("systems/six-gun-sound/", "")), s.img).toBe(true);
      expect(String(s._id)).toMatch(/^[A-Za-z0-9]{16}$/);
    }
  });

  it("publishes one game.sixGunSound entry per table action, the same names the runtime has", () => {
    expect(Object.keys(fillYoreHands.api())).toEqual([...TABLE_API_NAMES]);
    expect(Object.keys(TABLE_API).sort()).toEqual([...TABLE_API_NAMES].sort());
    for (const name of TABLE_API_NAMES) {
      expect(typeof langString(`SIXGUN.FYH.Action.${name}`), name).toBe("string");
      expect(typeof langString(`SIXGUN.FYH.Action.${name}Hint`), name).toBe("string");
    }
  });

  it("answers a call that cannot go ahead with null and a notification, never a throw", async () => {
    const api = fillYoreHands.api() as Record<string, (actor: unknown) => Promise<unknown>>;
    await expect(api.shoot!({})).resolves.toBeNull();
    // Built now: a call that cannot go ahead (here, no figure) is a notification, never a throw.
    await expect(api.drawTraits!({})).resolves.toBeNull();
  });

  it("registers its interpretation settings when activated", () => {
    const register = vi.fn();
    vi.stubGlobal("game", { settings: { register } });
    fillYoreHands.activate();
    expect(register.mock.calls.map((c) => c[1])).toContain("fyh.cardsPerGroup");
  });
});

describe("the figure sheet's action buttons", () => {
  it("have a handler each that calls game.sixGunSound and shows a refusal as a warning", async () => {
    const { FyhFigureSheet } = await import("../../../src/rulesets/fill-yore-hands/sheets/figure-sheet");
    const actions = (FyhFigureSheet as unknown as { DEFAULT_OPTIONS: { actions: Record<string, unknown> } })
      .DEFAULT_OPTIONS.actions;
    for (const name of TABLE_API_NAMES) expect(typeof actions[name], name).toBe("function");
    const warn = vi.fn();
    const actor = { name: "Kid" };
    const calls: unknown[] = [];
    vi.stubGlobal("ui", { notifications: { warn } });
    vi.stubGlobal("game", {
      i18n: { localize: (k: string) => k, format: (k: string, d: object) => `${k} ${JSON.stringify(d)}` },
      sixGunSound: {
        ...fillYoreHands.api(),
        run: async (a: unknown) => calls.push(a),
      },
    });
    await (actions.shoot as (this: unknown) => Promise<void>).call({ actor });
    // The real flow refuses a figure this user does not own, as a warning.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("SIXGUN.Chat.NotYours"));
    await (actions.run as (this: unknown) => Promise<void>).call({ actor });
    expect(calls).toEqual([actor]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
