import { RulesError, assertInteger, type DiceSource } from "../../../core";
import { gunfighterLimit, rollBuyThem, rollMavericking } from "../professions/cowboy";
import { keptProfession, type CampaignState } from "./state";
import { Step, expectPhase, level, payLucre, pending, type CampaignRules, type StepResult } from "./step-kit";

/**
 * The Cowboy's own steps beside the season's (ACQUIRING CATTLE L5234–5275, hiring gunfighters
 * L5495): buying cattle and hiring or letting go gunfighters at the start of a season, mavericking
 * once the season's encounters are done. Each once a season; the phase stays where it was unless
 * mavericking calls an encounter.
 */

function expectCowboy(state: CampaignState) {
  if (keptProfession(state) !== "cowboy")
    throw new RulesError("profession", state.profession, "only a Cowboy's own campaign does this");
}

/** Which of these steps the record offers now (the panel shows a button for each). */
export function cowboyStepsOpen(state: CampaignState): { buy: boolean; hire: boolean; maverick: boolean } {
  const cowboy = keptProfession(state) === "cowboy";
  return {
    buy: cowboy && state.phase === "start" && !state.cowboy.bought,
    hire: cowboy && state.phase === "start" && state.cowboy.role === "rancher",
    maverick:
      cowboy &&
      state.phase === "end" &&
      !state.cowboy.mavericked &&
      state.turn.season !== "winter" &&
      state.levels[state.locale] <= 3,
  };
}

/**
 * BUY THEM (L5238–5247): one roll a season (our reading: the book sets no limit, but a price rolled
 * again until it suits is no price). The Star buys up to `cattle` CP at the price rolled, as far as
 * his lucre (in hand, then the bank) goes.
 */
export function buyCattle(
  state: CampaignState,
  dice: DiceSource,
  options: { cattle: number },
  rules: CampaignRules = {},
): StepResult {
  expectCowboy(state);
  expectPhase(state, "start");
  if (state.cowboy.bought) throw new RulesError("bought", true, "cattle were already priced this season");
  const want = assertInteger("cattle", options.cattle, 1, 99);
  const step = new Step(state, dice, rules);
  const s = step.state;
  const buy = rollBuyThem(dice, { rep: s.star.rep, locale: s.locale, overlap: rules.buyThemOverlap });
  step.add(buy.roll);
  s.cowboy.bought = true;
  if (buy.price === null) {
    step.event("noneForSale");
    return step.done(s.phase);
  }
  const cattle = Math.min(want, Math.floor((s.lucre + s.bank) / buy.price));
  payLucre(s, cattle * buy.price);
  s.cattle += cattle;
  step.event("bought", { cattle, lucre: cattle * buy.price });
  return step.done(s.phase);
}

/**
 * Hiring and letting go a rancher's gunfighters (L5495): 1 LP a man when hired (each season after,
 * 1 LP more, paid at the season's start), at most one for each point of the Star's Rep. A hire he
 * cannot pay for is refused.
 */
export function hireGunfighters(
  state: CampaignState,
  dice: DiceSource,
  options: { hire?: number; letGo?: number },
): StepResult {
  expectCowboy(state);
  expectPhase(state, "start");
  if (state.cowboy.role !== "rancher")
    throw new RulesError("role", state.cowboy.role, "only a rancher hires gunfighters");
  const hire = assertInteger("hire", options.hire ?? 0, 0, 99);
  const letGo = assertInteger("letGo", options.letGo ?? 0, 0, state.cowboy.gunfighters);
  const step = new Step(state, dice);
  const s = step.state;
  const limit = gunfighterLimit(s.star.rep);
  if (s.cowboy.gunfighters - letGo + hire > limit)
    throw new RulesError("hire", hire, `a Rep ${s.star.rep} rancher keeps at most ${limit} gunfighters`);
  if (hire > s.lucre + s.bank) throw new RulesError("hire", hire, "not enough lucre to hire them");
  payLucre(s, hire);
  s.cowboy.gunfighters += hire - letGo;
  if (hire > 0) step.event("gunfightersHired", { n: hire });
  if (letGo > 0) step.event("gunfightersLetGo", { n: letGo });
  return step.done(s.phase);
}

/**
 * MAVERICKING (L5249–5275), after the season's encounters, not in winter, in a locale of level 3 or
 * less: mavericks add a CP for every full three men of the outfit (the Star and his hands); "taken
 * for rustlers" is a GF-3 to play; a herd to rustle is a Cattle Rustling the GM may play or skip.
 */
export function maverick(state: CampaignState, dice: DiceSource, rules: CampaignRules = {}): StepResult {
  expectCowboy(state);
  expectPhase(state, "end");
  if (state.cowboy.mavericked) throw new RulesError("mavericked", true, "already mavericked this season");
  const step = new Step(state, dice, rules);
  const s = step.state;
  const found = rollMavericking(dice, {
    settlementLevel: level(s),
    season: s.turn.season,
    outfit: s.hands + 1,
  });
  step.add(found.roll);
  s.cowboy.mavericked = true;
  // Gathering strays is how he spends the rest of the season: no riding on.
  s.moving = false;
  // The season's own test is behind him: after this encounter the season ends.
  s.tested = true;
  if (found.outcome === "mavericks") {
    s.cattle += found.cattle;
    step.event("mavericks", { cattle: found.cattle });
    return step.done("end");
  }
  s.encounter =
    found.outcome === "takenForRustlers"
      ? pending("gunfight", "takenForRustlers", { gunfightType: 3 })
      : pending("cattleRustling", "rustle");
  step.event("play", { encounter: s.encounter.id! });
  return step.done("play");
}
