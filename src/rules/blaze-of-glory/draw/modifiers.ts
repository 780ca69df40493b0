import { RulesError, assertInteger, assertOneOf } from "../../core";
import { PROFESSIONS, WEAPONS, type Profession, type WeaponId } from "../ids";
import { REP_RANGE } from "../figure";
import { assertId, assertList, assertObject, assertUniqueIds, optionalFlag } from "../turn/validate";

/**
 * The Draw pool: Rep d6 adjusted by the DRAW MODIFIERS (L1736–1742, QRS L6847–6853).
 */

/** What the FLINCH CHECK (rolled by the reactions module) told each figure. */
export const FLINCH_OUTCOMES = ["drawNormally", "flinched", "unmanned"] as const;
export type FlinchOutcome = (typeof FLINCH_OUTCOMES)[number];

/** Professions that draw with an extra die (L1738). */
export const QUICK_DRAW_PROFESSIONS: readonly Profession[] = [
  "gunfighter",
  "marshal",
  "ranger",
  "bountyHunter",
];
/** Weapons drawn without the −1d6 (L1740). */
export const DRAW_WEAPONS: readonly WeaponId[] = ["pistol", "derringer", "tomahawk", "knife"];
/** Winners whose "covered" result always reads as "2 more" (L1753). */
export const NEVER_COVER_PROFESSIONS: readonly Profession[] = ["gunfighter", "outlaw"];

export type DrawModifierCode =
  "quickDrawProfession" | "gotTheDrop" | "clumsyWeapon" | "extraTargets" | "flinched";

export interface DrawModifierRow {
  readonly code: DrawModifierCode;
  /** Dice per occurrence (extra targets count once per target beyond the first). */
  readonly dice: number;
  readonly source: string;
}

export const DRAW_MODIFIERS: readonly DrawModifierRow[] = [
  { code: "quickDrawProfession", dice: 1, source: "L1738" },
  { code: "gotTheDrop", dice: 1, source: "L1739" },
  { code: "clumsyWeapon", dice: -1, source: "L1740" },
  { code: "extraTargets", dice: -1, source: "L1741" },
  { code: "flinched", dice: -1, source: "L1742" },
];

export interface DrawParticipant {
  id: string;
  profession: Profession;
  rep: number;
  /** The weapon being drawn. */
  weapon: WeaponId;
  /** This figure's FLINCH CHECK result. Unmanned figures run and take no part in the shooting. */
  flinch: FlinchOutcome;
  /** Opponents drawn on, declared before any die is rolled (L1746–1747). At least one. */
  targets: readonly string[];
  /** The figure already has the drop on its opponent: the re-draw after a failed GOT THE DROP. */
  hasDrop?: boolean;
}

export interface AppliedDrawModifier {
  code: DrawModifierCode;
  /** Signed dice this modifier adds. */
  dice: number;
}

export interface DrawPool {
  base: number;
  modifiers: AppliedDrawModifier[];
  /** Dice to roll, never below 0. */
  size: number;
}

/** Validates one participant (ids of targets are checked against the Draw by `resolveDraw`). */
export function checkDrawParticipant(input: unknown, field: string): DrawParticipant {
  const p = assertObject(field, input);
  const targets = assertList(`${field}.targets`, p.targets).map((t, i) =>
    assertId(`${field}.targets[${i}]`, t),
  );
  const id = assertId(`${field}.id`, p.id);
  if (targets.length === 0) throw new RulesError(`${field}.targets`, targets, "declare at least one target");
  assertUniqueIds(`${field}.targets`, targets);
  if (targets.includes(id))
    throw new RulesError(`${field}.targets`, targets, "a figure cannot draw on itself");
  return {
    id,
    profession: assertOneOf(`${field}.profession`, p.profession, PROFESSIONS),
    rep: assertInteger(`${field}.rep`, p.rep, REP_RANGE.min, REP_RANGE.max),
    weapon: assertOneOf(`${field}.weapon`, p.weapon, WEAPONS),
    flinch: assertOneOf(`${field}.flinch`, p.flinch, FLINCH_OUTCOMES),
    targets,
    hasDrop: optionalFlag(`${field}.hasDrop`, p.hasDrop),
  };
}

/** The pool of a checked participant. An unmanned figure does not draw: its pool is 0. */
export function drawPoolOf(p: DrawParticipant): DrawPool {
  if (p.flinch === "unmanned") return { base: p.rep, modifiers: [], size: 0 };
  const modifiers: AppliedDrawModifier[] = [];
  if (QUICK_DRAW_PROFESSIONS.includes(p.profession)) modifiers.push({ code: "quickDrawProfession", dice: 1 });
  if (p.hasDrop) modifiers.push({ code: "gotTheDrop", dice: 1 });
  if (!DRAW_WEAPONS.includes(p.weapon)) modifiers.push({ code: "clumsyWeapon", dice: -1 });
  if (p.targets.length > 1) modifiers.push({ code: "extraTargets", dice: 1 - p.targets.length });
  if (p.flinch === "flinched") modifiers.push({ code: "flinched", dice: -1 });
  let size = p.rep;
  for (const m of modifiers) size += m.dice;
  return { base: p.rep, modifiers, size: Math.max(0, size) };
}

/** The Draw pool of one figure, validating it first. */
export function drawPoolSize(participant: DrawParticipant): DrawPool {
  return drawPoolOf(checkDrawParticipant(participant, "participant"));
}
