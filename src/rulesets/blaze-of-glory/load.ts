import { lazyApi } from "../../shell/lazy-api";
import type * as Runtime from "./runtime";

/** The runtime chunk, loaded once: every entry point awaits this same promise. */
let runtime: Promise<typeof Runtime> | undefined;

export function loadRuntime(): Promise<typeof Runtime> {
  runtime ??= import("./runtime");
  return runtime;
}

/** The names `game.sixGunSound` offers before the runtime has loaded (kept equal by a test). */
export const TABLE_API_NAMES = [
  "rollReaction",
  "shoot",
  "reload",
  "draw",
  "melee",
  "moveFast",
  "challenge",
  "startFire",
  "recovery",
  "mountTest",
  "vehicleTest",
  "exchange",
] as const;

type Api = Awaited<ReturnType<typeof loadRuntime>>["TABLE_API"];

/** `game.sixGunSound`: each entry loads the runtime on its first call, then runs. */
export function lazyTableApi(): { [K in (typeof TABLE_API_NAMES)[number]]: Api[K] } {
  return lazyApi(async () => (await loadRuntime()).TABLE_API, TABLE_API_NAMES);
}
