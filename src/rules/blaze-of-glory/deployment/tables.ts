import type { Suit } from "../../core";

/**
 * The deployment tables of "They're over here!" and "Here they come!" (L4908–5131) as data: each a
 * 2d6 pass test read by passes (2, 1, 0), every row traced to its seed lines. Result codes are
 * localized as `SIXGUN.Deployment.Result.<code>`.
 */

export type Passes = 0 | 1 | 2;

/** How many cards a row turns: a fixed number of d6 summed (0 = none). */
export interface CardRow {
  passes: Passes;
  result: string;
  /** d6 rolled and summed for the number of cards to turn; 0 turns none. */
  cardDice: 0 | 1 | 2;
  source: string;
}

/** THEY'RE OVER HERE TABLE (L4939–4961): 2d6 vs 4, 3 for warriors (guide I-58: as printed). */
export const THEYRE_OVER_HERE_TABLE = {
  source: "L4939–4961",
  target: 4,
  warriorTarget: 3,
  rows: [
    { passes: 2, result: "contactHidden", cardDice: 2, source: "L4947–4949" },
    { passes: 1, result: "contactSeen", cardDice: 2, source: "L4951–4953" },
    { passes: 0, result: "noContact", cardDice: 0, source: "L4955–4957" },
  ],
  /** Once contact is made, 2d6 cards are turned (L4959–4961). */
  cardsSource: "L4959–4961",
} as const satisfies {
  source: string;
  target: number;
  warriorTarget: number;
  rows: readonly CardRow[];
  cardsSource: string;
};

/** How Got a Shot is taken by the figures facing the other side. */
export const GOT_A_SHOT = ["extraDie", "normal", "none"] as const;
export type GotAShotMode = (typeof GOT_A_SHOT)[number];

export interface AwarenessRow {
  passes: Passes;
  result: string;
  /** All figures face the other side (pass 2); otherwise each rolls 1d6: 1–3 facing, 4–6 not. */
  allFacing: boolean;
  gotAShot: GotAShotMode;
  source: string;
}

export interface AwarenessModifier {
  id: string;
  value: number;
  source: string;
}

/** STATE OF AWARENESS MODIFIERS for the enemy leader (L4967–4976). */
export const ENEMY_AWARENESS_MODIFIERS: readonly AwarenessModifier[] = [
  { id: "shotsFired", value: 2, source: "L4973" },
  { id: "mountedOnTrail", value: 1, source: "L4974–4976" },
];

/** ENEMY STATE OF AWARENESS (L4978–4994), 2d6 vs the enemy leader's modified Rep. */
export const ENEMY_AWARENESS_TABLE = {
  source: "L4978–4994",
  rows: [
    { passes: 2, result: "enemyReady", allFacing: true, gotAShot: "extraDie", source: "L4984–4986" },
    { passes: 1, result: "enemySomeFacing", allFacing: false, gotAShot: "normal", source: "L4988–4990" },
    { passes: 0, result: "enemyLax", allFacing: false, gotAShot: "none", source: "L4992–4994" },
  ],
} as const satisfies { source: string; rows: readonly AwarenessRow[] };

/** STATE OF AWARENESS MODIFIERS for our leader (L5036–5045): the same two, seen from our side. */
export const OUR_AWARENESS_MODIFIERS: readonly AwarenessModifier[] = [
  { id: "shotsFired", value: 2, source: "L5042" },
  { id: "theirSideMounted", value: 1, source: "L5043–5045" },
];

/** OUR SIDE STATE OF AWARENESS (L5047–5063), 2d6 vs our leader's modified Rep. */
export const OUR_AWARENESS_TABLE = {
  source: "L5047–5063",
  rows: [
    { passes: 2, result: "oursReady", allFacing: true, gotAShot: "normal", source: "L5053–5055" },
    { passes: 1, result: "oursSomeFacing", allFacing: false, gotAShot: "normal", source: "L5057–5059" },
    { passes: 0, result: "oursLax", allFacing: false, gotAShot: "none", source: "L5061–5063" },
  ],
  /** After shots, figures contacted later count as having passed 2d6 (L5065). */
  afterShotsSource: "L5065",
} as const satisfies { source: string; rows: readonly AwarenessRow[]; afterShotsSource: string };

/** A figure facing the other side on 1–3 of its d6 (L4990, L5059). */
export const FACING_MAX = 3;

/** HERE COME THE REST (L5000–5016): 2d6 vs the enemy leader's Rep when the activation dice total 7. */
export const HERE_COME_THE_REST_TABLE = {
  source: "L5000–5016",
  /** The activation total that calls for the test (L5000). */
  activationTotal: 7,
  rows: [
    { passes: 2, result: "restTwoDice", cardDice: 2, source: "L5006–5008" },
    { passes: 1, result: "restOneDie", cardDice: 1, source: "L5010–5012" },
    { passes: 0, result: "restNone", cardDice: 0, source: "L5014–5016" },
  ],
} as const satisfies { source: string; activationTotal: number; rows: readonly CardRow[] };

export const ARRIVALS = ["leftFlank", "rightFlank", "front"] as const;
export type Arrival = (typeof ARRIVALS)[number];

/** Where reinforcements arrive, by the suit of a card from the main deck (L5018–5026). */
export const ARRIVAL_BY_SUIT = {
  source: "L5018–5026",
  rows: [
    { suit: "diamonds", arrival: "leftFlank" },
    { suit: "hearts", arrival: "rightFlank" },
    { suit: "spades", arrival: "front" },
    { suit: "clubs", arrival: "front" },
  ],
} as const satisfies { source: string; rows: readonly { suit: Suit; arrival: Arrival }[] };

/** HERE THEY COME first turn: 2d6 of the opposing outfit enter (L5081). */
export const FIRST_TURN_ARRIVALS = { source: "L5081", cardDice: 2 } as const;

/** ENEMY CONTACT TABLE (L5083–5101): 2d6 vs 3, 4 for warriors (guide I-58: as printed). */
export const ENEMY_CONTACT_TABLE = {
  source: "L5083–5101",
  target: 3,
  warriorTarget: 4,
  activationTotal: 7,
  rows: [
    { passes: 2, result: "contactTwoDice", cardDice: 2, source: "L5091–5093" },
    { passes: 1, result: "contactOneDie", cardDice: 1, source: "L5095–5097" },
    { passes: 0, result: "contactNone", cardDice: 0, source: "L5099–5101" },
  ],
} as const satisfies {
  source: string;
  target: number;
  warriorTarget: number;
  activationTotal: number;
  rows: readonly CardRow[];
};

/** WHO GETS CONTACTED (L5105–5107): the group closest to the enemy edge, ties by 1d6, high first. */
export const WHO_GETS_CONTACTED = { source: "L5105–5107" } as const;

export const MARCH_DECISIONS = ["march", "checkSand", "remain"] as const;

/** MARCH TO THE GUNS TABLE (L5111–5129): 2d6 vs the group leader's Sand. */
export const MARCH_TO_THE_GUNS_TABLE = {
  source: "L5111–5129",
  rows: [
    { passes: 2, result: "march", source: "L5119–5121" },
    { passes: 1, result: "checkSand", source: "L5123–5125" },
    { passes: 0, result: "remain", source: "L5127–5129" },
  ],
  /** Ordered to stay, or knowing of the gunfire already: no test (L5111). */
  exemptSource: "L5111",
} as const;

/** Reads a row by passes (the three rows of every deployment table). */
export function rowByPasses<R extends { passes: number }>(rows: readonly R[], passes: number): R {
  const row = rows.find((r) => r.passes === Math.min(2, Math.max(0, passes)));
  if (!row) throw new Error(`deployment: no row for ${passes} passes`);
  return row;
}
