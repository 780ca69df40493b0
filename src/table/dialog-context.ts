import { I18N } from "../config";
import type { ReactionSituation, ReactionTest } from "../rules/blaze-of-glory/reactions";
import { getWeapon, rangeBand } from "../rules/blaze-of-glory/weapons";
import { COVER_KINDS, type CoverKind } from "../rules/blaze-of-glory/shooting";
import {
  TASK_DIFFICULTIES,
  taskOutcomeDistribution,
  type TaskDifficulty,
} from "../rules/blaze-of-glory/challenges";
import { odds } from "../chat/format";
import { rulesFigure, type TableFigure } from "./figure";
import { challengeTarget, type ChallengeDeclaration } from "./tests-flow";
import type { DrawDeclaration } from "./draw-flow";
import type { MeleeDeclaration, MeleeFighterDeclaration } from "./melee-flow";
import type { Contact } from "../rules/blaze-of-glory/melee";

/**
 * Contexts of the dialogs, as pure data: what each dialog asks and what it starts with. The Foundry
 * layer renders them with `templates/dialog/*.hbs` and reads the form back with the `read…`
 * functions here.
 */

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

/** Which situation questions matter for each test (the dialog asks nothing else). */
const ASKS: Record<ReactionTest, { flags: SituationFlag[]; from: boolean; targetSand: boolean }> = {
  gotAShot: { flags: ["hidden", "inCover", "muzzleLoader"], from: true, targetSand: true },
  beenShotAt: { flags: ["inCover", "threeToOne", "mounted"], from: true, targetSand: false },
  flinch: { flags: [], from: false, targetSand: false },
  wantingToCharge: { flags: ["inCover"], from: false, targetSand: false },
  beingCharged: { flags: ["inCover", "canFire"], from: true, targetSand: false },
  keepFightin: { flags: [], from: false, targetSand: false },
  cominBack: { flags: ["inCover", "inBuilding", "mounted"], from: false, targetSand: false },
  gotTheDrop: { flags: [], from: false, targetSand: false },
};

export function reactionDialogContext(
  figure: TableFigure,
  test: ReactionTest,
  situation: ReactionSituation,
  freeWill: boolean,
) {
  const asks = ASKS[test];
  return {
    name: figure.name,
    test: `${I18N}.Table.Test.${test}`,
    flags: asks.flags.map((key) => ({
      key,
      label: `${I18N}.Dialog.Flag.${key}`,
      value: key === "canFire" ? situation.canFire !== false : Boolean(situation[key]),
    })),
    showFrom: asks.from,
    from: situation.from ?? "front",
    fromChoices: {
      front: `${I18N}.Dialog.FromChoice.front`,
      flank: `${I18N}.Dialog.FromChoice.flank`,
      rear: `${I18N}.Dialog.FromChoice.rear`,
    },
    showTargetSand: asks.targetSand,
    targetSand: situation.targetSand ?? "",
    freeWill,
    choiceOptions: {
      roll: `${I18N}.Dialog.ChoiceRoll`,
      "2": `${I18N}.Dialog.ChoicePass2`,
      "1": `${I18N}.Dialog.ChoicePass1`,
      "0": `${I18N}.Dialog.ChoicePass0`,
    },
  };
}

/** The situation and Free Will choice the reaction dialog's form holds. */
export function readReactionForm(
  data: Record<string, unknown>,
  base: ReactionSituation,
): { situation: ReactionSituation; choice: 0 | 1 | 2 | null } {
  const situation: ReactionSituation = { ...base };
  for (const key of SITUATION_FLAGS) if (key in data) situation[key] = Boolean(data[key]);
  if (data.from === "front" || data.from === "flank" || data.from === "rear") situation.from = data.from;
  const sand = Number(data.targetSand);
  if (
    data.targetSand !== "" &&
    data.targetSand !== undefined &&
    Number.isInteger(sand) &&
    sand >= 0 &&
    sand <= 7
  )
    situation.targetSand = sand;
  const c = String(data.choice ?? "roll");
  const choice = c === "0" || c === "1" || c === "2" ? (Number(c) as 0 | 1 | 2) : null;
  return { situation, choice };
}

export interface ShootTarget {
  figure: TableFigure;
  distance: number;
  cover: CoverKind;
}

export function shootDialogContext(
  shooter: TableFigure,
  weaponId: string,
  targets: readonly ShootTarget[],
  active: boolean,
) {
  const ranged = shooter.weapons.filter((w) => !getWeapon(w.weapon).meleeOnly);
  const chosen = ranged.find((w) => w.id === weaponId) ?? ranged[0];
  const spread = chosen ? getWeapon(chosen.weapon).targets : 1;
  const figure = rulesFigure(shooter);
  const perTarget = Math.max(1, Math.floor(spread / Math.max(1, targets.length)));
  return {
    name: shooter.name,
    weapon: chosen?.id ?? "",
    weaponChoices: Object.fromEntries(ranged.map((w) => [w.id, w.name])),
    maxDice: spread,
    active,
    coverChoices: Object.fromEntries(COVER_KINDS.map((k) => [k, `${I18N}.Table.Cover.${k}`])),
    targets: targets.map((t, i) => ({
      name: t.figure.name,
      distance: Math.round(t.distance * 10) / 10,
      dice: i === 0 ? Math.max(perTarget, spread - perTarget * (targets.length - 1)) : perTarget,
      cover: t.cover,
      band: chosen
        ? `${I18N}.Outcome.Band.${rangeBand(chosen.weapon, figure, t.distance)}`
        : `${I18N}.Outcome.Band.outOfRange`,
    })),
  };
}

export function drawDialogContext(figures: readonly TableFigure[]) {
  return {
    figures: figures.map((f, i) => {
      const pistols = f.weapons.filter((w) => !getWeapon(w.weapon).meleeOnly || getWeapon(w.weapon).thrown);
      return {
        name: f.name,
        weapon: pistols[0]?.id ?? "",
        weaponChoices: Object.fromEntries(pistols.map((w) => [w.id, w.name])),
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

/**
 * The Draw as the dialog left it: each figure's weapon and the opponents he draws on (a figure
 * left drawing on nobody draws on the first opponent offered, as the rules need at least one).
 */
export function readDrawForm(
  figures: readonly TableFigure[],
  data: Record<string, unknown>,
): DrawDeclaration {
  const ctx = drawDialogContext(figures);
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
  const ctx = meleeDialogContext(fighters, sides);
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

export function meleeDialogContext(
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
        weaponChoices: Object.fromEntries(melee.map((w) => [w.id, w.name])),
        flankOrRear: false,
        chargePenalty: false,
      };
    }),
  };
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
  return f.kind === "unopposed"
    ? { kind: "unopposed", figure, difficulty: f.difficulty, tradesman: f.tradesman, retry: f.retry }
    : {
        kind: "opposed",
        figure,
        opposingRep: f.opposingRep,
        advantage: f.advantage,
        tradesman: f.tradesman,
        retry: f.retry,
      };
}

export function challengeDialogContext(figure: TableFigure, f: ChallengeForm = DEFAULT_CHALLENGE) {
  const target = challengeTarget(challengeDeclaration(figure, f));
  const dist = taskOutcomeDistribution(Math.max(-20, Math.min(20, target)), f.retry);
  return {
    name: figure.name,
    rep: figure.system.rep,
    ...f,
    advantage: String(f.advantage),
    kindChoices: { unopposed: `${I18N}.Dialog.Kind.unopposed`, opposed: `${I18N}.Dialog.Kind.opposed` },
    difficultyChoices: Object.fromEntries(
      TASK_DIFFICULTIES.map((d) => [d, `${I18N}.Dialog.DifficultyChoice.${d}`]),
    ),
    advantageChoices: {
      "-1": `${I18N}.Dialog.AdvantageChoice.minus`,
      "0": `${I18N}.Dialog.AdvantageChoice.none`,
      "1": `${I18N}.Dialog.AdvantageChoice.plus`,
    },
    target,
    odds: (["success", "stoppedShort", "failure"] as const)
      .filter((o) => dist[o].num !== 0)
      .map((o) => ({ ...odds(dist[o]), label: `${I18N}.Outcome.Task.${o}` })),
  };
}

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
    retry: Boolean(data.retry),
  };
}
