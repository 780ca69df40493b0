import type { FigureSource } from "../../../src/rulesets/fill-yore-hands/data/source";

/** A Fill Yore Hands! figure's stored data as a new Cowboy has it, with `over` laid on top. */
export function figureSource(over: Partial<FigureSource> = {}): FigureSource {
  return {
    schemaVersion: 1,
    characterType: "cowboy",
    isNPC: false,
    isWoman: false,
    quickness: "none",
    toughness: "none",
    toughnessUsed: false,
    isDrunk: "byType",
    drunkShrugUsed: false,
    chargenCard: null,
    wounds: [],
    brawlingRating: null,
    charmLevel: null,
    shootingSkill: null,
    mounted: false,
    prone: false,
    inLightCover: false,
    inWindowOrDoor: false,
    elevation: 0,
    ranLastActivation: false,
    runStreak: 0,
    outaBreath: false,
    stoodStillLastActivation: false,
    surpriseBonus: 0,
    attitude: "neutral",
    charmedBy: null,
    woundedEver: false,
    script: "",
    notes: "",
    ...over,
  };
}
