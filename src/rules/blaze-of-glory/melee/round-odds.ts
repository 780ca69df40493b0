import { RulesError } from "../../core";
import { assertList } from "../turn/validate";
import type { Contact } from "./resolve";
import { type MeleeFighter, type MeleeOptions, type MeleePool, meleePoolSize } from "./modifiers";
import { type MeleeRoundOdds, meleeRoundDistribution } from "./odds";

/**
 * Exact odds of the first round of Fightin' (the impact round) for every pair in contact, before
 * any die is rolled: each fighter's pool as that round builds it, then the FIGHTIN' TABLE read from
 * the first figure's side. One fighter rolls once for all his pairs, so the pairs of one figure are
 * not independent of each other; each pair's own odds are exact.
 */

export interface ContactOdds {
  /** The two figures, as the contact names them. */
  figures: [string, string];
  pools: [MeleePool, MeleePool];
  /** Whether each carries a melee weapon: only an armed killing stroke leaves the loser Obviously Dead. */
  armed: [boolean, boolean];
  /** Null when a fighter has no dice and is Out of the Fight before the round (nothing is read). */
  odds: MeleeRoundOdds | null;
}

/**
 * Whether a fighter's side outnumbers the enemy in the round: when the fighter does not say, it is
 * worked out from everyone in contact with an enemy, as `fightMelee` does each round.
 */
function withOutnumbered(fighters: readonly MeleeFighter[], contacts: readonly Contact[]): MeleeFighter[] {
  const inMelee = new Set(contacts.flat());
  const members = fighters.filter((f) => inMelee.has(f.id));
  return fighters.map((f) => {
    if (f.enemyOutnumbered !== undefined && f.enemyOutnumbered !== null) return f;
    const own = members.filter((m) => m.side === f.side).length;
    return { ...f, enemyOutnumbered: own > members.length - own };
  });
}

export function impactRoundOdds(
  input: { fighters: readonly MeleeFighter[]; contacts: readonly Contact[] },
  options: MeleeOptions = {},
): ContactOdds[] {
  const fighters = withOutnumbered(
    assertList<MeleeFighter>("fighters", input.fighters),
    assertList<Contact>("contacts", input.contacts),
  );
  const byId = new Map(fighters.map((f) => [f.id, f]));
  const pools = new Map(fighters.map((f) => [f.id, meleePoolSize(f, { round: 1 }, options)]));
  const zeroDiceDown = (options.zeroDice ?? "anyCause") === "anyCause";
  return input.contacts.map(([a, b], i) => {
    const fa = byId.get(a);
    const fb = byId.get(b);
    if (!fa || !fb) throw new RulesError(`contacts[${i}]`, [a, b], "names a figure not in the fight");
    const pa = pools.get(a)!;
    const pb = pools.get(b)!;
    const down = zeroDiceDown && (pa.size === 0 || pb.size === 0);
    return {
      figures: [a, b],
      pools: [pa, pb],
      armed: [fa.meleeWeapon != null, fb.meleeWeapon != null],
      odds: down ? null : meleeRoundDistribution(pa.size, pb.size, { a: pa.passCap, b: pb.passCap }),
    };
  });
}
