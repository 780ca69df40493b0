import type { FollowUp } from "../../src/rulesets/blaze-of-glory/table/actions";

/**
 * The buttons a result's effects add for Jake (Bob's figure in the trust-model world) after Tex
 * (Alice's): the trust tests check who may start each. Uuids as the world gives them.
 */

/** Jake copies his Born Leader Tex's BEEN SHOT AT, passing 2. */
export const jakeFollowsLeader: Extract<FollowUp, { type: "followLeader" }> = {
  type: "followLeader",
  actor: "Actor.jake",
  name: "Jake",
  test: "beenShotAt",
  passes: 2,
  leaderName: "Tex",
  situation: {},
  reason: "SIXGUN.Chat.LeaderReacts",
};

/** Jake's GOT A SHOT roll-off against Tex's dice. */
export const jakeRollsOff: Extract<FollowUp, { type: "rollOff" }> = {
  type: "rollOff",
  actor: "Actor.jake",
  name: "Jake",
  tester: "Actor.tex",
  testerName: "Tex",
  dice: [1, 6],
  situation: {},
  reason: "SIXGUN.Outcome.Directive.rollOff",
};

/** The fight Jake's reaction leads him into, with Tex. */
export const jakeFightsTex: Extract<FollowUp, { type: "melee" }> = {
  type: "melee",
  actor: "Actor.jake",
  name: "Jake",
  opponent: "Actor.tex",
  opponentName: "Tex",
  chargePenalty: false,
  firstRoundRepModifier: 0,
  reason: "SIXGUN.Outcome.Directive.fireAndPrepare",
};
