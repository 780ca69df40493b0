import { lazyApi } from "../../shell/lazy-api";
import type * as Runtime from "./runtime";

/** The runtime chunk, loaded once: every entry point awaits this same promise. */
let runtime: Promise<typeof Runtime> | undefined;

export function loadRuntime(): Promise<typeof Runtime> {
  runtime ??= import("./runtime");
  return runtime;
}

/** The names `game.sixGunSound.classic` offers before the runtime has loaded (kept equal by a test). */
export const TABLE_API_NAMES = [
  "reactionTest",
  "coolnessCheck",
  "shoot",
  "draw",
  "horseCheck",
  "woundTest",
  "monthlyTurn",
  "newCharacter",
  "recordEncounter",
  "brawl",
  "charge",
] as const;
export type TableActionName = (typeof TABLE_API_NAMES)[number];

type Api = Awaited<ReturnType<typeof loadRuntime>>["TABLE_API"];

/** Each entry loads the runtime on its first call. */
export function lazyTableApi(): { [K in TableActionName]: Api[K] } {
  return lazyApi(async () => (await loadRuntime()).TABLE_API, TABLE_API_NAMES);
}
