import type { RulesetDefinition } from "../types";

/** Six Gun Sound: Blaze of Glory, the default ruleset. */
export const blazeOfGlory: RulesetDefinition = {
  id: "blaze-of-glory",
  label: "SIXGUN.Ruleset.blazeOfGlory",
};
