import { SYSTEM_ID } from "../../../config";
import type { Profession } from "../../../rules/blaze-of-glory/ids";

/**
 * Finding a compendium document by what it is rather than by id: the generated pack documents carry
 * their content key (`flags.six-gun-sound.generated`, e.g. `npc.cowboy.3`, `mount.horse.4`); an
 * NPC a world edited or re-imported without it is still found by its profession and the row in its
 * name ("Cowboy (3)").
 */

export interface PackIndexEntry {
  _id: string;
  name: string;
  type?: string;
  system?: Record<string, unknown>;
  flags?: Record<string, Record<string, unknown> | undefined>;
  [key: string]: unknown;
}

export function npcKeyOf(profession: Profession, row: number): string {
  return `npc.${profession}.${row}`;
}

/** The content key an index entry carries (flattened or nested, as Foundry's index may give it). */
function keyOf(entry: PackIndexEntry): unknown {
  return entry.flags?.[SYSTEM_ID]?.generated ?? entry[`flags.${SYSTEM_ID}.generated`];
}

export function findPackEntry(
  index: readonly PackIndexEntry[],
  key: string,
  npc?: { profession: Profession; row: number },
): PackIndexEntry | undefined {
  const byKey = index.find((e) => keyOf(e) === key);
  if (byKey || !npc) return byKey;
  const row = new RegExp(`\\(${npc.row}\\)\\s*$`);
  return index.find((e) => e.system?.profession === npc.profession && row.test(e.name));
}
