import { checkFace, type DiceSource } from "../../core";
import { comeAlongTarget, rollComeAlongPeaceably, type ComeAlongOutcome } from "../challenges/come-along";
import { SAND_RANGE } from "../figure";
import { integerInput, readInputs } from "./inputs";
import { RollLog } from "./roll-log";
import type {
  EncounterDefinition,
  EncounterRoll,
  EncounterSetup,
  ForceLine,
  InputSpec,
  InputValues,
  SpecialTableDefinition,
  SpecialTableResult,
} from "./types";

/**
 * HURRAHING THE TOWN (HT, L6429–6480), a Sheriff-only encounter: Saturday night, drunken rowdies in
 * or in front of the saloon, and the law trying to send them home with as little mayhem as possible.
 * Its tables: COME ALONG PEACEFULLY (the rules live in challenges/come-along.ts) and the STREET BRAWL.
 */

export const HURRAHING_THE_TOWN_SOURCE = "L6429–6480";

/** The most deputies and brothers the wizard offers; the book sets no cap. */
const MAX_OUTFIT = 20;

export const HURRAHING_THE_TOWN_INPUTS: readonly InputSpec[] = [
  /** Deputies and brothers with the Sheriff (L6445: "any deputies/brothers available"). */
  { key: "outfit", kind: "integer", min: 0, max: MAX_OUTFIT, default: 0 },
];

export type HurrahPlace = "inSaloon" | "inStreet";

/** Where: in a saloon (1–3) or in the street in front of one (4–6) (L6441). */
export function hurrahPlace(die: number): HurrahPlace {
  return checkFace(die, 6, "die") <= 3 ? "inSaloon" : "inStreet";
}

/** Who: Cowboys (1–5) or Townsfolk (6) (L6446). */
export function rowdyProfession(die: number): "cowboy" | "townsfolk" {
  return checkFace(die, 6, "die") <= 5 ? "cowboy" : "townsfolk";
}

export function setUpHurrahingTheTown(dice: DiceSource, input: InputValues): EncounterSetup {
  const values = readInputs(HURRAHING_THE_TOWN_INPUTS, input);
  const outfit = integerInput(values, "outfit");
  const log = new RollLog(dice);
  const place = log.sum({ purpose: "hurrahPlace", source: "L6441", read: (die) => hurrahPlace(die) }).result;
  const kindDie = log.sum({
    purpose: "rowdyKind",
    source: "L6446",
    read: (die) => `rowdies.${rowdyProfession(die)}`,
  });
  const count = log.sum({
    purpose: "rowdyCount",
    count: 3,
    source: "L6446",
    read: () => "rowdiesCount",
    values: (score) => ({ n: score }),
  });
  const profession = rowdyProfession(kindDie.score);
  const inSaloon = place === "inSaloon";

  // Town lawmen keep their horses unsaddled in the livery unless told otherwise (L3142); so do
  // townsfolk rowdies. Cowboys' horses are not mentioned (judgement `rowdyMounts`).
  const lawmen: ForceLine[] = [
    {
      profession: "sheriff",
      count: 1,
      role: "star",
      placement: inSaloon ? "outsideSaloonDoor" : "withinEffectiveRangeOfRowdies",
      mount: "unsaddledInLivery",
    },
  ];
  if (outfit > 0)
    lawmen.push({
      profession: "deputy",
      count: outfit,
      role: "deputy",
      placement: inSaloon ? "outsideSaloonDoor" : "withinEffectiveRangeOfRowdies",
      mount: "unsaddledInLivery",
      notes: ["deputiesOrBrothers"],
    });
  const rowdies: ForceLine = {
    profession,
    count: count.score,
    role: "rowdy",
    placement: inSaloon ? "saloonMainRoom" : "streetInFrontOfSaloon",
    ...(inSaloon ? {} : { placementValues: { width: 6, length: 12 } }),
    ...(profession === "townsfolk" ? { mount: "unsaddledInLivery" as const } : {}),
    notes: ["drunkard", "clustersOfTwoToFour"],
  };

  return {
    encounter: "hurrahingTheTown",
    variant: place,
    terrain: ["town", inSaloon ? "saloon" : "streetInFrontOfSaloon"],
    rolls: log.rolls,
    sides: [
      { id: "lawmen", role: "players", label: "sheriffsOutfit", goal: "disperseTheRowdies", forces: lawmen },
      { id: "rowdies", role: "opposition", label: "rowdies", goal: "hurrahTheTown", forces: [rowdies] },
    ],
    deployment: {
      kind: "town",
      setsUpFirst: "rowdies",
      notes: [inSaloon ? "rowdiesInSaloon" : "rowdiesInStreet", "rowdiesInClusters"],
    },
    looseMounts: [],
    specialTables: ["comeAlongPeacefully", "streetBrawl"],
    instructions: [
      "rowdiesAreDrunkards",
      "rowdiesActOnlyWhenProvoked",
      "rowdiesReactNormally",
      "comeAlongPeaceable",
      "streetBrawl",
      "keepingThePeaceTally",
    ],
    endConditions: ["rowdiesDispersed"],
    followOn: [],
    gmJudgement: ["provokedRowdies", "rowdyMounts", "hurrahEnds"],
  };
}

export const HURRAHING_THE_TOWN: EncounterDefinition = {
  id: "hurrahingTheTown",
  code: "HT",
  source: HURRAHING_THE_TOWN_SOURCE,
  profession: "sheriff",
  inputs: HURRAHING_THE_TOWN_INPUTS,
  setUp: setUpHurrahingTheTown,
};

// ---------------------------------------------------------------------------------------------
// COME ALONG PEACEFULLY (L6460–6476), wrapping challenges/come-along.ts.

export const COME_ALONG_INPUTS: readonly InputSpec[] = [
  { key: "lawmanSand", kind: "integer", min: SAND_RANGE.min, max: SAND_RANGE.max, default: 4 },
  { key: "rowdySand", kind: "integer", min: SAND_RANGE.min, max: SAND_RANGE.max, default: 4 },
];

const COME_ALONG_OUTCOMES: { readonly [O in ComeAlongOutcome]: { outcome: string; notes: string[] } } = {
  submits: { outcome: "rowdySubmits", notes: ["othersOfEqualOrLowerRepSubmit"] },
  makeMe: { outcome: "rowdySwings", notes: ["fightsAllComersUnarmed", "streetBrawl"] },
  draw: { outcome: "rowdyDraws", notes: ["theDraw"] },
};

/** A lawman in base contact asks one rowdy to come along: 2d6 vs Sand ± the Sand difference. */
export function rollComeAlongPeacefully(dice: DiceSource, input: InputValues): SpecialTableResult {
  const values = readInputs(COME_ALONG_INPUTS, input);
  const lawmanSand = integerInput(values, "lawmanSand");
  const rowdySand = integerInput(values, "rowdySand");
  const result = rollComeAlongPeaceably(dice, lawmanSand, rowdySand);
  const { outcome, notes } = COME_ALONG_OUTCOMES[result.outcome];
  const rolls: EncounterRoll[] = [
    {
      purpose: "comeAlongPeacefully",
      dice: result.test.dice,
      modifier: 0,
      score: result.test.passes,
      target: comeAlongTarget(lawmanSand, rowdySand),
      result: outcome,
      // The table read; the row is `result.source`.
      source: "L6462–6476",
    },
  ];
  if (result.othersSubmitting !== null)
    rolls.push({
      purpose: "othersSubmitting",
      dice: [result.othersSubmitting],
      modifier: 0,
      score: result.othersSubmitting,
      result: "othersSubmit",
      values: { n: result.othersSubmitting },
      source: "L6466",
    });
  return {
    table: "comeAlongPeacefully",
    rolls,
    outcome,
    ...(result.othersSubmitting === null ? {} : { values: { othersSubmitting: result.othersSubmitting } }),
    notes,
  };
}

export const COME_ALONG_PEACEFULLY_TABLE: SpecialTableDefinition = {
  id: "comeAlongPeacefully",
  source: "L6460–6476",
  inputs: COME_ALONG_INPUTS,
  roll: rollComeAlongPeacefully,
};

// ---------------------------------------------------------------------------------------------
// STREET BRAWL (L6478–6480).

/** The book tests the three rowdies closest to the fight; fewer when fewer are left. */
export const STREET_BRAWL_INPUTS: readonly InputSpec[] = [
  { key: "rowdies", kind: "integer", min: 1, max: 3, default: 3 },
  { key: "sand1", kind: "integer", min: SAND_RANGE.min, max: SAND_RANGE.max, default: 4 },
  { key: "sand2", kind: "integer", min: SAND_RANGE.min, max: SAND_RANGE.max, default: 4 },
  { key: "sand3", kind: "integer", min: SAND_RANGE.min, max: SAND_RANGE.max, default: 4 },
];

/**
 * A rowdy still standing in a fistfight with a lawman at the next rowdy activation: 1d6 vs Sand for
 * each of the closest rowdies; a pass joins the fracas, a fail may be tested again later.
 */
export function rollStreetBrawl(dice: DiceSource, input: InputValues): SpecialTableResult {
  const values = readInputs(STREET_BRAWL_INPUTS, input);
  const tested = integerInput(values, "rowdies");
  const log = new RollLog(dice);
  let joining = 0;
  for (let i = 1; i <= tested; i++) {
    const roll = log.passes({
      purpose: "joinTheBrawl",
      count: 1,
      target: integerInput(values, `sand${i}`),
      source: "L6480",
      subject: `rowdies.${i}`,
      read: (passes) => (passes > 0 ? "joinsBrawl" : "staysOut"),
    });
    if (roll.score > 0) joining++;
  }
  return {
    table: "streetBrawl",
    rolls: log.rolls,
    outcome: joining > 0 ? "brawlJoined" : "brawlNotJoined",
    values: { joining, stayingOut: tested - joining },
    notes: joining < tested ? ["testAgainLater"] : [],
  };
}

export const STREET_BRAWL_TABLE: SpecialTableDefinition = {
  id: "streetBrawl",
  source: "L6478–6480",
  inputs: STREET_BRAWL_INPUTS,
  roll: rollStreetBrawl,
};
