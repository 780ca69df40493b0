import { describe, expect, it } from "vitest";
import { lazyApi } from "../../src/shell/lazy-api";

/** The shell's stand-in for a ruleset's `game.sixGunSound` before its runtime chunk has loaded. */

describe("lazyApi", () => {
  function counted() {
    const calls = { load: 0 };
    const real = {
      add: (a: number, b: number) => a + b,
      shout: async (text: string) => text.toUpperCase(),
      hidden: () => "not offered",
    };
    let cached: Promise<typeof real> | undefined;
    const load = () => {
      calls.load += 1;
      cached ??= Promise.resolve(real);
      return cached;
    };
    return { calls, api: lazyApi(load, ["add", "shout"] as const) };
  }

  it("offers only the listed names and loads nothing until a call", () => {
    const { calls, api } = counted();
    expect(Object.keys(api).sort()).toEqual(["add", "shout"]);
    expect(calls.load).toBe(0);
  });

  it("passes the arguments through and answers what the real function answers", async () => {
    const { calls, api } = counted();
    await expect(api.add(2, 3)).resolves.toBe(5);
    await expect(api.shout("draw")).resolves.toBe("DRAW");
    expect(calls.load).toBe(2);
  });
});
