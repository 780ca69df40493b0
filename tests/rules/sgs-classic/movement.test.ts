import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";
import {
  BASE_MOVE,
  MOVE_TERRAIN,
  MOVERS,
  isFastMove,
  moveAllowance,
} from "../../../src/rules/sgs-classic/movement";

describe("movement (guide §3.3)", () => {
  it("pins the base moves and terrain", () => {
    expect(BASE_MOVE).toEqual({ foot: 8, mounted: 16, vehicle: 12 });
    expect(moveAllowance({ mover: "foot" }).inches).toBe(8);
    expect(moveAllowance({ mover: "mounted", terrain: "rough" }).inches).toBe(8);
    expect(moveAllowance({ mover: "vehicle", terrain: "gullyAlong" }).inches).toBe(12);
    expect(moveAllowance({ mover: "foot", terrain: "gullyAcross" }).inches).toBe(4);
    expect(moveAllowance({ mover: "foot", terrain: "impassable" })).toEqual({
      inches: 0,
      reasons: ["impassable"],
    });
  });
  it("Bad Wound halves; one carrier half, two full", () => {
    expect(moveAllowance({ mover: "foot", badWounds: 1 }).inches).toBe(4);
    expect(moveAllowance({ mover: "foot", badWounds: 1, carriers: 1 }).reasons).toContain("carriedByOne");
    expect(moveAllowance({ mover: "foot", badWounds: 1, carriers: 2 }).inches).toBe(8);
  });
  it("advanced movement doubles; on foot no two fast moves running, horses exempt", () => {
    const adv = classicRules({ advancedMovement: true });
    expect(moveAllowance({ mover: "foot" }, adv).inches).toBe(16);
    expect(moveAllowance({ mover: "foot", lastMoveFast: true }, adv).inches).toBe(8);
    expect(moveAllowance({ mover: "mounted", lastMoveFast: true }, adv).inches).toBe(32);
  });
  it("SGS-Q21: fast move is more than the threshold", () => {
    expect(isFastMove(8)).toBe(false);
    expect(isFastMove(9)).toBe(true);
    expect(isFastMove(9, classicRules({ fastMoveThreshold: 12 }))).toBe(false);
  });
  it("properties: allowance never exceeds double base; fast iff over threshold", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MOVERS),
        fc.constantFrom(...MOVE_TERRAIN),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 8, max: 12 }),
        (mover, terrain, badWounds, carriers, lastMoveFast, advancedMovement, fastMoveThreshold) => {
          const rules = classicRules({ advancedMovement, fastMoveThreshold });
          const a = moveAllowance({ mover, terrain, badWounds, carriers, lastMoveFast }, rules);
          expect(a.inches).toBeLessThanOrEqual(BASE_MOVE[mover] * (advancedMovement ? 2 : 1));
          if (mover === "foot" && lastMoveFast && advancedMovement)
            expect(isFastMove(a.inches, rules)).toBe(false);
          expect(isFastMove(a.inches, rules)).toBe(a.inches > fastMoveThreshold);
        },
      ),
    );
  });
});
