import { RulesError, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Front, flank and rear (guide §3.4; the seed's diagram at L100–L104 is lost): SGS-Q01 reads the
 * front as within the world's front arc of the facing, the flank up to 90°, the rear beyond.
 * Brawl frontage (L106, SGS-Q02): two attackers in front and two behind, or two in all.
 */

export type Arc = "front" | "flank" | "rear";

/** The arc an attacker stands in, from the defender's facing and the bearing to the attacker (degrees). */
export function arcOf(facing: number, bearing: number, rules: ClassicRules = DEFAULT_RULES): Arc {
  for (const [field, v] of [
    ["facing", facing],
    ["bearing", bearing],
  ] as const)
    if (typeof v !== "number" || !Number.isFinite(v))
      throw new RulesError(field, v, "must be an angle in degrees");
  const off = Math.abs(((((bearing - facing) % 360) + 540) % 360) - 180);
  if (off <= rules.frontArcDegrees) return "front";
  if (off <= 90) return "flank";
  return "rear";
}

/** Whether one more attacker may join a brawl from its zone (front counts the flank, L106). */
export function mayJoinBrawl(
  input: { readonly front: number; readonly rear: number; readonly joiningFrom: "front" | "rear" },
  rules: ClassicRules = DEFAULT_RULES,
): boolean {
  const front = assertInteger("front", input.front, 0, 99);
  const rear = assertInteger("rear", input.rear, 0, 99);
  if (rules.brawlFrontage === "twoInAll") return front + rear < 2;
  return (input.joiningFrom === "front" ? front : rear) < 2;
}
