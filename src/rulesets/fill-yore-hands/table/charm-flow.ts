import { isMissingTable, type DiceSource, type MissingTable } from "../../../rules/core";
import {
  CHARM_RANGE_INCHES,
  charmOdds,
  charmRefusal,
  resolveCharm,
  type CharmRefusal,
  type CharmResult,
} from "../../../rules/fill-yore-hands/charm";
import { effectiveAttitude, type NpcStanding } from "../../../rules/fill-yore-hands/wounds";
import { listModifier } from "../../../rules/fill-yore-hands/brawl/modifiers";
import { CHARM_LEVELS } from "../../../rules/fill-yore-hands/tables";
import type { FyhInterpretations } from "../../../rules/fill-yore-hands/interpretations";
import type { Fraction } from "../../../rules/core";
import type { GmTableData } from "../../../rules/core/gm-table";
import { closeGroup, type CloseGroup } from "./close-actions";
import type { CloseFigure } from "./close-common";

/** Charming an NPC (guide §3.11, seed L140–L150) at the table. */

export interface CharmDeclaration {
  charmer: CloseFigure;
  npc: CloseFigure;
  distanceInches: number;
  failedBefore: boolean;
}

type CharmOptions = Pick<FyhInterpretations, "charmRetry">;

export function npcStanding(npc: CloseFigure): NpcStanding {
  return {
    attitude: npc.system.attitude,
    charmedBy: npc.system.charmedBy ?? null,
    woundedEver: npc.system.woundedEver === true,
  };
}

/** An NPC the GM scripts (its script is written) cannot be charmed (L142–L144). */
export function gmControlled(npc: CloseFigure): boolean {
  return typeof npc.system.script === "string" && npc.system.script.trim() !== "";
}

function charmInput(
  decl: CharmDeclaration,
  charmLevels: GmTableData | undefined,
  options: CharmOptions,
  dice: DiceSource,
) {
  return {
    charmerId: decl.charmer.uuid,
    charmLevel: decl.charmer.system.charmLevel ?? null,
    distanceInches: decl.distanceInches,
    npc: npcStanding(decl.npc),
    gmControlled: gmControlled(decl.npc),
    failedBefore: decl.failedBefore,
    dice,
    charmLevels,
    options,
  };
}

/** Why the charm may not be tried, the missing charm level, or null. */
export function charmBlocked(
  decl: CharmDeclaration,
  charmLevels: GmTableData | undefined,
  options: CharmOptions,
): { refused: CharmRefusal } | MissingTable | null {
  const i = charmInput(decl, charmLevels, options, { roll: () => 1 });
  const refused = charmRefusal(i);
  if (refused) return { refused };
  const m = listModifier(CHARM_LEVELS, charmLevels, i.charmLevel);
  return isMissingTable(m) ? m : null;
}

/** The chance one attempt charms (the NPC's attitude as it counts, the charmer's level). */
export function charmChance(
  decl: CharmDeclaration,
  charmLevels: GmTableData | undefined,
): Fraction | MissingTable {
  const m = listModifier(CHARM_LEVELS, charmLevels, decl.charmer.system.charmLevel ?? null);
  return isMissingTable(m) ? m : charmOdds(effectiveAttitude(npcStanding(decl.npc)), m);
}

export interface CharmPlan {
  charm: CharmResult;
  groups: CloseGroup[];
}

/** Rolls the charm; a success is an "Apply" on the NPC (the GM's, as the NPC is his). */
export function rollCharmPlan(
  dice: DiceSource,
  decl: CharmDeclaration,
  charmLevels: GmTableData | undefined,
  options: CharmOptions,
): CharmPlan {
  const r = resolveCharm(charmInput(decl, charmLevels, options, dice));
  if (isMissingTable(r) || "refused" in r) throw new Error("charm: refused after its checks");
  const groups = r.charmed
    ? [
        closeGroup("charm", "SIXGUN.FYH.Close.ApplyCharm", decl.npc.name, [
          { type: "fyhCharm", actor: decl.npc.uuid, charmedBy: decl.charmer.uuid },
        ]),
      ]
    : [];
  return { charm: r, groups };
}

export { CHARM_RANGE_INCHES };
