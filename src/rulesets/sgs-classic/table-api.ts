/**
 * Six Gun Sound (classic)'s table actions, as `game.sixGunSound.classic.<name>(actor)`: each opens
 * its dialog, rolls with Foundry's dice and posts its card. The sheet's other buttons (Draw!,
 * Charge, Brawl, Horse check) have no entry yet and say so when pressed.
 */
import { coolnessCheck } from "./table/coolness-flow";
import { reactionTest } from "./table/reaction-flow";
import { shoot } from "./table/shoot-flow";

export const TABLE_API = { reactionTest, coolnessCheck, shoot };
