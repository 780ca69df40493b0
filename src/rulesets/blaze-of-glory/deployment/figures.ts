import { SYSTEM_ID } from "../../../config";
import type { DiceSource } from "../../../rules/core";
import type { Profession } from "../../../rules/blaze-of-glory/ids";
import { generateFigure } from "../../../rules/blaze-of-glory/npc";
import { PROFESSION_NAMES } from "../generators/names";
import type { FScene } from "./scene";

/**
 * The default way a turned card becomes a figure: a row of the profession's NPC table is rolled,
 * the matching figure is imported from the Blaze of Glory NPCs compendium into the world, and its
 * token is placed where the card lies. The encounter wizard's materializer can be given instead
 * (the API takes any `createFigures`).
 */

export interface FigureSpot {
  /** Where the token's centre goes, in scene pixels. */
  x: number;
  y: number;
  scene: FScene;
}

export interface CreatedFigure {
  actorUuid: string;
  name: string;
  tokenId: string | null;
}

export type CreateFigures = (professions: readonly Profession[], at: FigureSpot) => Promise<CreatedFigure[]>;

interface PackIndexEntry {
  _id: string;
  name: string;
  flags?: Record<string, Record<string, unknown> | undefined>;
}
interface Pack {
  getIndex(options?: { fields?: string[] }): Promise<Iterable<PackIndexEntry>>;
}
interface WorldActor {
  uuid: string;
  name: string;
  getTokenDocument(data?: object): Promise<{ toObject(): Record<string, unknown> }>;
}
interface Globals {
  game: {
    packs: { get(id: string): Pack | undefined };
    actors: {
      importFromCompendium(pack: Pack, id: string, data?: object, options?: object): Promise<WorldActor>;
    };
  };
}
const g = () => globalThis as unknown as Globals;

export const NPC_PACK = `${SYSTEM_ID}.npcs`;

/** `CONST.TOKEN_DISPOSITIONS.HOSTILE`. */
const HOSTILE = -1;

/** The generated key of a compendium NPC (`npc.<profession>.<row>`, as pack-sources writes it). */
export function npcPackKey(profession: Profession, row: number): string {
  return `npc.${profession}.${row}`;
}

/** Finds the NPCs pack entry of a profession's row: by its generated key, else by its name. */
export function findNpcEntry(
  index: Iterable<PackIndexEntry>,
  profession: Profession,
  row: number,
): PackIndexEntry | undefined {
  const entries = [...index];
  const key = npcPackKey(profession, row);
  return (
    entries.find((e) => e.flags?.[SYSTEM_ID]?.generated === key) ??
    entries.find((e) => e.name === `${PROFESSION_NAMES[profession]} (${row})`)
  );
}

/** The default figure maker: an NPC row rolled per profession, imported, its token placed. */
export function compendiumFigures(dice: DiceSource): CreateFigures {
  return async (professions, at) => {
    const pack = g().game.packs.get(NPC_PACK);
    if (!pack) throw new Error(`deployment: the compendium ${NPC_PACK} is missing`);
    const index = await pack.getIndex({ fields: [`flags.${SYSTEM_ID}.generated`] });
    const made: CreatedFigure[] = [];
    const size = at.scene.dimensions?.size ?? 100;
    for (const [i, profession] of professions.entries()) {
      // The table decides the row (and any redirect to another profession's table); the warrior's
      // region only picks a reaction sheet, and the compendium warriors are Plains (see pack notes).
      const rolled = generateFigure(dice, {
        profession,
        attributeDraw: false,
        ...(profession === "warrior" ? { region: "plains" as const } : {}),
      });
      const entry = findNpcEntry(index, rolled.tableProfession, rolled.score);
      if (!entry)
        throw new Error(`deployment: no ${rolled.tableProfession} row ${rolled.score} in ${NPC_PACK}`);
      const actor = await g().game.actors.importFromCompendium(pack, entry._id, {}, {});
      // Several figures from one card stand side by side, starting on the card.
      const x = Math.round(at.x - size / 2 + i * size);
      const y = Math.round(at.y - size / 2);
      const token = await actor.getTokenDocument({ x, y });
      // Whoever the compendium row is, a figure turned up from the enemy pile is on the other side.
      const [created] = await at.scene.createEmbeddedDocuments("Token", [
        { ...token.toObject(), disposition: HOSTILE },
      ]);
      made.push({ actorUuid: actor.uuid, name: actor.name, tokenId: created?.id ?? null });
    }
    return made;
  };
}
