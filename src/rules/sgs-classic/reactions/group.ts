import { RulesError, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import type { ReactionSituation } from "./modifiers";

/**
 * Group morale (advanced, guide §3.16; seed L1030–L1032): 2 to 10 figures, each within 2" of
 * another so that they form one chain; one test for the whole group on its highest CV, the result
 * for every member. SGS-Q32: the modifiers are those of the member who triggered it.
 */

export const GROUP_SIZE = Object.freeze({ min: 2, max: 10 });

/** Whether the figures form one chain, given which pairs stand within 2" of each other. */
export function isGroupChain(ids: readonly string[], within2: (a: string, b: string) => boolean): boolean {
  if (!Array.isArray(ids)) throw new RulesError("ids", ids, "must be a list");
  if (new Set(ids).size !== ids.length) throw new RulesError("ids", ids, "must not repeat a figure");
  if (ids.length < GROUP_SIZE.min || ids.length > GROUP_SIZE.max) return false;
  const reached = new Set([ids[0]!]);
  const queue = [ids[0]!];
  while (queue.length) {
    const at = queue.shift()!;
    for (const other of ids)
      if (!reached.has(other) && (within2(at, other) || within2(other, at))) {
        reached.add(other);
        queue.push(other);
      }
  }
  return reached.size === ids.length;
}

export interface GroupMember {
  readonly id: string;
  readonly cv: number;
}

export interface GroupTestSetup {
  /** The member whose CV the group tests on (the first of the highest). */
  readonly leader: string;
  readonly cv: number;
  readonly situation: ReactionSituation;
  /** Every member the result applies to. */
  readonly members: readonly string[];
}

/** The single test a group takes when `trigger` would test. */
export function groupTest(
  input: {
    readonly members: readonly GroupMember[];
    readonly trigger: string;
    readonly situation?: ReactionSituation;
  },
  rules: ClassicRules = DEFAULT_RULES,
): GroupTestSetup {
  const members = input.members;
  if (!Array.isArray(members) || members.length === 0)
    throw new RulesError("members", members, "must list the group");
  members.forEach((m, i) => assertInteger(`members[${i}].cv`, m.cv, 0, 6));
  if (!members.some((m) => m.id === input.trigger))
    throw new RulesError("trigger", input.trigger, "must be a member of the group");
  const leader = members.reduce((best, m) => (m.cv > best.cv ? m : best), members[0]!);
  return {
    leader: leader.id,
    cv: leader.cv,
    situation: rules.groupTestModifiers === "trigger" ? { ...(input.situation ?? {}) } : {},
    members: members.map((m) => m.id),
  };
}
