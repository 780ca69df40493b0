import { I18N, SYSTEM_ID } from "../../../config";
import { shotDeclaration } from "./dialog-odds";
import { RulesError, isOneOf, type DiceSource } from "../../../rules/core";
import { specs } from "../../../shell/dice/bridge";
import {
  REACTION_TESTS,
  type LeaderResult,
  type ReactionSituation,
  type ReactionTest,
} from "../../../rules/blaze-of-glory/reactions";
import type { StructureKind } from "../../../rules/blaze-of-glory/buildings";
import {
  fireDialogContext,
  fireNeedsNoDialog,
  readFireForm,
  rollFireForm,
  type FireFixed,
} from "./fire-dialog";
import {
  drawDice,
  fireDice,
  meleeRoundDice,
  moveFastDice,
  reactionDice,
  recoveryDice,
  shotDice,
  taskDice,
} from "../dice-purposes";
import { reactionCard } from "../chat/reaction-card";
import { drawCardOdds } from "../chat/draw-odds";
import { meleeOddsView } from "../chat/melee-odds";
import { exchangeCard, shotCard } from "../chat/shot-card";
import {
  challengeCard,
  drawCard,
  fireCard,
  meleeCard,
  moveFastCard,
  recoveryCard,
  reloadCard,
} from "../chat/cards";
import { rollAndPost } from "../../../shell/chat/post";
import { chooseRoller } from "../../../shell/queries/authorize";
import { dispatchFollowUp } from "../../../shell/queries/dispatch";
import type { FollowUp } from "./actions";
import { figureFromActor } from "./document";
import { isDisabled, situationFromFigure, type TableFigure } from "./figure";
import {
  actorFrom,
  fgame,
  fv,
  localize,
  notify,
  ownersOf,
  type FActor,
  type FMessage,
  type FToken,
} from "../../../shell/foundry";

export { actorFrom, distanceBetween };
import {
  challengeDeclaration,
  challengeDialogContext,
  drawDialogContext,
  drawDialogRefresh,
  drawWeapons,
  meleeDialogContext,
  meleeDialogRefresh,
  readChallengeForm,
  readDrawForm,
  readMeleeForm,
  readReactionForm,
  reactionDialogContext,
  reactionDialogRefresh,
  readShootForm,
  rideDialogOdds,
  shootDialogContext,
  shootDialogRefresh,
} from "./dialog-context";
import { isSystemRun } from "./system-run";
import { formDialog, skipDialog } from "../../../shell/dialogs";
import { distanceBetween, mine, refuse as warn, safely, tokenOf } from "../../../shell/table-entry";
import {
  chooseReactionPlan,
  cleanSituation,
  followLeaderPlan,
  freeWillAllowed,
  leaderFollowUps,
  rollOffPlan,
  rollReactionPlan,
  type ReactionCause,
  type ReactionPlan,
} from "./reaction-flow";
import { rollExchangePlan, rollShotPlan, type ExchangeFigure } from "./shooting-flow";
import { coverFromConditions, exchangeDeclaration, exchangeDice, revealShooters } from "./exchange-entry";
import { redrawFromStored, rollDrawPlan, withRedrawFollowUps, type DrawDeclaration } from "./draw-flow";
import { rollMeleePlan, withCarried, type CarriedIntoMelee } from "./melee-flow";
import {
  rollChallengePlan,
  rollMoveFastPlan,
  rollRecoveryPlan,
  mayReload,
  rollReloadPlan,
  woundCause,
} from "./tests-flow";
import { readTableSettings } from "./settings";
import {
  MOUNT_FOLLOW_TESTS,
  MOUNT_TESTS,
  VEHICLE_FOLLOW_TESTS,
  VEHICLE_TESTS,
  mountSubject,
  mountTestButtons,
  rideActions,
  rideCard,
  rideDialogContext,
  rideFigure,
  rideFollowUps,
  readRideForm,
  rideDice,
  rollMountTest,
  rollVehicleTest,
  vehicleSubject,
  vehicleTestButtons,
  type FigureRef,
  type MountRollId,
  type MountTestId,
  type RideActorData,
  type RideFigure,
  type RideOptions,
  type RideResult,
  type RideTestId,
  type VehicleRollId,
  type VehicleTestId,
} from "./ride-flow";
import { findMount } from "./figure";
import { mountHitDice } from "./shooting-flow";
import type { CharacterDerived } from "../data/derive";
import type { CharacterSource, MountSource, VehicleSource } from "../data/source-types";

/**
 * The table's public entry points (also `game.sixGunSound`): what a sheet button, the token HUD or
 * a macro calls. Every entry point catches its own errors and tells the user; none throws into
 * Foundry.
 */

type Evt = { shiftKey?: boolean } | null | undefined;
type RedrawFollowUp = Extract<FollowUp, { type: "redraw" }>;

function figureOf(actor: FActor): TableFigure {
  const f = figureFromActor(actor);
  if (!f) throw new Error(localize(`${I18N}.Chat.NoFigure`));
  return f;
}

/** An entry point for one figure: nothing happens without the actor; a non-figure is an error. */
function forFigure<T>(
  what: string,
  ref: FActor | string,
  fn: (actor: FActor, figure: TableFigure) => Promise<T>,
): Promise<T | null> {
  return safely(what, async () => {
    const actor = await actorFrom(ref);
    return actor && mine(actor) ? fn(actor, figureOf(actor)) : null;
  });
}

/** Figure uuid → what `value` reads of it (the cards name figures by uuid). */
function byUuid<T>(figures: readonly TableFigure[], value: (f: TableFigure) => T): Record<string, T> {
  return Object.fromEntries(figures.map((f) => [f.uuid, value(f)]));
}

/**
 * The dialog's answers: `{}` when skipped (Shift-click, the skip-dialog key, a roll that must not
 * ask), which every `read…Form` reads as the dialog's defaults; null when the user closed it. With a
 * `deadline` (a roll another client waits for), the dialog closes then, and an answer that comes
 * after it is refused: the GM rolls instead, so the test never posts two cards.
 */
async function ask(
  skip: boolean,
  template: string,
  context: object,
  title: string,
  options: { width?: number; refresh?: (data: Record<string, unknown>) => object; deadline?: number } = {},
): Promise<Record<string, unknown> | null> {
  if (skip) return {};
  const { width, refresh, deadline } = options;
  const form = await formDialog(template, context, localize(title), { width, refresh, deadline });
  return deadline !== undefined && Date.now() >= deadline ? null : form;
}

function handRollMode(figure: TableFigure): string | undefined {
  if (figure.system.star) return undefined;
  const s = readTableSettings();
  return fgame().user.isGM ? String(s.handRollMode) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Reactions

export interface ReactionOptions {
  situation?: ReactionSituation;
  cause?: ReactionCause;
  event?: Evt;
  /** Roll without asking (a Hand, a timed-out player). */
  skipDialog?: boolean;
  /** Another client waits for this roll until then (epoch ms): see `ask`. */
  deadline?: number;
  /** A friend of a Born Leader reads the leader's result instead of rolling (L3059). */
  leader?: LeaderResult;
}

/** Rolls a reaction test (`run`) and posts its card (a Hand's as the table's roll mode says). */
async function postReaction(
  actor: FActor | null,
  figure: TableFigure,
  run: (source: DiceSource) => ReactionPlan,
): Promise<{ plan: ReactionPlan; message: FMessage | undefined }> {
  let plan!: ReactionPlan;
  // A figure the system runs applies its own result: the GM posts it, so the author owns it.
  const selfApplied = fgame().user.isGM && isSystemRun(actor);
  const message = await rollAndPost(
    run,
    (p) => reactionDice(p.result),
    (p) => {
      plan = p;
      return {
        template: "chat/reaction.hbs",
        context: reactionCard(figure, p),
        kind: "reaction",
        groups: selfApplied ? p.groups.map((g) => ({ ...g, auto: true })) : p.groups,
        followUps: p.followUps,
        actor,
        rollMode: handRollMode(figure),
      };
    },
  );
  return { plan, message };
}

/**
 * Rolls (or lets a Star choose) a reaction test on this client: the plan and its card, or null when
 * the dialog was closed.
 */
async function reactHere(actor: FActor, test: ReactionTest, options: ReactionOptions = {}) {
  const figure = figureOf(actor);
  const settings = readTableSettings();
  const leader = options.leader;
  const freeWill = !leader && freeWillAllowed(figure, test, settings);
  const asked = situationFromFigure(figure, options.situation ?? {});
  const ctx = reactionDialogContext(figure, test, asked, freeWill, settings);
  const form = await ask(
    options.skipDialog || !ctx.asks || skipDialog(options.event),
    "dialog/reaction.hbs",
    ctx,
    `${I18N}.Table.Test.${test}`,
    { deadline: options.deadline, refresh: reactionDialogRefresh(figure, test, asked, freeWill, settings) },
  );
  if (!form) return null;
  const { situation, choice } = readReactionForm(form, asked);
  // Free Will reads no dice: the Star's pick (the same pick again for a re-roll it orders).
  let chosen: ReactionPlan | null = null;
  if (freeWill && choice !== null) {
    try {
      chosen = chooseReactionPlan(figure, test, situation, choice, undefined, settings, options.cause);
    } catch (error) {
      if (!(error instanceof RulesError) || error.field !== "rerollPasses") throw error;
      chosen = chooseReactionPlan(figure, test, situation, choice, choice, settings, options.cause);
    }
  }
  if (leader) chosen = followLeaderPlan(figure, test, situation, leader, settings, options.cause);
  // A Born Leader's friends within 4" react as he does: one button each on his card.
  const friends = figure.attributes.includes("bornLeader") ? friendsNear(actor, 4) : [];
  const taken = await postReaction(actor, figure, (src) => {
    const plan = chosen ?? rollReactionPlan(src, figure, test, situation, settings, options.cause);
    const follow = leaderFollowUps(figure, plan.result, friends, options.cause);
    return follow.length ? { ...plan, followUps: [...plan.followUps, ...follow] } : plan;
  });
  if (taken.plan.result.toughConsumed && actor.isOwner) await actor.setFlag(SYSTEM_ID, "toughUsed", true);
  return taken;
}

/** Rolls (or lets a Star choose) a reaction test for a figure this user owns. */
export async function rollReactionHere(
  ref: FActor | string,
  test: ReactionTest,
  options: ReactionOptions = {},
): Promise<FMessage | null> {
  return safely("reaction", async () => {
    if (!(REACTION_TESTS as readonly string[]).includes(test)) throw new Error(`unknown test ${test}`);
    const actor = await actorFrom(ref);
    return (actor && mine(actor) && (await reactHere(actor, test, options))?.message) || null;
  });
}

/**
 * A reaction test from a sheet, the token HUD or a macro. A player rolls his own figure's tests and
 * no one else's. The GM's client rolls an NPC's here; a figure with an active player owner is that
 * player's to roll, so the GM sends it to him as a pending roll (and rolls it himself, without a
 * dialog, when nobody answers in time).
 */
export async function requestReaction(
  ref: FActor | string,
  test: ReactionTest,
  options: ReactionOptions = {},
) {
  return safely("request reaction", async () => {
    const actor = await actorFrom(ref);
    if (!actor || !mine(actor)) return null;
    const game = fgame();
    const roller = game.user.isGM ? chooseRoller(ownersOf(actor), game.user) : game.user;
    if (!roller || roller.id === game.user.id) return rollReactionHere(actor, test, options);
    const f: FollowUp = {
      type: "reaction",
      actor: actor.uuid,
      name: actor.name,
      test,
      situation: options.situation ?? {},
      reason: `${I18N}.Chat.AskedByGM`,
      ...(options.cause ? { cause: { uuid: options.cause.uuid, name: options.cause.name } } : {}),
    };
    return dispatchFollowUp(f, null);
  });
}

// ---------------------------------------------------------------------------------------------
// Shooting

/** The figures on the scene on the figure's side (same token disposition) within `inches` of it, still able to act. */
function friendsNear(actor: FActor, inches: number): { uuid: string; name: string }[] {
  const from = tokenOf(actor);
  if (!from) return [];
  const tokens =
    (fv() as unknown as { canvas?: { tokens?: { placeables?: FToken[] } } }).canvas?.tokens?.placeables ?? [];
  const out: { uuid: string; name: string }[] = [];
  for (const t of tokens) {
    const a = t.actor;
    if (!a || a.uuid === actor.uuid || out.some((o) => o.uuid === a.uuid)) continue;
    if (t.document.disposition !== from.document.disposition) continue;
    const d = distanceBetween(from, t);
    const friend = d !== null && d <= inches ? figureFromActor(a) : null;
    if (friend && !isDisabled(friend)) out.push({ uuid: a.uuid, name: a.name });
  }
  return out;
}

export interface ShootOptions {
  weapon?: string;
  targets?: FActor[];
  active?: boolean;
  event?: Evt;
  repMod?: number;
  skipDialog?: boolean;
  deadline?: number;
}

/**
 * The actors a shot goes at, each with the token its range is measured to: the given actors (at
 * their first token), or the user's targeted tokens. A targeted token without an actor is skipped
 * with its token, so every other target keeps its own distance.
 */
export function shotTargets<A, T extends { actor: A | null }>(
  given: readonly A[] | undefined,
  targeted: Iterable<T>,
  tokenOf: (actor: A) => T | null,
): { actor: A; token: T | null }[] {
  if (given) return given.map((actor) => ({ actor, token: tokenOf(actor) }));
  return [...targeted].flatMap((token) => (token.actor ? [{ actor: token.actor, token }] : []));
}

export async function shoot(ref: FActor | string, options: ShootOptions = {}) {
  return forFigure("shoot", ref, async (actor, figure) => {
    // A rider fires from his horse: its Quality and pace change the shot (L2306–2308).
    const shooter = withMount(figure);
    const targets = shotTargets(options.targets, fgame().user.targets, tokenOf).map((t) => ({
      ...t,
      figure: withMount(figureOf(t.actor)),
    }));
    if (targets.length === 0) return warn(`${I18N}.Dialog.NoTargets`);
    const from = tokenOf(actor);
    const rows = targets.map((t) => ({
      figure: t.figure,
      distance: distanceBetween(from, t.token) ?? 6,
      cover: coverFromConditions(t.figure),
    }));
    const settings = readTableSettings();
    const oneDie = settings.longRangeDice === "oneDie";
    const weapon = options.weapon ?? "";
    const active = options.active ?? true;
    const form = await ask(
      options.skipDialog || skipDialog(options.event),
      "dialog/shoot.hbs",
      shootDialogContext(shooter, weapon, rows, active, oneDie, { settings, repMod: options.repMod ?? 0 }),
      `${I18N}.Table.Shoot`,
      {
        width: 440,
        deadline: options.deadline,
        refresh: shootDialogRefresh(shooter, rows, weapon, active, oneDie, {
          settings,
          repMod: options.repMod ?? 0,
        }),
      },
    );
    if (!form) return null;
    const shot = readShootForm(shooter, rows, weapon, active, form, oneDie);
    const decl = shotDeclaration(shooter, shot, options.repMod ?? 0);
    if (!decl) return null;
    const declared = decl.targets;
    return rollAndPost(
      (src) => rollShotPlan(src, decl, settings),
      (p) => [...shotDice(p.input, p.result), ...mountHitDice(p)],
      (plan) => ({
        template: "chat/shot.hbs",
        context: shotCard(
          plan,
          shooter.name,
          shooter.weapons.find((w) => w.id === decl.weapon)?.name ?? "",
          declared.map((d) => d.figure),
          {},
          settings,
        ),
        kind: "shot",
        groups: plan.groups,
        followUps: plan.followUps,
        actor,
      }),
    );
  });
}

export async function reload(ref: FActor | string, weaponId?: string) {
  return forFigure("reload", ref, async (actor, figure) => {
    const weapon =
      figure.weapons.find((w) => w.id === weaponId) ?? figure.weapons.find((w) => w.ammo !== "loaded");
    if (!weapon) return null;
    if (!mayReload(figure)) return warn(`${I18N}.Chat.NoReloadSiouxside`);
    return rollAndPost(
      (src) => rollReloadPlan(src, figure, weapon.id, readTableSettings()),
      (p) => specs(p.result.dice, "generic", "reload"),
      (plan) => ({
        context: reloadCard(plan, figure.name, weapon.name),
        kind: "reload",
        groups: plan.groups,
        actor,
      }),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// The Draw, Fightin', moving fast, challenges, fire, recovery

/**
 * The user's controlled token's actor plus his targets, or the given actors. A roll of several
 * figures at once (the Draw, Fightin', an exchange) needs the user to own one of them (`need`
 * "one"; moving fast moves every figure rolled, so "all"): their dice are thrown together, as the
 * book has both sides roll, and what the result changes on other people's figures waits for the
 * figure's owner or the GM to apply it.
 */
function chosenActors(given: FActor[] | undefined, need: "one" | "all" = "one"): FActor[] {
  let out: FActor[] = [];
  if (given?.length) out = given;
  else {
    const controlled =
      (fv() as unknown as { canvas?: { tokens?: { controlled?: FToken[] } } }).canvas?.tokens?.controlled ??
      [];
    for (const t of controlled) if (t.actor) out.push(t.actor);
    for (const t of fgame().user.targets) if (t.actor && !out.includes(t.actor)) out.push(t.actor);
  }
  if (out.length === 0 || fgame().user.isGM) return out;
  const foreign = out.find((a) => !a.isOwner);
  if (need === "all" ? foreign : out.every((a) => !a.isOwner)) {
    mine(foreign ?? out[0]!);
    return [];
  }
  return out;
}

export interface GroupOptions {
  event?: Evt;
}

/** Rolls a Draw from its declaration and posts the Draw card (with its re-draw buttons). */
function rollAndPostDraw(decl: DrawDeclaration) {
  const figures = decl.figures.map((d) => d.figure);
  const settings = readTableSettings();
  return rollAndPost(
    (src) => rollDrawPlan(src, decl, settings),
    (p) => [...p.flinch.flatMap((f, i) => reactionDice(f.result, `flinch${i}.`)), ...drawDice(p.draw)],
    (rolled) => {
      const plan = { ...rolled, followUps: withRedrawFollowUps(rolled, decl) };
      return {
        template: "chat/draw.hbs",
        context: drawCard(
          plan,
          byUuid(figures, (f) => f.name),
          byUuid(figures, (f) => f.system.toughness),
          drawCardOdds(decl, settings),
        ),
        kind: "draw",
        groups: plan.groups,
        followUps: plan.followUps,
        alias: localize(`${I18N}.Chat.Draw`),
      };
    },
  );
}

/** The Draw between the chosen figures: the dialog asks weapons and who draws on whom. */
export async function draw(actors?: FActor[], options: GroupOptions = {}) {
  return safely("draw", async () => {
    const chosen = chosenActors(actors).map(figureOf);
    // A figure with nothing to draw (a lance, no weapon at all) sits the Draw out.
    const figures = chosen.filter((f) => drawWeapons(f).length);
    const out = chosen.filter((f) => !figures.includes(f)).map((f) => f.name);
    if (out.length) notify("warn", `${I18N}.Chat.NothingToDraw`, { name: out.join(", ") });
    if (figures.length < 2) return warn(`${I18N}.Chat.NoFigure`);
    const data = await ask(
      skipDialog(options.event),
      "dialog/draw.hbs",
      drawDialogContext(figures, readTableSettings()),
      `${I18N}.Table.Draw`,
      { width: 480, refresh: drawDialogRefresh(figures, readTableSettings()) },
    );
    return data && rollAndPostDraw(readDrawForm(figures, data));
  });
}

/**
 * The Draw card's "Got the Drop → re-draw": the covered figure takes GOT THE DROP (a Star may choose
 * his reaction; `late`, the GM rolling for an owner who did not answer, asks nothing), then, unless
 * he surrenders, the Draw is fought again at once (`redrawFromStored`).
 */
export async function gotTheDropRedraw(f: RedrawFollowUp, options: ReactionOptions = {}) {
  return safely("re-draw", async () => {
    const actors = await Promise.all(f.draw.figures.map((d) => actorFrom(d.uuid)));
    const figures = actors.map((a) => {
      if (!a) throw new Error(localize(`${I18N}.Chat.NoFigure`));
      return figureOf(a);
    });
    const loser = actors.find((a) => a?.uuid === f.actor);
    if (!loser) throw new Error(localize(`${I18N}.Chat.NoFigure`));
    if (!mine(loser)) return null;
    const taken = await reactHere(loser, "gotTheDrop", options);
    if (!taken) return null;
    const decl = redrawFromStored(f.draw, figures, f.winner, f.actor, taken.plan.result);
    return decl ? rollAndPostDraw(decl) : (taken.message ?? null);
  });
}

export interface MeleeOptions extends GroupOptions {
  skipDialog?: boolean;
  deadline?: number;
  /** What the reactions that led to this fight change in its first round, by figure uuid. */
  carried?: Record<string, CarriedIntoMelee>;
}

/**
 * The card's roll-off button for GOT A SHOT pass 1 (L1266): the active target (`f.actor`, this
 * user's figure) throws 2d6 against his Sand; the tester's card is posted again, completed, with the
 * shot it orders.
 */
export async function gotAShotRollOff(f: Extract<FollowUp, { type: "rollOff" }>) {
  return safely("roll-off", async () => {
    const [target, tester] = await Promise.all([actorFrom(f.actor), actorFrom(f.tester)]);
    if (!target || !tester) throw new Error(localize(`${I18N}.Chat.NoFigure`));
    if (!mine(target)) return null;
    const testerFigure = figureOf(tester);
    const targetFigure = figureOf(target);
    const settings = readTableSettings();
    return rollAndPost(
      (src) => rollOffPlan(src, testerFigure, targetFigure, f, settings),
      (p) => specs(p.result.rollOff?.dice ?? [], "rollOff", "rollOff"),
      (p) => ({
        template: "chat/reaction.hbs",
        context: reactionCard(testerFigure, p),
        kind: "reaction",
        groups: p.groups,
        followUps: p.followUps,
        actor: target,
      }),
    );
  });
}

/** Fightin' between the chosen figures: the dialog asks sides, weapons, flank and charge. */
export async function melee(actors?: FActor[], options: MeleeOptions = {}) {
  return safely("melee", async () => {
    const figures = chosenActors(actors).map(figureOf);
    if (figures.length < 2) return warn(`${I18N}.Chat.NoFigure`);
    const [first, ...others] = figures;
    const sides = { a: first!.name, b: others.map((o) => o.name).join(", ") };
    const fighters = figures.map((f) => ({ figure: f, side: f === first ? "a" : "b" }));
    const carried = options.carried ?? {};
    const ctx = meleeDialogContext(fighters, sides, { settings: readTableSettings(), carried });
    // The dialog shows the die a reaction already cost.
    ctx.fighters.forEach((row, i) => {
      if (carried[figures[i]!.uuid]?.chargePenalty) row.chargePenalty = true;
    });
    const data = await ask(
      options.skipDialog || skipDialog(options.event),
      "dialog/melee.hbs",
      ctx,
      `${I18N}.Table.Melee`,
      {
        width: 520,
        deadline: options.deadline,
        refresh: meleeDialogRefresh(fighters, sides, { settings: readTableSettings(), carried }),
      },
    );
    if (!data) return null;
    const decl = withCarried(readMeleeForm(fighters, sides, data), carried);
    if (decl.contacts.length === 0) return warn(`${I18N}.Chat.NoFigure`);
    return rollAndPost(
      (src) => rollMeleePlan(src, decl, readTableSettings()),
      (p) =>
        p.fight.rounds.flatMap(({ result }) => [
          ...meleeRoundDice(result),
          ...p.keepFightin
            .filter((k) => k.round === result.round)
            .flatMap((k, i) => reactionDice(k.result, `kf${result.round}.${i}.`)),
        ]),
      (plan) => ({
        template: "chat/melee.hbs",
        context: meleeCard(
          plan,
          byUuid(figures, (f) => f.name),
          Object.fromEntries(
            Object.keys(sides).map((side) => [
              side,
              decl.fighters
                .filter((d) => d.side === side)
                .map((d) => d.figure.name)
                .join(", "),
            ]),
          ),
          // The first round's odds as declared, before any die (later rounds cannot be counted ahead).
          meleeOddsView(decl, readTableSettings()),
        ),
        kind: "melee",
        groups: plan.groups,
        followUps: plan.followUps,
        alias: localize(`${I18N}.Chat.Melee`),
      }),
    );
  });
}

export async function moveFast(actors?: FActor[]) {
  return safely("move fast", async () => {
    const figures = chosenActors(actors, "all").map(figureOf);
    if (figures.length === 0) return warn(`${I18N}.Chat.NoFigure`);
    return rollAndPost(
      (src) => rollMoveFastPlan(src, figures, readTableSettings()),
      (p) => moveFastDice(p.result),
      (plan) => ({
        context: moveFastCard(
          plan,
          byUuid(figures, (f) => f.name),
          byUuid(figures, (f) => f.system.rep),
        ),
        kind: "moveFast",
        groups: plan.groups,
        alias: localize(`${I18N}.Table.MoveFast`),
      }),
    );
  });
}

export async function challenge(ref: FActor | string, event?: Evt) {
  return forFigure("challenge", ref, async (actor, figure) => {
    const data = await ask(
      skipDialog(event),
      "dialog/challenge.hbs",
      challengeDialogContext(figure),
      `${I18N}.Table.Challenge`,
      { refresh: (form) => challengeDialogContext(figure, readChallengeForm(form)) },
    );
    if (!data) return null;
    const form = readChallengeForm(data);
    const decl = challengeDeclaration(figure, form);
    return rollAndPost(
      (src) => rollChallengePlan(src, decl),
      (p) => taskDice(p.result),
      (plan) => ({
        context: challengeCard(plan, figure.name, form.kind, form.retry),
        kind: "task",
        actor,
      }),
    );
  });
}

/** What a caller may settle before STARTING A FIRE; anything left out, the dialog asks. */
export interface StartFireOptions {
  /** One of the book's structures. */
  structure?: StructureKind;
  /** A structure the scenario describes by its SV instead (wins over `structure`). */
  sv?: number;
  /** With `sv`: whether that structure burns (default yes). */
  burns?: boolean;
  wet?: boolean;
  flamingArrow?: boolean;
  /** The click that started it: Shift (or the skip-dialog key) rolls without asking. */
  event?: Evt;
}

/** The dialog's settled fields from what the caller passed. */
function settledFire(options: StartFireOptions): FireFixed {
  const fixed: FireFixed = {};
  if (options.sv !== undefined)
    Object.assign(fixed, { structure: "scenario", sv: options.sv, burns: options.burns ?? true });
  else if (options.structure !== undefined) {
    // "scenario" is the dialog's own choice; a caller gives the scenario's SV instead.
    if ((options.structure as string) === "scenario")
      throw new RulesError("structure", options.structure, "give the scenario's structure as sv");
    fixed.structure = options.structure;
  }
  if (options.wet !== undefined) fixed.wet = options.wet;
  if (options.flamingArrow !== undefined) fixed.flamingArrow = options.flamingArrow;
  return fixed;
}

/**
 * STARTING A FIRE: the dialog asks the structure attacked, rain or a wet fuse and a flaming arrow,
 * showing the odds, then rolls. A caller may settle any of them (`startFire({ structure: "stone" })`,
 * or the older `startFire("stone", true)`); those are not asked, and when all are, nothing is.
 */
export async function startFire(settle?: StructureKind | StartFireOptions, wetArg?: boolean) {
  return safely("fire", async () => {
    const options: StartFireOptions =
      settle !== null && typeof settle === "object" ? settle : { structure: settle, wet: wetArg };
    const fixed = settledFire(options);
    const data = await ask(
      skipDialog(options.event) || fireNeedsNoDialog(fixed),
      "dialog/fire.hbs",
      fireDialogContext(readFireForm({}, fixed), fixed),
      `${I18N}.Act.StartFire`,
      // Wide enough for the longest structure's name (tests/browser/dialog-selects.test.ts).
      { width: 440, refresh: (form) => fireDialogContext(readFireForm(form, fixed), fixed) },
    );
    if (!data) return null;
    const form = readFireForm(data, fixed);
    return rollAndPost(
      (src) => rollFireForm(src, form),
      fireDice,
      (result) => ({
        context: fireCard(result, ""),
        kind: "fire",
        alias: localize(`${I18N}.Chat.Fire.title`),
      }),
    );
  });
}

export async function recovery(ref: FActor | string, unarmedMelee = false) {
  return forFigure("recovery", ref, (actor, figure) => {
    // Put down bare-handed in a fight (the melee card noted it on the figure): one more die.
    const unarmed = unarmedMelee || actor.getFlag(SYSTEM_ID, "oofUnarmed") === true;
    return rollAndPost(
      (src) => rollRecoveryPlan(src, figure, woundCause(figure, unarmed), readTableSettings()),
      (p) => recoveryDice(p.result),
      (plan) => ({
        context: recoveryCard(plan),
        kind: "recovery",
        groups: plan.groups,
        actor,
      }),
    );
  });
}

/**
 * An exchange of fire between the user's controlled figure (who fires first) and his target, or
 * the two actors given: shots and BEEN SHOT AT tests until one is hit or stops, on one card.
 */
export async function exchange(actors?: FActor[]) {
  return safely("exchange", async () => {
    const list = chosenActors(actors);
    if (list.length !== 2) return warn(`${I18N}.Chat.NoFigure`);
    const [a, b] = list as [FActor, FActor];
    const distance = distanceBetween(tokenOf(a), tokenOf(b)) ?? 6;
    const decl = exchangeDeclaration(withMount(figureOf(a)), withMount(figureOf(b)), distance);
    if (!decl) return warn(`${I18N}.Chat.CannotFire`);
    const meta = (side: ExchangeFigure) => ({
      name: side.figure.name,
      weaponName: side.figure.weapons.find((w) => w.id === side.weapon)?.name ?? "",
      toughness: side.figure.system.toughness,
      cover: side.cover.kind,
    });
    const settings = readTableSettings();
    return rollAndPost(
      (src) => revealShooters(rollExchangePlan(src, decl, settings), decl, settings),
      (p) => [...exchangeDice(p), ...mountHitDice(p)],
      (plan) => ({
        template: "chat/exchange.hbs",
        context: exchangeCard(plan, meta(decl.first), meta(decl.second), distance, {}, settings),
        kind: "exchange",
        groups: plan.groups,
        followUps: plan.followUps ?? [],
        actor: a,
      }),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Mount and vehicle tests (from their sheets)

async function rideActor(uuid: string | null): Promise<RideActorData | null> {
  const a = await actorFrom(uuid);
  if (!a || a.type !== "character") return null;
  const system = a.system as unknown as CharacterSource & { derived: CharacterDerived };
  return { uuid: a.uuid, name: a.name, system, derived: system.derived };
}

/** A mounted figure with the mount he rides (a shot's 8 may hit it). */
function withMount(figure: TableFigure): TableFigure {
  if (!figure.system.encounter.mounted) return figure;
  return { ...figure, mount: findMount(fgame().actors ?? [], figure.uuid) };
}

async function mountSubjectOf(actor: FActor) {
  const system = actor.system as unknown as MountSource;
  return mountSubject(actor.name, system, await rideActor(system.rider), { uuid: actor.uuid });
}

async function vehicleSubjectOf(actor: FActor) {
  const system = actor.system as unknown as VehicleSource;
  const passengers: FigureRef[] = [];
  for (const p of system.passengers ?? []) {
    const a = await actorFrom(p.uuid);
    if (a) passengers.push({ uuid: a.uuid, name: a.name });
  }
  return vehicleSubject(actor.name, system, await rideActor(system.driver), { uuid: actor.uuid, passengers });
}

interface RideRun {
  /** Answers the result already gave (a re-roll, a wreck in a watercourse): the dialog's defaults. */
  preset?: RideOptions;
  skipDialog?: boolean;
  deadline?: number;
}

/**
 * A mount or vehicle test with its rider or driver (`figure`): refused with the sheet button's
 * reason when blocked; otherwise asks the test's situation questions (none, or Shift-click: the
 * defaults), rolls it and posts the test card with its Apply buttons and next tests.
 */
async function rideTest(
  actor: FActor,
  test: RideTestId,
  event: Evt,
  subject: { name: string; figure: RideFigure | null; blocked?: string | null },
  run: (src: DiceSource, options: RideOptions) => RideResult,
  how: RideRun = {},
) {
  const { name, figure, blocked } = subject;
  if (blocked) return warn(blocked);
  const preset = how.preset ?? {};
  const base = rideDialogContext(test, name, figure?.name ?? "");
  const ctx = {
    ...base,
    options: base.options.map((o) => ({ ...o, checked: preset[o.name] === true })),
    odds: rideDialogOdds(run, test, preset),
  };
  // A test that asks nothing has no dialog.
  const form = await ask(
    how.skipDialog || !ctx.options.length || skipDialog(event),
    "dialog/ride.hbs",
    ctx,
    ctx.title,
    {
      deadline: how.deadline,
      refresh: (answers) => ({ ...ctx, odds: rideDialogOdds(run, test, { ...preset, ...answers }) }),
    },
  );
  if (!form) return null;
  return rollAndPost(
    (src) => run(src, readRideForm(test, { ...preset, ...form })),
    rideDice,
    (r) => ({
      context: rideCard(r, name, figure),
      kind: "task",
      groups: rideActions(r, figure),
      followUps: rideFollowUps(r),
      actor,
    }),
  );
}

/** A mount test (mounting, moving fast, rough going, Skittish...) with the mount's rider. */
export async function mountTest(ref: FActor | string, test: MountTestId, options: GroupOptions = {}) {
  return safely("mount test", async () => {
    const actor = await actorFrom(ref);
    if (!actor || actor.type !== "mount" || !(MOUNT_TESTS as readonly string[]).includes(test)) return null;
    if (!mine(actor)) return null;
    const subject = await mountSubjectOf(actor);
    const figure = subject.rider;
    const blocked = mountTestButtons({ ...subject, hasRider: figure !== null }).find(
      (b) => b.test === test,
    )?.blocked;
    return rideTest(actor, test, options.event, { name: subject.name, figure, blocked }, (src, o) =>
      rollMountTest(src, test, subject, o),
    );
  });
}

/** A vehicle test (fast moving, driver challenge, rough going, losing control) with its driver. */
export async function vehicleTest(ref: FActor | string, test: VehicleTestId, options: GroupOptions = {}) {
  return safely("vehicle test", async () => {
    const actor = await actorFrom(ref);
    if (!actor || actor.type !== "vehicle" || !(VEHICLE_TESTS as readonly string[]).includes(test))
      return null;
    if (!mine(actor)) return null;
    const subject = await vehicleSubjectOf(actor);
    const figure = subject.driver;
    const blocked = vehicleTestButtons({ animal: subject.team.animal, hasDriver: figure !== null }).find(
      (b) => b.test === test,
    )?.blocked;
    return rideTest(actor, test, options.event, { name: subject.name, figure, blocked }, (src, o) =>
      rollVehicleTest(src, test, subject, o),
    );
  });
}

/**
 * A card's next riding or driving test (RIDER THROWN, DRAG FREE, WRECK, PASSENGER THROWN...), on
 * the client of the figure who takes it. The mount or vehicle must still carry him: its rider or
 * driver, or for PASSENGER THROWN anyone aboard; a WRECK is the vehicle's own.
 */
export async function rideFollowUp(f: Extract<FollowUp, { type: "ride" }>, how: RideRun = {}) {
  return safely("ride test", async () => {
    const [who, vehicleOrMount] = [await actorFrom(f.actor), await actorFrom(f.subject)];
    if (!who || !vehicleOrMount || !mine(who)) return null;
    const notCarried = () => warn(`${I18N}.Ride.Blocked.notAboard`);
    const run = {
      ...how,
      preset: { ...(f.retry ? { isRetry: true } : {}), ...(f.inWatercourse ? { inWatercourse: true } : {}) },
    };
    const test = f.test;
    if (
      vehicleOrMount.type === "mount" &&
      (isOneOf(MOUNT_TESTS, test) || isOneOf(MOUNT_FOLLOW_TESTS, test))
    ) {
      const subject = await mountSubjectOf(vehicleOrMount);
      if (!subject.rider || subject.rider.uuid !== who.uuid) return notCarried();
      const t: MountRollId = test;
      return rideTest(
        vehicleOrMount,
        t,
        null,
        { name: subject.name, figure: subject.rider },
        (src, o) => rollMountTest(src, t, subject, o),
        run,
      );
    }
    if (
      vehicleOrMount.type !== "vehicle" ||
      !(isOneOf(VEHICLE_TESTS, test) || isOneOf(VEHICLE_FOLLOW_TESTS, test))
    )
      return null;
    const subject = await vehicleSubjectOf(vehicleOrMount);
    const t: VehicleRollId = test;
    let figure: RideFigure | null = subject.driver;
    if (t === "wreck") {
      if (who.uuid !== vehicleOrMount.uuid) return notCarried();
      figure = null;
    } else if (t === "passengerThrown") {
      const data = await rideActor(who.uuid);
      const aboard = subject.driver?.uuid === who.uuid || subject.passengers.some((p) => p.uuid === who.uuid);
      if (!data || !aboard) return notCarried();
      figure = rideFigure(data, 0);
    } else if (subject.driver?.uuid !== who.uuid) return notCarried();
    return rideTest(
      vehicleOrMount,
      t,
      null,
      { name: subject.name, figure },
      (src, o) => rollVehicleTest(src, t, subject, o, figure),
      run,
    );
  });
}

/** A stored cause, only the fields a reaction reads, each of its own type. */
function storedCause(c: { uuid: string; name: string; chargePenalty?: boolean }): ReactionCause {
  const out: ReactionCause = { uuid: String(c.uuid), name: String(c.name) };
  return c.chargePenalty === true ? { ...out, chargePenalty: true } : out;
}

/**
 * Runs a card's follow-up on this client, the acting figure's roller's (the active GM sent it here:
 * `src/shell/queries/dispatch.ts`). Every entry point below rolls only for a figure this user owns.
 */
export async function runFollowUpHere(
  f: FollowUp,
  options: { skipDialog?: boolean; deadline?: number } = {},
): Promise<FMessage | null> {
  switch (f.type) {
    case "reaction":
      return rollReactionHere(f.actor, f.test, {
        ...options,
        situation: cleanSituation(f.situation),
        ...(f.cause ? { cause: storedCause(f.cause) } : {}),
      });
    case "shoot": {
      const target = await actorFrom(f.target);
      const shot = await shoot(f.actor, {
        ...options,
        targets: target ? [target] : [],
        active: f.active === true,
        repMod: Number.isInteger(f.repMod) ? f.repMod : 0,
      });
      return shot ?? null;
    }
    case "recovery":
      return (await recovery(f.actor, f.unarmedMelee === true)) ?? null;
    case "reload":
      return (await reload(f.actor, typeof f.weapon === "string" ? f.weapon : undefined)) ?? null;
    case "ride":
      return (await rideFollowUp(f, options)) ?? null;
    case "redraw":
      return (await gotTheDropRedraw(f, options)) ?? null;
    case "followLeader":
      return rollReactionHere(f.actor, f.test, {
        ...options,
        situation: cleanSituation(f.situation),
        leader: { test: f.test, passes: f.passes },
        ...(f.cause ? { cause: storedCause(f.cause) } : {}),
      });
    case "rollOff":
      return (await gotAShotRollOff(f)) ?? null;
    case "melee": {
      const [actor, opponent] = await Promise.all([actorFrom(f.actor), actorFrom(f.opponent)]);
      if (!actor || !opponent) return warn(`${I18N}.Chat.NoFigure`);
      const carried = {
        [f.actor]: {
          chargePenalty: f.chargePenalty === true,
          firstRoundRepModifier: f.firstRoundRepModifier,
        },
        [f.opponent]: { chargePenalty: f.opponentChargePenalty === true },
      };
      return (await melee([actor, opponent], { ...options, carried })) ?? null;
    }
  }
}

/** What `game.sixGunSound` exposes to sheets, the token HUD and macros. */
export const TABLE_API = {
  rollReaction: requestReaction,
  shoot,
  reload,
  draw,
  melee,
  moveFast,
  challenge,
  startFire,
  recovery,
  mountTest,
  vehicleTest,
  exchange,
};
