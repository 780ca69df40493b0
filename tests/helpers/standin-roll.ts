/**
 * A stand-in for Foundry's `Roll`: it evaluates each `NdF` term of its formula with `roll`, the
 * test's seeded dice, so the table's real dice bridge runs on faces a test can replay.
 */
export function standInRollClass(roll: (faces: number) => number) {
  return class StandInRoll {
    dice: { faces: number; results: { result: number }[]; options: Record<string, unknown> }[] = [];
    constructor(readonly formula: string) {}
    async evaluate() {
      for (const [, n, f] of this.formula.matchAll(/(\d+)d(\d+)/g)) {
        const faces = Number(f);
        const results = Array.from({ length: Number(n) }, () => ({ result: roll(faces) }));
        this.dice.push({ faces, results, options: {} });
      }
      return this;
    }
  };
}
