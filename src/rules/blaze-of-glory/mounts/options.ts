import { assertInteger } from "../../core";
import { readOptions } from "../../core/checks";
import { frozen } from "../../core/frozen";

/**
 * Choices the rulebook leaves open or ambiguous for mounts. Each default is the guide's reading (or,
 * where the guide is silent, ours; the docs say which).
 */
export interface MountRulesOptions {
  /**
   * Prosperity of a Star (guide §2.2 **OPEN**: the book only says NPCs use their Rep). `"rep"`
   * treats Stars like NPCs; a number 1–7 fixes it for every Star.
   */
  starProsperity: "rep" | number;
  /**
   * Which Quality a pass-1 Horsemanship/Drivers test compares the rating with when the earlier test
   * ran at a modified Quality (two riders, rough country): the Quality actually tested (`"tested"`)
   * or the animal's own Quality (`"base"`). Our reading; the book only says "the Quality of the mount".
   */
  followUpComparesWith: "tested" | "base";
  /**
   * The 1d6 "vs Quality −1" after a leg hit: `"qualityMinusOne"` takes one off the animal's Quality
   * once (the leg modifier restated); `"legTargetMinusOne"` stacks it on the leg row's −1.
   */
  legStumbleCheck: "qualityMinusOne" | "legTargetMinusOne";
}

export const DEFAULT_MOUNT_OPTIONS: Readonly<MountRulesOptions> = frozen({
  starProsperity: "rep",
  followUpComparesWith: "tested",
  legStumbleCheck: "qualityMinusOne",
});

/** Fills defaults and checks each supplied option. */
export function mountOptions(options?: Partial<MountRulesOptions>): Readonly<MountRulesOptions> {
  if (options === undefined) return DEFAULT_MOUNT_OPTIONS;
  const o = readOptions(options, "options", DEFAULT_MOUNT_OPTIONS, {
    followUpComparesWith: ["tested", "base"],
    legStumbleCheck: ["qualityMinusOne", "legTargetMinusOne"],
  });
  // Prosperity is "rep" or a fixed Prosperity 1–7.
  if (o.starProsperity !== "rep") assertInteger("options.starProsperity", o.starProsperity, 1, 7);
  return o;
}
