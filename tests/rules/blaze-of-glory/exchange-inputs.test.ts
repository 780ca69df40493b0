import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import { type ShooterInput, exchangeOfFire, rollShot } from "../../../src/rules/blaze-of-glory/shooting";

/** The exchange keeps each shot as it put it to the table, so the card can count its odds afterwards. */

const shooter = (rep: number): ShooterInput => ({
  figure: { profession: "cowboy", rep, veteran: false, attributes: [] },
  weapon: "pistol",
});

describe("exchangeOfFire's shot inputs", () => {
  // Guide W-22: JBJ misses, Tex answers and misses, JBJ answers and hits.
  const dice = [[2], [3], [5, 3, 5, 5, 6]];
  const r = exchangeOfFire(sequenceDice(...dice.flat()), {
    first: {
      shooter: shooter(5),
      asTarget: {
        figure: { rep: 5, toughness: 4 },
        cover: { kind: "bulletproof", position: "wallWindow", activity: "justLooking" },
      },
      dice: 1,
    },
    second: { shooter: shooter(4), asTarget: { figure: { rep: 4, toughness: 4 } }, dice: 1 },
    distance: 10,
    beenShotAt: () => "fire",
  });

  it("holds one input per fired shot: the first on his activation, every answer in reaction", () => {
    expect(r.inputs).toHaveLength(r.shots.length);
    expect(r.inputs.map((i) => i.shooter.active)).toEqual([true, false, false]);
    expect(r.inputs.map((i) => i.targets[0]!.distance)).toEqual([10, 10, 10]);
  });

  it("shows JBJ at his window as firing once he has fired from it", () => {
    expect(r.inputs[1]!.targets[0]!.cover).toEqual({
      kind: "bulletproof",
      position: "wallWindow",
      activity: "firingPistol",
    });
  });

  it("rolled again on the same dice, each input gives the very shot the exchange rolled", () => {
    r.inputs.forEach((input, i) => expect(rollShot(sequenceDice(...dice[i]!), input)).toEqual(r.shots[i]));
  });
});

describe("exchangeOfFire: an answer to fire at −1 Rep", () => {
  // Tex misses (2 + Rep 4 = 6); Jake answers "fire at −1 Rep" and rolls a 4: 4 + Rep 4 would be an
  // 8 (a hit on a first shot), but at Rep 3 it is a 7.
  const run = (answer: string) =>
    exchangeOfFire(sequenceDice(2, 4, 1, 1, 3, 3, 3, 3, 3, 3), {
      first: { shooter: shooter(4), asTarget: { figure: { rep: 4, toughness: 4 } }, dice: 1 },
      second: { shooter: shooter(4), asTarget: { figure: { rep: 4, toughness: 4 } }, dice: 1 },
      distance: 10,
      maxShots: 2,
      beenShotAt: () => answer,
    });

  it("takes the Rep off the answering shot, and only that one", () => {
    const minus = run("fireAtMinusOneRep");
    const plain = run("fire");
    expect(minus.shots).toHaveLength(2);
    expect(minus.inputs[0]!.shooter.gotAShotPass1).toBeUndefined();
    expect(minus.inputs[1]!.shooter.gotAShotPass1).toBe(true);
    expect(plain.inputs[1]!.shooter.gotAShotPass1).toBeUndefined();
    expect([plain.shots[1]!.rep, minus.shots[1]!.rep]).toEqual([4, 3]);
    const total = (r: typeof minus) => r.shots[1]!.shots[0]!.total;
    expect([total(plain), total(minus)]).toEqual([8, 7]);
    expect(minus.shots[0]!.rep).toBe(4);
  });

  it("ends on an answer that is neither kind of fire", () => {
    expect(run("duckBack").endedBy).toBe("reaction");
  });
});
