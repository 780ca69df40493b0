import { I18N } from "../../../config";
import { ONE, ZERO, add, type Fraction } from "../../../rules/core";
import { reactionOdds } from "../../../rules/blaze-of-glory/reactions";
import { DRAW_WINS, drawOdds, type DrawEntrant } from "../../../rules/blaze-of-glory/draw/draw-odds";
import { FLINCH_OUTCOMES, type FlinchOutcome } from "../../../rules/blaze-of-glory/draw";
import { reactionRequest, situationFromFigure } from "../table/figure";
import { rulesOptions, type TableSettingValues } from "../table/settings";
import type { DrawDeclaration } from "../table/draw-flow";
import { odds, type OddsView } from "./format";

/**
 * The Draw card's folded odds: for each pairing, the chance each figure had of winning it, of a
 * tie and of a figure running, before the dice were thrown. The FLINCH CHECK is counted as the
 * roll took it: a result given (a re-draw, a check already on the token) is certain, otherwise
 * each outcome has its chance.
 */

export interface DrawOddsView {
  a: string;
  b: string;
  rows: (OddsView & { label: string; name: string })[];
}

function certain(outcome: FlinchOutcome): Record<FlinchOutcome, Fraction> {
  return Object.fromEntries(FLINCH_OUTCOMES.map((o) => [o, o === outcome ? ONE : ZERO])) as Record<
    FlinchOutcome,
    Fraction
  >;
}

const sum = (fs: readonly Fraction[]) => fs.reduce((s, f) => add(s, f), ZERO);

/** Empty when a figure has no weapon to draw or there are too many figures to count. */
export function drawCardOdds(decl: DrawDeclaration, settings: Partial<TableSettingValues>): DrawOddsView[] {
  const options = rulesOptions(settings);
  const names = new Map(decl.figures.map((d) => [d.figure.uuid, d.figure.name]));
  const entrants: DrawEntrant[] = [];
  for (const d of decl.figures) {
    const weapon = d.figure.weapons.find((w) => w.id === d.weapon);
    if (!weapon) return [];
    const given = d.flinch ?? (d.figure.system.encounter.flinched ? "flinched" : undefined);
    let flinch = given ? certain(given) : null;
    if (!flinch) {
      const chances = certain("drawNormally");
      chances.drawNormally = ZERO;
      const request = reactionRequest(d.figure, "flinch", situationFromFigure(d.figure), options);
      for (const x of reactionOdds(request).directives) {
        const key: FlinchOutcome =
          x.directive === "flinched" || x.directive === "unmanned" ? x.directive : "drawNormally";
        chances[key] = add(chances[key], x.probability);
      }
      flinch = chances;
    }
    entrants.push({
      id: d.figure.uuid,
      profession: d.figure.system.profession,
      rep: d.figure.system.rep,
      weapon: weapon.weapon,
      flinch,
      targets: d.targets,
      hasDrop: d.hasDrop ?? false,
    });
  }
  const pairings = drawOdds(entrants, decl.state, options.draw);
  if (!pairings) return [];
  return pairings.map((p) => {
    const [a, b] = p.figures.map((id) => names.get(id) ?? id) as [string, string];
    const row = (label: string, chance: Fraction, name = "") => ({ ...odds(chance), label, name });
    return {
      a,
      b,
      rows: [
        row(`${I18N}.Chat.OddsRow.wins`, sum(DRAW_WINS.map((w) => p.wins[0][w])), a),
        row(`${I18N}.Chat.OddsRow.wins`, sum(DRAW_WINS.map((w) => p.wins[1][w])), b),
        row(`${I18N}.Outcome.Draw.bothDrawn`, p.bothDrawn),
        row(`${I18N}.Outcome.Draw.ranAway`, p.ranAway),
      ].filter((r) => r.fraction !== "0"),
    };
  });
}
