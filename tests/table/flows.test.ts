import { describe, expect, it } from "vitest";
import { rollThrough, scriptedRoller } from "../../src/shell/dice/bridge";
import { drawDice, reactionDice, shotDice } from "../../src/rulesets/blaze-of-glory/dice-purposes";
import {
  chooseReactionPlan,
  freeWillAllowed,
  rollReactionPlan,
} from "../../src/rulesets/blaze-of-glory/table/reaction-flow";
import { rollShotPlan, type ShotDeclaration } from "../../src/rulesets/blaze-of-glory/table/shooting-flow";
import {
  redrawFromStored,
  rollDrawPlan,
  storeDraw,
  type DrawDeclaration,
} from "../../src/rulesets/blaze-of-glory/table/draw-flow";
import { rollMeleePlan } from "../../src/rulesets/blaze-of-glory/table/melee-flow";
import { reactionCard } from "../../src/rulesets/blaze-of-glory/chat/reaction-card";
import { shotCard } from "../../src/rulesets/blaze-of-glory/chat/shot-card";
import { drawCard, meleeCard } from "../../src/rulesets/blaze-of-glory/chat/cards";
import { defaultTableSettings } from "../../src/rulesets/blaze-of-glory/table/settings";
import { sequenceDice } from "../../src/rules/core";
import { figure } from "./fixtures";

const settings = defaultTableSettings();

describe("a missed shot leads to BEEN SHOT AT and return fire", () => {
  const shooter = figure("tex", { rep: 4 });
  const target = figure("jake", { rep: 4, sand: 4 });
  const decl: ShotDeclaration = {
    shooter,
    weapon: "pistol0000000001",
    active: true,
    targets: [{ figure: target, dice: 1, distance: 10, cover: { kind: "none" } }],
  };

  it("runs situation → rules core → card → actions → follow-ups", async () => {
    // A 2 on the Shootin' table: 2 + Rep 4 = 6, a miss (a 1 would also have fumbled the pistol).
    const shot = await rollThrough(
      (s) => rollShotPlan(s, decl, settings),
      (p) => shotDice(p.input, p.result),
      scriptedRoller([2]),
    );
    const plan = shot.result;
    expect(plan.result.shots[0]).toMatchObject({
      face: 2,
      total: 6,
      reason: "totalSevenOrLess",
      result: "miss",
    });
    expect(plan.result.targets[0]!.beenShotAt).toBe(true);
    // Nothing happens to the target; the shooter's pistol is still loaded.
    expect(plan.groups).toEqual([]);
    const card = shotCard(plan, shooter.name, "Colt", [target]);
    expect(card.targets[0]!.dice[0]!.reason).toBe("SIXGUN.Outcome.Shot.totalSevenOrLess");
    expect(card.followUps).toHaveLength(1);

    // The follow-up: BEEN SHOT AT for Jake, who passes both dice and answers with fire.
    const follow = plan.followUps[0]!;
    expect(follow).toMatchObject({ type: "reaction", actor: target.uuid, test: "beenShotAt" });
    if (follow.type !== "reaction") throw new Error("unreachable");
    const reaction = await rollThrough(
      (s) =>
        rollReactionPlan(s, target, follow.test, follow.situation, settings, {
          uuid: shooter.uuid,
          name: shooter.name,
        }),
      (p) => reactionDice(p.result),
      scriptedRoller([2, 3]),
    );
    const r = reaction.result;
    expect(r.result.passes).toBe(2);
    expect(r.result.effects.some((e) => "fire" in e && e.fire === "tester")).toBe(true);
    const rc = reactionCard(target, r);
    expect(rc.directive).toBe(`SIXGUN.Outcome.Directive.${r.result.directive}`);
    expect(rc.rowOdds.map((o) => o.fraction)).toEqual(["1/9", "4/9", "4/9"]);
    expect(rc.rowOdds[2]!.current).toBe(true);

    // Return fire: Jake shoots back at Tex, in reaction (not active fire).
    const back = r.followUps.find((f) => f.type === "shoot")!;
    expect(back).toMatchObject({ type: "shoot", actor: target.uuid, target: shooter.uuid, active: false });
    if (back.type !== "shoot") throw new Error("unreachable");
    const returnFire = await rollThrough(
      (s) =>
        rollShotPlan(
          s,
          {
            shooter: target,
            weapon: "pistol0000000001",
            active: back.active,
            targets: [{ figure: shooter, dice: 2, distance: 10, cover: { kind: "none" } }],
          },
          settings,
        ),
      (p) => shotDice(p.input, p.result),
      scriptedRoller([6, 2, 4, 4, 1, 1]),
    );
    const rf = returnFire.result;
    expect(rf.result.shots.map((s) => s.result)).toEqual(["hit", "miss"]);
    // 4+4 = chest; I'm Hit 1,1 vs Toughness 4: a scratch, so Tex now takes BEEN SHOT AT in turn.
    expect(rf.result.targets[0]!.damage[0]).toMatchObject({
      white: 4,
      coloured: 4,
      passes: 2,
      outcome: "scratch",
    });
    expect(rf.followUps[0]).toMatchObject({ type: "reaction", actor: shooter.uuid, test: "beenShotAt" });
  });
});

describe("a hit in obscuring cover is deflected", () => {
  it("reads the coloured die against the white and sends the target to BEEN SHOT AT", async () => {
    const shooter = figure("tex", { rep: 4 });
    const target = figure("jake");
    const out = await rollThrough(
      (s) =>
        rollShotPlan(
          s,
          {
            shooter,
            weapon: "pistol0000000001",
            active: true,
            targets: [{ figure: target, dice: 1, distance: 8, cover: { kind: "obscuring" } }],
          },
          settings,
        ),
      (p) => shotDice(p.input, p.result),
      scriptedRoller([6, 5, 3]),
    );
    const plan = out.result;
    expect(plan.result.shots[0]).toMatchObject({ total: 10, result: "hit" });
    expect(plan.result.targets[0]!.damage[0]).toMatchObject({
      white: 5,
      coloured: 3,
      cover: "deflected",
      recovery: null,
    });
    expect(plan.result.targets[0]!.outcome).toBe("deflected");
    expect(plan.groups.find((g) => g.id === "target0")).toBeUndefined();
    expect(plan.followUps).toEqual([
      expect.objectContaining({ type: "reaction", actor: target.uuid, test: "beenShotAt" }),
    ]);
    // The BEEN SHOT AT situation knows the target is in cover.
    if (plan.followUps[0]!.type === "reaction") expect(plan.followUps[0]!.situation.inCover).toBe(true);
    const card = shotCard(plan, "Tex", "Colt", [target]);
    expect(card.targets[0]!.damage[0]).toMatchObject({
      cover: "SIXGUN.Outcome.Cover.deflected",
      coverStopped: true,
    });
    // The damage step was rolled as one white and one coloured die.
    expect(card.targets[0]!.damage[0]!.white).toBe(5);
  });
});

describe("a Star chooses his result with Free Will", () => {
  const star = figure("ella", { star: true, sand: 5 });

  it("may choose on BEEN SHOT AT, never on GOT A SHOT, and not when the world turns it off", () => {
    expect(freeWillAllowed(star, "beenShotAt", settings)).toBe(true);
    expect(freeWillAllowed(star, "gotAShot", settings)).toBe(false);
    expect(freeWillAllowed(star, "beenShotAt", { ...settings, freeWill: false })).toBe(false);
    expect(freeWillAllowed(figure("hand"), "beenShotAt", settings)).toBe(false);
  });

  it("reads the chosen row without dice; a Star's changes wait for a click", () => {
    const plan = chooseReactionPlan(star, "beenShotAt", { inCover: true }, 0, undefined, settings);
    expect(plan.result.how).toBe("chosen");
    expect(plan.result.dice).toEqual([]);
    const card = reactionCard(star, plan);
    expect(card.how).toBe("SIXGUN.Chat.How.chosen");
    expect(card.dice).toEqual([]);
    for (const g of plan.groups) expect(g.auto).toBe(false);
    // Choosing is the same as rolling that row: compare with dice that pass nothing.
    const rolled = rollReactionPlan(sequenceDice(6, 6), star, "beenShotAt", { inCover: true }, settings);
    expect(plan.result.directive).toBe(rolled.result.directive);
  });

  it("a Hand's directive applies itself when the world setting says so", () => {
    const hand = figure("hand", { sand: 3 });
    const plan = rollReactionPlan(sequenceDice(6, 6), hand, "beenShotAt", {}, settings);
    expect(plan.groups.length).toBeGreaterThan(0);
    expect(plan.groups.every((g) => g.auto)).toBe(true);
    const off = rollReactionPlan(
      sequenceDice(6, 6),
      hand,
      "beenShotAt",
      {},
      { ...settings, handsApplyAutomatically: false },
    );
    expect(off.groups.every((g) => !g.auto)).toBe(true);
  });
});

describe("a Draw between three figures", () => {
  const jbj = figure("jbj", {
    profession: "gunfighter",
    rep: 5,
    weapons: [{ id: "pistol0000000001", name: "Peacemaker", weapon: "pistol", ammo: "loaded" }],
  });
  const tex = figure("tex", { rep: 4 });
  const weezie = figure("weezie", { profession: "townsfolk", rep: 3 });
  const decl: DrawDeclaration = {
    figures: [
      { figure: jbj, weapon: "pistol0000000001", targets: [tex.uuid, weezie.uuid] },
      { figure: tex, weapon: "pistol0000000001", targets: [jbj.uuid] },
      { figure: weezie, weapon: "pistol0000000001", targets: [jbj.uuid] },
    ],
  };

  it("takes FLINCH for each, rolls every pool, and reads each pairing", async () => {
    const roller = scriptedRoller([
      // FLINCH: JBJ (3 dice on his sheet) draws normally, Tex and Weezie pass too.
      1, 1, 1, 1, 1, 2, 2,
      // Pools: JBJ 5 +1 (gunfighter) −1 (second target) = 5; Tex 4; Weezie 3.
      1, 2, 3, 3, 6, 1, 5, 6, 6, 4, 4, 5,
    ]);
    const out = await rollThrough(
      (s) => rollDrawPlan(s, decl, settings),
      (p) => [...p.flinch.flatMap((f, i) => reactionDice(f.result, `flinch${i}.`)), ...drawDice(p.draw)],
      roller,
    );
    const plan = out.result;
    expect(plan.flinch.map((f) => f.result.directive)).toEqual([
      "drawNormally",
      "drawNormally",
      "drawNormally",
    ]);
    const pools = plan.draw.figures.map((f) => f.pool.size);
    expect(pools).toEqual([5, 4, 3]);
    // JBJ passes 4 (1,2,3,3); Tex 1 (1); Weezie 0.
    expect(plan.draw.figures.map((f) => f.passes)).toEqual([4, 1, 0]);
    const codes = plan.draw.pairings.map((p) => [p.loser, p.readAs, p.code]);
    // JBJ beats Tex by 3 (a gunfighter reads it as 2: damage) and Weezie by 4 (also read as 2).
    expect(codes).toEqual([
      [tex.uuid, 2, "obviouslyDead"],
      [weezie.uuid, 2, "obviouslyDead"],
    ]);
    // JBJ's winning dice hold a 3: both are Obviously Dead, nothing more rolled.
    expect(plan.damage).toEqual([]);
    expect(roller.calls.map((c) => c.step)).toEqual(["flinch0.test", "flinch1.test", "flinch2.test", "draw"]);
    const card = drawCard(plan, { [jbj.uuid]: "JBJ", [tex.uuid]: "Tex", [weezie.uuid]: "Weezie" });
    expect(card.pairings[0]).toMatchObject({ winner: "JBJ", code: "SIXGUN.Outcome.Draw.obviouslyDead" });
    expect(card.pairings[0]!.conversion).toBe("SIXGUN.Outcome.Draw.gunfighterOrOutlaw");
    const applied = plan.groups.flatMap((g) => g.actions);
    expect(applied).toContainEqual({
      type: "encounter",
      actor: tex.uuid,
      flag: "obviouslyDead",
      value: true,
    });
    expect(applied).toContainEqual({
      type: "encounter",
      actor: weezie.uuid,
      flag: "obviouslyDead",
      value: true,
    });
  });

  it("covers a figure with three more, who takes GOT THE DROP and re-draws", () => {
    const cowboy = figure("cowboy", { rep: 5 });
    const d: DrawDeclaration = {
      figures: [
        {
          figure: cowboy,
          weapon: "pistol0000000001",
          targets: [tex.uuid, weezie.uuid],
          flinch: "drawNormally",
        },
        { figure: tex, weapon: "pistol0000000001", targets: [cowboy.uuid], flinch: "drawNormally" },
        { figure: weezie, weapon: "pistol0000000001", targets: [cowboy.uuid], flinch: "flinched" },
      ],
    };
    // Cowboy 5 −1 = 4 dice: 1,1,2,5 → 3 passes; Tex 4 dice all 6 → 0; Weezie 3 −1 = 2 dice: 2,6 → 1.
    const plan = rollDrawPlan(sequenceDice(1, 1, 2, 5, 6, 6, 6, 6, 2, 6, 4, 5), d, settings);
    const vsTex = plan.draw.pairings.find((p) => p.loser === tex.uuid)!;
    expect(vsTex.code).toBe("gotTheDrop");
    const vsWeezie = plan.draw.pairings.find((p) => p.loser === weezie.uuid)!;
    // Two more, no 3 among the winner's dice: SHOOTIN' DAMAGE (4,5 = 9), then I'm Hit.
    expect(vsWeezie.code).toBe("rollDamage");
    expect(plan.damage).toHaveLength(1);
    const drop = plan.followUps.find((f) => f.type === "reaction" && f.test === "gotTheDrop")!;
    expect(drop.actor).toBe(tex.uuid);
    // Tex fails GOT THE DROP (a 6 against Sand 4): re-draw at once, the cowboy +1d6.
    const got = rollReactionPlan(sequenceDice(6), tex, "gotTheDrop", {}, settings).result;
    expect(got.directive).toBe("redraw");
    const redraw = redrawFromStored(storeDraw(plan, d), [cowboy, tex, weezie], cowboy.uuid, tex.uuid, got)!;
    expect(redraw.figures.map((f) => [f.figure.uuid, f.hasDrop, f.targets])).toEqual([
      [cowboy.uuid, true, [tex.uuid]],
      [tex.uuid, false, [cowboy.uuid]],
    ]);
    const again = rollDrawPlan(sequenceDice(1, 1, 1, 1, 1, 3, 6, 6, 6, 6), redraw, settings);
    expect(again.flinch).toEqual([]);
    expect(again.draw.figures[0]!.pool.size).toBe(6);
    // A second "covered" for the same winner reads as two more (L1753), and a 3 kills.
    expect(again.draw.pairings[0]).toMatchObject({ conversion: "repeatedCover", code: "obviouslyDead" });
  });
});

describe("a melee that goes to KEEP FIGHTIN'", () => {
  it("tests both evenly matched fighters on their own sheets and fights on", () => {
    const jbj = figure("jbj", { rep: 4 });
    const apache = figure("apache", { profession: "warrior", rep: 4 });
    apache.system.warriorRegion = "southWestern";
    const faces = [
      // Round 1: 4 dice each, one pass each: evenly matched.
      1, 5, 5, 5, 2, 6, 6, 6,
      // KEEP FIGHTIN': JBJ passes 2 (carry on), the Apache passes 2.
      1, 1, 2, 2,
      // Round 2: JBJ passes 2, the Apache none: a telling blow.
      1, 2, 6, 6, 5, 5, 6, 6,
      // Location of the blow: white 3 + coloured 4 = 7.
      3, 4,
    ];
    const source = sequenceDice(...faces);
    const plan = rollMeleePlan(
      source,
      {
        fighters: [
          { figure: jbj, side: "white" },
          { figure: apache, side: "red" },
        ],
        contacts: [[jbj.uuid, apache.uuid]],
      },
      settings,
    );
    expect(source.remaining).toBe(0);
    expect(plan.fight.rounds).toHaveLength(2);
    expect(plan.fight.rounds[0]!.result.keepFightinTests).toEqual([jbj.uuid, apache.uuid]);
    expect(plan.keepFightin.map((k) => k.result.directive)).toEqual(["carryOn", "carryOn"]);
    expect(plan.fight.rounds[1]!.result.pairs[0]!.code).toBe("tellingBlow");
    expect(plan.fight.winningSide).toBe("white");
    expect(plan.blows).toHaveLength(1);
    const apacheActions = plan.groups.find((g) => g.name === "Apache")!.actions;
    expect(apacheActions).toContainEqual({
      type: "encounter",
      actor: apache.uuid,
      flag: "outOfTheFight",
      value: true,
    });
    const card = meleeCard(plan, { [jbj.uuid]: "JBJ", [apache.uuid]: "Apache" }, { white: "Posse" });
    expect(card.rounds[0]!.keepFightin.map((k) => k.directive)).toEqual([
      "SIXGUN.Outcome.Directive.carryOn",
      "SIXGUN.Outcome.Directive.carryOn",
    ]);
    expect(card.winner).toBe("Posse");
  });
});

describe("a fumble on the miss", () => {
  it("a 1 fumbles a breech-loading pistol: the shooter's ammunition changes on the card", () => {
    const shooter = figure("tex");
    const plan = rollShotPlan(
      sequenceDice(1),
      {
        shooter,
        weapon: "pistol0000000001",
        active: true,
        targets: [{ figure: figure("jake"), dice: 1, distance: 10, cover: { kind: "none" } }],
      },
      settings,
    );
    expect(plan.result.ammoTrigger).toBe("anyOne");
    expect(plan.groups[0]).toMatchObject({
      id: "shooter",
      auto: true,
      actions: [
        { type: "ammo", actor: shooter.uuid, item: "pistol0000000001", ammo: "fumbling", weaponName: "Colt" },
      ],
    });
    const card = shotCard(plan, "Tex", "Colt", [{ name: "Jake" }], { pistol0000000001: "Colt" });
    expect(card.ammoChanged).toBe(true);
    expect(card.groups[0]!.changes[0]).toMatchObject({ key: "SIXGUN.Table.Change.ammo", value: "Colt" });
  });
});
