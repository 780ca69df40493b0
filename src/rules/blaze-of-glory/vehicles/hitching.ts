import { RulesError, assertBoolean, assertInteger } from "../../core";
import { assertInput } from "../mounts";

/**
 * Hitching (L2578): one activation per animal, then one for the driver to climb aboard before the
 * vehicle may move.
 */
export function hitchingActivations(teamSize: number): {
  perAnimal: number;
  boarding: number;
  total: number;
} {
  const size = assertInteger("teamSize", teamSize, 1, 12);
  return { perAnimal: size, boarding: 1, total: size + 1 };
}

/** Unhitching: one activation per animal (L2578). */
export function unhitchingActivations(teamSize: number): number {
  return assertInteger("teamSize", teamSize, 1, 12);
}

/**
 * Cutting animals out of the traces (L2580): one animal per person per turn, and only with something
 * to cut with. Returns the turns needed.
 */
export function turnsToCutOut(input: { animals: number; cutters: number; cuttingTool: boolean }): number {
  const i = assertInput("input", input);
  const animals = assertInteger("input.animals", i.animals, 1, 12);
  const cutters = assertInteger("input.cutters", i.cutters, 1, 100);
  if (!assertBoolean("input.cuttingTool", i.cuttingTool)) {
    throw new RulesError("input.cuttingTool", i.cuttingTool, "traces can only be cut with a cutting tool");
  }
  return Math.ceil(animals / cutters);
}
