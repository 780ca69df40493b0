import { assertInteger, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { REP_RANGE, SAND_RANGE } from "../figure";
import { escortWithLeader, rollEscort, rollPassengers } from "./escorts";
import { choiceInput, integerInput, readInputs } from "./inputs";
import { LOCALE_INPUT, SETTLEMENT_LEVEL_INPUT, readLocale } from "./locales";
import { relativeCount, type Relation } from "./relative-count";
import { RollLog, readRange } from "./roll-log";
import { STAR_INPUT, readStar } from "./star-input";
import { trailAttackSetUp, trailAttackTable } from "./trail-attack-table";
import type {
  EncounterDefinition,
  EncounterSetup,
  EncounterSide,
  ForceLine,
  InputSpec,
  InputValues,
  LooseMounts,
  SpecialTableDefinition,
} from "./types";

/**
 * PRISONER TRANSPORT (PT), L3867–3953: lawmen move a manacled prisoner by stagecoach, wagon or
 * horseback and his friends try to spring him. The mode is rolled, then the escort, the outlaws
 * against the escort (HOW MANY OF THEM (PT), 2d6 − SL as the guide reads it, I-39) and the set-up by
 * the PRISONER TRANSPORT TABLE. A coach's passengers each test their Sand to see whether they join in.
 */

export const PRISONER_TRANSPORT_SOURCE = "L3867–3953";

export const TRANSPORT_MODES = ["stagecoach", "wagon", "horseback"] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** The mode die (L3872–3875). */
export function transportMode(die: number): TransportMode {
  const d = assertInteger("die", die, 1, 6);
  return d <= 2 ? "stagecoach" : d <= 4 ? "wagon" : "horseback";
}

/**
 * HOW MANY OF THEM TABLE (PT), 2d6 − SL (L3900–3911, I-39): the outlaws against the escort. The
 * modified score runs from −4 to 11; "4 or less" takes every score below 5.
 */
export const HOW_MANY_PT: readonly (readonly [number, number, Relation])[] = frozen([
  [-4, 4, "equal"],
  [5, 6, "oneMore"],
  [7, 9, "twice"],
  [10, 11, "threeTimes"],
] as const);

export function howManyPrisonerTransport(score: number): Relation {
  return readRange(HOW_MANY_PT, assertInteger("score", score, -4, 11));
}

export const PASSENGER_CHOICES = ["joinsEscort", "firesFromCoach", "staysOut"] as const;
export type PassengerChoice = (typeof PASSENGER_CHOICES)[number];

/** A passenger's 2d6 vs Sand (L3950–3953): pass 2 joins the escort, pass 1 fires from the coach, 0 stays out. */
export function passengerInvolvement(passes: number): PassengerChoice {
  const p = assertInteger("passes", passes, 0, 2);
  return p === 2 ? "joinsEscort" : p === 1 ? "firesFromCoach" : "staysOut";
}

export const PRISONER_TRANSPORT_INPUTS: readonly InputSpec[] = [
  LOCALE_INPUT,
  SETTLEMENT_LEVEL_INPUT,
  { key: "mode", kind: "choice", choices: ["roll", ...TRANSPORT_MODES], default: "roll" },
  { key: "playerSide", kind: "choice", choices: ["escort", "outlaws"], default: "escort" },
  STAR_INPUT,
  /** The coach passengers' Sand (Townsfolk); 0 leaves their test to play. */
  { key: "passengerSand", kind: "integer", min: SAND_RANGE.min, max: SAND_RANGE.max, default: 0 },
  /** The leaders' Rep for the PRISONER TRANSPORT TABLE; 0 leaves the roll to the journal's button. */
  { key: "escortLeaderRep", kind: "integer", min: 0, max: REP_RANGE.max, default: 0 },
  { key: "attackerLeaderRep", kind: "integer", min: 0, max: REP_RANGE.max, default: 0 },
];

interface Escort {
  lines: ForceLine[];
  /** Lawmen in the escort (the driver included). */
  count: number;
  passengers: ForceLine[];
  looseMounts: LooseMounts[];
  prisoner: ForceLine;
}

function rollTransport(log: RollLog, mode: TransportMode, sl: number, passengerSand: number): Escort {
  if (mode === "stagecoach") {
    const escort = rollEscort(log, { table: "transportCoach", settlementLevel: sl });
    const n = rollPassengers(log, "L3892");
    // One escort rides inside with the prisoner (L3915); the rest ride along, up top or inside.
    const passengers: ForceLine[] = [];
    if (n > 0 && passengerSand > 0) {
      // If the Outlaws attack the coach (they do here), each passenger tests his Sand (L3950).
      const counts = { joinsEscort: 0, firesFromCoach: 0, staysOut: 0 };
      for (let i = 1; i <= n; i++) {
        const r = log.passes({
          purpose: "passengerSand",
          target: passengerSand,
          source: "L3950–3953",
          subject: `passengers.${i}`,
          read: (p) => `passenger.${passengerInvolvement(p)}`,
        });
        counts[passengerInvolvement(r.score)]++;
      }
      for (const c of PASSENGER_CHOICES)
        if (counts[c] > 0)
          passengers.push({
            profession: "townsfolk",
            count: counts[c],
            role: "passenger",
            placement: "insideTheCoach",
            notes: [`passenger.${c}`],
          });
    } else if (n > 0)
      passengers.push({
        profession: "townsfolk",
        count: n,
        role: "passenger",
        placement: "insideTheCoach",
        notes: ["passengerSandTest"],
      });
    const joined = passengers.filter((l) => l.notes?.includes("passenger.joinsEscort"));
    return {
      lines: [
        { profession: "deputy", count: 1, role: "driver", placement: "onTheBox" },
        ...escortWithLeader(
          escort.lines.map((l) => ({ ...l, placement: "withTheCoach" })),
          { placement: "insideWithPrisoner" },
        ),
        ...joined,
      ],
      count: 1 + escort.count,
      passengers: passengers.filter((l) => !joined.includes(l)),
      looseMounts: [],
      prisoner: {
        profession: "outlaw",
        count: 1,
        role: "prisoner",
        placement: "insideTheCoach",
        notes: ["manacled"],
      },
    };
  }
  const escort = rollEscort(log, {
    table: "transportWagon",
    settlementLevel: sl,
    extra: { placement: "escortRiding", mount: "mounted" },
  });
  if (mode === "wagon")
    return {
      lines: [
        { profession: "deputy", count: 1, role: "driver", placement: "inTheWagon" },
        ...escortWithLeader(escort.lines),
      ],
      count: 1 + escort.count,
      passengers: [],
      looseMounts: [],
      prisoner: {
        profession: "outlaw",
        count: 1,
        role: "prisoner",
        placement: "inTheWagon",
        notes: ["manacled"],
      },
    };
  return {
    // "Assign one escort to lead the prisoner's horse" (L3917): the leader, unless the GM moves it.
    lines: escortWithLeader(escort.lines, { notes: ["leadsPrisonersHorse"] }),
    count: escort.count,
    passengers: [],
    looseMounts: [{ count: 1, where: "packAnimal", saddled: false }],
    prisoner: {
      profession: "outlaw",
      count: 1,
      role: "prisoner",
      placement: "onLedHorse",
      mount: "mounted",
      notes: ["manacled", "horsemanshipThreeIfLoose"],
    },
  };
}

export function setUpPrisonerTransport(dice: DiceSource, input: InputValues): EncounterSetup {
  const values = readInputs(PRISONER_TRANSPORT_INPUTS, input);
  const place = readLocale(dice, values);
  const sl = place.settlementLevel;
  const log = new RollLog(dice);
  log.rolls.push(...place.rolls);

  const given = choiceInput(values, "mode", ["roll", ...TRANSPORT_MODES] as const);
  const mode =
    given === "roll"
      ? (log.sum({ purpose: "transportMode", source: "L3872–3875", read: (d) => transportMode(d) })
          .result as TransportMode)
      : given;
  const escort = rollTransport(log, mode, sl, integerInput(values, "passengerSand"));
  const star = readStar(values);
  const playerSide = choiceInput(values, "playerSide", ["escort", "outlaws"] as const);
  if (star && playerSide === "escort") {
    escort.lines.unshift({
      profession: star,
      count: 1,
      role: "star",
      placement: "escortRiding",
      mount: "mounted",
    });
    escort.count += 1;
  }

  const relation = log.sum({
    purpose: "howManyPrisonerTransport",
    count: 2,
    modifier: -sl,
    source: "L3900–3911",
    read: (s) => `relation.${howManyPrisonerTransport(s)}`,
  });
  const outlaws = relativeCount(howManyPrisonerTransport(relation.score), escort.count);
  relation.values = { n: outlaws, base: escort.count };
  const starLeads = star !== null && playerSide === "outlaws";
  const outlawLines: ForceLine[] = [
    {
      profession: starLeads ? star : "outlaw",
      count: 1,
      role: starLeads ? "star" : "leader",
      mount: "asDesired",
    },
  ];
  if (outlaws > 1)
    outlawLines.push({ profession: "outlaw", count: outlaws - 1, role: "outfit", mount: "asDesired" });
  outlawLines.push(escort.prisoner);

  const escortSide: EncounterSide = {
    id: "escort",
    role: playerSide === "escort" ? "players" : "opposition",
    label: "lawmen",
    goal: "deliverThePrisoner",
    forces: escort.lines,
  };
  const outlawSide: EncounterSide = {
    id: "outlaws",
    role: playerSide === "outlaws" ? "players" : "opposition",
    label: "outlaws",
    goal: "springThePrisoner",
    forces: outlawLines,
  };
  const sides = playerSide === "escort" ? [escortSide, outlawSide] : [outlawSide, escortSide];
  if (escort.passengers.length > 0)
    sides.push({
      id: "passengers",
      role: "bystanders",
      label: "passengers",
      goal: "takeCover",
      forces: escort.passengers,
    });

  const { deployment, followOn } = trailAttackSetUp(log, {
    purpose: "transportLeader",
    source: "L3920–3940",
    travellers: { id: "escort", rep: integerInput(values, "escortLeaderRep") },
    attackers: { id: "outlaws", rep: integerInput(values, "attackerLeaderRep") },
    mayCircleWagons: false,
    laterNote: "rollTransportTableFromJournal",
  });

  return {
    encounter: "prisonerTransport",
    variant: mode,
    settlementLevel: sl,
    terrain: ["onTheTrail", ...(place.terrain ? [place.terrain] : [])],
    rolls: log.rolls,
    sides,
    deployment,
    looseMounts: escort.looseMounts,
    specialTables: ["prisonerTransportTable"],
    instructions: [
      "attackersMountedOrOnFoot",
      "transportTableSetsDeployment",
      mode === "horseback" ? "prisonerLedHorse" : "prisonerCannotMove",
      ...(mode === "stagecoach" ? ["passengersTestSand"] : []),
    ],
    endConditions: ["prisonerDelivered", "prisonerSprung"],
    followOn,
    gmJudgement: ["escortCountsDriver", ...(mode === "horseback" ? [] : ["transportEscortMounts"])],
  };
}

export const PRISONER_TRANSPORT: EncounterDefinition = {
  id: "prisonerTransport",
  code: "PT",
  source: PRISONER_TRANSPORT_SOURCE,
  inputs: PRISONER_TRANSPORT_INPUTS,
  setUp: setUpPrisonerTransport,
};

/** PRISONER TRANSPORT TABLE (L3920–3940) as the journal's button rolls it. */
export const PRISONER_TRANSPORT_TABLE: SpecialTableDefinition = trailAttackTable({
  id: "prisonerTransportTable",
  source: "L3920–3940",
  purpose: "transportLeader",
  travellers: { id: "escort", repKey: "escortLeaderRep" },
  attackers: { id: "outlaws" },
  mayCircleWagons: false,
});
