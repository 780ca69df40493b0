import { RulesError, assertInteger, assertOneOf, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { HIT_LOCATIONS, PROFESSIONS, type HitLocation, type Profession } from "../ids";
import { SAND_RANGE, TOUGHNESS_RANGE } from "../figure";
import { RollLog } from "../encounters/roll-log";
import type { EncounterRoll } from "../encounters/types";

/**
 * Campaign RECOVERY (L4270–4396): runaways, wounds and Out of the Fight, and the Doc. In a campaign
 * these replace the core After the Battle tests (L3992; guide I-47, a world setting).
 */

/** A modifier that "may never bring" the stat over 5 (L4284, L4319): a stat already higher stays. */
export function cappedTarget(stat: number, bonus: number): number {
  return bonus > 0 ? Math.max(stat, Math.min(5, stat + bonus)) : stat;
}

// ---------------------------------------------------------------------------------------------
// RUNAWAY RECOVERY (L4278–4305)

export type RunawayOutcome = "rejoins" | "rejoinsShaken" | "lost";

/** 2d6 vs Sand, +1 left the table mounted, +1 an Indian: pass 2 rejoins, pass 1 rejoins with Sand −1, pass 0 gone. */
export function rollRunawayRecovery(
  dice: DiceSource,
  figure: { sand: number; leftMounted?: boolean; indian?: boolean; subject?: string },
): { outcome: RunawayOutcome; sandChange: number; roll: EncounterRoll } {
  const sand = assertInteger("sand", figure.sand, SAND_RANGE.min, SAND_RANGE.max);
  const bonus = (figure.leftMounted ? 1 : 0) + (figure.indian ? 1 : 0);
  const outcomes: readonly RunawayOutcome[] = ["lost", "rejoinsShaken", "rejoins"];
  const roll = new RollLog(dice).passes({
    purpose: "runawayRecovery",
    target: cappedTarget(sand, bonus),
    source: "L4278–4305",
    subject: figure.subject,
    read: (passes) => `runaway.${outcomes[passes]!}`,
  });
  const outcome = outcomes[roll.score]!;
  return { outcome, sandChange: outcome === "rejoinsShaken" ? -1 : 0, roll };
}

// ---------------------------------------------------------------------------------------------
// Able to rest (L4309–4317)

export interface RestContext {
  profession: Profession;
  /** The encounter was played in a town. */
  inTown: boolean;
  /** A Cowboy hit while on a cattle drive cannot rest. */
  onCattleDrive?: boolean;
  /** An Outlaw captured (jailed) rather than free. */
  captured?: boolean;
  /** An abandoned figure that escaped never counts as resting (L4507). */
  abandonedEscapee?: boolean;
}

const REST_ALWAYS: readonly Profession[] = ["sheriff", "deputy", "townsfolk", "homesteader"];
const REST_IN_TOWN: readonly Profession[] = [
  "ranger",
  "marshal",
  "gunfighter",
  "bountyHunter",
  "buffaloHunter",
  "gambler",
  "greenhorn",
  "homesteader",
  "mountainMan",
  "prospector",
];

/**
 * Whether the figure counts as able to rest: "yes", "no", or "roll" for an Indian or a free Outlaw
 * (1d6, rests on 4–6).
 */
export function restRule(context: RestContext): "yes" | "no" | "roll" {
  const profession = assertOneOf("profession", context.profession, PROFESSIONS);
  if (context.abandonedEscapee) return "no";
  if (REST_ALWAYS.includes(profession)) return "yes";
  if (profession === "warrior") return "roll";
  if (profession === "outlaw") return context.captured ? (context.inTown ? "yes" : "no") : "roll";
  if (REST_IN_TOWN.includes(profession)) return context.inTown ? "yes" : "no";
  if (profession === "cowboy") return context.inTown || !context.onCattleDrive ? "yes" : "no";
  return "no";
}

/** Settles "able to rest", rolling the 1d6 where the rule asks for one. */
export function rollAbleToRest(
  dice: DiceSource,
  context: RestContext & { subject?: string },
): { rests: boolean; rolls: EncounterRoll[] } {
  const rule = restRule(context);
  if (rule !== "roll") return { rests: rule === "yes", rolls: [] };
  const log = new RollLog(dice);
  const roll = log.sum({
    purpose: "ableToRest",
    source: "L4314",
    subject: context.subject,
    read: (score) => (score >= 4 ? "rest.rests" : "rest.noRest"),
  });
  return { rests: roll.score >= 4, rolls: log.rolls };
}

// ---------------------------------------------------------------------------------------------
// WOUNDS & OUT OF FIGHT RECOVERY (L4307–4347)

/**
 * A wound's fate, best first. Limbs have a step between infection and death; head, chest and gut
 * do not (guide I-45).
 */
export const WOUND_OUTCOMES = ["recovered", "mending", "losesLimb", "dies"] as const;
export type WoundOutcome = (typeof WOUND_OUTCOMES)[number];

const LIMBS: readonly HitLocation[] = ["gunArm", "offArm", "leg"];

/** The ladder DOCTORIN' moves along for a wound in `location` (L4376–4394, guide I-45). */
export function woundLadder(location: HitLocation): readonly WoundOutcome[] {
  return LIMBS.includes(assertOneOf("location", location, HIT_LOCATIONS))
    ? WOUND_OUTCOMES
    : ["recovered", "mending", "dies"];
}

/** What losing the limb costs: Rep −2 for the gun arm, −1 for the off arm; a leg halves foot moves and costs 2 Horsemanship. */
export const LIMB_LOSS: {
  readonly [L in "gunArm" | "offArm" | "leg"]: { rep: number; horsemanship: number; footMoveHalved: boolean };
} = frozen({
  gunArm: { rep: -2, horsemanship: 0, footMoveHalved: false },
  offArm: { rep: -1, horsemanship: 0, footMoveHalved: false },
  leg: { rep: 0, horsemanship: -2, footMoveHalved: true },
});

export interface WoundRecovery {
  outcome: WoundOutcome;
  rolls: EncounterRoll[];
}

/**
 * One wound or Out of the Fight result: 2d6 vs Toughness (+1 able to rest, capped at 5). Pass 2
 * recovered, pass 1 still mending (no change this season; test again after the next), pass 0
 * infection: head, chest and gut die; a limb rolls 1d6 vs Toughness, a pass loses the limb, a fail dies.
 */
export function rollWoundRecovery(
  dice: DiceSource,
  options: { toughness: number; location: HitLocation; ableToRest: boolean; subject?: string },
): WoundRecovery {
  const toughness = assertInteger("toughness", options.toughness, TOUGHNESS_RANGE.min, TOUGHNESS_RANGE.max);
  const location = assertOneOf("location", options.location, HIT_LOCATIONS);
  const log = new RollLog(dice);
  const test = log.passes({
    purpose: "woundRecovery",
    target: cappedTarget(toughness, options.ableToRest ? 1 : 0),
    source: "L4327–4347",
    subject: options.subject,
    read: (passes) => (passes === 2 ? "wound.recovered" : passes === 1 ? "wound.mending" : "wound.infection"),
    values: () => ({ location }),
  });
  if (test.score === 2) return { outcome: "recovered", rolls: log.rolls };
  if (test.score === 1) return { outcome: "mending", rolls: log.rolls };
  if (!LIMBS.includes(location)) return { outcome: "dies", rolls: log.rolls };
  const infection = log.passes({
    purpose: "infection",
    count: 1,
    target: toughness,
    source: location === "leg" ? "L4347" : location === "gunArm" ? "L4343" : "L4344",
    subject: options.subject,
    read: (passes) => (passes === 1 ? "wound.losesLimb" : "wound.dies"),
    values: () => ({ location }),
  });
  return { outcome: infection.score === 1 ? "losesLimb" : "dies", rolls: log.rolls };
}

// ---------------------------------------------------------------------------------------------
// IS THE DOC IN? (L4349–4396)

export const DOC_PLACES = [
  "trader",
  "tradingPost",
  "privateFort",
  "federalFort",
  "smallTown",
  "goodSizedTown",
] as const;
export type DocPlace = (typeof DOC_PLACES)[number];

/** DOC IS AVAILABLE ON (L4357–4361): the highest 1d6 face that finds him (0: never). */
export const DOC_AVAILABLE_ON: { readonly [P in DocPlace]: number } = frozen({
  trader: 0,
  tradingPost: 1,
  privateFort: 1,
  smallTown: 2,
  goodSizedTown: 4,
  federalFort: 5,
});

/** DOC'S SKILL LEVEL (L4362–4366): 1d6, −1 in forts; 1 or less → 3, 2–5 → 4, 6 → 5. */
export function docSkill(score: number): number {
  return score <= 1 ? 3 : score <= 5 ? 4 : 5;
}

/** An Indian's shaman (L4396): on 1–5; skill 3 (1–2), 4 (3–4), 5 (5–6). */
export function shamanSkill(score: number): number {
  return score <= 2 ? 3 : score <= 4 ? 4 : 5;
}

export interface DoctorinResult {
  /** Whether a Doc (or shaman) was found; without one the wound's own outcome stands. */
  found: boolean;
  /** The healer's skill, when found. */
  skill?: number;
  outcome: WoundOutcome;
  rolls: EncounterRoll[];
}

/**
 * Looks for a Doc (an Indian for a shaman) where the figure rests: is he in (DOC IS AVAILABLE ON),
 * and his skill (1d6, −1 in a fort). Once found, he treats every wound the figure has (L4353–4366).
 */
export function rollFindDoc(
  dice: DiceSource,
  options: { place: DocPlace; indian?: boolean; subject?: string },
): { found: boolean; skill?: number; rolls: EncounterRoll[] } {
  const place = assertOneOf("place", options.place, DOC_PLACES);
  const log = new RollLog(dice);
  const fort = place === "privateFort" || place === "federalFort";
  const availableOn = options.indian ? 5 : DOC_AVAILABLE_ON[place];
  const available = log.sum({
    purpose: options.indian ? "shamanAvailable" : "docAvailable",
    source: options.indian ? "L4396" : "L4357–4361",
    subject: options.subject,
    read: (score) => (score <= availableOn ? "doc.found" : "doc.notFound"),
    values: () => ({ upTo: availableOn }),
  });
  if (available.score > availableOn) return { found: false, rolls: log.rolls };
  const skillRoll = log.sum({
    purpose: options.indian ? "shamanSkill" : "docSkill",
    modifier: !options.indian && fort ? -1 : 0,
    source: options.indian ? "L4396" : "L4364–4368",
    subject: options.subject,
    read: (score) => `doc.skill${options.indian ? shamanSkill(score) : docSkill(score)}`,
  });
  return {
    found: true,
    skill: options.indian ? shamanSkill(skillRoll.score) : docSkill(skillRoll.score),
    rolls: log.rolls,
  };
}

/**
 * DOCTORIN' (L4372–4394): 2d6 vs the healer's skill moves a wound's outcome one step better (pass 2),
 * keeps it (pass 1) or one step worse (pass 0) along the wound's ladder (worked example W-38).
 */
export function rollDoctorinTest(
  dice: DiceSource,
  options: { skill: number; location: HitLocation; woundOutcome: WoundOutcome; subject?: string },
): { outcome: WoundOutcome; roll: EncounterRoll } {
  const ladder = woundLadder(options.location);
  const start = ladder.indexOf(assertOneOf("woundOutcome", options.woundOutcome, WOUND_OUTCOMES));
  if (start < 0)
    throw new RulesError(
      "woundOutcome",
      options.woundOutcome,
      `is not a step for a wound to the ${options.location}`,
    );
  const steps = [1, 0, -1] as const; // pass 0 one worse, pass 1 the same, pass 2 one better
  const roll = new RollLog(dice).passes({
    purpose: "doctorin",
    target: assertInteger("skill", options.skill, 3, 5),
    source: "L4372–4394",
    subject: options.subject,
    read: (passes) => `doc.${["worse", "same", "better"][passes]!}`,
  });
  const index = Math.min(ladder.length - 1, Math.max(0, start + steps[roll.score]!));
  return { outcome: ladder[index]!, roll };
}

/** Finding the Doc and his treatment of one wound, in one go. */
export function rollDoctorin(
  dice: DiceSource,
  options: {
    place: DocPlace;
    indian?: boolean;
    location: HitLocation;
    woundOutcome: WoundOutcome;
    subject?: string;
  },
): DoctorinResult {
  // The outcome is checked against the wound's ladder before any die is rolled.
  if (
    !woundLadder(options.location).includes(assertOneOf("woundOutcome", options.woundOutcome, WOUND_OUTCOMES))
  )
    throw new RulesError(
      "woundOutcome",
      options.woundOutcome,
      `is not a step for a wound to the ${options.location}`,
    );
  const doc = rollFindDoc(dice, options);
  if (!doc.found) return { found: false, outcome: options.woundOutcome, rolls: doc.rolls };
  const treated = rollDoctorinTest(dice, { ...options, skill: doc.skill! });
  return { found: true, skill: doc.skill, outcome: treated.outcome, rolls: [...doc.rolls, treated.roll] };
}
