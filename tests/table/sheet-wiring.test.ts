import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice, type DiceSource } from "../../src/rules/core";
import { replay, rollThrough, scriptedRoller } from "../../src/shell/dice/bridge";
import { deriveCharacter, deriveMount, deriveVehicle } from "../../src/rulesets/blaze-of-glory/data/derive";
import {
  type CharacterSource,
  type EncounterState,
} from "../../src/rulesets/blaze-of-glory/data/source-types";
import { characterView } from "../../src/rulesets/blaze-of-glory/sheets/character-context";
import { mountView } from "../../src/rulesets/blaze-of-glory/sheets/mount-context";
import { MISSING_FIGURE_IMG, vehicleView } from "../../src/rulesets/blaze-of-glory/sheets/vehicle-context";
import {
  readDrawForm,
  readMeleeForm,
  enemyContacts,
  drawDialogContext,
  reactionDialogContext,
  coverInput,
  readShootForm,
  shootDialogContext,
} from "../../src/rulesets/blaze-of-glory/table/dialog-context";
import {
  redrawFromStored,
  rollDrawPlan,
  withRedrawFollowUps,
  type DrawDeclaration,
} from "../../src/rulesets/blaze-of-glory/table/draw-flow";
import {
  chooseReactionPlan,
  freeWillAllowed,
  rollReactionPlan,
} from "../../src/rulesets/blaze-of-glory/table/reaction-flow";
import { REACTION_TESTS, type ReactionTest } from "../../src/rules/blaze-of-glory/reactions";
import { PROFESSIONS, WARRIOR_REGIONS } from "../../src/rules/blaze-of-glory/ids";
import { followUpView } from "../../src/rulesets/blaze-of-glory/chat/format";
import {
  MOUNT_TESTS,
  VEHICLE_TESTS,
  mountSubject,
  mountTestButtons,
  rideActions,
  rideCard,
  rideDice,
  rideDialogContext,
  readRideForm,
  rollMountTest,
  rollVehicleTest,
  vehicleSubject,
  vehicleTestButtons,
  type RideActorData,
  type RideResult,
} from "../../src/rulesets/blaze-of-glory/table/ride-flow";
import {
  coverFromConditions,
  exchangeDeclaration,
  exchangeDice,
  firstRangedWeapon,
} from "../../src/rulesets/blaze-of-glory/table/exchange-entry";
import { rollExchangePlan, rollShotPlan } from "../../src/rulesets/blaze-of-glory/table/shooting-flow";
import { hudTests } from "../../src/rulesets/blaze-of-glory/table/token-hud";
import { langString } from "../helpers/files";
import { characterSource } from "../helpers/fixtures";
import { figure, horse, wagon } from "./fixtures";

/**
 * The joins between the sheets (issue 4) and the table (issue 5): which roll buttons a sheet
 * shows, the Draw and melee dialogs read back, the Draw card's re-draw, the mount and vehicle tests
 * from their sheets, and a deleted passenger on the vehicle sheet. All through the pure parts.
 */

const hasKey = (key: string): boolean => langString(key) !== undefined;

function source(over: Partial<CharacterSource> = {}): CharacterSource {
  return characterSource({ sand: 5, ...over });
}

const weapons = [
  { id: "colt", name: "Colt", img: "", system: { weapon: "pistol", ammo: "loaded" } },
  { id: "henry", name: "Henry", img: "", system: { weapon: "repeatingCarbine", ammo: "fumbling" } },
  { id: "hawken", name: "Hawken", img: "", system: { weapon: "mlRifle", ammo: "out" } },
  { id: "lance", name: "Lance", img: "", system: { weapon: "lance", ammo: "loaded" } },
] as const;

function view(mode: "play" | "edit", editable: boolean, canRoll?: boolean) {
  const system = source();
  const derived = deriveCharacter(system, weapons as never, []);
  return characterView({
    actor: { name: "Tex", img: "" },
    system,
    derived,
    weapons: weapons as never,
    attributes: [],
    mode,
    tab: "combat",
    editable,
    ...(canRoll === undefined ? {} : { canRoll }),
    notesHTML: "",
  });
}

describe("the character sheet's roll buttons", () => {
  it("show only to owners, and only in play mode", () => {
    expect(view("play", true, true).canRoll).toBe(true);
    expect(view("play", false, false).canRoll).toBe(false);
    expect(view("edit", true, true).canRoll).toBe(false);
    // Without a word on ownership the sheet's editability decides.
    expect(view("play", true).canRoll).toBe(true);
    // After-battle recovery only for a figure that ended Out of the Fight.
    expect(view("play", true, true).canRecover).toBe(false);
  });

  it("offer after-battle recovery to a figure Out of the Fight, not to the dead", () => {
    const at = (encounter: Partial<EncounterState>) => {
      const system = source({ encounter: { ...source().encounter, ...encounter } });
      return characterView({
        actor: { name: "Tex", img: "" },
        system,
        derived: deriveCharacter(system, [], []),
        weapons: [],
        attributes: [],
        mode: "play",
        tab: "combat",
        editable: true,
        notesHTML: "",
      }).canRecover;
    };
    expect(at({ outOfTheFight: true })).toBe(true);
    expect(at({ outOfTheFight: true, obviouslyDead: true })).toBe(false);
    expect(hasKey("SIXGUN.Table.RecoveryNotNeeded")).toBe(true);
  });

  it("enable Shoot and Reload from the ammunition state the rules core reads", () => {
    const rows = Object.fromEntries(view("play", true, true).weapons.map((w) => [w.id, w]));
    expect(rows.colt).toMatchObject({ canShoot: true, canReload: false });
    // Fumbling for cartridges: no shooting until a reload, which rolls.
    expect(rows.henry).toMatchObject({ canShoot: false, canReload: true });
    // Out of ammunition: a reload rolls nothing (it needs replenishing).
    expect(rows.hawken).toMatchObject({ canShoot: false, canReload: false });
    expect(rows.lance).toMatchObject({ meleeOnly: true, canShoot: false, canReload: false });
  });

  it("label every new button in lang/en.json", () => {
    for (const key of [
      "SIXGUN.Table.Shoot",
      "SIXGUN.Table.ShootHint",
      "SIXGUN.Table.Reload",
      "SIXGUN.Table.ReloadHint",
      "SIXGUN.Table.Challenge",
      "SIXGUN.Table.ChallengeHint",
      "SIXGUN.Table.Recovery",
      "SIXGUN.Table.RecoveryHint",
      "SIXGUN.Table.Actions",
      "SIXGUN.Chat.FollowUp.redraw",
      "SIXGUN.Vehicle.missingFigure",
      "SIXGUN.Vehicle.missingFigureHint",
    ])
      expect(hasKey(key), key).toBe(true);
  });
});

describe("the Draw and melee dialogs, read back", () => {
  const a = figure("a");
  const b = figure("b");
  const c = figure("c");

  it("reads weapons and who draws on whom; an empty choice falls back to the default", () => {
    const ctx = drawDialogContext([a, b, c]);
    const decl = readDrawForm([a, b, c], {
      "figures.0.weapon": "pistol0000000001",
      [ctx.figures[0]!.opponents[0]!.field]: false,
      [ctx.figures[0]!.opponents[1]!.field]: true,
      [ctx.figures[1]!.opponents[0]!.field]: true,
    });
    expect(decl.figures.map((f) => [f.figure.uuid, f.weapon, f.targets])).toEqual([
      [a.uuid, "pistol0000000001", [c.uuid]],
      [b.uuid, "pistol0000000001", [a.uuid]],
      [c.uuid, "pistol0000000001", [a.uuid]],
    ]);
    // Shift-click: no form at all gives the dialog's own defaults.
    expect(readDrawForm([a, b], {}).figures.map((f) => f.targets)).toEqual([[b.uuid], [a.uuid]]);
  });

  it("reads sides, weapons, flank and charge; enemies on different sides are in contact", () => {
    const fighters = [
      { figure: a, side: "a" },
      { figure: b, side: "b" },
      { figure: c, side: "b" },
    ];
    const decl = readMeleeForm(
      fighters,
      { a: "A", b: "B" },
      {
        "fighters.2.side": "a",
        "fighters.1.flankOrRear": true,
        "fighters.0.chargePenalty": true,
        "fighters.0.side": "nonsense",
      },
    );
    expect(decl.fighters.map((f) => [f.side, f.flankOrRear, f.chargePenalty])).toEqual([
      ["a", false, true],
      ["b", true, false],
      ["a", false, false],
    ]);
    expect(decl.contacts).toEqual([
      [a.uuid, b.uuid],
      [b.uuid, c.uuid],
    ]);
    expect(
      enemyContacts([
        { figure: a, side: "a" },
        { figure: b, side: "a" },
      ]),
    ).toEqual([]);
  });
});

describe("the Draw card's BEEN SHOT AT", () => {
  it("names the figure that outdrew him, so a 'fire' answer shoots back at him", () => {
    const figs = [figure("cowboy", { rep: 5 }), figure("tex"), figure("weezie", { rep: 3 })];
    const d: DrawDeclaration = {
      figures: figs.map((f, i) => ({
        figure: f,
        weapon: "pistol0000000001",
        targets: [figs[(i + 1) % 3]!.uuid],
        flinch: "drawNormally",
      })),
    };
    let seen = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const plan = rollDrawPlan(seededDice(seed), d);
      for (const f of plan.followUps) {
        if (f.type !== "reaction" || f.test !== "beenShotAt") continue;
        seen++;
        const winner = plan.draw.pairings.find((p) => p.loser === f.actor)!.winner!;
        expect(f.cause, `seed ${seed}`).toEqual({
          uuid: winner,
          name: figs.find((x) => x.uuid === winner)!.name,
        });
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
});

describe("the Draw card's Got the Drop → re-draw", () => {
  it("replaces the GOT THE DROP follow-up and re-draws from what the card stored", () => {
    const cowboy = figure("cowboy", { rep: 5 });
    const tex = figure("tex");
    const weezie = figure("weezie", { rep: 3 });
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
    const plan = rollDrawPlan(sequenceDice(1, 1, 2, 5, 6, 6, 6, 6, 2, 6, 4, 5), d);
    const followUps = withRedrawFollowUps(plan, d);
    const redraw = followUps.find((f) => f.type === "redraw");
    expect(redraw).toMatchObject({
      type: "redraw",
      actor: tex.uuid,
      winner: cowboy.uuid,
      winnerName: "Cowboy",
    });
    expect(followUps.some((f) => f.type === "reaction" && f.test === "gotTheDrop")).toBe(false);
    if (redraw?.type !== "redraw") throw new Error("no re-draw");
    // What the card stores survives JSON (message flags).
    const stored = JSON.parse(JSON.stringify(redraw.draw)) as typeof redraw.draw;
    expect(followUpView(redraw, 0)).toMatchObject({ label: "SIXGUN.Chat.FollowUp.redraw", name: "Tex" });

    const failed = rollReactionPlan(sequenceDice(6), tex, "gotTheDrop", {}).result;
    const again = redrawFromStored(stored, [cowboy, tex, weezie], cowboy.uuid, tex.uuid, failed)!;
    expect(again.figures.map((f) => [f.figure.uuid, f.hasDrop, f.targets])).toEqual([
      [cowboy.uuid, true, [tex.uuid]],
      [tex.uuid, false, [cowboy.uuid]],
    ]);
    const second = rollDrawPlan(sequenceDice(1, 1, 1, 1, 1, 3, 6, 6, 6, 6), again);
    expect(second.flinch).toEqual([]);
    expect(second.draw.pairings[0]).toMatchObject({ conversion: "repeatedCover", code: "obviouslyDead" });

    const surrender = rollReactionPlan(sequenceDice(1), tex, "gotTheDrop", {}).result;
    if (surrender.directive === "surrender")
      expect(redrawFromStored(stored, [cowboy, tex, weezie], cowboy.uuid, tex.uuid, surrender)).toBeNull();

    // A Star out-drawn chooses his GOT THE DROP (Free Will on every sheet): the choice decides
    // whether the Draw is fought again.
    const star = { ...tex, system: { ...tex.system, star: true } };
    expect(freeWillAllowed(tex, "gotTheDrop")).toBe(false);
    expect(freeWillAllowed(star, "gotTheDrop")).toBe(true);
    const ctx = reactionDialogContext(star, "gotTheDrop", {}, true);
    expect(ctx.asks).toBe(true);
    const outcomes = ctx.choices.map((value) => {
      const chosen = chooseReactionPlan(star, "gotTheDrop", {}, value as 0 | 1 | 2, undefined).result;
      const again = redrawFromStored(stored, [cowboy, star, weezie], cowboy.uuid, star.uuid, chosen);
      expect(again === null).toBe(chosen.directive === "surrender");
      return again === null ? "surrenders" : "redraw";
    });
    expect(outcomes).toContain("surrenders");
    expect(outcomes).toContain("redraw");
  });
});

describe("the reaction dialog", () => {
  it("offers a Star every row the rules core reads, and no other, on every sheet", () => {
    const stars = [
      ...PROFESSIONS.filter((p) => p !== "warrior").map((profession) =>
        figure("star", { star: true, profession }),
      ),
      ...WARRIOR_REGIONS.map((region) => {
        const f = figure("star", { star: true, profession: "warrior" });
        return { ...f, system: { ...f.system, warriorRegion: region } };
      }),
    ];
    let offered = 0;
    for (const star of stars) {
      for (const test of REACTION_TESTS) {
        if (!freeWillAllowed(star, test)) continue;
        const { choices } = reactionDialogContext(star, test, {}, true);
        for (const c of choices) expect(hasKey(`SIXGUN.Dialog.ChoicePass${c}`), String(c)).toBe(true);
        const values = choices;
        const accepts = (n: number) => {
          try {
            chooseReactionPlan(star, test, {}, n as 0 | 1 | 2, undefined);
            return true;
          } catch (error) {
            // A row that re-rolls takes the same pick again (as the table does).
            if ((error as { field?: string }).field !== "rerollPasses") return false;
            chooseReactionPlan(star, test, {}, n as 0 | 1 | 2, n as 0 | 1 | 2);
            return true;
          }
        };
        const where = `${star.system.profession}/${star.system.warriorRegion} ${test}`;
        expect(values, where).toEqual([2, 1, 0].filter(accepts));
        offered += values.length;
      }
    }
    expect(offered).toBeGreaterThan(50);
  });

  it("is shown only when it has something to ask or a Star's choice to offer", () => {
    const hand = figure("hand");
    const star = figure("star", { star: true });
    const asks = (f: ReturnType<typeof figure>, test: ReactionTest) =>
      reactionDialogContext(f, test, {}, freeWillAllowed(f, test)).asks;
    // Nothing to ask a Hand about GOT THE DROP or FLINCH: the roll is made at once.
    expect(asks(hand, "gotTheDrop")).toBe(false);
    expect(asks(hand, "flinch")).toBe(false);
    expect(asks(star, "gotTheDrop")).toBe(true);
    // Tests that read the situation always ask.
    for (const test of ["gotAShot", "beenShotAt", "beingCharged", "wantingToCharge"] as const)
      expect(asks(hand, test), test).toBe(true);
    // A Star's choice lists only rows the test has.
    expect(reactionDialogContext(star, "gotTheDrop", {}, true).choices).toEqual([1, 0]);
    expect(reactionDialogContext(hand, "gotTheDrop", {}, false).choices).toEqual([]);
    // The flag matches what the dialog would show.
    for (const test of REACTION_TESTS) {
      const ctx = reactionDialogContext(hand, test, {}, false);
      expect(ctx.asks, test).toBe(ctx.flags.length > 0 || ctx.showFrom || ctx.showTargetSand);
    }
  });
});

const rider: RideActorData = {
  uuid: "Actor.tex",
  name: "Tex",
  system: source({ rep: 4, sand: 5 }),
  derived: { horsemanship: 4 },
};

/** Runs a ride test through the dice bridge with scripted faces, and checks replay gives the same. */
async function ride(run: (src: DiceSource) => RideResult, faces: number[]) {
  const roller = scriptedRoller([...faces, ...Array.from({ length: 12 }, () => 3)]);
  const out = await rollThrough(run, rideDice, roller);
  expect(replay(run, out.faces)).toEqual(out.result);
  return out;
}

describe("mount and vehicle tests from their sheets", () => {
  it("offers each test with the reason it is unavailable", () => {
    const ok = mountTestButtons({ status: "unhurt", state: "ridden", hasRider: true });
    expect(ok.map((b) => b.test)).toEqual([...MOUNT_TESTS]);
    expect(ok.filter((b) => b.blocked).map((b) => [b.test, b.blocked])).toEqual([
      ["skittish", "SIXGUN.Ride.Blocked.notAbandoned"],
    ]);
    const tied = mountTestButtons({ status: "crippled", state: "tied", hasRider: false });
    expect(tied.find((b) => b.test === "skittish")!.blocked).toBeNull();
    expect(tied.find((b) => b.test === "mountMovingFast")!.blocked).toBe("SIXGUN.Ride.Blocked.noRider");
    const crippled = mountTestButtons({ status: "crippled", state: "ridden", hasRider: true });
    expect(crippled.find((b) => b.test === "mountMovingFast")!.blocked).toBe(
      "SIXGUN.Ride.Blocked.cannotBeRidden",
    );
    const oxen = vehicleTestButtons({ animal: "ox", hasDriver: true });
    expect(oxen.find((b) => b.test === "vehicleFastMoving")!.blocked).toBe(
      "SIXGUN.Ride.Blocked.cannotMoveFast",
    );
    expect(vehicleTestButtons({ animal: "horse", hasDriver: false }).every((b) => b.blocked)).toBe(true);
    for (const b of [...ok, ...tied, ...oxen]) {
      expect(hasKey(b.label), b.label).toBe(true);
      expect(hasKey(b.hint), b.hint).toBe(true);
      if (b.blocked) expect(hasKey(b.blocked), b.blocked).toBe(true);
    }
  });

  it("puts the buttons on the mount and vehicle sheets for owners in play mode", () => {
    const base = {
      actor: { name: "Dusty", img: "" },
      system: horse,
      derived: deriveMount(horse),
      rider: { uuid: "Actor.tex", name: "Tex", img: "", missing: false },
      editable: true,
      notesHTML: "",
    };
    expect(mountView({ ...base, mode: "play" }).tests).toHaveLength(MOUNT_TESTS.length);
    expect(mountView({ ...base, mode: "edit" }).tests).toEqual([]);
    expect(mountView({ ...base, mode: "play", canRoll: false }).tests).toEqual([]);
    const gone = mountView({ ...base, mode: "play", rider: { ...base.rider, missing: true } });
    expect(gone.tests.find((t) => t.test === "mountMovingFast")!.blocked).toBe("SIXGUN.Ride.Blocked.noRider");
  });

  it("a Quality 4 horse moving fast: pass 1 goes to the rider's Horsemanship test", async () => {
    const subject = mountSubject("Dusty", horse, rider);
    expect(subject.rider).toMatchObject({ rating: 4, sand: 5 });
    const out = await ride((src) => rollMountTest(src, "mountMovingFast", subject), [2, 6, 1, 2]);
    expect(out.result.followUp).not.toBeNull();
    expect(out.steps.map((s) => s.step.step)).toEqual(["test", "followUp"]);
    const card = rideCard(out.result, subject.name, subject.rider);
    expect(card.lines).toHaveLength(2);
    expect(card.lines[0]!.outcome).toBe("SIXGUN.Ride.FollowedUp");
    expect(card.lines[1]!.outcome).toBe(`SIXGUN.Outcome.Ride.mountMovingFast.${out.result.outcome}`);
    expect(card.facts.find((f) => f.label === "SIXGUN.Ride.Effect.moveInches")?.value).toMatch(/"$/);
    // Exact odds of the horse's own 2d6 against its Quality 4: each die passes on 1-4 (2/3).
    expect(out.result.target).toBe(4);
    expect(card.odds.map((o) => [o.n, o.fraction, o.percent])).toEqual([
      [0, "1/9", "11%"],
      [1, "4/9", "44%"],
      [2, "4/9", "44%"],
    ]);
  });

  it("every mount and vehicle test posts a card whose keys all exist", async () => {
    const mount = mountSubject("Dusty", { ...horse, state: "tied" }, rider);
    const vehicle = vehicleSubject("Wagon", wagon, rider);
    expect(vehicle.driver!.rating).toBeGreaterThan(0);
    const scripts = [
      [6, 6],
      [1, 1],
      [1, 6, 1, 1],
      [1, 6, 6, 6, 6],
    ];
    for (const faces of scripts) {
      for (const test of MOUNT_TESTS) {
        const out = await ride((src) => rollMountTest(src, test, mount), faces);
        checkCard(rideCard(out.result, mount.name, mount.rider));
      }
      for (const test of VEHICLE_TESTS) {
        const out = await ride((src) => rollVehicleTest(src, test, vehicle), faces);
        checkCard(rideCard(out.result, vehicle.name, vehicle.driver));
      }
    }
  });

  it("a rider thrown from the saddle is no longer mounted: the card's Apply says so", async () => {
    const subject = mountSubject("Dusty", horse, rider);
    const out = await ride((src) => rollMountTest(src, "stayMounted", subject), [6, 6]);
    expect(out.result.outcome).toBe("thrownBuffaloGunDamage");
    expect(rideActions(out.result, subject.rider)).toEqual([
      {
        id: "ride",
        label: "SIXGUN.Chat.Apply",
        name: "Tex",
        actions: [{ type: "encounter", actor: "Actor.tex", flag: "mounted", value: false }],
        auto: false,
      },
    ]);
    const card = rideCard(out.result, subject.name, subject.rider);
    expect(card.notes).toContain("SIXGUN.Ride.Effect.riderThrown");
    expect(card.facts).toContainEqual({
      label: "SIXGUN.Ride.Effect.damageAs",
      value: "",
      valueKey: "SIXGUN.Weapon.buffaloGun",
    });
  });
});

function checkCard(card: ReturnType<typeof rideCard>) {
  const keys = [
    card.title,
    ...card.lines.flatMap((l) => [l.label, l.outcome]),
    ...card.notes,
    ...card.odds.map((o) => o.label),
    ...card.facts.flatMap((f) => [f.label, ...(f.valueKey ? [f.valueKey] : [])]),
  ].filter((k) => k !== "");
  for (const key of keys) expect(hasKey(key), key).toBe(true);
}

describe("a passenger whose actor was deleted", () => {
  it("shows a localized Missing figure and the placeholder portrait, and stays removable", () => {
    const ctx = vehicleView({
      actor: { name: "Coach", img: "" },
      system: wagon,
      derived: deriveVehicle(wagon),
      driver: null,
      passengers: [
        { uuid: "Actor.tex", name: "Tex", img: "tex.webp", missing: false, position: "inBox" },
        {
          uuid: "Actor.deleted000001",
          name: "Actor.deleted000001",
          img: "",
          missing: true,
          position: "inBox",
        },
      ],
      mode: "play",
      editable: true,
      notesHTML: "",
    });
    expect(ctx.passengers[0]).toMatchObject({ name: "Tex", img: "tex.webp", missingLabel: null });
    expect(ctx.passengers[1]).toMatchObject({
      uuid: "Actor.deleted000001",
      name: "",
      img: MISSING_FIGURE_IMG,
      missing: true,
      missingLabel: "SIXGUN.Vehicle.missingFigure",
      index: 1,
    });
    // No driver: every driving test says why it is unavailable.
    expect(ctx.tests.every((t) => t.blocked === "SIXGUN.Ride.Blocked.noDriver")).toBe(true);
  });
});

describe("an exchange of fire from the table", () => {
  it("picks each figure's first firearm and its cover, and rolls through the bridge", async () => {
    const tex = figure("tex", { sand: 5 });
    const jake = figure("jake", { sand: 5, encounter: { duckBack: true } });
    const decl = exchangeDeclaration(tex, jake, 8)!;
    expect(decl.first).toMatchObject({ weapon: "pistol0000000001", cover: { kind: "none" } });
    expect(decl.second.cover.kind).toBe(coverFromConditions(jake));
    expect(decl.second.cover.kind).toBe("obscuring");
    const lance = figure("lancer", {
      weapons: [{ id: "lance00000000001", name: "Lance", weapon: "lance", ammo: "loaded" }],
    });
    expect(firstRangedWeapon(lance)).toBeNull();
    expect(exchangeDeclaration(tex, lance, 8)).toBeNull();
    const run = (src: DiceSource) => rollExchangePlan(src, decl);
    const roller = scriptedRoller(Array.from({ length: 200 }, (_, i) => (i % 6) + 1));
    const out = await rollThrough(run, exchangeDice, roller);
    expect(replay(run, out.faces)).toEqual(out.result);
    expect(out.result.result.shots.length).toBeGreaterThan(0);
    // The first Foundry roll is the first shot's to-hit dice, not a lone die.
    expect(roller.calls[0]!.step).toBe("shot0.toHit");
  });
});

describe("the shoot dialog", () => {
  const tex = figure("tex");
  const jake = figure("jake");
  const jbj = figure("jbj");
  const rows = (...targets: ReturnType<typeof figure>[]) =>
    targets.map((f) => ({ figure: f, distance: 6, cover: "none" as const }));
  const at = (...targets: ReturnType<typeof figure>[]) => shootDialogContext(tex, "", rows(...targets), true);

  it("shares out the weapon's dice and labels every cover-table choice", () => {
    // A pistol's two dice go to one target, or one each to two.
    expect(at(jake).targets.map((t) => t.dice)).toEqual([2]);
    expect(at(jake, jbj).targets.map((t) => t.dice)).toEqual([1, 1]);
    const keys = [
      "SIXGUN.Dialog.CoverPosition",
      "SIXGUN.Dialog.CoverActivity",
      ...at(jake).positions.map((p) => `SIXGUN.Table.CoverPosition.${p}`),
      ...at(jake).activities.map((a) => `SIXGUN.Table.CoverActivity.${a}`),
    ];
    for (const key of keys) expect(hasKey(key), key).toBe(true);
  });

  it("starts, with no answers, from the targets' distance, cover and the weapon's spread", () => {
    const shot = readShootForm(tex, [{ figure: jake, distance: 9.2, cover: "obscuring" }], "", true);
    expect(shot).toEqual({
      weapon: "pistol0000000001",
      active: true,

      targets: [{ figure: jake, distance: 9.2, dice: 2, cover: { kind: "obscuring" } }],
    });
  });

  it("reads the answers back, keeping the starting value of anything malformed", () => {
    const shot = readShootForm(tex, rows(jake, jbj), "", true, {
      active: false,
      "targets.0.distance": "14.5",
      "targets.0.dice": "9", // more than a pistol's two dice
      "targets.0.cover": "woods",
      "targets.0.position": "cornerAway",
      "targets.0.activity": "firingRifle",
      "targets.1.distance": "",
      "targets.1.dice": "none",
      "targets.1.cover": "bulletproof",
      "targets.1.position": "roof",
    });
    expect(shot.active).toBe(false);
    expect(shot.targets.map(({ distance, dice, cover }) => ({ distance, dice, cover }))).toEqual([
      {
        distance: 14.5,
        dice: 2,
        cover: { kind: "woods", position: "cornerAway", activity: "firingRifle" },
      },
      // Bulletproof cover always names a row of the cover table: the dialog's starting one. The
      // unreadable dice would keep their starting one, but the first target took both.
      {
        distance: 6,
        dice: 0,
        cover: { kind: "bulletproof", position: "wallWindow", activity: "justLooking" },
      },
    ]);
  });

  it("keeps the dice within what the weapon throws in all, and one die at long range where set", () => {
    const derringer = figure("tex", {
      weapons: [{ id: "derringer0000001", name: "Derringer", weapon: "derringer", ammo: "loaded" }],
    });
    const dice = (shot: ReturnType<typeof readShootForm>) => shot.targets.map((t) => t.dice);
    // One die, two targets: it starts on the first, and a second die typed in is not thrown.
    expect(dice(readShootForm(derringer, rows(jake, jbj), "", true))).toEqual([1, 0]);
    expect(dice(readShootForm(derringer, rows(jake, jbj), "", true, { "targets.1.dice": "1" }))).toEqual([
      1, 0,
    ]);
    // A pistol's two dice: typed in order, never more than two in all; a cleared box keeps its dice.
    const pistol = (d0: string, d1: string) =>
      dice(readShootForm(tex, rows(jake, jbj), "", true, { "targets.0.dice": d0, "targets.1.dice": d1 }));
    expect(pistol("2", "2")).toEqual([2, 0]);
    expect(pistol("0", "2")).toEqual([0, 2]);
    expect(pistol("", "")).toEqual([1, 1]);
    // A Rep 4 pistol is effective to 12": at 20" the one-die setting allows one die.
    const far = [{ figure: jake, distance: 20, cover: "none" as const }];
    expect(dice(readShootForm(tex, far, "", true))).toEqual([2]);
    expect(dice(readShootForm(tex, far, "", true, {}, true))).toEqual([1]);
    expect(shootDialogContext(tex, "", far, true, true).targets[0]).toMatchObject({ dice: 1, max: 1 });
    // The typed distance decides the band: brought to 10" it takes both dice again.
    expect(
      dice(readShootForm(tex, far, "", true, { "targets.0.distance": "10", "targets.0.dice": "2" }, true)),
    ).toEqual([2]);
  });

  it("sends every cover it offers to the rules core in a form the shot accepts", () => {
    for (const kind of Object.keys(at(jake).coverChoices)) {
      const [target] = readShootForm(tex, rows(jake), "", true, { "targets.0.cover": kind }).targets;
      expect(target!.cover.kind).toBe(kind);
      const plan = rollShotPlan(sequenceDice(...Array.from({ length: 40 }, () => 5)), {
        shooter: tex,
        weapon: "pistol0000000001",
        active: true,
        targets: [target!],
        repMod: 0,
      });
      expect(plan.result.fired).toBe(true);
    }
    expect(coverInput("none", "loophole", "firingPistol")).toEqual({ kind: "none" });
  });

  it("an exchange reaches the rules core with the weapons and cover declared", () => {
    const henry = {
      id: "henry00000000001",
      name: "Henry",
      weapon: "repeatingCarbine",
      ammo: "loaded",
    } as const;
    const shooter = figure("tex", {
      weapons: [{ ...henry, id: "colt", weapon: "pistol" }, henry],
    });
    const picked = exchangeDeclaration(shooter, jake, 10)!;
    // Left to itself, the exchange takes each figure's first firearm.
    expect(picked.first.weapon).toBe("colt");
    const wall = coverInput("bulletproof", "loophole");
    const decl = {
      ...picked,
      first: { ...picked.first, weapon: henry.id },
      second: { ...picked.second, cover: wall },
    };
    const sixes = () => sequenceDice(...Array.from({ length: 400 }, () => 6));
    const first = rollExchangePlan(sixes(), decl).result.shots[0]!;
    expect(first.weapon).toBe("repeatingCarbine");
    // Sixes hit (6 + Rep 4), and the damage roll's location is not the head: behind a loophole only
    // the head shows, so the hit is stopped. In the open the same roll lands.
    expect(first.targets[0]!.damage[0]!.location).not.toBe("head");
    expect(first.targets[0]!.damage[0]!.cover).toBe("blocked");
    const open = rollExchangePlan(sixes(), { ...decl, second: picked.second }).result.shots[0]!;
    expect(open.targets[0]!.damage[0]!.cover).toBe("noCover");
  });
});

describe("the token HUD's reaction tests", () => {
  it("offers the tests of the figure's own sheet, and nothing for anything else", () => {
    expect(hudTests({ derived: { reactionTests: ["gotAShot", "beenShotAt", "bogus"] } })).toEqual([
      { test: "gotAShot", label: "SIXGUN.Reaction.Test.gotAShot" },
      { test: "beenShotAt", label: "SIXGUN.Reaction.Test.beenShotAt" },
    ]);
    expect(hudTests({})).toEqual([]);
    expect(hudTests(null)).toEqual([]);
    expect(hasKey("SIXGUN.Table.RollReaction")).toBe(true);
  });
});

describe("the ride dialog", () => {
  it("asks only what the test's table reads, and the answers reach the rules core", () => {
    expect(rideDialogContext("stayMounted", "Dusty", "Tex").options).toEqual([]);
    const ctx = rideDialogContext("mountRoughGoing", "Dusty", "Tex");
    expect(ctx.options.map((o) => o.name)).toEqual(["twoRiders", "jumping"]);
    for (const o of ctx.options) expect(hasKey(o.label), o.label).toBe(true);
    expect(readRideForm("losingControl", { crackTeamster: true, twoRiders: true })).toEqual({
      crackTeamster: true,
      inWatercourse: false,
    });
    // Two riders up: the horse tests at Quality − 1.
    const subject = mountSubject("Dusty", horse, rider);
    const one = rollMountTest(sequenceDice(6, 6), "mountMovingFast", subject, {});
    const two = rollMountTest(sequenceDice(6, 6), "mountMovingFast", subject, { twoRiders: true });
    expect(two.target).toBe(one.target - 1);
  });
});
