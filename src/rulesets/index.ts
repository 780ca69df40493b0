import { blazeOfGlory } from "./blaze-of-glory";
import { fillYoreHands } from "./fill-yore-hands";
import { sgsClassic } from "./sgs-classic";
import type { RulesetDefinition } from "../shell/ruleset-definition";

/** Every ruleset a world can use; the first is the default. */
export const RULESETS: readonly RulesetDefinition[] = [blazeOfGlory, fillYoreHands, sgsClassic];

export const DEFAULT_RULESET = RULESETS[0]!.id;

export function rulesetChoices(): Record<string, string> {
  return Object.fromEntries(RULESETS.map((r) => [r.id, r.label]));
}

export type { RulesetDefinition };
