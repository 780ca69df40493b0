import type { DiceSource } from "../../core";
import { REP_RANGE } from "../figure";
import { rollExpressAgent } from "./express-agent";
import { integerInput, readInputs } from "./inputs";
import { LOCALE_INPUT, SETTLEMENT_LEVEL_INPUT, readLocale } from "./locales";
import { RollLog } from "./roll-log";
import type {
  EncounterDefinition,
  EncounterSetup,
  EncounterSide,
  ForceLine,
  InputSpec,
  InputValues,
} from "./types";

/**
 * TRAIN ROBBERY (TR, L5891–5919), an Outlaw-only encounter and an abstract one: no train on the
 * table. The outfit boards a stopped or slow train; two outlaws are charged with the express car and
 * one of them, picked at random, takes the EXPRESS AGENT TEST. The players play the outlaws and
 * bring as many of the outfit as are in the locale (L5925–5927); the job pays when the agent is
 * overcome (L5938), 1d6 × SL in lucre (L5933).
 */

export const TRAIN_ROBBERY_SOURCE = "L5891–5941";

const MAX_OUTFIT = 20;

export const TRAIN_ROBBERY_INPUTS: readonly InputSpec[] = [
  LOCALE_INPUT,
  SETTLEMENT_LEVEL_INPUT,
  /** Outlaws with the Star on the job. */
  { key: "outfit", kind: "integer", min: 0, max: MAX_OUTFIT, default: 1 },
  /** The two charged with the express car (the Star may be one); with no outfit only the first. */
  { key: "firstOutlawRep", kind: "integer", min: REP_RANGE.min, max: REP_RANGE.max, default: 4 },
  { key: "secondOutlawRep", kind: "integer", min: REP_RANGE.min, max: REP_RANGE.max, default: 4 },
];

export function setUpTrainRobbery(dice: DiceSource, input: InputValues): EncounterSetup {
  const values = readInputs(TRAIN_ROBBERY_INPUTS, input);
  const outfit = integerInput(values, "outfit");
  const place = readLocale(dice, values);
  const log = new RollLog(dice);
  log.rolls.push(...place.rolls);

  // "Select one of these two at random" (L5895): 1–3 the first, 4–6 the second.
  const reps = [integerInput(values, "firstOutlawRep"), integerInput(values, "secondOutlawRep")] as const;
  const second =
    outfit > 0 &&
    log.sum({
      purpose: "whichOutlaw",
      source: "L5895",
      read: (die) => (die <= 3 ? "firstOutlaw" : "secondOutlaw"),
    }).result === "secondOutlaw";
  const test = rollExpressAgent(dice, {
    outlawRep: second ? reps[1] : reps[0],
    settlementLevel: place.settlementLevel,
    subject: second ? "outlaws.2" : "outlaws.1",
  });
  log.rolls.push(...test.rolls);

  const outlaws: ForceLine[] = [
    { profession: "outlaw", count: 1, role: "star", placement: "aboardTheTrain" },
  ];
  if (outfit > 0)
    outlaws.push({ profession: "outlaw", count: outfit, role: "outfit", placement: "aboardTheTrain" });
  const sides: EncounterSide[] = [
    { id: "outlaws", role: "players", label: "outlaws", goal: "overcomeTheExpressAgent", forces: outlaws },
  ];
  if (test.agent)
    sides.push({
      id: "expressCar",
      role: "opposition",
      label: "expressCar",
      goal: "guardTheExpressCar",
      forces: [
        {
          profession: test.agent,
          count: 1,
          role: "expressAgent",
          placement: test.outcome === "agentDraws" ? "facingTheOutlaw" : "withinEffectiveRangeOfOutlaw",
          notes: ["heavilyArmed"],
        },
      ],
    });

  const resisted = test.outcome !== "agentOvercome";
  return {
    encounter: "trainRobbery",
    variant: test.outcome,
    settlementLevel: place.settlementLevel,
    terrain: ["expressCar", ...(place.terrain ? [place.terrain] : [])],
    rolls: log.rolls,
    sides,
    deployment: resisted
      ? {
          kind: "squareOff",
          ...(test.outcome === "agentFiresFirst" ? { activatesFirst: "expressCar" } : {}),
          notes: [test.outcome === "agentDraws" ? "theDraw" : "agentShootsFirst"],
        }
      : { kind: "asDesired", notes: ["noResistance"] },
    looseMounts: [],
    specialTables: ["expressAgentTest"],
    instructions: [
      "jobIsOptional",
      "trainIsAbstract",
      ...(resisted ? ["nextOutlawTakesTest", "mayCallOffTheJob"] : ["jobSuccessful"]),
    ],
    endConditions: ["agentOvercome", "outlawsGiveUp"],
    followOn: [],
    gmJudgement: ["robbingThePassengers", "expressAgentArms"],
  };
}

export const TRAIN_ROBBERY: EncounterDefinition = {
  id: "trainRobbery",
  code: "TR",
  source: TRAIN_ROBBERY_SOURCE,
  profession: "outlaw",
  inputs: TRAIN_ROBBERY_INPUTS,
  setUp: setUpTrainRobbery,
};
