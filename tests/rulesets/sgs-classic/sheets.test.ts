import { describe, expect, it } from "vitest";
import { DEFAULT_RULES, classicRules } from "../../../src/rules/sgs-classic/interpretations";
import {
  FIGURE_ACTIONS,
  constitutionView,
  figureView,
  type FigureViewSource,
} from "../../../src/rulesets/sgs-classic/sheets/figure-context";
import { horseView } from "../../../src/rulesets/sgs-classic/sheets/horse-context";
import { vehicleView } from "../../../src/rulesets/sgs-classic/sheets/vehicle-context";
import { weaponView, type WeaponViewSource } from "../../../src/rulesets/sgs-classic/sheets/weapon-context";
import { weaponStats } from "../../../src/rulesets/sgs-classic/sheets/weapon-stats";
import { FIGURE_TAB_IDS } from "../../../src/rulesets/sgs-classic/sheets/sheet-specs";
import lang from "../../../lang/en.json";

/** The classic sheets' view models (pure): what each shows under the world's rules. */

const ADVANCED = classicRules({ advancedShooting: true });

const weapon: WeaponViewSource = {
  key: "pistol",
  basic: { effectiveRange: 6, longRange: null, rofMax: 2 },
  advanced: { range: 12, rof: 3, impact: 1 },
  fieldOfFire: { mode: "path", pathWidth: 2, maxTargets: 3 },
  brawlDice: 1,
  brawlPermanent: false,
  thrown: false,
  notes: "",
};

function source(over: Partial<FigureViewSource> = {}): FigureViewSource {
  return {
    isPC: true,
    profession: "outlaw",
    conCategory: "none",
    isWoman: false,
    indianNation: null,
    npc: { table: null, roll: null, role: "" },
    uniqueRole: null,
    cv: 4,
    coolness: 4,
    constitution: {
      woundDamage: 2,
      brawlDamage: 1,
      maxOverride: null,
      max: 8,
      current: 5,
      unconscious: false,
      dead: false,
    },
    side: "red",
    inCover: true,
    secureFlanksRear: false,
    stationary: true,
    movedFast: false,
    shotsThisPhase: 0,
    coolnessResult: null,
    duckDownTurns: 2,
    badWounds: 1,
    scratches: 3,
    horse: null,
    rifleAtHorse: false,
    citizenActive: false,
    campaign: {
      currentLocale: "kansas",
      encounterPoints: 10,
      shootoutsWithoutRunning: 1,
      lifeAndTimes: [{ roll: 7, key: "x", locale: null }],
      cattleDriveMonthsLeft: 0,
      rangeWar: false,
      history: [{ year: 1875, month: 3, encounter: "robbery", outcome: "", points: 5, ranAway: true }],
    },
    notes: "",
    ...over,
  };
}

const view = (over: Partial<FigureViewSource> = {}, rules = DEFAULT_RULES, tab = "gunfight") =>
  figureView({
    name: "Tex",
    img: "",
    mode: "play",
    editable: true,
    notesHTML: "",
    rules,
    system: source(over),
    weapons: [{ id: "w1", name: "Colt", img: "", system: weapon }],
    tab,
    horseName: null,
    canRoll: true,
  });

/** Whether a dotted key names a string in en.json. */
function hasKey(key: string): boolean {
  let node: unknown = lang;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string";
}

describe("classic figure sheet view", () => {
  it("reads each weapon off the basic table unless advanced shooting is on", () => {
    expect(view().weapons[0]!.stats).toEqual(['6"', "—", "2"]);
    expect(view({}, ADVANCED).weapons[0]!.stats).toEqual(['12"', "3", "1"]);
    expect(view().weaponColumns).not.toEqual(view({}, ADVANCED).weaponColumns);
  });

  it("shows Bad Wounds, Scratches and duck-down turns only under advanced shooting", () => {
    expect(view().counters).toEqual([]);
    expect(view({}, ADVANCED).counters.map((c) => [c.key, c.value])).toEqual([
      ["badWounds", 1],
      ["scratches", 3],
      ["duckDownTurns", 2],
    ]);
  });

  it("keeps a campaign record for a PC only", () => {
    expect(Object.keys(view().tabs)).toEqual([...FIGURE_TAB_IDS]);
    expect(Object.keys(view({ isPC: false }).tabs)).toEqual([...FIGURE_TAB_IDS]);
    expect(view({ isPC: false }).campaign).toBeNull();
    expect(view().campaign!.history[0]!.when).toBe("1875/03");
  });

  it("falls back to the first tab when the remembered one is unknown", () => {
    expect(view({}, DEFAULT_RULES, "wounds").tabs.gunfight!.active).toBe(true);
    expect(view({}, DEFAULT_RULES, "status").tabs.status!.active).toBe(true);
  });

  it("offers the horse check only to a figure with a horse", () => {
    expect(view().actions.map((a) => a.action)).not.toContain("horseCheck");
    expect(view({ horse: "Actor.h" }).actions.map((a) => a.action)).toContain("horseCheck");
    expect(FIGURE_ACTIONS.map((a) => a.action)).toEqual([
      "reactionTest",
      "coolnessCheck",
      "shoot",
      "draw",
      "charge",
      "brawl",
      "horseCheck",
    ]);
  });

  it("shows Constitution with the damage that knocks out and the damage that kills", () => {
    const c = constitutionView(source().constitution);
    expect(c).toMatchObject({ current: 5, max: 8, damage: 3, unconsciousAt: 8, deadAt: 17, state: "up" });
    expect(c.percent).toBe(63);
    const out = constitutionView({ ...source().constitution, current: -2, unconscious: true });
    expect(out.state).toBe("unconscious");
    expect(out.percent).toBe(0);
    const dead = constitutionView({ ...source().constitution, dead: true, unconscious: false });
    expect(dead.state).toBe("dead");
  });

  it("every label key it hands the template exists in en.json", () => {
    for (const rules of [DEFAULT_RULES, ADVANCED])
      for (const v of [
        view({}, rules),
        view({ isPC: false, uniqueRole: "chief", npc: { table: "gang", roll: 1, role: "" } }, rules),
      ]) {
        const keys = [
          v.identityLabel,
          v.sideLabel,
          v.conCategoryLabel,
          v.constitution.stateLabel,
          v.coolnessResultLabel,
          ...(v.uniqueRoleLabel ? [v.uniqueRoleLabel] : []),
          ...v.weaponColumns,
          ...v.weapons.map((w) => w.keyLabel),
          ...Object.values(v.tabs).map((t) => t.label),
          ...v.actions.flatMap((a) => [a.label, a.hint]),
          ...v.toggles.flatMap((t) => [t.label, t.hint]),
          ...v.counters.flatMap((t) => [t.label, t.hint]),
          ...Object.values(v.choices).flatMap((c) => Object.values(c)),
        ];
        expect(keys.filter((k) => !hasKey(k))).toEqual([]);
      }
  });
});

describe("classic weapon, horse and vehicle sheet views", () => {
  it("weapon: the table in force first, with its labels", () => {
    for (const rules of [DEFAULT_RULES, ADVANCED]) {
      const v = weaponView({
        name: "Colt",
        img: "",
        mode: "play",
        editable: true,
        notesHTML: "",
        rules,
        system: weapon,
      });
      expect(v.inForce.map((s) => s.value)).toEqual(weaponStats(weapon, rules.advancedShooting));
      expect(v.path).toBe(true);
      const keys = [
        v.keyLabel,
        v.tableLabel,
        v.fireModeLabel,
        ...v.inForce.flatMap((s) => [s.label, s.hint]),
      ];
      expect(keys.filter((k) => !hasKey(k))).toEqual([]);
    }
  });

  it("horse: Constitution left and down at zero", () => {
    const base = {
      name: "Paint",
      img: "",
      mode: "play" as const,
      editable: true,
      notesHTML: "",
      rules: DEFAULT_RULES,
    };
    const system = {
      cv: 5,
      constitution: { max: 12, damage: 4 },
      status: "ok",
      rider: null,
      exceptional: false,
      notes: "",
    };
    const v = horseView({ ...base, system, riderName: null });
    expect([v.current, v.down]).toEqual([8, false]);
    expect(
      horseView({ ...base, system: { ...system, constitution: { max: 12, damage: 12 } }, riderName: null })
        .down,
    ).toBe(true);
    expect(Object.values(v.choices.status).filter((k) => !hasKey(k))).toEqual([]);
  });

  it("vehicle: move and width in inches; a read-only viewer never gets edit mode", () => {
    const v = vehicleView({
      name: "Stage",
      img: "",
      mode: "edit",
      editable: false,
      notesHTML: "",
      rules: DEFAULT_RULES,
      system: { move: 12, baseWidth: 3, occupants: [], notes: "" },
      occupants: [],
    });
    expect([v.moveText, v.baseText, v.mode.edit]).toEqual(['12"', '3"', false]);
  });
});
