import { assertObject, optionalFlag } from "../turn/validate";

/**
 * Going prone (L1191–1195): allowed at any moment, active or not. It ends the figure's movement;
 * a figure that chose to lie down may still fire. Prone counts as obscuring cover against most shots
 * (L1579) and costs 1d6 in melee (L1193).
 */

export interface ProneResult {
  prone: true;
  endsMove: true;
  /** Only a figure that went prone by choice may still fire this activation. */
  mayFire: boolean;
  meleeDice: -1;
  cover: "obscuring";
}

export function goProne(input: { voluntary: boolean }): ProneResult {
  const i = assertObject("input", input);
  const voluntary = optionalFlag("input.voluntary", i.voluntary);
  return { prone: true, endsMove: true, mayFire: voluntary, meleeDice: -1, cover: "obscuring" };
}

export type RiseRefusal = "notProne" | "waitUntilActive";

/**
 * Standing up. The book names a restriction only for the Two Left Feet stumble (no rising until
 * active, L3067); otherwise it sets no cost or timing, so rising is allowed and free.
 */
export function canRise(input: { prone: boolean; active: boolean; stumbled?: boolean }): {
  allowed: boolean;
  refusal?: RiseRefusal;
} {
  const i = assertObject("input", input);
  const prone = optionalFlag("input.prone", i.prone);
  const active = optionalFlag("input.active", i.active);
  const stumbled = optionalFlag("input.stumbled", i.stumbled);
  if (!prone) return { allowed: false, refusal: "notProne" };
  if (stumbled && !active) return { allowed: false, refusal: "waitUntilActive" };
  return { allowed: true };
}
