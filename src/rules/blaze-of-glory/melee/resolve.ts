import {
  type DiceSource,
  RulesError,
  assertDice,
  assertInteger,
  assertOneOf,
  countPoolPasses,
  rollD6,
} from "../../core";
import { assertFunction } from "../../core/checks";
import { assertId, assertList, assertObject, assertUniqueIds } from "../turn/validate";
import {
  type CheckedFighter,
  type CheckedMeleeOptions,
  FIGHTIN_TABLE,
  FLURRY_PUSHBACK_INCHES,
  type FightinCode,
  type MeleeFighter,
  type MeleeOptions,
  type MeleePool,
  checkMeleeFighter,
  checkMeleeOptions,
  meleePoolOf,
} from "./modifiers";

/**
 * Fightin' (L1769–1838): every figure rolls one pool per round, compared with each enemy it is in
 * contact with (L1777). A round ends with blows landed, pushes, and KEEP FIGHTIN' tests for even
 * pairs; flurries and passed KEEP FIGHTIN' tests send the melee straight into another round.
 */

export type Contact = readonly [string, string];

export interface MeleeRoundInput {
  fighters: readonly MeleeFighter[];
  /** Pairs of enemies in contact. Every fighter appears in at least one. */
  contacts: readonly Contact[];
  /** 1 for the impact round (mounted bonus and charge penalties apply only then). */
  round?: number;
  /** Flurry of Punches penalties taken earlier in this melee, by fighter id. */
  flurries?: Readonly<Record<string, number>>;
}

export type MeleeFate = "fighting" | "outOfFight" | "obviouslyDead";
export type DownedBy = "killingStroke" | "tellingBlow" | "noDiceLeft";

export interface MeleePairResult {
  figures: [string, string];
  passes: [number, number];
  winner: string | null;
  loser: string | null;
  margin: number;
  code: FightinCode;
  /** What the table did to the loser (absent when evenly matched). */
  loserFate?: "obviouslyDead" | "outOfFight" | "pushedBack";
}

export interface MeleeFighterRound {
  id: string;
  side: string;
  pool: MeleePool;
  dice: number[];
  /** Passed dice that count (after a "best two" cap). */
  passes: number;
  fate: MeleeFate;
  downedBy?: DownedBy;
  /** Flurries taken this round, and over the whole melee so far. */
  flurriesTaken: number;
  totalFlurries: number;
  pushedBackInches: number;
  /** Evenly matched with an enemy who is still up: takes KEEP FIGHTIN'. */
  keepFightinTest: boolean;
  /** Out of the Fight in melee: roll SHOOTIN' DAMAGE for the blow's location only (L1827). */
  locationRoll: boolean;
  /** Put down only by foes without a melee weapon (Physically Fit +1d6, L1887). */
  unarmedMelee: boolean;
}

export interface MeleeRoundResult {
  round: number;
  fighters: MeleeFighterRound[];
  pairs: MeleePairResult[];
  /** A flurry between two fighters still up: roll the next round at once (L1817). */
  rollAgainNow: boolean;
  /** Fighters who now take KEEP FIGHTIN', in fighter order. */
  keepFightinTests: string[];
  /** Flurry penalties after this round, by fighter id (pass to the next round). */
  flurries: Record<string, number>;
}

interface CheckedRound {
  fighters: CheckedFighter[];
  contacts: [number, number][];
  round: number;
  flurries: number[];
}

function checkRound(input: MeleeRoundInput): CheckedRound {
  const raw = assertObject("input", input);
  const list = assertList("input.fighters", raw.fighters);
  const fighters = list.map((f, i) => checkMeleeFighter(f, `input.fighters[${i}]`));
  const ids = fighters.map((f) => f.id);
  assertUniqueIds("input.fighters", ids);
  const index = new Map(ids.map((id, i) => [id, i]));
  const seen = new Set<string>();
  const contacts = assertList("input.contacts", raw.contacts).map((c, i) => {
    const field = `input.contacts[${i}]`;
    const pair = assertList(field, c);
    if (pair.length !== 2) throw new RulesError(field, c, "a contact joins exactly two fighters");
    const a = index.get(assertId(`${field}[0]`, pair[0]));
    const b = index.get(assertId(`${field}[1]`, pair[1]));
    if (a === undefined) throw new RulesError(`${field}[0]`, pair[0], "not a fighter in this melee");
    if (b === undefined) throw new RulesError(`${field}[1]`, pair[1], "not a fighter in this melee");
    if (fighters[a]!.side === fighters[b]!.side) throw new RulesError(field, c, "contacts join enemies");
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (seen.has(key)) throw new RulesError(field, c, "duplicate contact");
    seen.add(key);
    return [a, b] as [number, number];
  });
  if (contacts.length === 0) throw new RulesError("input.contacts", raw.contacts, "a melee needs a contact");
  fighters.forEach((f, i) => {
    if (!contacts.some(([a, b]) => a === i || b === i)) {
      throw new RulesError(`input.fighters[${i}]`, f.id, "fighter is not in contact with any enemy");
    }
  });
  const flurryMap = raw.flurries === undefined ? {} : assertObject("input.flurries", raw.flurries);
  const flurries = ids.map((id) => assertInteger(`input.flurries.${id}`, flurryMap[id] ?? 0, 0, 50));
  return { fighters, contacts, round: assertInteger("input.round", raw.round ?? 1, 1, 10_000), flurries };
}

/** Rolls each fighter's pool in the order given and resolves one round. */
export function rollMeleeRound(
  source: DiceSource,
  input: MeleeRoundInput,
  options: MeleeOptions = {},
): MeleeRoundResult {
  const checked = checkRound(input);
  const opts = checkMeleeOptions(options);
  return roundFrom(checked, (_, size) => rollD6(source, size), opts);
}

/**
 * Resolves one round from faces already rolled: `dice[i]` holds exactly the pool of
 * `input.fighters[i]` (empty for a fighter with no dice).
 */
export function resolveMeleeRound(
  input: MeleeRoundInput,
  dice: readonly (readonly number[])[],
  options: MeleeOptions = {},
): MeleeRoundResult {
  const checked = checkRound(input);
  const opts = checkMeleeOptions(options);
  const rolls = assertList("dice", dice);
  if (rolls.length !== checked.fighters.length)
    throw new RulesError("dice", dice, "one list of faces per fighter");
  return roundFrom(
    checked,
    (i, size) => {
      const faces = assertDice(`dice[${i}]`, rolls[i]);
      if (faces.length !== size) {
        throw new RulesError(`dice[${i}]`, faces, `${checked.fighters[i]!.id} rolls exactly ${size} dice`);
      }
      return faces;
    },
    opts,
  );
}

function roundFrom(
  input: CheckedRound,
  facesFor: (index: number, size: number) => number[],
  opts: CheckedMeleeOptions,
): MeleeRoundResult {
  const { fighters, contacts, round } = input;
  const results: MeleeFighterRound[] = fighters.map((f, i) => {
    const pool = meleePoolOf(f, round, input.flurries[i]!, opts);
    const dice = facesFor(i, pool.size);
    const passed = countPoolPasses(dice);
    const out: MeleeFighterRound = {
      id: f.id,
      side: f.side,
      pool,
      dice,
      passes: pool.passCap === null ? passed : Math.min(pool.passCap, passed),
      fate: "fighting",
      flurriesTaken: 0,
      totalFlurries: input.flurries[i]!,
      pushedBackInches: 0,
      keepFightinTest: false,
      locationRoll: false,
      unarmedMelee: false,
    };
    if (pool.size === 0 && opts.zeroDice === "anyCause") down(out, "outOfFight", "noDiceLeft", false);
    return out;
  });
  // Blows in one round land together, so OOF from one pair does not cancel the figure's other pairs.
  const startedDown = results.map((r) => r.fate !== "fighting");
  const downs: { armed: boolean; fate: "outOfFight" | "obviouslyDead"; by: DownedBy }[][] = fighters.map(
    () => [],
  );
  const flurryDealers: boolean[][] = fighters.map(() => []);
  const pairs: MeleePairResult[] = [];

  for (const [a, b] of contacts) {
    if (startedDown[a] || startedDown[b]) continue;
    const ra = results[a]!;
    const rb = results[b]!;
    const base = {
      figures: [ra.id, rb.id] as [string, string],
      passes: [ra.passes, rb.passes] as [number, number],
    };
    if (ra.passes === rb.passes) {
      pairs.push({ ...base, winner: null, loser: null, margin: 0, code: "evenlyMatched" });
      continue;
    }
    const [wi, li] = ra.passes > rb.passes ? [a, b] : [b, a];
    const margin = Math.abs(ra.passes - rb.passes);
    const row = FIGHTIN_TABLE[Math.min(3, margin) as 1 | 2 | 3];
    const armed = fighters[wi]!.meleeWeapon !== null;
    const head = { ...base, winner: fighters[wi]!.id, loser: fighters[li]!.id, margin, code: row.code };
    if (row.code === "flurry") {
      results[li]!.flurriesTaken++;
      results[li]!.pushedBackInches += FLURRY_PUSHBACK_INCHES;
      flurryDealers[li]!.push(armed);
      pairs.push({ ...head, loserFate: "pushedBack" });
    } else {
      const fate = row.code === "killingStroke" && armed ? "obviouslyDead" : "outOfFight";
      downs[li]!.push({ armed, fate, by: row.code as DownedBy });
      pairs.push({ ...head, loserFate: fate });
    }
  }

  const flurries: Record<string, number> = {};
  results.forEach((r, i) => {
    r.totalFlurries += r.flurriesTaken;
    flurries[r.id] = r.totalFlurries;
    const blows = downs[i]!;
    if (blows.length > 0) {
      const dead = blows.find((d) => d.fate === "obviouslyDead");
      const worst = dead ?? blows[0]!;
      down(
        r,
        worst.fate,
        worst.by,
        blows.every((d) => !d.armed),
      );
      return;
    }
    if (r.fate !== "fighting" || r.flurriesTaken === 0) return;
    // Reduced to 0 dice for the next round by flurries: Out of the Fight at once (L1817, L1823).
    const next = meleePoolOf(fighters[i]!, round + 1, r.totalFlurries, opts);
    const without = meleePoolOf(fighters[i]!, round + 1, 0, opts);
    if (next.size === 0 && (opts.zeroDice === "anyCause" || without.size > 0)) {
      down(
        r,
        "outOfFight",
        "noDiceLeft",
        flurryDealers[i]!.every((armed) => !armed),
      );
    }
  });

  let rollAgainNow = false;
  const testers = new Set<number>();
  for (const [a, b] of contacts) {
    if (results[a]!.fate !== "fighting" || results[b]!.fate !== "fighting") continue;
    const pair = pairs.find((p) => p.figures[0] === results[a]!.id && p.figures[1] === results[b]!.id);
    if (pair?.code === "flurry") rollAgainNow = true;
    if (pair?.code === "evenlyMatched") testers.add(a).add(b);
  }
  const keepFightinTests: string[] = [];
  results.forEach((r, i) => {
    if (testers.has(i)) {
      r.keepFightinTest = true;
      keepFightinTests.push(r.id);
    }
  });
  return { round, fighters: results, pairs, rollAgainNow, keepFightinTests, flurries };
}

function down(
  r: MeleeFighterRound,
  fate: "outOfFight" | "obviouslyDead",
  by: DownedBy,
  unarmed: boolean,
): void {
  r.fate = fate;
  r.downedBy = by;
  r.locationRoll = fate === "outOfFight";
  r.unarmedMelee = fate === "outOfFight" && unarmed;
}

export type KeepFightinAnswer = "carryOn" | "runaway";

export interface FightMeleeHooks {
  /**
   * The KEEP FIGHTIN' result of one fighter (rolled by the reactions module, or chosen by a Star).
   * "carryOn" for pass 2 (or a converted re-roll), "runaway" for pass 0.
   */
  keepFightin: (figureId: string, round: number) => KeepFightinAnswer;
}

export type MeleeEndStatus = MeleeFate | "ranAway";

export interface KeepFightinRecord {
  answers: { id: string; answer: KeepFightinAnswer }[];
  /** Every tester failed and they stood on more than one side: they fight on instead (L1367). */
  allFailedFightOn: boolean;
}

export interface MeleeFightResult {
  rounds: { result: MeleeRoundResult; keepFightin: KeepFightinRecord | null }[];
  fighters: {
    id: string;
    side: string;
    status: MeleeEndStatus;
    downedBy?: DownedBy;
    locationRoll: boolean;
    unarmedMelee: boolean;
    totalFlurries: number;
    pushedBackInches: number;
  }[];
  /** "decided": no enemies left in contact. "roundCap": stopped by `maxRounds` with the fight still on. */
  end: "decided" | "roundCap";
  /** The only side with fighters still up at the end, or null. */
  winningSide: string | null;
}

/**
 * Fights a melee to its end: rounds follow one another while enemies still up remain in contact,
 * KEEP FIGHTIN' failures run away, and survivors get their lost dice back afterwards (L1793).
 * `enemyOutnumbered`, when left undefined on a fighter, is worked out each round from the fighters
 * still up on each side.
 */
export function fightMelee(
  source: DiceSource,
  input: { fighters: readonly MeleeFighter[]; contacts: readonly Contact[] },
  hooks: FightMeleeHooks,
  options: MeleeOptions = {},
): MeleeFightResult {
  const checked = checkRound({ ...input, round: 1 });
  const opts = checkMeleeOptions(options);
  assertFunction("hooks.keepFightin", hooks?.keepFightin);
  const { fighters, contacts } = checked;
  const byId = new Map(fighters.map((f, i) => [f.id, i]));
  const status: MeleeEndStatus[] = fighters.map(() => "fighting");
  const info = fighters.map(() => ({
    downedBy: undefined as DownedBy | undefined,
    locationRoll: false,
    unarmedMelee: false,
    pushedBackInches: 0,
  }));
  const flurries = fighters.map(() => 0);
  const rounds: MeleeFightResult["rounds"] = [];
  let end: MeleeFightResult["end"] = "decided";

  for (let round = 1; ; round++) {
    const live = contacts.filter(([a, b]) => status[a] === "fighting" && status[b] === "fighting");
    if (live.length === 0) break;
    if (round > opts.maxRounds) {
      end = "roundCap";
      break;
    }
    const inMelee = fighters.map((_, i) => live.some(([a, b]) => a === i || b === i));
    const members = fighters.map((_, i) => i).filter((i) => inMelee[i]);
    const counts = new Map<string, number>();
    for (const i of members) counts.set(fighters[i]!.side, (counts.get(fighters[i]!.side) ?? 0) + 1);
    const roundFighters = members.map((i) => {
      const f = fighters[i]!;
      if (f.enemyOutnumbered !== null) return f;
      const own = counts.get(f.side)!;
      return { ...f, enemyOutnumbered: own > members.length - own };
    });
    const result = roundFrom(
      {
        fighters: roundFighters,
        contacts: live.map(([a, b]) => [members.indexOf(a), members.indexOf(b)] as [number, number]),
        round,
        flurries: members.map((i) => flurries[i]!),
      },
      (_, size) => rollD6(source, size),
      opts,
    );
    result.fighters.forEach((r, k) => {
      const i = members[k]!;
      flurries[i] = r.totalFlurries;
      info[i]!.pushedBackInches += r.pushedBackInches;
      if (r.fate !== "fighting") {
        status[i] = r.fate;
        info[i]!.downedBy = r.downedBy;
        info[i]!.locationRoll = r.locationRoll;
        info[i]!.unarmedMelee = r.unarmedMelee;
      }
    });
    let keepFightin: KeepFightinRecord | null = null;
    if (result.keepFightinTests.length > 0) {
      const answers = result.keepFightinTests.map((id) => ({
        id,
        answer: assertOneOf(`keepFightin(${id})`, hooks.keepFightin(id, round), [
          "carryOn",
          "runaway",
        ] as const),
      }));
      const indexOf = (id: string) => byId.get(id)!;
      const sides = new Set(answers.map((a) => fighters[indexOf(a.id)]!.side));
      const allFailedFightOn = sides.size > 1 && answers.every((a) => a.answer === "runaway");
      if (!allFailedFightOn) {
        for (const a of answers) if (a.answer === "runaway") status[indexOf(a.id)] = "ranAway";
      }
      keepFightin = { answers, allFailedFightOn };
    }
    rounds.push({ result, keepFightin });
  }

  const standing = new Set<string>();
  fighters.forEach((f, i) => {
    if (status[i] === "fighting") standing.add(f.side);
  });
  return {
    rounds,
    fighters: fighters.map((f, i) => {
      const out: MeleeFightResult["fighters"][number] = {
        id: f.id,
        side: f.side,
        status: status[i]!,
        locationRoll: info[i]!.locationRoll,
        unarmedMelee: info[i]!.unarmedMelee,
        totalFlurries: flurries[i]!,
        pushedBackInches: info[i]!.pushedBackInches,
      };
      if (info[i]!.downedBy) out.downedBy = info[i]!.downedBy;
      return out;
    }),
    end,
    winningSide: end === "decided" && standing.size === 1 ? [...standing][0]! : null,
  };
}
