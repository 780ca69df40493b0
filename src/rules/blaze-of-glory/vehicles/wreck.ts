import { type DiceSource, d6 } from "../../core";
import {
  type AnimalHitCore,
  type TableTestResult,
  type ThrownInput,
  type ThrownOutcome,
  assertFlag,
  assertInput,
  rollAnimalHit,
  thrownOutcome,
  thrownRoll,
} from "../mounts";
import { tableResult } from "../mounts/engine";
import { nextTest } from "../mounts/next-test";
import { type VehicleRulesOptions, vehicleOptions } from "./options";
import { animalEffects } from "./team-hit";
import type { VehicleEffects } from "./types";
import { type Team, type VehicleType, checkTeam } from "./vehicles";
import { frozen } from "../../core/frozen";

export interface WreckedAnimal {
  /** 0 is the lead animal when the team has one. */
  readonly index: number;
  readonly quality: number;
  readonly die: number;
  readonly outcome: "brokeFree" | "hit";
  /** For a 5–6: the animal's roll on THEY SHOT ONE OF THE HORSES as a buffalo-gun hit. */
  readonly hit: AnimalHitCore | null;
  readonly effects: VehicleEffects;
}

export interface WreckResult {
  readonly test: "wreck";
  readonly animals: readonly WreckedAnimal[];
  readonly effects: VehicleEffects;
}

/** Damage of a thrown passenger by row (index = passes), as for a thrown rider. */
const PASSENGER_DAMAGE: readonly VehicleEffects[] = frozen([
  frozen({ damageAs: "buffaloGun", oofMinimum: true }),
  frozen({ damageAs: "buffaloGun" }),
  frozen({ damageAs: "pistol" }),
]);

const BROKE_FREE: VehicleEffects = frozen({ animalStatus: "unhurt" });
const PASSENGER_THROWN = nextTest("passengerThrown");
const ON_SIDE: VehicleEffects = frozen({ wrecked: true, nextTest: PASSENGER_THROWN });
const ON_SIDE_IN_WATER: VehicleEffects = frozen({
  wrecked: true,
  carriedDownstreamInches: 12,
  nextTest: PASSENGER_THROWN,
});

/**
 * A wreck (L2602–2604, L2689–2693): the vehicle lies on its side and everyone aboard takes PASSENGER
 * THROWN. Each animal rolls 1d6: 1–4 it breaks free of the traces and runs off; 5–6 it is hit as by
 * a buffalo gun (one die) on THEY SHOT ONE OF THE HORSES — only the animal's own result is kept, as
 * the vehicle is already wrecked.
 */
export function rollWreck(
  source: DiceSource,
  input: { vehicle: VehicleType; team: Team; inWatercourse?: boolean },
  options?: Partial<VehicleRulesOptions>,
): WreckResult {
  const opts = vehicleOptions(options);
  const i = assertInput("input", input);
  const team = checkTeam(i.vehicle as VehicleType, i.team as Team, "input.team");
  const water = assertFlag("input.inWatercourse", i.inWatercourse);
  const animals: WreckedAnimal[] = [];
  for (let index = 0; index < team.size; index++) {
    const quality = index === 0 && team.leadQuality !== null ? team.leadQuality : team.quality;
    const die = d6(source);
    if (die <= 4) {
      animals.push({ index, quality, die, outcome: "brokeFree", hit: null, effects: BROKE_FREE });
    } else {
      const hit = rollAnimalHit(source, quality, 1, opts);
      animals.push({ index, quality, die, outcome: "hit", hit, effects: animalEffects(hit.status) });
    }
  }
  return { test: "wreck", animals, effects: water ? ON_SIDE_IN_WATER : ON_SIDE };
}

export interface PassengerThrownResult extends TableTestResult<
  "passengerThrown",
  ThrownOutcome,
  VehicleEffects
> {
  /** The 1d6 for the bank in a watercourse (null on land). */
  readonly bankDie: number | null;
}

/**
 * PASSENGER THROWN (L2699–2715) vs Toughness (−1 when moving over 18"): the same damage rows as RIDER
 * THROWN; in a watercourse he comes to rest 12" downstream on the left (1–3) or right (4–6) bank.
 */
export function rollPassengerThrown(
  source: DiceSource,
  input: ThrownInput & { inWatercourse?: boolean },
): PassengerThrownResult {
  const water = assertFlag("input.inWatercourse", assertInput("input", input).inWatercourse);
  const { target, roll } = thrownRoll(source, input);
  const base = PASSENGER_DAMAGE[roll.passes]!;
  if (!water) {
    return {
      ...tableResult("passengerThrown", target, roll, thrownOutcome(roll.passes), base),
      bankDie: null,
    };
  }
  const bankDie = d6(source);
  const effects: VehicleEffects = { ...base, bank: bankDie <= 3 ? "left" : "right", downstreamInches: 12 };
  return { ...tableResult("passengerThrown", target, roll, thrownOutcome(roll.passes), effects), bankDie };
}
