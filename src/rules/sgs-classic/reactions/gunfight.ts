import { RulesError, assertInteger, assertOneOf } from "../../core/errors";

/**
 * The basic Gunfight encounter's opening (guide §3.18; seed L786–L792): every gunfighter takes the
 * Got a Shot test; those told to take a shot roll 1D6 + CV and fire in descending order, equal
 * totals at once; those told to Draw! then draw against each opponent who has not fired; the
 * others duck down.
 */

export interface GunfighterOpening {
  readonly id: string;
  readonly code: "FIRE" | "DRAW" | "DUCK_DOWN";
  /** 1D6 + CV, for those who take a shot. */
  readonly total?: number;
}

export interface GunfightOpening {
  /** Volleys in order: each volley's figures fire at the same moment. */
  readonly volleys: readonly (readonly string[])[];
  /** Figures who Draw! next, against every opponent who has not fired. */
  readonly drawers: readonly string[];
  readonly duckers: readonly string[];
}

export function gunfightOpening(entries: readonly GunfighterOpening[]): GunfightOpening {
  if (!Array.isArray(entries)) throw new RulesError("entries", entries, "must be a list");
  const shooters: { id: string; total: number }[] = [];
  const drawers: string[] = [];
  const duckers: string[] = [];
  entries.forEach((e, i) => {
    const code = assertOneOf(`entries[${i}].code`, e.code, ["FIRE", "DRAW", "DUCK_DOWN"] as const);
    if (code === "FIRE")
      shooters.push({ id: e.id, total: assertInteger(`entries[${i}].total`, e.total, 1, 12) });
    else if (code === "DRAW") drawers.push(e.id);
    else duckers.push(e.id);
  });
  const totals = [...new Set(shooters.map((s) => s.total))].sort((a, b) => b - a);
  return {
    volleys: totals.map((t) => shooters.filter((s) => s.total === t).map((s) => s.id)),
    drawers,
    duckers,
  };
}
