import type { DiceSource } from "../../../rules/core";
import {
  NEW_DRAW,
  gotTheDropFollowUp,
  rollDraw,
  type DrawParticipant,
  type DrawResult,
  type DrawState,
  type FlinchOutcome,
} from "../../../rules/blaze-of-glory/draw";
import { rollReaction, type ReactionResult } from "../../../rules/blaze-of-glory/reactions";
import {
  addWound,
  rollDamage,
  rollImHit,
  type DamageRoll,
  type ImHitResult,
  type KillResult,
} from "../../../rules/blaze-of-glory/shooting";
import { I18N } from "../../../config";
import {
  ammoAction,
  applyGroup,
  reactionFollowUp,
  setCondition,
  shootFollowUp,
  woundActions,
  type ActionGroup,
  type FollowUp,
  type TableAction,
} from "./actions";
import {
  figureWounds,
  killOutcome,
  reactionRequest,
  starKills,
  situationFromFigure,
  type StarKill,
  weaponOf,
  type TableFigure,
} from "./figure";
import { reactionActions } from "./reaction-flow";
import { rulesOptions, type TableSettingValues } from "./settings";

/**
 * The Draw at the table (L1678–1767): everyone squaring off takes the FLINCH CHECK, then every pool
 * is rolled and read pair by pair. Two more rolls SHOOTIN' DAMAGE (and I'm Hit) at once; one more
 * leaves a normal shot to the winner; three more covers the loser, who takes GOT THE DROP.
 */

export interface DrawFigureDeclaration {
  figure: TableFigure;
  /** Embedded item id of the weapon drawn. */
  weapon: string;
  /** Uuids of the figures drawn on. */
  targets: string[];
  hasDrop?: boolean;
  /** A re-draw keeps the FLINCH results (L1711): give them instead of testing again. */
  flinch?: FlinchOutcome;
}

export interface DrawDeclaration {
  figures: DrawFigureDeclaration[];
  state?: DrawState;
}

export interface DrawDamage {
  target: string;
  by: string;
  damage: DamageRoll;
  kill: KillResult | null;
  recovery: ImHitResult | null;
  outcome: "scratch" | "wounded" | "outOfTheFight" | "obviouslyDead" | "cheatedDeath";
}

export interface DrawPlan {
  participants: DrawParticipant[];
  flinch: { id: string; result: ReactionResult }[];
  draw: DrawResult;
  damage: DrawDamage[];
  /** Outright kills (a 3 among the winner's dice), as a Star's advantages leave them. */
  kills: StarKill[];
  groups: ActionGroup[];
  followUps: FollowUp[];
}

function flinchOutcome(r: ReactionResult): FlinchOutcome {
  return r.directive === "flinched" || r.directive === "unmanned" ? r.directive : "drawNormally";
}

const drawnWeapon = (d: DrawFigureDeclaration) => weaponOf(d.figure, d.weapon);

const notFlinched = (a: TableAction) => !(a.type === "encounter" && a.flag === "flinched");

export function rollDrawPlan(
  source: DiceSource,
  decl: DrawDeclaration,
  settings: Partial<TableSettingValues> = {},
): DrawPlan {
  const options = rulesOptions(settings);
  const flinch: DrawPlan["flinch"] = [];
  const participants: DrawParticipant[] = decl.figures.map((d) => {
    // A FLINCH CHECK taken before the Draw (its result is on the token) stands: no second test.
    let outcome = d.flinch ?? (d.figure.system.encounter.flinched ? "flinched" : undefined);
    if (outcome === undefined) {
      const r = rollReaction(
        source,
        reactionRequest(d.figure, "flinch", situationFromFigure(d.figure), options),
      );
      flinch.push({ id: d.figure.uuid, result: r });
      outcome = flinchOutcome(r);
    }
    return {
      id: d.figure.uuid,
      profession: d.figure.system.profession,
      rep: d.figure.system.rep,
      weapon: drawnWeapon(d).weapon,
      flinch: outcome,
      targets: d.targets,
      hasDrop: d.hasDrop ?? false,
    };
  });
  const draw = rollDraw(source, participants, decl.state ?? NEW_DRAW, options.draw);
  const byId = new Map(decl.figures.map((d) => [d.figure.uuid, d]));

  // SHOOTIN' DAMAGE for every "2 more" (L1757), then I'm Hit for each I'm Hit result.
  const damage: DrawDamage[] = [];
  const wounds = new Map(decl.figures.map((d) => [d.figure.uuid, figureWounds(d.figure)]));
  for (const pairing of draw.pairings) {
    if (pairing.code !== "rollDamage") continue;
    const winner = byId.get(pairing.winner!)!;
    const loser = byId.get(pairing.loser!)!;
    const dmg = rollDamage(source, drawnWeapon(winner).weapon);
    let kill: KillResult | null = null;
    let recovery: ImHitResult | null = null;
    let outcome: DrawDamage["outcome"];
    const before = wounds.get(loser.figure.uuid)!;
    if (dmg.effect === "obviouslyDead") {
      kill = killOutcome(loser.figure, winner.figure, options.shooting);
      outcome = kill.outcome;
      wounds.set(loser.figure.uuid, addWound(before, dmg.location));
    } else if (dmg.effect === "outOfTheFight") {
      outcome = "outOfTheFight";
      wounds.set(loser.figure.uuid, addWound(before, dmg.location, dmg.location === "gut"));
    } else {
      recovery = rollImHit(
        source,
        { toughness: loser.figure.system.toughness, location: dmg.location, wounds: before },
        options.shooting,
      );
      outcome = recovery.outcome;
      wounds.set(loser.figure.uuid, recovery.wounds);
    }
    damage.push({ target: loser.figure.uuid, by: winner.figure.uuid, damage: dmg, kill, recovery, outcome });
  }

  const kills = starKills(
    draw.pairings.filter((p) => p.code === "obviouslyDead"),
    byId,
    options.shooting,
  );

  const groups: ActionGroup[] = [];
  const followUps: FollowUp[] = [];
  for (const f of draw.figures) {
    const d = byId.get(f.id)!;
    const actions: TableAction[] = [];
    const fl = flinch.find((x) => x.id === f.id);
    // Flinched! counts in this Draw (and its re-draws) only: the token keeps no Flinched after it.
    if (fl) actions.push(...reactionActions(f.id, fl.result, d.figure.system.encounter).filter(notFlinched));
    if (d.figure.system.encounter.flinched) actions.push(setCondition(f.id, "flinched", false));
    if (f.emptyGun) actions.push(ammoAction(f.id, drawnWeapon(d), "mustReload"));
    actions.push(...woundActions(f.id, d.figure.system.wounds, wounds.get(f.id)!));
    const outcomes = [...damage, ...kills].filter((x) => x.target === f.id).map((x) => x.outcome);
    if (outcomes.includes("obviouslyDead")) actions.push(setCondition(f.id, "obviouslyDead"));
    else if (outcomes.includes("cheatedDeath")) actions.push(setCondition(f.id, "removedFromPlay"));
    else if (outcomes.includes("outOfTheFight")) actions.push(setCondition(f.id, "outOfTheFight"));
    if (actions.length) groups.push(applyGroup(`figure${groups.length}`, d.figure, actions, settings));
    const situation = situationFromFigure(d.figure);
    if (f.gotTheDropTest)
      followUps.push(reactionFollowUp(d.figure, "gotTheDrop", situation, `${I18N}.Outcome.Draw.gotTheDrop`));
    // Unmanned, he runs; whoever drew on him may stop him with GOT THE DROP (L1698): their choice,
    // so one button each, naming him as the one who would have the drop.
    for (const by of f.mayBeStoppedBy)
      followUps.push(
        reactionFollowUp(
          d.figure,
          "gotTheDrop",
          situation,
          `${I18N}.Outcome.Draw.mayBeStopped`,
          byId.get(by)!.figure,
        ),
      );
    const scratched = damage.some((x) => x.target === f.id && x.recovery?.beenShotAt === true);
    if (f.beenShotAt === "now" || scratched) {
      // He answers the figure that outdrew him.
      const by = byId.get(draw.pairings.find((p) => p.loser === f.id)?.winner ?? "")?.figure;
      followUps.push(
        reactionFollowUp(d.figure, "beenShotAt", situation, `${I18N}.Outcome.Draw.outdrawn`, by),
      );
    }
    for (const winner of f.shotAtBy)
      followUps.push(
        shootFollowUp(byId.get(winner)!.figure, d.figure, true, 0, `${I18N}.Outcome.Draw.shoot`),
      );
  }
  return { participants, flinch, draw, damage, kills, groups, followUps };
}

/** What a Draw card stores to run its re-draw later (plain JSON in the message flags). */
export interface StoredDraw {
  figures: { uuid: string; weapon: string; targets: string[]; hasDrop: boolean; flinch: FlinchOutcome }[];
  participants: DrawParticipant[];
  nextState: DrawState;
}

export function storeDraw(plan: DrawPlan, decl: DrawDeclaration): StoredDraw {
  return {
    figures: plan.participants.map((p, i) => ({
      uuid: p.id,
      weapon: decl.figures[i]!.weapon,
      targets: [...p.targets],
      hasDrop: p.hasDrop ?? false,
      flinch: p.flinch,
    })),
    participants: plan.participants.map((p) => ({ ...p, targets: [...p.targets] })),
    nextState: { coveredWinners: [...plan.draw.nextState.coveredWinners] },
  };
}

/**
 * The Draw card's "Got the Drop → re-draw" buttons: one per covered figure, in place of the plain
 * GOT THE DROP follow-up. The button rolls the covered figure's GOT THE DROP test and, unless he
 * surrenders, the re-draw (`redrawFromStored`).
 */
export function withRedrawFollowUps(plan: DrawPlan, decl: DrawDeclaration): FollowUp[] {
  const stored = storeDraw(plan, decl);
  return plan.followUps.map((f) => {
    if (f.type !== "reaction" || f.test !== "gotTheDrop") return f;
    const pairing = plan.draw.pairings.find((p) => p.code === "gotTheDrop" && p.loser === f.actor);
    // A covered figure's winner is his pairing's; an unmanned figure's is the one stopping him.
    const winnerId = pairing?.winner ?? f.cause?.uuid;
    if (!winnerId) return f;
    const winner = decl.figures.find((d) => d.figure.uuid === winnerId);
    return {
      type: "redraw",
      actor: f.actor,
      name: f.name,
      winner: winnerId,
      winnerName: winner?.figure.name ?? "",
      draw: stored,
      reason: f.reason,
    };
  });
}

/**
 * After a covered figure's GOT THE DROP test: he surrenders, or the two draw again at once with the
 * winner +1d6 (L1711–1717). Returns the re-draw's declaration from the stored Draw and the figures
 * as they are now, or null when he surrenders.
 */
export function redrawFromStored(
  stored: StoredDraw,
  figures: readonly TableFigure[],
  winner: string,
  loser: string,
  gotTheDrop: ReactionResult,
): DrawDeclaration | null {
  const byId = new Map(figures.map((f) => [f.uuid, f]));
  const drawn = new Map(
    stored.figures.map((d) => {
      const figure = byId.get(d.uuid);
      if (!figure) throw new Error(`figure ${d.uuid} is no longer here`);
      return [d.uuid, { figure, weapon: d.weapon }];
    }),
  );
  const follow = gotTheDropFollowUp(
    gotTheDrop.directive === "surrender" ? "surrenders" : "redraw",
    stored.participants,
    winner,
    loser,
  );
  if (follow.code === "surrenders") return null;
  return {
    figures: follow.participants.map((p) => ({
      ...drawn.get(p.id)!,
      targets: [...p.targets],
      hasDrop: p.hasDrop ?? false,
      // Reading (the book is silent): an unmanned runaway who is stopped and does not give up has
      // to draw after all, a die down as if Flinched; left unmanned he would run again at once.
      flinch: p.flinch === "unmanned" ? "flinched" : p.flinch,
    })),
    state: stored.nextState,
  };
}
