import type { ShotInput } from "../../../rules/blaze-of-glory/shooting";
import type { CoverKind } from "../../../rules/blaze-of-glory/shooting";
import type { DieSpec } from "../../../shell/dice/bridge";
import { reactionDice, shotDice } from "../dice-purposes";
import { firstRangedWeapon as firstRanged, type TableFigure } from "./figure";
import type { ExchangeDeclaration, ExchangePlan } from "./shooting-flow";

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

const NO_BYSTANDERS = { targets: [] } as unknown as ShotInput;

/** Each shot's dice, then the BEEN SHOT AT test that followed it, in the order they were taken. */
export function exchangeDice(plan: ExchangePlan): DieSpec[] {
  return plan.result.shots.flatMap((shot, i) => [
    ...shotDice(NO_BYSTANDERS, shot, `shot${i}.`),
    ...(plan.reactions[i] ? reactionDice(plan.reactions[i].result, `bsa${i}.`) : []),
  ]);
}
