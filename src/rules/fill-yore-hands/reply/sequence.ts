import { assertObject } from "../../core/checks";
import type { DiceSource } from "../../core/dice";
import { assertOneOf } from "../../core/errors";
import type { MissingTable } from "../../core/gm-table";
import { WOUND_LEVELS, type Quickness, type WoundState } from "../ids";
import type { FyhInterpretations } from "../interpretations";
import { type NoReplyReason, type ReplyRangeRules, type ReplyTarget, canReply } from "./can-reply";
import { type FirstShot, type RollOffResult, replyRollOff } from "./roll-off";

export type ReplyDecision =
  { readonly reply: false; readonly reason: NoReplyReason } | ({ readonly reply: true } & RollOffResult);

/**
 * The whole "Shootin' back" check before a shot is rolled (guide §3.2 step 3, §3.5 steps 1–2):
 * no reply and why, or who fires first. No die is rolled when the target cannot reply or when the
 * quickness table is needed and missing.
 */
export function decideReply(input: {
  shooterQuickness: Quickness;
  target: ReplyTarget & { readonly quickness: Quickness };
  distance: number;
  shotIsReply?: boolean;
  quicknessValues: Readonly<Record<Quickness, number>> | undefined;
  dice: DiceSource;
  rules?: ReplyRangeRules & Pick<FyhInterpretations, "replyRollOff">;
}): ReplyDecision | MissingTable {
  assertObject("input", input);
  const check = canReply(input);
  if (!check.canReply) return { reply: false, reason: check.reason };
  const order = replyRollOff({
    shooterQuickness: input.shooterQuickness,
    targetQuickness: input.target.quickness,
    quicknessValues: input.quicknessValues,
    dice: input.dice,
    ...(input.rules ? { rules: input.rules } : {}),
  });
  return "missing" in order ? order : { reply: true, ...order };
}

export type SecondShot =
  | { readonly fires: true; readonly firer: "shooter" | "target"; readonly simultaneous: boolean }
  | { readonly fires: false; readonly firer: "shooter" | "target"; readonly reason: "gutShot" | "kilt" };

/**
 * After the first shot's wounds are applied, whether the other figure still fires (guide §3.5
 * step 4): only while still erect, so a figure now Gut Shot or Kilt gets no shot. Simultaneous
 * shots both go off whatever they do to each other. The second shot answers the first, so it is
 * never itself replied to (FYH-Q14 is the caller's `shotIsReply`).
 */
export function secondShot(input: { first: FirstShot; secondFirerWound: WoundState }): SecondShot {
  assertObject("input", input);
  const first = assertOneOf("first", input.first, ["shooter", "target", "simultaneous"]);
  const wound = assertOneOf("secondFirerWound", input.secondFirerWound, ["none", ...WOUND_LEVELS]);
  const firer = first === "target" ? "shooter" : "target";
  if (first === "simultaneous") return { fires: true, firer, simultaneous: true };
  if (wound === "kilt" || wound === "gutShot") return { fires: false, firer, reason: wound };
  return { fires: true, firer, simultaneous: false };
}
