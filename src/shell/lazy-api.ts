/**
 * An API whose code lives in a lazy chunk, offered before the chunk has loaded: each entry is an
 * async stand-in that awaits `load()` on its first call (the loader caches its promise) and then
 * calls the real function of the same name. A ruleset's load.ts builds `game.sixGunSound` with it,
 * so the startup chunk carries only the names.
 */
export function lazyApi<Api, const Name extends keyof Api & string>(
  load: () => Promise<Api>,
  names: readonly Name[],
): { [K in Name]: Api[K] } {
  return Object.fromEntries(
    names.map((name) => [
      name,
      async (...args: unknown[]) => ((await load())[name] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as never;
}
