import { type DiceSource, RulesError, assertDice, assertOneOf, countPoolPasses, rollD6 } from "../../core";
import { readOptions } from "../../core/checks";
import { assertId, assertList, assertUniqueIds } from "../turn/validate";
import {
  type DrawParticipant,
  type DrawPool,
  NEVER_COVER_PROFESSIONS,
  checkDrawParticipant,
  drawPoolOf,
} from "./modifiers";

/**
 * Rolling and reading the Draw (L1721–1767, QRS L6855–6894). Every figure rolls one pool; the pool
 * is compared with the pool of each opponent it is paired with (it drew on him or he drew on it).
 */

export interface DrawOptions {
  /**
   * Guide I-02: on "3 or more" the main text has both figures take GOT THE DROP, the QRS only the
   * out-drawn one. "outdrawnOnly" (default, the guide's reading) or "both".
   */
  gotTheDropTesters?: "outdrawnOnly" | "both";
  /**
   * The "covered" result reads as "2 more" the second time it comes up in the same Draw (L1753).
   * "perWinner" (default; the text addresses the winner: "you have reached this result"): only a
   * winner who already had it. "perDraw": anyone, once it has happened to anybody in this Draw.
   */
  repeatedCover?: "perWinner" | "perDraw";
}

/** Carries what must survive a re-draw: who has already had the "covered" result in this Draw. */
export interface DrawState {
  coveredWinners: readonly string[];
}

export const NEW_DRAW: DrawState = { coveredWinners: [] };

export type DrawPairingCode =
  "gotTheDrop" | "obviouslyDead" | "rollDamage" | "shoot" | "bothDrawn" | "outdrawnNotTargeted";

export type DrawConversion = "gunfighterOrOutlaw" | "repeatedCover";

export interface DrawPairing {
  /** The two figures, in the order the pairing was first declared. */
  figures: [string, string];
  passes: [number, number];
  winner: string | null;
  loser: string | null;
  /** Difference in passed dice (0 for a tie). */
  margin: number;
  /** The DRAW! row read: 3 ("3 or more"), 2, 1 or 0, after any conversion of 3+ to 2. */
  readAs: 0 | 1 | 2 | 3;
  /**
   * gotTheDrop: the loser is covered and takes GOT THE DROP. obviouslyDead: a 3 among the winner's
   * dice. rollDamage: the caller rolls the SHOOTIN' DAMAGE table for the loser. shoot: the winner
   * shoots with the normal procedure. bothDrawn: nobody hit, both done for the turn.
   * outdrawnNotTargeted: the winner drew on someone else, so the loser is out-drawn but not shot.
   */
  code: DrawPairingCode;
  conversion?: DrawConversion;
}

export type BeenShotAtTiming = "now" | "ifShotsMiss" | "no";

export interface DrawFigureResult {
  id: string;
  pool: DrawPool;
  dice: number[];
  passes: number;
  /** "ranAway": unmanned by the FLINCH CHECK; takes no part in the shooting. */
  status: "drew" | "ranAway";
  obviouslyDead: boolean;
  /** SHOOTIN' DAMAGE rolls owed against this figure. */
  damageRolls: number;
  /** Winners who now shoot at this figure with the normal procedure. */
  shotAtBy: string[];
  /** Winners who have this figure covered. */
  coveredBy: string[];
  gotTheDropTest: boolean;
  /**
   * BEEN SHOT AT for passing fewer dice without being hit (L1767): "now", or "ifShotsMiss" when a
   * normal shot is still to be resolved against the figure (a miss then triggers it as usual).
   */
  beenShotAt: BeenShotAtTiming;
  /** A 1 among its dice (two 1s with a repeating carbine) on a result that empties the gun. */
  emptyGun: boolean;
  /** Tied with an opponent: acts no more this turn except against figures outside the Draw. */
  doneForTurn: boolean;
  /** Unmanned: Sand drops by one (L1698; guide reading: permanently). */
  sandLoss: 0 | 1;
  /** Unmanned: the opponents who drew on it and may stop it with GOT THE DROP. */
  mayBeStoppedBy: string[];
}

export interface DrawResult {
  pairings: DrawPairing[];
  figures: DrawFigureResult[];
  /** Pass to the next roll of the same Draw (a re-draw after a failed GOT THE DROP). */
  nextState: DrawState;
}

function checkParticipants(participants: readonly DrawParticipant[]): DrawParticipant[] {
  const list = assertList("participants", participants);
  if (list.length < 2)
    throw new RulesError("participants", participants, "a Draw needs at least two figures");
  const checked = list.map((p, i) => checkDrawParticipant(p, `participants[${i}]`));
  const ids = checked.map((p) => p.id);
  assertUniqueIds("participants", ids);
  checked.forEach((p, i) =>
    p.targets.forEach((t, j) => {
      if (!ids.includes(t))
        throw new RulesError(`participants[${i}].targets[${j}]`, t, "not a figure in this Draw");
    }),
  );
  return checked;
}

const DRAW_DEFAULTS: Required<DrawOptions> = {
  gotTheDropTesters: "outdrawnOnly",
  repeatedCover: "perWinner",
};

function checkOptions(options: DrawOptions) {
  return readOptions(options, "options", DRAW_DEFAULTS, {
    gotTheDropTesters: ["outdrawnOnly", "both"],
    repeatedCover: ["perWinner", "perDraw"],
  });
}

/** Rolls each drawing figure's pool in the order given, then reads the Draw. */
export function rollDraw(
  source: DiceSource,
  participants: readonly DrawParticipant[],
  state: DrawState = NEW_DRAW,
  options: DrawOptions = {},
): DrawResult {
  const checked = checkParticipants(participants);
  const rolls = checked.map((p) => rollD6(source, drawPoolOf(p).size));
  return resolveDraw(checked, rolls, state, options);
}

/**
 * Reads a Draw from faces already rolled: `rolls[i]` are the faces of `participants[i]` and must
 * hold exactly its pool size (none for an unmanned figure).
 */
export function resolveDraw(
  participants: readonly DrawParticipant[],
  rolls: readonly (readonly number[])[],
  state: DrawState = NEW_DRAW,
  options: DrawOptions = {},
): DrawResult {
  const checked = checkParticipants(participants);
  const opts = checkOptions(options);
  const rollList = assertList("rolls", rolls);
  if (rollList.length !== checked.length) {
    throw new RulesError("rolls", rolls, "one list of faces per participant");
  }
  const covered = assertList("state.coveredWinners", state.coveredWinners).map((id, i) =>
    assertId(`state.coveredWinners[${i}]`, id),
  );

  const figures: DrawFigureResult[] = checked.map((p, i) => {
    const pool = drawPoolOf(p);
    const dice = assertDice(`rolls[${i}]`, rollList[i]);
    if (dice.length !== pool.size) {
      throw new RulesError(`rolls[${i}]`, dice, `participant ${p.id} rolls exactly ${pool.size} dice`);
    }
    return {
      id: p.id,
      pool,
      dice,
      passes: countPoolPasses(dice),
      status: p.flinch === "unmanned" ? "ranAway" : "drew",
      obviouslyDead: false,
      damageRolls: 0,
      shotAtBy: [],
      coveredBy: [],
      gotTheDropTest: false,
      beenShotAt: "no",
      emptyGun: false,
      doneForTurn: false,
      sandLoss: p.flinch === "unmanned" ? 1 : 0,
      mayBeStoppedBy: [],
    };
  });
  const index = new Map(checked.map((p, i) => [p.id, i]));
  const lost = new Array<boolean>(checked.length).fill(false);
  const emptiesOnOne = new Array<boolean>(checked.length).fill(false);
  const coveredWinners = [...covered];
  const pairings: DrawPairing[] = [];
  const seen = new Set<string>();

  checked.forEach((p, ai) => {
    for (const target of p.targets) {
      const bi = index.get(target)!;
      const key = ai < bi ? `${ai}:${bi}` : `${bi}:${ai}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const a = figures[ai]!;
      const b = figures[bi]!;
      if (a.status === "ranAway" || b.status === "ranAway") {
        // Whoever drew on a runaway may try to stop him (GOT THE DROP, L1698).
        if (b.status === "ranAway" && a.status === "drew") b.mayBeStoppedBy.push(a.id);
        if (a.status === "ranAway" && b.status === "drew" && checked[bi]!.targets.includes(a.id)) {
          a.mayBeStoppedBy.push(b.id);
        }
        continue;
      }
      pairings.push(readPairing(ai, bi));
    }
  });

  function readPairing(ai: number, bi: number): DrawPairing {
    const a = figures[ai]!;
    const b = figures[bi]!;
    const base = {
      figures: [a.id, b.id] as [string, string],
      passes: [a.passes, b.passes] as [number, number],
    };
    if (a.passes === b.passes) {
      a.doneForTurn = b.doneForTurn = true;
      emptiesOnOne[ai] = emptiesOnOne[bi] = true;
      return { ...base, winner: null, loser: null, margin: 0, readAs: 0, code: "bothDrawn" };
    }
    const [wi, li] = a.passes > b.passes ? [ai, bi] : [bi, ai];
    const w = figures[wi]!;
    const l = figures[li]!;
    const margin = w.passes - l.passes;
    lost[li] = true;
    const head = { ...base, winner: w.id, loser: l.id, margin };
    if (!checked[wi]!.targets.includes(l.id)) {
      emptiesOnOne[li] = true;
      return { ...head, readAs: Math.min(3, margin) as 1 | 2 | 3, code: "outdrawnNotTargeted" };
    }
    let readAs = Math.min(3, margin) as 1 | 2 | 3;
    let conversion: DrawConversion | undefined;
    if (readAs === 3) {
      if (NEVER_COVER_PROFESSIONS.includes(checked[wi]!.profession)) conversion = "gunfighterOrOutlaw";
      else if (opts.repeatedCover === "perDraw" ? coveredWinners.length > 0 : coveredWinners.includes(w.id)) {
        conversion = "repeatedCover";
      }
      if (conversion) readAs = 2;
    }
    if (readAs === 3) {
      coveredWinners.push(w.id);
      l.coveredBy.push(w.id);
      l.gotTheDropTest = true;
      if (opts.gotTheDropTesters === "both") w.gotTheDropTest = true;
      return { ...head, readAs, code: "gotTheDrop" };
    }
    // A covered figure never cleared leather, so only the other results can empty the loser's gun.
    emptiesOnOne[li] = true;
    if (readAs === 2) {
      emptiesOnOne[wi] = true;
      const code = w.dice.includes(3) ? "obviouslyDead" : "rollDamage";
      if (code === "obviouslyDead") l.obviouslyDead = true;
      else l.damageRolls++;
      const out: DrawPairing = { ...head, readAs, code };
      if (conversion) out.conversion = conversion;
      return out;
    }
    l.shotAtBy.push(w.id);
    return { ...head, readAs, code: "shoot" };
  }

  figures.forEach((f, i) => {
    if (f.status === "ranAway") return;
    let ones = 0;
    for (const die of f.dice) if (die === 1) ones++;
    const needed = checked[i]!.weapon === "repeatingCarbine" ? 2 : 1;
    f.emptyGun = emptiesOnOne[i]! && ones >= needed;
    const hit = f.obviouslyDead || f.damageRolls > 0;
    if (lost[i] && !hit && f.coveredBy.length === 0)
      f.beenShotAt = f.shotAtBy.length > 0 ? "ifShotsMiss" : "now";
  });

  return { pairings, figures, nextState: { coveredWinners } };
}

export type GotTheDropOutcome = "surrenders" | "redraw";

export type GotTheDropFollowUp =
  { code: "surrenders"; surrendered: string } | { code: "redraw"; participants: DrawParticipant[] };

/**
 * After the covered figure's GOT THE DROP test (rolled by the reactions module): a pass means he
 * drops his weapons; a fail re-rolls the Draw at once with the winner +1d6 (L1711–1717). Reading:
 * the re-draw is between these two figures only, each drawing on the other; flinch results stand.
 * Pass the Draw's `nextState` to the re-roll so a second "covered" reads as "2 more".
 */
export function gotTheDropFollowUp(
  outcome: GotTheDropOutcome,
  participants: readonly DrawParticipant[],
  winnerId: string,
  loserId: string,
): GotTheDropFollowUp {
  const code = assertOneOf("outcome", outcome, ["surrenders", "redraw"] as const);
  const checked = checkParticipants(participants);
  const winner = checked.find((p) => p.id === winnerId);
  const loser = checked.find((p) => p.id === loserId);
  if (!winner) throw new RulesError("winnerId", winnerId, "not a figure in this Draw");
  if (!loser || loser === winner) throw new RulesError("loserId", loserId, "not another figure in this Draw");
  if (code === "surrenders") return { code, surrendered: loser.id };
  return {
    code,
    participants: [
      { ...winner, targets: [loser.id], hasDrop: true },
      { ...loser, targets: [winner.id], hasDrop: false },
    ],
  };
}

/** Everyone squaring off takes the FLINCH CHECK before any pool is rolled (L1678, W-26). */
export function drawOpeningTests(figureIds: readonly string[]): { figureId: string; test: "flinch" }[] {
  const ids = assertList("figureIds", figureIds).map((id, i) => assertId(`figureIds[${i}]`, id));
  if (ids.length < 2) throw new RulesError("figureIds", figureIds, "a Draw needs at least two figures");
  assertUniqueIds("figureIds", ids);
  return ids.map((figureId) => ({ figureId, test: "flinch" as const }));
}
