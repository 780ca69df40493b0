/**
 * A ruleset the world can be set to. Each ruleset lives in its own folders (`src/rules/<id>/` for
 * its rules core, `src/rulesets/<id>/` for what it registers in Foundry); the registry below is the
 * only shared file that names them.
 */
export interface RulesetDefinition {
  /** Stable id stored in the world setting. */
  id: string;
  /** Localization key of its display name. */
  label: string;
}
