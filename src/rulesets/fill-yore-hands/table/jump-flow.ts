import { isMissingTable, type DiceSource, type MissingTable } from "../../../rules/core";
import {
  jumpLandsOdds,
  jumpTargetQuickness,
  resolveJump,
  type JumpResult,
} from "../../../rules/fill-yore-hands/jump";
import type { FyhInterpretations } from "../../../rules/fill-yore-hands/interpretations";
import type { GmTableData } from "../../../rules/core/gm-table";
import type { Fraction } from "../../../rules/core";
import { closeGroup, type CloseFollowUp, type CloseGroup } from "./close-actions";
import type { CloseFigure } from "./close-common";
import { precheck } from "./close-precheck";

/** Jumping on someone (guide §3.9, seed L126–L132) at the table. */

export interface JumpDeclaration {
  jumper: CloseFigure;
  target: CloseFigure;
  fromHigherGround: boolean;
}

type JumpOptions = Pick<FyhInterpretations, "jumpFailSurpriseBonus">;

/** The jumper is higher when mounted or standing higher than the target (the dialog's default). */
export function looksHigher(jumper: CloseFigure, target: CloseFigure): boolean {
  return jumper.system.mounted === true || (jumper.system.elevation ?? 0) > (target.system.elevation ?? 0);
}

function input(
  decl: JumpDeclaration,
  quicknessValues: GmTableData | undefined,
  options: JumpOptions,
  dice: DiceSource,
) {
  return {
    fromHigherGround: decl.fromHigherGround,
    targetQuickness: decl.target.system.quickness,
    dice,
    quicknessValues,
    options,
  };
}

export function jumpBlocked(
  decl: JumpDeclaration,
  quicknessValues: GmTableData | undefined,
  options: JumpOptions,
): { refused: "notHigher" } | MissingTable | null {
  const c = precheck((dice) => resolveJump(input(decl, quicknessValues, options, dice)));
  if (c.ready) return null;
  return "missing" in c ? c.missing : (c.result as { refused: "notHigher" });
}

/** The chance the jump lands, or the missing quickness table. */
export function jumpOdds(
  target: CloseFigure,
  quicknessValues: GmTableData | undefined,
): Fraction | MissingTable {
  const q = jumpTargetQuickness(target.system.quickness, quicknessValues);
  return isMissingTable(q) ? q : jumpLandsOdds(q);
}

export interface JumpPlan {
  jump: JumpResult;
  groups: CloseGroup[];
  followUps: CloseFollowUp[];
}

/**
 * Rolls the jump. A landed jumper keeps +1 surprise for the brawl (written on his own figure by the
 * flow); a missed one lands prone and the target gets its surprise (an "Apply" on the target, who
 * may be someone else's). Either way the brawl is offered next.
 */
export function rollJumpPlan(
  dice: DiceSource,
  decl: JumpDeclaration,
  quicknessValues: GmTableData | undefined,
  options: JumpOptions,
): JumpPlan {
  const r = resolveJump(input(decl, quicknessValues, options, dice));
  if (isMissingTable(r) || "refused" in r) throw new Error("jump: refused after its checks");
  const groups =
    !r.landed && r.targetSurprise > 0
      ? [
          closeGroup("targetSurprise", "SIXGUN.FYH.Close.ApplySurprise", decl.target.name, [
            {
              type: "fyhSurprise",
              actor: decl.target.uuid,
              surpriseBonus: Math.min(6, (decl.target.system.surpriseBonus ?? 0) + r.targetSurprise),
            },
          ]),
        ]
      : [];
  const followUps: CloseFollowUp[] = [
    {
      type: "fyhBrawl",
      actor: decl.jumper.uuid,
      name: decl.jumper.name,
      target: decl.target.uuid,
      targetName: decl.target.name,
      reason: "SIXGUN.FYH.Close.BrawlAfterJump",
    },
  ];
  return { jump: r, groups, followUps };
}
