import { assertBoolean, assertInteger } from "../../core";
import { groupForceLines } from "./force-lines";
import { howManyMultiple } from "./how-many";
import { SETTLEMENT_LEVEL_RANGE } from "./locales";
import type { RollLog } from "./roll-log";
import type { ForceLine } from "./types";

/**
 * The town's side as the Robbery builds it (L3280–3311) and the Capture and Jail Break reuse
 * (L3492, L3535–3536): one Sheriff and SL − 1d6 Deputies (never fewer than none, guide I-56), each
 * placed on 1d6; townsfolk by HOW MANY OF THEM (R) and each placed on 1d6 (street figures 2d6" from
 * the target, left / across / right on 1d6), and armed or not by ARMED POPULACE (L3329–3330).
 */

/** Sheriff or deputy: 1–3 in the office, 4–5 on the street, 6 in another building (L3308). */
export function lawPlacement(die: number): string {
  const d = assertInteger("die", die, 1, 6);
  return d <= 3 ? "lawOffice" : d <= 5 ? "lawStreet" : "lawOtherBuilding";
}

/** Townsfolk: 1–4 in a building, 5–6 on the street (L3309). */
export function townsfolkStart(die: number): "inBuilding" | "onStreet" {
  return assertInteger("die", die, 1, 6) <= 4 ? "inBuilding" : "onStreet";
}

/** Street townsfolk: 1–2 left of the target, 3–4 across from it, 5–6 right of it (L3311). */
export function streetSide(die: number): string {
  const d = assertInteger("die", die, 1, 6);
  return d <= 2 ? "streetLeftOfTarget" : d <= 4 ? "streetAcrossTarget" : "streetRightOfTarget";
}

/**
 * ARMED POPULACE for a townsfolk on the street (L3329–3330): SL 3 rolls (1–3 unarmed), SL 4+ always
 * unarmed. Below SL 3 the book says nothing: they keep their NPC table's arms (`null` = no roll).
 */
export function streetTownsfolkArmed(settlementLevel: number, die: number | null): boolean {
  const sl = assertInteger(
    "settlementLevel",
    settlementLevel,
    SETTLEMENT_LEVEL_RANGE.min,
    SETTLEMENT_LEVEL_RANGE.max,
  );
  if (sl >= 4) return false;
  if (sl <= 2) return true;
  return assertInteger("die", die, 1, 6) >= 4;
}

/** SL − 1d6 deputies, never fewer than none. */
export function deputiesFor(settlementLevel: number, die: number): number {
  return Math.max(
    0,
    assertInteger("settlementLevel", settlementLevel, 1, 6) - assertInteger("die", die, 1, 6),
  );
}

/** Rolls SL − 1d6 deputies on the log (the die shown, the count as its value). */
export function rollDeputies(log: RollLog, settlementLevel: number, source: string): number {
  const sl = assertInteger(
    "settlementLevel",
    settlementLevel,
    SETTLEMENT_LEVEL_RANGE.min,
    SETTLEMENT_LEVEL_RANGE.max,
  );
  const roll = log.sum({
    purpose: "deputies",
    source,
    read: () => "deputiesCount",
    values: (_s, dice) => ({ n: deputiesFor(sl, dice[0]!) }),
  });
  return deputiesFor(sl, roll.dice[0]!);
}

/** Rolls the Sheriff, his deputies and where each starts. */
export function rollTownLaw(log: RollLog, settlementLevel: number, source: string): ForceLine[] {
  const count = rollDeputies(log, settlementLevel, source);
  const lines: ForceLine[] = [];
  const place = (subject: string) =>
    log.sum({ purpose: "lawPlacement", source: "L3308", subject, read: (d) => lawPlacement(d) }).result;
  lines.push({
    profession: "sheriff",
    count: 1,
    role: "sheriff",
    placement: place("town.1"),
    armed: true,
  });
  for (let i = 1; i <= count; i++)
    lines.push({
      profession: "deputy",
      count: 1,
      role: "deputy",
      placement: place(`town.${i + 1}`),
      armed: true,
    });
  return groupForceLines(lines);
}

export interface TownsfolkOptions {
  settlementLevel: number;
  /** The outlaws the multiple counts. */
  outlaws: number;
  /** Halve the townsfolk (a Jail Break at night, L3546), rounding down. */
  halve?: boolean;
  /** The number the first townsfolk's rolls name on the card (`town.<n>`), after the law's figures. */
  firstNumber?: number;
  /** Roll ARMED POPULACE for the street figures now (false: they start as their NPC table arms them). */
  armedPopulace?: boolean;
}

/** Rolls HOW MANY OF THEM (R), then each townsfolk's start (and arms, on the street). */
export function rollTownsfolk(
  log: RollLog,
  options: TownsfolkOptions,
): { count: number; lines: ForceLine[] } {
  const sl = assertInteger(
    "settlementLevel",
    options.settlementLevel,
    SETTLEMENT_LEVEL_RANGE.min,
    SETTLEMENT_LEVEL_RANGE.max,
  );
  const outlaws = assertInteger("outlaws", options.outlaws, 0, 200);
  const halve = assertBoolean("halve", options.halve ?? false);
  const armedRoll = assertBoolean("armedPopulace", options.armedPopulace ?? true);
  const first = assertInteger("firstNumber", options.firstNumber ?? 1, 1, 1000);
  const how = log.sum({
    purpose: "howManyTownsfolk",
    count: 2,
    modifier: sl,
    source: "L3284–3302",
    read: () => "timesOutlaws",
    values: (score) => ({ n: howManyMultiple("R", score) }),
  });
  const full = howManyMultiple("R", how.score) * outlaws;
  const count = halve ? Math.floor(full / 2) : full;
  const lines: ForceLine[] = [];
  for (let i = 1; i <= count; i++) {
    const subject = `town.${first + i - 1}`;
    const start = log.sum({
      purpose: "townsfolkStart",
      source: "L3309",
      subject,
      read: (d) => townsfolkStart(d),
    });
    if (start.result === "inBuilding") {
      lines.push({ profession: "townsfolk", count: 1, role: "townsfolk", placement: "inBuilding" });
      continue;
    }
    const inches = log.sum({
      purpose: "townsfolkDistance",
      count: 2,
      source: "L3311",
      subject,
      read: () => "inches",
      values: (score) => ({ inches: score }),
    }).score;
    const side = log.sum({
      purpose: "townsfolkSide",
      source: "L3311",
      subject,
      read: (d) => streetSide(d),
    }).result;
    let armed = true;
    if (armedRoll && sl === 3)
      armed = streetTownsfolkArmed(
        sl,
        log.sum({
          purpose: "armedPopulace",
          source: "L3329",
          subject,
          read: (d) => (streetTownsfolkArmed(3, d) ? "armed" : "unarmed"),
        }).dice[0]!,
      );
    else if (armedRoll) armed = streetTownsfolkArmed(sl, null);
    lines.push({
      profession: "townsfolk",
      count: 1,
      role: "townsfolk",
      placement: side,
      placementValues: { inches },
      ...(armed ? {} : { armed: false }),
    });
  }
  return { count, lines: groupForceLines(lines) };
}
