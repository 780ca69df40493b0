import { seededDice, type DiceSource } from "../src/rules/core";
import { rollReactionPlan, chooseReactionPlan } from "../src/rulesets/blaze-of-glory/table/reaction-flow";
import { rollShotPlan, rollExchangePlan } from "../src/rulesets/blaze-of-glory/table/shooting-flow";
import {
  rollDrawPlan,
  withRedrawFollowUps,
  type DrawDeclaration,
} from "../src/rulesets/blaze-of-glory/table/draw-flow";
import {
  rideCard,
  rideDialogContext,
  rollMountTest,
  rollVehicleTest,
} from "../src/rulesets/blaze-of-glory/table/ride-flow";
import { rollMeleePlan, type MeleeDeclaration } from "../src/rulesets/blaze-of-glory/table/melee-flow";
import {
  rollChallengePlan,
  rollFirePlan,
  rollMoveFastPlan,
  rollRecoveryPlan,
  rollReloadPlan,
  woundCause,
} from "../src/rulesets/blaze-of-glory/table/tests-flow";
import { defaultTableSettings } from "../src/rulesets/blaze-of-glory/table/settings";
import { generatorDialogContext } from "../src/rulesets/blaze-of-glory/generators/create";
import { reactionCard } from "../src/rulesets/blaze-of-glory/chat/reaction-card";
import { doublesReloads } from "../src/rulesets/blaze-of-glory/combat/doubles-reload";
import { drawCardOdds } from "../src/rulesets/blaze-of-glory/chat/draw-odds";
import { meleeOddsView } from "../src/rulesets/blaze-of-glory/chat/melee-odds";
import { exchangeCard, shotCard } from "../src/rulesets/blaze-of-glory/chat/shot-card";
import {
  activationCard,
  challengeCard,
  drawCard,
  fireCard,
  meleeCard,
  moveFastCard,
  recoveryCard,
  reloadCard,
} from "../src/rulesets/blaze-of-glory/chat/cards";
import {
  rollActivationPlan,
  sideColour,
  trackerView,
  withUnitActions,
  type CombatantInfo,
  type SideInfo,
} from "../src/rulesets/blaze-of-glory/combat/activation";
import { quickActions } from "../src/rulesets/blaze-of-glory/table/quick-actions";
import {
  rollActivationChecksPlan,
  rollDrunkardPlan,
} from "../src/rulesets/blaze-of-glory/table/drunkard-flow";
import { activationChecksCard, drunkardCard } from "../src/rulesets/blaze-of-glory/chat/drunkard-card";
import { fireDialogContext, readFireForm } from "../src/rulesets/blaze-of-glory/table/fire-dialog";
import {
  challengeDialogContext,
  drawDialogContext,
  meleeDialogContext,
  reactionDialogContext,
  rideDialogOdds,
  shootDialogContext,
} from "../src/rulesets/blaze-of-glory/table/dialog-context";
import {
  plainTableFigure,
  situationFromFigure,
  type PlainFigureStats,
  type TableFigure,
} from "../src/rulesets/blaze-of-glory/table/figure";

/**
 * Chat cards, dialogs and the combat tracker's activation panel, each built from real rules-core
 * results (scripted dice) through the same view functions the live system calls.
 */

interface TablePage {
  id: string;
  title: string;
  theme: "light" | "dark";
  kind: "chat" | "dialog" | "window";
  templates: string[];
  sheet?: { classes: string[]; width: number; height: number; parts: Record<string, string> };
  windowTitle?: string;
  speaker?: string;
  height?: number;
  context: Record<string, unknown>;
}

const settings = defaultTableSettings();

/** The given faces first, then seeded dice: a page never runs out of dice. */
function scripted(...faces: number[]): DiceSource {
  const rest = seededDice(faces.length + 7);
  let i = 0;
  return { roll: (sides: number) => (i < faces.length ? faces[i++]! : rest.roll(sides)) };
}

/** A figure as an Actor would give it; the uuid is made from the name. */
function tableFigureFor(name: string, over: Partial<PlainFigureStats> = {}): TableFigure {
  return plainTableFigure(`Actor.${name.replace(/[^A-Za-z]/g, "")}`, name, over);
}

type PageSpec = Omit<TablePage, "theme" | "id" | "title"> & { key: string; label: string };
const ACTIONS = "chat/actions.hbs";

function cards(): PageSpec[] {
  const tex = tableFigureFor("Tex Willard", { rep: 4, sand: 4 });
  const jake = tableFigureFor("Jake Colby", { rep: 4, sand: 4, toughness: 4 });
  const ella = tableFigureFor("Ella Mae", { star: true, rep: 5, sand: 5, profession: "gambler" });
  const jbj = tableFigureFor("J.B. Jones", { profession: "gunfighter", rep: 5 });
  const weezie = tableFigureFor("Weezie", { profession: "townsfolk", rep: 3 });
  const apache = tableFigureFor("Red Sleeve", { profession: "warrior", rep: 4 });
  apache.system.warriorRegion = "southWestern";
  apache.weapons = [{ id: "knife00000000001", name: "Knife", weapon: "knife", ammo: "loaded" }];
  const cause = { uuid: tex.uuid, name: tex.name };
  const names = Object.fromEntries([tex, jake, ella, jbj, weezie, apache].map((f) => [f.uuid, f.name]));

  const out: PageSpec[] = [];
  const chat = (
    key: string,
    label: string,
    template: string,
    context: object,
    speaker: string,
    height = 600,
  ) =>
    out.push({
      key,
      label,
      kind: "chat",
      templates: [template, ACTIONS],
      context: context as Record<string, unknown>,
      speaker,
      height,
    });

  // Reaction: BEEN SHOT AT rolled, fire back.
  const bsa = rollReactionPlan(
    scripted(2, 3),
    jake,
    "beenShotAt",
    { inCover: true, from: "flank" },
    settings,
    cause,
  );
  chat("reaction", "Reaction card: BEEN SHOT AT", "chat/reaction.hbs", reactionCard(jake, bsa), jake.name);
  // Reaction: a Hand runs away; the directive applies itself.
  const run = rollReactionPlan(scripted(6, 6), weezie, "beenShotAt", { from: "rear" }, settings, cause);
  chat(
    "reaction-runaway",
    "Reaction card: a Hand runs away",
    "chat/reaction.hbs",
    reactionCard(weezie, run),
    weezie.name,
  );
  // Reaction: a Star's Free Will.
  const fw = chooseReactionPlan(ella, "beingCharged", {}, 2, undefined, settings, cause);
  chat(
    "reaction-free-will",
    "Reaction card: Free Will",
    "chat/reaction.hbs",
    reactionCard(ella, fw),
    ella.name,
  );

  // Shot: two dice at two targets, one hit through obscuring cover deflected, one miss.
  const shot = rollShotPlan(
    scripted(6, 4, 5, 3, 5, 2, 4, 1, 2),
    {
      shooter: tex,
      weapon: "pistol0000000001",
      active: true,
      targets: [
        { figure: jake, dice: 1, distance: 9, cover: { kind: "obscuring" } },
        { figure: jbj, dice: 1, distance: 10, cover: { kind: "none" } },
      ],
    },
    settings,
  );
  chat(
    "shot",
    "Shooting card",
    "chat/shot.hbs",
    shotCard(shot, tex.name, "Colt Army", [jake, jbj], { pistol0000000001: "Colt Army" }, settings),
    tex.name,
    700,
  );
  // Shot: a hit, I'm Hit recovery, wounded.
  const hit = rollShotPlan(
    scripted(6, 1, 4, 4, 3, 6),
    {
      shooter: jake,
      weapon: "pistol0000000001",
      active: false,
      targets: [{ figure: tex, dice: 2, distance: 6, cover: { kind: "none" } }],
    },
    settings,
  );
  chat(
    "shot-wounded",
    "Shooting card: wounded, pistol fumbled",
    "chat/shot.hbs",
    shotCard(hit, jake.name, "Colt", [tex], { pistol0000000001: "Colt" }, settings),
    jake.name,
    700,
  );

  // Shot at a mounted figure: the 8 goes to his horse (head, 6 6: dead), and he is thrown.
  const horseShot = rollShotPlan(
    scripted(4, 1, 6, 6),
    {
      shooter: jake,
      weapon: "pistol0000000001",
      active: true,
      targets: [
        {
          figure: {
            ...tex,
            system: { ...tex.system, encounter: { ...tex.system.encounter, mounted: true } },
            mount: {
              uuid: "Actor.sgsGalleryHorse01",
              name: "Dun Cow Pony",
              type: "horse",
              quality: 4,
              status: "unhurt",
              state: "ridden",
            },
          },
          dice: 1,
          distance: 6,
          cover: { kind: "none" },
        },
      ],
    },
    settings,
  );
  chat(
    "shot-horse",
    "Shooting card: they shot my horse",
    "chat/shot.hbs",
    shotCard(horseShot, jake.name, "Colt", [tex], { pistol0000000001: "Colt" }, settings),
    jake.name,
    700,
  );

  // A long exchange of fire.
  const ex = rollExchangePlan(
    scripted(3, 2, 1, 2, 3, 3, 2, 2, 2, 3, 4, 5, 2, 2, 1, 3, 3, 1, 6, 3, 5, 4, 6, 6),
    {
      first: {
        figure: tableFigureFor("Tex Willard", { rep: 4, sand: 5 }),
        weapon: "pistol0000000001",
        cover: { kind: "none" },
      },
      second: {
        figure: tableFigureFor("Jake Colby", { rep: 4, sand: 5 }),
        weapon: "pistol0000000001",
        cover: { kind: "none" },
      },
      distance: 8,
    },
    settings,
  );
  chat(
    "exchange",
    "Exchange of fire",
    "chat/exchange.hbs",
    exchangeCard(
      ex,
      { name: tex.name, weaponName: "Colt", toughness: 4, cover: "none" },
      { name: jake.name, weaponName: "Colt", toughness: 4, cover: "none" },
      8,
      {},
      settings,
    ),
    tex.name,
    1100,
  );

  // The Draw between three figures, with damage.
  const drawDecl: DrawDeclaration = {
    figures: [
      { figure: jbj, weapon: "pistol0000000001", targets: [tex.uuid, weezie.uuid] },
      { figure: tex, weapon: "pistol0000000001", targets: [jbj.uuid] },
      { figure: weezie, weapon: "pistol0000000001", targets: [jbj.uuid] },
    ],
  };
  const draw = rollDrawPlan(
    scripted(1, 1, 1, 2, 2, 2, 2, 1, 1, 2, 5, 6, 4, 6, 6, 6, 6, 2, 6, 6, 5, 4, 4),
    drawDecl,
    settings,
  );
  chat(
    "draw",
    "The Draw",
    "chat/draw.hbs",
    drawCard(draw, names, { [weezie.uuid]: 4, [tex.uuid]: 4 }, drawCardOdds(drawDecl, settings)),
    "The Draw",
    900,
  );

  // A Draw where three more covers Jake: the card offers Got the Drop → re-draw.
  const coveredDecl: DrawDeclaration = {
    figures: [
      { figure: tex, weapon: "pistol0000000001", targets: [jake.uuid], flinch: "drawNormally" },
      { figure: jake, weapon: "pistol0000000001", targets: [tex.uuid], flinch: "drawNormally" },
    ],
  };
  const covered = rollDrawPlan(scripted(1, 1, 2, 5, 6, 6, 6, 6), coveredDecl, settings);
  chat(
    "draw-covered",
    "The Draw: covered, Got the Drop → re-draw",
    "chat/draw.hbs",
    drawCard({ ...covered, followUps: withRedrawFollowUps(covered, coveredDecl) }, names),
    "The Draw",
    700,
  );

  // Fightin' to KEEP FIGHTIN'.
  const meleeDecl: MeleeDeclaration = {
    fighters: [
      { figure: tableFigureFor("J.B. Jones", { rep: 4 }), side: "posse" },
      { figure: apache, side: "raiders", weapon: "knife00000000001" },
    ],
    contacts: [[tableFigureFor("J.B. Jones").uuid, apache.uuid]],
  };
  const melee = rollMeleePlan(
    scripted(1, 5, 5, 5, 2, 6, 6, 6, 6, 1, 1, 2, 2, 1, 2, 6, 6, 5, 5, 6, 6, 6, 3, 4),
    meleeDecl,
    settings,
  );
  chat(
    "melee",
    "Fightin' to Keep Fightin'",
    "chat/melee.hbs",
    meleeCard(melee, names, { posse: "The Posse", raiders: "Raiders" }, meleeOddsView(meleeDecl, settings)),
    "Fightin'",
    900,
  );

  // Activation: three sides, doubles.
  const sides: SideInfo[] = [
    { id: "posse", name: "The Posse", colour: sideColour(0) },
    { id: "gang", name: "The Gang", colour: sideColour(1) },
    { id: "town", name: "Townsfolk", colour: sideColour(2) },
  ];
  const combatants: CombatantInfo[] = [
    { id: "c1", name: "J.B. Jones", rep: 5, disabled: false, outfitLeader: true, side: "posse", unit: "g" },
    { id: "c2", name: "Ella Mae", rep: 5, disabled: false, outfitLeader: false, side: "posse", unit: "g" },
    { id: "c3", name: "Slim", rep: 3, disabled: false, outfitLeader: false, side: "posse" },
    { id: "c4", name: "Tex Willard", rep: 4, disabled: false, outfitLeader: false, side: "gang" },
    { id: "c5", name: "Weezie", rep: 3, disabled: false, outfitLeader: false, side: "town" },
  ];
  const cnames = Object.fromEntries(combatants.map((c) => [c.id, c.name]));
  const act = rollActivationPlan(scripted(4, 2, 3), sides, combatants);
  chat(
    "activation",
    "Activation: three sides",
    "chat/activation.hbs",
    activationCard(act, sides, cnames),
    "Activation",
  );
  const dbl = rollActivationPlan(scripted(5, 5, 2), sides, combatants);
  chat(
    "activation-doubles",
    "Activation: doubles",
    "chat/activation.hbs",
    // The held Posse's J.B. Jones must reload: the card offers it as a button.
    activationCard(
      dbl,
      sides,
      cnames,
      doublesReloads(
        dbl.turn.blocked.map((b) => b.side),
        [
          {
            side: "posse",
            uuid: "Actor.JBJones",
            name: "J.B. Jones",
            weapons: [{ id: "pistol0000000001", name: "Colt", ammo: "mustReload" }],
          },
        ],
      ),
    ),
    "Activation",
  );

  // Small tests.
  const task = rollChallengePlan(scripted(2, 6, 1, 3), {
    kind: "unopposed",
    figure: ella,
    difficulty: "hard",
    retry: true,
  });
  chat(
    "challenge",
    "Challenge",
    "chat/test.hbs",
    challengeCard(task, ella.name, "unopposed", true),
    ella.name,
  );
  const downed = tableFigureFor("Tex Willard", { encounter: { outOfTheFight: true } });
  downed.system.wounds.chest = 1;
  const rec = rollRecoveryPlan(scripted(1, 5, 2, 2), downed, woundCause(downed), settings);
  chat("recovery", "After-battle recovery", "chat/test.hbs", recoveryCard(rec), downed.name);
  chat(
    "fire",
    "Starting a fire",
    "chat/test.hbs",
    fireCard(rollFirePlan(scripted(2, 6), { structure: "frameBuilding" }), tex.name),
    tex.name,
  );
  const fast = rollMoveFastPlan(scripted(3, 5), [jbj, weezie], settings);
  chat(
    "move-fast",
    "Moving fast",
    "chat/test.hbs",
    moveFastCard(fast, names, { [jbj.uuid]: 5, [weezie.uuid]: 3 }),
    "Moving fast",
  );
  // The Drunkard's roll at the start of the encounter, then the checks on becoming active.
  const sot = tableFigureFor("Tex Willard", { rep: 4, attributes: ["drunkard"] });
  const soberOne = tableFigureFor("Weezie", { rep: 3, attributes: ["drunkard"] });
  const drunks = rollDrunkardPlan(scripted(6, 2, 2), [sot, soberOne], settings);
  chat("drunkard", "Drunkard: how drunk", "chat/test.hbs", drunkardCard(drunks), "Drunkard");
  const loco = tableFigureFor("Loco Pete", { rep: 3, attributes: ["touchedInTheHead"] });
  const checks = rollActivationChecksPlan(scripted(6, 5), [{ ...sot, drunk: "deadDrunk" }, loco], settings);
  chat("activation-checks", "Check before acting", "chat/test.hbs", activationChecksCard(checks), "Check");
  const fumbled = tableFigureFor("Tex Willard", {});
  fumbled.weapons = [{ id: "pistol0000000001", name: "Colt", weapon: "pistol", ammo: "fumbling" }];
  chat(
    "reload",
    "Reloading",
    "chat/test.hbs",
    reloadCard(rollReloadPlan(scripted(1), fumbled, "pistol0000000001", settings), tex.name, "Colt"),
    tex.name,
  );

  // Mount and vehicle tests from their sheets, on the generic test card.
  const rider = {
    uuid: tex.uuid,
    name: tex.name,
    rating: 4,
    sand: 4,
    toughness: 4,
    wounds: { head: 0, gunArm: 0, offArm: 0, chest: 0, gut: 0, leg: 0, gutShot: false },
  };
  const horse = {
    uuid: "Actor.sgsGalleryHorse01",
    name: "Dun Cow Pony",
    type: "horse",
    quality: 4,
    status: "unhurt",
    state: "ridden",
    rider,
  } as const;
  const fastHorse = rollMountTest(scripted(2, 6, 1, 5), "mountMovingFast", horse);
  chat("ride-mount", "Mount: moving fast", "chat/test.hbs", rideCard(fastHorse, horse.name, rider), tex.name);
  // Thrown: buffalo-gun damage 3 + 5 (chest), recovery 2 and 6 against Toughness 4 (a wound).
  const thrown = rollMountTest(scripted(6, 6, 3, 5, 2, 6), "stayMounted", horse);
  chat("ride-thrown", "Mount: stay mounted", "chat/test.hbs", rideCard(thrown, horse.name, rider), tex.name);
  const coach = {
    uuid: "Actor.sgsGalleryCoach01",
    passengers: [{ uuid: "Actor.sgsGalleryPass001", name: "Ella Mae" }],
    name: "Overland Mail Stage",
    vehicle: "stagecoach",
    team: { animal: "horse", size: 4, quality: 4, leadQuality: 5 },
    driver: { ...rider, rating: 4 },
  } as const;
  const rough = rollVehicleTest(scripted(5, 6, 6, 4), "vehicleRoughGoing", coach);
  // A wreck: the lead horse breaks free, the next is hit in the chest (dead); then everyone aboard.
  const wreck = rollVehicleTest(scripted(2, 5, 3, 6, 1, 3), "wreck", coach, {}, null);
  chat("ride-wreck", "Vehicle: wreck", "chat/test.hbs", rideCard(wreck, coach.name, null), tex.name);
  // RIDER THROWN pass 0: buffalo gun 3 + 5 (chest), a scratch made Out of the Fight.
  const fall = rollMountTest(scripted(6, 6, 3, 5, 1, 1), "riderThrown", horse);
  chat(
    "ride-rider-thrown",
    "Mount: rider thrown",
    "chat/test.hbs",
    rideCard(fall, horse.name, rider),
    tex.name,
  );
  chat(
    "ride-vehicle",
    "Vehicle: rough going",
    "chat/test.hbs",
    rideCard(rough, coach.name, coach.driver),
    tex.name,
  );

  // Dialogs.
  const dialog = (
    key: string,
    label: string,
    template: string,
    context: object,
    width: number,
    height: number,
    title: string,
  ) =>
    out.push({
      key,
      label,
      kind: "dialog",
      templates: [template],
      sheet: { classes: ["six-gun-sound", "sgs-dialog-window"], width, height, parts: {} },
      windowTitle: title,
      context: context as Record<string, unknown>,
    });
  dialog(
    "dialog-reaction",
    "Dialog: reaction test",
    "dialog/reaction.hbs",
    reactionDialogContext(
      ella,
      "beenShotAt",
      situationFromFigure(ella, { inCover: true, from: "flank" }),
      true,
    ),
    360,
    420,
    "Been Shot At",
  );
  dialog(
    "dialog-shoot",
    "Dialog: shooting",
    "dialog/shoot.hbs",
    shootDialogContext(
      tex,
      "pistol0000000001",
      [
        { figure: jake, distance: 9.2, cover: "obscuring" },
        { figure: jbj, distance: 17, cover: "none" },
      ],
      true,
    ),
    420,
    380,
    "Shoot",
  );
  // One target behind a wall: the dialog asks for his row of the cover table.
  dialog(
    "dialog-shoot-one",
    "Dialog: shooting at one figure",
    "dialog/shoot.hbs",
    shootDialogContext(
      tex,
      "pistol0000000001",
      [{ figure: jake, distance: 9.2, cover: "bulletproof" }],
      false,
    ),
    420,
    380,
    "Shoot",
  );
  dialog(
    "dialog-draw",
    "Dialog: the Draw",
    "dialog/draw.hbs",
    drawDialogContext([jbj, tex, weezie]),
    480,
    500,
    "The Draw",
  );
  dialog(
    "dialog-ride",
    "Dialog: a riding test",
    "dialog/ride.hbs",
    {
      ...rideDialogContext("mountRoughGoing", "Dun Cow Pony", tex.name),
      odds: rideDialogOdds(
        (src, o) => rollMountTest(src, "mountRoughGoing", horse, o),
        "mountRoughGoing",
        {},
      ),
    },
    380,
    300,
    "Rough going",
  );
  dialog(
    "dialog-melee",
    "Dialog: Fightin'",
    "dialog/melee.hbs",
    meleeDialogContext(
      [
        { figure: jbj, side: "posse" },
        { figure: apache, side: "raiders" },
      ],
      { posse: "The Posse", raiders: "Raiders" },
    ),
    520,
    300,
    "Fightin'",
  );
  dialog(
    "dialog-challenge",
    "Dialog: challenge",
    "dialog/challenge.hbs",
    challengeDialogContext(ella),
    360,
    380,
    "Challenge",
  );
  // An adobe wall does not burn: the dialog's note that the smoke drives the occupants out shows.
  dialog(
    "dialog-fire",
    "Dialog: starting a fire",
    "dialog/fire.hbs",
    fireDialogContext(readFireForm({ structure: "adobe" })),
    440,
    260,
    "Start a fire",
  );
  // A structure the scenario describes: its SV and whether it burns are asked too.
  dialog(
    "dialog-fire-scenario",
    "Dialog: starting a fire, the scenario's structure",
    "dialog/fire.hbs",
    fireDialogContext(readFireForm({ structure: "scenario", sv: "3", burns: true, wet: true })),
    440,
    300,
    "Start a fire",
  );

  dialog(
    "dialog-new-figure",
    "Dialog: new figure",
    "generators/generator-dialog.hbs",
    generatorDialogContext(false),
    360,
    150,
    "New Figure",
  );
  dialog(
    "dialog-new-outfit",
    "Dialog: new outfit",
    "generators/generator-dialog.hbs",
    generatorDialogContext(true),
    360,
    150,
    "New Outfit",
  );

  // The combat tracker's activation panel.
  out.push({
    key: "combat-tracker",
    label: "Combat tracker: activation",
    kind: "window",
    templates: ["combat/activation.hbs"],
    sheet: { classes: ["six-gun-sound", "sgs-tracker-window"], width: 300, height: 420, parts: {} },
    windowTitle: "Combat Tracker",
    context: {
      isGM: true,
      needsSides: false,
      view: trackerView(
        sides,
        combatants,
        { round: 1, dice: act.activation.dice, done: ["posse/unit:g/c1"] },
        1,
      ),
    },
  });
  // The same turn before anyone has acted: the acting side's unit shows its action buttons.
  out.push({
    key: "combat-tracker-actions",
    label: "Combat tracker: the acting side's actions",
    kind: "window",
    templates: ["combat/activation.hbs"],
    sheet: { classes: ["six-gun-sound", "sgs-tracker-window"], width: 300, height: 420, parts: {} },
    windowTitle: "Combat Tracker",
    context: {
      isGM: false,
      needsSides: false,
      actions: quickActions(),
      view: withUnitActions(
        trackerView(sides, combatants, { round: 1, dice: act.activation.dice, done: [] }, 1),
        () => true,
      ),
    },
  });
  // The same turn after the checks: Ella (a Touched drunk) stays where she is.
  out.push({
    key: "combat-tracker-checks",
    label: "Combat tracker: a figure who stays put",
    kind: "window",
    templates: ["combat/activation.hbs"],
    sheet: { classes: ["six-gun-sound", "sgs-tracker-window"], width: 300, height: 420, parts: {} },
    windowTitle: "Combat Tracker",
    context: {
      isGM: false,
      needsSides: false,
      actions: quickActions(),
      view: withUnitActions(
        trackerView(
          sides,
          combatants.map((c) => (c.id === "c2" ? { ...c, drunk: "touched" as const } : c)),
          { round: 1, dice: act.activation.dice, done: [], checks: { c2: "remainsInPlace" } },
          1,
        ),
        () => true,
      ),
    },
  });
  return out;
}

export function buildPages(): TablePage[] {
  const pages: TablePage[] = [];
  for (const theme of ["light", "dark"] as const) {
    for (const p of cards()) {
      const { key, label, ...rest } = p;
      pages.push({ ...rest, id: `table-${key}-${theme}`, title: `${label} (${theme})`, theme });
    }
  }
  return pages;
}
