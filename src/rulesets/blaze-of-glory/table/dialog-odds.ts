import { I18N } from "../../../config";
import { ZERO, add, passTestDistribution, type DiceSource } from "../../../rules/core";
import {
  reactionOdds,
  type ReactionSituation,
  type ReactionTest,
} from "../../../rules/blaze-of-glory/reactions";
import type { CoverInput } from "../../../rules/blaze-of-glory/shooting";
import { shotToHitOdds } from "../../../rules/blaze-of-glory/shooting/shot-odds";
import { DRAW_WINS, drawOdds, type DrawEntrant } from "../../../rules/blaze-of-glory/draw/draw-odds";
import { line, sides, type OddsLine, type SidesLine } from "../chat/format";
import { directiveKey } from "../chat/reaction-card";
import type { DrawDeclaration } from "./draw-flow";
import { situationFromFigure, type TableFigure } from "./figure";
import { makeRequest } from "./reaction-flow";
import { readRideForm, type RideOptions, type RideResult, type RideTestId } from "./ride-flow";
import { rulesOptions, type TableSettingValues } from "./settings";
import { shotInput, type ShotDeclaration } from "./shooting-flow";
import type { Pace } from "../../../rules/blaze-of-glory/mounts";

/**
 * The exact odds each roll dialog shows before the dice are thrown, as pure data: what may happen,
 * with its chance as the cards give it (fraction and percentage), for the situation the form holds.
 * The dialog contexts (dialog-context.ts) put them beside their fields and draw them again on every
 * change.
 */

/** A shot as its dialog left it (see `readShootForm`). */
export interface ShotAsRead {
  weapon: string;
  active: boolean;
  /** How a rider's horse moved this activation (absent on foot). */
  mountPace?: Pace;
  targets: { figure: TableFigure; distance: number; dice: number; cover: CoverInput; twoRiders?: boolean }[];
}

/**
 * The shot the dialog's answers declare: only the targets given dice; null when nobody is given a
 * die or there is no weapon. The roll and the dialog's odds both read it, so they cannot disagree.
 */
export function shotDeclaration(shooter: TableFigure, shot: ShotAsRead, repMod = 0): ShotDeclaration | null {
  const targets = shot.targets.filter((t) => t.dice > 0);
  if (targets.length === 0 || !shot.weapon) return null;
  return {
    shooter,
    weapon: shot.weapon,
    active: shot.active,
    targets,
    repMod,
    ...(shot.mountPace ? { mountPace: shot.mountPace } : {}),
  };
}

/** What the shot's odds read beyond the shot: the world's settings and a Rep change. */
export interface ShootOddsOptions {
  settings?: Partial<TableSettingValues>;
  /** Reaction fire at −1 Rep (GOT A SHOT pass 1), as the shot will be rolled. */
  repMod?: number;
}

export { line, type OddsLine, type SidesLine };
// The melee card folds the same first-round odds, so the view lives with the cards.
export { meleeOddsView } from "../chat/melee-odds";

/** The final result of a reaction test as it stands, each with its chance. */
export function reactionOddsLines(
  figure: TableFigure,
  test: ReactionTest,
  situation: ReactionSituation,
  settings: Partial<TableSettingValues>,
): OddsLine[] {
  return reactionOdds(makeRequest(figure, test, situation, settings)).directives.map((d) =>
    line(directiveKey(d.directive), d.probability),
  );
}

/**
 * The exact to-hit odds of the shot as declared: the to-hit Rep, why the weapon cannot fire (if it
 * cannot), and for each target the chance of a hit, of two or more, of an 11+ and of a die going
 * astray. A target given no dice has no lines.
 */
export function shotOdds(shooter: TableFigure, shot: ShotAsRead, options: ShootOddsOptions) {
  const decl = shotDeclaration(shooter, shot, options.repMod ?? 0);
  const none = {
    rep: null as number | null,
    blocked: null as string | null,
    lines: shot.targets.map(() => [] as OddsLine[]),
  };
  if (!decl) return none;
  const input = shotInput(decl);
  const o = shotToHitOdds(input, rulesOptions(options.settings ?? {}).shooting);
  let k = 0;
  return {
    rep: o.rep,
    blocked: o.blockedBy ? `${I18N}.Outcome.Blocked.${o.blockedBy}` : null,
    lines: shot.targets.map((t) => {
      if (t.dice === 0 || o.blockedBy) return [];
      const target = o.targets[k++]!;
      const twoOrMore = target.hits.slice(2).reduce((sum, f) => add(sum, f), ZERO);
      return [
        line(`${I18N}.Dialog.ShotOdds.anyHit`, target.anyHit),
        ...(t.dice > 1 ? [line(`${I18N}.Dialog.ShotOdds.twoHits`, twoOrMore)] : []),
        ...(target.calledHit.num ? [line(`${I18N}.Dialog.ShotOdds.calledHit`, target.calledHit)] : []),
        ...(target.diverted.num ? [line(`${I18N}.Dialog.ShotOdds.diverted`, target.diverted)] : []),
      ];
    }),
  };
}

/** The FLINCH CHECK each figure takes first, as the chance of each outcome. */
export function flinchChances(
  figure: TableFigure,
  settings: Partial<TableSettingValues>,
): DrawEntrant["flinch"] {
  const out = { drawNormally: ZERO, flinched: ZERO, unmanned: ZERO };
  for (const d of reactionOdds(makeRequest(figure, "flinch", situationFromFigure(figure), settings))
    .directives) {
    const key = d.directive === "flinched" || d.directive === "unmanned" ? d.directive : "drawNormally";
    out[key] = add(out[key], d.probability);
  }
  return out;
}

/**
 * Each pairing's odds for the Draw as declared, Flinch Check included: every result either side may
 * have, the tie, and a figure running. Null when there are too many figures to count.
 */
export function drawOddsView(decl: DrawDeclaration, settings: Partial<TableSettingValues>) {
  const names = new Map(decl.figures.map((d) => [d.figure.uuid, d.figure.name]));
  const weapons = decl.figures.map((d) => d.figure.weapons.find((w) => w.id === d.weapon));
  // A figure with nothing to draw sits the Draw out (the table leaves him out before asking).
  if (weapons.some((w) => !w)) return [];
  const entrants: DrawEntrant[] = decl.figures.map((d, i) => ({
    id: d.figure.uuid,
    profession: d.figure.system.profession,
    rep: d.figure.system.rep,
    weapon: weapons[i]!.weapon,
    flinch: flinchChances(d.figure, settings),
    targets: d.targets,
  }));
  const pairings = drawOdds(entrants, decl.state, rulesOptions(settings).draw);
  if (!pairings) return null;
  return pairings.map((p) => {
    const [a, b] = p.figures.map((id) => names.get(id) ?? "") as [string, string];
    return {
      title: { a, b },
      rows: DRAW_WINS.filter((w) => p.wins[0][w].num !== 0 || p.wins[1][w].num !== 0).map((w) =>
        sides(`${I18N}.Outcome.Draw.${w}`, p.wins[0][w], p.wins[1][w]),
      ),
      shared: [
        ...(p.bothDrawn.num ? [line(`${I18N}.Outcome.Draw.bothDrawn`, p.bothDrawn)] : []),
        ...(p.ranAway.num ? [line(`${I18N}.Dialog.DrawRanAway`, p.ranAway)] : []),
      ],
    };
  });
}

/**
 * A riding or driving test's own roll as the form stands: the chance of each pass count, as its card
 * shows it (re-rolls and follow-up tests aside). The dice and the target are settled before any face
 * is read, so one run on all 1s and one on all 6s find them; should the two ever disagree (a test
 * whose target hangs on an earlier die), no odds are shown rather than wrong ones.
 */
export function rideDialogOdds(
  run: (source: DiceSource, options: RideOptions) => RideResult,
  test: RideTestId,
  data: Record<string, unknown>,
): OddsLine[] {
  const options = readRideForm(test, data);
  try {
    const low = run({ roll: () => 1 }, options);
    const high = run({ roll: (faces) => faces }, options);
    if (low.dice.length !== high.dice.length || low.target !== high.target || !low.dice.length) return [];
    return passTestDistribution(low.dice.length, low.target, low.dice.length).map((f, n) => ({
      ...line(`${I18N}.Chat.Passes`, f),
      n,
    }));
  } catch {
    // A subject the test cannot run on shows no odds; the roll itself says why.
    return [];
  }
}
