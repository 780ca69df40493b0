import type { ForceLine } from "./types";

/**
 * Merges lines that differ only in their count (the same profession, role, placement, mount ...), so
 * a set-up lists "4 × Townsfolk in a building" once while its rolls keep every figure's die.
 */
export function groupForceLines(lines: readonly ForceLine[]): ForceLine[] {
  const out: ForceLine[] = [];
  const keys: string[] = [];
  for (const line of lines) {
    if (line.count <= 0) continue;
    const { count, ...rest } = line;
    const key = stableKey(rest);
    const i = keys.indexOf(key);
    if (i >= 0) out[i] = { ...out[i]!, count: out[i]!.count + count };
    else {
      keys.push(key);
      out.push({ ...line });
    }
  }
  return out;
}

/** A key that does not depend on the order the fields were written in. */
function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${k}:${stableKey((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}
