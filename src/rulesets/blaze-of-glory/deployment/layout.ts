/**
 * Where the face-down cards of the enemy pile lie on a scene: a row (wrapping when long) along the
 * top edge, the enemy's side of the table by our convention (L4935 leaves the spot open). Pure, so a
 * test checks that no card falls off the scene.
 */

export interface SceneSize {
  /** The scene's inner rectangle (inside its padding), in pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Pixels per grid square (one inch of table). */
  gridSize: number;
}

export interface CardSpot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A playing card's proportions: 2.5 by 3.5. */
const CARD_RATIO = 1.4;

export function dealSpots(scene: SceneSize, count: number): CardSpot[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`deployment: ${count} cards to lay out`);
  const width = Math.max(20, Math.round(scene.gridSize));
  const height = Math.round(width * CARD_RATIO);
  const gap = Math.round(width / 4);
  const perRow = Math.max(1, Math.floor((scene.width - gap) / (width + gap)));
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    return {
      x: scene.x + gap + col * (width + gap),
      y: scene.y + gap + row * (height + gap),
      width,
      height,
    };
  });
}

/** The middle of a card: where the figures it reveals are placed. */
export function spotCentre(spot: CardSpot): { x: number; y: number } {
  return { x: Math.round(spot.x + spot.width / 2), y: Math.round(spot.y + spot.height / 2) };
}
