import { describe, expect, it } from "vitest";
import {
  currentUnit,
  trackerView,
  withUnitActions,
  type SideInfo,
} from "../../src/rulesets/blaze-of-glory/combat/activation";
import { GANG, POSSE, posseAndGang } from "./fixtures";

/** Which units of the tracker get action buttons, and which a click may still act for. */

const sides: SideInfo[] = [POSSE, GANG];
// Slim, Rep 4, may act on the posse's 4 on his own.
const combatants = posseAndGang({ ella: 4, slim: 4 });
// Posse rolled 4, the gang 3: the posse acts first.
const dice = [
  { side: "posse", die: 4 },
  { side: "gang", die: 3 },
];

describe("the tracker's action buttons", () => {
  it("go on the acting side's units that are not done and hold a figure the user may act for", () => {
    const view = trackerView(sides, combatants, { round: 1, dice, done: [] }, 1);
    expect(view.current).toBe("posse");
    const posse = view.sides.find((s) => s.id === "posse")!;
    expect(posse.units.map((u) => u.ids)).toEqual([["c1", "c2"], ["c3"]]);
    const mine = new Set(["c2", "c4"]);
    const marked = withUnitActions(view, (ids) => ids.some((id) => mine.has(id)));
    // The group with Ella (the user's) gets buttons; Slim's does not; the gang is not acting yet.
    expect(marked.sides.find((s) => s.id === "posse")!.units.map((u) => u.act)).toEqual([true, false]);
    expect(marked.sides.find((s) => s.id === "gang")!.units.every((u) => !u.act)).toBe(true);
    // The view given is left alone.
    expect(posse.units.every((u) => u.act === undefined)).toBe(true);
  });

  it("move on once the acting side's units are done", () => {
    const first = trackerView(sides, combatants, { round: 1, dice, done: [] }, 1);
    const keys = first.sides.find((s) => s.id === "posse")!.units.map((u) => u.key);
    const view = trackerView(sides, combatants, { round: 1, dice, done: [keys[0]!] }, 1);
    // One posse unit is done: it loses its buttons; the other keeps them.
    const marked = withUnitActions(view, () => true);
    expect(marked.sides.find((s) => s.id === "posse")!.units.map((u) => u.act)).toEqual([false, true]);
    expect(currentUnit(view, keys[0]!)).toBeNull();
    expect(currentUnit(view, keys[1]!)?.ids).toEqual(["c3"]);
    // With both done, the gang acts and a posse button clicked late finds nothing to act for.
    const later = trackerView(sides, combatants, { round: 1, dice, done: keys }, 1);
    expect(later.current).toBe("gang");
    expect(currentUnit(later, keys[1]!)).toBeNull();
    const gangKey = later.sides.find((s) => s.id === "gang")!.units[0]!.key;
    expect(currentUnit(later, gangKey)?.ids).toEqual(["c4"]);
    expect(currentUnit(later, "made/up/key")).toBeNull();
  });

  it("are not offered before the dice are rolled", () => {
    const view = trackerView(sides, combatants, null, 1);
    expect(withUnitActions(view, () => true).sides).toEqual([]);
    expect(currentUnit(view, "posse/unit:g1/c1")).toBeNull();
  });
});
