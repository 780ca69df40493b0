import { I18N } from "../../../config";
import { PROSPERITY_RANGE } from "../../../rules/blaze-of-glory/mounts";
import type { OutfitSource } from "../data/source-types";
import { type ActorRef, type SheetMode, modeView } from "../../../shell/sheets/view-common";
import { pluralKey } from "../../../shell/plural";

/** The outfit sheet's view model (pure; shared by the live sheet and the gallery). */

export interface OutfitMemberRef extends ActorRef {
  /** Type label key and a one-line summary for figures (profession, Rep). */
  typeLabel: string;
  profession: string | null;
  rep: number | null;
}

export interface OutfitViewInput {
  actor: { name: string; img: string };
  system: OutfitSource;
  /** Resolved members, in `system.members` order. */
  members: OutfitMemberRef[];
  mode: SheetMode;
  editable: boolean;
  notesHTML: string;
  /** The client's language (`game.i18n.lang`), for plural forms; English by default. */
  lang?: string;
}

export function outfitView(input: OutfitViewInput) {
  const { system } = input;
  const groupNames: Record<string, string> = Object.fromEntries(system.groups.map((g) => [g.id, g.name]));
  const memberChoices: Record<string, string> = Object.fromEntries(
    input.members.map((m) => [m.uuid, m.name]),
  );
  const leader = input.members.find((m) => m.uuid === system.leader) ?? null;
  const leaderRep = leader?.rep ?? null;
  const lang = input.lang ?? "en";
  return {
    ...input.actor,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system,
    leader,
    prosperity: {
      value: system.prosperity,
      ...PROSPERITY_RANGE,
      shown: system.prosperity ?? leaderRep,
    },
    members: input.members.map((m, index) => {
      const source = system.members[index];
      return {
        ...m,
        index,
        group: source?.group ?? "",
        groupName: source?.group ? (groupNames[source.group] ?? "") : "",
        isLeader: m.uuid === system.leader,
        isGroupLeader: system.groups.some((g) => g.leader === m.uuid),
        professionLabel: m.profession ? `${I18N}.Profession.${m.profession}` : m.typeLabel,
      };
    }),
    groupChoices: groupNames,
    memberChoices,
    groups: system.groups.map((g, index) => {
      const size = system.members.filter((m) => m.group === g.id).length;
      return {
        ...g,
        index,
        size,
        sizeKey: pluralKey(`${I18N}.Outfit.groupSize`, size, lang),
        // Play mode prints the leader; a leader no longer in the outfit reads as none.
        leaderName: g.leader ? (memberChoices[g.leader] ?? null) : null,
      };
    }),
    diary: {
      encounters: system.diary.encounters,
      kills: system.diary.kills,
      entries: system.diary.entries
        .map((e, index) => ({ ...e, index, killsKey: pluralKey(`${I18N}.Outfit.entryKills`, e.kills, lang) }))
        .reverse(),
    },
    notesHTML: input.notesHTML,
  };
}
