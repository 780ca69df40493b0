import { RulesError, assertInteger, assertOneOf } from "../../core";
import { readOptions } from "../../core/checks";
import { type AttributeId } from "../ids";
import { REP_RANGE, checkAttributes } from "../figure";
import { type DrunkState, optionalDrunk } from "../movement/drunk";
import { assertId, assertObject, optionalFlag } from "../turn/validate";

/**
 * The Fightin' pool: Rep d6 adjusted by the FIGHTIN' MODIFIERS (L1791–1800, QRS L6986–6995), the
 * attribute hooks (Brawler L3061, Knife Fighter L3097, Runt L3103, Sick drunk L3083) and the
 * Flurry of Punches penalties piled up earlier in the same melee (L1817).
 */

/** Hand-to-hand weapons (L1032–1041): +1d6 and lethal blows. */
export const MELEE_WEAPONS = ["knife", "tomahawk", "lance"] as const;
export type MeleeWeapon = (typeof MELEE_WEAPONS)[number];

export interface MeleeOptions {
  /**
   * Guide I-27 (OPEN): Brawler and Knife Fighter say "count only the best two". "extraDie" (default,
   * the guide's recommendation): a plain +1d6 with every passed die counting. "bestTwo": the literal
   * cap, at most 2 passes for a figure that used either bonus.
   */
  attributeDice?: "extraDie" | "bestTwo";
  /**
   * Guide §2.11 (OPEN): "enemy Fears you" is never defined. "counts" (default): a caller-set
   * `enemyFearsYou` gives the +1d6 (shared with flank/rear, not stacking). "ignored": the flag does
   * nothing.
   */
  fears?: "counts" | "ignored";
  /**
   * The modifier list gives +1d6 to any mounted figure in the impact round (L1796); the horse rules
   * give it to riders armed with a melee weapon (L2302). "anyRider" (default, the table the guide
   * lists) or "meleeWeaponOnly".
   */
  mountedImpact?: "anyRider" | "meleeWeaponOnly";
  /**
   * "When reduced to 0d6 then figure is OOF" (L1823). "anyCause" (default): any fighter whose pool
   * for a round is 0 is Out of the Fight. "flurryOnly": only when Flurry penalties took the last die.
   */
  zeroDice?: "anyCause" | "flurryOnly";
  /** Safety stop for `fightMelee`: the most rounds fought before giving up (default 100). */
  maxRounds?: number;
}

export interface CheckedMeleeOptions {
  attributeDice: "extraDie" | "bestTwo";
  fears: "counts" | "ignored";
  mountedImpact: "anyRider" | "meleeWeaponOnly";
  zeroDice: "anyCause" | "flurryOnly";
  maxRounds: number;
}

const MELEE_DEFAULTS: CheckedMeleeOptions = {
  attributeDice: "extraDie",
  fears: "counts",
  mountedImpact: "anyRider",
  zeroDice: "anyCause",
  maxRounds: 100,
};

export function checkMeleeOptions(options: MeleeOptions): CheckedMeleeOptions {
  const o = readOptions(options, "options", MELEE_DEFAULTS, {
    attributeDice: ["extraDie", "bestTwo"],
    fears: ["counts", "ignored"],
    mountedImpact: ["anyRider", "meleeWeaponOnly"],
    zeroDice: ["anyCause", "flurryOnly"],
  });
  assertInteger("options.maxRounds", o.maxRounds, 1, 10_000);
  return o;
}

export interface MeleeFighter {
  id: string;
  /** Which side the figure fights for; contacts are always between different sides. */
  side: string;
  rep: number;
  attributes?: readonly AttributeId[];
  drunk?: DrunkState | null;
  /** The hand-to-hand weapon in use, if any. */
  meleeWeapon?: MeleeWeapon | null;
  /** Attacking an enemy's flank or rear (L783–789). */
  flankOrRear?: boolean;
  /** The enemy "Fears" this figure (undefined in the book; see `MeleeOptions.fears`). */
  enemyFearsYou?: boolean;
  /** Mounted: +1d6 in the first (impact) round. */
  mounted?: boolean;
  /** Its side outnumbers the enemy. `fightMelee` works it out each round when left undefined. */
  enemyOutnumbered?: boolean;
  /** Its WANTING TO CHARGE / BEING CHARGED result imposed −1d6 for the first round (guide I-20). */
  chargePenalty?: boolean;
  /** A first-round Rep change from a reaction result (e.g. −1 on some BEING CHARGED rows). */
  firstRoundRepModifier?: number;
  prone?: boolean;
}

export type MeleeModifierCode =
  | "flankOrRear"
  | "fearsYou"
  | "mountedImpact"
  | "meleeWeapon"
  | "enemyOutnumbered"
  | "chargeResult"
  | "prone"
  | "brawler"
  | "knifeFighter"
  | "sickDrunk"
  | "flurries";

export interface MeleeModifierRow {
  readonly code: MeleeModifierCode;
  readonly dice: number;
  readonly source: string;
}

export const FIGHTIN_MODIFIERS: readonly MeleeModifierRow[] = [
  { code: "flankOrRear", dice: 1, source: "L1795" },
  { code: "fearsYou", dice: 1, source: "L1795" },
  { code: "mountedImpact", dice: 1, source: "L1796" },
  { code: "meleeWeapon", dice: 1, source: "L1797" },
  { code: "enemyOutnumbered", dice: 1, source: "L1798" },
  { code: "chargeResult", dice: -1, source: "L1799" },
  { code: "prone", dice: -1, source: "L1800" },
  { code: "brawler", dice: 1, source: "L3061" },
  { code: "knifeFighter", dice: 1, source: "L3097" },
  { code: "sickDrunk", dice: -1, source: "L3083" },
  { code: "flurries", dice: -1, source: "L1817" },
];

export type MeleeRepModifierCode = "runt" | "firstRound";

export interface MeleePool {
  /** Rep after Runt and any first-round Rep change, never below 0. */
  base: number;
  repModifiers: { code: MeleeRepModifierCode; rep: number }[];
  modifiers: { code: MeleeModifierCode; dice: number }[];
  size: number;
  /** Most passes that count: 2 under the literal "best two" reading, otherwise null. */
  passCap: number | null;
}

export interface CheckedFighter {
  id: string;
  side: string;
  rep: number;
  brawler: boolean;
  knifeFighter: boolean;
  runt: boolean;
  sick: boolean;
  meleeWeapon: MeleeWeapon | null;
  flankOrRear: boolean;
  enemyFearsYou: boolean;
  mounted: boolean;
  /** null: not given (fightMelee decides). */
  enemyOutnumbered: boolean | null;
  chargePenalty: boolean;
  firstRoundRepModifier: number;
  prone: boolean;
}

export function checkMeleeFighter(input: unknown, field: string): CheckedFighter {
  const f = assertObject(field, input);
  const attributes = checkAttributes(field, f.attributes);
  const drunk: DrunkState | null = optionalDrunk(`${field}.drunk`, f.drunk);
  const weapon =
    f.meleeWeapon === undefined || f.meleeWeapon === null
      ? null
      : assertOneOf(`${field}.meleeWeapon`, f.meleeWeapon, MELEE_WEAPONS);
  if (f.enemyOutnumbered !== undefined && typeof f.enemyOutnumbered !== "boolean") {
    throw new RulesError(`${field}.enemyOutnumbered`, f.enemyOutnumbered, "must be true, false or left out");
  }
  return {
    id: assertId(`${field}.id`, f.id),
    side: assertId(`${field}.side`, f.side),
    rep: assertInteger(`${field}.rep`, f.rep, REP_RANGE.min, REP_RANGE.max),
    brawler: attributes.includes("brawler"),
    knifeFighter: attributes.includes("knifeFighter"),
    runt: attributes.includes("runt"),
    sick: drunk === "sick",
    meleeWeapon: weapon,
    flankOrRear: optionalFlag(`${field}.flankOrRear`, f.flankOrRear),
    enemyFearsYou: optionalFlag(`${field}.enemyFearsYou`, f.enemyFearsYou),
    mounted: optionalFlag(`${field}.mounted`, f.mounted),
    enemyOutnumbered: (f.enemyOutnumbered as boolean | undefined) ?? null,
    chargePenalty: optionalFlag(`${field}.chargePenalty`, f.chargePenalty),
    firstRoundRepModifier: assertInteger(
      `${field}.firstRoundRepModifier`,
      f.firstRoundRepModifier ?? 0,
      -3,
      3,
    ),
    prone: optionalFlag(`${field}.prone`, f.prone),
  };
}

/** The pool of a checked fighter for `round` (1 = the impact round) after `flurries` penalties. */
export function meleePoolOf(
  f: CheckedFighter,
  round: number,
  flurries: number,
  options: CheckedMeleeOptions,
): MeleePool {
  const first = round === 1;
  const repModifiers: MeleePool["repModifiers"] = [];
  let base = f.rep;
  if (f.runt) {
    repModifiers.push({ code: "runt", rep: -1 });
    base -= 1;
  }
  if (first && f.firstRoundRepModifier !== 0) {
    repModifiers.push({ code: "firstRound", rep: f.firstRoundRepModifier });
    base += f.firstRoundRepModifier;
  }
  base = Math.max(0, base);
  const modifiers: MeleePool["modifiers"] = [];
  if (f.flankOrRear) modifiers.push({ code: "flankOrRear", dice: 1 });
  else if (f.enemyFearsYou && options.fears === "counts") modifiers.push({ code: "fearsYou", dice: 1 });
  if (first && f.mounted && (options.mountedImpact === "anyRider" || f.meleeWeapon !== null)) {
    modifiers.push({ code: "mountedImpact", dice: 1 });
  }
  if (f.meleeWeapon !== null) modifiers.push({ code: "meleeWeapon", dice: 1 });
  if (f.enemyOutnumbered) modifiers.push({ code: "enemyOutnumbered", dice: 1 });
  if (first && f.chargePenalty) modifiers.push({ code: "chargeResult", dice: -1 });
  if (f.prone) modifiers.push({ code: "prone", dice: -1 });
  let capped = false;
  if (f.brawler) {
    modifiers.push({ code: "brawler", dice: 1 });
    capped = true;
  }
  if (f.knifeFighter && f.meleeWeapon === "knife") {
    modifiers.push({ code: "knifeFighter", dice: 1 });
    capped = true;
  }
  if (f.sick) modifiers.push({ code: "sickDrunk", dice: -1 });
  if (flurries > 0) modifiers.push({ code: "flurries", dice: -flurries });
  let size = base;
  for (const m of modifiers) size += m.dice;
  return {
    base,
    repModifiers,
    modifiers,
    size: Math.max(0, size),
    passCap: capped && options.attributeDice === "bestTwo" ? 2 : null,
  };
}

/** The Fightin' pool of one figure, validating it first. */
export function meleePoolSize(
  fighter: MeleeFighter,
  context: { round?: number; flurries?: number } = {},
  options: MeleeOptions = {},
): MeleePool {
  const round = assertInteger("context.round", context.round ?? 1, 1, 10_000);
  const flurries = assertInteger("context.flurries", context.flurries ?? 0, 0, 50);
  return meleePoolOf(checkMeleeFighter(fighter, "fighter"), round, flurries, checkMeleeOptions(options));
}

/** FIGHTIN' TABLE (L1802–1823, QRS L6997–7017), indexed by how many more dice the winner passed. */
export type FightinCode = "evenlyMatched" | "flurry" | "tellingBlow" | "killingStroke";

export interface FightinRow {
  readonly margin: 0 | 1 | 2 | 3;
  readonly code: FightinCode;
  readonly source: string;
}

export const FIGHTIN_TABLE: readonly [FightinRow, FightinRow, FightinRow, FightinRow] = [
  { margin: 0, code: "evenlyMatched", source: "L1821" },
  { margin: 1, code: "flurry", source: "L1817" },
  { margin: 2, code: "tellingBlow", source: "L1813" },
  { margin: 3, code: "killingStroke", source: "L1809" },
];

/** Inches a Flurry of Punches pushes the loser back. */
export const FLURRY_PUSHBACK_INCHES = 1;
