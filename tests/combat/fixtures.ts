import {
  sideColour,
  type CombatantInfo,
  type SideInfo,
} from "../../src/rulesets/blaze-of-glory/combat/activation";

/** The combat tracker's sides and figures for the activation tests. */

export const POSSE: SideInfo = { id: "posse", name: "The Posse", colour: sideColour(0) };
export const GANG: SideInfo = { id: "gang", name: "The Gang", colour: sideColour(1) };
export const TOWN: SideInfo = { id: "town", name: "Townsfolk", colour: sideColour(2) };

/**
 * The posse and the gang: JBJ (Rep 5, the outfit's leader) leads Ella in group g1, Slim of the
 * posse goes alone, Tex (Rep 4) is the gang's. Ella's and Slim's Rep as the test needs them.
 */
export function posseAndGang(rep: { ella: number; slim: number }): CombatantInfo[] {
  return [
    { id: "c1", name: "JBJ", rep: 5, disabled: false, outfitLeader: true, side: "posse", unit: "g1" },
    {
      id: "c2",
      name: "Ella",
      rep: rep.ella,
      disabled: false,
      outfitLeader: false,
      side: "posse",
      unit: "g1",
    },
    { id: "c3", name: "Slim", rep: rep.slim, disabled: false, outfitLeader: false, side: "posse" },
    { id: "c4", name: "Tex", rep: 4, disabled: false, outfitLeader: false, side: "gang" },
  ];
}
