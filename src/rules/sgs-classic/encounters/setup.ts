import { type DiceSource, d6, pickOne, rollD6 } from "../../core";
import { RulesError, assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import {
  ENCOUNTERS,
  type EncounterKey,
  LOCALES,
  type Locale,
  NPC_TABLES,
  type NpcTable,
  type TerrainType,
  type TownSize,
} from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import { type NpcRoll, rollNpcForce } from "../world/npcs";
import { rollTrailTerrain } from "../world/terrain";
import { type Building, rollTownSize, townBuildings } from "../world/towns";
import { gunfightOpponentTable } from "./gunfight-opponent";
import { indianCount } from "./indians";
import {
  captureLocation,
  gunfightLocation,
  indiansSituation,
  rollHideout,
  sixInchesPerPip,
} from "./location";
import { cowboyRecruits } from "./cattle";

/**
 * Sets an encounter up (guide §4.9): every roll as data with its seed lines, where it is, the town
 * or the trail's terrain, and the forces rolled off the NPC tables, so the table can show it and
 * put the figures on the scene. The players' own choices come in as answers.
 */

export interface SetupAnswers {
  /** Gang members an Outlaw brings (0–4), or extra Outlaws in Cattle Rustling (0–3). */
  readonly recruits?: number;
  /** Which table the Chasers come from (SGS-Q42: the situation decides). */
  readonly chasers?: NpcTable;
  /** A Range War gunfight is fought on the trail. */
  readonly onTrail?: boolean;
}

export interface SetupRoll {
  readonly id: string;
  readonly dice: readonly number[];
  readonly result: string | number;
  readonly source: string;
}

export interface ForceLine {
  readonly side: "players" | "opposition";
  readonly table: NpcTable;
  readonly figures: readonly NpcRoll[];
}

export interface EncounterSetup {
  readonly key: EncounterKey;
  readonly locale: Locale;
  readonly location: "town" | "trail" | "saloon" | "street";
  readonly rolls: readonly SetupRoll[];
  readonly town: {
    readonly size: TownSize;
    readonly buildings: readonly Building[];
    readonly civilians: readonly NpcRoll[];
  } | null;
  readonly terrain: TerrainType | null;
  readonly forces: readonly ForceLine[];
  /** Named distances in inches (the Marshal from the Outlaw, the getaway horses from the Jail…). */
  readonly distances: Readonly<Record<string, number>>;
  /** The building (index in `town.buildings`) someone starts in: the Outlaw's hideout, the Marshal's. */
  readonly buildings: Readonly<Record<string, number>>;
  /** The campaign states an encounter starts instead of a fight (Cattle Drive, Range War). */
  readonly starts: "cattleDrive" | "rangeWar" | null;
  readonly cows: number | null;
}

function town(locale: Locale, source: DiceSource, rules: ClassicRules, rolls: SetupRoll[]) {
  const size = rollTownSize(locale, source);
  rolls.push({ id: "townSize", dice: [size.die], result: size.size, source: "L473–L478" });
  const buildings = townBuildings(size.size);
  // About one armed civilian per building (L515).
  const civilians = rollNpcForce({ table: "civilians", count: buildings.length }, source, rules);
  return { size: size.size, buildings, civilians };
}

function terrain(locale: Locale, source: DiceSource, rolls: SetupRoll[]): TerrainType {
  const t = rollTrailTerrain(locale, source);
  rolls.push({ id: "terrain", dice: [t.die], result: t.terrain, source: "L589–L594" });
  return t.terrain;
}

function distance(id: string, source: DiceSource, rolls: SetupRoll[], lines: string): number {
  const die = d6(source);
  const inches = sixInchesPerPip(die);
  rolls.push({ id, dice: [die], result: inches, source: lines });
  return inches;
}

function force(
  side: ForceLine["side"],
  table: NpcTable,
  count: number,
  source: DiceSource,
  rules: ClassicRules,
): ForceLine {
  return { side, table, figures: rollNpcForce({ table, count }, source, rules) };
}

export function setUpEncounter(
  key: EncounterKey,
  input: { readonly locale: Locale; readonly answers?: SetupAnswers },
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): EncounterSetup {
  const k = assertOneOf("key", key, ENCOUNTERS);
  const locale = assertOneOf("locale", input.locale, LOCALES);
  const answers = input.answers ?? {};
  const rolls: SetupRoll[] = [];
  const base = {
    key: k,
    locale,
    rolls,
    town: null,
    terrain: null,
    forces: [] as ForceLine[],
    distances: {},
    buildings: {},
    starts: null,
    cows: null,
  };
  switch (k) {
    case "cattleDrive":
    case "rangeWar":
      return { ...base, location: "trail", starts: k };
    case "capture": {
      const die = d6(source);
      const where = captureLocation(die);
      rolls.push({ id: "location", dice: [die], result: where, source: "L737" });
      const gang = assertInteger("recruits", answers.recruits ?? 0, 0, 4);
      const forces = [
        force("players", "gang", gang, source, rules),
        force("opposition", "posse", 2 * gang, source, rules),
      ];
      if (where === "town") {
        const t = town(locale, source, rules, rolls);
        const hide = rollHideout(t.buildings, source);
        rolls.push({
          id: "hideout",
          dice: hide.rounds.flat().map((r) => r.die),
          result: hide.building,
          source: "L739",
        });
        const marshal = distance("marshalDistance", source, rolls, "L739");
        return {
          ...base,
          location: "town",
          town: t,
          forces,
          distances: { marshal },
          buildings: { outlaw: hide.building },
        };
      }
      const marshal = distance("marshalDistance", source, rolls, "L741");
      return {
        ...base,
        location: "trail",
        terrain: terrain(locale, source, rolls),
        forces,
        distances: { marshal },
      };
    }
    case "gunfight": {
      const onTrail = assertBoolean("onTrail", answers.onTrail ?? false);
      const opp = d6(source);
      const table = gunfightOpponentTable(opp);
      rolls.push({ id: "opponent", dice: [opp], result: table, source: "L780–L784" });
      const forces = [force("opposition", table, 1, source, rules)];
      if (onTrail) return { ...base, location: "trail", terrain: terrain(locale, source, rolls), forces };
      const die = d6(source);
      const where = gunfightLocation(die);
      rolls.push({ id: "location", dice: [die], result: where, source: "L776–L778" });
      return {
        ...base,
        location: where,
        town: where === "street" ? town(locale, source, rules, rolls) : null,
        forces,
      };
    }
    case "indians": {
      const die = d6(source);
      rolls.push({ id: "situation", dice: [die], result: indiansSituation(die), source: "L796–L800" });
      const countDie = d6(source);
      const count = indianCount(countDie);
      rolls.push({ id: "indianCount", dice: [countDie], result: count, source: "L804" });
      const forces = [
        force("players", "gang", assertInteger("recruits", answers.recruits ?? 0, 0, 4), source, rules),
        force("opposition", "indians", count, source, rules),
      ];
      return { ...base, location: "trail", terrain: terrain(locale, source, rolls), forces };
    }
    case "jailBreak":
    case "robbery": {
      const t = town(locale, source, rules, rolls);
      const forces = [
        force("players", "gang", assertInteger("recruits", answers.recruits ?? 0, 0, 4), source, rules),
      ];
      const horses = distance("horsesDistance", source, rolls, k === "jailBreak" ? "L824" : "L888");
      const jail = t.buildings.findIndex((b) => b.key === "marshalJail");
      if (k === "robbery") {
        const bank = t.buildings.findIndex((b) => b.key === "bank");
        return {
          ...base,
          location: "town",
          town: t,
          forces,
          distances: { horses },
          buildings: { outlaws: bank, marshal: jail },
        };
      }
      // The Marshal starts in another building, at random (L822).
      const others = t.buildings.map((_, i) => i).filter((i) => i !== jail);
      // A die with one face per building, so that every one can be drawn.
      const marshal = pickOne(source, others);
      rolls.push({
        id: "marshalBuilding",
        dice: [others.indexOf(marshal) + 1],
        result: marshal,
        source: "L822",
      });
      return {
        ...base,
        location: "town",
        town: t,
        forces,
        distances: { horses },
        buildings: { outlaws: jail, marshal },
      };
    }
    case "posse": {
      const table = assertOneOf("chasers", answers.chasers ?? "posse", NPC_TABLES);
      const countDie = d6(source);
      rolls.push({ id: "chaserCount", dice: [countDie], result: 2 + countDie, source: "L838" });
      const forces = [
        force("players", "gang", assertInteger("recruits", answers.recruits ?? 0, 0, 4), source, rules),
        force("opposition", table, 2 + countDie, source, rules),
      ];
      return {
        ...base,
        location: "trail",
        terrain: terrain(locale, source, rolls),
        forces,
        distances: { separation: 50 },
      };
    }
    case "cattleRustling": {
      const cowDice = rollD6(source, 2);
      const cows = cowDice[0]! + cowDice[1]!;
      rolls.push({ id: "cows", dice: cowDice, result: cows, source: "L762" });
      const extra = assertInteger("recruits", answers.recruits ?? 0, 0, 3);
      const forces = [
        force("players", "gang", extra, source, rules),
        force("opposition", "cowboys", cowboyRecruits(1 + extra), source, rules),
      ];
      return { ...base, location: "trail", terrain: terrain(locale, source, rolls), forces, cows };
    }
  }
  throw new RulesError("key", key, "is not an encounter");
}
