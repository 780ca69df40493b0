import { CON_CATEGORIES, NPC_TABLES, SIDE_COLOURS, WEAPON_KEYS } from "../../../src/rules/sgs-classic/ids";
import {
  type Problem,
  choiceProblem,
  optionalWholeNumberProblem,
  wholeNumberProblem,
} from "../../../src/shell/data/validation";
import { SCHEMA_VERSIONS } from "../../../src/rulesets/sgs-classic/migrations";

/**
 * The pure checks of Six Gun Sound (classic)'s stored weapon data, field by field, with the ranges
 * its data model's fields declare (`src/rulesets/sgs-classic/data/weapon.ts`): the pack validation
 * test runs them over every classic pack document.
 */
type Sys = Record<string, unknown>;
const flag = (v: unknown): Problem | null =>
  typeof v === "boolean" ? null : { key: "flag", data: {}, message: `${String(v)} is not a flag` };
const text = (v: unknown): Problem | null =>
  typeof v === "string" ? null : { key: "text", data: {}, message: "notes must be text" };
const INCHES = { min: 0, max: 999 };
const SMALL = { min: 0, max: 12 };

export const CLASSIC_CHECKS: Record<string, (s: Sys) => Record<string, Problem | null>> = {
  "classic-horse": (s) => {
    const c = (s.constitution ?? {}) as Sys;
    return {
      schemaVersion: wholeNumberProblem(s.schemaVersion, { min: 1, max: SCHEMA_VERSIONS["classic-horse"] }),
      cv: wholeNumberProblem(s.cv, { min: 1, max: 6 }),
      "constitution.max": wholeNumberProblem(c.max, { min: 0, max: 99 }),
      "constitution.damage": wholeNumberProblem(c.damage, { min: 0, max: 999 }),
      exceptional: flag(s.exceptional),
      notes: text(s.notes),
    };
  },
  "classic-figure": (s) => {
    const npc = (s.npc ?? {}) as Sys;
    return {
      schemaVersion: wholeNumberProblem(s.schemaVersion, { min: 1, max: SCHEMA_VERSIONS["classic-figure"] }),
      isPC: flag(s.isPC),
      cv: wholeNumberProblem(s.cv, { min: 0, max: 6 }),
      coolness: wholeNumberProblem(s.coolness, { min: 0, max: 6 }),
      conCategory: choiceProblem(s.conCategory, CON_CATEGORIES),
      isWoman: flag(s.isWoman),
      side: choiceProblem(s.side, SIDE_COLOURS),
      "npc.table": choiceProblem(npc.table, NPC_TABLES),
      "npc.roll": wholeNumberProblem(npc.roll, { min: 2, max: 12 }),
      notes: text(s.notes),
    };
  },
  "classic-weapon": (s) => {
    const basic = s.basic as Sys;
    const advanced = s.advanced as Sys;
    const fire = s.fieldOfFire as Sys;
    return {
      schemaVersion: wholeNumberProblem(s.schemaVersion, { min: 1, max: SCHEMA_VERSIONS["classic-weapon"] }),
      key: choiceProblem(s.key, WEAPON_KEYS),
      "basic.effectiveRange": wholeNumberProblem(basic.effectiveRange, INCHES),
      "basic.longRange": optionalWholeNumberProblem(basic.longRange, INCHES),
      "basic.rofMax": wholeNumberProblem(basic.rofMax, SMALL),
      "advanced.range": optionalWholeNumberProblem(advanced.range, INCHES),
      "advanced.rof": wholeNumberProblem(advanced.rof, SMALL),
      "advanced.impact": wholeNumberProblem(advanced.impact, SMALL),
      "fieldOfFire.mode": choiceProblem(fire.mode, ["single", "path"]),
      "fieldOfFire.pathWidth": wholeNumberProblem(fire.pathWidth, SMALL),
      "fieldOfFire.maxTargets": wholeNumberProblem(fire.maxTargets, { min: 1, max: 12 }),
      brawlDice: wholeNumberProblem(s.brawlDice, { min: 1, max: 2 }),
      brawlPermanent: flag(s.brawlPermanent),
      thrown: flag(s.thrown),
      notes: text(s.notes),
    };
  },
};
