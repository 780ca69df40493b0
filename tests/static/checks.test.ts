import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * The static checks run as tests so that the one test command covers them and their failures count
 * in the report: the whole project against the V13 types, the rules core alone with no Foundry
 * types (it must stay Foundry-free), ESLint and Prettier.
 */

function run(command: string, args: string[]): string {
  try {
    // fvtt-types needs more than Node's default heap when the suite runs other work beside it.
    const env = { ...process.env, NODE_OPTIONS: "--max-old-space-size=8192" };
    return execFileSync(command, args, { encoding: "utf8", stdio: "pipe", maxBuffer: 64 * 1024 * 1024, env });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${e.stdout ?? ""}${e.stderr ?? ""}`);
  }
}

describe("static checks", () => {
  it("type-checks the whole project against the V13 types", { timeout: 600_000 }, () => {
    expect(run("npx", ["tsc", "-p", "tsconfig.json"])).toBe("");
  });

  it("type-checks the rules core without any Foundry types", { timeout: 120_000 }, () => {
    expect(run("npx", ["tsc", "-p", "tsconfig.rules.json"])).toBe("");
  });

  it("passes ESLint", { timeout: 300_000 }, () => {
    run("npx", ["eslint", "--max-warnings", "0", "."]);
  });

  it("is formatted by Prettier", { timeout: 120_000 }, () => {
    run("npx", ["prettier", "--check", "--log-level", "warn", "."]);
  });
});
