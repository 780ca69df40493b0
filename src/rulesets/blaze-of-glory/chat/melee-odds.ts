import { I18N } from "../../../config";
import { impactRoundOdds } from "../../../rules/blaze-of-glory/melee/round-odds";
import { meleeFighter, type MeleeDeclaration } from "../table/melee-flow";
import { rulesOptions, type TableSettingValues } from "../table/settings";
import { line, sides } from "./format";

/**
 * The Fightin' odds shown twice: beside the melee dialog's fields while the fight is set up, and
 * folded on the melee card once it is rolled. Only the first (impact) round can be counted
 * exactly before any die is thrown; later rounds hang on who fell and who fights on.
 */

export type MeleeOddsView = ReturnType<typeof meleeOddsView>;

/**
 * The impact round's odds for every pair of enemies in contact: each side's Killing Stroke, Telling
 * Blow and Flurry, and Evenly Matched. An armed Killing Stroke kills; a bare-handed one puts him Out of the Fight.
 */
export function meleeOddsView(decl: MeleeDeclaration, settings: Partial<TableSettingValues>) {
  const names = new Map(decl.fighters.map((d) => [d.figure.uuid, d.figure.name]));
  const pairs = impactRoundOdds(
    { fighters: decl.fighters.map(meleeFighter), contacts: decl.contacts },
    rulesOptions(settings).melee,
  );
  return pairs.map((p) => {
    const [a, b] = p.figures.map((id) => names.get(id) ?? "") as [string, string];
    const o = p.odds;
    return {
      title: { a, b },
      pools: { a: p.pools[0].size, b: p.pools[1].size },
      down: o === null,
      rows: o
        ? [
            sides(`${I18N}.Outcome.Fightin.killingStroke`, o.aKillingStroke, o.bKillingStroke),
            sides(`${I18N}.Outcome.Fightin.tellingBlow`, o.aTellingBlow, o.bTellingBlow),
            sides(`${I18N}.Outcome.Fightin.flurry`, o.aFlurry, o.bFlurry),
          ].filter((r) => r.a.fraction !== "0" || r.b.fraction !== "0")
        : [],
      shared: o?.evenlyMatched.num ? [line(`${I18N}.Outcome.Fightin.evenlyMatched`, o.evenlyMatched)] : [],
      // Only a weapon makes a killing stroke kill (L1809): say so for whoever fights bare-handed.
      bareHanded: o ? [a, b].filter((_, i) => !p.armed[i]) : [],
    };
  });
}
