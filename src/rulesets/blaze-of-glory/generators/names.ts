import { SYSTEM_PATH } from "../../../config";
import type { AttributeId, Profession, WeaponId } from "../../../rules/blaze-of-glory/ids";
import type { NpcStatsRow } from "../../../rules/blaze-of-glory/npc";

/**
 * Display names and loadout helpers shared by the pack generator (build time) and the figure
 * generators (in Foundry). Pure. The name tables are English, the language the packs are written
 * in; in Foundry the generators name documents from the lang file instead (see `Localize` in
 * ./figure.ts), which holds the same strings.
 */

export const ICONS = `${SYSTEM_PATH}/assets/icons/documents`;

/** English names (the same strings as lang/en.json; packs hold one language). */
export const PROFESSION_NAMES: Readonly<Record<Profession, string>> = {
  bountyHunter: "Bounty Hunter",
  buffaloHunter: "Buffalo Hunter",
  cowboy: "Cowboy",
  deputy: "Deputy",
  gambler: "Gambler",
  greenhorn: "Greenhorn",
  gunfighter: "Gunfighter",
  homesteader: "Homesteader",
  marshal: "Marshal",
  mountainMan: "Mountain Man",
  outlaw: "Outlaw",
  prospector: "Prospector",
  ranger: "Ranger",
  sheriff: "Sheriff",
  townsfolk: "Townsfolk",
  warrior: "Warrior",
};

export const WEAPON_NAMES: Readonly<Record<WeaponId, string>> = {
  derringer: "Derringer",
  pistol: "Pistol",
  repeatingCarbine: "Repeating Carbine",
  trapdoorCarbine: "Trapdoor Carbine",
  mlCarbine: "ML Carbine",
  trapdoorRifle: "Trapdoor Rifle",
  mlRifle: "ML Rifle",
  buffaloGun: "Buffalo Gun",
  mlBuffaloGun: "ML Buffalo Gun",
  scattergun: "Scattergun",
  shotgun: "Shotgun",
  smoothboreCarbine: "Smoothbore Carbine",
  bow: "Bow",
  tomahawk: "Tomahawk",
  knife: "Knife",
  lance: "Lance",
};

export const ATTRIBUTE_NAMES: Readonly<Record<AttributeId, string>> = {
  agile: "Agile",
  bornLeader: "Born Leader",
  brawler: "Brawler",
  goodJudgeOfHorseflesh: "Good Judge of Horseflesh",
  tyro: "Tyro",
  twoLeftFeet: "Two Left Feet",
  lacksABackbone: "Lacks a Backbone",
  crackshot: "Crackshot",
  drunkard: "Drunkard",
  touchedInTheHead: "Touched in the Head",
  familiarWithWeapon: "Familiar with Weapon",
  fast: "Fast",
  gunShy: "Gun Shy",
  knifeFighter: "Knife Fighter",
  trueGrit: "True Grit",
  tradesman: "Tradesman",
  runt: "Runt",
  sickly: "Sickly",
  slow: "Slow",
  swimmer: "Swimmer",
  crackTeamster: "Crack Teamster",
  tough: "Tough",
  yella: "Yella",
};

/** Card-list entries that are learned skills rather than inborn attributes. */
export const SKILLS: readonly AttributeId[] = [
  "crackTeamster",
  "familiarWithWeapon",
  "knifeFighter",
  "swimmer",
  "tradesman",
];

export function weaponImg(id: WeaponId): string {
  if (id === "knife" || id === "tomahawk") return `${ICONS}/knife.svg`;
  if (id === "lance") return `${ICONS}/lance.svg`;
  if (id === "pistol" || id === "derringer") return `${ICONS}/pistol.svg`;
  if (id === "shotgun" || id === "scattergun") return `${ICONS}/shotgun.svg`;
  return `${ICONS}/rifle.svg`;
}

export type Carried = "field" | "town" | "both";

/** The weapons a row's figure carries: field weapons, then town-only ones (multiset difference). */
export function npcLoadout(
  row: Pick<NpcStatsRow, "weapons" | "inTown">,
): { weapon: WeaponId; carried: Carried }[] {
  const town = [...(row.inTown ?? [])];
  const out: { weapon: WeaponId; carried: Carried }[] = [];
  for (const weapon of row.weapons) {
    const i = town.indexOf(weapon);
    if (i >= 0) town.splice(i, 1);
    out.push({ weapon, carried: i >= 0 ? "both" : "field" });
  }
  for (const weapon of town) out.push({ weapon, carried: "town" });
  return out;
}
