import { assertInteger, assertOneOf } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Damage to Constitution (guide §3.13; seed L283–L285, L301–L305): current = max − damage; at 0
 * or below the figure is unconscious, and dead once the damage passes twice its Constitution.
 * Fist damage is kept apart (it heals at the end of the encounter, L303); SGS-Q20 decides whether
 * it counts towards death too.
 */

export interface ConstitutionPools {
  readonly max: number;
  /** Bullets and weapons, brawl weapons included: permanent until recovered month by month. */
  readonly woundDamage: number;
  /** Fists: gone at the end of the encounter. */
  readonly brawlDamage: number;
}

export interface DamageState {
  readonly total: number;
  readonly current: number;
  readonly unconscious: boolean;
  readonly dead: boolean;
}

const MAX_POOL = 999;

function pools(input: ConstitutionPools): ConstitutionPools {
  return {
    max: assertInteger("max", input.max, 0, 99),
    woundDamage: assertInteger("woundDamage", input.woundDamage, 0, MAX_POOL),
    brawlDamage: assertInteger("brawlDamage", input.brawlDamage, 0, MAX_POOL),
  };
}

/** Where a figure stands: its current Constitution, unconscious, dead. */
export function damageState(input: ConstitutionPools, rules: ClassicRules = DEFAULT_RULES): DamageState {
  const p = pools(input);
  const total = p.woundDamage + p.brawlDamage;
  const current = p.max - total;
  const towardsDeath = rules.fistDamageCountsForDeath ? total : p.woundDamage;
  const dead = towardsDeath > 2 * p.max;
  return { total, current, unconscious: !dead && current <= 0, dead };
}

/** Damage that leaves a figure unconscious and dead, from full Constitution (the §3.13 table). */
export function damageThresholds(max: number): { unconsciousAt: number; deadAt: number } {
  assertInteger("max", max, 0, 99);
  return { unconsciousAt: max, deadAt: 2 * max + 1 };
}

export type DamageKind = "wound" | "fists";

export interface DamageResult {
  readonly pools: ConstitutionPools;
  readonly before: DamageState;
  readonly after: DamageState;
  readonly becameUnconscious: boolean;
  readonly died: boolean;
}

/** Adds damage to the right pool: fists are temporary, every weapon's is a wound (L305). */
export function applyDamage(
  input: ConstitutionPools & { readonly amount: number; readonly kind: DamageKind },
  rules: ClassicRules = DEFAULT_RULES,
): DamageResult {
  const p = pools(input);
  const amount = assertInteger("amount", input.amount, 0, MAX_POOL);
  const kind = assertOneOf("kind", input.kind, ["wound", "fists"] as const);
  const next: ConstitutionPools =
    kind === "wound"
      ? { ...p, woundDamage: Math.min(MAX_POOL, p.woundDamage + amount) }
      : { ...p, brawlDamage: Math.min(MAX_POOL, p.brawlDamage + amount) };
  const before = damageState(p, rules);
  const after = damageState(next, rules);
  return {
    pools: next,
    before,
    after,
    becameUnconscious: !before.unconscious && !before.dead && after.unconscious,
    died: !before.dead && after.dead,
  };
}

/**
 * After the battle (L285, L303): fist damage heals, and a survivor left below 1 Constitution is
 * raised to 1. The dead stay as they are.
 */
export function afterBattle(
  input: ConstitutionPools,
  rules: ClassicRules = DEFAULT_RULES,
): ConstitutionPools {
  const p = pools(input);
  if (damageState(p, rules).dead) return p;
  const woundDamage = p.max >= 1 ? Math.min(p.woundDamage, p.max - 1) : p.woundDamage;
  return { max: p.max, woundDamage, brawlDamage: 0 };
}

/** One campaign month's recovery: 1 Constitution back, until full (L285). */
export function monthlyRecovery(
  input: ConstitutionPools,
  rules: ClassicRules = DEFAULT_RULES,
): ConstitutionPools {
  const p = pools(input);
  if (damageState(p, rules).dead) return p;
  return { ...p, woundDamage: Math.max(0, p.woundDamage - 1) };
}
