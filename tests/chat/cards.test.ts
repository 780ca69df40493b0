import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { templateFile } from "../../scripts/lib/templates.mjs";
import { buildPages } from "../../gallery/pages-table";
import { cardControls, AUTO_APPLY_GRACE_MS } from "../../src/shell/chat/controls";
import type { CardFlags } from "../../src/shell/chat/cards";
import { doublesReloads } from "../../src/rulesets/blaze-of-glory/combat/doubles-reload";
import { drawCardOdds } from "../../src/rulesets/blaze-of-glory/chat/draw-odds";
import type { DrawDeclaration } from "../../src/rulesets/blaze-of-glory/table/draw-flow";
import { defaultTableSettings, rulesOptions } from "../../src/rulesets/blaze-of-glory/table/settings";
import { plainTableFigure } from "../../src/rulesets/blaze-of-glory/table/figure";
import { meleeFighter } from "../../src/rulesets/blaze-of-glory/table/melee-flow";
import { shotInput } from "../../src/rulesets/blaze-of-glory/table/shooting-flow";
import { odds } from "../../src/rulesets/blaze-of-glory/chat/format";
import { impactRoundOdds } from "../../src/rules/blaze-of-glory/melee/round-odds";
import { shotToHitOdds } from "../../src/rules/blaze-of-glory/shooting/shot-odds";
import { add, ZERO, type Fraction } from "../../src/rules/core";

/**
 * The chat cards read at a glance: a headline naming who and what, dice rows whose totals show the
 * Rep, the odds folded away, and an "Apply" only where a click is needed. Rendered from the real
 * templates and lang/en.json with the gallery's view models (real rules results, scripted dice).
 */

interface Renderer {
  hbs: { compile(source: string): (context: object) => string };
  missing: Set<string>;
}
const standins = (await import(/* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href)) as {
  createRenderer(lang: object): Renderer;
};
const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as object;
const pages = buildPages();

/** A gallery card page as HTML and as the text a reader sees (tags dropped, spaces squeezed). */
function card(id: string) {
  const page = pages.find((p) => p.id === `table-${id}-light`);
  if (!page) throw new Error(`no gallery page ${id}`);
  const { hbs, missing } = standins.createRenderer(lang);
  const html = page.templates
    .map((t) => hbs.compile(readFileSync(templateFile(t), "utf8"))(page.context))
    .join("\n");
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
  const head = [...html.matchAll(/<h3 class="sgs-head[^"]*">([\s\S]*?)<\/h3>/g)].map((m) =>
    m[1]!
      .replace(/\s+/g, " ")
      .trim()
      .replace(/&#x27;|&#39;/g, "'"),
  );
  return { html, text, head, missing: [...missing], context: page.context };
}

const CARDS = [
  "reaction",
  "reaction-runaway",
  "reaction-free-will",
  "shot",
  "shot-wounded",
  "exchange",
  "draw",
  "draw-covered",
  "melee",
  "activation",
  "activation-doubles",
  "challenge",
  "recovery",
  "fire",
  "move-fast",
  "reload",
  "ride-mount",
  "ride-thrown",
  "ride-vehicle",
];

describe("every card opens on a headline", () => {
  it.each(CARDS)("%s: a kind line, then at least one named headline, every key in lang", (id) => {
    const c = card(id);
    expect(c.missing).toEqual([]);
    expect(c.html).toMatch(/class="sgs-kicker"/);
    expect(c.head.length).toBeGreaterThan(0);
    for (const line of c.head) {
      expect(line).not.toMatch(/SIXGUN\.|\{\w+\}/);
      expect(line.length).toBeGreaterThan(3);
    }
  });

  it.each(CARDS)("%s: odds, when shown, are folded", (id) => {
    const c = card(id);
    for (const m of c.html.matchAll(/<details[^>]*class="sgs-odds"[^>]*>/g))
      expect(m[0]).not.toMatch(/\sopen/);
  });
});

describe("the shooting card", () => {
  it("says it is shooting, names each target's fate and explains each total with the Rep", () => {
    const c = card("shot");
    expect(c.text).toContain("Shooting · Tex Willard · Colt Army");
    expect(c.head).toEqual(["Jake Colby: Saved by cover", "J.B. Jones: Missed"]);
    const ctx = c.context as { rep: number; targets: { dice: { face: number; total: number }[] }[] };
    const die = ctx.targets[0]!.dice[0]!;
    expect(die.total).toBe(die.face + ctx.rep);
    expect(c.text).toContain(`${die.face} + Rep ${ctx.rep} = ${die.total}`);
    expect(c.html).toMatch(/<details class="sgs-odds">/);
  });

  it("names the hit, where and how bad", () => {
    const c = card("shot-wounded");
    expect(c.head[0]).toMatch(/^Tex Willard is hit: [A-Z][a-z ]+, /);
  });
});

describe("the exchange of fire", () => {
  it("ends naming who is hit, not 'Someone is hit'", () => {
    const c = card("exchange");
    expect(c.text).not.toContain("Someone is hit");
    expect(c.head).toEqual(["Tex Willard is hit: Chest, Obviously Dead"]);
  });

  it("puts each shot on one short row with the Rep shown", () => {
    const c = card("exchange");
    const steps = [...c.html.matchAll(/<li class="sgs-xstep">/g)].length;
    expect(steps).toBe(6);
    expect(c.text).toMatch(/Tex Willard 3 2 \+ Rep 4 = 7, 6 Missed/);
  });
});

describe("the Draw", () => {
  it("reads each pairing once, without the winner named twice", () => {
    const c = card("draw");
    expect(c.text).not.toMatch(/J\.B\. Jones: Two more/);
    expect(c.text).toContain("J.B. Jones 3–0 Tex Willard · Two more: roll damage");
    expect(c.head).toEqual([
      "Tex Willard is hit: Off arm, A scratch",
      "Weezie is hit: Chest, Obviously Dead",
    ]);
  });
});

describe("the Draw's folded odds", () => {
  const figures = [0, 1].map((i) => plainTableFigure(`Actor.f${i}`, `F${i}`, { rep: 4 }));
  const decl = (flinch?: "unmanned"): DrawDeclaration => ({
    figures: [
      { figure: figures[0]!, weapon: "pistol0000000001", targets: [figures[1]!.uuid] },
      {
        figure: figures[1]!,
        weapon: "pistol0000000001",
        targets: [figures[0]!.uuid],
        ...(flinch ? { flinch } : {}),
      },
    ],
  });
  const total = (rows: { fraction: string }[]) =>
    rows.reduce((s, r) => {
      const [n, d = "1"] = r.fraction.split("/");
      return s + Number(n) / Number(d);
    }, 0);

  it("covers every way a pairing ends, once", () => {
    const [pairing] = drawCardOdds(decl(), defaultTableSettings());
    expect(pairing!.rows.map((r) => r.name).filter(Boolean)).toEqual(["F0", "F1"]);
    expect(total(pairing!.rows)).toBeCloseTo(1, 12);
  });

  it("counts a FLINCH result given to the roll as certain: an unmanned figure surely runs", () => {
    const [pairing] = drawCardOdds(decl("unmanned"), defaultTableSettings());
    expect(pairing!.rows).toEqual([
      expect.objectContaining({ label: "SIXGUN.Outcome.Draw.ranAway", fraction: "1" }),
    ]);
  });

  it("sits folded under the Draw card", () => {
    expect(card("draw").html).toMatch(/<details class="sgs-odds">[\s\S]*J\.B\. Jones wins/);
  });
});

/** The `<details class="sgs-odds">` block of a card, closed or not, or "" without one. */
const foldedOdds = (html: string) =>
  /<details class="sgs-odds"[^>]*>[\s\S]*?<\/details>/.exec(html)?.[0] ?? "";

describe("Fightin's folded odds", () => {
  // The gallery's fight: J.B. Jones (Rep 4, bare-handed) against Red Sleeve (a warrior with a knife).
  const jbj = plainTableFigure("Actor.JBJones", "J.B. Jones", { rep: 4 });
  const apache = plainTableFigure("Actor.RedSleeve", "Red Sleeve", { profession: "warrior", rep: 4 });
  apache.system.warriorRegion = "southWestern";
  apache.weapons = [{ id: "knife00000000001", name: "Knife", weapon: "knife", ammo: "loaded" }];
  const [pair] = impactRoundOdds(
    {
      fighters: [
        meleeFighter({ figure: jbj, side: "posse" }),
        meleeFighter({ figure: apache, side: "raiders", weapon: "knife00000000001" }),
      ],
      contacts: [[jbj.uuid, apache.uuid]],
    },
    rulesOptions(defaultTableSettings()).melee,
  );

  it("sit folded after the rounds, labelled as the first round's", () => {
    const c = card("melee");
    const folded = foldedOdds(c.html);
    expect(folded).not.toBe("");
    expect(folded).not.toMatch(/<details[^>]*\sopen/);
    expect(c.html.indexOf(folded)).toBeGreaterThan(c.html.lastIndexOf('class="sgs-round"'));
    expect(folded).toContain("Odds of the first round");
    expect(folded).toMatch(/First round: J\.B\. Jones \(\d+ dice\) against Red Sleeve \(\d+ dice\)/);
  });

  it("are the rules core's impact-round odds for the fight as declared", () => {
    const o = pair!.odds!;
    const ctx = card("melee").context as {
      odds: { rows: { label: string; a: unknown; b: unknown }[]; shared: { fraction: string }[] }[];
    };
    const [view] = ctx.odds;
    const row = (code: string) => view!.rows.find((r) => r.label === `SIXGUN.Outcome.Fightin.${code}`);
    expect(row("killingStroke")).toEqual(
      expect.objectContaining({ a: odds(o.aKillingStroke), b: odds(o.bKillingStroke) }),
    );
    expect(row("tellingBlow")).toEqual(
      expect.objectContaining({ a: odds(o.aTellingBlow), b: odds(o.bTellingBlow) }),
    );
    expect(row("flurry")).toEqual(expect.objectContaining({ a: odds(o.aFlurry), b: odds(o.bFlurry) }));
    expect(view!.shared).toEqual([expect.objectContaining(odds(o.evenlyMatched))]);
    // Every way the round can go, once: the six wins and Evenly Matched make certainty.
    const all = [o.aKillingStroke, o.bKillingStroke, o.aTellingBlow, o.bTellingBlow, o.aFlurry, o.bFlurry];
    const total = [...all, o.evenlyMatched].reduce((s: Fraction, f) => add(s, f), ZERO);
    expect(total).toEqual({ num: 1, den: 1 });
    expect(foldedOdds(card("melee").html)).toContain(`title="${odds(o.aFlurry).fraction}"`);
  });
});

describe("the exchange's folded odds", () => {
  // The gallery's exchange: Tex Willard fires first at Jake Colby, 8" away, no cover, Colts both.
  const tex = plainTableFigure("Actor.TexWillard", "Tex Willard", { rep: 4, sand: 5 });
  const jake = plainTableFigure("Actor.JakeColby", "Jake Colby", { rep: 4, sand: 5 });
  const ctx = () =>
    card("exchange").context as {
      steps: { shot: { targets: { dice: unknown[] }[] } }[];
      odds: {
        shots: string;
        count: number;
        shooter: string;
        name: string;
        rows: { label: string; fraction: string }[];
      }[];
    };
  /** The odds table that holds shot `n`. */
  const oddsOf = (n: number) => ctx().odds.find((o) => o.shots.split(", ").includes(String(n)));
  const expected = (shooter: typeof tex, target: typeof tex, active: boolean, dice: number) => {
    const o = shotToHitOdds(
      shotInput({
        shooter,
        weapon: "pistol0000000001",
        active,
        targets: [{ figure: target, distance: 8, dice, cover: { kind: "none" } }],
      }),
      rulesOptions(defaultTableSettings()).shooting,
    ).targets[0]!;
    return [
      ["anyHit", o.anyHit],
      ["calledHit", o.calledHit],
      ["diverted", o.diverted],
    ]
      .filter(([, f]) => (f as Fraction).num !== 0)
      .map(([k, f]) => ({ label: `SIXGUN.Chat.OddsRow.${k as string}`, ...odds(f as Fraction) }));
  };

  it("give each shot's to-hit odds, folded, after the shots; shots alike share a table", () => {
    const c = card("exchange");
    const folded = foldedOdds(c.html);
    expect(folded).not.toMatch(/<details[^>]*\sopen/);
    expect(folded).toContain("Odds of each shot, as it was fired");
    expect(c.html.indexOf(folded)).toBeGreaterThan(c.html.lastIndexOf('class="sgs-xstep"'));
    // Every shot is in exactly one table.
    const numbers = ctx().odds.flatMap((o) => o.shots.split(", ").map(Number));
    expect(numbers.sort((a, b) => a - b)).toEqual(ctx().steps.map((_, i) => i + 1));
    // The gallery's six shots: Tex fires 1, 3, 5 and Jake 2, 4, 6, each from where he stood; Jake's
    // last answer was to fire at −1 Rep, so shot 6 has odds of its own.
    expect(folded).toContain("Shots 1, 3, 5: Tex Willard at Jake Colby");
    expect(folded).toContain("Shots 2, 4: Jake Colby at Tex Willard");
    expect(folded).toContain("Shot 6: Jake Colby at Tex Willard");
  });

  it("are the rules core's to-hit odds: the opening shot on his activation, the answer in reaction", () => {
    const dice = ctx().steps[0]!.shot.targets[0]!.dice.length;
    expect(oddsOf(1)!.rows).toEqual(expected(tex, jake, true, dice));
    expect(oddsOf(2)!.rows).toEqual(expected(jake, tex, false, dice));
    // At −1 Rep after a fire-at-−1 answer: Jake at Rep 3.
    expect(oddsOf(6)!.rows).toEqual(
      expected({ ...jake, system: { ...jake.system, rep: 3 } }, tex, false, dice),
    );
    expect(oddsOf(6)!.rows).not.toEqual(oddsOf(2)!.rows);
    expect(oddsOf(1)!.rows.length).toBeGreaterThan(0);
  });
});

describe("activation doubles", () => {
  it("names the held sides and lists what they may do as text, not as button-like chips", () => {
    const c = card("activation-doubles");
    expect(c.head.some((h) => h.startsWith("Doubles: "))).toBe(true);
    expect(c.html).not.toMatch(/sgs-tag/);
    expect(c.text).toMatch(/may only: Reload, Change weapon, Pick up a weapon/);
  });
});

describe("doubles: reloading is a real button", () => {
  it("offers a held side's figures a reload of each weapon that needs one, and nobody else", () => {
    const colt = { id: "w1", name: "Colt", ammo: "mustReload" as const };
    const rifle = { id: "w2", name: "Rifle", ammo: "fumbling" as const };
    const loaded = { id: "w3", name: "Derringer", ammo: "loaded" as const };
    const out = doublesReloads(
      ["gang"],
      [
        { side: "gang", uuid: "Actor.a", name: "A", weapons: [colt, loaded, rifle] },
        { side: "posse", uuid: "Actor.b", name: "B", weapons: [colt] },
      ],
    );
    expect(out.map((f) => [f.type, f.actor, f.type === "reload" ? f.weapon : ""])).toEqual([
      ["reload", "Actor.a", "w1"],
      ["reload", "Actor.a", "w2"],
    ]);
  });

  it("the card shows the reload as a next-step button", () => {
    const c = card("activation-doubles");
    expect(c.html).toMatch(/<button[^>]*data-sgs-action="followUp"[^>]*data-index="0"/);
    expect(c.text).toContain("Reload: J.B. Jones → Colt");
  });
});

describe("Apply where a click is needed", () => {
  it("an automatic Apply shows a state, its button held back; a manual one shows the button", () => {
    const c = card("draw");
    const groups = (c.context as { groups: { id: string; auto: boolean }[] }).groups;
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      const button = new RegExp(`<button[^>]*data-group="${g.id}"[^>]*>`).exec(c.html)?.[0] ?? "";
      expect(button).not.toBe("");
      expect(button.includes('data-auto="true"'), g.id).toBe(g.auto);
      expect(c.html.includes(`data-sgs-state="apply" data-group="${g.id}"`), g.id).toBe(g.auto);
    }
  });
});

describe("cardControls", () => {
  const group = (id: string, auto: boolean, actor = "Actor.a") => ({
    id,
    label: "x",
    name: "A",
    auto,
    actions: [{ type: "stat", actor }],
  });
  const base: Pick<CardFlags, "groups" | "followUps" | "applied" | "used"> = {
    groups: [group("auto", true), group("manual", false), group("theirs", false, "Actor.b")],
    followUps: [
      { type: "reaction", actor: "Actor.a", name: "A", reason: "r" },
      { type: "reaction", actor: "Actor.b", name: "B", reason: "r" },
    ],
    applied: [],
    used: [],
  };
  const player = { isGM: false, owns: (uuid: string) => uuid === "Actor.a" };

  it("shows an automatic Apply as applying, never as a button, while the GM's client applies it", () => {
    expect(cardControls(base, player, 0).groups).toEqual({
      auto: "applying",
      manual: "button",
      theirs: "hidden",
    });
    expect(cardControls(base, { isGM: true, owns: () => false }, 0).groups.auto).toBe("applying");
  });

  it("shows Applied once the card records it, whoever looks", () => {
    const applied = { ...base, applied: ["auto", "theirs"] };
    expect(cardControls(applied, player, 0).groups).toEqual({
      auto: "applied",
      manual: "button",
      theirs: "applied",
    });
  });

  it("offers the button of an automatic Apply left undone (no GM then) to those who may click it", () => {
    const late = AUTO_APPLY_GRACE_MS + 1;
    expect(cardControls(base, player, late).groups.auto).toBe("button");
    expect(cardControls(base, { isGM: false, owns: () => false }, late).groups.auto).toBe("hidden");
  });

  it("shows a taken next step as used, and a next step only to its figure's owner or the GM", () => {
    expect(cardControls({ ...base, used: [0] }, player, 0).followUps).toEqual(["used", "hidden"]);
    expect(cardControls(base, { isGM: true, owns: () => false }, 0).followUps).toEqual(["button", "button"]);
  });
});
