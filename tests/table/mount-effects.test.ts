import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { replay, rollThrough, scriptedRoller } from "../../src/shell/dice/bridge";
import { shotDice } from "../../src/rulesets/blaze-of-glory/dice-purposes";
import { blazeOfGloryCardRules } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import { followUpIsWhole } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import type { ActionGroup, FollowUp, TableAction } from "../../src/rulesets/blaze-of-glory/table/actions";
import {
  mountSubject,
  rideActions,
  rideCard,
  rideDice,
  rideFollowUps,
  rollMountTest,
  rollVehicleTest,
  vehicleSubject,
  type MountRollId,
  type RideActorData,
  type RideOptions,
  type RideResult,
  type VehicleRollId,
} from "../../src/rulesets/blaze-of-glory/table/ride-flow";
import {
  mountHitDice,
  rollExchangePlan,
  rollShotPlan,
} from "../../src/rulesets/blaze-of-glory/table/shooting-flow";
import { exchangeDeclaration } from "../../src/rulesets/blaze-of-glory/table/exchange-entry";
import { seededDice } from "../../src/rules/core";
import { MOUNT_STATUSES } from "../../src/rules/blaze-of-glory/mounts";
import { findMount, plainTableFigure } from "../../src/rulesets/blaze-of-glory/table/figure";
import type {
  CharacterSource,
  MountSource,
  VehicleSource,
} from "../../src/rulesets/blaze-of-glory/data/source-types";
import type { CharacterDerived } from "../../src/rulesets/blaze-of-glory/data/derive";
import { makeWorld, type StandInActor, type World } from "../queries/world";
import { horseActor } from "../helpers/mounts";

/**
 * Every effect the rules core returns for a horse, its rider or a vehicle, walked from the rules
 * core's result (on scripted dice, each face read exactly once) to the changed document: the card's
 * Apply groups run through the GM's `applyAction` on stand-in actors, and the card's next tests
 * are the buttons the book's next step calls for.
 */

let world: World;
let tex: StandInActor;
let dusty: StandInActor;

/** Alice's horse, ridden by `rider`. */
const mountActor = (id: string, name: string, rider: StandInActor, over: Partial<MountSource> = {}) =>
  horseActor(world, { id, name, owners: ["alice"], rider, over });

function vehicleActor(id: string, driver: StandInActor, passengers: StandInActor[]) {
  const a = world.actor(id, "Wagon", ["alice"]);
  a.type = "vehicle";
  const system: VehicleSource = {
    schemaVersion: 1,
    vehicleType: "wagon",
    team: { animal: "horse", size: 2, quality: 4, leadQuality: null },
    driver: driver.uuid,
    passengers: passengers.map((p) => ({ uuid: p.uuid, position: "inBox" })),
    notes: "",
  };
  a.system = system as unknown as Record<string, unknown>;
  return a;
}

function data(a: StandInActor): RideActorData {
  const system = a.system as unknown as CharacterSource & { derived: CharacterDerived };
  return { uuid: a.uuid, name: a.name, system, derived: system.derived };
}

const encounter = (a: StandInActor) => a.system.encounter as Record<string, boolean>;
const wounds = (a: StandInActor) => a.system.wounds as Record<string, number | boolean>;

/** Rolls a mount test on exactly these faces (no more, no fewer) with Tex on Dusty. */
function mountRoll(test: MountRollId, faces: number[], o: RideOptions = {}): RideResult {
  const subject = mountSubject(dusty.name, dusty.system as unknown as MountSource, data(tex), {
    uuid: dusty.uuid,
  });
  return replay((src) => rollMountTest(src, test, subject, o), faces);
}

/** The GM applies every Apply group of a result, as the request queue does. */
async function applyAll(groups: readonly ActionGroup[]): Promise<void> {
  for (const g of groups)
    for (const a of g.actions) await world.as("gm", () => blazeOfGloryCardRules.applyAction(a));
}

const rideNext = (r: RideResult) => rideFollowUps(r) as Extract<FollowUp, { type: "ride" }>[];

beforeEach(() => {
  world = makeWorld();
  tex = world.actor("tex", "Tex", ["alice"]);
  dusty = mountActor("dusty", "Dusty", tex);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("mounting and dismounting change the mount", () => {
  it("MOUNTING UP UNDER FIRE pass 2: Tex mounted, Dusty ridden", async () => {
    dusty.system.state = "tied";
    const r = mountRoll("mountingUnderFire", [1, 1]);
    expect(r.outcome).toBe("mounted");
    await applyAll(rideActions(r));
    expect(encounter(tex).mounted).toBe(true);
    expect(dusty.system.state).toBe("ridden");
  });

  it("DISMOUNTING UNDER FIRE pass 2: down, the horse tied when he faced it and tied it, else loose", async () => {
    encounter(tex).mounted = true;
    const tied = mountRoll("dismountingUnderFire", [1, 1], { tiesUp: true });
    expect(tied.outcome).toBe("dismounted");
    expect(rideCard(tied, "Dusty").facts).toContainEqual({
      label: "SIXGUN.Ride.Effect.mountState",
      value: "",
      valueKey: "SIXGUN.MountState.tied",
    });
    await applyAll(rideActions(tied));
    expect(encounter(tex).mounted).toBe(false);
    expect(dusty.system.state).toBe("tied");
    const loose = mountRoll("dismountingUnderFire", [1, 1]);
    await applyAll(rideActions(loose));
    expect(dusty.system.state).toBe("loose");
  });

  it("DISMOUNTING pass 0: the horse bolts dragging him (arrow damage on the same dice), then DRAG FREE", async () => {
    encounter(tex).mounted = true;
    // 6, 6: pass 0. Damage as an arrow: 3 + 5 = 8, chest; recovery 6, 6, 1 vs Toughness 4: pass 1.
    const r = mountRoll("dismountingUnderFire", [6, 6, 3, 5, 6, 6, 1]);
    expect(r.outcome).toBe("dragged");
    expect(r.table?.damage).toMatchObject({ weapon: "bow", location: "chest", outcome: "wounded" });
    expect(rideDice(r).map((d) => d.purpose)).toEqual([
      "test",
      "test",
      "white",
      "coloured",
      "recovery",
      "recovery",
      "recovery",
    ]);
    await applyAll(rideActions(r));
    expect(encounter(tex).mounted).toBe(false);
    expect(wounds(tex).chest).toBe(1);
    expect(dusty.system.state).toBe("runaway");
    expect(rideNext(r)).toEqual([
      {
        type: "ride",
        test: "dragFree",
        actor: tex.uuid,
        name: "Tex",
        subject: dusty.uuid,
        reason: "SIXGUN.Outcome.Ride.dismountingUnderFire.dragged",
      },
    ]);
  });

  it("DRAG FREE: a pass frees his foot (prone); a fail drags him again, damage and another DRAG FREE", async () => {
    const freed = mountRoll("dragFree", [2]);
    expect(freed.outcome).toBe("footFreed");
    await applyAll(rideActions(freed));
    expect(encounter(tex).prone).toBe(true);
    expect(rideNext(freed)).toEqual([]);
    const again = mountRoll("dragFree", [6, 3, 5, 6, 6, 1]);
    expect(again.outcome).toBe("draggedAgain");
    await applyAll(rideActions(again));
    expect(wounds(tex).chest).toBe(1);
    expect(rideNext(again).map((f) => f.test)).toEqual(["dragFree"]);
  });

  it("a fall that puts him out of the fight ends the dragging: no DRAG FREE follows", () => {
    // Dragged again: 1 + 4 = 5, the head, Obviously Dead.
    const r = mountRoll("dragFree", [6, 1, 4]);
    expect(r.table?.damage?.outcome).toBe("obviouslyDead");
    expect(rideNext(r)).toEqual([]);
  });
});

describe("riding tests flag the rider and throw him", () => {
  it("MOVING FAST: the rider is moving fast", async () => {
    const r = mountRoll("mountMovingFast", [1, 1]);
    expect(r.outcome).toBe("doubleMove");
    await applyAll(rideActions(r));
    expect(encounter(tex).movingFast).toBe(true);
  });

  it("ROUGH GOING through: moving fast; a stumble throws him and offers RIDER THROWN", async () => {
    const through = mountRoll("mountRoughGoing", [1, 1]);
    await applyAll(rideActions(through));
    expect(encounter(tex).movingFast).toBe(true);
    encounter(tex).mounted = true;
    // Pass 0, then the mishap die 6 over Quality 4: the mount stumbles.
    const stumbles = mountRoll("mountRoughGoing", [6, 6, 6]);
    expect(stumbles.outcome).toBe("stumbles");
    await applyAll(rideActions(stumbles));
    expect(encounter(tex).mounted).toBe(false);
    expect(dusty.system.state).toBe("loose");
    expect(rideNext(stumbles).map((f) => [f.test, f.actor, f.subject])).toEqual([
      ["riderThrown", tex.uuid, dusty.uuid],
    ]);
  });

  it("STAY MOUNTED pass 0: thrown, buffalo-gun damage rolled with the test, wounds and Out of the Fight", async () => {
    encounter(tex).mounted = true;
    // 6, 6: pass 0. Buffalo gun 3 + 4 = 7: the gun arm, Out of the Fight outright.
    const r = mountRoll("stayMounted", [6, 6, 3, 4]);
    expect(r.table?.damage).toMatchObject({
      weapon: "buffaloGun",
      location: "gunArm",
      outcome: "outOfTheFight",
    });
    await applyAll(rideActions(r));
    expect(encounter(tex).mounted).toBe(false);
    expect(wounds(tex).gunArm).toBe(1);
    expect(encounter(tex).outOfTheFight).toBe(true);
    expect(dusty.system.state).toBe("loose");
  });

  it("RIDER THROWN pass 0: the damage is at least Out of the Fight, even a scratch", async () => {
    // 6, 6 vs Toughness 4: pass 0. Buffalo gun 3 + 5, chest; recovery 1, 1: a scratch, raised.
    const r = mountRoll("riderThrown", [6, 6, 3, 5, 1, 1]);
    expect(r.outcome).toBe("buffaloGunDamageOofMinimum");
    expect(r.table?.damage).toMatchObject({ outcome: "outOfTheFight", oofMinimumApplied: true });
    await applyAll(rideActions(r));
    expect(wounds(tex).chest).toBe(1);
    expect(encounter(tex).outOfTheFight).toBe(true);
  });

  it('RIDER THROWN moving over 18": one Toughness less', () => {
    const r = mountRoll("riderThrown", [4, 4, 3, 5, 1, 1], { movingOver18: true });
    expect(r.target).toBe(3);
    expect(r.outcome).toBe("buffaloGunDamageOofMinimum");
  });
});

describe("Skittish moves the mount", () => {
  it('a tied horse that fails runs away; a loose one that passes shies 1d6" and stays loose', async () => {
    dusty.system.state = "tied";
    const runs = mountRoll("skittish", [6, 6]);
    await applyAll(rideActions(runs));
    expect(dusty.system.state).toBe("runaway");
    dusty.system.state = "tied";
    const breaks = mountRoll("skittish", [1, 6, 3]);
    expect(breaks.outcome).toBe("breaksLoose");
    await applyAll(rideActions(breaks));
    expect(dusty.system.state).toBe("loose");
  });
});

describe("a vehicle's tests", () => {
  let ella: StandInActor;
  let wagon: StandInActor;
  beforeEach(() => {
    ella = world.actor("ella", "Ella Mae", ["alice"]);
    wagon = vehicleActor("wagon", tex, [ella]);
  });

  const vehicleRoll = (test: VehicleRollId, faces: number[], o: RideOptions = {}, who = tex) => {
    const subject = vehicleSubject("Wagon", wagon.system as unknown as VehicleSource, data(tex), {
      uuid: wagon.uuid,
      passengers: [{ uuid: ella.uuid, name: ella.name }],
    });
    const figure = who === tex ? subject.driver : { ...subject.driver!, uuid: who.uuid, name: who.name };
    return replay((src) => rollVehicleTest(src, test, subject, o, figure), faces);
  };

  it("FAST MOVING: the driver and everyone aboard are moving fast", async () => {
    const r = vehicleRoll("vehicleFastMoving", [1, 1]);
    await applyAll(rideActions(r));
    expect(encounter(tex).movingFast).toBe(true);
    expect(encounter(ella).movingFast).toBe(true);
  });

  it("LOSING CONTROL pass 0 wrecks it: the card offers the WRECK, which sends everyone aboard to PASSENGER THROWN", () => {
    const lost = vehicleRoll("losingControl", [6, 6], { inWatercourse: true });
    expect(lost.outcome).toBe("wrecked");
    const wreckButton = rideNext(lost);
    expect(wreckButton).toEqual([
      {
        type: "ride",
        test: "wreck",
        actor: wagon.uuid,
        name: "Wagon",
        subject: wagon.uuid,
        inWatercourse: true,
        reason: "SIXGUN.Outcome.Ride.losingControl.wrecked",
      },
    ]);
    expect(wreckButton.every((f) => followUpIsWhole(f))).toBe(true);
    // The wreck: horse 1 breaks free (2); horse 2 is hit (5): chest (3), one die 6 vs 5: dead.
    const wreck = vehicleRoll("wreck", [2, 5, 3, 6], { inWatercourse: true }, wagon);
    expect(wreck.animals?.map((a) => a.outcome)).toEqual(["brokeFree", "hit"]);
    expect(wreck.animals?.[1]?.hit?.status).toBe("dead");
    expect(rideCard(wreck, "Wagon").lines.map((l) => l.outcome)).toEqual([
      "SIXGUN.Outcome.AnimalHit.brokeFree",
      "SIXGUN.MountStatus.dead",
    ]);
    expect(rideNext(wreck).map((f) => [f.test, f.actor, f.inWatercourse])).toEqual([
      ["passengerThrown", tex.uuid, true],
      ["passengerThrown", ella.uuid, true],
    ]);
  });

  it("Foundry rolls a wreck's and a fall's dice in the groups the card shows", async () => {
    const subject = vehicleSubject("Wagon", wagon.system as unknown as VehicleSource, data(tex), {
      uuid: wagon.uuid,
    });
    const wreck = await rollThrough(
      (src) => rollVehicleTest(src, "wreck", subject, {}, null),
      rideDice,
      scriptedRoller([2, 5, 3, 6]),
    );
    expect(wreck.steps.map((s) => [s.step.step, s.faces])).toEqual([
      ["animal0", [2]],
      ["animal1", [5]],
      ["animalHit1", [3, 6]],
    ]);
    const mount = mountSubject("Dusty", dusty.system as unknown as MountSource, data(tex), {
      uuid: dusty.uuid,
    });
    const fall = await rollThrough(
      (src) => rollMountTest(src, "dismountingUnderFire", mount),
      rideDice,
      scriptedRoller([6, 6, 3, 5, 6, 6, 1]),
    );
    expect(fall.steps.map((s) => [s.step.step, s.faces])).toEqual([
      ["test", [6, 6]],
      ["damage", [3, 5]],
      ["recovery", [6, 6, 1]],
    ]);
  });

  it("PASSENGER THROWN into a watercourse: the bank die, then the damage on her", async () => {
    // 1, 1: pass 2 (pistol). Bank 2: left. Damage 3 + 5, chest; recovery 6, 6: Out of the Fight.
    const r = vehicleRoll("passengerThrown", [1, 1, 2, 3, 5, 6, 6], { inWatercourse: true }, ella);
    expect(r.bankDie).toBe(2);
    expect((r.effects as { bank?: string }).bank).toBe("left");
    await applyAll(rideActions(r));
    expect(wounds(ella).chest).toBe(1);
    expect(encounter(ella).outOfTheFight).toBe(true);
    expect(wounds(tex).chest).toBe(0);
  });
});

describe("THEY SHOT MY HORSE!, from the shot", () => {
  const shooter = plainTableFigure("Actor.outlaw", "Outlaw");

  function shotAtTex(faces: number[]) {
    encounter(tex).mounted = true;
    const target = {
      ...plainTableFigure(tex.uuid, "Tex", { encounter: { mounted: true } }),
      mount: findMount(world.actors.values(), tex.uuid),
    };
    const decl = {
      shooter,
      weapon: "pistol0000000001",
      active: true,
      targets: [{ figure: target, dice: 1, distance: 6, cover: { kind: "none" as const } }],
    };
    return replay((src) => rollShotPlan(src, decl), faces);
  }

  it("finds the horse a figure rides by its rider field, the ridden one first", () => {
    mountActor("spare", "Spare", tex, { state: "tied" });
    expect(findMount(world.actors.values(), tex.uuid)).toMatchObject({ uuid: dusty.uuid, quality: 4 });
    expect(findMount(world.actors.values(), "Actor.nobody")).toBeNull();
  });

  it("an 8 goes to the horse: head, pass 0, dead; Tex thrown, the horse dead on its sheet", async () => {
    // To-hit 4 + Rep 4 = 8 on a mounted target: the mount. Head (1), 6, 6 vs Quality 3: dead.
    const plan = shotAtTex([4, 1, 6, 6]);
    expect(plan.result.targets[0]!.mountHit).toBe(true);
    expect(plan.mountHits?.[0]?.rolls.map((r) => [r.location, r.outcome])).toEqual([["head", "dead"]]);
    expect(mountHitDice(plan).map((d) => d.purpose)).toEqual(["extra", "test", "test"]);
    await applyAll(plan.groups);
    expect(dusty.system.status).toBe("dead");
    expect(dusty.system.state).toBe("loose");
    expect(encounter(tex).mounted).toBe(false);
    const next = plan.followUps.filter((f) => f.type === "ride");
    expect(next).toEqual([
      {
        type: "ride",
        actor: tex.uuid,
        name: "Tex",
        test: "riderThrown",
        subject: dusty.uuid,
        reason: "SIXGUN.Outcome.AnimalHit.dead",
      },
    ]);
    // He still takes BEEN SHOT AT for the shot.
    expect(plan.followUps.some((f) => f.type === "reaction" && f.actor === tex.uuid)).toBe(true);
  });

  it("spooked (neck, pass 1): the horse is marked spooked, Tex stays up and takes STAY MOUNTED", async () => {
    const plan = shotAtTex([4, 2, 1, 6]);
    await applyAll(plan.groups);
    expect(dusty.system.status).toBe("spooked");
    expect(dusty.system.state).toBe("ridden");
    expect(encounter(tex).mounted).toBe(true);
    expect(plan.followUps.filter((f) => f.type === "ride").map((f) => (f as { test: string }).test)).toEqual([
      "stayMounted",
    ]);
  });

  it("in an exchange of fire too: the horse's rolls follow the exchange, their worst lands on it", async () => {
    encounter(tex).mounted = true;
    const rider = {
      ...plainTableFigure(tex.uuid, "Tex", { encounter: { mounted: true } }),
      mount: findMount(world.actors.values(), tex.uuid),
    };
    const decl = exchangeDeclaration(shooter, rider, 6)!;
    // The first seeds whose exchange sends a die to Tex's horse.
    const found = Array.from({ length: 400 }, (_, seed) => seed)
      .map((seed) => rollExchangePlan(seededDice(seed), decl))
      .filter((p) => p.mountHits?.length)
      .slice(0, 3);
    expect(found.length).toBeGreaterThan(0);
    for (const plan of found) {
      const rolls = plan.mountHits![0]!.rolls;
      const dice = plan.result.shots.flatMap((s) => s.shots).filter((x) => x.result === "mountHit");
      expect(rolls.length).toBeLessThanOrEqual(dice.length);
      const worst = rolls
        .map((r) => r.status)
        .sort((a, b) => MOUNT_STATUSES.indexOf(b) - MOUNT_STATUSES.indexOf(a))[0]!;
      const status = plan.groups.flatMap((g) => g.actions).find((a) => a.type === "mount" && a.status);
      if (worst === "unhurt") expect(status).toBeUndefined();
      else expect(status).toEqual({ type: "mount", actor: dusty.uuid, status: worst });
      const thrown = rolls.some((r) => r.effects.riderThrown);
      expect((plan.followUps ?? []).some((f) => f.type === "ride" && f.test === "riderThrown")).toBe(
        thrown && !["outOfTheFight", "obviouslyDead", "cheatedDeath"].includes(plan.result.second.outcome),
      );
    }
  });

  it("Foundry rolls the horse's dice as the rules read them: the location, then the test", async () => {
    encounter(tex).mounted = true;
    const target = {
      ...plainTableFigure(tex.uuid, "Tex"),
      mount: findMount(world.actors.values(), tex.uuid),
    };
    target.system.encounter.mounted = true;
    const decl = {
      shooter,
      weapon: "pistol0000000001",
      active: true,
      targets: [{ figure: target, dice: 1, distance: 6, cover: { kind: "none" as const } }],
    };
    const out = await rollThrough(
      (src) => rollShotPlan(src, decl),
      (p) => [...shotDice(p.input, p.result), ...mountHitDice(p)],
      scriptedRoller([4, 1, 6, 6]),
    );
    expect(out.steps.map((s) => [s.step.step, s.faces])).toEqual([
      ["toHit", [4]],
      ["mount0.0.location", [1]],
      ["mount0.0", [6, 6]],
    ]);
  });

  it("a wound only gets worse: a later graze does not heal a dead horse", async () => {
    dusty.system.status = "dead";
    await world.as("gm", () =>
      blazeOfGloryCardRules.applyAction({
        type: "mount",
        actor: dusty.uuid,
        status: "grazed",
      } as TableAction),
    );
    expect(dusty.system.status).toBe("dead");
  });
});

describe("the GM applies a mount's changes to mounts only", () => {
  it("a mount action on a figure, or a figure's on a mount, changes nothing", async () => {
    await world.as("gm", () =>
      blazeOfGloryCardRules.applyAction({ type: "mount", actor: tex.uuid, status: "dead" } as TableAction),
    );
    expect(tex.system.status).toBeUndefined();
    await world.as("gm", () =>
      blazeOfGloryCardRules.applyAction({
        type: "encounter",
        actor: dusty.uuid,
        flag: "prone",
        value: true,
      } as TableAction),
    );
    expect(dusty.system.encounter).toBeUndefined();
  });

  it("a stored ride follow-up must name a test the table knows and a subject", () => {
    const f = { type: "ride", actor: tex.uuid, name: "Tex", subject: dusty.uuid, reason: "" } as const;
    expect(followUpIsWhole({ ...f, test: "riderThrown" })).toBe(true);
    expect(followUpIsWhole({ ...f, test: "shootEveryone" } as never)).toBe(false);
    expect(followUpIsWhole({ ...f, test: "riderThrown", subject: 7 } as never)).toBe(false);
  });
});
