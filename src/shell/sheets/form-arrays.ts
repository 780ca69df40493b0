/**
 * Forms name array elements by index (`system.groups.1.name`). Expanded, that is an object with
 * integer keys holding only the edited fields; written as is, it would replace the whole array and
 * lose the fields the form does not show (ids, leaders). This merges such edits onto the stored
 * array. Pure, for tests.
 */
export function mergeIndexedArray<T extends object>(current: readonly T[], edits: unknown): T[] {
  const next = current.map((entry) => ({ ...entry }));
  if (!edits || typeof edits !== "object") return next;
  for (const [key, value] of Object.entries(edits as Record<string, unknown>)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= next.length) continue;
    if (value && typeof value === "object") Object.assign(next[index]!, value);
  }
  return next;
}

/** Reads a dotted path from plain data. */
export function getPath(data: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      data,
    );
}

/** Replaces each listed array path in expanded submit data by the merged full array. */
export function mergeArrayEdits(
  submit: Record<string, unknown>,
  source: unknown,
  paths: readonly string[],
): void {
  for (const path of paths) {
    const edits = getPath(submit, path);
    if (edits === undefined) continue;
    const current = getPath(source, path);
    const merged = mergeIndexedArray(Array.isArray(current) ? (current as object[]) : [], edits);
    const parts = path.split(".");
    const last = parts.pop()!;
    let node = submit as Record<string, unknown>;
    for (const part of parts) node = node[part] as Record<string, unknown>;
    node[last] = merged;
  }
}
