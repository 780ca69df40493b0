import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { templateFile } from "../../scripts/lib/templates.mjs";
import {
  add,
  fraction,
  formatFraction,
  toNumber,
  type DiceSource,
  type Fraction,
} from "../../src/rules/core";
import { reactionOdds } from "../../src/rules/blaze-of-glory/reactions";
import { drawOutcomeDistribution } from "../../src/rules/blaze-of-glory/draw";
import {
  challengeDialogContext,
  drawDialogContext,
  drawDialogRefresh,
  meleeDialogContext,
  meleeDialogRefresh,
  reactionDialogContext,
  reactionDialogRefresh,
  rideDialogOdds,
  shootDialogContext,
  shootDialogRefresh,
  type OddsLine,
  type SidesLine,
} from "../../src/rulesets/blaze-of-glory/table/dialog-context";
import { makeRequest } from "../../src/rulesets/blaze-of-glory/table/reaction-flow";
import { situationFromFigure, type TableWeapon } from "../../src/rulesets/blaze-of-glory/table/figure";
import {
  rideDialogContext,
  rollMountTest,
  type MountSubject,
  type RideOptions,
} from "../../src/rulesets/blaze-of-glory/table/ride-flow";
import { allElements, parseFragment, type HtmlElement } from "../foundry/html";
import { readJSON } from "../helpers/files";
import { figure } from "./fixtures";

/** The odds line with this label, as its exact fraction. */
function chance(lines: readonly OddsLine[], label: string): string | undefined {
  return lines.find((l) => l.label.endsWith(label))?.fraction;
}
/** A pairing grid's row with this label: one side's exact fraction. */
function sideChance(rows: readonly SidesLine[], label: string, side: "a" | "b"): string | undefined {
  return rows.find((r) => r.label.endsWith(label))?.[side].fraction;
}
const f = (x: Fraction) => formatFraction(x);
/** "a/b" as a number. */
const value = (text: string) => {
  const [n, d = "1"] = text.split("/");
  return Number(n) / Number(d);
};

const knife: TableWeapon = { id: "knife00000000001", name: "Bowie", weapon: "knife", ammo: "loaded" };
const carbine: TableWeapon = {
  id: "carbine000000001",
  name: "Spencer",
  weapon: "repeatingCarbine",
  ammo: "loaded",
};

describe("the shooting dialog's odds", () => {
  // Rep 4 with a pistol: 12" effective. One target, so both dice go at him.
  const shooter = figure("tex");
  const rows = [{ figure: figure("jake"), distance: 6, cover: "none" as const }];
  const refresh = shootDialogRefresh(shooter, rows, "", true);

  it("start from the shot as it stands: two dice in the open, effective range", () => {
    const ctx = shootDialogContext(shooter, "", rows, true);
    // No hit: both dice 1–3 (9/36). Two hits: the second die needs 9+, both 5+ (4/36).
    expect(chance(ctx.targets[0]!.odds, "anyHit")).toBe("3/4");
    expect(chance(ctx.targets[0]!.odds, "twoHits")).toBe("1/9");
    expect(ctx.toHitRep).toBe(4);
  });

  it("a typed distance moves the range band and the odds with it", () => {
    const ctx = refresh({ "targets.0.distance": "20", "targets.0.dice": "2", "targets.0.cover": "none" });
    expect(ctx.targets[0]!.band).toMatch(/Band\.long$/);
    // Beyond effective range each die needs a 6 and then 4 or less: 1/9; two dice 1 − (8/9)².
    expect(chance(ctx.targets[0]!.odds, "anyHit")).toBe("17/81");
    const far = refresh({ "targets.0.distance": "40" });
    expect(far.targets[0]!.band).toMatch(/Band\.outOfRange$/);
    expect(far.blocked).toMatch(/Blocked\.outOfRange$/);
  });

  it("cover and dice change the odds", () => {
    // In cover an 8 misses: the first die hits on 5+, the second on 5+ too: 1 − (4/6)².
    const covered = refresh({ "targets.0.cover": "obscuring" });
    expect(chance(covered.targets[0]!.odds, "anyHit")).toBe("5/9");
    const one = refresh({ "targets.0.dice": "1" });
    expect(chance(one.targets[0]!.odds, "anyHit")).toBe("1/2");
    expect(chance(one.targets[0]!.odds, "twoHits")).toBeUndefined();
    const none = refresh({ "targets.0.dice": "0" });
    expect(none.targets[0]!.odds).toEqual([]);
  });

  it("reaction fire at −1 Rep is counted", () => {
    const ctx = shootDialogContext(shooter, "", rows, false, false, { repMod: -1 });
    expect(ctx.toHitRep).toBe(3);
    // Rep 3: the first die hits on 5+, the second on 6 only: 1 − (4/6)².
    expect(chance(ctx.targets[0]!.odds, "anyHit")).toBe("5/9");
  });
});

describe("the reaction dialog's odds", () => {
  const ella = figure("ella", { rep: 4 });
  const asked = situationFromFigure(ella, {});
  const refresh = reactionDialogRefresh(ella, "beenShotAt", asked, false);

  it("are the test's final results for the situation ticked", () => {
    const open = refresh({ inCover: false, threeToOne: false, mounted: false, from: "front" });
    const cover = refresh({ inCover: true, threeToOne: false, mounted: false, from: "front" });
    const expected = (inCover: boolean) =>
      reactionOdds(makeRequest(ella, "beenShotAt", { ...asked, inCover, from: "front" })).directives.map(
        (d) => f(d.probability),
      );
    expect(open.odds.map((o) => o.fraction)).toEqual(expected(false));
    expect(cover.odds.map((o) => o.fraction)).toEqual(expected(true));
    expect(cover.odds).not.toEqual(open.odds);
    // They sum to one.
    const total = open.odds.reduce((n, o) => n + value(o.fraction), 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it("start with the situation the dialog opens on", () => {
    const ctx = reactionDialogContext(ella, "beenShotAt", { ...asked, inCover: true }, false);
    expect(ctx.odds).toEqual(refresh({ inCover: true }).odds);
  });
});

describe("the Draw dialog's odds", () => {
  const flinch = (who: ReturnType<typeof figure>) => {
    const out = { drawNormally: fraction(0), flinched: fraction(0), unmanned: fraction(0) };
    for (const d of reactionOdds(makeRequest(who, "flinch", situationFromFigure(who))).directives) {
      const k = d.directive === "flinched" || d.directive === "unmanned" ? d.directive : "drawNormally";
      out[k] = add(out[k], d.probability);
    }
    return out;
  };

  it("weigh each pairing by the Flinch Check, and follow the weapon chosen", () => {
    const jbj = figure("jbj", { weapons: [carbine, { ...knife, id: "pistol0000000009", weapon: "pistol" }] });
    const tex = figure("tex");
    const refresh = drawDialogRefresh([jbj, tex]);
    const expectShoot = (poolA: number) => {
      // Both Rep 4 cowboys: 4 dice, one less when flinched; the carbine costs JBJ a die.
      const fa = flinch(jbj);
      const fb = flinch(tex);
      let sum = 0;
      for (const [ka, pa] of [
        ["drawNormally", poolA],
        ["flinched", poolA - 1],
      ] as const)
        for (const [kb, pb] of [
          ["drawNormally", 4],
          ["flinched", 3],
        ] as const)
          sum += toNumber(fa[ka]) * toNumber(fb[kb]) * toNumber(drawOutcomeDistribution(pb, pa).shoot);
      return sum;
    };
    const withCarbine = refresh({
      "figures.0.weapon": carbine.id,
      "figures.0.targets.1": true,
      "figures.1.targets.0": true,
    });
    const withPistol = refresh({
      "figures.0.weapon": "pistol0000000009",
      "figures.0.targets.1": true,
      "figures.1.targets.0": true,
    });
    const texShoots = (ctx: typeof withPistol) =>
      value(sideChance(ctx.pairings[0]!.rows, "Draw.shoot", "b")!);
    expect(texShoots(withCarbine)).toBeCloseTo(expectShoot(3), 12);
    expect(texShoots(withPistol)).toBeCloseTo(expectShoot(4), 12);
    expect(texShoots(withCarbine)).toBeGreaterThan(texShoots(withPistol));
  });

  it("starts with every figure drawing on the first", () => {
    const ctx = drawDialogContext([figure("jbj"), figure("tex"), figure("weezie")]);
    expect(ctx.pairings.map((p) => [p.title.a, p.title.b])).toEqual([
      ["Jbj", "Tex"],
      ["Jbj", "Weezie"],
    ]);
    expect(ctx.tooMany).toBe(false);
  });
});

describe("the Fightin' dialog's odds", () => {
  const a = figure("amos", { rep: 1, weapons: [knife] });
  const b = figure("bart", { rep: 1, weapons: [] });
  const fighters = [
    { figure: a, side: "x" },
    { figure: b, side: "y" },
  ];
  const sides = { x: "Posse", y: "Raiders" };
  const refresh = meleeDialogRefresh(fighters, sides);

  it("an unarmed fighter starts on bare hands, an armed one on his weapon", () => {
    const ctx = meleeDialogContext(fighters, sides);
    expect(ctx.fighters.map((r) => r.weapon)).toEqual([knife.id, ""]);
  });

  it("follow the weapon and the flank (2 dice against 1)", () => {
    // 2 dice against 1: two more 1/8, one more 3/8, even 3/8, one less 1/8.
    const armed = refresh({ "fighters.0.weapon": knife.id })["pairs"][0]!;
    expect(armed.pools).toEqual({ a: 2, b: 1 });
    expect(sideChance(armed.rows, "tellingBlow", "a")).toBe("1/8");
    expect(sideChance(armed.rows, "flurry", "a")).toBe("3/8");
    expect(chance(armed.shared, "evenlyMatched")).toBe("3/8");
    expect(sideChance(armed.rows, "flurry", "b")).toBe("1/8");
    // Neither can pass three more: no killing stroke row; Bart, bare-handed, is named as such.
    expect(sideChance(armed.rows, "killingStroke", "a")).toBeUndefined();
    expect(armed.bareHanded).toEqual(["Bart"]);
    const bare = refresh({ "fighters.0.weapon": "" }).pairs[0]!;
    expect(bare.pools).toEqual({ a: 1, b: 1 });
    expect(chance(bare.shared, "evenlyMatched")).toBe("1/2");
    const flank = refresh({ "fighters.0.weapon": "", "fighters.1.flankOrRear": true }).pairs[0]!;
    expect(flank.pools).toEqual({ a: 1, b: 2 });
  });

  it("a charge that cost a die before the fight is counted, and a fighter with no dice is down", () => {
    const ctx = meleeDialogContext(fighters, sides, { carried: { [b.uuid]: { chargePenalty: true } } });
    expect(ctx.fighters[1]!.chargePenalty).toBe(true);
    expect(ctx.pairs[0]!.down).toBe(true);
    expect(ctx.pairs[0]!.rows).toEqual([]);
  });
});

/** A Quality 4 horse, Tex up. */
const dusty: MountSubject = {
  uuid: "Actor.dusty",
  name: "Dusty",
  type: "horse",
  quality: 4,
  status: "unhurt",
  state: "ridden",
  rider: {
    uuid: "Actor.tex",
    name: "Tex",
    rating: 4,
    sand: 4,
    toughness: 4,
    wounds: { head: 0, gunArm: 0, offArm: 0, chest: 0, gut: 0, leg: 0, gutShot: false },
  },
};

describe("the riding dialog's odds", () => {
  // Rough going is 2d6 against the horse's Quality, one less with two riders up.
  const run = (source: DiceSource, options: RideOptions) =>
    rollMountTest(source, "mountRoughGoing", dusty, options);

  it("are the pass counts of the test's own roll, and follow the boxes ticked", () => {
    const fractions = (data: Record<string, unknown>) =>
      rideDialogOdds(run, "mountRoughGoing", data).map((o) => [o.n, o.fraction]);
    // Each die passes on 1–4 (2/3): 0, 1, 2 passes with 1/9, 4/9, 4/9.
    expect(fractions({})).toEqual([
      [0, "1/9"],
      [1, "4/9"],
      [2, "4/9"],
    ]);
    // Quality 3: each die 1/2.
    expect(fractions({ twoRiders: true })).toEqual([
      [0, "1/4"],
      [1, "1/2"],
      [2, "1/4"],
    ]);
  });

  it("a test that cannot run on its subject shows no odds instead of failing", () => {
    const broken = () => {
      throw new Error("no rider");
    };
    expect(rideDialogOdds(broken, "mountRoughGoing", {})).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The templates: every field labelled, the live parts the same in number from one render to the next.

const lang = readJSON<Record<string, unknown>>("lang/en.json");
const standins = (await import(/* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href)) as {
  createRenderer(lang: object): { hbs: { compile(source: string): (context: object) => string } };
};
const renderer = standins.createRenderer(lang);
const render = (template: string, context: object) =>
  renderer.hbs.compile(readFileSync(templateFile(template), "utf8"))(context);

/** A field's accessible name: aria-label, a wrapping label, or a label for its id. */
function labelled(e: HtmlElement, all: readonly HtmlElement[]): boolean {
  if (e.attrs["aria-label"]?.trim() || e.attrs["aria-labelledby"]) return true;
  for (let p = e.parent; p; p = p.parent) if (p.tag === "label") return true;
  return !!e.attrs.id && all.some((l) => l.tag === "label" && l.attrs.for === e.attrs.id);
}

const liveParts = (html: string) =>
  allElements(parseFragment(html))
    .filter((e) => "data-live" in e.attrs)
    .map((e) => JSON.stringify(e.children.map((c) => (c.type === "text" ? c.text : c.type))));

describe("the dialog templates", () => {
  const tex = figure("tex", { weapons: [carbine, { ...knife, id: "pistol0000000009", weapon: "pistol" }] });
  const jake = figure("jake");
  const rows = [
    { figure: jake, distance: 6, cover: "bulletproof" as const },
    { figure: figure("weezie"), distance: 14, cover: "none" as const },
  ];
  const fighters = [
    { figure: figure("amos", { weapons: [knife] }), side: "x" },
    { figure: figure("bart", { weapons: [] }), side: "y" },
  ];
  const ella = figure("ella", { star: true });
  const cases: [string, object][] = [
    ["dialog/shoot.hbs", shootDialogContext(tex, "", rows, true)],
    ["dialog/reaction.hbs", reactionDialogContext(ella, "gotAShot", situationFromFigure(ella, {}), true)],
    ["dialog/draw.hbs", drawDialogContext([tex, jake])],
    ["dialog/melee.hbs", meleeDialogContext(fighters, { x: "Posse", y: "Raiders" })],
    ["dialog/challenge.hbs", challengeDialogContext(ella)],
    [
      "dialog/ride.hbs",
      {
        ...rideDialogContext("mountRoughGoing", "Dun", "Tex"),
        odds: rideDialogOdds(
          (src, o) => rollMountTest(src, "mountRoughGoing", dusty, o),
          "mountRoughGoing",
          {},
        ),
      },
    ],
  ];

  it.each(cases)("%s: every input and select has a label", (template, context) => {
    const all = allElements(parseFragment(render(template, context)));
    const fields = all.filter(
      (e) => ["input", "select", "textarea"].includes(e.tag) && e.attrs.type !== "hidden",
    );
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((e) => !labelled(e, all)).map((e) => e.attrs.name)).toEqual([]);
  });

  it("an unarmed fighter's weapon reads bare hands, not a blank", () => {
    const html = render("dialog/melee.hbs", meleeDialogContext(fighters, { x: "Posse", y: "Raiders" }));
    const selects = allElements(parseFragment(html)).filter((e) => e.attrs.name?.endsWith(".weapon"));
    const chosen = (s: HtmlElement) =>
      allElements(s.children).find((o) => o.tag === "option" && "selected" in o.attrs) ??
      allElements(s.children).find((o) => o.tag === "option");
    const text = (e: HtmlElement | undefined) =>
      (e?.children ?? [])
        .map((c) => (c.type === "text" ? c.text : ""))
        .join("")
        .trim();
    expect(text(chosen(selects[1]!))).toBe("Bare hands");
    expect(text(chosen(selects[0]!))).toBe("Bowie");
  });

  it("the shooting dialog's live parts keep their number and show the typed distance's band", () => {
    const refresh = shootDialogRefresh(tex, rows, "", true);
    const before = liveParts(render("dialog/shoot.hbs", shootDialogContext(tex, "", rows, true)));
    const after = liveParts(render("dialog/shoot.hbs", refresh({ "targets.0.distance": "30" })));
    expect(after).toHaveLength(before.length);
    expect(before.join()).toContain("Effective range");
    expect(after.join()).toContain("Beyond effective range");
  });
});
