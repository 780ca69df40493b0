import { I18N, SYSTEM_ID } from "../config";
import { RulesError, type DiceSource } from "../rules/core";
import { specs } from "../dice/bridge";
import { REACTION_TESTS, type ReactionSituation, type ReactionTest } from "../rules/blaze-of-glory/reactions";
import type { StructureKind } from "../rules/blaze-of-glory/buildings";
import {
  drawDice,
  fireDice,
  meleeRoundDice,
  moveFastDice,
  reactionDice,
  recoveryDice,
  shotDice,
  taskDice,
} from "../dice/purposes";
import { reactionCard } from "../chat/reaction-card";
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
import { rollAndPost } from "../chat/post";
import { whereToRoll, type FollowUpRequest } from "../queries/authorize";
import type { FollowUp } from "./actions";
import { figureFromActor } from "./document";
import { situationFromFigure, type TableFigure } from "./figure";
import { fgame, fv, localize, notify, type FActor, type FMessage, type FToken } from "./foundry";
import {
  challengeDeclaration,
  challengeDialogContext,
  drawDialogContext,
  drawWeapons,
  meleeDialogContext,
  readChallengeForm,
  readDrawForm,
  readMeleeForm,
  readReactionForm,
  reactionDialogContext,
  readShootForm,
  shootDialogContext,
} from "./dialog-context";
import { formDialog, skipDialog } from "./dialogs";
import {
  chooseReactionPlan,
  freeWillAllowed,
  rollReactionPlan,
  type ReactionCause,
  type ReactionPlan,
} from "./reaction-flow";
import { rollExchangePlan, rollShotPlan, type ExchangeFigure } from "./shooting-flow";
import { coverFromConditions, exchangeDeclaration, exchangeDice } from "./exchange-entry";
import { redrawFromStored, rollDrawPlan, withRedrawFollowUps, type DrawDeclaration } from "./draw-flow";
import { rollMeleePlan } from "./melee-flow";
import {
  rollChallengePlan,
  rollFirePlan,
  rollMoveFastPlan,
  rollRecoveryPlan,
  rollReloadPlan,
  woundCause,
} from "./tests-flow";
import { readTableSettings } from "./settings";
import {
  MOUNT_TESTS,
  VEHICLE_TESTS,
  mountSubject,
  mountTestButtons,
  rideActions,
  rideCard,
  rideDialogContext,
  readRideForm,
  rideDice,
  rollMountTest,
  rollVehicleTest,
  vehicleSubject,
  vehicleTestButtons,
  type MountTestId,
  type RideActorData,
  type RideFigure,
  type RideOptions,
  type RideResult,
  type RideTestId,
  type VehicleTestId,
} from "./ride-flow";
import type { CharacterDerived } from "../data/derive";
import type { CharacterSource, MountSource, VehicleSource } from "../data/source-types";

/**
 * The table's public entry points (also `game.sixGunSound`): what a sheet button, the token HUD or
 * a macro calls. Every entry point catches its own errors and tells the user; none throws into
 * Foundry.
 */

type Evt = { shiftKey?: boolean } | null | undefined;
type RedrawFollowUp = Extract<FollowUp, { type: "redraw" }>;

async function safely<T>(what: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (error) {
    console.error(`six-gun-sound | ${what}`, error);
    const reason =
      error instanceof RulesError
        ? `${error.field}: ${error.message}`
        : String((error as Error)?.message ?? error);
    notify("error", `${I18N}.Chat.Failed`, { reason });
    return null;
  }
}

/** Warns the user why nothing happens (the entry point then returns null). */
function warn(key: string): null {
  notify("warn", key);
  return null;
}

export async function actorFrom(ref: FActor | string | null | undefined): Promise<FActor | null> {
  if (!ref) return null;
  if (typeof ref !== "string") return ref;
  const doc = (await fv().fromUuid(ref)) as FActor | null;
  return doc && typeof doc === "object" && "items" in doc ? doc : null;
}

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
    return actor ? fn(actor, figureOf(actor)) : null;
  });
}

/** Figure uuid → what `value` reads of it (the cards name figures by uuid). */
function byUuid<T>(figures: readonly TableFigure[], value: (f: TableFigure) => T): Record<string, T> {
  return Object.fromEntries(figures.map((f) => [f.uuid, value(f)]));
}

/**
 * The dialog's answers: `{}` when skipped (Shift-click, the skip-dialog key, a roll that must not
 * ask), which every `read…Form` reads as the dialog's defaults; null when the user closed it.
 */
function ask(
  skip: boolean,
  template: string,
  context: object,
  title: string,
  width?: number,
  refresh?: (data: Record<string, unknown>) => object,
): Promise<Record<string, unknown> | null> {
  return skip
    ? Promise.resolve({})
    : formDialog(template, context, localize(title), width, undefined, refresh);
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
}

/** Rolls a reaction test (`run`) and posts its card (a Hand's as the table's roll mode says). */
async function postReaction(
  actor: FActor | null,
  figure: TableFigure,
  run: (source: DiceSource) => ReactionPlan,
): Promise<{ plan: ReactionPlan; message: FMessage | undefined }> {
  let plan!: ReactionPlan;
  const message = await rollAndPost(
    run,
    (p) => reactionDice(p.result),
    (p) => {
      plan = p;
      return {
        template: "chat/reaction.hbs",
        context: reactionCard(figure, p),
        kind: "reaction",
        groups: p.groups,
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
  const freeWill = freeWillAllowed(figure, test, settings);
  const asked = situationFromFigure(figure, options.situation ?? {});
  const ctx = reactionDialogContext(figure, test, asked, freeWill);
  const form = await ask(
    options.skipDialog || !ctx.asks || skipDialog(options.event),
    "dialog/reaction.hbs",
    ctx,
    `${I18N}.Table.Test.${test}`,
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
  const taken = await postReaction(
    actor,
    figure,
    (src) => chosen ?? rollReactionPlan(src, figure, test, situation, settings, options.cause),
  );
  if (taken.plan.result.toughConsumed && actor.isOwner) await actor.setFlag(SYSTEM_ID, "toughUsed", true);
  return taken;
}

/** Rolls (or lets a Star choose) a reaction test for a figure this user may roll for. */
export async function rollReactionHere(
  ref: FActor | string,
  test: ReactionTest,
  options: ReactionOptions = {},
): Promise<FMessage | null> {
  return safely("reaction", async () => {
    if (!(REACTION_TESTS as readonly string[]).includes(test)) throw new Error(`unknown test ${test}`);
    const actor = await actorFrom(ref);
    return (actor && (await reactHere(actor, test, options))?.message) ?? null;
  });
}

/**
 * Runs a figure's roll where it belongs: here when this user is the one to roll, else on the
 * client of its active player owner (asked with the system query `query`, so he sees any dialog
 * and choice), or the GM's; with no answer in time, here without a dialog.
 */
async function onRollersClient(
  actor: FActor,
  query: string,
  data: object,
  here: (late: boolean) => Promise<unknown>,
) {
  const game = fgame();
  // chooseRoller keeps the active players among them.
  const owners = [...game.users].filter((u) => actor.testUserPermission(u, "OWNER"));
  const roller = whereToRoll(game.user, actor.isOwner, owners, game.users.activeGM);
  if (roller === "here") return here(false);
  if (!roller) return warn(`${I18N}.Chat.NoGM`);
  notify("info", `${I18N}.Chat.Asking`, { name: actor.name });
  const timeout = Number(readTableSettings().reactionTimeout) * 1000;
  try {
    return await roller.query(`${SYSTEM_ID}.${query}`, data, { timeout });
  } catch (error) {
    console.warn("six-gun-sound | no answer, the GM rolls", error);
    notify("info", `${I18N}.Chat.GMRolls`, { name: actor.name });
    return here(true);
  }
}

/**
 * Asks for a reaction test wherever it belongs: the figure's active player rolls it on his own
 * client (`CONFIG.queries`); with nobody to ask, or no answer in time, the GM rolls it.
 */
export async function requestReaction(
  ref: FActor | string,
  test: ReactionTest,
  options: ReactionOptions = {},
) {
  return safely("request reaction", async () => {
    const actor = await actorFrom(ref);
    if (!actor) return null;
    const request = {
      actorUuid: actor.uuid,
      test,
      situation: options.situation ?? {},
      cause: options.cause ?? null,
    };
    if (!fgame().user.isGM && !actor.isOwner) {
      // A player asking for someone else's figure: the GM routes it.
      const gm = fgame().users.activeGM;
      return gm ? gm.query(`${SYSTEM_ID}.requestReaction`, request) : warn(`${I18N}.Chat.NoGM`);
    }
    return onRollersClient(actor, "rollReaction", request, (late) =>
      rollReactionHere(actor, test, { ...options, skipDialog: late || options.skipDialog }),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Shooting

function tokenOf(actor: FActor): FToken | null {
  return actor.getActiveTokens?.()[0] ?? null;
}

/** Inches between two tokens on the scene (the grid is in inches); null without a canvas. */
export function distanceBetween(a: FToken | null, b: FToken | null): number | null {
  const grid = fv().canvas?.grid;
  if (!a || !b || !grid) return null;
  try {
    const d = grid.measurePath([
      { ...a.center, elevation: a.document.elevation ?? 0 },
      { ...b.center, elevation: b.document.elevation ?? 0 },
    ]).distance;
    return Number.isFinite(d) ? d : null;
  } catch {
    return null;
  }
}

export interface ShootOptions {
  weapon?: string;
  targets?: FActor[];
  active?: boolean;
  event?: Evt;
  repMod?: number;
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
  return forFigure("shoot", ref, async (actor, shooter) => {
    const targets = shotTargets(options.targets, fgame().user.targets, tokenOf).map((t) => ({
      ...t,
      figure: figureOf(t.actor),
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
      skipDialog(options.event),
      "dialog/shoot.hbs",
      shootDialogContext(shooter, weapon, rows, active, oneDie),
      `${I18N}.Table.Shoot`,
      440,
    );
    if (!form) return null;
    const shot = readShootForm(shooter, rows, weapon, active, form, oneDie);
    const declared = shot.targets.filter((t) => t.dice > 0);
    if (declared.length === 0 || !shot.weapon) return null;
    const decl = {
      shooter,
      weapon: shot.weapon,
      active: shot.active,
      targets: declared,
      repMod: options.repMod ?? 0,
    };
    return rollAndPost(
      (src) => rollShotPlan(src, decl, settings),
      (p) => shotDice(p.input, p.result),
      (plan) => ({
        template: "chat/shot.hbs",
        context: shotCard(
          plan,
          shooter.name,
          shooter.weapons.find((w) => w.id === decl.weapon)?.name ?? "",
          declared.map((d) => d.figure),
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

/** The user's controlled token's actor plus his targets, or the given actors. */
function chosenActors(given?: FActor[]): FActor[] {
  if (given?.length) return given;
  const out: FActor[] = [];
  const controlled =
    (fv() as unknown as { canvas?: { tokens?: { controlled?: FToken[] } } }).canvas?.tokens?.controlled ?? [];
  for (const t of controlled) if (t.actor) out.push(t.actor);
  for (const t of fgame().user.targets) if (t.actor && !out.includes(t.actor)) out.push(t.actor);
  return out;
}

export interface GroupOptions {
  event?: Evt;
}

/** Rolls a Draw from its declaration and posts the Draw card (with its re-draw buttons). */
function rollAndPostDraw(decl: DrawDeclaration) {
  const figures = decl.figures.map((d) => d.figure);
  return rollAndPost(
    (src) => rollDrawPlan(src, decl, readTableSettings()),
    (p) => [...p.flinch.flatMap((f, i) => reactionDice(f.result, `flinch${i}.`)), ...drawDice(p.draw)],
    (rolled) => {
      const plan = { ...rolled, followUps: withRedrawFollowUps(rolled, decl) };
      return {
        template: "chat/draw.hbs",
        context: drawCard(
          plan,
          byUuid(figures, (f) => f.name),
          byUuid(figures, (f) => f.system.toughness),
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
      drawDialogContext(figures),
      `${I18N}.Table.Draw`,
      480,
    );
    return data && rollAndPostDraw(readDrawForm(figures, data));
  });
}

/**
 * The Draw card's "Got the Drop → re-draw": the covered figure takes GOT THE DROP (a Star may choose
 * his reaction; `late`, the GM rolling for an owner who did not answer, asks nothing), then, unless
 * he surrenders, the Draw is fought again at once (`redrawFromStored`).
 */
export async function gotTheDropRedraw(f: RedrawFollowUp, late = false) {
  return safely("re-draw", async () => {
    const actors = await Promise.all(f.draw.figures.map((d) => actorFrom(d.uuid)));
    const figures = actors.map((a) => {
      if (!a) throw new Error(localize(`${I18N}.Chat.NoFigure`));
      return figureOf(a);
    });
    const loser = actors.find((a) => a?.uuid === f.actor);
    if (!loser) throw new Error(localize(`${I18N}.Chat.NoFigure`));
    const taken = await reactHere(loser, "gotTheDrop", { skipDialog: late });
    if (!taken) return null;
    const decl = redrawFromStored(f.draw, figures, f.winner, f.actor, taken.plan.result);
    return decl ? rollAndPostDraw(decl) : (taken.message ?? null);
  });
}

/** The re-draw button of card `from`, run where the covered figure's owner sits (he is asked). */
async function redraw(f: RedrawFollowUp, from: FollowUpRequest) {
  const actor = await actorFrom(f.actor);
  return actor ? onRollersClient(actor, "redraw", from, (late) => gotTheDropRedraw(f, late)) : null;
}

/** Fightin' between the chosen figures: the dialog asks sides, weapons, flank and charge. */
export async function melee(actors?: FActor[], options: GroupOptions = {}) {
  return safely("melee", async () => {
    const figures = chosenActors(actors).map(figureOf);
    if (figures.length < 2) return warn(`${I18N}.Chat.NoFigure`);
    const [first, ...others] = figures;
    const sides = { a: first!.name, b: others.map((o) => o.name).join(", ") };
    const fighters = figures.map((f) => ({ figure: f, side: f === first ? "a" : "b" }));
    const data = await ask(
      skipDialog(options.event),
      "dialog/melee.hbs",
      meleeDialogContext(fighters, sides),
      `${I18N}.Table.Melee`,
      520,
    );
    if (!data) return null;
    const decl = readMeleeForm(fighters, sides, data);
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
    const figures = chosenActors(actors).map(figureOf);
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
      undefined,
      (form) => challengeDialogContext(figure, readChallengeForm(form)),
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

export async function startFire(structure: StructureKind = "frameBuilding", wet = false) {
  return safely("fire", () =>
    rollAndPost(
      (src) => rollFirePlan(src, { structure, wet }),
      fireDice,
      (result) => ({
        context: fireCard(result, ""),
        kind: "fire",
        alias: localize(`${I18N}.Chat.Fire.title`),
      }),
    ),
  );
}

export async function recovery(ref: FActor | string, unarmedMelee = false) {
  return forFigure("recovery", ref, (actor, figure) =>
    rollAndPost(
      (src) => rollRecoveryPlan(src, figure, woundCause(figure, unarmedMelee), readTableSettings()),
      (p) => recoveryDice(p.result),
      (plan) => ({
        context: recoveryCard(plan),
        kind: "recovery",
        groups: plan.groups,
        actor,
      }),
    ),
  );
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
    const decl = exchangeDeclaration(figureOf(a), figureOf(b), distance);
    if (!decl) return warn(`${I18N}.Chat.CannotFire`);
    const meta = (side: ExchangeFigure) => ({
      name: side.figure.name,
      weaponName: side.figure.weapons.find((w) => w.id === side.weapon)?.name ?? "",
      toughness: side.figure.system.toughness,
      cover: side.cover.kind,
    });
    return rollAndPost(
      (src) => rollExchangePlan(src, decl, readTableSettings()),
      exchangeDice,
      (plan) => ({
        template: "chat/exchange.hbs",
        context: exchangeCard(plan, meta(decl.first), meta(decl.second), distance),
        kind: "exchange",
        groups: plan.groups,
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

/**
 * A mount or vehicle test with its rider or driver (`figure`): refused with the sheet button's
 * reason when blocked; otherwise asks the test's situation questions (none, or Shift-click: the
 * defaults), rolls it and posts the test card.
 */
async function rideTest(
  actor: FActor,
  test: RideTestId,
  event: Evt,
  subject: { name: string; figure: RideFigure | null; blocked?: string | null },
  run: (src: DiceSource, options: RideOptions) => RideResult,
) {
  const { name, figure, blocked } = subject;
  if (blocked) return warn(blocked);
  const ctx = rideDialogContext(test, name, figure?.name ?? "");
  // A test that asks nothing has no dialog.
  const form = await ask(!ctx.options.length || skipDialog(event), "dialog/ride.hbs", ctx, ctx.title);
  if (!form) return null;
  return rollAndPost(
    (src) => run(src, readRideForm(test, form)),
    rideDice,
    (r) => ({
      context: rideCard(r, name, figure),
      kind: "task",
      groups: rideActions(r, figure),
      actor,
    }),
  );
}

/** A mount test (mounting, moving fast, rough going, Skittish...) with the mount's rider. */
export async function mountTest(ref: FActor | string, test: MountTestId, options: GroupOptions = {}) {
  return safely("mount test", async () => {
    const actor = await actorFrom(ref);
    if (!actor || actor.type !== "mount" || !(MOUNT_TESTS as readonly string[]).includes(test)) return null;
    const system = actor.system as unknown as MountSource;
    const subject = mountSubject(actor.name, system, await rideActor(system.rider));
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
    const system = actor.system as unknown as VehicleSource;
    const subject = vehicleSubject(actor.name, system, await rideActor(system.driver));
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
 * Runs follow-up `from` (a button of a card) from this client, after the GM or the owner decided it
 * may; a test the figure takes goes to its owner.
 */
export async function runFollowUp(f: FollowUp, from: FollowUpRequest, event?: Evt) {
  switch (f.type) {
    case "reaction":
      return requestReaction(f.actor, f.test, { situation: f.situation, cause: f.cause, event });
    case "shoot": {
      const target = await actorFrom(f.target);
      return shoot(f.actor, { targets: target ? [target] : [], active: f.active, repMod: f.repMod, event });
    }
    case "recovery":
      return recovery(f.actor, f.unarmedMelee);
    case "redraw":
      return redraw(f, from);
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
