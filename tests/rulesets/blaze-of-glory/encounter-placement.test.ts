import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SQUARE_OFF_INCHES,
  DEFAULT_STANDUP_INCHES,
  planPlacement,
  playersEdgeTop,
  type FigureToPlace,
  type SceneGeometry,
} from "../../../src/rulesets/blaze-of-glory/encounters/placement";
import type { DeploymentPlan } from "../../../src/rules/blaze-of-glory/encounters/types";

/** Token placement: pure grid arithmetic, checked for every kind over many scene sizes. */

const scene = (over: Partial<SceneGeometry> = {}): SceneGeometry => ({
  x: 300,
  y: 200,
  width: 3000,
  height: 2000,
  gridSize: 100,
  gridDistance: 1,
  square: true,
  ...over,
});

const figures = (n: number, role: FigureToPlace["role"] = "opposition", onTable = true): FigureToPlace[] =>
  Array.from({ length: n }, (_, i) => ({ key: `${role}.${i}`, role, onTable }));

type Plan = Pick<DeploymentPlan, "kind" | "distanceInches" | "radiusInches">;
const KINDS: DeploymentPlan["kind"][] = [
  "squareOff",
  "standup",
  "town",
  "holedUp",
  "pursuit",
  "asDesired",
  "trail",
];

/** Cell (column, row) of a placed token. */
const cellOf = (s: SceneGeometry, p: { x: number; y: number }) => ({
  col: (p.x - s.x) / s.gridSize,
  row: (p.y - s.y) / s.gridSize,
});

function checkInvariants(s: SceneGeometry, plan: Plan, list: FigureToPlace[]) {
  const result = planPlacement({ scene: s, plan, figures: list });
  // Every figure is accounted for exactly once.
  const keys = [...result.placed.map((p) => p.key), ...result.tray.map((t) => t.key)];
  expect(keys.sort()).toEqual(list.map((f) => f.key).sort());
  const cells = new Set<string>();
  const edgeRow = Math.floor(s.height / s.gridSize) - 1;
  for (const p of result.placed) {
    const c = cellOf(s, p);
    // On a cell corner, inside the scene rectangle, never on the players' edge.
    expect(Number.isInteger(c.col) && Number.isInteger(c.row)).toBe(true);
    expect(p.x).toBeGreaterThanOrEqual(s.x);
    expect(p.y).toBeGreaterThanOrEqual(s.y);
    expect(p.x + s.gridSize).toBeLessThanOrEqual(s.x + s.width);
    expect(p.y + s.gridSize).toBeLessThanOrEqual(s.y + s.height);
    expect(c.row).toBeLessThan(edgeRow);
    // Never two tokens on one cell.
    const key = `${c.col},${c.row}`;
    expect(cells.has(key)).toBe(false);
    cells.add(key);
  }
  return result;
}

describe("planPlacement", () => {
  it("keeps every kind's invariants over many scenes, grids and forces", () => {
    fc.assert(
      fc.property(
        fc.record({
          cols: fc.integer({ min: 1, max: 40 }),
          rows: fc.integer({ min: 1, max: 40 }),
          gridSize: fc.integer({ min: 20, max: 200 }),
          gridDistance: fc.constantFrom(0.5, 1, 2, 5),
          x: fc.integer({ min: 0, max: 2000 }),
          y: fc.integer({ min: 0, max: 2000 }),
        }),
        fc.constantFrom(...KINDS),
        fc.option(fc.integer({ min: 1, max: 48 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 24 }), { nil: undefined }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 10 }),
        (g, kind, distanceInches, radiusInches, opposition, bystanders) => {
          const s = scene({
            x: g.x,
            y: g.y,
            width: g.cols * g.gridSize + (g.gridSize >> 1),
            height: g.rows * g.gridSize,
            gridSize: g.gridSize,
            gridDistance: g.gridDistance,
          });
          const plan = { kind, distanceInches, radiusInches };
          const list = [...figures(opposition), ...figures(bystanders, "bystanders")];
          const result = checkInvariants(s, plan, list);
          if (kind === "pursuit") expect(result.placed).toEqual([]);
          // A side facing the players starts at least its distance from their edge.
          if (kind === "squareOff" || kind === "standup") {
            const want =
              distanceInches ?? (kind === "standup" ? DEFAULT_STANDUP_INCHES : DEFAULT_SQUARE_OFF_INCHES);
            for (const p of result.placed.filter((q) => q.key.startsWith("opposition"))) {
              const inches = ((playersEdgeTop(s) - p.y) / s.gridSize) * s.gridDistance;
              expect(inches).toBeGreaterThanOrEqual(want);
            }
          }
          if (kind === "holedUp") {
            const centre = {
              col: Math.floor((Math.floor(s.width / s.gridSize) - 1) / 2),
              row: Math.floor((Math.floor(s.height / s.gridSize) - 1) / 2),
            };
            for (const p of result.placed) {
              const c = cellOf(s, p);
              const inches = Math.hypot(c.col - centre.col, c.row - centre.row) * s.gridDistance;
              expect(inches).toBeGreaterThanOrEqual(
                (radiusInches ?? 0) + (distanceInches ?? DEFAULT_STANDUP_INCHES),
              );
            }
          }
        },
      ),
      { numRuns: 250 },
    );
  });

  it("puts a square-off line exactly its distance from the players' edge, centred", () => {
    const s = scene();
    const r = planPlacement({
      scene: s,
      plan: { kind: "squareOff", distanceInches: 12 },
      figures: figures(3),
    });
    expect(r.tray).toEqual([]);
    const rows = r.placed.map((p) => cellOf(s, p).row);
    // 20 rows: the players' edge is row 19; 12" at 1" a cell is row 7.
    expect(rows).toEqual([7, 7, 7]);
    expect(r.placed.map((p) => cellOf(s, p).col)).toEqual([14, 12, 16]);
  });

  it("moves a line that does not fit in one row further away, never closer", () => {
    const s = scene({ width: 500, height: 2000 });
    const r = planPlacement({ scene: s, plan: { kind: "standup", distanceInches: 10 }, figures: figures(8) });
    const rows = r.placed.map((p) => cellOf(s, p).row);
    expect(Math.max(...rows)).toBe(9);
    expect(rows.filter((row) => row === 9)).toHaveLength(5);
    expect(Math.min(...rows)).toBe(8);
  });

  it("sends everyone to the tray when the scene is too short for the distance", () => {
    const s = scene({ height: 1000 });
    const r = planPlacement({ scene: s, plan: { kind: "standup", distanceInches: 24 }, figures: figures(2) });
    expect(r.placed).toEqual([]);
    expect(r.tray.map((t) => t.reason)).toEqual(["tooSmall", "tooSmall"]);
  });

  it('reads the grid distance: 24" at 2" a cell is 12 rows', () => {
    const s = scene({ gridDistance: 2 });
    const r = planPlacement({ scene: s, plan: { kind: "standup", distanceInches: 24 }, figures: figures(1) });
    expect(cellOf(s, r.placed[0]!).row).toBe(19 - 12);
  });

  it("places nobody for a pursuit, without a scene, on hexes, and keeps off-table figures out", () => {
    expect(planPlacement({ scene: scene(), plan: { kind: "pursuit" }, figures: figures(2) }).tray).toEqual([
      { key: "opposition.0", reason: "pursuit" },
      { key: "opposition.1", reason: "pursuit" },
    ]);
    expect(planPlacement({ scene: null, plan: { kind: "town" }, figures: figures(1) }).tray[0]!.reason).toBe(
      "noScene",
    );
    expect(
      planPlacement({ scene: scene({ square: false }), plan: { kind: "town" }, figures: figures(1) }).tray[0]!
        .reason,
    ).toBe("noGrid");
    expect(
      planPlacement({ scene: scene({ gridSize: 0 }), plan: { kind: "town" }, figures: figures(1) }).tray[0]!
        .reason,
    ).toBe("noGrid");
    const r = planPlacement({
      scene: scene(),
      plan: { kind: "town" },
      figures: [...figures(1, "opposition", false), ...figures(1, "bystanders")],
    });
    expect(r.tray).toEqual([{ key: "opposition.0", reason: "offTable" }]);
    expect(r.placed.map((p) => p.key)).toEqual(["bystanders.0"]);
  });

  it("fills a small scene and sends the rest to the tray as having no room", () => {
    const s = scene({ width: 200, height: 300 });
    const r = planPlacement({ scene: s, plan: { kind: "town" }, figures: figures(6) });
    // 2 × 3 cells, the bottom row kept for the players: 4 cells.
    expect(r.placed).toHaveLength(4);
    expect(r.tray.map((t) => t.reason)).toEqual(["noRoom", "noRoom"]);
  });

  it("puts town figures around the middle, spaced out first", () => {
    const s = scene();
    const r = planPlacement({ scene: s, plan: { kind: "town" }, figures: figures(5) });
    const cells = r.placed.map((p) => cellOf(s, p));
    expect(cells[0]).toEqual({ col: 14, row: 9 });
    for (const c of cells) {
      expect(Math.abs(c.col - 14) % 2).toBe(0);
      expect(Math.abs(c.row - 9) % 2).toBe(0);
    }
  });
});
