import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deriveCharacter } from "../../src/rulesets/blaze-of-glory/data/derive";
import type { CharacterSource, OutfitSource } from "../../src/rulesets/blaze-of-glory/data/source-types";
import {
  SHEET_ACTIONS,
  characterView,
  type CharacterViewInput,
} from "../../src/rulesets/blaze-of-glory/sheets/character-context";
import { outfitView } from "../../src/rulesets/blaze-of-glory/sheets/outfit-context";
import { pluralKey } from "../../src/shell/plural";
import { figureWithTargets } from "../../src/rulesets/blaze-of-glory/sheets/target-figures";
import { TABLE_API_NAMES } from "../../src/rulesets/blaze-of-glory/load";
import { WARRIOR_REGIONS } from "../../src/rules/blaze-of-glory/ids";
import { langString } from "../helpers/files";
import { characterSource } from "../helpers/fixtures";

/**
 * The character and outfit sheets' view models (issue 13): the Actions panel, a Warrior without a
 * region, the Rep column's die bonus, plural forms through the lang file, and the figures a group
 * action is rolled for.
 */

const weapons = [
  { id: "colt", name: "Colt", img: "", system: { weapon: "pistol", ammo: "loaded" } },
  { id: "knife", name: "Knife", img: "", system: { weapon: "knife", ammo: "loaded" } },
] as const;

function view(over: Partial<CharacterSource> = {}, input: Partial<CharacterViewInput> = {}) {
  const system = characterSource(over);
  const attributes = input.attributes ?? [];
  return characterView({
    actor: { name: "Tex", img: "" },
    system,
    derived: deriveCharacter(system, weapons as never, attributes as never),
    weapons: weapons as never,
    attributes,
    mode: "play",
    tab: "combat",
    editable: true,
    notesHTML: "",
    ...input,
  });
}

describe("the character sheet's Actions panel", () => {
  it("offers every figure action, each one a table entry point the runtime has", () => {
    expect(view().actions.map((a) => a.action)).toEqual([...SHEET_ACTIONS]);
    for (const action of SHEET_ACTIONS) expect(TABLE_API_NAMES).toContain(action);
  });

  it("labels each button and explains it, in lang/en.json", () => {
    for (const a of view().actions) {
      expect(langString(a.label), a.label).toBeDefined();
      expect(langString(a.hint), a.hint).toBeDefined();
    }
    for (const key of ["title", "targetsHint", "needTargets", "needOneTarget"])
      expect(langString(`SIXGUN.Character.Actions.${key}`), key).toBeDefined();
  });

  it("is empty for a user who may not roll, and in edit mode", () => {
    expect(view({}, { canRoll: false }).actions).toEqual([]);
    expect(view({}, { mode: "edit" }).actions).toEqual([]);
  });

  it("greys out moving fast for a figure that cannot move, saying why", () => {
    const moveFast = (o: Partial<CharacterSource>) => view(o).actions.find((a) => a.action === "moveFast")!;
    expect(moveFast({}).disabled).toBe(false);
    const legless = moveFast({ wounds: { ...characterSource().wounds, leg: 2 } });
    expect(legless.disabled).toBe(true);
    expect(legless.hint).toBe("SIXGUN.Character.Actions.cannotMove");
  });

  it("offers after-battle recovery only to a figure Out of the Fight", () => {
    const recovery = (o: Partial<CharacterSource>) => view(o).actions.find((a) => a.action === "recovery")!;
    expect(recovery({}).disabled).toBe(true);
    const oof = recovery({ encounter: { ...characterSource().encounter, outOfTheFight: true } });
    expect(oof.disabled).toBe(false);
  });
});

describe("the combat template", () => {
  const combat = readFileSync("src/rulesets/blaze-of-glory/templates/actor/character/combat.hbs", "utf8");

  it("labels Shoot and Reload with words, not only an icon", () => {
    for (const action of ["shoot", "reload"]) {
      const button = new RegExp(`data-action="${action}"[^>]*>([\\s\\S]*?)</button>`).exec(combat);
      expect(button, action).not.toBeNull();
      // The visible text is the localized label, not a visually-hidden span.
      expect(button![1]).toMatch(/\{\{localize "SIXGUN\.Table\.(Shoot|Reload)"\}\}/);
      expect(button![1]).not.toContain("sgs-visually-hidden");
    }
  });

  it("opens items with buttons the keyboard reaches, not links without an href", () => {
    expect(combat).not.toMatch(/<a\b/);
    expect(combat).toMatch(/<button\s+type="button"\s+class="sgs-item-name"/);
  });
});

describe("a Warrior without a region", () => {
  it("is asked for one, and has no reaction tests until then", () => {
    const bare = view({ profession: "warrior", warriorRegion: "" });
    expect(bare.needsRegion).toBe(true);
    expect(bare.reactions).toEqual([]);
    expect(bare.regionLocales.map((r) => r.label)).toEqual(
      WARRIOR_REGIONS.map((r) => `SIXGUN.WarriorRegion.${r}`),
    );
    for (const r of bare.regionLocales) expect(langString(r.locales), r.locales).toBeDefined();
  });

  it("has his region's tests once it is set; other professions are never asked", () => {
    for (const region of WARRIOR_REGIONS) {
      const v = view({ profession: "warrior", warriorRegion: region });
      expect(v.needsRegion, region).toBe(false);
      expect(v.reactions.length, region).toBeGreaterThan(0);
    }
    expect(view({ profession: "cowboy", warriorRegion: "" }).needsRegion).toBe(false);
  });
});

describe("the weapon table's Rep column", () => {
  it("prints the die bonus on its own line, not as an unexplained bracket", () => {
    const crackshot = [
      { id: "a", name: "Crackshot", img: "", system: { attribute: "crackshot", kind: "attribute" } },
    ];
    const row = view({}, { attributes: crackshot as never }).weapons.find((w) => w.id === "colt")!;
    expect(row.firingRep).toBe("4");
    expect(row.dieBonus).toBe(1);
    expect(view().weapons.find((w) => w.id === "colt")!.dieBonus).toBe(0);
    expect(langString("SIXGUN.Character.repBonus")).toContain("{n}");
    expect(langString("SIXGUN.Character.repBonusHint")).toContain("{n}");
  });
});

describe("plural forms", () => {
  it("pick the language's plural category", () => {
    expect(pluralKey("K", 1)).toBe("K.one");
    expect(pluralKey("K", 0)).toBe("K.other");
    expect(pluralKey("K", 2)).toBe("K.other");
    // French counts 0 as singular; Polish has a "few" form.
    expect(pluralKey("K", 0, "fr")).toBe("K.one");
    expect(pluralKey("K", 3, "pl")).toBe("K.few");
    // A malformed language tag falls back to English instead of throwing in a render.
    expect(pluralKey("K", 1, "not a language!")).toBe("K.one");
  });

  it("have both English forms for every counted phrase the sheets print", () => {
    for (const key of ["SIXGUN.Outfit.groupSize", "SIXGUN.Outfit.entryKills", "SIXGUN.Wounds.setCount"]) {
      expect(langString(`${key}.one`), key).toContain("{count}");
      expect(langString(`${key}.other`), key).toContain("{count}");
      expect(langString(`${key}.one`)).not.toBe(langString(`${key}.other`));
    }
  });

  it("reach the wound pips of the character sheet", () => {
    const pips = view().wounds[0]!.pips;
    expect(pips.map((p) => p.setKey)).toEqual([
      "SIXGUN.Wounds.setCount.one",
      ...pips.slice(1).map(() => "SIXGUN.Wounds.setCount.other"),
    ]);
  });

  it("reach the outfit's groups and diary entries", () => {
    const system = {
      leader: "Actor.a",
      prosperity: null,
      members: [
        { uuid: "Actor.a", group: "g1" },
        { uuid: "Actor.b", group: "g2" },
        { uuid: "Actor.c", group: "g2" },
      ],
      groups: [
        { id: "g1", name: "One", leader: "Actor.a" },
        { id: "g2", name: "Two", leader: "Actor.gone" },
      ],
      diary: {
        encounters: 2,
        kills: 3,
        entries: [
          { title: "First", kills: 1, text: "" },
          { title: "Second", kills: 2, text: "" },
        ],
      },
      notes: "",
    } as unknown as OutfitSource;
    const ref = (uuid: string) => ({
      uuid,
      name: uuid.slice(6),
      img: "",
      missing: false,
      typeLabel: "TYPES.Actor.character",
      profession: "cowboy",
      rep: 4,
    });
    const v = outfitView({
      actor: { name: "Bar T", img: "" },
      system,
      members: ["Actor.a", "Actor.b", "Actor.c"].map(ref),
      mode: "play",
      editable: true,
      notesHTML: "",
    });
    expect(v.groups.map((g) => [g.sizeKey, g.leaderName])).toEqual([
      ["SIXGUN.Outfit.groupSize.one", "a"],
      // A leader who left the outfit reads as no leader.
      ["SIXGUN.Outfit.groupSize.other", null],
    ]);
    expect(v.diary.entries.map((e) => e.killsKey)).toEqual([
      "SIXGUN.Outfit.entryKills.other",
      "SIXGUN.Outfit.entryKills.one",
    ]);
  });
});

describe("a group action's figures", () => {
  const a = { uuid: "Actor.a" };
  const b = { uuid: "Actor.b" };
  const c = { uuid: "Actor.c" };

  it("are the sheet's figure first, then each targeted figure once", () => {
    expect(figureWithTargets(a, [{ actor: b }, { actor: c }])).toEqual([a, b, c]);
    // Its own token targeted, a target twice, a token without an actor: none counts again.
    expect(
      figureWithTargets(a, [{ actor: { uuid: "Actor.a" } }, { actor: b }, { actor: b }, { actor: null }]),
    ).toEqual([a, b]);
    expect(figureWithTargets(a, [])).toEqual([a]);
  });
});
