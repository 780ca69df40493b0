import { DEFAULT_RULES, classicRules } from "../src/rules/sgs-classic/interpretations";
import { deriveConstitution } from "../src/rulesets/sgs-classic/data/derive";
import { figureView, type FigureViewSource } from "../src/rulesets/sgs-classic/sheets/figure-context";
import { horseView, type HorseViewSource } from "../src/rulesets/sgs-classic/sheets/horse-context";
import { vehicleView, type VehicleViewSource } from "../src/rulesets/sgs-classic/sheets/vehicle-context";
import { weaponView, type WeaponViewSource } from "../src/rulesets/sgs-classic/sheets/weapon-context";
import {
  FIGURE_SHEET,
  HORSE_SHEET,
  VEHICLE_SHEET,
  WEAPON_SHEET,
  type SheetSpec,
} from "../src/rulesets/sgs-classic/sheets/sheet-specs";
import type { WeaponRowSource } from "../src/rulesets/sgs-classic/sheets/view-input";
import { MISSING_FIGURE_IMG, type SheetMode } from "../src/shell/sheets/view-common";
import type { GalleryPage } from "./pages";

/**
 * Six Gun Sound (classic)'s sheets, from fixtures written here (the ruleset has no packs yet) and
 * the same pure view functions the live sheets call: a PC gunfighter on each tab (basic rules), a
 * badly hurt NPC with the advanced shooting counters, a horse, a stagecoach and two weapons under
 * both weapons tables, in both themes.
 */

const THEMES = ["light", "dark"] as const;
const ADVANCED = classicRules({ advancedShooting: true });
const IMG = "icons/svg/mystery-man.svg";

const COLT: WeaponViewSource = {
  key: "pistol",
  basic: { effectiveRange: 6, longRange: 12, rofMax: 2 },
  advanced: { range: 12, rof: 2, impact: 1 },
  fieldOfFire: { mode: "single", pathWidth: 0, maxTargets: 1 },
  brawlDice: 1,
  brawlPermanent: false,
  thrown: false,
  notes: "<p>Walnut grips, one notch filed in.</p>",
};
const SCATTERGUN: WeaponViewSource = {
  key: "shotgun",
  basic: { effectiveRange: 6, longRange: null, rofMax: 2 },
  advanced: { range: 12, rof: 2, impact: 3 },
  fieldOfFire: { mode: "path", pathWidth: 2, maxTargets: 3 },
  brawlDice: 2,
  brawlPermanent: true,
  thrown: false,
  notes: "",
};
const WEAPONS: WeaponRowSource[] = [
  { id: "classicGalColt01", name: "Colt Peacemaker", img: IMG, system: COLT },
  { id: "classicGalScat01", name: "Sawn-off shotgun", img: IMG, system: SCATTERGUN },
];

function figure(over: Partial<FigureViewSource>, damage: { wound: number; fists: number }) {
  const base: Omit<FigureViewSource, "constitution"> & {
    constitution: { woundDamage: number; brawlDamage: number; maxOverride: number | null };
  } = {
    isPC: true,
    profession: "gunfighter",
    conCategory: "none",
    isWoman: false,
    indianNation: null,
    npc: { table: null, roll: null, role: "" },
    uniqueRole: null,
    cv: 5,
    coolness: 4,
    constitution: { woundDamage: damage.wound, brawlDamage: damage.fists, maxOverride: null },
    side: "red",
    inCover: false,
    secureFlanksRear: false,
    stationary: true,
    movedFast: false,
    shotsThisPhase: 0,
    coolnessResult: null,
    duckDownTurns: 0,
    badWounds: 0,
    scratches: 0,
    horse: "Actor.classicGalHorse1",
    rifleAtHorse: true,
    citizenActive: false,
    campaign: {
      currentLocale: "texas",
      encounterPoints: 35,
      shootoutsWithoutRunning: 3,
      lifeAndTimes: [
        { roll: 7, key: "Won a horse at cards", locale: "texas" },
        { roll: 11, key: "Wanted in Kansas", locale: "kansas" },
      ],
      cattleDriveMonthsLeft: 0,
      rangeWar: false,
      history: [
        {
          year: 1873,
          month: 4,
          encounter: "gunfight",
          outcome: "Shot Black Jack Ketchum",
          points: 20,
          ranAway: false,
        },
        {
          year: 1873,
          month: 9,
          encounter: null,
          outcome: "Quiet month in Tascosa",
          points: 0,
          ranAway: false,
        },
      ],
    },
    notes: "<p>Came up from the Nations with a price on his head.</p>",
    ...over,
  } as never;
  const rules = over.isPC === false ? ADVANCED : DEFAULT_RULES;
  const b = base as FigureViewSource;
  const derived = deriveConstitution(b as never, rules);
  return { system: { ...b, constitution: { ...b.constitution, ...derived } }, rules };
}

function figureContext(
  name: string,
  f: ReturnType<typeof figure>,
  mode: SheetMode,
  tab: string,
  weapons: WeaponRowSource[],
) {
  return {
    actor: { name },
    ...figureView({
      name,
      img: IMG,
      system: f.system,
      weapons,
      tab,
      horseName: f.system.horse ? "Old Paint" : null,
      canRoll: true,
      mode,
      editable: true,
      rules: f.rules,
      notesHTML: f.system.notes,
    }),
  };
}

function horseContext(mode: SheetMode) {
  const system: HorseViewSource = {
    cv: 5,
    constitution: { max: 12, damage: 4 },
    status: "brokeStride",
    rider: "Actor.classicGalPC001",
    exceptional: true,
    notes: "<p>Won in a card game at Fort Griffin.</p>",
  };
  return {
    actor: { name: "Old Paint" },
    ...horseView({
      name: "Old Paint",
      img: IMG,
      system,
      riderName: "Jim Courtright",
      mode,
      editable: true,
      rules: DEFAULT_RULES,
      notesHTML: system.notes,
    }),
  };
}

function vehicleContext(mode: SheetMode) {
  const system: VehicleViewSource = {
    move: 12,
    baseWidth: 3,
    occupants: ["Actor.classicGalPC001", "Actor.goneMissing0001"],
    notes: "<p>The Wells Fargo stage to Santa Fe.</p>",
  };
  return {
    actor: { name: "Concord stagecoach" },
    ...vehicleView({
      name: "Concord stagecoach",
      img: IMG,
      system,
      occupants: [
        { uuid: system.occupants[0]!, name: "Jim Courtright", img: IMG, missing: false },
        { uuid: system.occupants[1]!, name: system.occupants[1]!, img: MISSING_FIGURE_IMG, missing: true },
      ],
      mode,
      editable: true,
      rules: DEFAULT_RULES,
      notesHTML: system.notes,
    }),
  };
}

function weaponContext(name: string, system: WeaponViewSource, mode: SheetMode, advanced: boolean) {
  return {
    item: { name },
    ...weaponView({
      name,
      img: IMG,
      system,
      mode,
      editable: true,
      rules: advanced ? ADVANCED : DEFAULT_RULES,
      notesHTML: system.notes,
    }),
  };
}

export function buildPages(): GalleryPage[] {
  const pc = figure({}, { wound: 3, fists: 1 });
  const npc = figure(
    {
      isPC: false,
      profession: null,
      npc: { table: "gang", roll: 4, role: "Lookout" },
      cv: 4,
      coolness: 3,
      side: "black",
      inCover: true,
      coolnessResult: "flinch",
      shotsThisPhase: 1,
      badWounds: 1,
      scratches: 2,
      duckDownTurns: 1,
      horse: null,
      rifleAtHorse: false,
      notes: "",
    },
    { wound: 9, fists: 0 },
  );
  const pages: GalleryPage[] = [];
  const add = (id: string, title: string, theme: "light" | "dark", sheet: SheetSpec, context: object) =>
    pages.push({ id, title, theme, sheet, context: context as Record<string, unknown> });
  for (const theme of THEMES) {
    for (const mode of ["play", "edit"] as const) {
      for (const tab of ["gunfight", "status", "campaign"]) {
        add(
          `classic-figure-${tab}-${mode}-${theme}`,
          `Classic figure, ${mode}, ${tab} tab: a PC gunfighter (${theme})`,
          theme,
          FIGURE_SHEET,
          figureContext("Jim Courtright", pc, mode, tab, WEAPONS),
        );
      }
      add(
        `classic-npc-${mode}-${theme}`,
        `Classic figure, ${mode}: a badly hurt NPC, advanced shooting (${theme})`,
        theme,
        FIGURE_SHEET,
        figureContext("Gang lookout", npc, mode, "status", WEAPONS.slice(1)),
      );
      add(
        `classic-horse-${mode}-${theme}`,
        `Classic horse, ${mode} (${theme})`,
        theme,
        HORSE_SHEET,
        horseContext(mode),
      );
      add(
        `classic-vehicle-${mode}-${theme}`,
        `Classic vehicle, ${mode} (${theme})`,
        theme,
        VEHICLE_SHEET,
        vehicleContext(mode),
      );
      add(
        `classic-weapon-${mode}-${theme}`,
        `Classic weapon, ${mode}: a shotgun, basic table (${theme})`,
        theme,
        WEAPON_SHEET,
        weaponContext("Sawn-off shotgun", SCATTERGUN, mode, false),
      );
    }
    add(
      `classic-weapon-advanced-${theme}`,
      `Classic weapon, play: a pistol, advanced table (${theme})`,
      theme,
      WEAPON_SHEET,
      weaponContext("Colt Peacemaker", COLT, "play", true),
    );
  }
  return pages;
}
