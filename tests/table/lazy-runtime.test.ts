import { describe, expect, it } from "vitest";
import { installFoundryStandIns } from "../foundry/standin";

// The sheets and data models extend Foundry's classes when their modules load.
installFoundryStandIns();
const { TABLE_API_NAMES, lazyTableApi, loadRuntime } = await import("../../src/rulesets/blaze-of-glory/load");

/** Blaze of Glory's runtime loads once, on demand, and `game.sixGunSound` offers all of it before. */
describe("the on-demand runtime", () => {
  it("loads through one promise, shared by every entry point", async () => {
    const first = loadRuntime();
    expect(loadRuntime()).toBe(first);
    const runtime = await first;
    expect(typeof runtime.runFollowUpHere).toBe("function");
    expect(typeof runtime.newFigure).toBe("function");
  });

  it("names every entry point of the table's API before loading it", async () => {
    const { TABLE_API } = await loadRuntime();
    expect([...TABLE_API_NAMES].sort()).toEqual(Object.keys(TABLE_API).sort());
    const api = lazyTableApi();
    expect(Object.keys(api).sort()).toEqual(Object.keys(TABLE_API).sort());
    for (const fn of Object.values(api)) expect(typeof fn).toBe("function");
  });

  it("passes a call through to the loaded entry point", async () => {
    const { TABLE_API } = await loadRuntime();
    const original = TABLE_API.startFire;
    const calls: unknown[][] = [];
    (TABLE_API as Record<string, unknown>).startFire = async (...args: unknown[]) => {
      calls.push(args);
      return "posted";
    };
    try {
      await expect(lazyTableApi().startFire("frameBuilding", true)).resolves.toBe("posted");
      expect(calls).toEqual([["frameBuilding", true]]);
    } finally {
      (TABLE_API as Record<string, unknown>).startFire = original;
    }
  });
});
