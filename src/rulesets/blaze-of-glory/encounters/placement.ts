import type { DeploymentPlan, SideRole } from "../../../rules/blaze-of-glory/encounters/types";

/**
 * Where an encounter's tokens go on a scene, without Foundry: pure grid arithmetic over the scene's
 * rectangle. The players' side starts along the bottom edge (their own tokens are never placed; the
 * edge row is kept clear for them); the other sides are put where the deployment kind says, one
 * token per grid cell, never two on a cell and never outside the scene. A figure that cannot be put
 * where the book wants it goes to the tray instead, with the reason.
 *
 * Distances are in scene units, which the table code reads as inches (a token's range is measured
 * in scene units, src/shell/table-entry.ts `distanceBetween`): a cell is `gridDistance` inches.
 */

export interface SceneGeometry {
  /** The scene rectangle's top-left corner in pixels (Foundry pads the canvas around it). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Pixels per grid cell. */
  gridSize: number;
  /** Scene units (inches) per grid cell. */
  gridDistance: number;
  /** False on a hex grid: square-cell arithmetic would put tokens where it cannot promise a cell each. */
  square: boolean;
}

export interface FigureToPlace {
  /** Whatever the caller finds the token by again (an actor's uuid). */
  key: string;
  role: Exclude<SideRole, "players">;
  /** False for a figure the book keeps off the table (aboard the train, off until the firing starts). */
  onTable: boolean;
}

export const TRAY_REASONS = ["noScene", "noGrid", "tooSmall", "pursuit", "offTable", "noRoom"] as const;
export type TrayReason = (typeof TRAY_REASONS)[number];

export interface PlacementResult {
  /** Token top-left corners in pixels. */
  placed: { key: string; x: number; y: number }[];
  tray: { key: string; reason: TrayReason }[];
}

/**
 * How far apart the sides start when the set-up gives no distance: a gunfight faces off at the
 * shortest effective range of the weapons in play (a note the GM reads); a pistol's 12" is the
 * common case, so tokens start there and the GM moves them if the weapons say otherwise.
 */
export const DEFAULT_SQUARE_OFF_INCHES = 12;
/** STANDUP FIGHT and holed-up sieges without a figure given: 24" (the book's standup distance). */
export const DEFAULT_STANDUP_INCHES = 24;

interface Cell {
  col: number;
  row: number;
}

function gridOf(scene: SceneGeometry) {
  const cols = Math.floor(scene.width / scene.gridSize);
  const rows = Math.floor(scene.height / scene.gridSize);
  return { cols, rows };
}

/** Inches between the centres of two cells (straight line, the table's own measure). */
export function cellDistanceInches(a: Cell, b: Cell, gridDistance: number): number {
  return Math.hypot(a.col - b.col, a.row - b.row) * gridDistance;
}

/**
 * Cells across one row, from the middle outwards, every other cell first (a gap between figures),
 * then the cells between.
 */
function rowCells(row: number, cols: number): Cell[] {
  const mid = Math.floor((cols - 1) / 2);
  const order: number[] = [];
  for (let d = 0; d < cols; d++) {
    for (const c of d === 0 ? [mid] : [mid - d, mid + d]) if (c >= 0 && c < cols) order.push(c);
  }
  const spaced = order.filter((c) => Math.abs(c - mid) % 2 === 0);
  const between = order.filter((c) => Math.abs(c - mid) % 2 === 1);
  return [...spaced, ...between].map((col) => ({ col, row }));
}

/** Cells in rows `first`, `first − 1` ... up to the top edge: the line, then further from the players. */
function linesAwayFrom(first: number, cols: number): Cell[] {
  const cells: Cell[] = [];
  for (let row = first; row >= 0; row--) cells.push(...rowCells(row, cols));
  return cells;
}

/** Cells ordered by their distance from a centre cell, nearest first, spaced ones before the rest. */
function byDistanceFrom(centre: Cell, cols: number, rows: number, keep: (c: Cell) => boolean): Cell[] {
  const cells: Cell[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) if (keep({ col, row })) cells.push({ col, row });
  const spaced = (c: Cell) => ((c.col - centre.col) % 2 === 0 && (c.row - centre.row) % 2 === 0 ? 0 : 1);
  const d = (c: Cell) => Math.hypot(c.col - centre.col, c.row - centre.row);
  return cells.sort((a, b) => spaced(a) - spaced(b) || d(a) - d(b) || a.row - b.row || a.col - b.col);
}

/** The cells a side may take under a deployment kind, best first; null when the kind places nobody. */
function candidateCells(
  scene: SceneGeometry,
  plan: Pick<DeploymentPlan, "kind" | "distanceInches" | "radiusInches">,
  role: FigureToPlace["role"],
): Cell[] | TrayReason {
  const { cols, rows } = gridOf(scene);
  const inCells = (inches: number) => Math.ceil(inches / scene.gridDistance - 1e-9);
  // The players' edge: the bottom row, kept clear for the players' own tokens.
  const playersRow = rows - 1;
  const centre = { col: Math.floor((cols - 1) / 2), row: Math.floor((rows - 1) / 2) };
  switch (plan.kind) {
    case "pursuit":
      return "pursuit";
    case "squareOff":
    case "standup": {
      const inches =
        plan.distanceInches ?? (plan.kind === "standup" ? DEFAULT_STANDUP_INCHES : DEFAULT_SQUARE_OFF_INCHES);
      const row = playersRow - Math.max(1, inCells(inches));
      if (row < 0) return "tooSmall";
      // Bystanders stand off to the sides, away from the line of fire: half-way between the lines.
      if (role === "bystanders") {
        const mid = Math.max(0, Math.floor((row + playersRow) / 2));
        return [...rowCells(mid, cols).reverse(), ...linesAwayFrom(mid - 1, cols)];
      }
      return linesAwayFrom(row, cols);
    }
    case "holedUp": {
      // The players hold out within the radius of the centre; the others start at least the
      // distance beyond it (measured from the centre: the far side of the holed-up ring).
      const radius = plan.radiusInches ?? 0;
      const distance = plan.distanceInches ?? DEFAULT_STANDUP_INCHES;
      const min = radius + distance;
      const cells = byDistanceFrom(
        centre,
        cols,
        rows,
        (c) => c.row < playersRow && cellDistanceInches(c, centre, scene.gridDistance) >= min,
      );
      return cells.length ? cells : "tooSmall";
    }
    case "town":
      // Around the middle of town (the target building is the GM's to choose).
      return byDistanceFrom(centre, cols, rows, (c) => c.row < playersRow);
    case "asDesired":
    case "trail":
    default:
      // Along the far edge, facing the players' edge.
      return rowsFromTop(cols, playersRow);
  }
}

/** Rows from the top edge downwards, stopping short of the players' edge. */
function rowsFromTop(cols: number, playersRow: number): Cell[] {
  const cells: Cell[] = [];
  for (let row = 0; row < playersRow; row++) cells.push(...rowCells(row, cols));
  return cells;
}

/**
 * Places every figure it can: by side in the order given, each on the best free cell its side may
 * take. Figures a scene cannot take (no scene, a hex grid, too small, a pursuit, kept off the table
 * by the book, no free cell left) go to the tray with the reason.
 */
export function planPlacement(options: {
  scene: SceneGeometry | null;
  plan: Pick<DeploymentPlan, "kind" | "distanceInches" | "radiusInches">;
  figures: readonly FigureToPlace[];
}): PlacementResult {
  const { scene, plan, figures } = options;
  const result: PlacementResult = { placed: [], tray: [] };
  const trayAll = (reason: TrayReason, list: readonly FigureToPlace[]) =>
    result.tray.push(...list.map((f) => ({ key: f.key, reason })));
  if (!scene) {
    trayAll("noScene", figures);
    return result;
  }
  const valid =
    [scene.x, scene.y, scene.width, scene.height, scene.gridSize, scene.gridDistance].every(
      Number.isFinite,
    ) &&
    scene.gridSize > 0 &&
    scene.gridDistance > 0;
  if (!valid || !scene.square) {
    trayAll("noGrid", figures);
    return result;
  }
  const { cols, rows } = gridOf(scene);
  // One row for the players, at least one for everyone else.
  if (cols < 1 || rows < 2) {
    trayAll("tooSmall", figures);
    return result;
  }
  const taken = new Set<string>();
  const candidates = new Map<string, Cell[] | TrayReason>();
  for (const figure of figures) {
    if (!figure.onTable) {
      result.tray.push({ key: figure.key, reason: "offTable" });
      continue;
    }
    let cells = candidates.get(figure.role);
    if (!cells) {
      cells = candidateCells(scene, plan, figure.role);
      candidates.set(figure.role, cells);
    }
    if (typeof cells === "string") {
      result.tray.push({ key: figure.key, reason: cells });
      continue;
    }
    const cell = cells.find((c) => !taken.has(`${c.col},${c.row}`));
    if (!cell) {
      result.tray.push({ key: figure.key, reason: "noRoom" });
      continue;
    }
    taken.add(`${cell.col},${cell.row}`);
    result.placed.push({
      key: figure.key,
      x: scene.x + cell.col * scene.gridSize,
      y: scene.y + cell.row * scene.gridSize,
    });
  }
  return result;
}

/** The players' edge row's top in pixels (tests and the journal's deployment note read it). */
export function playersEdgeTop(scene: SceneGeometry): number {
  return scene.y + (gridOf(scene).rows - 1) * scene.gridSize;
}
