import { RulesError, assertInteger, assertOneOf } from "../../core";

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

export const DEFAULT_MOUNT_OPTIONS: Readonly<MountRulesOptions> = Object.freeze({
  starProsperity: "rep",
  followUpComparesWith: "tested",
  legStumbleCheck: "qualityMinusOne",
});

/** Fills defaults and checks each supplied option. */
export function mountOptions(options?: Partial<MountRulesOptions>): Readonly<MountRulesOptions> {
  if (options === undefined) return DEFAULT_MOUNT_OPTIONS;
  if (typeof options !== "object" || options === null)
    throw new RulesError("options", options, "must be an object");
  const starProsperity = options.starProsperity ?? DEFAULT_MOUNT_OPTIONS.starProsperity;
  if (starProsperity !== "rep") assertInteger("options.starProsperity", starProsperity, 1, 7);
  return {
    starProsperity,
    followUpComparesWith: assertOneOf(
      "options.followUpComparesWith",
      options.followUpComparesWith ?? DEFAULT_MOUNT_OPTIONS.followUpComparesWith,
      ["tested", "base"] as const,
    ),
    legStumbleCheck: assertOneOf(
      "options.legStumbleCheck",
      options.legStumbleCheck ?? DEFAULT_MOUNT_OPTIONS.legStumbleCheck,
      ["qualityMinusOne", "legTargetMinusOne"] as const,
    ),
  };
}
