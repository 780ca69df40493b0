import {
  NO_ENCOUNTER,
  NO_WOUNDS_SOURCE,
  type CharacterSource,
} from "../../src/rulesets/blaze-of-glory/data/source-types";

/** A stored character source: an unhurt Rep 4 cowboy with a pistol he knows, unless overridden. */
export function characterSource(over: Partial<CharacterSource> = {}): CharacterSource {
  return {
    schemaVersion: 1,
    star: false,
    profession: "cowboy",
    warriorRegion: "",
    veteran: false,
    rep: 4,
    toughness: 4,
    sand: 4,
    prosperity: null,
    lostLeg: false,
    stagecoachDriver: false,
    gunArm: "right",
    familiarWeapons: ["pistol"],
    wounds: { ...NO_WOUNDS_SOURCE },
    encounter: { ...NO_ENCOUNTER },
    notes: "",
    ...over,
  };
}
