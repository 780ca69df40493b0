import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file below `dir` whose name passes `keep`, as paths relative to the repository root. */
export function listFiles(dir: string, keep: (path: string) => boolean = () => true): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path, keep) : keep(path) ? [path] : [];
  });
}

export function readJSON<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}
