import { assertInteger, assertOneOf } from "../../core";
import type { EncounterDefinition, EncounterSetup, ForceLine, InputSpec } from "../encounters/types";

/**
 * A vengeful clan's encounter (L4075–4085): the catch-up roll already says how many brothers found
 * the Star, and they are rolled from the Cowboy or Outlaw list, whichever the dead man came from.
 * The encounter's own set-up is rolled as usual (place, terrain, deployment); only the side against
 * the Star becomes the brothers. In a Capture they come for him (the Star's side is the outlaws');
 * in a Posse he is the runner.
 */

export const KIN_PROFESSIONS = ["cowboy", "outlaw"] as const;

export interface KinForce {
  brothers: number;
  profession: (typeof KIN_PROFESSIONS)[number];
}

/** Which side the Star plays in the kin's encounter, where the encounter asks (Capture, Posse). */
const STAR_SIDE: Readonly<Record<string, string>> = { capture: "outlaws", posse: "runners" };

function assertKin(kin: KinForce): KinForce {
  return {
    brothers: assertInteger("kin.brothers", kin.brothers, 1, 6),
    profession: assertOneOf("kin.profession", kin.profession, KIN_PROFESSIONS),
  };
}

/** The set-up with the side against the Star replaced by the brothers (placed and mounted as it was). */
export function kinSetUp(setup: EncounterSetup, kin: KinForce): EncounterSetup {
  const { brothers, profession } = assertKin(kin);
  return {
    ...setup,
    sides: setup.sides.map((side) => {
      if (side.role !== "opposition") return side;
      const first: Partial<ForceLine> = side.forces[0] ?? {};
      const line: ForceLine = {
        profession,
        count: brothers,
        role: "kin",
        ...(first.placement ? { placement: first.placement } : {}),
        ...(first.placementValues ? { placementValues: { ...first.placementValues } } : {}),
        ...(first.mount ? { mount: first.mount } : {}),
        ...(first.mountValues ? { mountValues: { ...first.mountValues } } : {}),
      };
      return { ...side, label: "kin", forces: [line] };
    }),
  };
}

/**
 * The encounter's definition for the wizard, set for the kin: the Star's side fixed where the
 * encounter asks which one the players take, and every set-up rolled through `kinSetUp`.
 */
export function kinDefinition(definition: EncounterDefinition, kin: KinForce): EncounterDefinition {
  const force = assertKin(kin);
  const starSide = STAR_SIDE[definition.id];
  const inputs: InputSpec[] = definition.inputs.map((input) =>
    input.key === "playerSide" && starSide && input.kind === "choice"
      ? { ...input, choices: [starSide], default: starSide }
      : input,
  );
  return {
    ...definition,
    inputs,
    setUp: (dice, values) => kinSetUp(definition.setUp(dice, values), force),
  };
}
