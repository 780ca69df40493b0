import { assertObject, assertNumber, optionalFlag } from "../core/checks";
import { d6, type DiceSource } from "../core/dice";
import { RulesError, assertInteger, assertOneOf } from "../core/errors";
import { isMissingTable, type GmTableData, type MissingTable } from "../core/gm-table";
import { fraction, type Fraction } from "../core/probability";
import { listModifier } from "./brawl/modifiers";
import { ATTITUDES, type Attitude } from "./ids";
import type { FyhInterpretations } from "./interpretations";
import { CHARM_LEVELS } from "./tables/figures";
import { assertNpcStanding, effectiveAttitude, type NpcStanding } from "./wounds/npc";

/**
 * Charming an NPC (guide §3.11, seed L144–L150): from within 4", roll a D6, +1 for an Innocent NPC,
 * −1 for a Suspicious one, plus the charmer's charm level (lost list, FYH-M11: list rows
 * `{ name: string, modifier: number }`); 5 or more charms it. A charmed NPC obeys its charmer until
 * another charms it or it is wounded (see `npcAfterWound`).
 */

/** Farthest a charmer may be, inclusive (L146). */
export const CHARM_RANGE_INCHES = 4;
/** Lowest total that charms (L146: "5 or 6 on D6"). */
export const CHARM_TARGET = 5;

const ATTITUDE_MODIFIER: Readonly<Record<Attitude, number>> = { neutral: 0, innocent: 1, suspicious: -1 };

/** What the NPC's attitude adds to the roll (L148). */
export function attitudeModifier(attitude: Attitude): number {
  return ATTITUDE_MODIFIER[assertOneOf("attitude", attitude, ATTITUDES)];
}

export type CharmRefusal =
  /** Farther than 4". */
  | "tooFar"
  /** The GM scripts or runs this NPC (L142–L144): it cannot be charmed. */
  | "gmControlled"
  /** It already obeys this charmer. */
  | "alreadyCharmed"
  /** This charmer failed before and retries are off (FYH-Q20). */
  | "noRetry";

export interface CharmInput {
  /** Who tries (an opaque id, stored as the NPC's `charmedBy`). */
  readonly charmerId: string;
  /** Row id of the charmer's `charmLevels` row, or null (adds 0). */
  readonly charmLevel: string | null;
  readonly distanceInches: number;
  readonly npc: NpcStanding;
  readonly gmControlled?: boolean;
  /** This charmer has already failed to charm this NPC. */
  readonly failedBefore?: boolean;
  readonly dice: DiceSource;
  readonly charmLevels: GmTableData | undefined;
  readonly options: Pick<FyhInterpretations, "charmRetry">;
}

export interface CharmResult {
  readonly roll: number;
  readonly attitudeModifier: number;
  readonly charmModifier: number;
  readonly total: number;
  readonly charmed: boolean;
  /** The NPC afterwards: charmed by this charmer on a success, unchanged on a failure. */
  readonly npc: NpcStanding;
}

/** Why a charm may not be tried now, or null when it may. */
export function charmRefusal(input: Omit<CharmInput, "dice" | "charmLevels">): CharmRefusal | null {
  const i = assertObject<CharmInput>("input", input);
  if (typeof i.charmerId !== "string" || i.charmerId === "")
    throw new RulesError("charmerId", i.charmerId, "must be the charmer's id");
  const distance = assertNumber("distanceInches", i.distanceInches);
  if (distance < 0 || !Number.isFinite(distance))
    throw new RulesError("distanceInches", distance, "must be a distance in inches, 0 or more");
  const npc = assertNpcStanding("npc", i.npc);
  const retry = optionalFlag("options.charmRetry", i.options?.charmRetry, true);
  if (optionalFlag("gmControlled", i.gmControlled)) return "gmControlled";
  if (distance > CHARM_RANGE_INCHES) return "tooFar";
  if (npc.charmedBy === i.charmerId) return "alreadyCharmed";
  if (optionalFlag("failedBefore", i.failedBefore) && !retry) return "noRetry";
  return null;
}

/** Whether a total charms (T18). */
export function charmSucceeds(total: number): boolean {
  return assertInteger("total", total, -1000, 1000) >= CHARM_TARGET;
}

/**
 * One charm attempt (one action, FYH-Q20). Refusals come first, then the charm level's row (a
 * missing row rolls nothing), then the D6.
 */
export function resolveCharm(
  input: CharmInput,
): CharmResult | { readonly refused: CharmRefusal } | MissingTable {
  const refused = charmRefusal(input);
  if (refused) return { refused };
  const charmModifier = listModifier(CHARM_LEVELS, input.charmLevels, input.charmLevel ?? null);
  if (isMissingTable(charmModifier)) return charmModifier;
  const npc = assertNpcStanding("npc", input.npc);
  const att = attitudeModifier(effectiveAttitude(npc));
  const roll = d6(input.dice);
  const total = roll + att + charmModifier;
  const charmed = charmSucceeds(total);
  return {
    roll,
    attitudeModifier: att,
    charmModifier,
    total,
    charmed,
    npc: charmed ? { ...npc, charmedBy: input.charmerId } : npc,
  };
}

/** Exact chance one attempt charms, for the NPC's attitude and the charm level's modifier. */
export function charmOdds(attitude: Attitude, charmModifier: number): Fraction {
  const m = attitudeModifier(attitude) + assertInteger("charmModifier", charmModifier, -100, 100);
  let wins = 0;
  for (let face = 1; face <= 6; face++) if (charmSucceeds(face + m)) wins++;
  return fraction(wins, 6);
}
