import { type Fraction, ZERO, fraction } from "../../core";
import {
  type DrawParticipant,
  type FlinchOutcome,
  NEVER_COVER_PROFESSIONS,
  checkDrawParticipant,
  drawPoolOf,
} from "./modifiers";
import { type DrawOptions, type DrawPairingCode, type DrawState, NEW_DRAW, resolveDraw } from "./resolve";

/**
 * Exact odds of a whole Draw before anyone rolls, FLINCH CHECK included, for the Draw dialog. Each
 * figure's roll matters only through whether he ran, how many dice he passed and whether a 3 is among
 * them (it makes "two more" Obviously Dead), so every combination of those is enumerated and read as
 * `resolveDraw` reads a roll: pairing by pairing in the order declared, with the conversions of
 * "three more" (Gunfighters and Outlaws, a second cover in the same Draw) and who drew on whom. The
 * reading is repeated here, lean, because a Draw of three has thousands of combinations to read on
 * every change in the dialog; the tests hold it to `resolveDraw` over every face of small Draws.
 */

/** A figure about to draw: as `DrawParticipant`, with the chance of each FLINCH CHECK outcome. */
export interface DrawEntrant extends Omit<DrawParticipant, "flinch"> {
  flinch: Readonly<Record<FlinchOutcome, Fraction>>;
}

/** What a pairing's winner does to the loser. */
export type DrawWin = Exclude<DrawPairingCode, "bothDrawn">;
export const DRAW_WINS: readonly DrawWin[] = [
  "gotTheDrop",
  "obviouslyDead",
  "rollDamage",
  "shoot",
  "outdrawnNotTargeted",
];

export interface DrawPairingOdds {
  /** The two figures, in the order the pairing is first declared. */
  figures: [string, string];
  /** Chance each figure wins the pairing with each result: `wins[0]` for `figures[0]`. */
  wins: [Record<DrawWin, Fraction>, Record<DrawWin, Fraction>];
  bothDrawn: Fraction;
  /** One of them (or both) is unmanned and runs: the pairing is not read. */
  ranAway: Fraction;
}

/** The Draw has too many figures to count every combination quickly. */
export const MAX_DRAW_COMBINATIONS = 20_000;

/**
 * Chances multiplied over several figures outgrow a double's exact integers (a 2^53 denominator
 * comes quickly with three pools and their Flinch Checks), so the sums are kept as BigInt
 * fractions over one common denominator and reduced at the end.
 */
interface Big {
  num: bigint;
  den: bigint;
}

const big = (f: Fraction): Big => ({ num: BigInt(f.num), den: BigInt(f.den) });

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/**
 * The sum as a Fraction: exact whenever its reduced denominator fits a double's integers; beyond
 * that (many figures with large pools), the nearest fraction over 2^52, far finer than any
 * percentage shown.
 */
function toFraction(b: Big): Fraction {
  const g = gcd(b.num, b.den) || 1n;
  const num = b.num / g;
  const den = b.den / g;
  if (den <= BigInt(Number.MAX_SAFE_INTEGER)) return fraction(Number(num), Number(den));
  const scale = 2n ** 52n;
  return fraction(Number((num * scale + den / 2n) / den), Number(scale));
}

interface Branch {
  /** Unmanned by the FLINCH CHECK: runs instead of drawing. */
  ran: boolean;
  passes: number;
  /** A 3 among the passed dice. */
  three: boolean;
  chance: Big;
}

function binomial(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

function addBig(a: Big, b: Big): Big {
  const num = a.num * b.den + b.num * a.den;
  const den = a.den * b.den;
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

/**
 * One figure's distinct rolls: ran away, or k passes with or without a 3. A flinched figure's k
 * passes read like an unflinched one's, so both fold into one branch (rolled with the larger pool).
 */
function branches(p: DrawEntrant): Branch[] {
  const out = new Map<string, Branch>();
  const credit = (key: string, branch: Omit<Branch, "chance">, chance: Big) => {
    if (chance.num === 0n) return;
    const had = out.get(key);
    out.set(key, { ...branch, chance: had ? addBig(had.chance, chance) : chance });
  };
  credit("ran", { ran: true, passes: 0, three: false }, big(p.flinch.unmanned));
  for (const flinch of ["drawNormally", "flinched"] as const) {
    const n = drawPoolOf({ ...p, flinch }).size;
    const f = big(p.flinch[flinch]);
    const of = (count: bigint): Big => ({ num: f.num * count, den: f.den * 6n ** BigInt(n) });
    for (let k = 0; k <= n; k++) {
      // Of the 6^n rolls, k chosen dice pass (1–3, three faces each) and the rest fail (4–6);
      // without a 3 each passed die has two faces.
      const ways = binomial(n, k);
      const all = ways * 3n ** BigInt(n);
      const noThree = ways * 2n ** BigInt(k) * 3n ** BigInt(n - k);
      credit(`${k}`, { ran: false, passes: k, three: false }, of(noThree));
      credit(`${k}+3`, { ran: false, passes: k, three: true }, of(all - noThree));
    }
  }
  return [...out.values()];
}

const noWins = (): Record<DrawWin, Fraction> =>
  Object.fromEntries(DRAW_WINS.map((w) => [w, ZERO])) as Record<DrawWin, Fraction>;

interface Tally {
  figures: [string, string];
  wins: [Map<DrawWin, bigint>, Map<DrawWin, bigint>];
  bothDrawn: bigint;
  ranAway: bigint;
}

/** Null when the Draw has too many figures to count (see MAX_DRAW_COMBINATIONS). */
export function drawOdds(
  entrants: readonly DrawEntrant[],
  state: DrawState = NEW_DRAW,
  options: DrawOptions = {},
): DrawPairingOdds[] | null {
  // Bad input fails here as it would on the roll: every figure checked, and the Draw read once.
  const checked = entrants.map((e, i) => ({
    ...checkDrawParticipant({ ...e, flinch: "drawNormally" }, `entrants[${i}]`),
    flinch: e.flinch,
  }));
  resolveDraw(
    checked.map((e) => ({ ...e, flinch: "drawNormally" as const })),
    checked.map((e) => Array<number>(drawPoolOf({ ...e, flinch: "drawNormally" }).size).fill(4)),
    state,
    options,
  );
  const perDraw = options.repeatedCover === "perDraw";
  const startCovered = state.coveredWinners;
  const each = checked.map(branches);
  if (each.reduce((n, b) => n * b.length, 1) > MAX_DRAW_COMBINATIONS) return null;
  // Every combination's chance, counted in units of 1 / (the product of each figure's denominators).
  const lcm = (a: bigint, b: bigint) => (a / gcd(a, b)) * b;
  const dens = each.map((bs) => bs.reduce((d, b) => lcm(d, b.chance.den), 1n));
  const unit = dens.reduce((a, b) => a * b, 1n);
  const tallies = new Map<string, Tally>();
  const entry = (a: string, b: string): Tally => {
    const key = a < b ? `${a}\n${b}` : `${b}\n${a}`;
    let t = tallies.get(key);
    if (!t) {
      t = { figures: [a, b], wins: [new Map(), new Map()], bothDrawn: 0n, ranAway: 0n };
      tallies.set(key, t);
    }
    return t;
  };
  // Every pairing once, in the order resolveDraw meets them: each figure's targets in turn.
  const index = new Map(checked.map((e, i) => [e.id, i]));
  const seen = new Set<Tally>();
  const pairs: { ai: number; bi: number; tally: Tally }[] = [];
  checked.forEach((p, ai) =>
    p.targets.forEach((t) => {
      const tally = entry(p.id, t);
      if (seen.has(tally)) return;
      seen.add(tally);
      pairs.push({ ai, bi: index.get(t)!, tally });
    }),
  );

  const pick: Branch[] = [];
  const visit = (i: number, weight: bigint): void => {
    if (i < each.length) {
      for (const b of each[i]!) {
        pick[i] = b;
        visit(i + 1, weight * b.chance.num * (dens[i]! / b.chance.den));
      }
      return;
    }
    const covered = new Set(startCovered);
    const read = new Set<Tally>();
    for (const { ai, bi, tally } of pairs) {
      const a = pick[ai]!;
      const b = pick[bi]!;
      if (a.ran || b.ran) continue;
      read.add(tally);
      if (a.passes === b.passes) {
        tally.bothDrawn += weight;
        continue;
      }
      const [wi, li] = a.passes > b.passes ? [ai, bi] : [bi, ai];
      const w = checked[wi]!;
      let code: DrawWin;
      if (!w.targets.includes(checked[li]!.id)) code = "outdrawnNotTargeted";
      else {
        let readAs = Math.min(3, Math.abs(a.passes - b.passes));
        const coveredBefore = perDraw ? covered.size > 0 : covered.has(w.id);
        if (readAs === 3 && (NEVER_COVER_PROFESSIONS.includes(w.profession) || coveredBefore)) readAs = 2;
        if (readAs === 3) covered.add(w.id);
        code =
          readAs === 3
            ? "gotTheDrop"
            : readAs === 2
              ? pick[wi]!.three
                ? "obviouslyDead"
                : "rollDamage"
              : "shoot";
      }
      const side = w.id === tally.figures[0] ? 0 : 1;
      tally.wins[side].set(code, (tally.wins[side].get(code) ?? 0n) + weight);
    }
    for (const t of tallies.values()) if (!read.has(t)) t.ranAway += weight;
  };
  visit(0, 1n);
  const share = (n: bigint) => toFraction({ num: n, den: unit });
  const wins = (m: Map<DrawWin, bigint>) => {
    const out = noWins();
    for (const [code, n] of m) out[code] = share(n);
    return out;
  };
  return [...tallies.values()].map((t) => ({
    figures: t.figures,
    wins: [wins(t.wins[0]), wins(t.wins[1])],
    bothDrawn: share(t.bothDrawn),
    ranAway: share(t.ranAway),
  }));
}
