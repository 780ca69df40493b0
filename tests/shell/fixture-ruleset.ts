import type { RulesetDefinition } from "../../src/shell/ruleset-definition";

/**
 * A second, minimal ruleset that exists only in the tests: one Actor type with its sheet, one
 * status. It proves a ruleset is a definition the shell registers, with no change to the shell.
 */
export function fixtureRuleset(): RulesetDefinition & { activated: number } {
  class GunhandData {}
  class GunhandSheet {}
  return {
    id: "fixture",
    label: "Fixture ruleset",
    typePrefix: "fixture-",
    types: [
      {
        documentName: "Actor",
        type: "fixture-gunhand",
        model: GunhandData,
        sheet: { cls: GunhandSheet, label: "Gunhand" },
      },
    ],
    packs: [],
    activation: "cardPerFigure",
    statuses: () => [{ id: "down", name: "Down", img: "icons/down.svg" }],
    defeatedStatus: "down",
    activated: 0,
    activate() {
      this.activated++;
    },
  };
}
