import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DRUNK_STATES } from "../../../src/rules/blaze-of-glory/ids";
import {
  ACTIVE_ACTIONS,
  MAX_SIDES,
  activationChance,
  activationDoublesProbability,
  activeFigureActions,
  assertId,
  groupLeader,
  planTurn,
  resolveActivation,
  rollActivationChecks,
  sideBlockedProbability,
} from "../../../src/rules/blaze-of-glory/turn";
import {
  RUNS,
  allFinite,
  countingDice,
  dieArb,
  expectProbability,
  expectRulesError,
  fracLe,
  professionArb,
  repArb,
  seedArb,
  weaponArb,
} from "../helpers/properties";

const sideDiceArb = fc
  .array(dieArb, { minLength: 2, maxLength: 4 })
  .map((dice) => dice.map((die, i) => ({ side: `s${i}`, die })));
const groupArb = (prefix: string) =>
  fc
    .array(fc.record({ rep: repArb, disabled: fc.boolean(), outfitLeader: fc.boolean() }), {
      minLength: 1,
      maxLength: 4,
    })
    .map((fs) => ({
      id: `${prefix}g`,
      figures: fs.map((f, i) => ({ id: `${prefix}f${i}`, ...f })),
    }));

describe("turn: properties over random valid input", () => {
  it("assertId accepts non-empty strings and names anything else", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        expect(assertId("figure.id", id)).toBe(id);
        expectRulesError(() => assertId("figure.id", ""), "figure.id");
        expectRulesError(() => assertId("figure.id", id.length), "figure.id");
      }),
      RUNS,
    );
  });

  it("resolveActivation: matching dice block their sides, the rest act highest die first", () => {
    fc.assert(
      fc.property(sideDiceArb, (dice) => {
        const r = resolveActivation(dice);
        allFinite(r);
        for (const d of dice) {
          const twin = dice.some((o) => o !== d && o.die === d.die);
          expect(r.blocked.includes(d.side)).toBe(twin);
          expect(r.order.includes(d.side)).toBe(!twin);
        }
        const dieOf = (side: string) => dice.find((d) => d.side === side)!.die;
        for (let i = 1; i < r.order.length; i++)
          expect(dieOf(r.order[i - 1]!)).toBeGreaterThan(dieOf(r.order[i]!));
        expect(r.doubles).toBe(r.blocked.length > 0);
        expectRulesError(() => resolveActivation([dice[0]!]), "dice");
        expectRulesError(
          () => resolveActivation(dice.map((d, i) => (i === 1 ? { ...d, die: 7 } : d))),
          "dice[1].die",
        );
        expectRulesError(
          () => resolveActivation(dice.map((d, i) => (i === 0 ? { ...d, die: Number.NaN } : d))),
          "dice[0].die",
        );
      }),
      RUNS,
    );
  });

  it("groupLeader and planTurn: the leader is an able member; every unit figure belongs to its side", () => {
    fc.assert(
      fc.property(sideDiceArb, fc.array(groupArb("x"), { minLength: 4, maxLength: 4 }), (dice, groups) => {
        const sides = dice.map((d, i) => ({
          side: d.side,
          groups: [
            {
              ...groups[i]!,
              id: `${d.side}g`,
              figures: groups[i]!.figures.map((f) => ({ ...f, id: `${d.side}${f.id}` })),
            },
          ],
        }));
        for (const s of sides) {
          const g = s.groups[0]!;
          const { leader } = groupLeader(g);
          if (leader) {
            expect(g.figures).toContain(leader);
            expect(leader.disabled).toBe(false);
          } else expect(g.figures.every((f) => f.disabled)).toBe(true);
        }
        const plan = planTurn(resolveActivation(dice), sides);
        allFinite(plan);
        for (const step of plan.steps) {
          const own = sides.find((s) => s.side === step.side)!.groups[0]!.figures.map((f) => f.id);
          for (const u of step.plan.units) for (const id of u.figureIds) expect(own).toContain(id);
        }
        expect(plan.steps.length + plan.blocked.length).toBe(dice.length);
        const g0 = sides[0]!.groups[0]!;
        expectRulesError(
          () => groupLeader({ ...g0, figures: [{ id: "a", rep: Number.NaN }] }),
          "group.figures[0].rep",
        );
        expectRulesError(() => groupLeader({ ...g0, leaderId: "nobody" }), "group.leaderId");
        expectRulesError(
          () => planTurn(resolveActivation(dice), [...sides, sides[0]!]),
          `sides[${sides.length}].side`,
        );
        expectRulesError(() => planTurn(null as never, sides), "activation");
      }),
      RUNS,
    );
  });

  it("activeFigureActions: only known action codes; a loaded weapon is needed to fire", () => {
    fc.assert(
      fc.property(
        professionArb,
        fc.option(weaponArb, { nil: null }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (profession, weapon, loaded, mounted, prone, legWounds, used) => {
          const r = activeFigureActions({
            profession,
            weapon,
            weaponLoaded: loaded,
            mounted,
            prone,
            legWounds,
            activeFireUsed: used,
          });
          for (const a of r.actions) expect(ACTIVE_ACTIONS).toContain(a);
          if (weapon === null || !loaded || used) expect(r.actions).not.toContain("activeFire");
          if (!prone) expect(r.actions).not.toContain("rise");
          expectRulesError(() => activeFigureActions({ legWounds: 3 }), "state.legWounds");
          expectRulesError(() => activeFigureActions({ weapon: "laser" as never }), "state.weapon");
          expectRulesError(
            () => activeFigureActions({}, { reloadDuringMove: "never" as never }),
            "options.reloadDuringMove",
          );
        },
      ),
      RUNS,
    );
  });

  it("rollActivationChecks: one die per check, a higher Rep never fails a check the lower Rep passed", () => {
    fc.assert(
      fc.property(
        seedArb,
        repArb,
        fc.option(fc.constantFrom(...DRUNK_STATES), { nil: null }),
        fc.boolean(),
        (s, rep, drunk, touched) => {
          const attributes = touched ? (["touchedInTheHead"] as const) : ([] as const);
          const src = countingDice(s);
          const r = rollActivationChecks(src, { rep, attributes, drunk });
          allFinite(r);
          expect(src.count).toBe(r.checks.length);
          if (drunk !== "deadDrunk" && drunk !== "touched" && !touched) expect(r.checks).toHaveLength(0);
          expectRulesError(() => rollActivationChecks(src, { rep: 9 }), "figure.rep");
          expectRulesError(() => rollActivationChecks(src, { rep, drunk: "tipsy" as never }), "figure.drunk");
          expectRulesError(
            () => rollActivationChecks(src, { rep, attributes: ["lucky" as never] }),
            "figure.attributes[0]",
          );
        },
      ),
      RUNS,
    );
  });

  it("activationDoublesProbability, sideBlockedProbability, activationChance: more sides never help", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: MAX_SIDES - 1 }), repArb, (sides, rep) => {
        const d = activationDoublesProbability(sides);
        expectProbability(d);
        expect(fracLe(d, activationDoublesProbability(sides + 1))).toBe(true);
        const b = sideBlockedProbability(sides);
        expectProbability(b);
        expect(fracLe(b, sideBlockedProbability(sides + 1))).toBe(true);
        const c = activationChance(rep, sides);
        expectProbability(c);
        expect(fracLe(activationChance(rep, sides + 1), c)).toBe(true);
        if (rep < 7) expect(fracLe(c, activationChance(rep + 1, sides))).toBe(true);
        expectRulesError(() => activationDoublesProbability(1), "sides");
        expectRulesError(() => sideBlockedProbability(Number.NaN), "sides");
        expectRulesError(() => activationChance(9, sides), "rep");
      }),
      RUNS,
    );
  });
});
