import type { DiceSource } from "../../../rules/core";
import type { Profession, WarriorRegion, WeaponId } from "../../../rules/blaze-of-glory/ids";
import { WEAPONS } from "../../../rules/blaze-of-glory/ids";
import { NPC_TABLES, generateFigure, type NpcScore } from "../../../rules/blaze-of-glory/npc";
import {
  generateMountQuality,
  rollTetheredHorseQuality,
  type MountType,
  type Quality,
} from "../../../rules/blaze-of-glory/mounts";
import type {
  EncounterSetup,
  ForceLine,
  MountStart,
  SideRole,
} from "../../../rules/blaze-of-glory/encounters/types";

/**
 * Which documents an encounter's set-up becomes, without Foundry: one compendium NPC per figure of
 * every side that is not the players' (its NPC TABLE row rolled here, the roll kept), the mount each
 * line's MOUNTS block gives, the loose mounts and the vehicles the set-up names. The players' side is
 * never created: its figures are the players' own actors.
 */

/** Placement codes the book keeps off the table when the fighting starts (their tokens wait in the tray). */
export const OFF_TABLE_PLACEMENTS: ReadonlySet<string> = new Set([
  "offBoardUntilFiring",
  "aboardTheTrain",
  "insideTheCoach",
  "inTheWagon",
  "inWagons",
  "inJail",
  "insideWithPrisoner",
]);

/** The region a Warrior gets when the set-up names none: the compendium's (the GM's judgement). */
export const DEFAULT_WARRIOR_REGION: WarriorRegion = "plains";

export interface RosterFigure {
  /** `<side id>.<n>`, counting from 1 across the side's lines (the rolls' `subject`). */
  subject: string;
  sideId: string;
  role: Exclude<SideRole, "players">;
  line: ForceLine;
  /** The profession the figure plays (a Homesteader 1 may turn out someone passing through). */
  profession: Profession;
  /** Whose NPC table gave the row, and the row: the compendium actor `npc.<tableProfession>.<row>`. */
  tableProfession: Profession;
  row: NpcScore;
  /** The dice read to find the row (empty when a fixed Rep chose it). */
  rowDice: number[];
  rep: number | null;
  warriorRegion: WarriorRegion | null;
  armed: boolean;
  extraWeapons: WeaponId[];
  onTable: boolean;
  mount: { start: MountStart; type: MountType; quality: Quality; die: number; modifier: number } | null;
}

export interface RosterAnimal {
  /** Where it starts: a Placement code (`outsideSaloon`, `packMuleStrings` ...). */
  where: string;
  type: MountType;
  quality: Quality;
  die: number;
  saddled: boolean;
}

export interface RosterVehicle {
  /** The stock compendium key (`vehicle.stagecoach.horse.4`). */
  key: string;
  sideId: string;
}

export interface Roster {
  figures: RosterFigure[];
  animals: RosterAnimal[];
  vehicles: RosterVehicle[];
  /** Figures of the players' side, by side id (the journal reminds the GM to bring them). */
  players: { sideId: string; count: number }[];
}

/**
 * The row a fixed Rep stands for: the highest row of the profession's table with that Rep (the row
 * gives Toughness, Sand and weapons). Null when no row of the table has it (the Rep is then set on
 * a rolled row).
 */
export function rowForRep(profession: Profession, rep: number): NpcScore | null {
  let found: NpcScore | null = null;
  for (const row of NPC_TABLES[profession].rows)
    if (row.kind === "stats" && row.rep === rep) found = row.score;
  return found;
}

function figureRow(dice: DiceSource, line: ForceLine) {
  const fixed = line.rep === undefined ? null : rowForRep(line.profession, line.rep);
  const generated = generateFigure(dice, {
    profession: line.profession,
    ...(fixed ? { row: fixed } : {}),
    region: line.warriorRegion ?? DEFAULT_WARRIOR_REGION,
    attributeDraw: false,
    veteran: false,
  });
  return {
    profession: generated.profession,
    tableProfession: generated.tableProfession,
    row: generated.score,
    rowDice: generated.dice.map((d) => d.value),
  };
}

const isWeapon = (w: string): w is WeaponId => (WEAPONS as readonly string[]).includes(w);

/** How many vehicles the set-up puts on the trail: its wagons, its coach. */
function vehiclesOf(setup: EncounterSetup): RosterVehicle[] {
  const vehicles: RosterVehicle[] = [];
  for (const side of setup.sides) {
    const wagons = Math.max(
      0,
      ...side.forces
        .filter((l) => l.placement === "oneToAWagon" || l.placement === "inWagons")
        .map((l) => Number(l.placementValues?.wagons ?? 0))
        .filter((n) => Number.isInteger(n)),
    );
    for (let i = 0; i < Math.min(wagons, 20); i++)
      vehicles.push({ key: "vehicle.wagon.horse.2", sideId: side.id });
    if (side.forces.some((l) => l.placement === "inTheWagon") && wagons === 0)
      vehicles.push({ key: "vehicle.wagon.horse.2", sideId: side.id });
    if (side.forces.some((l) => l.placement === "onTheBox" || l.placement === "insideTheCoach"))
      vehicles.push({ key: "vehicle.stagecoach.horse.4", sideId: side.id });
  }
  return vehicles;
}

/** Rolls every figure's row and mount, the loose mounts' Quality, and lists the vehicles. */
export function rollRoster(dice: DiceSource, setup: EncounterSetup): Roster {
  const roster: Roster = { figures: [], animals: [], vehicles: vehiclesOf(setup), players: [] };
  for (const side of setup.sides) {
    if (side.role === "players") {
      roster.players.push({ sideId: side.id, count: side.forces.reduce((n, l) => n + l.count, 0) });
      continue;
    }
    let n = 0;
    for (const line of side.forces) {
      for (let i = 0; i < line.count; i++) {
        n++;
        const row = figureRow(dice, line);
        const rep = line.rep ?? null;
        let mount: RosterFigure["mount"] = null;
        if (line.mount && line.mount !== "none") {
          const q = generateMountQuality(dice, {
            owner: row.profession,
            prosperity: rep ?? statsRep(row.tableProfession, row.row),
          });
          mount = { start: line.mount, type: "horse", quality: q.quality, die: q.die, modifier: q.modifier };
        }
        roster.figures.push({
          subject: `${side.id}.${n}`,
          sideId: side.id,
          role: side.role,
          line,
          ...row,
          rep,
          warriorRegion: row.profession === "warrior" ? (line.warriorRegion ?? DEFAULT_WARRIOR_REGION) : null,
          armed: line.armed !== false,
          extraWeapons: (line.extraWeapons ?? []).filter(isWeapon),
          onTable: !OFF_TABLE_PLACEMENTS.has(line.placement ?? ""),
          mount,
        });
      }
    }
  }
  for (const loose of setup.looseMounts) {
    const type: MountType = loose.where.startsWith("pack") ? "mule" : "horse";
    for (let i = 0; i < Math.min(loose.count, 40); i++) {
      const q = rollTetheredHorseQuality(dice);
      roster.animals.push({
        where: loose.where,
        type,
        quality: q.quality,
        die: q.die,
        saddled: loose.saddled,
      });
    }
  }
  return roster;
}

function statsRep(profession: Profession, row: NpcScore): number {
  const r = NPC_TABLES[profession].rows[row - 1]!;
  return r.kind === "stats" ? r.rep : 4;
}
