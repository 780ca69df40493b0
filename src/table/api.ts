import { I18N, SYSTEM_ID } from "../config";
import { RulesError, type DiceSource } from "../rules/core";
import type { PassCount } from "../rules/blaze-of-glory/ids";
import { REACTION_TESTS, type ReactionSituation, type ReactionTest } from "../rules/blaze-of-glory/reactions";
import type { CoverKind } from "../rules/blaze-of-glory/shooting";
import type { StructureKind } from "../rules/blaze-of-glory/buildings";
import { rollThrough } from "../dice/bridge";
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
import { foundryRoller } from "../dice/rolls";
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
import { postCard } from "../chat/post";
import { chooseRoller } from "../queries/authorize";
import type { CardFlags, FollowUp } from "./actions";
import { figureFromActor } from "./document";
import { situationFromFigure, type TableFigure } from "./figure";
import { fgame, fv, localize, notify, type FActor, type FMessage, type FToken } from "./foundry";
import {
  challengeDeclaration,
  challengeDialogContext,
  drawDialogContext,
  meleeDialogContext,
  readChallengeForm,
  readDrawForm,
  readMeleeForm,
  readReactionForm,
  reactionDialogContext,
  shootDialogContext,
  DEFAULT_CHALLENGE,
} from "./dialog-context";
import { formDialog, skipDialog } from "./dialogs";
import {
  chooseReactionPlan,
  freeWillAllowed,
  rollReactionPlan,
  type ReactionCause,
  type ReactionPlan,
} from "./reaction-flow";
import { rollExchangePlan, rollShotPlan, type ExchangeDeclaration } from "./shooting-flow";
import { exchangeDeclaration, exchangeDice } from "./exchange-entry";
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

function card(
  kind: CardFlags["kind"],
  groups: CardFlags["groups"],
  followUps: FollowUp[],
  faces: number[],
): CardFlags {
  return { kind, groups, followUps, applied: [], faces };
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

/** Rolls (or lets a Star choose) a reaction test for a figure this user may roll for. */
export async function rollReactionHere(
  ref: FActor | string,
  test: ReactionTest,
  options: ReactionOptions = {},
): Promise<FMessage | null> {
  return safely("reaction", async () => {
    if (!(REACTION_TESTS as readonly string[]).includes(test)) throw new Error(`unknown test ${test}`);
    const actor = await actorFrom(ref);
    if (!actor) return null;
    const figure = figureOf(actor);
    const settings = readTableSettings();
    let situation = situationFromFigure(figure, options.situation ?? {});
    let choice: PassCount | null = null;
    const freeWill = freeWillAllowed(figure, test, settings);
    if (!options.skipDialog && !skipDialog(options.event)) {
      const form = await formDialog(
        "dialog/reaction.hbs",
        reactionDialogContext(figure, test, situation, freeWill),
        localize(`${I18N}.Table.Test.${test}`),
      );
      if (!form) return null;
      const read = readReactionForm(form, situation);
      situation = read.situation;
      choice = freeWill ? read.choice : null;
    }
    const roller = foundryRoller();
    let plan: ReactionPlan;
    let faces: number[] = [];
    if (choice !== null) {
      try {
        plan = chooseReactionPlan(figure, test, situation, choice, undefined, settings, options.cause);
      } catch (error) {
        if (!(error instanceof RulesError) || error.field !== "rerollPasses") throw error;
        plan = chooseReactionPlan(figure, test, situation, choice, choice, settings, options.cause);
      }
    } else {
      const rolled = await rollThrough(
        (src) => rollReactionPlan(src, figure, test, situation, settings, options.cause),
        (p) => reactionDice(p.result),
        roller,
      );
      plan = rolled.result;
      faces = rolled.faces;
    }
    const message = await postCard({
      template: "chat/reaction.hbs",
      context: reactionCard(figure, plan),
      card: card("reaction", plan.groups, plan.followUps, faces),
      rolls: roller.rolls,
      actor,
      rollMode: handRollMode(figure),
    });
    if (plan.result.toughConsumed && actor.isOwner) await actor.setFlag(SYSTEM_ID, "toughUsed", true);
    return message ?? null;
  });
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
    const game = fgame();
    const owners = [...game.users].filter((u) => !u.isGM && u.active && actor.testUserPermission(u, "OWNER"));
    const me = game.user;
    if (!me.isGM && actor.isOwner) return rollReactionHere(actor, test, options);
    const roller = chooseRoller(owners, game.users.activeGM);
    if (!roller) {
      notify("warn", `${I18N}.Chat.NoGM`);
      return null;
    }
    if (roller.isSelf) return rollReactionHere(actor, test, options);
    if (!me.isGM) {
      // A player asking for someone else's figure: the GM routes it.
      const gm = game.users.activeGM;
      if (!gm) return (notify("warn", `${I18N}.Chat.NoGM`), null);
      return gm.query(`${SYSTEM_ID}.requestReaction`, {
        actorUuid: actor.uuid,
        test,
        situation: options.situation ?? {},
        cause: options.cause ?? null,
      });
    }
    notify("info", `${I18N}.Chat.Asking`, { name: actor.name });
    const timeout = Number(readTableSettings().reactionTimeout) * 1000;
    try {
      return await roller.query(
        `${SYSTEM_ID}.rollReaction`,
        { actorUuid: actor.uuid, test, situation: options.situation ?? {}, cause: options.cause ?? null },
        { timeout },
      );
    } catch (error) {
      console.warn("six-gun-sound | no answer, the GM rolls", error);
      notify("info", `${I18N}.Chat.GMRolls`, { name: actor.name });
      return rollReactionHere(actor, test, { ...options, skipDialog: true });
    }
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

export async function shoot(ref: FActor | string, options: ShootOptions = {}) {
  return safely("shoot", async () => {
    const actor = await actorFrom(ref);
    if (!actor) return null;
    const shooter = figureOf(actor);
    const game = fgame();
    const targetTokens = options.targets ? [] : [...game.user.targets];
    const targetActors =
      options.targets ?? targetTokens.map((t) => t.actor).filter((a): a is FActor => a !== null);
    const targets = targetActors.map((a) => ({ actor: a, figure: figureOf(a) }));
    if (targets.length === 0) return (notify("warn", `${I18N}.Dialog.NoTargets`), null);
    const from = tokenOf(actor);
    const rows = targets.map((t, i) => ({
      figure: t.figure,
      distance: distanceBetween(from, targetTokens[i] ?? tokenOf(t.actor)) ?? 6,
      cover: (t.figure.system.encounter.duckBack || t.figure.system.encounter.hidden
        ? "obscuring"
        : "none") as CoverKind,
    }));
    let ctx = shootDialogContext(shooter, options.weapon ?? "", rows, options.active ?? true);
    let dice = ctx.targets.map((t) => t.dice);
    let active = options.active ?? true;
    if (!skipDialog(options.event)) {
      const form = await formDialog("dialog/shoot.hbs", ctx, localize(`${I18N}.Table.Shoot`), 440);
      if (!form) return null;
      ctx = shootDialogContext(shooter, String(form.weapon ?? ctx.weapon), rows, Boolean(form.active));
      active = Boolean(form.active);
      rows.forEach((r, i) => {
        const d = Number(form[`targets.${i}.distance`]);
        if (Number.isFinite(d) && d >= 0) r.distance = d;
        const c = String(form[`targets.${i}.cover`] ?? r.cover);
        if (["none", "bulletproof", "obscuring", "woods"].includes(c)) r.cover = c as CoverKind;
      });
      dice = rows.map((_, i) => Math.max(0, Math.floor(Number(form[`targets.${i}.dice`] ?? 0))));
    }
    const declared = rows
      .map((r, i) => ({
        figure: r.figure,
        dice: dice[i] ?? 0,
        distance: r.distance,
        cover: { kind: r.cover },
      }))
      .filter((t) => t.dice > 0);
    if (declared.length === 0 || !ctx.weapon) return null;
    const decl = { shooter, weapon: ctx.weapon, active, targets: declared, repMod: options.repMod ?? 0 };
    const settings = readTableSettings();
    const roller = foundryRoller();
    const out = await rollThrough(
      (src) => rollShotPlan(src, decl, settings),
      (p) => shotDice(p.input, p.result),
      roller,
    );
    const weaponName = shooter.weapons.find((w) => w.id === ctx.weapon)?.name ?? "";
    return postCard({
      template: "chat/shot.hbs",
      context: shotCard(
        out.result,
        shooter.name,
        weaponName,
        declared.map((d) => d.figure),
      ),
      card: card("shot", out.result.groups, out.result.followUps, out.faces),
      rolls: roller.rolls,
      actor,
    });
  });
}

export async function reload(ref: FActor | string, weaponId?: string) {
  return safely("reload", async () => {
    const actor = await actorFrom(ref);
    if (!actor) return null;
    const figure = figureOf(actor);
    const weapon =
      figure.weapons.find((w) => w.id === weaponId) ?? figure.weapons.find((w) => w.ammo !== "loaded");
    if (!weapon) return null;
    const roller = foundryRoller();
    const out = await rollThrough(
      (src) => rollReloadPlan(src, figure, weapon.id, readTableSettings()),
      (p) => p.result.dice.map(() => ({ faces: 6, purpose: "generic" as const, step: "reload" })),
      roller,
    );
    return postCard({
      template: "chat/test.hbs",
      context: reloadCard(out.result, figure.name, weapon.name),
      card: card("reload", out.result.groups, [], out.faces),
      rolls: roller.rolls,
      actor,
    });
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
async function rollAndPostDraw(decl: DrawDeclaration) {
  const figures = decl.figures.map((d) => d.figure);
  const roller = foundryRoller();
  const out = await rollThrough(
    (src) => rollDrawPlan(src, decl, readTableSettings()),
    (p) => [...p.flinch.flatMap((f, i) => reactionDice(f.result, `flinch${i}.`)), ...drawDice(p.draw)],
    roller,
  );
  const plan = { ...out.result, followUps: withRedrawFollowUps(out.result, decl) };
  const names = Object.fromEntries(figures.map((f) => [f.uuid, f.name]));
  const toughness = Object.fromEntries(figures.map((f) => [f.uuid, f.system.toughness]));
  return postCard({
    template: "chat/draw.hbs",
    context: drawCard(plan, names, toughness),
    card: card("draw", plan.groups, plan.followUps, out.faces),
    rolls: roller.rolls,
    alias: localize(`${I18N}.Chat.Draw`),
  });
}

/** The Draw between the chosen figures: the dialog asks weapons and who draws on whom. */
export async function draw(actors?: FActor[], options: GroupOptions = {}) {
  return safely("draw", async () => {
    const list = chosenActors(actors);
    const figures = list.map(figureOf);
    if (figures.length < 2) return (notify("warn", `${I18N}.Chat.NoFigure`), null);
    let data: Record<string, unknown> = {};
    if (!skipDialog(options.event)) {
      const form = await formDialog(
        "dialog/draw.hbs",
        drawDialogContext(figures),
        localize(`${I18N}.Table.Draw`),
        480,
      );
      if (!form) return null;
      data = form;
    }
    return rollAndPostDraw(readDrawForm(figures, data));
  });
}

/**
 * The Draw card's "Got the Drop → re-draw": the covered figure takes GOT THE DROP (its card is
 * posted), then, unless he surrenders, the Draw is fought again at once (`redrawFromStored`).
 */
export async function gotTheDropRedraw(f: Extract<FollowUp, { type: "redraw" }>) {
  return safely("re-draw", async () => {
    const actors = await Promise.all(f.draw.figures.map((d) => actorFrom(d.uuid)));
    const figures = actors.map((a) => {
      if (!a) throw new Error(localize(`${I18N}.Chat.NoFigure`));
      return figureOf(a);
    });
    const loser = figures.find((x) => x.uuid === f.actor);
    const loserActor = actors.find((a) => a?.uuid === f.actor) ?? null;
    if (!loser) throw new Error(localize(`${I18N}.Chat.NoFigure`));
    const settings = readTableSettings();
    const roller = foundryRoller();
    const rolled = await rollThrough(
      (src) => rollReactionPlan(src, loser, "gotTheDrop", situationFromFigure(loser), settings),
      (p) => reactionDice(p.result),
      roller,
    );
    const message = await postCard({
      template: "chat/reaction.hbs",
      context: reactionCard(loser, rolled.result),
      card: card("reaction", rolled.result.groups, rolled.result.followUps, rolled.faces),
      rolls: roller.rolls,
      actor: loserActor,
      rollMode: handRollMode(loser),
    });
    const decl = redrawFromStored(f.draw, figures, f.winner, f.actor, rolled.result.result);
    return decl ? rollAndPostDraw(decl) : (message ?? null);
  });
}

/** Fightin' between the chosen figures: the dialog asks sides, weapons, flank and charge. */
export async function melee(actors?: FActor[], options: GroupOptions = {}) {
  return safely("melee", async () => {
    const list = chosenActors(actors);
    const figures = list.map(figureOf);
    if (figures.length < 2) return (notify("warn", `${I18N}.Chat.NoFigure`), null);
    const [first, ...others] = figures;
    const sides = { a: first!.name, b: others.map((o) => o.name).join(", ") };
    const fighters = figures.map((f) => ({ figure: f, side: f === first ? "a" : "b" }));
    let data: Record<string, unknown> = {};
    if (!skipDialog(options.event)) {
      const form = await formDialog(
        "dialog/melee.hbs",
        meleeDialogContext(fighters, sides),
        localize(`${I18N}.Table.Melee`),
        520,
      );
      if (!form) return null;
      data = form;
    }
    const decl = readMeleeForm(fighters, sides, data);
    if (decl.contacts.length === 0) return (notify("warn", `${I18N}.Chat.NoFigure`), null);
    const roller = foundryRoller();
    const out = await rollThrough(
      (src) => rollMeleePlan(src, decl, readTableSettings()),
      (p) =>
        p.fight.rounds.flatMap(({ result }) => [
          ...meleeRoundDice(result),
          ...p.keepFightin
            .filter((k) => k.round === result.round)
            .flatMap((k, i) => reactionDice(k.result, `kf${result.round}.${i}.`)),
        ]),
      roller,
    );
    const names = Object.fromEntries(figures.map((f) => [f.uuid, f.name]));
    const sideNames = Object.fromEntries(
      Object.keys(sides).map((side) => [
        side,
        decl.fighters
          .filter((d) => d.side === side)
          .map((d) => d.figure.name)
          .join(", "),
      ]),
    );
    return postCard({
      template: "chat/melee.hbs",
      context: meleeCard(out.result, names, sideNames),
      card: card("melee", out.result.groups, out.result.followUps, out.faces),
      rolls: roller.rolls,
      alias: localize(`${I18N}.Chat.Melee`),
    });
  });
}

export async function moveFast(actors?: FActor[]) {
  return safely("move fast", async () => {
    const figures = chosenActors(actors).map(figureOf);
    if (figures.length === 0) return (notify("warn", `${I18N}.Chat.NoFigure`), null);
    const roller = foundryRoller();
    const out = await rollThrough(
      (src) => rollMoveFastPlan(src, figures, readTableSettings()),
      (p) => moveFastDice(p.result),
      roller,
    );
    const names = Object.fromEntries(figures.map((f) => [f.uuid, f.name]));
    const reps = Object.fromEntries(figures.map((f) => [f.uuid, f.system.rep]));
    return postCard({
      template: "chat/test.hbs",
      context: moveFastCard(out.result, names, reps),
      card: card("moveFast", out.result.groups, [], out.faces),
      rolls: roller.rolls,
      alias: localize(`${I18N}.Table.MoveFast`),
    });
  });
}

export async function challenge(ref: FActor | string, event?: Evt) {
  return safely("challenge", async () => {
    const actor = await actorFrom(ref);
    if (!actor) return null;
    const figure = figureOf(actor);
    let form = DEFAULT_CHALLENGE;
    if (!skipDialog(event)) {
      const data = await formDialog(
        "dialog/challenge.hbs",
        challengeDialogContext(figure),
        localize(`${I18N}.Table.Challenge`),
      );
      if (!data) return null;
      form = readChallengeForm(data);
    }
    const decl = challengeDeclaration(figure, form);
    const roller = foundryRoller();
    const out = await rollThrough(
      (src) => rollChallengePlan(src, decl),
      (p) => taskDice(p.result),
      roller,
    );
    return postCard({
      template: "chat/test.hbs",
      context: challengeCard(out.result, figure.name, form.kind, form.retry),
      card: card("task", [], [], out.faces),
      rolls: roller.rolls,
      actor,
    });
  });
}

export async function startFire(structure: StructureKind = "frameBuilding", wet = false) {
  return safely("fire", async () => {
    const roller = foundryRoller();
    const out = await rollThrough(
      (src) => rollFirePlan(src, { structure, wet }),
      (r) => fireDice(r),
      roller,
    );
    return postCard({
      template: "chat/test.hbs",
      context: fireCard(out.result, ""),
      card: card("fire", [], [], out.faces),
      rolls: roller.rolls,
      alias: localize(`${I18N}.Chat.Fire.title`),
    });
  });
}

export async function recovery(ref: FActor | string, unarmedMelee = false) {
  return safely("recovery", async () => {
    const actor = await actorFrom(ref);
    if (!actor) return null;
    const figure = figureOf(actor);
    const roller = foundryRoller();
    const out = await rollThrough(
      (src) => rollRecoveryPlan(src, figure, woundCause(figure, unarmedMelee), readTableSettings()),
      (p) => recoveryDice(p.result),
      roller,
    );
    return postCard({
      template: "chat/test.hbs",
      context: recoveryCard(out.result),
      card: card("recovery", out.result.groups, [], out.faces),
      rolls: roller.rolls,
      actor,
    });
  });
}

/**
 * An exchange of fire between the user's controlled figure (who fires first) and his target, or
 * the two actors given: shots and BEEN SHOT AT tests until one is hit or stops, on one card.
 */
export async function exchange(actors?: FActor[]) {
  return safely("exchange", async () => {
    const list = chosenActors(actors);
    if (list.length !== 2) return (notify("warn", `${I18N}.Chat.NoFigure`), null);
    const [a, b] = list as [FActor, FActor];
    const first = figureOf(a);
    const second = figureOf(b);
    const distance = distanceBetween(tokenOf(a), tokenOf(b)) ?? 6;
    const decl = exchangeDeclaration(first, second, distance);
    if (!decl) return (notify("warn", `${I18N}.Chat.CannotFire`), null);
    const roller = foundryRoller();
    const out = await rollThrough(
      (src) => rollExchangePlan(src, decl, readTableSettings()),
      exchangeDice,
      roller,
    );
    const meta = (side: ExchangeDeclaration["first"]) => ({
      name: side.figure.name,
      weaponName: side.figure.weapons.find((w) => w.id === side.weapon)?.name ?? "",
      toughness: side.figure.system.toughness,
      cover: side.cover.kind,
    });
    return postCard({
      template: "chat/exchange.hbs",
      context: exchangeCard(out.result, meta(decl.first), meta(decl.second), distance),
      card: card("exchange", out.result.groups, [], out.faces),
      rolls: roller.rolls,
      actor: a,
    });
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

async function postRide(
  actor: FActor,
  run: (src: DiceSource) => RideResult,
  subjectName: string,
  figure: RideFigure | null,
) {
  const roller = foundryRoller();
  const out = await rollThrough(run, rideDice, roller);
  return postCard({
    template: "chat/test.hbs",
    context: rideCard(out.result, subjectName, figure),
    card: card("task", rideActions(out.result, figure), [], out.faces),
    rolls: roller.rolls,
    actor,
  });
}

/** Asks the ride test's situation questions (none, or Shift-click: the defaults). */
async function rideOptions(
  test: RideTestId,
  subjectName: string,
  figure: RideFigure | null,
  event?: Evt,
): Promise<RideOptions | null> {
  const ctx = rideDialogContext(test, subjectName, figure?.name ?? "");
  if (ctx.options.length === 0 || skipDialog(event)) return {};
  const form = await formDialog("dialog/ride.hbs", ctx, localize(ctx.title));
  return form ? readRideForm(test, form) : null;
}

/** A mount test (mounting, moving fast, rough going, Skittish...) with the mount's rider. */
export async function mountTest(ref: FActor | string, test: MountTestId, options: GroupOptions = {}) {
  return safely("mount test", async () => {
    const actor = await actorFrom(ref);
    if (!actor || actor.type !== "mount" || !(MOUNT_TESTS as readonly string[]).includes(test)) return null;
    const system = actor.system as unknown as MountSource;
    const subject = mountSubject(actor.name, system, await rideActor(system.rider));
    const blocked = mountTestButtons({ ...subject, hasRider: subject.rider !== null }).find(
      (b) => b.test === test,
    )?.blocked;
    if (blocked) return (notify("warn", blocked), null);
    const opts = await rideOptions(test, subject.name, subject.rider, options.event);
    if (!opts) return null;
    return postRide(actor, (src) => rollMountTest(src, test, subject, opts), subject.name, subject.rider);
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
    const blocked = vehicleTestButtons({
      animal: subject.team.animal,
      hasDriver: subject.driver !== null,
    }).find((b) => b.test === test)?.blocked;
    if (blocked) return (notify("warn", blocked), null);
    const opts = await rideOptions(test, subject.name, subject.driver, options.event);
    if (!opts) return null;
    return postRide(actor, (src) => rollVehicleTest(src, test, subject, opts), subject.name, subject.driver);
  });
}

/** Runs one follow-up of a card on this client (after the GM or the owner decided it may). */
export async function runFollowUp(f: FollowUp, event?: Evt) {
  switch (f.type) {
    case "reaction":
      return requestReaction(f.actor, f.test, { situation: f.situation, event });
    case "shoot": {
      const target = await actorFrom(f.target);
      return shoot(f.actor, { targets: target ? [target] : [], active: f.active, repMod: f.repMod, event });
    }
    case "recovery":
      return recovery(f.actor, f.unarmedMelee);
    case "redraw":
      return gotTheDropRedraw(f);
  }
}

/** What `game.sixGunSound` exposes to sheets, the token HUD and macros. */
export const TABLE_API = {
  rollReaction: (actor: FActor | string, test: ReactionTest, options?: ReactionOptions) =>
    requestReaction(actor, test, options),
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
