import { describe, expect, it } from "vitest";
import {
  currentUnit,
  trackerView,
  withUnitActions,
  type SideInfo,
} from "../../src/rulesets/blaze-of-glory/combat/activation";
import { GANG, POSSE, posseAndGang } from "./fixtures";

/**
 * The tracker and the checks on becoming active (L3079, L3087): a figure whose check failed this
 * turn is named with what became of him and acts no more; a drunk figure is named with how drunk.
 */

const sides: SideInfo[] = [POSSE, GANG];
const dice = [
  { side: "posse", die: 4 },
  { side: "gang", die: 3 },
];

describe("the tracker after the checks on becoming active", () => {
  it("names who stays put and leaves him out of his unit's actions", () => {
    // Ella (drunk, Touched) stays where she is; JBJ still leads the unit and may act.
    const combatants = posseAndGang({ ella: 4, slim: 4 }).map((c) =>
      c.id === "c2" ? { ...c, drunk: "touched" as const } : c,
    );
    const state = { round: 1, dice, done: [], checks: { c2: "remainsInPlace" as const } };
    const view = trackerView(sides, combatants, state, 1);
    const [group, slim] = view.sides.find((s) => s.id === "posse")!.units;
    expect(group!.ids).toEqual(["c1", "c2"]);
    expect(group!.active).toEqual(["c1"]);
    expect(group!.held).toEqual([{ name: "Ella", status: "SIXGUN.Outcome.ActivationCheck.remainsInPlace" }]);
    expect(group!.drunk).toEqual([{ name: "Ella", state: "SIXGUN.Table.Drunk.touched" }]);
    expect(slim!.held).toEqual([]);
    // The user owning only Ella gets no buttons for the group; one owning JBJ does.
    const onlyElla = withUnitActions(view, (ids) => ids.includes("c2"));
    expect(onlyElla.sides[0]!.units.map((u) => u.act)).toEqual([false, false]);
    const jbj = withUnitActions(view, (ids) => ids.includes("c1"));
    expect(jbj.sides[0]!.units.map((u) => u.act)).toEqual([true, false]);
    expect(currentUnit(view, group!.key)?.active).toEqual(["c1"]);
  });

  it("a unit whose every figure is held may not act", () => {
    const combatants = posseAndGang({ ella: 4, slim: 4 });
    const state = { round: 1, dice, done: [], checks: { c3: "remainsInPlace" as const } };
    const view = trackerView(sides, combatants, state, 1);
    const slim = view.sides[0]!.units[1]!;
    expect(slim.ids).toEqual(["c3"]);
    expect(slim.active).toEqual([]);
    expect(withUnitActions(view, () => true).sides[0]!.units.map((u) => u.act)).toEqual([true, false]);
    expect(currentUnit(view, slim.key)).toBeNull();
  });

  it("without checks every figure acts as before", () => {
    const view = trackerView(sides, posseAndGang({ ella: 4, slim: 4 }), { round: 1, dice, done: [] }, 1);
    for (const u of view.sides[0]!.units) {
      expect(u.active).toEqual(u.ids);
      expect(u.held).toEqual([]);
      expect(u.drunk).toEqual([]);
    }
  });
});
