import { I18N } from "../../../config";
import {
  reactionDiceCount,
  type ReactionSituation,
  type ReactionTest,
} from "../../../rules/blaze-of-glory/reactions";
import { makeRequest } from "./reaction-flow";
import { getWeapon, rangeBand } from "../../../rules/blaze-of-glory/weapons";
import {
  COVER_ACTIVITIES,
  COVER_KINDS,
  COVER_POSITIONS,
  type CoverActivity,
  type CoverInput,
  type CoverKind,
  type CoverPosition,
} from "../../../rules/blaze-of-glory/shooting";
import {
  TASK_DIFFICULTIES,
  taskOutcomeDistribution,
  type TaskDifficulty,
} from "../../../rules/blaze-of-glory/challenges";
import { odds } from "../chat/format";
import { rulesFigure, type TableFigure, type TableWeapon } from "./figure";
import { withCarried, type CarriedIntoMelee } from "./melee-flow";
import type { TableSettingValues } from "./settings";
import {
  drawOddsView,
  meleeOddsView,
  reactionOddsLines,
  shotOdds,
  type ShootOddsOptions,
  type ShotAsRead,
} from "./dialog-odds";
import { challengeTarget, type ChallengeDeclaration } from "./tests-flow";
import type { DrawDeclaration } from "./draw-flow";
import type { MeleeDeclaration, MeleeFighterDeclaration } from "./melee-flow";
import type { Contact } from "../../../rules/blaze-of-glory/melee";
import { PACES, type Pace } from "../../../rules/blaze-of-glory/mounts";
import { defaultMountPace, riddenMount } from "./shooting-flow";

/**
 * Contexts of the dialogs, as pure data: what each dialog asks and what it starts with, with the
 * exact odds of the roll as the form stands (dialog-odds.ts); each `…Refresh` gives the context for
 * the answers so far, for formDialog to redraw its live parts. The Foundry layer renders them with
 * `templates/dialog/*.hbs` and reads the form back with the `read…` functions here.
 */

export type { OddsLine, SidesLine } from "./dialog-odds";
export { rideDialogOdds } from "./dialog-odds";

const SITUATION_FLAGS = [
  "inCover",
  "hidden",
  "inBuilding",
  "mounted",
  "muzzleLoader",
  "threeToOne",
  "canFire",
] as const;
type SituationFlag = (typeof SITUATION_FLAGS)[number];

/** Which situation flags matter for each test (the dialog asks nothing else). */
const ASKS: Record<ReactionTest, SituationFlag[]> = {
  // No GOT A SHOT row on any sheet reads cover.
  gotAShot: ["hidden", "muzzleLoader"],
  beenShotAt: ["inCover", "threeToOne", "mounted"],
  flinch: [],
  wantingToCharge: ["inCover"],
  beingCharged: ["inCover", "canFire"],
  keepFightin: [],
  cominBack: ["inCover", "inBuilding", "mounted"],
  gotTheDrop: [],
};

/** The tests that read where the danger came from. */
const ASKS_FROM: readonly ReactionTest[] = ["gotAShot", "beenShotAt", "beingCharged"];

const FROM = ["front", "flank", "rear"] as const;

/** A select's choices: each value with its label key under `prefix`. */
function choices(prefix: string, values: readonly string[]): Record<string, string> {
  return Object.fromEntries(values.map((v) => [v, `${prefix}.${v}`]));
}

/** The weapons a select offers, by item id. */
function weaponChoices(weapons: readonly TableWeapon[]): Record<string, string> {
  return Object.fromEntries(weapons.map((w) => [w.id, w.name]));
}

export function reactionDialogContext(
  figure: TableFigure,
  test: ReactionTest,
  situation: ReactionSituation,
  freeWill: boolean,
  settings: Partial<TableSettingValues> = {},
) {
  return {
    odds: reactionOddsLines(figure, test, situation, settings),
    name: figure.name,
    test: `${I18N}.Table.Test.${test}`,
    flags: ASKS[test].map((key) => ({
      key,
      label: `${I18N}.Dialog.Flag.${key}`,
      value: key === "canFire" ? situation.canFire !== false : Boolean(situation[key]),
    })),
    showFrom: ASKS_FROM.includes(test),
    from: situation.from ?? "front",
    // Only GOT A SHOT reads the Sand of the figure shot at.
    showTargetSand: test === "gotAShot",
    targetSand: situation.targetSand ?? "",
    freeWill,
    // A Star picks among the rows the test has: some read no higher than pass 1.
    choices: freeWill ? passChoices(reactionDiceCount(makeRequest(figure, test, situation)).maxPasses) : [],
    // With no question and no choice the dialog would only say "Roll": it is not shown.
    asks: freeWill || ASKS_FROM.includes(test) || ASKS[test].length > 0,
  };
}

/** The reaction dialog as the form stands: its odds follow every situation box ticked. */
export function reactionDialogRefresh(
  figure: TableFigure,
  test: ReactionTest,
  asked: ReactionSituation,
  freeWill: boolean,
  settings: Partial<TableSettingValues> = {},
) {
  return (data: Record<string, unknown>) =>
    reactionDialogContext(figure, test, readReactionForm(data, asked).situation, freeWill, settings);
}

/** Pass counts from the highest row down (the template labels them). */
const passChoices = (max: number) => Array.from({ length: max + 1 }, (_, i) => max - i);

/** The situation and Free Will choice the reaction dialog's form holds. */
export function readReactionForm(
  data: Record<string, unknown>,
  base: ReactionSituation,
): { situation: ReactionSituation; choice: 0 | 1 | 2 | null } {
  const situation: ReactionSituation = { ...base };
  for (const key of SITUATION_FLAGS) if (key in data) situation[key] = Boolean(data[key]);
  if (FROM.includes(data.from as never)) situation.from = data.from as (typeof FROM)[number];
  // An empty field (Number("") is 0) leaves the target's Sand unknown.
  const sand = Number(data.targetSand);
  if (data.targetSand !== "" && Number.isInteger(sand) && sand >= 0 && sand <= 7) situation.targetSand = sand;
  const c = String(data.choice ?? "roll");
  const choice = c === "0" || c === "1" || c === "2" ? (Number(c) as 0 | 1 | 2) : null;
  return { situation, choice };
}

export interface ShootTarget {
  figure: TableFigure;
  distance: number;
  cover: CoverKind;
}

/**
 * What a shot may put where: the weapons that shoot, the one chosen, its dice in all, the range
 * band at a distance, and the most dice a target at that distance may take (one beyond effective
 * range where the world setting says so).
 */
function shotLimits(shooter: TableFigure, weaponId: string, oneDieAtLongRange: boolean) {
  const ranged = shooter.weapons.filter((w) => !getWeapon(w.weapon).meleeOnly);
  const chosen = ranged.find((w) => w.id === weaponId) ?? ranged[0];
  const spread = chosen ? getWeapon(chosen.weapon).targets : 1;
  const figure = rulesFigure(shooter);
  const band = (d: number) => (chosen ? rangeBand(chosen.weapon, figure, d) : "outOfRange");
  const cap = (d: number) => (oneDieAtLongRange && band(d) === "long" ? 1 : spread);
  return { ranged, chosen, spread, band, cap };
}

/** What the shooting dialog needs beyond the shot itself: the world's settings and a Rep change. */
export type ShootDialogOptions = ShootOddsOptions;

/** The dialog without its odds: what `readShootForm` reads the answers against. */
function shootFields(
  shooter: TableFigure,
  weaponId: string,
  targets: readonly ShootTarget[],
  active: boolean,
  oneDieAtLongRange: boolean,
) {
  const { ranged, chosen, spread, band, cap } = shotLimits(shooter, weaponId, oneDieAtLongRange);
  const n = Math.max(1, targets.length);
  return {
    name: shooter.name,
    weapon: chosen?.id ?? "",
    weaponChoices: weaponChoices(ranged),
    maxDice: spread,
    active,
    // Only a rider is asked how his horse moved (L2306–2308).
    mounted: riddenMount(shooter) !== null,
    mountPace: defaultMountPace(shooter),
    paceChoices: choices(`${I18N}.Dialog.MountPace`, PACES),
    coverChoices: choices(`${I18N}.Table.Cover`, COVER_KINDS),
    // Labelled in the template (SIXGUN.Table.CoverPosition.*, CoverActivity.*).
    positions: COVER_POSITIONS,
    activities: COVER_ACTIVITIES,
    targets: targets.map((t, i) => ({
      name: t.figure.name,
      distance: Math.round(t.distance * 10) / 10,
      // The weapon's dice shared out in order: a one-die weapon at two targets starts on 1 and 0.
      dice: Math.min(cap(t.distance), Math.floor(spread / n) + (i < spread % n ? 1 : 0)),
      max: cap(t.distance),
      cover: t.cover,
      position: COVER_AT,
      activity: COVER_DOING,
      band: `${I18N}.Outcome.Band.${band(t.distance)}`,
      // A second rider matters only to a horse that is hit (L2296–2298).
      mounted: riddenMount(t.figure) !== null,
      twoRiders: false,
    })),
  };
}

/** The dialog for a shot as read: band and odds at the distances and dice the form holds. */
function shootView(
  shooter: TableFigure,
  rows: readonly ShootTarget[],
  shot: ShotAsRead,
  oneDieAtLongRange: boolean,
  options: ShootDialogOptions,
) {
  const at = rows.map((r, i) => ({ ...r, distance: shot.targets[i]!.distance }));
  const fields = shootFields(shooter, shot.weapon, at, shot.active, oneDieAtLongRange);
  const o = shotOdds(shooter, shot, options);
  return {
    ...fields,
    toHitRep: o.rep,
    blocked: o.blocked,
    mountPace: shot.mountPace ?? fields.mountPace,
    targets: fields.targets.map((t, i) => {
      const read = shot.targets[i]!;
      return {
        ...t,
        twoRiders: read.twoRiders === true,
        dice: read.dice,
        cover: read.cover.kind,
        position: read.cover.position ?? t.position,
        activity: read.cover.activity ?? t.activity,
        odds: o.lines[i]!,
      };
    }),
  };
}

export function shootDialogContext(
  shooter: TableFigure,
  weaponId: string,
  targets: readonly ShootTarget[],
  active: boolean,
  oneDieAtLongRange = false,
  options: ShootDialogOptions = {},
) {
  const shot = readShootForm(shooter, targets, weaponId, active, {}, oneDieAtLongRange);
  return shootView(shooter, targets, shot, oneDieAtLongRange, options);
}

/**
 * The shooting dialog as the form stands: a distance typed in moves the target's range band, and
 * every field (weapon, activation, distance, dice, cover) changes the odds.
 */
export function shootDialogRefresh(
  shooter: TableFigure,
  targets: readonly ShootTarget[],
  weaponId: string,
  active: boolean,
  oneDieAtLongRange = false,
  options: ShootDialogOptions = {},
) {
  return (data: Record<string, unknown>) =>
    shootView(
      shooter,
      targets,
      readShootForm(shooter, targets, weaponId, active, data, oneDieAtLongRange),
      oneDieAtLongRange,
      options,
    );
}

/** The cover-table row a bulletproof cover or woods starts on in the dialog. */
const COVER_AT: CoverPosition = "wallWindow";
const COVER_DOING: CoverActivity = "justLooking";

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((a) => a === value);

/** Cover as the rules core takes it: bulletproof cover and woods name their row of the cover table. */
export function coverInput(kind: CoverKind, position?: unknown, activity?: unknown): CoverInput {
  return kind === "bulletproof" || kind === "woods"
    ? {
        kind,
        position: oneOf(position, COVER_POSITIONS) ?? COVER_AT,
        activity: oneOf(activity, COVER_ACTIVITIES) ?? COVER_DOING,
      }
    : { kind };
}

/**
 * The shot as the dialog left it, or as it starts when there are no answers (a skipped dialog):
 * weapon, activation, a rider's horse's pace, and each target's distance, dice, cover and (on a
 * horse) a second rider. A field
 * that is missing or malformed keeps its starting value; dice stay within the weapon's spread.
 */
export function readShootForm(
  shooter: TableFigure,
  rows: readonly ShootTarget[],
  weaponId: string,
  active: boolean,
  data: Record<string, unknown> = {},
  oneDieAtLongRange = false,
) {
  const act = "active" in data ? Boolean(data.active) : active;
  const ctx = shootFields(shooter, String(data.weapon ?? weaponId), rows, act, oneDieAtLongRange);
  const { cap } = shotLimits(shooter, ctx.weapon, oneDieAtLongRange);
  let left = ctx.maxDice;
  const pace: Pace | undefined = ctx.mounted ? (oneOf(data.mountPace, PACES) ?? ctx.mountPace) : undefined;
  return {
    weapon: ctx.weapon,
    active: act,
    ...(pace ? { mountPace: pace } : {}),
    targets: rows.map((row, i) => {
      const field = (k: string) => data[`targets.${i}.${k}`];
      const number = (k: string) => (field(k) === "" ? NaN : Number(field(k)));
      const typed = number("distance");
      const distance = Number.isFinite(typed) && typed >= 0 ? typed : row.distance;
      const asked = Math.floor(number("dice"));
      // No more dice in all than the weapon throws, and none past a target's own limit.
      const dice = Math.min(asked >= 0 ? asked : ctx.targets[i]!.dice, cap(distance), left);
      left -= dice;
      return {
        figure: row.figure,
        distance,
        dice,
        cover: coverInput(
          oneOf(field("cover"), COVER_KINDS) ?? row.cover,
          field("position"),
          field("activity"),
        ),
        ...(ctx.targets[i]!.mounted && Boolean(field("twoRiders")) ? { twoRiders: true } : {}),
      };
    }),
  };
}

/** What a figure can draw: any firearm, or a weapon he can throw. */
export const drawWeapons = (f: TableFigure) =>
  f.weapons.filter((w) => !getWeapon(w.weapon).meleeOnly || getWeapon(w.weapon).thrown);

/** The Draw dialog's fields: each figure's weapon and whom he draws on. */
function drawFields(figures: readonly TableFigure[]) {
  return {
    figures: figures.map((f, i) => {
      const pistols = drawWeapons(f);
      return {
        name: f.name,
        weapon: pistols[0]?.id ?? "",
        weaponChoices: weaponChoices(pistols),
        opponents: figures
          .filter((o) => o !== f)
          .map((o) => ({
            id: o.uuid,
            name: o.name,
            field: `figures.${i}.targets.${figures.indexOf(o)}`,
            checked: i === 0 || figures.indexOf(o) === 0,
          })),
      };
    }),
  };
}

export function drawDialogContext(
  figures: readonly TableFigure[],
  settings: Partial<TableSettingValues> = {},
) {
  return drawDialogRefresh(figures, settings)({});
}

/** The Draw dialog as the form stands: who draws on whom, and with what, changes every pairing's odds. */
export function drawDialogRefresh(
  figures: readonly TableFigure[],
  settings: Partial<TableSettingValues> = {},
) {
  return (data: Record<string, unknown>) => {
    const pairings = drawOddsView(readDrawForm(figures, data), settings);
    return { ...drawFields(figures), pairings: pairings ?? [], tooMany: pairings === null };
  };
}

/**
 * The Draw as the dialog left it: each figure's weapon and the opponents he draws on (a figure
 * left drawing on nobody draws on the first opponent offered, as the rules need at least one).
 */
export function readDrawForm(
  figures: readonly TableFigure[],
  data: Record<string, unknown>,
): DrawDeclaration {
  const ctx = drawFields(figures);
  return {
    figures: figures.map((figure, i) => {
      const row = ctx.figures[i]!;
      const chosen = String(data[`figures.${i}.weapon`] ?? row.weapon);
      const weapon = chosen in row.weaponChoices ? chosen : row.weapon;
      let targets = row.opponents.filter((o) => data[o.field] === true).map((o) => o.id);
      if (targets.length === 0) targets = row.opponents.filter((o) => o.checked).map((o) => o.id);
      return { figure, weapon, targets };
    }),
  };
}

/** Melee as the dialog left it: sides, weapons, flank or rear, charge penalty; enemies in contact. */
export function readMeleeForm(
  fighters: readonly { figure: TableFigure; side: string }[],
  sides: Record<string, string>,
  data: Record<string, unknown>,
): MeleeDeclaration {
  const ctx = meleeFields(fighters, sides);
  const out: MeleeFighterDeclaration[] = fighters.map(({ figure, side }, i) => {
    const row = ctx.fighters[i]!;
    const s = String(data[`fighters.${i}.side`] ?? side);
    const w = String(data[`fighters.${i}.weapon`] ?? row.weapon);
    return {
      figure,
      side: s in sides ? s : side,
      ...(w && w in row.weaponChoices ? { weapon: w } : {}),
      flankOrRear: data[`fighters.${i}.flankOrRear`] === true,
      chargePenalty: data[`fighters.${i}.chargePenalty`] === true,
    };
  });
  return { fighters: out, contacts: enemyContacts(out) };
}

/** Every pair of fighters on different sides is in contact. */
export function enemyContacts(fighters: readonly { figure: TableFigure; side: string }[]): Contact[] {
  const contacts: Contact[] = [];
  fighters.forEach((a, i) =>
    fighters.slice(i + 1).forEach((b) => {
      if (a.side !== b.side) contacts.push([a.figure.uuid, b.figure.uuid]);
    }),
  );
  return contacts;
}

/** The Fightin' dialog's fields: each fighter's side, weapon, flank or rear and charge penalty. */
function meleeFields(
  fighters: readonly { figure: TableFigure; side: string }[],
  sides: Record<string, string>,
) {
  return {
    sideChoices: sides,
    fighters: fighters.map(({ figure, side }) => {
      const melee = figure.weapons.filter((w) => getWeapon(w.weapon).meleeWeapon);
      return {
        name: figure.name,
        side,
        weapon: melee[0]?.id ?? "",
        weaponChoices: weaponChoices(melee),
        flankOrRear: false,
        chargePenalty: false,
      };
    }),
  };
}

/** What the Fightin' dialog needs beyond the fighters: settings, and what reactions carried in. */
export interface MeleeDialogOptions {
  settings?: Partial<TableSettingValues>;
  /** By figure uuid: the die or Rep a reaction before the fight cost (see `withCarried`). */
  carried?: Record<string, CarriedIntoMelee>;
}

export function meleeDialogContext(
  fighters: readonly { figure: TableFigure; side: string }[],
  sides: Record<string, string>,
  options: MeleeDialogOptions = {},
) {
  const ctx = meleeDialogRefresh(fighters, sides, options)({});
  // The dialog starts with the die a reaction already cost ticked.
  ctx.fighters.forEach((row, i) => {
    if (options.carried?.[fighters[i]!.figure.uuid]?.chargePenalty) row.chargePenalty = true;
  });
  return ctx;
}

/** The Fightin' dialog as the form stands: sides, weapons, flank and charge change the odds. */
export function meleeDialogRefresh(
  fighters: readonly { figure: TableFigure; side: string }[],
  sides: Record<string, string>,
  { settings = {}, carried = {} }: MeleeDialogOptions = {},
) {
  return (data: Record<string, unknown>) => ({
    ...meleeFields(fighters, sides),
    pairs: meleeOddsView(withCarried(readMeleeForm(fighters, sides, data), carried), settings),
  });
}

export interface ChallengeForm {
  kind: "unopposed" | "opposed";
  difficulty: TaskDifficulty;
  opposingRep: number;
  advantage: -1 | 0 | 1;
  tradesman: boolean;
  retry: boolean;
}

export const DEFAULT_CHALLENGE: ChallengeForm = {
  kind: "unopposed",
  difficulty: "tough",
  opposingRep: 4,
  advantage: 0,
  tradesman: false,
  retry: true,
};

export function challengeDeclaration(figure: TableFigure, f: ChallengeForm): ChallengeDeclaration {
  const { kind, tradesman, retry } = f;
  return kind === "unopposed"
    ? { kind, figure, difficulty: f.difficulty, tradesman, retry }
    : { kind, figure, opposingRep: f.opposingRep, advantage: f.advantage, tradesman, retry };
}

export function challengeDialogContext(figure: TableFigure, f: ChallengeForm = DEFAULT_CHALLENGE) {
  const target = challengeTarget(challengeDeclaration(figure, f));
  const dist = taskOutcomeDistribution(Math.max(-20, Math.min(20, target)), f.retry);
  return {
    name: figure.name,
    rep: figure.system.rep,
    ...f,
    difficultyChoices: choices(`${I18N}.Dialog.DifficultyChoice`, TASK_DIFFICULTIES),
    target,
    odds: (["success", "stoppedShort", "failure"] as const)
      .filter((o) => dist[o].num !== 0)
      .map((o) => ({ ...odds(dist[o]), label: `${I18N}.Outcome.Task.${o}` })),
  };
}

/** The challenge dialog's answers; a field it did not give (a skipped dialog) keeps its default. */
export function readChallengeForm(data: Record<string, unknown>): ChallengeForm {
  const kind = data.kind === "opposed" ? "opposed" : "unopposed";
  const difficulty = (TASK_DIFFICULTIES as readonly string[]).includes(String(data.difficulty))
    ? (data.difficulty as TaskDifficulty)
    : DEFAULT_CHALLENGE.difficulty;
  const rep = Number(data.opposingRep);
  const adv = Number(data.advantage);
  return {
    kind,
    difficulty,
    opposingRep: Number.isInteger(rep) && rep >= 1 && rep <= 7 ? rep : DEFAULT_CHALLENGE.opposingRep,
    advantage: adv === -1 || adv === 1 ? adv : 0,
    tradesman: Boolean(data.tradesman),
    retry: data.retry === undefined ? DEFAULT_CHALLENGE.retry : Boolean(data.retry),
  };
}
