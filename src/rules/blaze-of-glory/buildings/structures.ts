import { assertBoolean, assertInteger, assertOneOf } from "../../core";

/**
 * Buildings and structures (guide §2.13, seed L1926–1933): each has a Structural Value (SV), the
 * higher the sturdier against fire, and counts as bulletproof or obscuring cover.
 */

export const STRUCTURE_KINDS = [
  "tentOrTeepee",
  "frameBuilding",
  "softFieldworks",
  "stone",
  "brick",
  "logCabin",
  "adobe",
] as const;
export type StructureKind = (typeof STRUCTURE_KINDS)[number];

export type CoverType = "obscuring" | "bulletproof";

export interface Structure {
  readonly sv: number;
  /**
   * The cover it gives. Players may agree before play that a particular wooden building counts the
   * other way (L1581), so treat this as the default.
   */
  readonly cover: CoverType;
  /**
   * Whether the structure itself burns. Reading (L1990): stone, brick and adobe do not; a fire set
   * against them smokes the occupants out instead. Log cabins are in the SV 5 group but are wood.
   */
  readonly burns: boolean;
  readonly source: string;
}

export const STRUCTURES: { readonly [K in StructureKind]: Structure } = {
  tentOrTeepee: { sv: 0, cover: "obscuring", burns: true, source: "L1930" },
  frameBuilding: { sv: 1, cover: "obscuring", burns: true, source: "L1931" },
  softFieldworks: { sv: 4, cover: "bulletproof", burns: true, source: "L1932" },
  stone: { sv: 5, cover: "bulletproof", burns: false, source: "L1933" },
  brick: { sv: 5, cover: "bulletproof", burns: false, source: "L1933" },
  logCabin: { sv: 5, cover: "bulletproof", burns: true, source: "L1933" },
  adobe: { sv: 5, cover: "bulletproof", burns: false, source: "L1933" },
};

export const SV_RANGE = { min: 0, max: 6 } as const;

export function structure(kind: StructureKind): Structure {
  return STRUCTURES[assertOneOf("structure", kind, STRUCTURE_KINDS)];
}

/** The SV from either a structure kind or a plain SV (scenario-defined structures). */
export function resolveSv(input: { structure?: StructureKind; sv?: number }, field = "sv"): number {
  if (input.sv !== undefined) return assertInteger(field, input.sv, SV_RANGE.min, SV_RANGE.max);
  if (input.structure === undefined) return assertInteger(field, input.sv, SV_RANGE.min, SV_RANGE.max);
  return structure(input.structure).sv;
}

/** Whether it burns: an explicit `burns` wins, then the structure kind; a bare SV is taken to burn. */
export function resolveBurns(input: { structure?: StructureKind; burns?: boolean }): boolean {
  if (input.burns !== undefined) return assertBoolean("burns", input.burns);
  return input.structure === undefined ? true : structure(input.structure).burns;
}
