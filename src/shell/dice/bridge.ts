import { RulesError, SeededDice, type DiceSource } from "../../rules/core";

/**
 * The bridge between Foundry's dice and the rules core. The rules core asks a `DiceSource` for one
 * die at a time and decides by itself how many it needs (a re-roll, a roll-off, damage for each hit,
 * recovery for each wound). Foundry rolls are asynchronous and should be few and labelled, so Dice So
 * Nice can show the white and the coloured damage die, or one colour per side.
 *
 * `rollThrough` reconciles the two. It runs the rules step over the faces rolled so far, followed by
 * placeholder faces; the first placeholder the rules read marks the next die Foundry must roll, and
 * the step's `describe` function (reading the rules result) says which dice belong together (all the
 * to-hit dice, a white and coloured pair, a recovery roll). That group is rolled by Foundry, added to
 * the faces, and the step runs again, until it reads only real faces. Because the rules are pure, the
 * final result is exactly the result of the real faces, whatever the placeholders were. A wrong
 * description only changes how dice are grouped and labelled on screen, never a result.
 */

/** What a die is for; the chat card and Dice So Nice label and colour it from this. */
export type DiePurpose =
  | "test"
  | "reroll"
  | "rollOff"
  | "toHit"
  | "confirm"
  | "bystander"
  | "white"
  | "coloured"
  | "recovery"
  | "activation"
  | "draw"
  | "melee"
  | "task"
  | "retry"
  | "physicallyFit"
  | "mentallyFit"
  | "fire"
  | "moveFast"
  | "extra"
  | "generic";

export interface DieSpec {
  /** Sides of the die (6 almost always). */
  faces: number;
  purpose: DiePurpose;
  /** Dice with the same step are rolled together, as one Foundry roll. */
  step: string;
  /** Who the die belongs to (a side, a figure id), for colours and labels. */
  owner?: string;
}

/** One Foundry roll: the dice of one step, in the order the rules read them. */
export interface DiceStep {
  step: string;
  dice: DieSpec[];
}

/** Rolls the dice of one step (in Foundry: one evaluated Roll) and returns their faces in order. */
export type Roller = (step: DiceStep) => Promise<number[]>;

export interface RolledStep {
  step: DiceStep;
  faces: number[];
}

export interface Rolled<R> {
  result: R;
  /** Every face the rules read, in order. */
  faces: number[];
  /** The Foundry rolls made, in order. */
  steps: RolledStep[];
}

/** Reads recorded faces first, then placeholder faces, remembering where the placeholders began. */
export class ProbeSource implements DiceSource {
  #index = 0;
  readonly #pool: readonly number[];
  readonly #phantom: DiceSource;
  /** Sides asked for at each position past the pool. */
  readonly phantomFaces: number[] = [];

  constructor(pool: readonly number[], phantom: DiceSource) {
    this.#pool = pool;
    this.#phantom = phantom;
  }

  roll(faces: number): number {
    const i = this.#index++;
    if (i < this.#pool.length) {
      const face = this.#pool[i]!;
      if (!(Number.isInteger(face) && face >= 1 && face <= faces)) {
        throw new RulesError(`dice[${i}]`, face, `a d${faces} was read here`);
      }
      return face;
    }
    this.phantomFaces.push(faces);
    return this.#phantom.roll(faces);
  }

  /** Dice read in all. */
  get used(): number {
    return this.#index;
  }
}

/** A pool of faces that throws when it runs dry: the replay source for tests and stored results. */
export class ReplaySource implements DiceSource {
  #index = 0;
  constructor(readonly faces: readonly number[]) {}
  roll(faces: number): number {
    const i = this.#index++;
    const face = this.faces[i];
    if (face === undefined)
      throw new RulesError("dice", this.faces, `needs more than ${this.faces.length} dice`);
    if (!(Number.isInteger(face) && face >= 1 && face <= faces))
      throw new RulesError(`dice[${i}]`, face, `a d${faces} was read here`);
    return face;
  }
  get used(): number {
    return this.#index;
  }
}

const MAX_STEPS = 500;

/**
 * Runs a rules step with dice rolled by `roller`, a few at a time, grouped as `describe` says.
 * `run` must be pure (the same faces give the same result): it is called again after every roll.
 */
export async function rollThrough<R>(
  run: (source: DiceSource) => R,
  describe: (result: R) => readonly DieSpec[],
  roller: Roller,
): Promise<Rolled<R>> {
  const faces: number[] = [];
  const steps: RolledStep[] = [];
  for (let round = 0; round < MAX_STEPS; round++) {
    const probe = new ProbeSource(faces, new SeededDice(0x5eed + round));
    const result = run(probe);
    if (probe.phantomFaces.length === 0) {
      if (probe.used !== faces.length) {
        throw new RulesError("dice", faces, `${faces.length - probe.used} dice rolled but not read`);
      }
      return { result, faces, steps };
    }
    const step = nextStep(describe(result), faces.length, probe.phantomFaces);
    const rolled = await roller(step);
    if (!Array.isArray(rolled) || rolled.length !== step.dice.length) {
      throw new RulesError("roller", rolled, `expected ${step.dice.length} faces for step ${step.step}`);
    }
    rolled.forEach((face, i) => {
      const sides = step.dice[i]!.faces;
      if (!(Number.isInteger(face) && face >= 1 && face <= sides))
        throw new RulesError(`roller[${i}]`, face, `must be a d${sides} face`);
    });
    faces.push(...rolled);
    steps.push({ step, faces: rolled });
  }
  throw new RulesError("dice", faces, `more than ${MAX_STEPS} rolls for one step`);
}

/**
 * The dice to roll next: the described die at `start` and the ones after it in the same step, as
 * long as the probe really asked for them with the same number of sides. An undescribed die is
 * rolled on its own.
 */
export function nextStep(specs: readonly DieSpec[], start: number, asked: readonly number[]): DiceStep {
  const first = specs[start];
  if (!first || first.faces !== asked[0]) {
    return { step: `extra${start}`, dice: [{ faces: asked[0]!, purpose: "extra", step: `extra${start}` }] };
  }
  const dice: DieSpec[] = [first];
  for (let k = 1; k < asked.length; k++) {
    const spec = specs[start + k];
    if (!spec || spec.step !== first.step || spec.faces !== asked[k]) break;
    dice.push(spec);
  }
  return { step: first.step, dice };
}

/** Runs a rules step over faces already known (stored on a chat message, or scripted in a test). */
export function replay<R>(run: (source: DiceSource) => R, faces: readonly number[]): R {
  const source = new ReplaySource(faces);
  const result = run(source);
  if (source.used !== faces.length)
    throw new RulesError("dice", faces, `${faces.length - source.used} dice left unused`);
  return result;
}

/** A roller over scripted faces (tests, the gallery): hands out the next faces for each step. */
export function scriptedRoller(faces: readonly number[]): Roller & { readonly calls: DiceStep[] } {
  let index = 0;
  const calls: DiceStep[] = [];
  const roller = async (step: DiceStep): Promise<number[]> => {
    calls.push(step);
    const out = faces.slice(index, index + step.dice.length);
    if (out.length !== step.dice.length) {
      throw new RulesError("script", faces, `ran out of scripted faces at step ${step.step}`);
    }
    index += step.dice.length;
    return out;
  };
  return Object.assign(roller, { calls });
}

/** Labels a list of faces: one spec per face, all of one step. */
export function specs(
  dice: readonly number[],
  purpose: DiePurpose,
  step: string,
  owner?: string,
  faces = 6,
): DieSpec[] {
  return dice.map(() => (owner === undefined ? { faces, purpose, step } : { faces, purpose, step, owner }));
}
