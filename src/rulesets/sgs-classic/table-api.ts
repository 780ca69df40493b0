/**
 * Six Gun Sound (classic)'s table actions, as `game.sixGunSound.classic.<name>(actor)`: each opens
 * its dialog (if it has one), rolls with Foundry's dice and posts its card.
 */
import { coolnessCheck } from "./table/coolness-flow";
import { charge, reactionTest } from "./table/reaction-flow";
import { shoot } from "./table/shoot-flow";
import { draw, horseCheck } from "./table/quick-flows";
import { woundTest } from "./table/wound-flow";
import { brawl } from "./table/brawl-flow";
import { monthlyTurn } from "./campaign/month-flow";
import { newCharacter } from "./campaign/new-character";
import { recordEncounterFor as recordEncounter } from "./campaign/record-flow";

export const TABLE_API = {
  reactionTest,
  coolnessCheck,
  shoot,
  draw,
  horseCheck,
  woundTest,
  monthlyTurn,
  newCharacter,
  recordEncounter,
  brawl,
  charge,
};
