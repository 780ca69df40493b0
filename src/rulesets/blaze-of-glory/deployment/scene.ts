import { SYSTEM_ID } from "../../../config";

/**
 * The few Foundry V13 scene documents the deployment touches, typed loosely here (a seam, like
 * `shell/foundry.ts`): the scene, its tiles (the face-down cards) and tokens (the figures).
 */

export interface FTile {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  texture: { src: string };
  flags: Record<string, Record<string, unknown> | undefined>;
}

export interface FScene {
  id: string;
  name: string;
  dimensions?: { sceneX: number; sceneY: number; sceneWidth: number; sceneHeight: number; size: number };
  tiles: Iterable<FTile> & { contents?: FTile[] };
  createEmbeddedDocuments(name: "Tile" | "Token", data: object[]): Promise<{ id: string }[]>;
  updateEmbeddedDocuments(name: "Tile", updates: object[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: "Tile", ids: string[]): Promise<unknown>;
}

/** What a card tile carries in `flags.six-gun-sound.deployment`. */
export interface MarkerFlag {
  /** The card's key (`QS`, `10H`). */
  card: string;
  /** A figure when turned (the enemy's colour). */
  enemy: boolean;
  /** The profession of the figure it stands for ("" for a card of the other colour). */
  profession: string;
  turned: boolean;
  /** The figure it revealed has been placed. */
  resolved: boolean;
  /** Read against 3 instead of 4 (or 4 instead of 3) when they are warriors (guide I-58). */
  warriors: boolean;
  /** The enemy leader's Rep, for their awareness and HERE COME THE REST. */
  leaderRep: number;
}

export const MARKER_FLAG = "deployment";

interface Globals {
  game: { scenes?: { viewed?: FScene | null; current?: FScene | null; get(id: string): FScene | undefined } };
  canvas?: { scene?: FScene | null } | null;
}
const g = () => globalThis as unknown as Globals;

/** The scene given by id, else the one the GM is looking at, else the active one. */
export function deploymentScene(sceneId?: string | null): FScene | null {
  const scenes = g().game.scenes;
  if (sceneId) return scenes?.get(sceneId) ?? null;
  return scenes?.viewed ?? g().canvas?.scene ?? scenes?.current ?? null;
}

export function markerOf(tile: FTile): MarkerFlag | null {
  const flag = tile.flags?.[SYSTEM_ID]?.[MARKER_FLAG];
  return flag && typeof flag === "object" ? (flag as MarkerFlag) : null;
}

/** The scene's card tiles (ours only), in the order they were dealt. */
export function markersOn(scene: FScene): { tile: FTile; marker: MarkerFlag }[] {
  const tiles = scene.tiles.contents ?? [...scene.tiles];
  return tiles.flatMap((tile) => {
    const marker = markerOf(tile);
    return marker ? [{ tile, marker }] : [];
  });
}
