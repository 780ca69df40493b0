import type { AttributeId } from "../ids";
import type { DrunkCondition } from "./rolls";

/**
 * A summary, as codes, of which tests each attribute changes and how (L3055–3119), for the sheet
 * and chat cards. The effects themselves are applied by the shooting, melee, reaction and movement
 * code; this list is descriptive and does not drive those rules.
 */

export type EffectTest =
  | "shooting"
  | "thrownKnife"
  | "melee"
  | "reaction"
  | "beenShotAt"
  | "wantingToCharge"
  | "beingCharged"
  | "cominBack"
  | "movement"
  | "movingFast"
  | "tetheredMountQuality"
  | "losingControl"
  | "challenge"
  | "afterBattleRecovery"
  | "encounterStart"
  | "activation"
  | "weapons";

export type EffectChange =
  | "ignoreMovingFastPenalty"
  | "countMovingFastPenalty"
  | "plusOneDie"
  | "plusOneDieBestTwo"
  | "minusOneDie"
  | "oneDieOnly"
  | "plusOneToDie"
  | "repMinusOne"
  | "repPlusOne"
  | "friendsCopyResult"
  | "duckBackBecomesRunaway"
  | "ignoreDuckBack"
  | "firstRunawayBecomesDuckBack"
  | "rolledOneFallsProne"
  | "plusTwoInches"
  | "minusTwoInches"
  | "minusD6Inches"
  | "canSwim"
  | "extraFamiliarWeapon"
  | "drunkardRoll"
  | "touchedCheck"
  | "passOutCheck";

/** Limits on when an effect applies. */
export type EffectCondition = "exceptGotAShot" | "within4Inches" | "withKnife" | "inTrade" | "firstTimeOnly";

export interface AttributeEffect {
  readonly test: EffectTest;
  readonly change: EffectChange;
  readonly condition?: EffectCondition;
  /** Guide §4 item whose Reading/OPEN option governs how the effect is applied. */
  readonly guide?: string;
  readonly source: string;
}

export const ATTRIBUTE_EFFECTS: { readonly [A in AttributeId]: readonly AttributeEffect[] } = {
  agile: [{ test: "shooting", change: "ignoreMovingFastPenalty", source: "L3057" }],
  bornLeader: [
    // The book's "In Sight test" is GOT A SHOT (guide I-24).
    {
      test: "reaction",
      change: "plusOneDieBestTwo",
      condition: "exceptGotAShot",
      guide: "I-24",
      source: "L3059",
    },
    { test: "reaction", change: "friendsCopyResult", condition: "within4Inches", source: "L3059" },
  ],
  brawler: [{ test: "melee", change: "plusOneDie", guide: "I-27", source: "L3061" }],
  goodJudgeOfHorseflesh: [{ test: "tetheredMountQuality", change: "plusOneToDie", source: "L3063" }],
  tyro: [{ test: "shooting", change: "repMinusOne", source: "L3065" }],
  twoLeftFeet: [{ test: "movingFast", change: "rolledOneFallsProne", source: "L3067" }],
  lacksABackbone: [{ test: "reaction", change: "duckBackBecomesRunaway", source: "L3071" }],
  crackshot: [{ test: "shooting", change: "plusOneToDie", source: "L3073" }],
  drunkard: [{ test: "encounterStart", change: "drunkardRoll", source: "L3075" }],
  touchedInTheHead: [{ test: "activation", change: "touchedCheck", source: "L3087" }],
  familiarWithWeapon: [{ test: "weapons", change: "extraFamiliarWeapon", source: "L3089" }],
  fast: [{ test: "movement", change: "plusTwoInches", source: "L3091" }],
  // "Received Fire test" is BEEN SHOT AT (guide I-25).
  gunShy: [{ test: "beenShotAt", change: "oneDieOnly", guide: "I-25", source: "L3093" }],
  knifeFighter: [
    { test: "melee", change: "plusOneDie", condition: "withKnife", guide: "I-27", source: "L3097" },
    { test: "thrownKnife", change: "plusOneToDie", source: "L3097" },
  ],
  trueGrit: [{ test: "reaction", change: "ignoreDuckBack", source: "L3099" }],
  tradesman: [{ test: "challenge", change: "repPlusOne", condition: "inTrade", source: "L3101" }],
  runt: [{ test: "melee", change: "repMinusOne", source: "L3103" }],
  sickly: [{ test: "afterBattleRecovery", change: "repMinusOne", guide: "I-09", source: "L3105" }],
  slow: [{ test: "movement", change: "minusTwoInches", source: "L3109" }],
  swimmer: [{ test: "movement", change: "canSwim", source: "L3111" }],
  crackTeamster: [{ test: "losingControl", change: "plusOneDieBestTwo", source: "L3113" }],
  tough: [
    { test: "reaction", change: "firstRunawayBecomesDuckBack", condition: "firstTimeOnly", source: "L3117" },
  ],
  yella: [
    { test: "wantingToCharge", change: "oneDieOnly", source: "L3119" },
    { test: "beingCharged", change: "oneDieOnly", source: "L3119" },
    { test: "cominBack", change: "oneDieOnly", source: "L3119" },
  ],
};

/** What each drunken state does for the encounter (L3077–3085). */
export const DRUNK_EFFECTS: { readonly [C in DrunkCondition]: readonly AttributeEffect[] } = {
  ironclad: [{ test: "reaction", change: "ignoreDuckBack", source: "L3077" }],
  deadDrunk: [{ test: "activation", change: "passOutCheck", source: "L3079" }],
  touched: [{ test: "activation", change: "touchedCheck", source: "L3081" }],
  sick: [
    { test: "shooting", change: "countMovingFastPenalty", source: "L3083" },
    { test: "melee", change: "minusOneDie", source: "L3083" },
  ],
  staggering: [
    { test: "movement", change: "minusD6Inches", source: "L3085" },
    { test: "movingFast", change: "oneDieOnly", source: "L3085" },
  ],
};
