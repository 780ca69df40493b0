import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { templateFile } from "../../scripts/lib/templates.mjs";
import { allElements, parseFragment, textOf } from "../foundry/html";
import { readJSON } from "../helpers/files";
import { replay } from "../../src/shell/dice/bridge";
import { blazeOfGloryCardRules } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import type { ActionGroup } from "../../src/rulesets/blaze-of-glory/table/actions";
import {
  mountHitDice,
  rollExchangePlan,
  rollShotPlan,
  shotInput,
  type ShotDeclaration,
  type TargetDeclaration,
} from "../../src/rulesets/blaze-of-glory/table/shooting-flow";
import {
  readShootForm,
  shootDialogContext,
  shootDialogRefresh,
} from "../../src/rulesets/blaze-of-glory/table/dialog-context";
import { exchangeDeclaration } from "../../src/rulesets/blaze-of-glory/table/exchange-entry";
import { seededDice } from "../../src/rules/core";
import { figureFromActor } from "../../src/rulesets/blaze-of-glory/table/document";
import { findMount, type TableFigure } from "../../src/rulesets/blaze-of-glory/table/figure";
import type { MountSource } from "../../src/rulesets/blaze-of-glory/data/source-types";
import { makeWorld, type StandInActor, type World } from "../queries/world";
import { horseActor } from "../helpers/mounts";

/**
 * A mounted figure at the table, from its actor and the mount actor that names him as rider to the
 * shot's result and the changes its card applies: firing from the horse (seed L2304–2308), a
 * second rider on a horse that is hit (L2296–2298) and a rider riding "Siouxside" (L8897–8911).
 * Dice are scripted and each face is read exactly once (`replay`).
 */

let world: World;
let tex: StandInActor;
let outlaw: StandInActor;

const encounter = (a: StandInActor) => a.system.encounter as Record<string, boolean>;
const wounds = (a: StandInActor) => a.system.wounds as Record<string, number | boolean>;

/** Alice's horse, ridden by Tex. */
const dusty = (over: Partial<MountSource> = {}) =>
  horseActor(world, { id: "dusty", name: "Dusty", owners: ["alice"], rider: tex, over });

/** The figure as the table reads it, with the horse he rides when he is mounted (as `shoot` does). */
function tableFigure(actor: StandInActor): TableFigure {
  const f = figureFromActor(actor as never)!;
  return f.system.encounter.mounted ? { ...f, mount: findMount(world.actors.values(), f.uuid) } : f;
}

const aim = (figure: TableFigure, extra: Partial<TargetDeclaration> = {}): TargetDeclaration => ({
  figure,
  dice: 1,
  distance: 6,
  cover: { kind: "none" },
  ...extra,
});

function declare(shooter: StandInActor, at: TargetDeclaration, extra: Partial<ShotDeclaration> = {}) {
  return { shooter: tableFigure(shooter), weapon: "pistol0000000001", active: true, targets: [at], ...extra };
}

/** The GM applies every Apply group of a result, as the request queue does. */
async function applyAll(groups: readonly ActionGroup[]): Promise<void> {
  for (const g of groups)
    for (const a of g.actions) await world.as("gm", () => blazeOfGloryCardRules.applyAction(a));
}

beforeEach(() => {
  world = makeWorld();
  tex = world.actor("tex", "Tex", ["alice"]);
  outlaw = world.actor("outlaw", "Outlaw", ["gm"]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Tex fires from his horse", () => {
  it("from a Nag he shoots at Rep 3 (L2306): a 4 makes 7 and misses; the dialog shows Rep 3 before the roll", () => {
    dusty({ quality: 3 });
    encounter(tex).mounted = true;
    const decl = declare(tex, aim(tableFigure(outlaw)));
    expect(shotInput(decl).shooter.mount).toEqual({ quality: 3, pace: "stationary" });
    const plan = replay((src) => rollShotPlan(src, decl), [4]);
    expect(plan.result.rep).toBe(3);
    expect(plan.result.shots[0]).toMatchObject({ total: 7, result: "miss" });
    const dialog = shootDialogContext(
      decl.shooter,
      decl.weapon,
      [{ figure: decl.targets[0]!.figure, distance: 6, cover: "none" }],
      true,
    );
    expect(dialog.toHitRep).toBe(3);
  });

  it("on foot beside the same Nag, the 4 makes 8 and hits (the horse is not under him)", () => {
    dusty({ quality: 3, state: "tied" });
    const decl = declare(tex, aim(tableFigure(outlaw)));
    expect(shotInput(decl).shooter.mount).toBeUndefined();
    // 8 hits a lone target on foot; damage 1 + 2 head, recovery 1 1.
    const plan = replay((src) => rollShotPlan(src, decl), [4, 1, 2, 1, 1]);
    expect(plan.result.shots[0]).toMatchObject({ total: 8, result: "hit" });
  });

  it("after MOUNTED MOVING FAST his horse moved fast: range halved (L2308) and an 8 misses (L2306)", () => {
    dusty();
    encounter(tex).mounted = true;
    encounter(tex).movingFast = true;
    const far = declare(tex, aim(tableFigure(outlaw), { distance: 10 }));
    expect(shotInput(far).shooter.mount).toEqual({ quality: 4, pace: "fast" });
    // Pistol at Rep 4 reaches 12"; halved to 6", so 10" is long range: a 6, then 5 over Rep 4, misses.
    const plan = replay((src) => rollShotPlan(src, far), [6, 5]);
    expect(plan.result.shots[0]).toMatchObject({ band: "long", confirm: 5, result: "miss" });
  });

  it("a horse said to have moved at its normal rate keeps the range but the shot counts as moving fast", () => {
    dusty();
    encounter(tex).mounted = true;
    const decl = declare(tex, aim(tableFigure(outlaw), { distance: 10 }), { mountPace: "normal" });
    const plan = replay((src) => rollShotPlan(src, decl), [4]);
    expect(plan.result.shots[0]).toMatchObject({ band: "effective", total: 8, reason: "shooterMovingFast" });
  });
});

describe("the Outlaw fires at Tex on his horse", () => {
  it("two riders up: the horse tests at Quality −1 (L2298), so a head hit that spooks one horse kills the other", async () => {
    const horse = dusty();
    encounter(tex).mounted = true;
    // 4 + 4 = 8 on a rider: his horse. Head (1): Quality 4 −1 = 3; dice 3 3 pass twice → spooked.
    const alone = replay((src) => rollShotPlan(src, declare(outlaw, aim(tableFigure(tex)))), [4, 1, 3, 3]);
    expect(alone.mountHits?.[0]?.rolls.map((r) => [r.target, r.outcome])).toEqual([[3, "spooked"]]);
    // With a second rider the same dice test against 2: pass 0 → dead, Tex thrown.
    const plan = replay(
      (src) => rollShotPlan(src, declare(outlaw, aim(tableFigure(tex), { twoRiders: true }))),
      [4, 1, 3, 3],
    );
    expect(plan.mountHits?.[0]?.rolls.map((r) => [r.target, r.outcome])).toEqual([[2, "dead"]]);
    await applyAll(plan.groups);
    expect(horse.system.status).toBe("dead");
    expect(encounter(tex).mounted).toBe(false);
  });

  it("riding Siouxside, a chest hit goes into his horse (L8907): the horse is rolled for, Tex unwounded", async () => {
    const horse = dusty();
    encounter(tex).mounted = true;
    encounter(tex).siouxside = true;
    const decl = declare(outlaw, aim(tableFigure(tex)));
    expect(shotInput(decl).targets[0]!.siouxside).toBe(true);
    // 6 + 4 = 10 hits; damage 4 + 4 = 8, chest → the horse. Neck (2), dice 1 6 vs Quality 4: pass 1, spooked.
    const plan = replay((src) => rollShotPlan(src, decl), [6, 4, 4, 2, 1, 6]);
    expect(plan.result.targets[0]).toMatchObject({ outcome: "mountHit", mountHits: 1, hits: 1 });
    expect(plan.mountHits?.[0]?.rolls.map((r) => [r.location, r.outcome])).toEqual([["neck", "spooked"]]);
    expect(mountHitDice(plan).map((d) => d.step)).toEqual(["mount0.0.location", "mount0.0", "mount0.0"]);
    await applyAll(plan.groups);
    expect(horse.system.status).toBe("spooked");
    expect(Object.values(wounds(tex)).every((v) => v === 0 || v === false)).toBe(true);
    expect(encounter(tex).siouxside).toBe(true);
    const next = plan.followUps.map((f) => [f.type, (f as { test: string }).test]);
    expect(next).toEqual(
      expect.arrayContaining([
        ["reaction", "beenShotAt"],
        ["ride", "stayMounted"],
      ]),
    );
  });

  it("riding Siouxside, a head hit is still his; and a horse killed under him throws him off its side", async () => {
    dusty();
    encounter(tex).mounted = true;
    encounter(tex).siouxside = true;
    // 3 head, I'm Hit, recovery 6 6 vs Toughness 4: the horse untouched.
    const head = replay((src) => rollShotPlan(src, declare(outlaw, aim(tableFigure(tex)))), [6, 1, 2, 6, 6]);
    expect(head.result.targets[0]!.damage[0]).toMatchObject({ location: "head", recovery: [6, 6] });
    expect(head.mountHits).toEqual([]);
    // 9 gut → the horse; head (1) 6 6 vs 3: dead, rider thrown: off the horse and no longer Siouxside.
    const gut = replay(
      (src) => rollShotPlan(src, declare(outlaw, aim(tableFigure(tex)))),
      [6, 4, 5, 1, 6, 6],
    );
    expect(gut.mountHits?.[0]?.rolls.map((r) => r.outcome)).toEqual(["dead"]);
    await applyAll(gut.groups);
    expect(encounter(tex)).toMatchObject({ mounted: false, siouxside: false });
  });

  it("in an exchange of fire, every body hit on a Siouxside rider is a roll for his horse", () => {
    dusty();
    encounter(tex).mounted = true;
    encounter(tex).siouxside = true;
    const decl = exchangeDeclaration(tableFigure(outlaw), tableFigure(tex), 6)!;
    const plans = Array.from({ length: 300 }, (_, seed) => rollExchangePlan(seededDice(seed), decl));
    const intoHorse = (p: (typeof plans)[number]) =>
      p.result.shots
        .filter((_, k) => p.result.firers[k] === "first")
        .flatMap((shot) => shot.targets[0]!.damage)
        .filter((d) => d.outcome === "mountHit").length;
    const found = plans.filter((p) => intoHorse(p) > 0);
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      const rolls = p.mountHits?.[0]?.rolls ?? [];
      // One roll per hit on the horse (8s and body hits), fewer only once it lies dead.
      const hits = p.result.shots
        .filter((_, k) => p.result.firers[k] === "first")
        .reduce((n, shot) => n + shot.targets[0]!.mountHits, 0);
      expect(hits).toBeGreaterThanOrEqual(intoHorse(p));
      if (!rolls.some((r) => r.status === "dead")) expect(rolls.length).toBe(hits);
      // Tex himself is never wounded in the chest, gut or leg while he hangs on the horse's side.
      const body = p.result.second.wounds;
      expect([body.chest, body.gut, body.leg]).toEqual([0, 0, 0]);
    }
  });

  it("Siouxside left over on a figure no longer mounted changes nothing: the chest hit is his", () => {
    dusty({ state: "loose" });
    encounter(tex).siouxside = true;
    const decl = declare(outlaw, aim(tableFigure(tex)));
    expect(shotInput(decl).targets[0]!.siouxside).toBe(false);
    const plan = replay((src) => rollShotPlan(src, decl), [6, 4, 4, 1, 1]);
    expect(plan.result.targets[0]!.damage[0]).toMatchObject({ location: "chest", recovery: [1, 1] });
  });
});

describe("the shooting dialog asks what only the table knows", () => {
  const rowsAt = (figure: TableFigure) => [{ figure, distance: 6, cover: "none" as const }];

  it("a rider is asked how his horse moved; the odds follow his answer (an 8 lost to moving fast)", () => {
    dusty();
    encounter(tex).mounted = true;
    const shooter = tableFigure(tex);
    const rows = rowsAt(tableFigure(outlaw));
    const ctx = shootDialogContext(shooter, "", rows, true);
    expect(ctx).toMatchObject({ mounted: true, mountPace: "stationary" });
    expect(Object.keys(ctx.paceChoices)).toEqual(["stationary", "normal", "fast"]);
    // The Colt's two dice at him; the higher die is the first shot. Standing: it hits on 4+ (8 on a
    // lone man on foot), so 1 − (1/2)² = 3/4. Moving: the 8 misses and only 5+ hits, 1 − (2/3)² = 5/9.
    expect(ctx.targets[0]!.odds[0]).toMatchObject({ fraction: "3/4" });
    const moving = shootDialogRefresh(shooter, rows, "", true)({ mountPace: "normal" });
    expect(moving.mountPace).toBe("normal");
    expect(moving.targets[0]!.odds[0]).toMatchObject({ fraction: "5/9" });
    const read = readShootForm(shooter, rows, "", true, { mountPace: "fast", "targets.0.twoRiders": true });
    expect(read.mountPace).toBe("fast");
    // The Outlaw is on foot: no second rider to ask about.
    expect(read.targets[0]!.twoRiders).toBeUndefined();
  });

  it("on foot nothing is asked about a horse; a mounted target row asks about a second rider", () => {
    dusty();
    encounter(tex).mounted = true;
    const ctx = shootDialogContext(tableFigure(outlaw), "", rowsAt(tableFigure(tex)), true);
    expect(ctx.mounted).toBe(false);
    expect(ctx.targets[0]).toMatchObject({ mounted: true, twoRiders: false });
    const read = readShootForm(tableFigure(outlaw), rowsAt(tableFigure(tex)), "", true, {
      mountPace: "fast",
      "targets.0.twoRiders": true,
    });
    expect(read.mountPace).toBeUndefined();
    expect(read.targets[0]!.twoRiders).toBe(true);
  });
});

/** The shooting dialog as Foundry draws it, through the gallery's Handlebars stand-in. */
const standins = (await import(/* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href)) as {
  createRenderer(lang: object): { hbs: { compile(source: string): (context: object) => string } };
};
const renderer = standins.createRenderer(readJSON<Record<string, unknown>>("lang/en.json"));
const render = (context: object) =>
  allElements(
    parseFragment(renderer.hbs.compile(readFileSync(templateFile("dialog/shoot.hbs"), "utf8"))(context)),
  );

describe("the shooting dialog's horse questions, rendered", () => {
  it("a rider at a rider: the pace select (its answer kept) and the second-rider box, each labelled", () => {
    dusty();
    encounter(tex).mounted = true;
    const other = world.actor("kid", "Kid", ["gm"]);
    horseActor(world, { id: "paint", name: "Paint", owners: ["gm"], rider: other });
    encounter(other).mounted = true;
    const shooter = tableFigure(tex);
    const rows = [{ figure: tableFigure(other), distance: 6, cover: "none" as const }];
    const all = render(shootDialogRefresh(shooter, rows, "", true)({ mountPace: "normal" }));
    const pace = all.find((e) => e.attrs.name === "mountPace")!;
    const options = allElements(pace.children).filter((e) => e.tag === "option");
    expect(options.map((o) => o.attrs.value)).toEqual(["stationary", "normal", "fast"]);
    expect(options.find((o) => "selected" in o.attrs)?.attrs.value).toBe("normal");
    expect(textOf(pace.parent!)).toContain("His horse this activation");
    const box = all.find((e) => e.attrs.name === "targets.0.twoRiders")!;
    expect(box.attrs.type).toBe("checkbox");
    expect(textOf(box.parent!)).toContain("Two riders up");
  });

  it("on foot at a man on foot: neither question", () => {
    const all = render(
      shootDialogContext(
        tableFigure(outlaw),
        "",
        [{ figure: tableFigure(tex), distance: 6, cover: "none" }],
        true,
      ),
    );
    expect(all.filter((e) => e.attrs.name === "mountPace" || e.attrs.name?.endsWith(".twoRiders"))).toEqual(
      [],
    );
  });
});
