import type { DiceSource } from "../../core";
import { CAPTURE_INPUTS, rollCaptureBuilding, withLeader } from "./capture";
import { groupForceLines } from "./force-lines";
import { choiceInput, integerInput, readInputs } from "./inputs";
import { LOCALE_INPUT, SETTLEMENT_LEVEL_INPUT, readLocale } from "./locales";
import { RollLog } from "./roll-log";
import { rollSettlementSize } from "./settlement";
import { STANDUP_DISTANCE, rollStandupFight, standupDeployment } from "./standup-fight";
import { rollTownsfolk } from "./town-forces";
import { rollLooseTownMounts, rollTownMountStarts } from "./town-mounts";
import type {
  DeploymentPlan,
  EncounterDefinition,
  EncounterSetup,
  EncounterSide,
  ForceLine,
  InputSpec,
  InputValues,
  LooseMounts,
  SpecialTableDefinition,
  SpecialTableResult,
} from "./types";

/**
 * BIG CAPTURE (BC, L5805–5811), a Marshal-only encounter: "play as a Capture" (capture.ts, whose
 * rolls, questions and codes it shares) with a Federal force of 1 + 1d6 Marshals (the Star among
 * them) and 1 + 1d6 Deputies and no townsfolk helpers. In town a 5–6 brings the lawmen in two
 * wagons, and the outlaws stay put until something tips them off.
 */

export const BIG_CAPTURE_SOURCE = "L5805–5811";

/** The Capture's own questions that still apply (not who the players are, nor the lawman's trade). */
const FROM_CAPTURE = ["place", "buildings", "saloons", "hotels", "lawmanRep", "outlawLeaderRep"];

export const BIG_CAPTURE_INPUTS: readonly InputSpec[] = [
  LOCALE_INPUT,
  SETTLEMENT_LEVEL_INPUT,
  ...CAPTURE_INPUTS.filter((s) => FROM_CAPTURE.includes(s.key)),
];

const PLACES = ["roll", "town", "trail"] as const;

/** Each figure's horse in town (L3504), one die per figure in line order, grouped again. */
function rollMounts(log: RollLog, lines: readonly ForceLine[], side: string): ForceLine[] {
  const out: ForceLine[] = [];
  let n = 0;
  for (const line of lines)
    for (let k = 0; k < line.count; k++) {
      const [mount] = rollTownMountStarts(log, [`${side}.${++n}`], "L3504");
      out.push({ ...line, count: 1, mount: mount! });
    }
  return groupForceLines(out);
}

export function setUpBigCapture(dice: DiceSource, input: InputValues): EncounterSetup {
  const v = readInputs(BIG_CAPTURE_INPUTS, input);
  const log = new RollLog(dice);
  const locale = readLocale(dice, v);
  log.rolls.push(...locale.rolls);
  const sl = locale.settlementLevel;
  const answer = choiceInput(v, "place", PLACES);
  const place =
    answer !== "roll"
      ? answer
      : (log.sum({ purpose: "capturePlace", source: "L3486", read: (d) => (d <= 3 ? "town" : "trail") })
          .result as "town" | "trail");

  // The Capture's outlaws (L3490): 2d6 − SL more with the leader, never fewer than none.
  const others = Math.max(
    0,
    log.sum({
      purpose: "outlawsWithLeader",
      count: 2,
      modifier: -sl,
      source: "L3490",
      read: () => "figures",
      values: (s) => ({ n: Math.max(0, s) }),
    }).score,
  );
  // The Federal force (L5807) replaces the Capture's lawman, ½d6 deputies and townsfolk.
  const marshals = log.sum({
    purpose: "marshalCount",
    modifier: 1,
    source: "L5807",
    read: () => "marshals",
    values: (s) => ({ n: s }),
  }).score;
  const deputies = log.sum({
    purpose: "deputyCount",
    modifier: 1,
    source: "L5807",
    read: () => "deputies",
    values: (s) => ({ n: s }),
  }).score;

  const common = { sl, others, marshals, deputies, terrain: locale.terrain };
  return place === "town" ? townCapture(dice, log, v, common) : trailCapture(log, v, common);
}

interface Forces {
  sl: number;
  others: number;
  marshals: number;
  deputies: number;
  terrain: string | null;
}

/** The Star first, then the other Marshals, then the Deputies, each with `extra`. */
function lawmenLines(f: Forces, star: Partial<ForceLine>, extra: Partial<ForceLine>): ForceLine[] {
  const lines: ForceLine[] = [{ profession: "marshal", count: 1, role: "star", ...star }];
  if (f.marshals > 1) lines.push({ profession: "marshal", count: f.marshals - 1, role: "marshal", ...extra });
  lines.push({ profession: "deputy", count: f.deputies, role: "deputy", ...extra });
  return lines;
}

function sidesOf(lawmen: ForceLine[], outlaws: ForceLine[], town: ForceLine[]): EncounterSide[] {
  const sides: EncounterSide[] = [
    { id: "lawmen", role: "players", label: "federalPosse", goal: "captureOutlaw", forces: lawmen },
    { id: "outlaws", role: "opposition", label: "outlaws", goal: "avoidCapture", forces: outlaws },
  ];
  if (town.length)
    sides.push({ id: "town", role: "bystanders", label: "townsfolk", goal: "takeCover", forces: town });
  return sides;
}

function townCapture(dice: DiceSource, log: RollLog, v: InputValues, f: Forces): EncounterSetup {
  const judgement: string[] = [];
  // "Determine the town or settlement as usual" (L3496): SIZE OF SETTLEMENT.
  const size = rollSettlementSize(dice, f.sl);
  log.rolls.push(...size.rolls);
  const wagons =
    log.sum({
      purpose: "lawmenWagons",
      source: "L5808",
      read: (d) => (d >= 5 ? "lawmenInWagons" : "lawmenOnFoot"),
    }).result === "lawmenInWagons";

  // The Capture's deployment (L3496–3497).
  const buildings = integerInput(v, "buildings");
  const building =
    buildings > 0
      ? rollCaptureBuilding(log, {
          buildings,
          saloons: integerInput(v, "saloons"),
          hotels: integerInput(v, "hotels"),
        })
      : null;
  if (building === null) judgement.push("rollBuildingFromJournal");
  const leaderPlace =
    building === null
      ? { placement: "outlawBuilding" }
      : { placement: "outlawBuildingNumber", placementValues: { building } };
  let outlaws: ForceLine[] = [{ profession: "outlaw", count: 1, role: "leader", ...leaderPlace }];
  for (let i = 1; i <= f.others; i++) {
    const die = log.sum({
      purpose: "outlawWhere",
      source: "L3496",
      subject: `outlaws.${i + 1}`,
      read: (d) => (withLeader(d) ? "withLeader" : "elsewhere"),
    }).dice[0]!;
    outlaws.push({
      profession: "outlaw",
      count: 1,
      role: "outfit",
      placement: withLeader(die) ? "withLeader" : "offBoardUntilFiring",
    });
  }

  let lawmen: ForceLine[];
  if (wagons) {
    const inWagons = { placement: "inWagons", placementValues: { wagons: 2 } };
    lawmen = lawmenLines(f, inWagons, inWagons);
    judgement.push("lawmenHorsesWithWagons", "wagonDrivers");
  } else {
    const inches =
      log.sum({
        purpose: "lawmanDistance",
        source: "L3497",
        read: () => "inches",
        values: (d) => ({ inches: d * 6 }),
      }).score * 6;
    lawmen = lawmenLines(
      f,
      { placement: "streetFromOutlaw", placementValues: { inches } },
      { placement: "withLawman" },
    );
  }

  // The town's own people (L3492), bystanders who run for cover (L3510); none fight for the law (L5807).
  const town = rollTownsfolk(log, { settlementLevel: f.sl, outlaws: 1 + f.others, armedPopulace: false });
  const looseMounts: LooseMounts[] = rollLooseTownMounts(log, "L3504");
  // As the Capture: every figure's horse (L3504); lawmen who come by wagon have none on the table.
  outlaws = rollMounts(log, outlaws, "outlaws");
  if (!wagons) lawmen = rollMounts(log, lawmen, "lawmen");
  judgement.push("mountsBothSides", "localLaw");

  const deployment: DeploymentPlan = {
    kind: "town",
    notes: wagons
      ? ["lawmenEnterInWagons", "wagonsAtNormalRate", "elsewhereJoinAfterFiring"]
      : ["lawmanInStreet", "elsewhereJoinAfterFiring"],
  };
  return {
    encounter: "bigCapture",
    variant: wagons ? "townByWagon" : "town",
    settlementLevel: f.sl,
    terrain: [size.size, ...(f.terrain ? [f.terrain] : [])],
    rolls: log.rolls,
    sides: sidesOf(lawmen, outlaws, town.lines),
    deployment,
    looseMounts,
    specialTables: ["captureBuilding", ...(wagons ? (["wagonTipOff"] as const) : [])],
    instructions: [
      "outlawsStayUntilAlerted",
      ...(wagons ? ["wagonTipOff", "wagonFireAlerts"] : []),
      "noTownsfolkWithLawmen",
      "townsfolkTakeCover",
      "trialAndPunishment",
    ],
    endConditions: ["outlawCaptured", "outlawEscapes"],
    followOn: [],
    gmJudgement: [...judgement, "trialIsCampaign"],
  };
}

function trailCapture(log: RollLog, v: InputValues, f: Forces): EncounterSetup {
  const corral = log.sum({
    purpose: "corralDistance",
    modifier: 6,
    source: "L3506",
    read: () => "inches",
    values: (s) => ({ inches: s }),
  }).score;
  const inCorral = { placement: "inHideout", mount: "corral" as const, mountValues: { inches: corral } };
  const outlaws: ForceLine[] = [{ profession: "outlaw", count: 1, role: "leader", ...inCorral }];
  if (f.others > 0) outlaws.push({ profession: "outlaw", count: f.others, role: "outfit", ...inCorral });
  const asDesired = { mount: "asDesired" as const, notes: ["mountNotNearerThanOwner"] };

  // The Capture's GF-3 at the hideout (L3498–3500): the outlaw leader's Rep counts 2 lower.
  const lawmanRep = integerInput(v, "lawmanRep");
  const outlawRep = integerInput(v, "outlawLeaderRep");
  const base: DeploymentPlan =
    lawmanRep > 0 && outlawRep > 0
      ? standupDeployment(
          rollStandupFight(
            log,
            { id: "lawmen", rep: lawmanRep },
            { id: "outlaws", rep: outlawRep, repModifier: -2 },
          ),
        )
      : {
          kind: "standup",
          distanceInches: STANDUP_DISTANCE,
          notes: ["rollStandupFromJournal", "outlawLeaderMinusTwo"],
        };
  return {
    encounter: "bigCapture",
    variant: "trail",
    settlementLevel: f.sl,
    terrain: ["hideout", ...(f.terrain ? [f.terrain] : [])],
    rolls: log.rolls,
    sides: sidesOf(lawmenLines(f, asDesired, asDesired), outlaws, []),
    deployment: { ...base, notes: ["cabinInMiddle", "outlawsExitFirstActivation", ...base.notes] },
    looseMounts: [],
    specialTables: ["standupFight"],
    instructions: ["trialAndPunishment"],
    endConditions: ["outlawCaptured", "outlawEscapes"],
    followOn: [],
    gmJudgement: ["trialIsCampaign"],
  };
}

export const BIG_CAPTURE: EncounterDefinition = {
  id: "bigCapture",
  code: "BC",
  source: BIG_CAPTURE_SOURCE,
  profession: "marshal",
  inputs: BIG_CAPTURE_INPUTS,
  setUp: setUpBigCapture,
};

// ---------------------------------------------------------------------------------------------
// The wagons seen (L5809): once a turn per wagon an active outlaw can see, 5–6 tips the gang off.

export function rollWagonTipOff(dice: DiceSource, input: InputValues): SpecialTableResult {
  readInputs([], input);
  const log = new RollLog(dice);
  const roll = log.sum({
    purpose: "wagonSpotted",
    source: "L5809",
    read: (d) => (d >= 5 ? "outlawsTippedOff" : "outlawsUnaware"),
  });
  return {
    table: "wagonTipOff",
    rolls: log.rolls,
    outcome: roll.result,
    notes: roll.result === "outlawsTippedOff" ? ["outlawsMoveAndFire"] : ["onceATurnPerWagon"],
  };
}

export const WAGON_TIP_OFF_TABLE: SpecialTableDefinition = {
  id: "wagonTipOff",
  source: "L5809–5811",
  inputs: [],
  roll: rollWagonTipOff,
};
