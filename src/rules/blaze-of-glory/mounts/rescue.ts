import { type DiceSource, assertBoolean } from "../../core";
import { plainRoll, tableResult } from "./engine";
import { assertRating } from "./horsemanship";
import { type MountEffects, type TableTestResult, assertFlag, assertInput } from "./types";
import { frozen } from "../../core/frozen";
import { nextTest } from "./next-test";

export const MOUNTED_RESCUE_OUTCOMES = ["pickedUp", "casualtyLeft", "fumbled"] as const;
export type MountedRescueOutcome = (typeof MOUNTED_RESCUE_OUTCOMES)[number];
export type MountedRescueResult = TableTestResult<"mountedRescue", MountedRescueOutcome, MountEffects>;

const PICKED_UP_GO_ON: MountEffects = frozen({ pickedUpCasualty: true, mayContinueMove: true });
const PICKED_UP: MountEffects = frozen({ pickedUpCasualty: true });
const LEFT: MountEffects = frozen({ pickedUpCasualty: false });
const FUMBLED: MountEffects = frozen({
  pickedUpCasualty: false,
  retryNextActivation: true,
  nextTest: nextTest("stayMounted"),
});

/**
 * MOUNTED RESCUE (L4430–4458), on reaching the casualty: 2d6 vs Rep or Horsemanship (+1 for a Plains
 * Indian horseman). Pass 2 picks him up (a mobile casualty lets the rider move on); pass 1 picks up
 * only a mobile casualty; pass 0 misses him and the rider must test to stay mounted. A failed rider
 * may not try again for that casualty before his next activation.
 */
export function rollMountedRescue(
  source: DiceSource,
  input: { rating: number; plainsIndianHorseman?: boolean; casualtyMobile: boolean },
): MountedRescueResult {
  const i = assertInput("input", input);
  const rating = assertRating("input.rating", i.rating);
  const target = rating + (assertFlag("input.plainsIndianHorseman", i.plainsIndianHorseman) ? 1 : 0);
  const mobile = assertBoolean("input.casualtyMobile", i.casualtyMobile);
  const roll = plainRoll(source, target);
  if (roll.passes === 2)
    return tableResult("mountedRescue", target, roll, "pickedUp", mobile ? PICKED_UP_GO_ON : PICKED_UP);
  if (roll.passes === 1) {
    return mobile
      ? tableResult("mountedRescue", target, roll, "pickedUp", PICKED_UP)
      : tableResult("mountedRescue", target, roll, "casualtyLeft", LEFT);
  }
  return tableResult("mountedRescue", target, roll, "fumbled", FUMBLED);
}
