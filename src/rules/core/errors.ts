/**
 * The one error type the rules core throws. It names the offending field so the Foundry layer can
 * point the user at the exact input that was wrong, and so tests can assert on it.
 */
export class RulesError extends Error {
  override readonly name = "RulesError";

  constructor(
    /** Dotted path of the bad input, e.g. `figure.rep` or `dice[2]`. */
    readonly field: string,
    /** The value that was rejected. */
    readonly value: unknown,
    message: string,
  ) {
    super(`${field}: ${message} (got ${describe(value)})`);
  }
}

function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value == null) return String(value);
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/** Rejects anything that is not a whole number in `[min, max]` (NaN and Infinity included). */
export function assertInteger(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RulesError(field, value, "must be a whole number");
  }
  if (value < min || value > max) {
    throw new RulesError(field, value, `must be between ${min} and ${max}`);
  }
  return value;
}

/** Whether `value` is one of `allowed` (narrowing it): for readers that fall back rather than refuse. */
export function isOneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value);
}

/** Rejects a value that is not one of `allowed`; narrows it to the union on success. */
export function assertOneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (!isOneOf(allowed, value)) {
    throw new RulesError(field, value, `must be one of ${allowed.join(", ")}`);
  }
  return value as T;
}

export function assertBoolean(field: string, value: unknown): boolean {
  if (typeof value !== "boolean") throw new RulesError(field, value, "must be true or false");
  return value;
}
