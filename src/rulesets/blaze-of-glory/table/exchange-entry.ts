import type { ShotInput } from "../../../rules/blaze-of-glory/shooting";
import type { CoverKind } from "../../../rules/blaze-of-glory/shooting";
import type { DieSpec } from "../../../shell/dice/bridge";
import { reactionDice, shotDice } from "../dice-purposes";
import { firstRangedWeapon as firstRanged, type TableFigure } from "./figure";
import type { ExchangeDeclaration, ExchangePlan } from "./shooting-flow";
import { applyGroup, setCondition } from "./actions";
import type { TableSettingValues } from "./settings";

/**
 * The entry point of an exchange of fire (two figures trading shots until one is hit or stops):
 * who fires with what, from the figures alone, and how its dice are grouped for Foundry.
 */

/** The item id of the first weapon the figure can shoot with, or null. */
export function firstRangedWeapon(figure: TableFigure): string | null {
  return firstRanged(figure)?.id ?? null;
}

/** The cover a figure is taken to have from its conditions (the shoot dialog's own default). */
export function coverFromConditions(figure: TableFigure): CoverKind {
  const e = figure.system.encounter;
  return e.duckBack || e.hidden ? "obscuring" : "none";
}

/** The exchange between the first figure (who fires first) and the second, at `distance` inches. */
export function exchangeDeclaration(
  first: TableFigure,
  second: TableFigure,
  distance: number,
): ExchangeDeclaration | null {
  const a = firstRangedWeapon(first);
  const b = firstRangedWeapon(second);
  if (!a || !b) return null;
  return {
    first: { figure: first, weapon: a, cover: { kind: coverFromConditions(first) } },
    second: { figure: second, weapon: b, cover: { kind: coverFromConditions(second) } },
    distance,
  };
}

/**
 * A Hidden figure that fires in the exchange is seen for good (L1235): its button also clears
 * Hidden (a button of its own when the exchange changed nothing else on it).
 */
export function revealShooters(
  plan: ExchangePlan,
  decl: ExchangeDeclaration,
  settings: Partial<TableSettingValues> = {},
): ExchangePlan {
  const groups = [...plan.groups];
  for (const role of ["first", "second"] as const) {
    const { figure } = decl[role];
    if (!figure.system.encounter.hidden || !plan.result.firers.includes(role)) continue;
    const reveal = setCondition(figure.uuid, "hidden", false);
    const i = groups.findIndex((g) => g.id === role);
    if (i >= 0) groups[i] = { ...groups[i]!, actions: [...groups[i]!.actions, reveal] };
    else groups.push(applyGroup(role, figure, [reveal], settings));
  }
  return { ...plan, groups };
}

const NO_BYSTANDERS = { targets: [] } as unknown as ShotInput;

/** Each shot's dice, then the BEEN SHOT AT test that followed it, in the order they were taken. */
export function exchangeDice(plan: ExchangePlan): DieSpec[] {
  return plan.result.shots.flatMap((shot, i) => [
    ...shotDice(NO_BYSTANDERS, shot, `shot${i}.`),
    ...(plan.reactions[i] ? reactionDice(plan.reactions[i].result, `bsa${i}.`) : []),
  ]);
}
