import { I18N } from "../../../config";
import { oddsText } from "../../../shell/chat/odds";
import { RulesError } from "../../../rules/core/errors";
import { canReply } from "../../../rules/fill-yore-hands/reply";
import { planShot, shotOdds } from "../../../rules/fill-yore-hands/shooting";
import type { DeclaredShot } from "./actions";
import { asksForReply, replyTarget, shotInput, type ShotSetup } from "./shot-plan";

/**
 * The shoot dialog as pure data: what it asks (distance, rounds, the target's cover and window, the
 * firer mounted), and, drawn again on every change, the band, the hitting span after halving, each
 * round's exact chance, the chance of at least one hit, and whether the target can shoot back.
 */

const P = `${I18N}.FYH`;

export { oddsText, type OddsText } from "../../../shell/chat/odds";

/** Most rounds this shot may declare: the rounds loaded, under FYH-Q06's cap if the world sets one. */
export function maxRounds(setup: Pick<ShotSetup, "weapon" | "rules">): number {
  const loaded = setup.weapon.system.loaded;
  const cap = setup.rules.maxRoundsPerShot;
  return cap > 0 ? Math.min(cap, loaded) : loaded;
}

/** Whether the dialog asks for the rounds: a reply is one round under FYH-Q15's other reading. */
export function asksRounds(setup: Pick<ShotSetup, "kind" | "rules">): boolean {
  return !(setup.rules.replyRounds === "one" && (setup.kind === "reply" || setup.kind === "replyFirst"));
}

/** The live part: band, span, odds and the reply, for the declaration as it stands. */
export function shootOddsView(setup: ShotSetup) {
  try {
    const input = shotInput(setup);
    const odds = shotOdds({ shot: input, rules: setup.rules });
    const reply = replyLine(setup);
    if (!odds.inRange)
      return { error: "", outOfRange: true, bandKey: "", span: "", rounds: [], anyHit: null, reply };
    return {
      error: "",
      outOfRange: false,
      ...bandSpan(setup),
      rounds: odds.perRound.map((f, i) => ({ n: i + 1, ...oddsText(f) })),
      anyHit: oddsText(odds.anyHit),
      reply,
    };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return {
      error: `${error.field}: ${error.message}`,
      outOfRange: false,
      bandKey: "",
      span: "",
      rounds: [],
      anyHit: null,
      reply: null,
    };
  }
}

/** The band and its span: "9–20", and after halving "… · 12 → 6 → 3 · 18–20". */
function bandSpan(setup: ShotSetup): { bandKey: string; span: string } {
  const input = shotInput(setup);
  const plan = planShot({
    shot: { ...input, rounds: 1, loaded: Math.max(1, input.loaded) },
    rules: setup.rules,
  });
  if (!plan.inRange) return { bandKey: "", span: "" };
  const first = plan.rounds[0]!;
  const steps = first.facesSteps;
  const span = `${plan.band.hitFrom}–20`;
  const halved = steps.length > 1 ? ` · ${steps.join(" → ")} · ${first.needed}–20` : "";
  return { bandKey: `${P}.Band.${plan.band.band}`, span: `${span}${halved}` };
}

/** Whether the target may shoot back, and why not (no dice rolled). */
function replyLine(setup: ShotSetup): { key: string } | null {
  if (!asksForReply(setup)) return null;
  const target = replyTarget(setup.target);
  if (!target) return { key: `${P}.Shot.NoReply.noWeapon` };
  const check = canReply({
    target,
    distance: setup.declared.distance,
    shotIsReply: setup.kind === "reply",
    rules: setup.rules,
  });
  return { key: check.canReply ? `${P}.Shot.CanReply` : `${P}.Shot.NoReply.${check.reason}` };
}

/** The dialog's whole context. */
export function shootDialogContext(setup: ShotSetup) {
  return {
    shooter: setup.shooter.name,
    target: setup.target.name,
    weapon: setup.weapon.name,
    loaded: setup.weapon.system.loaded,
    kindKey: `${P}.Shot.Kind.${setup.kind}`,
    ...setup.declared,
    maxRounds: maxRounds(setup),
    askRounds: asksRounds(setup),
    odds: shootOddsView(setup),
  };
}

/**
 * The dialog's answers read back over the defaults: a distance is a finite number of inches from 0
 * (an empty box keeps the default), rounds a whole number from 1 to the most allowed.
 */
export function readShootForm(
  data: Record<string, unknown>,
  defaults: DeclaredShot,
  most: number,
): DeclaredShot {
  const distance = data.distance === "" || data.distance === undefined ? NaN : Number(data.distance);
  const rounds = data.rounds === "" || data.rounds === undefined ? NaN : Number(data.rounds);
  const flag = (key: "coverOrProne" | "windowOrDoor" | "mounted") =>
    data[key] === undefined ? defaults[key] : Boolean(data[key]);
  return {
    distance: Number.isFinite(distance) && distance >= 0 ? distance : defaults.distance,
    rounds: Number.isInteger(rounds) && rounds >= 1 ? Math.min(rounds, Math.max(1, most)) : defaults.rounds,
    coverOrProne: flag("coverOrProne"),
    windowOrDoor: flag("windowOrDoor"),
    mounted: flag("mounted"),
  };
}
