import { assertInteger, assertOneOf } from "../../core/errors";

/**
 * Encounters that follow others (guide §4.9): a captured Outlaw's Jail Break 1D6 months on; a
 * Posse after a rustler got away on a 1 (next month); an escaped Outlaw's Posse at once after a
 * Jail Break or a robbery; a Capture at once on a 1 after escaping a robbery's posse.
 */

export interface FollowUp {
  readonly encounter: "jailBreak" | "posse" | "capture";
  /** Months until it comes (0: this very month, at once). */
  readonly monthsLeft: number;
}

export type FollowUpCause =
  | "captured"
  | "rustlerGotAway"
  | "jailBreakEscaped"
  | "robbery"
  | "escapedRobberyPosse"
  | "gunfightOpponentLost";

/** What a cause brings, given its die where one is rolled (null when nothing follows). */
export function followUpFor(cause: FollowUpCause, die?: number): FollowUp | null {
  const c = assertOneOf("cause", cause, [
    "captured",
    "rustlerGotAway",
    "jailBreakEscaped",
    "robbery",
    "escapedRobberyPosse",
    "gunfightOpponentLost",
  ] as const);
  switch (c) {
    case "captured":
      return { encounter: "jailBreak", monthsLeft: assertInteger("die", die, 1, 6) };
    case "rustlerGotAway":
      return assertInteger("die", die, 1, 6) === 1 ? { encounter: "posse", monthsLeft: 1 } : null;
    case "jailBreakEscaped":
    case "robbery":
      return { encounter: "posse", monthsLeft: 0 };
    case "escapedRobberyPosse":
      return assertInteger("die", die, 1, 6) === 1 ? { encounter: "capture", monthsLeft: 0 } : null;
    case "gunfightOpponentLost":
      return assertInteger("die", die, 1, 6) <= 3 ? { encounter: "posse", monthsLeft: 0 } : null;
  }
}
