import type { MountSource } from "../../src/rulesets/blaze-of-glory/data/source-types";
import type { StandInActor, World } from "../queries/world";
import { horse } from "../table/fixtures";

/** A mount actor of `world`, as its sheet would store it. */
export interface HorseActorOptions {
  id: string;
  name: string;
  /** The users who own it. */
  owners: string[];
  /** The figure its sheet's rider field names (a character has no field of its own for his mount). */
  rider: StandInActor;
  /** What differs from a ridden, unhurt Quality 4 horse. */
  over?: Partial<MountSource>;
}

/** A Quality 4 horse of `world`, ridden by `rider` unless `over` says otherwise. */
export function horseActor(world: World, o: HorseActorOptions): StandInActor {
  const actor = world.actor(o.id, o.name, o.owners);
  actor.type = "mount";
  const system: MountSource = { ...horse, rider: o.rider.uuid, ...o.over };
  actor.system = { ...system };
  return actor;
}
