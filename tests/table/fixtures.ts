import { plainTableFigure, type PlainFigureStats, type TableFigure } from "../../src/table/figure";

/** Figures for table-flow tests: plain data, as an Actor would give them. */
export function figure(id: string, over: Partial<PlainFigureStats> = {}): TableFigure {
  return plainTableFigure(`Actor.${id}`, id[0]!.toUpperCase() + id.slice(1), over);
}
