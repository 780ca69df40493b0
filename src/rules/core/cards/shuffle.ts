import { checkFace, type DiceSource } from "../dice";

/**
 * Fisher–Yates with the core's injected {@link DiceSource}: position i (from the end) swaps with
 * a die of size i+1, so a seeded or scripted source reproduces the order exactly, and the shell
 * can feed the same faces from Foundry's dice. Returns a new array; the input is untouched.
 */
export function shuffle<T>(source: DiceSource, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = checkFace(source.roll(i + 1), i + 1, `shuffle[${i}]`) - 1;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
