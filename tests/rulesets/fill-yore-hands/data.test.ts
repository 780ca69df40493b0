import { afterAll, describe, expect, it, vi } from "vitest";
import { installFoundryStandIns } from "../../foundry/standin";
import { DEFAULT_INTERPRETATIONS } from "../../../src/rules/fill-yore-hands/interpretations";
import { deriveFigure, worstWound } from "../../../src/rulesets/fill-yore-hands/data/derive";
import type { FigureSource, WoundEntry } from "../../../src/rulesets/fill-yore-hands/data/source";
import { FYH_CHECKS } from "./pack-checks";
import { ALL_PACKS } from "../../packs/helpers";

/**
 * Fill Yore Hands!'s data models: every field refuses bad values with a message (through the
 * `validate` callbacks the schemas give Foundry), a weapon cannot hold more rounds than it takes,
 * and the derived wound level, down/dead and penalties follow the guide (§2.5, §3.3, FYH-Q11/Q23).
 */

installFoundryStandIns();
afterAll(() => vi.unstubAllGlobals());
const { FigureData } = await import("../../../src/rulesets/fill-yore-hands/data/figure");
const { GroupData } = await import("../../../src/rulesets/fill-yore-hands/data/group");
const { WeaponData } = await import("../../../src/rulesets/fill-yore-hands/data/weapon");

interface Recorded {
  fieldClass: string;
  args: [Record<string, unknown> & { validate?: (v: unknown) => void }, ...unknown[]];
}
/** The `validate` option of a recorded stand-in field, as Foundry would call it. */
function accepts(field: unknown, value: unknown): boolean {
  const validate = (field as Recorded).args[0]?.validate;
  if (!validate) throw new Error("field has no validate");
  try {
    validate(value);
    return true;
  } catch {
    return false;
  }
}
function refusal(field: unknown, value: unknown): string {
  try {
    (field as Recorded).args[0]!.validate!(value);
  } catch (error) {
    return (error as Error).message;
  }
  return "";
}

const figure = FigureData.defineSchema() as unknown as Record<string, unknown>;
const group = GroupData.defineSchema() as unknown as Record<string, unknown>;
const weapon = WeaponData.defineSchema() as unknown as Record<string, unknown>;

describe("the figure's fields", () => {
  it("take the guide's ids and refuse others, with a message", () => {
    expect(accepts(figure.characterType, "sojer")).toBe(true);
    expect(accepts(figure.characterType, "pirate")).toBe(false);
    expect(refusal(figure.characterType, "pirate")).toContain("not one of the allowed values");
    expect(accepts(figure.quickness, "greasedLightning")).toBe(true);
    expect(accepts(figure.quickness, "quick")).toBe(false);
    expect(accepts(figure.toughness, "fightsLikeATiger")).toBe(true);
    expect(accepts(figure.attitude, "hostile")).toBe(false);
    expect(accepts(figure.isDrunk, "byType")).toBe(true);
    expect(accepts(figure.isDrunk, true)).toBe(false);
  });

  it("refuse fractions and numbers out of range instead of rounding or clamping", () => {
    expect(accepts(figure.elevation, 3)).toBe(true);
    expect(accepts(figure.elevation, 1.5)).toBe(false);
    expect(accepts(figure.surpriseBonus, 7)).toBe(false);
    expect(accepts(figure.runStreak, -1)).toBe(false);
    expect(refusal(figure.runStreak, -1)).toContain("whole number");
  });

  it("store the trait card as a card key or nothing", () => {
    expect(accepts(figure.chargenCard, "QH")).toBe(true);
    expect(accepts(figure.chargenCard, "JokerB")).toBe(true);
    expect(accepts(figure.chargenCard, null)).toBe(true);
    expect(accepts(figure.chargenCard, "11H")).toBe(false);
    // An empty input is stored as null: the field is nullable and refuses blank.
    expect((figure.chargenCard as Recorded).args[0]).toMatchObject({
      nullable: true,
      blank: false,
      initial: null,
    });
  });

  it("keep each wound with its level, cause, card and whether it was shrugged off", () => {
    const wounds = figure.wounds as Recorded;
    const element = (wounds.args[0] as unknown as Recorded).args[0] as unknown as Record<string, unknown>;
    expect(Object.keys(element).sort()).toEqual(["card", "ignored", "level", "source"]);
    expect(accepts(element.level, "gutShot")).toBe(true);
    expect(accepts(element.level, "dead")).toBe(false);
    expect(accepts(element.source, "brawl")).toBe(true);
    expect(accepts(element.card, "5S")).toBe(true);
    expect(accepts(element.card, "five of spades")).toBe(false);
  });

  it("refuse markup in the GM's lists and script, and keep the script's line breaks", () => {
    expect(accepts(figure.brawlingRating, "Scrapper")).toBe(true);
    expect(accepts(figure.brawlingRating, null)).toBe(true);
    expect(accepts(figure.brawlingRating, "<b>Scrapper</b>")).toBe(false);
    expect(accepts(figure.script, "Shoots first.\nAsks later.")).toBe(true);
    expect(accepts(figure.script, "<script>")).toBe(false);
    expect(accepts(figure.charmedBy, "Actor.abcdefghijklmnop")).toBe(true);
    expect(accepts(figure.charmedBy, "Kid Snodgrass")).toBe(false);
  });
});

describe("the group's fields", () => {
  it("take member UUIDs and a card count from 1 to 13, or null for the world's setting", () => {
    const members = (group.members as Recorded).args[0] as unknown;
    expect(accepts(members, "Actor.abcdefghijklmnop")).toBe(true);
    expect(accepts(members, "not a uuid")).toBe(false);
    expect(accepts(group.cardsPerGroup, null)).toBe(true);
    expect(accepts(group.cardsPerGroup, 3)).toBe(true);
    expect(accepts(group.cardsPerGroup, 0)).toBe(false);
    expect(accepts(group.cardsPerGroup, 14)).toBe(false);
    expect(accepts(group.ownerNote, "Sam's posse")).toBe(true);
    expect(accepts(group.ownerNote, "Sam\nposse")).toBe(false);
  });
});

describe("the weapon's fields", () => {
  it("take the weapons and range rows of the guide", () => {
    expect(accepts(weapon.key, "militaryCarbine")).toBe(true);
    expect(accepts(weapon.key, "gatling")).toBe(false);
    expect(accepts(weapon.rangeTable, "carbine")).toBe(true);
    expect(accepts(weapon.rangeTable, "cannon")).toBe(false);
    expect(accepts(weapon.reserveContainer, "gunBelt")).toBe(true);
    expect(accepts(weapon.reserve, -1)).toBe(false);
  });

  it("refuse more rounds loaded than the weapon holds, with a message", () => {
    expect(() => WeaponData.validateJoint({ loaded: 6, capacity: 6 })).not.toThrow();
    expect(() => WeaponData.validateJoint({ loaded: 0, capacity: 0 })).not.toThrow();
    expect(() => WeaponData.validateJoint({ loaded: 7, capacity: 6 })).toThrow(
      /more than the weapon holds \(6\)/,
    );
  });
});

// ---------------------------------------------------------------------------------------------

function source(over: Partial<FigureSource> = {}): FigureSource {
  const cowboy = ALL_PACKS["fyh-figures"]!.find((d) => d._id === "fyhFigCowboy0001")!;
  return { ...(structuredClone(cowboy.system) as unknown as FigureSource), ...over };
}
const wound = (level: WoundEntry["level"], ignored = false): WoundEntry => ({
  level,
  source: "shot",
  card: null,
  ignored,
});

describe("derived data", () => {
  it("reads the worst wound not shrugged off (the placeholder for the lost rule, FYH-M03)", () => {
    expect(worstWound([])).toBe("none");
    expect(worstWound([wound("hit"), wound("pinked")])).toBe("hit");
    expect(worstWound([wound("kilt", true), wound("pinked")])).toBe("pinked");
    expect(worstWound([wound("hit", true)])).toBe("none");
  });

  it("puts a Gut Shot figure down and a Kilt one dead", () => {
    const down = deriveFigure(
      source({ wounds: [wound("pinked"), wound("gutShot")] }),
      DEFAULT_INTERPRETATIONS,
    );
    expect(down).toMatchObject({ woundLevel: "gutShot", isDown: true, isDead: false });
    const dead = deriveFigure(source({ wounds: [wound("kilt")] }), DEFAULT_INTERPRETATIONS);
    expect(dead).toMatchObject({ woundLevel: "kilt", isDown: false, isDead: true });
  });

  it("takes the worst wound's penalty, or every wound's under the other reading (FYH-Q11)", () => {
    const hurt = source({ wounds: [wound("pinked"), wound("hit")] });
    expect(deriveFigure(hurt, DEFAULT_INTERPRETATIONS).woundPenalty).toBe(-2);
    expect(deriveFigure(hurt, { ...DEFAULT_INTERPRETATIONS, woundPenalty: "sum" }).woundPenalty).toBe(-3);
  });

  it("makes a Drunk drunk by type, unless the GM says otherwise, and takes 1 off each shot", () => {
    const drunk = deriveFigure(
      source({ characterType: "drunk", wounds: [wound("pinked")] }),
      DEFAULT_INTERPRETATIONS,
    );
    expect(drunk).toMatchObject({ drunk: true, shotPenalty: -2 });
    expect(
      deriveFigure(source({ characterType: "drunk", isDrunk: "no" }), DEFAULT_INTERPRETATIONS).drunk,
    ).toBe(false);
    expect(deriveFigure(source({ isDrunk: "yes" }), DEFAULT_INTERPRETATIONS).drunk).toBe(true);
    expect(deriveFigure(source(), DEFAULT_INTERPRETATIONS)).toMatchObject({ drunk: false, shotPenalty: 0 });
  });

  it("counts Honest Women and Floozies as women by type, or only by the flag (FYH-Q23)", () => {
    const floozy = source({ characterType: "floozy" });
    expect(deriveFigure(floozy, DEFAULT_INTERPRETATIONS).woman).toBe(true);
    expect(deriveFigure(floozy, { ...DEFAULT_INTERPRETATIONS, womenByType: false }).woman).toBe(false);
    expect(deriveFigure(source({ isWoman: true }), DEFAULT_INTERPRETATIONS).woman).toBe(true);
  });

  it("keeps a once-wounded NPC Suspicious whatever its stored attitude", () => {
    expect(
      deriveFigure(source({ isNPC: true, attitude: "innocent", woundedEver: true }), DEFAULT_INTERPRETATIONS)
        .attitude,
    ).toBe("suspicious");
    expect(
      deriveFigure(source({ isNPC: true, attitude: "innocent" }), DEFAULT_INTERPRETATIONS).attitude,
    ).toBe("innocent");
  });

  it("is what the data model prepares, with the world's readings", () => {
    const model = Object.assign(Object.create(FigureData.prototype), source({ wounds: [wound("hit")] }));
    model.prepareDerivedData();
    expect(model.derived).toEqual(deriveFigure(source({ wounds: [wound("hit")] }), DEFAULT_INTERPRETATIONS));
  });
});

describe("the pack checks", () => {
  it("really refuse bad data (so the pack validation is not vacuous)", () => {
    const bad = source({ characterType: "pirate" as never, chargenCard: "1Z", surpriseBonus: 9 });
    const problems = Object.entries(FYH_CHECKS["fyh-figure"]!(bad as never)).filter(([, p]) => p);
    expect(problems.map(([k]) => k).sort()).toEqual(["characterType", "chargenCard", "surpriseBonus"]);
    const gun = { ...(ALL_PACKS["fyh-weapons"]![0]!.system as object), loaded: 99, capacity: 2 };
    expect(FYH_CHECKS["fyh-weapon"]!(gun).loaded).not.toBeNull();
  });
});
