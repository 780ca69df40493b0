import { opponentOf, ownFigure } from "./entry";
import { I18N } from "../../../config";
import { drawOdds, rollDraw, type DrawResult } from "../../../rules/sgs-classic/reactions/draw";
import { horseCheckOdds, rollHorseCheck, type HorseCheck } from "../../../rules/sgs-classic/shooting/mounted";
import { rollAndPost } from "../../../shell/chat/post";
import { specs } from "../../../shell/dice/bridge";
import type { FActor, FMessage } from "../../../shell/foundry";
import { refuse, safely } from "../../../shell/table-entry";
import { type ClassicFigure, readClassicFigure } from "./figure-read";
import { type ClassicCardView, oddsView } from "./views";

/**
 * The one-roll buttons: My Horse Has Fallen (guide §3.14) for a figure's horse, and Draw!
 * (guide §3.9) against the targeted figure. Each posts its card with the exact odds.
 */

const C = `${I18N}.Classic`;

export function horseCardView(name: string, check: HorseCheck): ClassicCardView {
  const outcome = check.result === "brokeStride" && check.riderThrown ? "thrown" : check.result;
  const odds = horseCheckOdds();
  return {
    kind: "reaction",
    kicker: `${C}.Horse.Kicker`,
    name,
    head: `${C}.Horse.Result.${outcome}`,
    headData: { name },
    tone: outcome === "keepsGoing" ? "good" : outcome === "brokeStride" ? "" : "bad",
    dice: check.dice.map((value) => ({ value, passed: value <= 5 })),
    lines: check.result === "brokeStride" ? [{ key: `${C}.Horse.ThrowDie`, value: check.throwDie }] : [],
    bullets: [],
    odds: (["keepsGoing", "brokeStride", "thrown", "fallen"] as const).map((k) =>
      oddsView(`${C}.Horse.Result.${k}`, odds[k]),
    ),
    next: outcome === "keepsGoing" || outcome === "brokeStride" ? null : `${C}.Horse.Next`,
  };
}

export function drawCardView(
  a: ClassicFigure,
  b: ClassicFigure,
  draw: DrawResult,
  dice: readonly number[],
): ClassicCardView {
  const odds = drawOdds([a, b]);
  const first = draw.first === null ? null : draw.first === 0 ? a : b;
  return {
    kind: "reaction",
    kicker: `${C}.Draw.Kicker`,
    name: `${a.name} · ${b.name}`,
    head: first ? `${C}.Draw.First` : `${C}.Draw.Together`,
    headData: { name: first?.name ?? "" },
    tone: "",
    dice: dice.map((value) => ({ value, passed: true })),
    lines: [
      { key: `${C}.Draw.Total`, value: `${a.name}: ${draw.totals[0]} · ${b.name}: ${draw.totals[1]}` },
      { key: `${C}.Draw.By`, value: "", valueKey: `${C}.Draw.ByWhat.${draw.by}` },
    ],
    bullets: [],
    odds: [
      oddsView(`${C}.Draw.OddsFirst`, odds.first),
      oddsView(`${C}.Draw.OddsSecond`, odds.second),
      oddsView(`${C}.Draw.Together`, odds.simultaneous),
    ],
    next: `${C}.Draw.Next`,
  };
}

export async function horseCheck(ref: FActor | string): Promise<FMessage | null> {
  return safely("horse check", async () => {
    const own = await ownFigure(ref);
    if (!own) return null;
    const { actor, figure } = own;
    return (
      (await rollAndPost(
        (source) => rollHorseCheck(source),
        (check) => [
          ...specs(check.dice, "test", "horse", figure.uuid),
          ...(check.result === "brokeStride" ? specs([check.throwDie], "extra", "thrown", figure.uuid) : []),
        ],
        (check) => ({
          template: "classic/chat/roll.hbs",
          context: horseCardView(figure.name, check),
          kind: "classicHorse",
          actor,
        }),
      )) ?? null
    );
  });
}

export async function draw(
  ref: FActor | string,
  options: { target?: FActor | string } = {},
): Promise<FMessage | null> {
  return safely("draw", async () => {
    const own = await ownFigure(ref);
    if (!own) return null;
    const { actor, figure: a } = own;
    const b = readClassicFigure((await opponentOf(actor, options.target)) as never);
    if (!b) return refuse(`${C}.Draw.NoOpponent`, { name: a.name });
    return (
      (await rollAndPost(
        (source) => rollDraw([a, b], source),
        (result) => specs([...result.totals], "draw", "draw", a.uuid),
        (result) => ({
          template: "classic/chat/roll.hbs",
          context: drawCardView(a, b, result, [result.totals[0] - a.cv, result.totals[1] - b.cv]),
          kind: "classicDraw",
          actor,
        }),
      )) ?? null
    );
  });
}
