/**
 * Fill Yore Hands!'s table actions, as `game.sixGunSound.<name>(actor)`: each opens its dialog, rolls
 * with Foundry's dice and posts its card. `NotBuiltYet` stays for an action a later version adds
 * (the sheet shows it as a notification).
 */
import { shoot } from "./table/shoot-flow";
import { reload } from "./table/reload-flow";
import { brawl, charm, drawTraits, jump, run, standStill } from "./table/close-api";

export class NotBuiltYet extends Error {
  override readonly name = "NotBuiltYet";
  constructor(readonly action: string) {
    super(`Fill Yore Hands!: "${action}" is not built yet.`);
  }
}

export const TABLE_API = {
  shoot,
  reload,
  brawl,
  jump,
  charm,
  run,
  standStill,
  drawTraits,
};
