import {
  plainTableFigure,
  type PlainFigureStats,
  type TableFigure,
} from "../../src/rulesets/blaze-of-glory/table/figure";
import type { MountSource, VehicleSource } from "../../src/rulesets/blaze-of-glory/data/source-types";

/** Figures for table-flow tests: plain data, as an Actor would give them. */
export function figure(id: string, over: Partial<PlainFigureStats> = {}): TableFigure {
  return plainTableFigure(`Actor.${id}`, id[0]!.toUpperCase() + id.slice(1), over);
}

/** A Quality 4 horse ridden by Tex. */
export const horse: MountSource = {
  schemaVersion: 1,
  mountType: "horse",
  quality: 4,
  state: "ridden",
  status: "unhurt",
  rider: "Actor.tex",
  notes: "",
};

/** A wagon with a pair of Quality 4 horses, Tex driving, nobody aboard. */
export const wagon: VehicleSource = {
  schemaVersion: 1,
  vehicleType: "wagon",
  team: { animal: "horse", size: 2, quality: 4, leadQuality: null },
  driver: "Actor.tex",
  passengers: [],
  notes: "",
};
