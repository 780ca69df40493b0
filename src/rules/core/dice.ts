import { RulesError, assertInteger } from "./errors";

/**
 * Where the rules core gets its randomness. Every random step takes one of these, so that a result
 * can be reproduced (a seeded source), scripted (a fixed sequence in tests) or fed from Foundry's
 * own evaluated Roll terms (so Dice So Nice shows the same faces the rules used).
 */
export interface DiceSource {
  /** One die of `faces` sides, 1..faces. */
  roll(faces: number): number;
}

/** Faces a die may have anywhere in the supported rulesets (d3 is read as a halved d6 instead). */
const MAX_FACES = 100;

/** Rolls `count` dice of `faces` sides, checking every face the source returns. */
export function rollDice(source: DiceSource, count: number, faces = 6): number[] {
  assertInteger("count", count, 0, 1000);
  assertInteger("faces", faces, 2, MAX_FACES);
  const dice: number[] = [];
  for (let i = 0; i < count; i++) {
    const face = source.roll(faces);
    // Name the field only when it is needed: building it for every die costs more than the roll.
    dice.push(isFace(face, faces) ? face : checkFace(face, faces, `dice[${i}]`));
  }
  return dice;
}

export function rollD6(source: DiceSource, count = 1): number[] {
  return rollDice(source, count, 6);
}

/** One d6. */
export function d6(source: DiceSource): number {
  return checkFace(source.roll(6), 6, "d6");
}

/** ½d6 rounded up (1–2 → 1, 3–4 → 2, 5–6 → 3): the guide's reading for "½d6" and "1d3". */
export function halfD6(source: DiceSource): number {
  return Math.ceil(d6(source) / 2);
}

function isFace(face: unknown, faces: number): face is number {
  return typeof face === "number" && Number.isInteger(face) && face >= 1 && face <= faces;
}

export function checkFace(face: unknown, faces: number, field: string): number {
  return assertInteger(field, face, 1, faces);
}

/** Validates dice handed in from outside (e.g. faces read from a Foundry roll). */
export function assertDice(field: string, dice: unknown, faces = 6): number[] {
  if (!Array.isArray(dice)) throw new RulesError(field, dice, "must be a list of dice");
  for (let i = 0; i < dice.length; i++)
    if (!isFace(dice[i], faces)) checkFace(dice[i], faces, `${field}[${i}]`);
  return dice as number[];
}

/**
 * A scripted source for tests and for replaying results rolled elsewhere: returns the given faces
 * in order and throws once they run out, so a test that consumes an unexpected die fails loudly.
 */
export class SequenceDice implements DiceSource {
  #index = 0;
  readonly #faces: readonly number[];

  constructor(faces: readonly number[]) {
    this.#faces = faces;
  }

  roll(faces: number): number {
    if (this.#index >= this.#faces.length) {
      throw new RulesError("dice", this.#faces, `sequence exhausted after ${this.#faces.length} dice`);
    }
    const face = this.#faces[this.#index++]!;
    return checkFace(face, faces, `dice[${this.#index - 1}]`);
  }

  /** How many faces have been used so far. */
  get used(): number {
    return this.#index;
  }

  /** Faces not yet consumed. */
  get remaining(): number {
    return this.#faces.length - this.#index;
  }
}

export function sequenceDice(...faces: number[]): SequenceDice {
  return new SequenceDice(faces);
}

/**
 * A small, fast, seedable PRNG (mulberry32). Good enough for simulation and benchmarks; real play
 * uses Foundry's dice.
 */
export class SeededDice implements DiceSource {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.#state = (this.#state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  roll(faces: number): number {
    return 1 + Math.floor(this.next() * faces);
  }
}

export function seededDice(seed: number): SeededDice {
  return new SeededDice(seed);
}

/** Picks one entry uniformly at random; used for "roll randomly among candidates". */
export function pickOne<T>(source: DiceSource, items: readonly T[]): T {
  if (items.length === 0) throw new RulesError("items", items, "nothing to choose from");
  if (items.length === 1) return items[0]!;
  const index = checkFace(source.roll(items.length), items.length, "pick") - 1;
  return items[index]!;
}
