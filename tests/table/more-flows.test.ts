import { describe, expect, it } from "vitest";
import { englishText } from "../helpers/files";
import { rollExchangePlan } from "../../src/rulesets/blaze-of-glory/table/shooting-flow";
import { exchangeCard } from "../../src/rulesets/blaze-of-glory/chat/shot-card";
import {
  rollAllRecoveries,
  rollChallengePlan,
  rollFirePlan,
  rollMoveFastPlan,
  rollReloadPlan,
  woundCause,
} from "../../src/rulesets/blaze-of-glory/table/tests-flow";
import {
  challengeCard,
  fireCard,
  moveFastCard,
  recoveryCard,
  reloadCard,
} from "../../src/rulesets/blaze-of-glory/chat/cards";
import {
  TABLE_SETTINGS,
  cleanValue,
  defaultTableSettings,
  rulesOptions,
} from "../../src/rulesets/blaze-of-glory/table/settings";
import { planUpdate, woundActions } from "../../src/rulesets/blaze-of-glory/table/actions";
import { situationFromFigure } from "../../src/rulesets/blaze-of-glory/table/figure";
import { seededDice, sequenceDice } from "../../src/rules/core";
import { figure } from "./fixtures";

const settings = defaultTableSettings();

describe("a long exchange of fire", () => {
  it("trades shots with a BEEN SHOT AT test between each until one is hit", () => {
    const tex = figure("tex", { rep: 4, sand: 5 });
    const jake = figure("jake", { rep: 4, sand: 5 });
    const faces = [
      // Tex fires 2 dice: 3+4, 2+4: both miss. Jake BEEN SHOT AT: 1,2 → pass 2, fires back.
      3, 2, 1, 2,
      // Jake: 3, 3 miss. Tex BEEN SHOT AT: 2, 2 → fires.
      3, 3, 2, 2,
      // Tex: 2, 3 miss. Jake: 4, 5 → pass 2 → fires.
      2, 3, 4, 5,
      // Jake: 6 (10: hit), 3 miss. Damage 4+4 (chest), I'm Hit 6,6: pass 0.
      6, 3, 4, 4, 6, 6,
    ];
    const source = sequenceDice(...faces);
    const plan = rollExchangePlan(
      source,
      {
        first: { figure: tex, weapon: "pistol0000000001", cover: { kind: "none" } },
        second: { figure: jake, weapon: "pistol0000000001", cover: { kind: "none" } },
        distance: 8,
      },
      settings,
    );
    expect(source.remaining).toBe(0);
    expect(plan.result.firers).toEqual(["first", "second", "first", "second"]);
    expect(plan.result.endedBy).toBe("targetHit");
    expect(plan.reactions).toHaveLength(3);
    expect(plan.result.first.outcome).not.toBe("miss");
    const texGroup = plan.groups.find((g) => g.name === "Tex")!;
    expect(texGroup.actions.some((a) => a.type === "wound")).toBe(true);
    const card = exchangeCard(
      plan,
      { name: "Tex", weaponName: "Colt", toughness: 4, cover: "none" },
      { name: "Jake", weaponName: "Colt", toughness: 4, cover: "none" },
      8,
    );
    expect(card.steps).toHaveLength(4);
    expect(card.steps.slice(0, 3).every((s) => s.reaction !== null)).toBe(true);
    expect(card.steps[3]!.reaction).toBeNull();
    expect(card.endedBy).toBe("SIXGUN.Outcome.ExchangeEnd.targetHit");
  });

  it("stops when the answer is not to fire", () => {
    const tex = figure("tex", { rep: 4 });
    const jake = figure("jake", { rep: 4, sand: 3 });
    // Tex misses twice; Jake BEEN SHOT AT 6, 6: pass 0.
    const plan = rollExchangePlan(
      sequenceDice(3, 2, 6, 6),
      {
        first: { figure: tex, weapon: "pistol0000000001", cover: { kind: "none" } },
        second: { figure: jake, weapon: "pistol0000000001", cover: { kind: "none" } },
        distance: 8,
      },
      settings,
    );
    expect(plan.result.endedBy).toBe("reaction");
    // Jake's pass-0 directive is applied to his token.
    const jakeGroup = plan.groups.find((g) => g.name === "Jake")!;
    expect(jakeGroup.actions.some((a) => a.type === "encounter")).toBe(true);
  });
});

describe("challenges", () => {
  it("an unopposed hard task, retried after pass 1", () => {
    const ella = figure("ella", { rep: 5 });
    const plan = rollChallengePlan(sequenceDice(2, 6, 1, 3), {
      kind: "unopposed",
      figure: ella,
      difficulty: "hard",
      retry: true,
    });
    expect(plan.target).toBe(4);
    expect(plan.result.outcome).toBe("success");
    const card = challengeCard(plan, "Ella", "unopposed", true);
    expect(card.lines).toHaveLength(2);
    expect(card.odds.map((o) => o.label)).toEqual([
      "SIXGUN.Outcome.Task.success",
      "SIXGUN.Outcome.Task.failure",
    ]);
  });

  it("an opposed task reads Rep + the difference + advantage", () => {
    const plan = rollChallengePlan(sequenceDice(6, 6), {
      kind: "opposed",
      figure: figure("tex", { rep: 4 }),
      opposingRep: 5,
      advantage: 1,
    });
    expect(plan.target).toBe(4);
    expect(plan.result.outcome).toBe("failure");
  });
});

describe("after-battle recovery, fire, moving fast, reloading", () => {
  it("runs the check for every figure that ended Out of the Fight", () => {
    const down = figure("tex", { encounter: { outOfTheFight: true } });
    down.system.wounds.chest = 1;
    const dead = figure("kid", { encounter: { outOfTheFight: true, obviouslyDead: true } });
    const fine = figure("ella");
    expect(woundCause(down)).toEqual({ location: "chest", unarmedMelee: false });
    // Physically Fit 2d6 vs Toughness 4 − 1 = 3: 1, 5 → pass 1 after a chest wound: Toughness −1.
    // Mentally Fit 2d6 vs Rep 4: 2, 2 → keeps his Rep.
    const plans = rollAllRecoveries(sequenceDice(1, 5, 2, 2), [down, dead, fine], settings);
    expect(plans).toHaveLength(1);
    expect(plans[0]!.result).toMatchObject({ outcome: "returns", toughness: 3, rep: 4 });
    expect(plans[0]!.groups[0]!.actions).toContainEqual({
      type: "stat",
      actor: down.uuid,
      stat: "toughness",
      delta: -1,
    });
    const card = recoveryCard(plans[0]!);
    expect(card.lines.map((l) => l.outcome)).toEqual([
      "SIXGUN.Outcome.Recovery.toughnessLoss",
      "SIXGUN.Outcome.Recovery.repKept",
    ]);
  });

  it("starts a fire, moves a group fast and reloads a fumbled pistol", () => {
    const fire = rollFirePlan(sequenceDice(2, 6), { structure: "frameBuilding" });
    expect(fire.outcome).toBe("smouldering");
    expect(fireCard(fire, "Tex").lines[0]!.passes).toBe(1);

    const a = figure("a", { rep: 5 });
    const b = figure("b", { rep: 3 });
    const move = rollMoveFastPlan(sequenceDice(3, 5), [a, b], settings);
    expect(move.result.figures.map((f) => f.code)).toEqual(["moveFast", "moveFastShort"]);
    expect(move.groups.map((g) => g.actions[0])).toEqual([
      { type: "encounter", actor: a.uuid, flag: "movingFast", value: true },
      { type: "encounter", actor: b.uuid, flag: "movingFast", value: true },
    ]);
    expect(
      moveFastCard(move, { [a.uuid]: "A", [b.uuid]: "B" }, { [a.uuid]: 5, [b.uuid]: 3 }).lines,
    ).toHaveLength(2);

    // The card gives what the figure may really move: a Fast man (+2") with a leg wound (halved)
    // who passes both dice goes 7", not the table's 12".
    const fast = figure("runner", { attributes: ["fast"] });
    const limping = { ...fast, system: { ...fast.system, wounds: { ...fast.system.wounds, leg: 1 } } };
    const run = rollMoveFastPlan(sequenceDice(1, 2), [limping], settings);
    expect(run.result.figures[0]).toMatchObject({ code: "moveFast", tableInches: 12, maxInches: 7 });
    const [line] = moveFastCard(run, { [limping.uuid]: "Runner" }, { [limping.uuid]: 4 }).lines;
    expect(englishText(line!.outcome, { n: line!.n! })).toBe("Moves fast, up to 7″");

    const tex = figure("tex", {
      weapons: [{ id: "pistol0000000001", name: "Colt", weapon: "pistol", ammo: "fumbling" }],
    });
    const reload = rollReloadPlan(sequenceDice(4), tex, "pistol0000000001", settings);
    expect(reload.result.result).toBe("reloaded");
    expect(reload.groups[0]!.actions).toEqual([
      { type: "ammo", actor: tex.uuid, item: "pistol0000000001", ammo: "loaded", weaponName: "Colt" },
    ]);
    expect(reloadCard(reload, "Tex", "Colt").lines[0]!.outcome).toBe("SIXGUN.Outcome.Reload.reloaded");
  });
});

describe("world settings and actions", () => {
  it("defaults are the book's readings and feed the rules core", () => {
    const o = rulesOptions(defaultTableSettings());
    expect(o.shooting).toMatchObject({ largerThanLife: true, cheatingDeath: true, longRangeDice: "perDie" });
    expect(o.reaction).toMatchObject({ warriorFlinch: "standard", bornLeaderOnGotTheDrop: true });
    expect(o.melee).toMatchObject({ attributeDice: "extraDie", zeroDice: "anyCause" });
    expect(rulesOptions({ largerThanLife: false, longRangeDice: "bogus" }).shooting).toMatchObject({
      largerThanLife: false,
      longRangeDice: "perDie",
    });
    const timeout = TABLE_SETTINGS.find((s) => s.key === "reactionTimeout")!;
    expect(cleanValue(timeout, 9999)).toBe(300);
    // Every option really is accepted by the rules core: a shot with every default runs.
    expect(() => rollMoveFastPlan(seededDice(1), [figure("a")], settings)).not.toThrow();
  });

  it("plans updates from live data, so two cards applied in turn both count", () => {
    const tex = figure("tex");
    const limits = {
      rep: { min: 1, max: 7 },
      toughness: { min: 1, max: 7 },
      sand: { min: 0, max: 7 },
      woundMax: 3,
    };
    const live = { system: { ...tex.system, encounter: { ...tex.system.encounter } } };
    const [wound] = woundActions(tex.uuid, tex.system.wounds, { ...tex.system.wounds, chest: 1 });
    expect(planUpdate(wound!, live, limits)).toEqual({ kind: "actor", update: { "system.wounds.chest": 1 } });
    live.system.wounds = { ...live.system.wounds, chest: 1 };
    expect(planUpdate(wound!, live, limits)).toEqual({ kind: "actor", update: { "system.wounds.chest": 2 } });
    expect(planUpdate({ type: "stat", actor: tex.uuid, stat: "sand", delta: -9 }, live, limits)).toEqual({
      kind: "actor",
      update: { "system.sand": 0 },
    });
    expect(
      planUpdate({ type: "encounter", actor: tex.uuid, flag: "duckBack", value: false }, live, limits),
    ).toBeNull();
  });

  it("pre-fills the reaction situation from the figure's conditions", () => {
    const hidden = figure("tex", { encounter: { hidden: true, mounted: true } });
    expect(situationFromFigure(hidden)).toMatchObject({
      hidden: true,
      inCover: true,
      mounted: true,
      canFire: true,
    });
    expect(
      situationFromFigure(figure("b", { encounter: { duckBack: true } }), { from: "rear" }),
    ).toMatchObject({
      inCover: true,
      from: "rear",
    });
  });
});
