import { I18N } from "../../../config";
import { isMissingTable, type Fraction } from "../../../rules/core";
import { brawlWoundName } from "../../../rules/fill-yore-hands/brawl";
import { specs } from "../../../shell/dice/bridge";
import { rollAndPost } from "../../../shell/chat/post";
import { formDialog, skipDialog, type ClickModifiers } from "../../../shell/dialogs";
import { discardCards, drawCards, readDeck } from "../../../shell/decks/service";
import { readyDeck } from "./close-apply";
import { actorFrom, fgame, localize, type FActor, type FMessage } from "../../../shell/foundry";
import { FYH_DECKS } from "../decks";
import { readInterpretations } from "../settings";
import { brawlCard } from "../chat/brawl-card";
import { charmCard, chargenCard, jumpCard, runCard, standStillCard } from "../chat/close-cards";
import { brawlDialogContext, readBrawlForm, type BrawlDialogInput } from "./brawl-dialog";
import { brawlBlocked, brawlOddsView, rollBrawlPlan, type BrawlWorldTables } from "./brawl-flow";
import {
  CHARM_RANGE_INCHES,
  charmBlocked,
  charmChance,
  npcStanding,
  rollCharmPlan,
  type CharmDeclaration,
} from "./charm-flow";
import { chargenOddsFor, isChargenType, cardsToDraw, traitsFromDraw, traitsUpdate } from "./chargen-flow";
import { jumpBlocked, jumpOdds, looksHigher, rollJumpPlan, type JumpDeclaration } from "./jump-flow";
import {
  breathUpdate,
  rollRunPlan,
  runBlocked,
  runBreathOdds,
  standStillPlan,
  type RunTables,
} from "./run-flow";
import { effectiveAttitude } from "../../../rules/fill-yore-hands/wounds";
import type { CloseFollowUp } from "./close-actions";
import {
  closeFigure,
  flag,
  gmTable,
  inchesBetween,
  listRows,
  mine,
  missing,
  oddsText,
  refuse,
  safely,
  targetedActor,
  type CloseFigure,
} from "./close-common";

/**
 * The close-quarters entry points of `game.sixGunSound` (brawl, jump, charm, run, stand still,
 * draw traits): what a click on the figure sheet or a macro calls. Each catches its own errors and
 * tells the user why nothing happened; a table the GM has not filled is reported and nothing rolled.
 */

const C = `${I18N}.FYH.Close`;

export interface CloseOptions {
  /** The other figure (else the first token this user targets). */
  target?: FActor | string;
  event?: ClickModifiers | null;
  skipDialog?: boolean;
}

async function ask(
  options: CloseOptions,
  template: string,
  context: object,
  title: string,
  refresh?: (form: Record<string, unknown>) => object,
): Promise<Record<string, unknown> | null> {
  if (options.skipDialog || skipDialog(options.event)) return {};
  return formDialog(template, context, localize(title), { width: 460, ...(refresh ? { refresh } : {}) });
}

/** The acting figure (owned by this user) and the other one, or null after saying why. */
async function pair(ref: FActor | string, options: CloseOptions): Promise<[CloseFigure, CloseFigure] | null> {
  const actor = await actorFrom(ref);
  if (!actor || !mine(actor)) return null;
  const me = closeFigure(actor);
  const other = options.target ? await actorFrom(options.target) : targetedActor(actor);
  if (!other || other.uuid === actor.uuid) return refuse(`${C}.NoTarget`);
  return [me, closeFigure(other)];
}

function brawlTables(): BrawlWorldTables {
  return {
    brawlModifiers: gmTable("brawlModifiers"),
    brawlingRatings: gmTable("brawlingRatings"),
    damageCardTable: gmTable("damageCardTable"),
    womenInBrawlsTable: gmTable("womenInBrawlsTable"),
    rearAttackModifiers: gmTable("rearAttackModifiers"),
  };
}

// ---------------------------------------------------------------------------------------------
// Brawling (§3.7–§3.10)

export async function brawl(ref: FActor | string, options: CloseOptions = {}): Promise<FMessage | null> {
  return safely("brawl", async () => {
    const figures = await pair(ref, options);
    if (!figures) return null;
    const [attacker, defender] = figures;
    const readings = readInterpretations();
    const tables = brawlTables();
    const input: BrawlDialogInput = {
      attacker,
      defender,
      tables,
      options: readings,
      modifierRows: listRows("brawlModifiers"),
      rearRows: listRows("rearAttackModifiers"),
      ratingNames: Object.fromEntries(listRows("brawlingRatings").map((r) => [r.id, r.name])),
    };
    const form = await ask(
      options,
      "fyh/dialog/brawl.hbs",
      brawlDialogContext(input),
      `${I18N}.FYH.Action.brawl`,
      (f) => brawlDialogContext(input, f),
    );
    if (!form) return null;
    const decl = readBrawlForm(input, form);
    const blocked = brawlBlocked(decl, tables, readings);
    if (blocked && isMissingTable(blocked)) return (await missing(blocked)) ?? null;
    if (blocked) return refuse(`${C}.NeedsContact`);
    const odds = brawlDialogContext(input, form).odds;
    const woundName = brawlWoundName("pinked", gmTable("brawlWoundNames")).name;
    const message = await rollAndPost(
      (dice) => rollBrawlPlan(dice, decl, tables, readings),
      (p) => [
        ...(p.rear ? specs([p.rear.rolls.attacker, p.rear.rolls.defender], "rollOff", "rear") : []),
        ...specs([p.brawl.rolls.attacker, p.brawl.rolls.defender], "melee", "brawl"),
      ],
      (plan) => ({
        template: "fyh/chat/brawl.hbs",
        context: brawlCard(plan, { attacker: attacker.name, defender: defender.name }, woundName, odds),
        kind: "fyhBrawl",
        groups: plan.groups,
        actor: attacker.actor,
      }),
    );
    // The attacker's surprise (a landed jump's) is spent on this brawl.
    if ((attacker.system.surpriseBonus ?? 0) > 0) await attacker.actor.update({ "system.surpriseBonus": 0 });
    return message ?? null;
  });
}

/** The brawl odds before any die, for a macro or a test (null when blocked). */
export { brawlOddsView };

// ---------------------------------------------------------------------------------------------
// Jumping on someone (§3.9)

export async function jump(ref: FActor | string, options: CloseOptions = {}): Promise<FMessage | null> {
  return safely("jump", async () => {
    const figures = await pair(ref, options);
    if (!figures) return null;
    const [jumper, target] = figures;
    const readings = readInterpretations();
    const quicknessValues = gmTable("quicknessValues");
    const chance = jumpOdds(target, quicknessValues);
    const context = (form: Record<string, unknown>) => ({
      jumper: jumper.name,
      target: target.name,
      fromHigherGround:
        form.fromHigherGround === undefined ? looksHigher(jumper, target) : flag(form.fromHigherGround),
      quicknessKey: `${I18N}.FYH.Quickness.${target.system.quickness}`,
      odds: isMissingTable(chance) ? null : oddsText(chance),
    });
    const form = await ask(options, "fyh/dialog/jump.hbs", context({}), `${I18N}.FYH.Action.jump`, context);
    if (!form) return null;
    const decl: JumpDeclaration = { jumper, target, fromHigherGround: context(form).fromHigherGround };
    const blocked = jumpBlocked(decl, quicknessValues, readings);
    if (blocked && isMissingTable(blocked)) return (await missing(blocked)) ?? null;
    if (blocked) return refuse(`${C}.NotHigher`);
    let landed = false;
    const message = await rollAndPost(
      (dice) => rollJumpPlan(dice, decl, quicknessValues, readings),
      (p) => specs([p.jump.rolls.jumper, p.jump.rolls.target], "rollOff", "jump"),
      (plan) => {
        landed = plan.jump.landed;
        return {
          template: "fyh/chat/jump.hbs",
          context: jumpCard(
            plan,
            { jumper: jumper.name, target: target.name },
            isMissingTable(chance) ? null : chance,
          ),
          kind: "fyhJump",
          groups: plan.groups,
          followUps: plan.followUps,
          actor: jumper.actor,
        };
      },
    );
    // The jumper's own figure: surprise for the brawl, or prone where he landed (L128–L131).
    await jumper.actor.update(landed ? { "system.surpriseBonus": 1 } : { "system.prone": true });
    return message ?? null;
  });
}

// ---------------------------------------------------------------------------------------------
// Charm (§3.11)

export async function charm(ref: FActor | string, options: CloseOptions & { distance?: number } = {}) {
  return safely("charm", async () => {
    const figures = await pair(ref, options);
    if (!figures) return null;
    const [charmer, npc] = figures;
    if (charmer.system.isNPC) return refuse(`${C}.CharmerIsNpc`, { name: charmer.name });
    if (!npc.system.isNPC) return refuse(`${C}.NotAnNpc`, { name: npc.name });
    const readings = readInterpretations();
    const charmLevels = gmTable("charmLevels");
    const measured = options.distance ?? inchesBetween(charmer.actor, npc.actor);
    const failed = (charmer.actor.getFlag("six-gun-sound", "charmFailed") as string[] | undefined) ?? [];
    const declOf = (form: Record<string, unknown>): CharmDeclaration => {
      const typed = Number(form.distance);
      return {
        charmer,
        npc,
        distanceInches:
          form.distance !== undefined && form.distance !== "" && Number.isFinite(typed) && typed >= 0
            ? typed
            : (measured ?? CHARM_RANGE_INCHES),
        failedBefore: Array.isArray(failed) && failed.includes(npc.uuid),
      };
    };
    const chanceOf = (d: CharmDeclaration): Fraction | null => {
      const c = charmChance(d, charmLevels);
      return isMissingTable(c) ? null : c;
    };
    const attitude = effectiveAttitude(npcStanding(npc));
    const context = (form: Record<string, unknown>) => {
      const d = declOf(form);
      const c = chanceOf(d);
      return {
        charmer: charmer.name,
        npc: npc.name,
        distance: d.distanceInches,
        measured: measured !== null,
        attitudeKey: `${I18N}.FYH.Attitude.${attitude}`,
        odds: c ? oddsText(c) : null,
      };
    };
    const form = await ask(options, "fyh/dialog/charm.hbs", context({}), `${I18N}.FYH.Action.charm`, context);
    if (!form) return null;
    const decl = declOf(form);
    const blocked = charmBlocked(decl, charmLevels, readings);
    if (blocked && isMissingTable(blocked)) return (await missing(blocked)) ?? null;
    if (blocked) return refuse(`${C}.CharmRefused.${blocked.refused}`, { npc: npc.name });
    let charmed = false;
    const message = await rollAndPost(
      (dice) => rollCharmPlan(dice, decl, charmLevels, readings),
      (p) => specs([p.charm.roll], "test", "charm"),
      (plan) => {
        charmed = plan.charm.charmed;
        return {
          template: "fyh/chat/charm.hbs",
          context: charmCard(
            plan,
            { charmer: charmer.name, npc: npc.name },
            attitude,
            chanceOf(decl),
            readings.charmRetry,
          ),
          kind: "fyhCharm",
          groups: plan.groups,
          actor: charmer.actor,
        };
      },
    );
    // A failure is remembered on the charmer (FYH-Q20 decides whether he may try again).
    if (!charmed && !decl.failedBefore)
      await charmer.actor.setFlag("six-gun-sound", "charmFailed", [
        ...(Array.isArray(failed) ? failed : []),
        npc.uuid,
      ]);
    return message ?? null;
  });
}

// ---------------------------------------------------------------------------------------------
// Running, Outa Breath, standing still (§3.6)

function runTables(): RunTables {
  return { movementDieMap: gmTable("movementDieMap"), outaBreath: gmTable("outaBreath") };
}

export async function run(ref: FActor | string): Promise<FMessage | null> {
  return safely("run", async () => {
    const actor = await actorFrom(ref);
    if (!actor || !mine(actor)) return null;
    const f = closeFigure(actor);
    const readings = readInterpretations();
    const tables = runTables();
    const blocked = runBlocked(f, tables, readings);
    if (blocked === "outaBreath") return refuse(`${C}.OutaBreathNoRun`, { name: f.name });
    if (blocked) return (await missing(blocked)) ?? null;
    const odds = runBreathOdds(f, tables);
    let update: Record<string, unknown> = {};
    const message = await rollAndPost(
      (dice) => rollRunPlan(dice, f, tables, readings),
      (p) => [
        ...specs([p.distance.face], "moveFast", "run"),
        ...(p.breath.test ? specs([p.breath.test.roll], "test", "breath") : []),
      ],
      (result) => {
        update = breathUpdate(result.breath, true);
        return {
          template: "fyh/chat/run.hbs",
          context: runCard(f.name, result, odds && !isMissingTable(odds) ? odds : null),
          kind: "fyhRun",
          actor,
        };
      },
    );
    await actor.update(update);
    return message ?? null;
  });
}

export async function standStill(ref: FActor | string): Promise<FMessage | null> {
  return safely("stand still", async () => {
    const actor = await actorFrom(ref);
    if (!actor || !mine(actor)) return null;
    const f = closeFigure(actor);
    const breath = standStillPlan(f, readInterpretations());
    const message = await rollAndPost(
      () => breath,
      () => [],
      () => ({
        template: "fyh/chat/run.hbs",
        context: standStillCard(f.name, breath),
        kind: "fyhStandStill",
        actor,
      }),
    );
    await actor.update(breathUpdate(breath, false));
    return message ?? null;
  });
}

// ---------------------------------------------------------------------------------------------
// Character generation by card draw (§3.12)

const CHARGEN_DECK = FYH_DECKS.find((d) => d.id === "chargen")!;

/** The GM draws a figure's chargen card(s) and writes the traits they give on the figure. */
export async function drawTraits(ref: FActor | string): Promise<FMessage | null> {
  return safely("draw traits", async () => {
    if (!fgame().user.isGM) return refuse(`${C}.GmDraws`);
    const actor = await actorFrom(ref);
    if (!actor) return null;
    const f = closeFigure(actor);
    const type = f.system.characterType;
    if (!isChargenType(type)) return refuse(`${C}.CustomType`, { name: f.name });
    const readings = readInterpretations();
    const handle = await readyDeck(CHARGEN_DECK);
    const odds = chargenOddsFor(type, readings, readDeck(handle).drawPile);
    const { drawn } = await drawCards(handle, { count: cardsToDraw(type, readings) });
    await discardCards(handle);
    const traits = traitsFromDraw(type, readings, drawn);
    await actor.update(traitsUpdate(traits, drawn));
    return (
      (await rollAndPost(
        () => traits,
        () => [],
        () => ({
          template: "fyh/chat/chargen.hbs",
          context: chargenCard(f.name, traits, drawn, odds),
          kind: "fyhChargen",
          actor,
        }),
      )) ?? null
    );
  });
}

/** A close-quarters card's next step on this client: the brawl a jump offers. */
export async function runCloseFollowUp(f: CloseFollowUp, options: { skipDialog?: boolean } = {}) {
  if (f.type !== "fyhBrawl") return null;
  return brawl(f.actor, { target: f.target, ...(options.skipDialog ? { skipDialog: true } : {}) });
}
