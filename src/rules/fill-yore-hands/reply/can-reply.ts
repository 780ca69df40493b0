import { assertObject, optionalFlag } from "../../core/checks";
import { assertInteger, assertOneOf } from "../../core/errors";
import { WOUND_LEVELS, type WeaponKey, type WoundState } from "../ids";
import { DEFAULT_INTERPRETATIONS, type FyhInterpretations } from "../interpretations";
import { assertDistance } from "../shooting/bands";
import { weaponRange } from "../weapons/weapons";

/** The shot's target, as far as a reply cares. */
export interface ReplyTarget {
  readonly weapon: WeaponKey;
  readonly loaded: number;
  /** The target's wound level now (before the shot it replies to). */
  readonly wound: WoundState;
}

export type NoReplyReason = "gutShot" | "kilt" | "noRoundsLoaded" | "outOfRange" | "replyToReply";

export type ReplyCheck =
  { readonly canReply: true } | { readonly canReply: false; readonly reason: NoReplyReason };

export type ReplyRangeRules = Pick<
  FyhInterpretations,
  "replyRange" | "replyToReply" | "militaryRifleRow" | "derringerBands"
>;

/**
 * Whether the target of a shot may shoot back (guide §3.5 step 1, L88): not Gut Shot or Kilt,
 * rounds loaded, and the shooter within range of its own weapon: by FYH-Q24 the last band of its
 * row (Long; Short for a shotgun; Short for a Derringer under FYH-Q05's default). A shot that is
 * itself a reply gets no reply (FYH-Q14).
 */
export function canReply(input: {
  target: ReplyTarget;
  /** Inches between the two figures. */
  distance: number;
  /** The shot being answered is itself a reply. */
  shotIsReply?: boolean;
  rules?: ReplyRangeRules;
}): ReplyCheck {
  assertObject("input", input);
  const rules = input.rules ?? DEFAULT_INTERPRETATIONS;
  const target = assertObject<ReplyTarget>("target", input.target);
  const wound = assertOneOf("target.wound", target.wound, ["none", ...WOUND_LEVELS]);
  const loaded = assertInteger("target.loaded", target.loaded, 0, 100);
  const distance = assertDistance("distance", input.distance);
  const range = assertOneOf("rules.replyRange", rules.replyRange, ["weaponLong", "any"]);
  const { bands } = weaponRange({ weapon: target.weapon, rules });
  const isReply = optionalFlag("shotIsReply", input.shotIsReply);
  const replyToReply = optionalFlag("rules.replyToReply", rules.replyToReply);
  if (isReply && !replyToReply) return { canReply: false, reason: "replyToReply" };
  if (wound === "kilt") return { canReply: false, reason: "kilt" };
  if (wound === "gutShot") return { canReply: false, reason: "gutShot" };
  if (loaded === 0) return { canReply: false, reason: "noRoundsLoaded" };
  if (range === "weaponLong" && distance > bands[bands.length - 1]!.upToInches)
    return { canReply: false, reason: "outOfRange" };
  return { canReply: true };
}
