import type { EncounterDefinition, EncounterId, SpecialTableDefinition, SpecialTableId } from "./types";
import { BIG_CAPTURE, WAGON_TIP_OFF_TABLE } from "./big-capture";
import { EXPRESS_AGENT_TEST_TABLE } from "./express-agent";
import { COME_ALONG_PEACEFULLY_TABLE, HURRAHING_THE_TOWN, STREET_BRAWL_TABLE } from "./hurrahing-the-town";
import { TRAIN_ROBBERY } from "./train-robbery";
import { GUNFIGHT } from "./gunfight";
import { STANDUP_FIGHT_TABLE } from "./standup-fight";
import {
  ARMED_POPULACE_TABLE,
  DEFENDING_HEARTH_AND_HOME_TABLE,
  HOT_ON_YOUR_TRAIL_TABLE,
  RAISING_THE_ALARM_TABLE,
  ROBBERY,
  ROBBERY_COMPLICATIONS_TABLE,
  UNARMED_TOWNSFOLK_TABLE,
} from "./robbery";
import { POSSE, POSSE_HORSEMANSHIP_TABLE, POSSE_LAME_TABLE, PURSUIT_CHASE_TABLE } from "./posse";
import { CAPTURE, CAPTURE_BUILDING_TABLE } from "./capture";
import { JAIL_BREAK, JAIL_BREAK_ALERT_TABLE } from "./jail-break";
import { CATTLE_DRIVE, CATTLE_DRIVE_EVENTS_TABLE } from "./cattle-drive";
import { CATTLE_RUSTLING } from "./cattle-rustling";
import { HERDING_TABLE_DEFINITION } from "./herding";
import { RANGE_WAR, RANGE_WAR_ENCOUNTER_TABLE } from "./range-war";
import { INDIANS } from "./indians";
import { TALK_THE_TALK_TABLE } from "./talk-the-talk";
import { SIEGE_END_OF_DAY_TABLE, SIEGE_RECOVERY_TABLE } from "./siege";
import { HOLD_UP, HOLD_UP_TABLE } from "./hold-up";
import { PRISONER_TRANSPORT, PRISONER_TRANSPORT_TABLE } from "./prisoner-transport";

/**
 * Every encounter and every special table, in the book's order. Each encounter's module exports its
 * definition and its tables; this is the one place that names them all.
 */

export const ENCOUNTER_DEFINITIONS: readonly EncounterDefinition[] = [
  GUNFIGHT,
  ROBBERY,
  POSSE,
  CAPTURE,
  JAIL_BREAK,
  CATTLE_DRIVE,
  CATTLE_RUSTLING,
  RANGE_WAR,
  INDIANS,
  HOLD_UP,
  PRISONER_TRANSPORT,
  // Profession-only encounters (L5805–6480).
  BIG_CAPTURE,
  TRAIN_ROBBERY,
  HURRAHING_THE_TOWN,
];

export const SPECIAL_TABLE_DEFINITIONS: readonly SpecialTableDefinition[] = [
  STANDUP_FIGHT_TABLE,
  ROBBERY_COMPLICATIONS_TABLE,
  RAISING_THE_ALARM_TABLE,
  DEFENDING_HEARTH_AND_HOME_TABLE,
  ARMED_POPULACE_TABLE,
  UNARMED_TOWNSFOLK_TABLE,
  PURSUIT_CHASE_TABLE,
  POSSE_HORSEMANSHIP_TABLE,
  POSSE_LAME_TABLE,
  CAPTURE_BUILDING_TABLE,
  JAIL_BREAK_ALERT_TABLE,
  CATTLE_DRIVE_EVENTS_TABLE,
  HERDING_TABLE_DEFINITION,
  RANGE_WAR_ENCOUNTER_TABLE,
  TALK_THE_TALK_TABLE,
  SIEGE_RECOVERY_TABLE,
  SIEGE_END_OF_DAY_TABLE,
  HOLD_UP_TABLE,
  PRISONER_TRANSPORT_TABLE,
  HOT_ON_YOUR_TRAIL_TABLE,
  WAGON_TIP_OFF_TABLE,
  EXPRESS_AGENT_TEST_TABLE,
  COME_ALONG_PEACEFULLY_TABLE,
  STREET_BRAWL_TABLE,
];

export function encounterDefinition(id: EncounterId): EncounterDefinition | undefined {
  return ENCOUNTER_DEFINITIONS.find((d) => d.id === id);
}

export function specialTableDefinition(id: SpecialTableId): SpecialTableDefinition | undefined {
  return SPECIAL_TABLE_DEFINITIONS.find((d) => d.id === id);
}
